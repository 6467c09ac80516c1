/**
 * Where each coding tool keeps the parts of an agent setup beside its rules — skills and commands —
 * and what of them it reads, from each tool's documentation (docs/formats.md, "Skills and commands",
 * cites each). One declaration per tool and feature; the formats (src/formats/setup/), their
 * names, detection and discovery are derived from it. Imports nothing: detection reads it cheaply.
 */

export interface SkillTool {
  /** The tool (as `--to` names it, with its aliases). */
  tool: string;
  aliases: readonly string[];
  title: string;
  /** The folder it writes skills to in a project (`<dir>/<name>/SKILL.md`). */
  home: string;
  /** Every project folder it reads skills from (its own first). */
  reads: readonly string[];
  /** SKILL.md front-matter fields it reads; others are kept in the file and ledgered as not read. */
  fields: readonly string[];
  source: string;
}

export const SKILL_TOOLS: readonly SkillTool[] = [
  {
    tool: "claude",
    aliases: ["claude-code", "claude-md"],
    title: "Claude Code",
    home: ".claude/skills",
    reads: [".claude/skills"],
    fields: [
      "name",
      "description",
      "allowed-tools",
      "argument-hint",
      "disable-model-invocation",
      "user-invocable",
      "model",
      "context",
      "agent",
      "hooks",
      "license",
      "compatibility",
      "metadata",
    ],
    source: "https://code.claude.com/docs/en/skills",
  },
  {
    tool: "codex",
    aliases: ["openai-codex", "agents-md"],
    title: "Codex",
    home: ".agents/skills",
    reads: [".agents/skills"],
    fields: ["name", "description", "metadata"],
    source: "https://developers.openai.com/codex/skills",
  },
  {
    tool: "opencode",
    aliases: [],
    title: "OpenCode",
    home: ".opencode/skills",
    reads: [".opencode/skills", ".opencode/skill", ".claude/skills", ".agents/skills"],
    fields: ["name", "description", "license", "compatibility", "metadata"],
    source: "https://opencode.ai/docs/skills/",
  },
  {
    tool: "copilot",
    aliases: ["github-copilot", "vscode"],
    title: "GitHub Copilot",
    home: ".github/skills",
    reads: [".github/skills", ".claude/skills", ".agents/skills"],
    fields: [
      "name",
      "description",
      "license",
      "allowed-tools",
      "argument-hint",
      "user-invocable",
      "disable-model-invocation",
    ],
    source: "https://docs.github.com/en/copilot/concepts/agents/about-agent-skills",
  },
  {
    tool: "cursor",
    aliases: [],
    title: "Cursor",
    home: ".cursor/skills",
    reads: [".cursor/skills", ".agents/skills", ".claude/skills", ".codex/skills"],
    fields: ["name", "description", "license", "compatibility", "metadata", "disable-model-invocation"],
    source: "https://cursor.com/docs/context/skills",
  },
  {
    tool: "gemini",
    aliases: ["gemini-cli", "gemini-md", "antigravity"],
    title: "Gemini CLI",
    home: ".gemini/skills",
    reads: [".gemini/skills", ".agents/skills"],
    fields: ["name", "description"],
    source: "https://geminicli.com/docs/cli/using-agent-skills/",
  },
  // Issue 34 (checked 2026-11-28): project skills in .qwen/skills/<name>/SKILL.md; Qwen Code validates name and description.
  {
    tool: "qwen-code",
    aliases: ["qwen"],
    title: "Qwen Code",
    home: ".qwen/skills",
    reads: [".qwen/skills"],
    fields: ["name", "description"],
    source: "https://qwenlm.github.io/qwen-code-docs/en/users/features/skills/",
  },
  // Kilo Code: project skills in .kilo/skills/, and .agents/skills/ by default (.claude/skills/ only with Claude Code compatibility on).
  {
    tool: "kilo",
    aliases: ["kilo-code", "kilocode"],
    title: "Kilo Code",
    home: ".kilo/skills",
    reads: [".kilo/skills", ".agents/skills"],
    fields: ["name", "description"],
    source: "https://kilo.ai/docs/customize/skills",
  },
  // Factory Droid: .factory/skills/<name>/SKILL.md (custom slash commands were merged into skills).
  {
    tool: "factory-droid",
    aliases: ["droid", "factory"],
    title: "Factory Droid",
    home: ".factory/skills",
    reads: [".factory/skills"],
    fields: ["name", "description"],
    source: "https://docs.factory.ai/cli/configuration/skills",
  },
];

