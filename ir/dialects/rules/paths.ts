/**
 * Where each rule-file format keeps its files, by repository-relative POSIX
 * path. One table serves discovery (walking a repository), detection (a path
 * given on the command line) and id derivation; it imports nothing.
 */
export const RULE_FORMATS = ["agents-md", "claude-md", "gemini-md", "copilot", "cursor", "windsurf", "cline", "kiro", "junie", "roo"] as const;
export type RuleFormatName = (typeof RULE_FORMATS)[number];

interface Place {
  format: RuleFormatName;
  /** Matched against the whole relative path. */
  re: RegExp;
}

/** A hidden directory anywhere on the path (AGENTS.md inside `.roo/rules-debug/` is a Roo rule, not a nested AGENTS.md). */
const HIDDEN = /(^|\/)\.[^/]+\//;

// Order matters: the first match wins. Formats that live only at the repository root are anchored with ^.
const PLACES: Place[] = [
  { format: "roo", re: /^\.roo\/rules(-[A-Za-z0-9_-]+)?\/(.+\/)?[^/.][^/]*(?<!\.(bak|log|tmp|swp)|~)$/ },
  { format: "roo", re: /^\.roorules(-[A-Za-z0-9_-]+)?$/ },
  { format: "cursor", re: /(^|\/)\.cursor\/rules\/(.+\/)?[^/]+\.mdc?$/ },
  { format: "cursor", re: /^\.cursorrules$/ },
  { format: "windsurf", re: /(^|\/)\.windsurf\/rules\/(.+\/)?[^/]+\.md$/ },
  { format: "windsurf", re: /^\.windsurfrules$/ },
  { format: "cline", re: /^\.clinerules$/ },
  { format: "cline", re: /^\.clinerules\/(?!workflows\/|hooks\/)(.+\/)?[^/]+\.md$/ },
  { format: "kiro", re: /^\.kiro\/steering\/[^/]+\.md$/ },
  { format: "junie", re: /^\.junie\/guidelines\.md$/ },
  { format: "copilot", re: /^\.github\/copilot-instructions\.md$/ },
  { format: "copilot", re: /^\.github\/instructions\/(.+\/)?[^/]+\.instructions\.md$/ },
  { format: "claude-md", re: /^\.claude\/CLAUDE\.md$/ },
  { format: "claude-md", re: /^\.claude\/rules\/(.+\/)?[^/]+\.md$/ },
];

/** A legacy single rule file at the repository root: no front matter, always on (`.cursorrules`, `.windsurfrules`, `.clinerules`, `.roorules`). */
export const isLegacyRuleFile = (rel: string): boolean => /^\.(cursorrules|windsurfrules|clinerules|roorules(-[A-Za-z0-9_-]+)?)$/.test(rel);

const NESTED: Array<[RuleFormatName, string]> = [
  ["agents-md", "AGENTS.md"],
  ["claude-md", "CLAUDE.md"],
  ["gemini-md", "GEMINI.md"],
];

/** The rule format a repository-relative path belongs to, or undefined. */
export function ruleFormatOfPath(rel: string): RuleFormatName | undefined {
  for (const p of PLACES) if (p.re.test(rel)) return p.format;
  if (HIDDEN.test(rel)) return undefined;
  const name = rel.slice(rel.lastIndexOf("/") + 1);
  for (const [format, file] of NESTED) if (name === file) return format;
  return undefined;
}

/**
 * The rule format of a path given without its repository (detection): the
 * conventional locations are looked for anywhere in it. Directories name a
 * format by their conventional name (`.cursor/rules`, `.clinerules`, …).
 */
export function ruleFormatOfAnyPath(path: string, isDirectory: boolean): RuleFormatName | undefined {
  const p = path.replace(/\\/g, "/").replace(/\/+$/, "");
  if (isDirectory) {
    const dirs: Array<[RegExp, RuleFormatName]> = [
      [/(^|\/)\.cursor(\/rules)?$/, "cursor"],
      [/(^|\/)\.windsurf(\/rules)?$/, "windsurf"],
      [/(^|\/)\.clinerules$/, "cline"],
      [/(^|\/)\.kiro(\/steering)?$/, "kiro"],
      [/(^|\/)\.junie$/, "junie"],
      [/(^|\/)\.roo$/, "roo"],
      [/(^|\/)\.github\/instructions$/, "copilot"],
      [/(^|\/)\.claude\/rules$/, "claude-md"],
    ];
    return dirs.find(([re]) => re.test(p))?.[1];
  }
  // Try the path from each of its segments, so a conventional location anywhere in it matches.
  const parts = p.split("/");
  for (let i = 0; i < parts.length; i++) {
    const rel = parts.slice(i).join("/");
    const f = PLACES.find((x) => x.re.test(rel))?.format;
    if (f) return f;
  }
  const name = parts[parts.length - 1]!;
  if (parts.length > 1 && /^\.roo$/.test(parts[parts.length - 3] ?? "")) return "roo";
  return NESTED.find(([, file]) => file === name)?.[0];
}

/** Whether a file lies in a conventional location of some rule format (a suffix of its path matches one). */
function inConventionalPlace(p: string): boolean {
  const parts = p.split("/");
  for (let i = 0; i < parts.length; i++) if (PLACES.some((x) => x.re.test(parts.slice(i).join("/")))) return true;
  return parts.length > 2 && parts[parts.length - 3] === ".roo";
}

/**
 * The repository root of a rule file given alone: the part of its path before
 * the conventional location (`x/.cursor/rules/a.mdc` → `x`), or its directory
 * for a root-or-nested file (AGENTS.md, CLAUDE.md, GEMINI.md) and for a file
 * known by its extension or front matter outside every conventional place
 * (`rules/react.mdc` → `rules`).
 */
export function ruleRootOf(path: string, isDirectory: boolean): string {
  const p = path.replace(/\\/g, "/").replace(/\/+$/, "");
  const i = p.lastIndexOf("/");
  const own = i < 0 ? "." : p.slice(0, i) || "/";
  if (!isDirectory && !inConventionalPlace(p)) return own;
  const m = /^(.*?)(?:^|\/)\.(cursor|windsurf|clinerules|kiro|junie|roo|github|claude|cursorrules|windsurfrules|roorules[^/]*)(\/|$)/.exec(p);
  if (m) return m[1] || (p.startsWith("/") ? "/" : ".");
  return isDirectory ? p : own;
}

/**
 * The rule format a Markdown file's front matter names when it lies outside every conventional
 * place: a field only one format reads (Cursor `alwaysApply`, Copilot `applyTo`, Windsurf `trigger`,
 * Kiro `inclusion`/`fileMatchPattern`), else `paths` (Claude Code's rules; Cline reads the same field
 * the same way) or `globs` (Cursor). Undefined when no field decides.
 */
export function ruleFormatOfFrontMatter(keys: ReadonlySet<string>): RuleFormatName | undefined {
  if (keys.has("alwaysApply")) return "cursor";
  if (keys.has("applyTo")) return "copilot";
  if (keys.has("trigger")) return "windsurf";
  if (keys.has("inclusion") || keys.has("fileMatchPattern")) return "kiro";
  if (keys.has("paths")) return "claude-md";
  if (keys.has("globs")) return "cursor";
  return undefined;
}
