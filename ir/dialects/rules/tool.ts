/**
 * A coding tool, as data: its names, the rule files it reads (where, with what
 * front matter, at the root only or nested), the id prefix of rules read from
 * them, what it cannot hold, and whether it reads another tool's files itself
 * (Codex and AGENTS.md). One declaration per tool; the path tables
 * (ir/dialects/rules/paths.ts), ids, discovery, detection, the format in the
 * pipeline and the registry entries are derived from the declarations. A tool
 * whose rules need logic (Cursor's `alwaysApply` beside `globs`) has its scope
 * and placement as code (src/formats/rules/dialects/<tool>.ts); the others describe
 * their front matter in `rules` and the shared code reads and writes it.
 *
 * Built-in declarations: ir/dialects/rules/tools.ts. `registerRuleTool` adds
 * one from outside (test/unit/toy-tool.test.ts).
 */
/** A rule's activation, as core names it (ir/dialects/core/rules.ts; spelled here so this table imports nothing). */
type Activation = "always" | "glob" | "model" | "manual";

/** How a tool's front matter scopes and activates a rule, when that is data (no code of its own). */
export interface RuleScheme {
  /**
   * The field naming a rule's activation and its value for each activation the tool has
   * (Windsurf-style `trigger: always_on`, Augment's `type: always_apply`). A boolean field
   * (`alwaysApply: true`) gives `always` its true and the others its false.
   */
  activation?: { field: string; values: Partial<Record<Activation, string | boolean>> };
  /** The field listing a rule's file patterns, and how it is written: one comma-separated string, or a YAML list. */
  globs?: { field: string; write: "comma" | "list" };
  /** The field holding a rule's description (what a model-decided rule is chosen by). */
  description?: string;
  /** The field holding a rule's name (Continue's required `name`): read as its title, written as its title or id. */
  name?: string;
  /** The activation of a file without the activation field: with patterns `glob`; without, `always` unless said. */
  default?: Activation;
  /**
   * Fields whose presence alone gives a file without the activation field its activation, whatever
   * their value (OpenHands' `triggers:` list: a keyword microagent, loaded only when a word is typed).
   */
  present?: Readonly<Record<string, Activation>>;
}