/** How a tool spells argument placeholders in a command's prompt. */
export interface PlaceholderSyntax {
  /** Every argument as typed. */
  all?: string;
  /** The n-th argument (`$1`): the spelling with `N` for the number. */
  position?: string;
  /** A named input (`${input:name}`): with `NAME` for the name. */
  named?: string;
}

export interface CommandTool {
  tool: string;
  aliases: readonly string[];
  title: string;
  /** The folder of its project commands. */
  dir: string;
  /** The other folders it reads commands from. */
  alsoReads?: readonly string[];
  /** The file name's ending (`.md`, `.toml`, `.prompt.md`). */
  suffix: string;
  /** Markdown with front matter, or TOML with `prompt`. */
  syntax: "markdown" | "toml";
  /** Sub-folders namespace commands (`git/commit.toml` is `/git:commit`). */
  nested: boolean;
  placeholders: PlaceholderSyntax;
  /** Front-matter fields (TOML keys) core models, by core's name. */
  fields: { description?: string; argumentHint?: string; allowedTools?: string; model?: string };
  source: string;
}

export const COMMAND_TOOLS: readonly CommandTool[] = [
  {
    tool: "claude",
    aliases: ["claude-code", "claude-md"],
    title: "Claude Code",
    dir: ".claude/commands",
    suffix: ".md",
    syntax: "markdown",
    nested: true,
    placeholders: { all: "$ARGUMENTS", position: "$N" },
    fields: {
      description: "description",
      argumentHint: "argument-hint",
      allowedTools: "allowed-tools",
      model: "model",
    },
    source: "https://code.claude.com/docs/en/slash-commands",
  },
  {
    tool: "gemini",
    aliases: ["gemini-cli", "gemini-md"],
    title: "Gemini CLI",
    dir: ".gemini/commands",
    suffix: ".toml",
    syntax: "toml",
    nested: true,
    placeholders: { all: "{{args}}" },
    fields: { description: "description" },
    source: "https://geminicli.com/docs/cli/custom-commands/",
  },
  {
    tool: "copilot",
    aliases: ["github-copilot", "vscode"],
    title: "GitHub Copilot",
    dir: ".github/prompts",
    suffix: ".prompt.md",
    syntax: "markdown",
    nested: false,
    placeholders: { named: "${input:NAME}" },
    fields: { description: "description", argumentHint: "argument-hint", allowedTools: "tools", model: "model" },
    source: "https://code.visualstudio.com/docs/copilot/customization/prompt-files",
  },
  {
    tool: "cursor",
    aliases: [],
    title: "Cursor",
    dir: ".cursor/commands",
    suffix: ".md",
    syntax: "markdown",
    nested: false,
    placeholders: {},
    fields: {},
    source: "https://cursor.com/docs/agent/chat/commands",
  },
  {
    tool: "opencode",
    aliases: [],
    title: "OpenCode",
    dir: ".opencode/command",
    alsoReads: [".opencode/commands"],
    suffix: ".md",
    syntax: "markdown",
    nested: true,
    placeholders: { all: "$ARGUMENTS", position: "$N" },
    fields: { description: "description", model: "model" },
    source: "https://opencode.ai/docs/commands/",
  },
];

export const skillFormatName = (t: SkillTool): string => `${t.tool}-skills`;
export const commandFormatName = (t: CommandTool): string => `${t.tool}-commands`;

/** A tool's declaration by its name or an alias. */
export const skillTool = (name: string): SkillTool | undefined =>
  SKILL_TOOLS.find((t) => t.tool === name || t.aliases.includes(name) || skillFormatName(t) === name);
export const commandTool = (name: string): CommandTool | undefined =>
  COMMAND_TOOLS.find((t) => t.tool === name || t.aliases.includes(name) || commandFormatName(t) === name);

const posix = (p: string): string => p.replace(/\\/g, "/").replace(/\/+$/, "");
const skillDirs = [...new Set(SKILL_TOOLS.flatMap((t) => t.reads))];

