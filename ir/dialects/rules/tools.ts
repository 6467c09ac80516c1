/**
 * The coding tools agentc knows, one declaration each (the shape: ./tool.ts). The first ten are the
 * formats agentc has written since issue 14, in their order (import reads and export writes them in
 * it); their scope and placement are code (src/formats/rules/dialects/<name>.ts). The others, added for
 * issue 34, are data only: a tool that reads AGENTS.md itself shares agents-md's files, and a tool
 * with files of its own describes its front matter in `rules`. Each declaration's `sources` are the
 * documentation it follows, checked on the date given (docs/formats.md lists them in one table).
 */
import { registerRuleTool, type RuleToolData } from "./tool.js";

const CHECKED = "checked 2026-11-28";

export const BUILTIN_TOOLS: readonly RuleToolData[] = [
  {
    name: "agents-md",
    title: "AGENTS.md",
    aliases: ["agents", "agents.md"],
    prefix: "AGENTS",
    description: "AGENTS.md files (root and nested; a nested file scopes its rules to its directory)",
    nested: "AGENTS.md",
    loses: {
      raise: "nothing: each file is a rule with its directory scope",
      lower:
        "glob scopes other than a directory, model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts",
    },
  },
  {
    name: "claude-md",
    title: "Claude Code",
    aliases: ["claude", "claude-code"],
    prefix: "CLAUDE",
    description: "Claude Code memory: CLAUDE.md (root and nested), .claude/rules/*.md with paths:, @file imports",
    files: [/^\.claude\/CLAUDE\.md$/, /^\.claude\/rules\/(.+\/)?[^/]+\.md$/],
    nested: "CLAUDE.md",
    folders: [/(^|\/)\.claude\/rules$/],
    roots: ["claude"],
    idStrip: [/(^)\.claude\/rules\//],
    rootFiles: [".claude/CLAUDE"],
    frontMatter: /(^|\/)CLAUDE\.md$/,
    weakKeys: ["paths"],
    atImports: true,
    importsAgentsMd: "CLAUDE.md",
    imports: true,
    user: {
      files: { "CLAUDE.md": ".claude/CLAUDE.md" },
      folders: [".claude/rules"],
      subagents: ".claude/agents",
      mcp: ".claude.json",
      settings: [".claude/settings.json"],
      note: "Claude Code keeps user-level MCP servers in ~/.claude.json, beside its own state: --global edits its top-level mcpServers only (each project's own servers there, and everything else, stay as they are)",
      sources: [
        `https://docs.claude.com/en/docs/claude-code/memory (user memory ~/.claude/CLAUDE.md), ${CHECKED}`,
        `https://docs.claude.com/en/docs/claude-code/sub-agents (user subagents ~/.claude/agents/), ${CHECKED}`,
        `https://docs.claude.com/en/docs/claude-code/mcp (user scope: ~/.claude.json), ${CHECKED}`,
        `https://skills.sh/jamie-bitflight/claude_skills/memory-and-rules (user rules: ~/.claude/rules/*.md, personal modular rules for every project, after the memory page), ${CHECKED}`,
      ],
    },
    loses: {
      raise: "nothing; @imports are kept as text, never followed",
      lower: "model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts",
    },
  },
  {
    name: "gemini-md",
    title: "Gemini CLI",
    aliases: ["gemini", "gemini-cli"],
    successor: {
      name: "antigravity",
      note: "Gemini CLI was retired for consumer tiers in June 2026; its successor Antigravity reads GEMINI.md and AGENTS.md as well as .agents/rules/ (written with --format antigravity)",
    },
    prefix: "GEMINI",
    description: "Gemini CLI context files: GEMINI.md (root and nested)",
    nested: "GEMINI.md",
    atImports: true,
    importsAgentsMd: "GEMINI.md",
    imports: true,
    user: {
      files: { "GEMINI.md": ".gemini/GEMINI.md" },
      mcp: ".gemini/settings.json",
      settings: [".gemini/settings.json"],
      sources: [
        `https://geminicli.com/docs/cli/configuration (user settings ~/.gemini/settings.json; global context ~/.gemini/GEMINI.md), ${CHECKED}`,
        `https://geminicli.com/docs/hooks (hooks are defined in settings.json, user or project), ${CHECKED}`,
      ],
    },
    loses: {
      raise: "nothing; @imports are kept as text, never followed",
      lower:
        "glob scopes other than a directory, model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts",
    },
  },
  {
    name: "copilot",
    title: "GitHub Copilot",
    aliases: ["github-copilot", "copilot-cli"],
    prefix: "COPILOT",
    description: "GitHub Copilot: .github/copilot-instructions.md and .github/instructions/*.instructions.md (applyTo)",
    files: [/^\.github\/copilot-instructions\.md$/, /^\.github\/instructions\/(.+\/)?[^/]+\.instructions\.md$/],
    folders: [/(^|\/)\.github\/instructions$/],
    roots: ["github"],
    idStrip: [/(^)\.github\/instructions\//],
    rootFiles: [".github/copilot-instructions"],
    frontMatter: /(^|\/)copilot-instructions\.md$/,
    detectKeys: ["applyTo"],
    describes: true,
    loses: {
      raise: "excludeAgent",
      lower:
        "nesting (a directory becomes applyTo dir/**), a manual rule's description, Roo modes, per-file boundaries and domain facts",
    },
  },
  {
    name: "cursor",
    title: "Cursor",
    prefix: "CURSOR",
    description:
      "Cursor rules: .cursor/rules/**/*.mdc (description, globs, alwaysApply), nested .cursor/rules, legacy .cursorrules",
    files: [/(^|\/)\.cursor\/rules\/(.+\/)?[^/]+\.mdc?$/, /^\.cursorrules$/],
    legacy: /^\.cursorrules$/,
    folders: [/(^|\/)\.cursor(\/rules)?$/],
    roots: ["cursor", "cursorrules"],
    idStrip: [/(^|\/)\.cursor\/rules\//],
    idSuffix: [/\/RULE$/],
    rootFiles: [".cursorrules"],
    frontMatter: true,
    detectKeys: ["alwaysApply"],
    weakKeys: ["globs"],
    imports: true,
    describes: true,
    user: {
      mcp: ".cursor/mcp.json",
      settings: [".cursor/hooks.json"],
      note: "Cursor keeps user rules in its app settings (Cursor Settings → Rules), not in a file: --global has no Cursor rules to read or write (its MCP servers in ~/.cursor/mcp.json and its hooks in ~/.cursor/hooks.json are)",
      sources: [
        `https://cursor.com/docs/context/rules (User Rules are set in Cursor Settings), ${CHECKED}`,
        `https://cursor.com/docs/mcp (global ~/.cursor/mcp.json), ${CHECKED}`,
        `https://cursor.com/docs/agent/hooks (hooks.json in the project's .cursor/ or the user's ~/.cursor/), ${CHECKED}`,
        `https://github.com/eqtylab/cupcake/pull/77 (project .cursor/hooks.json beside user-level ~/.cursor/hooks.json), ${CHECKED}`,
      ],
    },
    loses: {
      raise: "nothing: description, globs and alwaysApply map to core",
      lower:
        "a manual rule's description, the directory of a model-decided or manual rule, Roo modes, per-file boundaries and domain facts",
    },
  },
  {
    name: "windsurf",
    title: "Windsurf",
    aliases: ["cascade"],
    successor: {
      name: "devin-desktop",
      note: "Windsurf is now Devin Desktop (June 2026): it still reads .windsurf/rules/ and .windsurfrules, and prefers .devin/rules/ (written with --format devin-desktop)",
    },
    prefix: "WINDSURF",
    description: "Windsurf rules: .windsurf/rules/*.md (trigger, globs, description), legacy .windsurfrules",
    files: [/(^|\/)\.windsurf\/rules\/(.+\/)?[^/]+\.md$/, /^\.windsurfrules$/],
    legacy: /^\.windsurfrules$/,
    folders: [/(^|\/)\.windsurf(\/rules)?$/],
    roots: ["windsurf", "windsurfrules"],
    idStrip: [/(^|\/)\.windsurf\/rules\//],
    rootFiles: [".windsurfrules"],
    frontMatter: true,
    detectKeys: ["trigger"],
    describes: true,
    maxChars: 12000,
    loses: {
      raise: "nothing: trigger, globs and description map to core",
      lower: "the directory of a model-decided or manual rule, Roo modes, per-file boundaries and domain facts",
    },
  },
  {
    name: "cline",
    title: "Cline",
    prefix: "CLINE",
    description: "Cline rules: a .clinerules file or a .clinerules/ directory of .md files (paths:)",
    files: [/^\.clinerules$/, /^\.clinerules\/(?!workflows\/|hooks\/)(.+\/)?[^/]+\.md$/],
    legacy: /^\.clinerules$/,
    folders: [/(^|\/)\.clinerules$/],
    roots: ["clinerules"],
    idStrip: [/(^)\.clinerules\//],
    rootFiles: [".clinerules"],
    frontMatter: true,
    loses: {
      raise: "nothing: paths map to core globs",
      lower:
        "nesting (a directory becomes paths dir/**), model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts",
    },
  },
  {
    name: "kiro",
    title: "Kiro",
    aliases: ["kiro-cli", "kiro-ide"],
    prefix: "KIRO",
    description: "Kiro steering: .kiro/steering/*.md (inclusion, fileMatchPattern)",
    files: [/^\.kiro\/steering\/[^/]+\.md$/],
    folders: [/(^|\/)\.kiro(\/steering)?$/],
    roots: ["kiro"],
    idStrip: [/(^)\.kiro\/steering\//],
    frontMatter: true,
    detectKeys: ["inclusion", "fileMatchPattern"],
    describes: true,
    loses: {
      raise: "nothing: inclusion and fileMatchPattern map to core",
      lower: "nesting (a directory becomes fileMatchPattern dir/**), Roo modes, per-file boundaries and domain facts",
    },
  },
  {
    name: "junie",
    title: "Junie",
    prefix: "JUNIE",
    description: "JetBrains Junie guidelines: .junie/guidelines.md",
    files: [/^\.junie\/guidelines\.md$/],
    folders: [/(^|\/)\.junie$/],
    roots: ["junie"],
    rootFiles: [".junie/guidelines"],
    loses: {
      raise: "nothing: the guidelines are always-on rules",
      lower:
        "every scope and every activation but always, descriptions, Roo modes, per-file boundaries and domain facts",
    },
  },
  {
    name: "roo",
    title: "Roo Code",
    aliases: ["roo-code"],
    successor: {
      name: "zoo-code",
      note: "Roo Code reached its end of life; Zoo Code continues it and reads the same .roo/ files",
    },
    prefix: "ROO",
    description: "Roo Code rules: .roo/rules/, .roo/rules-{mode}/, legacy .roorules and .roorules-{mode}",
    files: [
      /^\.roo\/rules(-[A-Za-z0-9_-]+)?\/(.+\/)?[^/.][^/]*(?<!\.(bak|log|tmp|swp)|~)$/,
      /^\.roorules(-[A-Za-z0-9_-]+)?$/,
    ],
    legacy: /^\.roorules(-[A-Za-z0-9_-]+)?$/,
    folders: [/(^|\/)\.roo$/],
    anyUnder: ".roo",
    roots: ["roo", "roorules[^/]*"],
    idStrip: [/(^)\.roorules-/, /(^)\.roo\/rules\//, /(^)\.roo\/rules-/],
    rootFiles: [".roorules"],
    modes: true,
    loses: {
      raise: "nothing: modes are kept as core groups",
      lower:
        "every scope and every activation but always (modes are kept), descriptions, per-file boundaries and domain facts",
    },
  },
];

/** Windsurf's front matter, which Antigravity and Devin Desktop (both of its lineage) read too. */
const TRIGGER = {
  activation: {
    field: "trigger",
    values: { always: "always_on", glob: "glob", model: "model_decision", manual: "manual" },
  },
  globs: { field: "globs", write: "comma" },
  description: "description",
} as const;

/** Always-on rules, one file per rule or one file for all: what such a tool loses, in a word. */
const ALWAYS_LOSES = {
  raise: "nothing: every rule is always on",
  lower: "every scope and activation but always, descriptions, Roo modes, per-file boundaries and domain facts",
} as const;

/** The tools added for issue 34: data only. Those without files of their own read another tool's. */
export const MORE_TOOLS: readonly RuleToolData[] = [
  {
    name: "codex",
    title: "Codex",
    aliases: ["codex-cli", "openai-codex"],
    reads: ["agents-md"],
    sources: [
      `https://developers.openai.com/codex/guides/agents-md (AGENTS.md from the root to the working directory; ~/.codex/AGENTS.md), ${CHECKED}`,
    ],
    user: {
      files: { "AGENTS.md": ".codex/AGENTS.md" },
      format: "agents-md",
      mcp: ".codex/config.toml",
      settings: [".codex/config.toml"],
      note: "Codex keeps user-level MCP servers and its approval_policy and sandbox_mode in ~/.codex/config.toml: --global edits those tables and keys only, every other byte of the file stays",
      sources: [
        `https://developers.openai.com/codex/guides/agents-md (global ~/.codex/AGENTS.md), ${CHECKED}`,
        `https://developers.openai.com/codex/mcp (~/.codex/config.toml [mcp_servers.<name>]), ${CHECKED}`,
        `https://developers.openai.com/codex/config-reference (user-level ~/.codex/config.toml: approval_policy, sandbox_mode), ${CHECKED}`,
      ],
    },
  },
  {
    name: "opencode",
    title: "OpenCode",
    aliases: ["sst-opencode"],
    reads: ["agents-md"],
    sources: [
      `https://opencode.ai/docs/instructions (every AGENTS.md from the workspace directory up to the project root; ~/.config/opencode/AGENTS.md), ${CHECKED}`,
    ],
    user: {
      files: { "AGENTS.md": ".config/opencode/AGENTS.md" },
      format: "agents-md",
      sources: [`https://opencode.ai/docs/instructions (global rules: ~/.config/opencode/AGENTS.md), ${CHECKED}`],
    },
  },
  {
    name: "amp",
    title: "Amp",
    aliases: ["ampcode", "sourcegraph-amp"],
    reads: ["agents-md"],
    sources: [
      `https://docs.rs/crate/agent-config/0.1.0/source/docs/agents/amp.md (project AGENTS.md, ~/.amp/AGENTS.md; CLAUDE.md when AGENTS.md is absent; no official page was found), ${CHECKED}`,
    ],
    user: {
      files: { "AGENTS.md": ".config/amp/AGENTS.md" },
      format: "agents-md",
      sources: [
        `https://www.developersdigest.tech/reference/amp/config-files ($HOME/.config/amp/AGENTS.md: personal guidance file, always included if it exists; from Amp's docs), ${CHECKED}`,
      ],
    },
  },
  {
    name: "factory-droid",
    title: "Factory Droid",
    aliases: ["droid", "factory"],
    reads: ["agents-md"],
    sources: [
      `https://www.developersdigest.tech/blog/factory-droid-setup-agents-md-skills-hooks-mcp-2026 (AGENTS.md at the root, nested and in .factory/, ~/.factory/AGENTS.md; from Factory's docs, CLI v1.21.0), ${CHECKED}`,
    ],
    user: {
      files: { "AGENTS.md": ".factory/AGENTS.md" },
      format: "agents-md",
      sources: [
        `https://www.developersdigest.tech/blog/factory-droid-setup-agents-md-skills-hooks-mcp-2026 (personal ~/.factory/AGENTS.md), ${CHECKED}`,
      ],
    },
  },
  {
    name: "zoo-code",
    title: "Zoo Code",
    aliases: ["zoo", "zoocode"],
    reads: ["roo"],
    sources: [
      `https://github.com/Zoo-Code-Org/Zoo-Code (Roo Code's successor, reads the same .roo/ rules; rulesync v16.14.0 writes one .roo/ tree for both), ${CHECKED}`,
    ],
  },
  {
    name: "antigravity",
    title: "Antigravity",
    aliases: ["agy", "google-antigravity", "antigravity-cli"],
    reads: ["agents-md", "gemini-md"],
    prefix: "ANTIGRAVITY",
    description: "Antigravity workspace rules: .agents/rules/*.md (legacy .agent/rules/; trigger, globs, description)",
    files: [/^\.agents?\/rules\/(.+\/)?[^/]+\.md$/],
    folders: [/(^|\/)\.agents?\/rules$/],
    roots: ["agents", "agent"],
    idStrip: [/(^)\.agents?\/rules\//],
    frontMatter: true,
    describes: true,
    maxChars: 12000,
    rules: { ...TRIGGER, write: { folder: ".agents/rules" } },
    loses: {
      raise: "nothing: trigger, globs and description map to core",
      lower: "nesting (a directory becomes the glob dir/**), Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://antigravity.codes/blog/user-rules (GEMINI.md, AGENTS.md, .agent/rules/), ${CHECKED}`,
      `https://discuss.ai.google.dev/t/new-folder-for-rules/126165 (.agents/rules/ first, then .agent/rules/), ${CHECKED}`,
      `https://raw.githubusercontent.com/affaan-m/ECC/HEAD/docs/ANTIGRAVITY-GUIDE.md (Antigravity 2.0: project-local .agents/; trigger: always_on, 12,000 characters), ${CHECKED}`,
    ],
  },
  {
    name: "devin-desktop",
    title: "Devin Desktop",
    aliases: ["devin", "devin-local"],
    reads: ["windsurf", "agents-md"],
    prefix: "DEVIN",
    description: "Devin Desktop (formerly Windsurf) rules: .devin/rules/*.md (trigger, globs, description)",
    files: [/^\.devin\/rules\/(.+\/)?[^/]+\.md$/],
    folders: [/(^|\/)\.devin(\/rules)?$/],
    roots: ["devin"],
    idStrip: [/(^)\.devin\/rules\//],
    frontMatter: true,
    describes: true,
    maxChars: 12000,
    rules: { ...TRIGGER, write: { folder: ".devin/rules" } },
    loses: {
      raise: "nothing: trigger, globs and description map to core",
      lower: "nesting (a directory becomes the glob dir/**), Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://hussamahmedweb.pages.dev/ai/ide-agents/windsurf-cascade (Windsurf rebranded Devin Desktop; rules under .devin/rules/, Always On / Glob), ${CHECKED}`,
      `https://skillwright.app/blog/windsurf-rules-guide (.windsurfrules and .windsurf/rules/ still read, .devin/rules/ preferred; trigger), ${CHECKED}`,
      `https://docs.devin.ai/cli/extensibility/rules (AGENTS.md, AGENT.md, CLAUDE.md; .windsurf/rules/*.md with trigger), ${CHECKED}`,
    ],
  },
  {
    name: "kilo",
    title: "Kilo Code",
    aliases: ["kilo-code", "kilocode"],
    reads: ["agents-md"],
    prefix: "KILO",
    description: "Kilo Code rules: .kilocode/rules/*.md (plain Markdown, always on), legacy .kilocoderules",
    files: [/^\.kilocode\/rules\/(.+\/)?[^/]+\.md$/, /^\.kilocoderules$/],
    legacy: /^\.kilocoderules$/,
    folders: [/(^|\/)\.kilocode(\/rules)?$/],
    roots: ["kilocode", "kilocoderules"],
    idStrip: [/(^)\.kilocode\/rules\//],
    rootFiles: [".kilocoderules"],
    rules: { write: { folder: ".kilocode/rules" } },
    loses: {
      raise: "nothing: every rule is always on",
      lower: "every scope and activation but always, descriptions, Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://kilo.ai/docs/customize/custom-rules (.kilocode/rules/, ~/.kilocode/rules/, legacy .kilocoderules), ${CHECKED}`,
      `https://kilo.ai/docs/agent-behavior/agents-md (AGENTS.md), ${CHECKED}`,
    ],
    user: {
      folders: [".kilocode/rules"],
      sources: [
        `https://kilo.ai/docs/customize/custom-rules (global rules in ~/.kilocode/rules/, applied in every workspace), ${CHECKED}`,
      ],
    },
  },
  {
    name: "continue",
    title: "Continue",
    aliases: ["continue-dev", "cn"],
    reads: ["agents-md"],
    prefix: "CONTINUE",
    description: "Continue rules: .continue/rules/*.md (name, globs, alwaysApply, description)",
    files: [/^\.continue\/rules\/(.+\/)?[^/]+\.md$/],
    folders: [/(^|\/)\.continue\/rules$/],
    roots: ["continue"],
    idStrip: [/(^)\.continue\/rules\//],
    frontMatter: true,
    describes: true,
    rules: {
      name: "name",
      activation: { field: "alwaysApply", values: { always: true, model: false } },
      globs: { field: "globs", write: "list" },
      description: "description",
      write: { folder: ".continue/rules" },
    },
    loses: {
      raise: "regex (no core field)",
      lower:
        "manual activation, nesting (a directory becomes the glob dir/**), Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://docs.continue.dev/customize/deep-dives/rules (local rules in .continue/rules), ${CHECKED}`,
      `https://smithery.ai/skills/pr-pm/creating-continue-packages (name, globs, regex, description, alwaysApply semantics), ${CHECKED}`,
      `https://github.com/dyoshikawa/rulesync/releases/tag/v16.32.0 (AGENTS.md plus .continue/rules/*.md), ${CHECKED}`,
    ],
  },
  {
    name: "augment",
    title: "Augment",
    aliases: ["auggie", "augment-code"],
    reads: ["agents-md", "claude-md"],
    prefix: "AUGMENT",
    description:
      "Augment rules: .augment/rules/*.md (type: always_apply, agent_requested, manual; description), legacy .augment-guidelines",
    files: [/^\.augment\/rules\/(.+\/)?[^/]+\.md$/, /^\.augment-guidelines$/],
    legacy: /^\.augment-guidelines$/,
    folders: [/(^|\/)\.augment(\/rules)?$/],
    roots: ["augment", "augment-guidelines"],
    idStrip: [/(^)\.augment\/rules\//],
    rootFiles: [".augment-guidelines"],
    frontMatter: true,
    describes: true,
    rules: {
      activation: { field: "type", values: { always: "always_apply", model: "agent_requested", manual: "manual" } },
      description: "description",
      default: "manual",
      write: { folder: ".augment/rules" },
    },
    loses: {
      raise: "nothing: type and description map to core",
      lower: "file patterns (written always on), nesting, Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://docs.augmentcode.com/setup-augment/guidelines (.augment/rules/; Always, Manual, Auto), ${CHECKED}`,
      `https://docs.augmentcode.com/cli/rules (CLAUDE.md, AGENTS.md, .augment-guidelines, .augment/rules/ recursively), ${CHECKED}`,
    ],
  },
  {
    name: "trae",
    title: "Trae",
    aliases: ["trae-ide", "traework"],
    reads: ["agents-md", "claude-md"],
    prefix: "TRAE",
    description: "Trae project rules: .trae/rules/*.md (project_rules.md; always on)",
    files: [/^\.trae\/rules\/[^/]+\.md$/],
    folders: [/(^|\/)\.trae(\/rules)?$/],
    roots: ["trae"],
    idStrip: [/(^)\.trae\/rules\//],
    rootFiles: [".trae/rules/project_rules"],
    rules: { write: { file: ".trae/rules/project_rules.md" } },
    loses: {
      raise: "nothing: project rules are always on",
      lower: "every scope and activation but always, descriptions, Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://www.w3cschool.cn/traeworkdocs/traework-rules.html (project rules in .trae/rules/; AGENTS.md, CLAUDE.md), ${CHECKED}`,
      `https://w3cschool.cn/traedocs/trae-rules-for-ai.html (.trae/rules/project_rules.md), ${CHECKED}`,
    ],
  },
  {
    name: "zed",
    title: "Zed",
    aliases: ["zed-agent"],
    reads: ["agents-md", "claude-md", "gemini-md", "copilot", "cursor", "windsurf", "cline"],
    prefix: "ZED",
    description:
      "Zed project rules: .rules at the root (always on; Zed reads the first of .rules, .cursorrules, …, AGENTS.md, CLAUDE.md, GEMINI.md)",
    files: [/^\.rules$/],
    roots: ["rules"],
    rootFiles: [".rules"],
    rules: { write: { file: ".rules" } },
    loses: {
      raise: "nothing: the file is always on",
      lower: "every scope and activation but always, descriptions, Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://zed.dev/docs/ai/rules (.rules first, then .cursorrules, .windsurfrules, .clinerules, .github/copilot-instructions.md, AGENT.md, AGENTS.md, CLAUDE.md, GEMINI.md), ${CHECKED}`,
    ],
  },
  {
    name: "warp",
    title: "Warp",
    aliases: ["warp-terminal"],
    reads: ["agents-md"],
    prefix: "WARP",
    description: "Warp project rules: WARP.md at the root and in subdirectories (AGENTS.md is now the default)",
    nested: "WARP.md",
    rules: { write: { nested: true } },
    loses: {
      raise: "nothing: a file's directory is its scope",
      lower:
        "file patterns (written always-on at the root), model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://docs.warp.dev/agents/capabilities/rules (AGENTS.md, or WARP.md for backwards compatibility, at the root and in subdirectories), ${CHECKED}`,
    ],
  },
  {
    name: "qwen-code",
    title: "Qwen Code",
    aliases: ["qwen"],
    reads: ["agents-md"],
    prefix: "QWEN",
    description: "Qwen Code context files: QWEN.md (root and nested), @ imports",
    nested: "QWEN.md",
    atImports: true,
    imports: true,
    rules: { write: { nested: true } },
    loses: {
      raise: "nothing; @imports are kept as text, never followed",
      lower:
        "file patterns (written always-on at the root), model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://qwenlm.github.io/qwen-code-docs/en/users/features/memory/ (QWEN.md in the project and ~/.qwen/QWEN.md; AGENTS.md), ${CHECKED}`,
    ],
    user: {
      files: { "QWEN.md": ".qwen/QWEN.md" },
      sources: [
        `https://qwenlm.github.io/qwen-code-docs/en/users/features/memory/ (global ~/.qwen/QWEN.md), ${CHECKED}`,
      ],
    },
  },
  {
    name: "goose",
    title: "goose",
    aliases: ["block-goose"],
    reads: ["agents-md"],
    prefix: "GOOSE",
    description: "goose hints: .goosehints at the root and in subdirectories",
    nested: ".goosehints",
    rules: { write: { nested: true } },
    loses: {
      raise: "nothing: a file's directory is its scope",
      lower:
        "file patterns (written always-on at the root), model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://block.github.io/goose/docs/guides/using-goosehints (local hints in a directory or directory hierarchy, ~/.config/goose/.goosehints; other files with CONTEXT_FILE_NAMES), ${CHECKED}`,
    ],
    user: {
      files: { ".goosehints": ".config/goose/.goosehints" },
      sources: [
        `https://block.github.io/goose/docs/guides/using-goosehints (global hints: ~/.config/goose/.goosehints, applied to every session), ${CHECKED}`,
      ],
    },
  },
  {
    name: "aider",
    title: "Aider",
    aliases: ["aider-chat"],
    prefix: "AIDER",
    description: "Aider conventions: CONVENTIONS.md (read when .aider.conf.yml says read: CONVENTIONS.md)",
    files: [/^CONVENTIONS\.md$/],
    rootFiles: ["CONVENTIONS"],
    rules: { write: { file: "CONVENTIONS.md" } },
    all: false,
    note: "Aider reads CONVENTIONS.md only when told to: .aider.conf.yml needs `read: CONVENTIONS.md` (agentc does not edit it)",
    loses: {
      raise: "nothing: conventions are always on",
      lower: "every scope and activation but always, descriptions, Roo modes, per-file boundaries and domain facts",
    },
    sources: [`https://aider.chat/docs/config/aider_conf.html (read: CONVENTIONS.md in .aider.conf.yml), ${CHECKED}`],
  },
  // Added to reach thirty tools (issue 34 item 1). None is in `--format all` (the ten stay its set): each is written when named.
  {
    name: "amazon-q",
    title: "Amazon Q Developer",
    aliases: ["amazonq", "amazon-q-developer", "q-developer"],
    prefix: "AMAZONQ",
    description: "Amazon Q Developer project rules: .amazonq/rules/**/*.md (plain Markdown, always used as context)",
    files: [/^\.amazonq\/rules\/(.+\/)?[^/]+\.md$/],
    folders: [/(^|\/)\.amazonq(\/rules)?$/],
    roots: ["amazonq"],
    idStrip: [/(^)\.amazonq\/rules\//],
    rules: { write: { folder: ".amazonq/rules" } },
    all: false,
    loses: ALWAYS_LOSES,
    sources: [
      `https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/context-project-rules.html (Markdown files in project-root/.amazonq/rules, used as context in every chat of the project), ${CHECKED}`,
    ],
  },
  {
    name: "openhands",
    title: "OpenHands",
    aliases: ["open-hands", "all-hands"],
    prefix: "OPENHANDS",
    description:
      "OpenHands microagents: .openhands/microagents/**/*.md (type: repo, or no triggers: always loaded; type: knowledge or triggers: only on a keyword)",
    files: [/^\.openhands\/microagents\/(.+\/)?[^/]+\.md$/],
    folders: [/(^|\/)\.openhands(\/microagents)?$/],
    roots: ["openhands"],
    idStrip: [/(^)\.openhands\/microagents\//],
    rootFiles: [".openhands/microagents/repo"],
    frontMatter: true,
    rules: {
      activation: { field: "type", values: { always: "repo", manual: "knowledge" } },
      present: { triggers: "manual" },
      write: { folder: ".openhands/microagents" },
    },
    all: false,
    loses: {
      raise:
        "triggers (the words that load a keyword microagent): read as a manual rule, the words kept only in the file",
      lower:
        "file patterns and model-decided activation (written always on), a manual rule's trigger words (written type: knowledge with none: add triggers: for OpenHands to load it), descriptions, Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://docs.openhands.dev/openhands/usage/microagents/microagents-overview (.openhands/microagents/ at the repository root; repo.md holds the general guidelines), ${CHECKED}`,
      `https://docs.openhands.dev/openhands/usage/microagents/microagents-keyword (keyword microagents need triggers: in front matter and load only on a trigger word), ${CHECKED}`,
    ],
  },
  {
    name: "jetbrains-ai",
    title: "JetBrains AI Assistant",
    aliases: ["aiassistant", "jetbrains-ai-assistant", "ai-assistant"],
    prefix: "JETBRAINS",
    description:
      "JetBrains AI Assistant project rules: .aiassistant/rules/*.md (the rule type is an IDE setting, not in the file)",
    files: [/^\.aiassistant\/rules\/(.+\/)?[^/]+\.md$/],
    folders: [/(^|\/)\.aiassistant(\/rules)?$/],
    roots: ["aiassistant"],
    idStrip: [/(^)\.aiassistant\/rules\//],
    rules: { write: { folder: ".aiassistant/rules" } },
    all: false,
    note: "JetBrains AI Assistant keeps each rule's type (Always, Manually, By model decision, By file patterns) in Settings | Tools | AI Assistant | Rules, not in the file: a new rule file starts as Always there",
    loses: {
      raise: "nothing: the files hold text only; each rule's type stays in the IDE",
      lower:
        "every scope and activation but always (set the rule type in the IDE), descriptions, Roo modes, per-file boundaries and domain facts",
    },
    sources: [
      `https://www.jetbrains.com/help/ai-assistant/configure-project-rules.html (New Project Rules File; rule types Always, Manually, By model decision, By file patterns, Off chosen in Settings), ${CHECKED}`,
      `https://dev.to/yigit-konur/complete-guide-how-to-set-ai-coding-rules-for-jetbrains-ai-assistant-pycharm-ai-webstorm-ai-48id (.aiassistant/rules/*.md; activation stored in IDE settings), ${CHECKED}`,
    ],
  },
  {
    name: "crush",
    title: "Crush",
    aliases: ["charm-crush"],
    reads: ["agents-md", "claude-md", "gemini-md", "copilot", "cursor"],
    prefix: "CRUSH",
    description:
      "Crush context file: CRUSH.md at the project root (Crush also reads AGENTS.md, CLAUDE.md, GEMINI.md, Copilot and Cursor rules)",
    files: [/^CRUSH\.md$/],
    rootFiles: ["CRUSH"],
    rules: { write: { file: "CRUSH.md" } },
    loses: ALWAYS_LOSES,
    sources: [
      `https://www.mintlify.com/charmbracelet/crush/guides/context-files (project root: .github/copilot-instructions.md, .cursorrules, .cursor/rules/, CLAUDE.md, GEMINI.md, CRUSH.md, AGENTS.md; all combined), ${CHECKED}`,
    ],
    user: {
      files: { "CRUSH.md": ".config/crush/CRUSH.md" },
      sources: [
        `https://git.secluded.site/crush/commit/8250c139d4a9ff10547a26dcfe2ef0589aa153a2 (memory: ~/.config/crush/CRUSH.md and ~/.config/AGENTS.md, README "Memory"), ${CHECKED}`,
      ],
    },
  },
  {
    name: "firebase-studio",
    title: "Firebase Studio",
    aliases: ["firebase", "project-idx", "idx"],
    prefix: "FIREBASE",
    description: "Firebase Studio AI rules: .idx/airules.md (one file, always on)",
    files: [/^\.idx\/airules\.md$/],
    folders: [/(^|\/)\.idx$/],
    roots: ["idx"],
    rootFiles: [".idx/airules"],
    rules: { write: { file: ".idx/airules.md" } },
    all: false,
    loses: ALWAYS_LOSES,
    sources: [
      `https://firebase.google.com/docs/studio/set-up-gemini (customize Gemini in Firebase with an AI rules file), ${CHECKED}`,
      `https://app.unpkg.com/firebase-tools@15.15.0/files/lib/init/features/aitools/studio.js (Firebase Studio: RULES_PATH = ".idx/airules.md"), ${CHECKED}`,
    ],
  },
  {
    name: "tabnine",
    title: "Tabnine",
    aliases: ["tabnine-agent"],
    prefix: "TABNINE",
    description: "Tabnine agent guidelines: .tabnine/guidelines/*.md (plain Markdown, always on)",
    files: [/^\.tabnine\/guidelines\/(.+\/)?[^/]+\.md$/],
    folders: [/(^|\/)\.tabnine(\/guidelines)?$/],
    roots: ["tabnine"],
    idStrip: [/(^)\.tabnine\/guidelines\//],
    rules: { write: { folder: ".tabnine/guidelines" } },
    all: false,
    loses: ALWAYS_LOSES,
    sources: [
      `https://docs.tabnine.com/main/getting-started/tabnine-agent/guidelines (Markdown files in .tabnine/guidelines/, per project or in the home directory; no structural requirement), ${CHECKED}`,
    ],
    user: {
      folders: [".tabnine/guidelines"],
      sources: [
        `https://docs.tabnine.com/main/getting-started/tabnine-agent/guidelines (.tabnine/guidelines/ in the home directory), ${CHECKED}`,
      ],
    },
  },
  {
    name: "replit",
    title: "Replit Agent",
    aliases: ["replit-agent"],
    prefix: "REPLIT",
    description: "Replit Agent: replit.md at the project root (always in context)",
    files: [/^replit\.md$/],
    rootFiles: ["replit"],
    rules: { write: { file: "replit.md" } },
    all: false,
    loses: ALWAYS_LOSES,
    sources: [
      `https://docs.replit.com/features/project-setup/replit-dot-md (replit.md must be in the project's root directory; Agent reads it with every request), ${CHECKED}`,
    ],
  },
];

for (const t of [...BUILTIN_TOOLS, ...MORE_TOOLS]) registerRuleTool(t);