export interface RuleToolData {
  /** The format name (`--format`, `--to`): lower-case words and hyphens. */
  name: string;
  /** The tool's name as people write it. */
  title: string;
  /** Other names `--format`/`--to` accept for it (a product's other spellings, its CLI, its former names). */
  aliases?: readonly string[];
  /** What the tool continues as, when it was renamed or retired: its files are read as before and the output names the successor. */
  successor?: { name: string; note: string };
  /**
   * The formats whose files this tool reads itself (Codex reads AGENTS.md). A tool without files of
   * its own (`files`, `nested`) writes nothing: `--format codex` writes those formats' files.
   */
  reads?: readonly string[];
  /** Prefix of rule ids derived from its files (`CURSOR-sentry`). Every tool with files of its own has one. */
  prefix?: string;
  /** One line: the files and fields (the dialect's and the format's description). */
  description?: string;
  /**
   * Its rule files, each pattern matched against a whole repository-relative POSIX path. When several
   * tools' patterns match one path, the match starting first (the outermost conventional folder) wins.
   */
  files?: readonly RegExp[];
  /** A file name it reads at the root and in every directory not under a hidden one (`AGENTS.md`), scoped to that directory. */
  nested?: string;
  /** Legacy single files at the root: no front matter, always on (`.cursorrules`). */
  legacy?: RegExp;
  /** Directories that name the tool when given alone (`.cursor/rules`), matched against the path's end. */
  folders?: readonly RegExp[];
  /** Names of the hidden folders and files a rule file given alone is found in (`cursor` for `.cursor/`): the repository is the part of the path before them. */
  roots?: readonly string[];
  /** Prefixes taken off a file's path to make its id (`.cursor/rules/`), as pattern sources anchored where they stand. */
  idStrip?: readonly RegExp[];
  /** Endings taken off a file's path after the prefixes (`/RULE` of Cursor's folder-form rules). */
  idSuffix?: readonly RegExp[];
  /** Files whose rules take the id `<PREFIX>-root` (`.github/copilot-instructions`), without extension. */
  rootFiles?: readonly string[];
  /** Whether its files carry YAML front matter; a pattern names the files that do not (CLAUDE.md). Legacy files never do. */
  frontMatter?: boolean | RegExp;
  /** Front-matter keys only this tool reads, in the order they decide: a loose Markdown file with one is its. */
  detectKeys?: readonly string[];
  /** Front-matter keys that name it only when no tool's `detectKeys` did (Cursor's `globs`). */
  weakKeys?: readonly string[];
  /** A hidden folder any file two levels under which, given alone, is the tool's (`.roo/<any>/<file>`). */
  anyUnder?: string;
  /** The tool reads `@path` imports in its files (Claude Code, Gemini CLI): recorded on read, not ledgered on write. */
  atImports?: boolean;
  /** Its files, beside an AGENTS.md of the same export, import it (`@AGENTS.md`) when AGENTS.md holds every rule as it is. */
  importsAgentsMd?: string;
  /** Whether `@path` in its rules means something to its tool (declared data: no writer or reader decides by it; `atImports` does). */
  imports?: boolean;
  /** Whether its files have a description field. */
  describes?: boolean;
  /** Whether it has modes (Roo): core `group: "mode:<slug>"`. */
  modes?: boolean;
  /** The most characters its tool reads of one file. */
  maxChars?: number;
  /** In a word, what raising leaves behind and what lowering cannot hold. */
  loses?: { raise: string; lower: string };
  /** Scope and activation as data, for a tool without code of its own; `write` is where its rules go. */
  rules?: RuleScheme & {
    /** Where a rule is written: one file per rule in `folder` (`<slug><ext>`), one `file` holding every rule, or the `nested` file of the rule's directory. */
    write: { folder: string; ext?: string } | { file: string } | { nested: true };
  };
  /**
   * Whether `--format all` writes it. Default: a tool with files of its own that reads no other tool's
   * files (`reads`); one that also reads AGENTS.md gets every rule from there, and its own copy would
   * have it read each rule twice, so it is written when named.
   */
  all?: boolean;
  /** What export says whenever it writes this tool's files (Aider reads CONVENTIONS.md only when configured to). */
  note?: string;
  /** Where its documentation says all this, and when it was checked (docs/formats.md shows them). */
  sources?: readonly string[];
  /**
   * Its user-level files (`--global`), under the user's home directory. `files` maps the path a rule
   * file has in a repository (`GEMINI.md`) to the one the tool reads in the home directory
   * (`.gemini/GEMINI.md`), both POSIX and relative; `format` is the rule format that reads and writes
   * them (the tool's own, or the format it reads: Codex's `~/.codex/AGENTS.md` is AGENTS.md). `note`
   * says what it keeps elsewhere (Cursor's user rules are an app setting, not a file).
   */
  user?: {
    files?: Readonly<Record<string, string>>;
    /**
     * Folders of rule files the tool reads at user level under the same path as in a repository
     * (`.claude/rules` is `~/.claude/rules/`): every file of its format in them is read, and every file
     * export plans in them is written there.
     */
    folders?: readonly string[];
    format?: string;
    /** Its user-level MCP file under the home directory, when it has the shape of its project file (`.cursor/mcp.json`): read and edited like it. */
    mcp?: string;
    /** Its user-level subagents folder, when it is the project's (`.claude/agents`). */
    subagents?: string;
    /**
     * Its user-level settings files holding hooks or permissions, when they have the shape of its project
     * files (`.gemini/settings.json`, `.cursor/hooks.json`, `.codex/config.toml`): read, and edited at the
     * keys agentc owns there like the project's (src/formats/settings/settings-files.ts).
     */
    settings?: readonly string[];
    note?: string;
    sources?: readonly string[];
  };
}