/** The skills tool of a path: a skills folder, a skill's folder or its SKILL.md (the folder that holds it names the tool; an unknown one is the standard's `.agents/skills`, Codex's). */
export function skillToolOfPath(path: string, isDir: boolean, hasSkillMd: boolean): SkillTool | undefined {
  const p = posix(path);
  const owner = (dir: string): SkillTool =>
    SKILL_TOOLS.find((t) => t.home === dir) ?? SKILL_TOOLS.find((t) => t.reads.includes(dir))!;
  for (const d of skillDirs) {
    if (p === d || p.endsWith(`/${d}`)) return isDir ? owner(d) : undefined;
    const m = new RegExp(`(^|/)${d.replace(/\./g, "\\.")}/[^/]+(/SKILL\\.md)?$`).exec(p);
    if (m && (isDir ? hasSkillMd : p.endsWith("/SKILL.md"))) return owner(d);
  }
  if (isDir ? hasSkillMd : p === "SKILL.md" || p.endsWith("/SKILL.md")) return skillTool("codex");
  return undefined;
}

/** The commands tool of a path: a command file in a tool's command folder, or that folder. */
export function commandToolOfPath(path: string, isDir: boolean): CommandTool | undefined {
  const p = posix(path);
  for (const t of COMMAND_TOOLS) {
    for (const d of [t.dir, ...(t.alsoReads ?? [])]) {
      if (isDir && (p === d || p.endsWith(`/${d}`))) return t;
      const at = p.startsWith(`${d}/`) ? 0 : p.indexOf(`/${d}/`) + 1;
      if (!isDir && at >= 0 && p.slice(at).startsWith(`${d}/`) && p.endsWith(t.suffix)) return t;
    }
  }
  if (!isDir && p.endsWith(".prompt.md")) return commandTool("copilot");
  return undefined;
}

/** A tool's ignore file: patterns (gitignore syntax) of files it must not read, at the project's root. */
export interface IgnoreTool {
  tool: string;
  /** Rule-format names and aliases that name the tool (`aigx export --format windsurf`). */
  aliases: readonly string[];
  title: string;
  file: string;
  source: string;
}

export const IGNORE_TOOLS: readonly IgnoreTool[] = [
  {
    tool: "cursor",
    aliases: [],
    title: "Cursor",
    file: ".cursorignore",
    source: "https://cursor.com/docs/context/ignore-files",
  },
  {
    tool: "gemini",
    aliases: ["gemini-cli", "gemini-md"],
    title: "Gemini CLI",
    file: ".geminiignore",
    source: "https://geminicli.com/docs/cli/gemini-ignore/",
  },
  {
    tool: "gemini-code-assist",
    aliases: [],
    title: "Gemini Code Assist",
    file: ".aiexclude",
    source: "https://developers.google.com/gemini-code-assist/docs/create-aiexclude-file",
  },
  {
    tool: "junie",
    aliases: ["jetbrains", "jetbrains-ai"],
    title: "JetBrains AI Assistant and Junie",
    file: ".aiignore",
    source: "https://www.jetbrains.com/help/ai-assistant/disable-ai-assistant.html",
  },
  {
    tool: "windsurf",
    aliases: ["codeium"],
    title: "Windsurf",
    file: ".codeiumignore",
    source: "https://docs.windsurf.com/context-awareness/windsurf-ignore",
  },
  {
    tool: "cline",
    aliases: [],
    title: "Cline",
    file: ".clineignore",
    source: "https://docs.cline.bot/features/clineignore",
  },
  {
    tool: "roo",
    aliases: ["roo-code"],
    title: "Roo Code",
    file: ".rooignore",
    source: "https://docs.roocode.com/features/rooignore",
  },
  // Issue 34: the ignore files of the newer tools, each at the project's root in gitignore syntax (checked 2026-11-28).
  {
    tool: "kiro",
    aliases: ["kiro-cli", "kiro-ide"],
    title: "Kiro",
    file: ".kiroignore",
    source: "https://kiro.dev/docs/kiroignore/",
  },
  {
    tool: "kilo",
    aliases: ["kilo-code", "kilocode"],
    title: "Kilo Code",
    file: ".kilocodeignore",
    source: "https://kilo.ai/docs/customize/context/kilocodeignore",
  },
  {
    tool: "augment",
    aliases: ["auggie", "augment-code"],
    title: "Augment",
    file: ".augmentignore",
    source: "https://docs.augmentcode.com/setup-augment/workspace-indexing",
  },
  {
    tool: "goose",
    aliases: ["block-goose"],
    title: "goose",
    file: ".gooseignore",
    source: "https://block.github.io/goose/docs/guides/using-gooseignore",
  },
  {
    tool: "qwen-code",
    aliases: ["qwen"],
    title: "Qwen Code",
    file: ".qwenignore",
    source: "https://qwenlm.github.io/qwen-code-docs/en/users/configuration/qwen-ignore",
  },
  {
    tool: "aider",
    aliases: ["aider-chat"],
    title: "Aider",
    file: ".aiderignore",
    source: "https://aider.chat/docs/config/options.html",
  },
];

