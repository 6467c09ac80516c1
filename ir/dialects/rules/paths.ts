/**
 * Where each rule-file format keeps its files, by repository-relative POSIX
 * path: derived from the tools' declarations (./tools.ts, and any registered
 * with `registerRuleTool`). One table serves discovery (walking a repository),
 * detection (a path given on the command line) and id derivation.
 */
import { hasOwnFiles, ruleTools, type RuleToolData } from "./tool.js";
import { BUILTIN_TOOLS, MORE_TOOLS } from "./tools.js";

/** The built-in rule-file formats, in the order import reads and export writes them. */
export const RULE_FORMATS: readonly string[] = [...BUILTIN_TOOLS, ...MORE_TOOLS].filter(hasOwnFiles).map((t) => t.name);
export type RuleFormatName = string;

/** The tools with files of their own (formats), built-in and registered. */
const formats = (): RuleToolData[] => ruleTools().filter(hasOwnFiles);

/** A hidden directory anywhere on the path (AGENTS.md inside `.roo/rules-debug/` is a Roo rule, not a nested AGENTS.md). */
const HIDDEN = /(^|\/)\.[^/]+\//;

/** The format whose file patterns match `rel`: the match starting first wins (the outermost conventional folder), then declaration order. */
function placeOf(rel: string): string | undefined {
  let best: { format: string; at: number } | undefined;
  for (const t of formats()) {
    for (const re of t.files ?? []) {
      const m = re.exec(rel);
      if (!m) continue;
      const at = m.index + (m[1] === "/" ? 1 : 0);
      if (!best || at < best.at) best = { format: t.name, at };
    }
  }
  return best?.format;
}

/** A legacy single rule file at the repository root: no front matter, always on (`.cursorrules`, `.windsurfrules`, `.clinerules`, `.roorules`). */
export const isLegacyRuleFile = (rel: string): boolean => formats().some((t) => t.legacy?.test(rel));

/** The format reading a file of this name in any directory (AGENTS.md, CLAUDE.md, GEMINI.md). */
const nestedFormat = (name: string): string | undefined => formats().find((t) => t.nested === name)?.name;

/** The rule format a repository-relative path belongs to, or undefined. */
export function ruleFormatOfPath(rel: string): RuleFormatName | undefined {
  const place = placeOf(rel);
  if (place) return place;
  if (HIDDEN.test(rel)) return undefined;
  return nestedFormat(rel.slice(rel.lastIndexOf("/") + 1));
}

/** The format of a file two levels under a tool's `anyUnder` folder (`.roo/<any>/<file>`). */
const anyUnderFormat = (parts: readonly string[]): string | undefined =>
  parts.length > 2
    ? formats().find((t) => t.anyUnder !== undefined && t.anyUnder === parts[parts.length - 3])?.name
    : undefined;

/**
 * The rule format of a path given without its repository (detection): the
 * conventional locations are looked for anywhere in it. Directories name a
 * format by their conventional name (`.cursor/rules`, `.clinerules`, …).
 */
export function ruleFormatOfAnyPath(path: string, isDirectory: boolean): RuleFormatName | undefined {
  const p = path.replace(/\\/g, "/").replace(/\/+$/, "");
  if (isDirectory) return formats().find((t) => (t.folders ?? []).some((re) => re.test(p)))?.name;
  // Try the path from each of its segments, so a conventional location anywhere in it matches.
  const parts = p.split("/");
  for (let i = 0; i < parts.length; i++) {
    const f = placeOf(parts.slice(i).join("/"));
    if (f) return f;
  }
  return anyUnderFormat(parts) ?? nestedFormat(parts[parts.length - 1]!);
}

/** Whether a file lies in a conventional location of some rule format (a suffix of its path matches one). */
function inConventionalPlace(p: string): boolean {
  const parts = p.split("/");
  for (let i = 0; i < parts.length; i++) if (placeOf(parts.slice(i).join("/"))) return true;
  return anyUnderFormat(parts) !== undefined;
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
  const roots = formats().flatMap((t) => t.roots ?? []);
  const m = roots.length ? new RegExp(`^(.*?)(?:^|\\/)\\.(${roots.join("|")})(\\/|$)`).exec(p) : null;
  if (m) return m[1] || (p.startsWith("/") ? "/" : ".");
  return isDirectory ? p : own;
}

/**
 * The rule format a Markdown file's front matter names when it lies outside every conventional
 * place: a field only one format reads (each tool's `detectKeys`: Cursor `alwaysApply`, Copilot
 * `applyTo`, Windsurf `trigger`, Kiro `inclusion`/`fileMatchPattern`), else a field read alike by
 * several (`weakKeys`: `paths`, Claude Code's rules, which Cline reads the same way; `globs`, Cursor).
 * Undefined when no field decides.
 */
export function ruleFormatOfFrontMatter(keys: ReadonlySet<string>): RuleFormatName | undefined {
  const all = formats();
  return (
    all.find((t) => (t.detectKeys ?? []).some((k) => keys.has(k)))?.name ??
    all.find((t) => (t.weakKeys ?? []).some((k) => keys.has(k)))?.name
  );
}