/** A user-level file of a tool: the repository path it stands for, its path under the home directory, and the format that reads it. */
export interface UserFile {
  tool: string;
  format: string;
  repoPath: string;
  homePath: string;
  /** A folder (`user.folders`): its path is the same in a repository and under the home directory, and stands for every file of the format in it. */
  folder?: boolean;
}

/** The home-relative paths of every tool's user-level MCP files, subagent folders and settings files (`--global`). */
export const userAgentPaths = (): { mcp: string[]; subagents: string[]; settings: string[] } => ({
  mcp: [...tools.values()].flatMap((t) => t.user?.mcp ?? []),
  subagents: [...tools.values()].flatMap((t) => t.user?.subagents ?? []),
  settings: [...tools.values()].flatMap((t) => t.user?.settings ?? []),
});

/**
 * Every tool's user-level rule files (`--global`), in declaration order; a home path taken by an earlier
 * tool is not repeated. With `names` (`--format`'s), only those of the tools named, by name or alias,
 * and of the tools whose own format a name is (`all` names every tool).
 */
export function userFiles(names?: readonly string[]): UserFile[] {
  const out: UserFile[] = [];
  const named = (t: RuleToolData): boolean => !names || names.includes("all") || names.some((n) => ruleTool(n) === t);
  for (const t of [...tools.values()].filter(named)) {
    for (const [repoPath, homePath] of Object.entries(t.user?.files ?? {}))
      if (!out.some((u) => u.homePath === homePath))
        out.push({ tool: t.name, format: t.user?.format ?? t.name, repoPath, homePath });
    for (const folder of t.user?.folders ?? [])
      if (!out.some((u) => u.homePath === folder))
        out.push({ tool: t.name, format: t.user?.format ?? t.name, repoPath: folder, homePath: folder, folder: true });
  }
  return out;
}

const tools = new Map<string, RuleToolData>();
const byAlias = new Map<string, string>();

/** Add a tool. Its name and aliases must be new. */
export function registerRuleTool(tool: RuleToolData): void {
  if (!/^[a-z][a-z0-9-]*$/.test(tool.name)) throw new TypeError(`tool names are lower-case words: ${tool.name}`);
  for (const n of [tool.name, ...(tool.aliases ?? [])]) {
    const key = n.toLowerCase();
    const at = byAlias.get(key) ?? (tools.has(key) ? key : undefined);
    if (at !== undefined && at !== tool.name) throw new TypeError(`${n} already names the tool ${at}`);
  }
  if ((tool.files?.length || tool.nested) && !tool.prefix)
    throw new TypeError(`${tool.name} has files of its own and no id prefix`);
  tools.set(tool.name, tool);
  for (const a of tool.aliases ?? []) byAlias.set(a.toLowerCase(), tool.name);
  registrations++;
}

let registrations = 0;
/** How many tools have been registered so far: what is worked out from the tools holds until it changes. */
export const ruleToolsVersion = (): number => registrations;

/** Every tool, built-in first, in declaration order. */
export const ruleTools = (): RuleToolData[] => [...tools.values()];

/** The tool a name or alias names (case-insensitive). */
export function ruleTool(name: string): RuleToolData | undefined {
  const key = name.trim().toLowerCase();
  return tools.get(key) ?? tools.get(byAlias.get(key) ?? "");
}

/** Whether `--format all` writes a tool (see `RuleToolData.all`). */
export const inAll = (t: RuleToolData): boolean => hasOwnFiles(t) && (t.all ?? !t.reads?.length);

/** Whether a tool has rule files of its own (a format), rather than reading other tools' files. */
export const hasOwnFiles = (t: RuleToolData): boolean => Boolean(t.files?.length || t.nested);