export const ignoreFormatName = (t: IgnoreTool): string => `${t.tool}-ignore`;
export const ignoreTool = (name: string): IgnoreTool | undefined =>
  IGNORE_TOOLS.find((t) => t.tool === name || t.aliases.includes(name) || ignoreFormatName(t) === name);
/** The ignore tool of a path, by its file name. */
export const ignoreToolOfPath = (path: string): IgnoreTool | undefined => {
  const name = posix(path).split("/").pop();
  return IGNORE_TOOLS.find((t) => t.file === name);
};

/** A coding tool's subagents in its own style beside Claude Code's (.claude/agents, the `claude-agents` format). */
export interface SubagentStyle {
  tool: string;
  aliases: readonly string[];
  title: string;
  dir: string;
  alsoReads?: readonly string[];
  suffix: string;
  /** Whether the front matter names the agent (`name`); otherwise its file name does. */
  nameField: boolean;
  /** The core agent's section holding the tool's own fields (tools, model, mode, …), written back only to it. */
  section: string;
  source: string;
  /** The file's syntax: Markdown with front matter (the default), or TOML with the prompt as `developer_instructions` (Codex). */
  syntax?: "toml";
}

export const SUBAGENT_STYLES: readonly SubagentStyle[] = [
  {
    tool: "copilot",
    aliases: ["github-copilot", "vscode"],
    title: "GitHub Copilot",
    dir: ".github/agents",
    suffix: ".agent.md",
    nameField: true,
    section: "x-copilot",
    source: "https://docs.github.com/en/copilot/reference/custom-agents-configuration",
  },
  {
    tool: "opencode",
    aliases: [],
    title: "OpenCode",
    dir: ".opencode/agent",
    alsoReads: [".opencode/agents"],
    suffix: ".md",
    nameField: false,
    section: "x-opencode",
    source: "https://opencode.ai/docs/agents/",
  },
  {
    tool: "codex",
    aliases: ["openai-codex"],
    title: "Codex",
    dir: ".codex/agents",
    suffix: ".toml",
    nameField: true,
    section: "x-codex",
    source: "https://developers.openai.com/codex/subagents",
    syntax: "toml",
  },
];

export const subagentFormatName = (t: SubagentStyle): string => `${t.tool}-agents`;
export const subagentStyle = (name: string): SubagentStyle | undefined =>
  SUBAGENT_STYLES.find((t) => t.tool === name || t.aliases.includes(name) || subagentFormatName(t) === name);
export const subagentStyleOfPath = (path: string): SubagentStyle | undefined => {
  const p = posix(path);
  const inFolder = SUBAGENT_STYLES.find((t) =>
    [t.dir, ...(t.alsoReads ?? [])].some(
      (d) =>
        (p.startsWith(`${d}/`) || p.includes(`/${d}/`)) &&
        p.endsWith(t.suffix) &&
        !p.slice(p.lastIndexOf(`${d}/`) + d.length + 1).includes("/"),
    ),
  );
  // A `*.agent.md` anywhere is Copilot's (the name says so, as `*.prompt.md` says a prompt file).
  return inFolder ?? (p.endsWith(".agent.md") ? SUBAGENT_STYLES.find((t) => t.suffix === ".agent.md") : undefined);
};

export const SETUP_FORMAT_NAMES: readonly string[] = [
  ...SKILL_TOOLS.map(skillFormatName),
  ...COMMAND_TOOLS.map(commandFormatName),
  ...IGNORE_TOOLS.map(ignoreFormatName),
  ...SUBAGENT_STYLES.map(subagentFormatName),
];
