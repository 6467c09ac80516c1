/**
 * Find a repository's rule files: walk it once (skipping node_modules and
 * .git, never following a symbolic link) and sort every file by the format
 * whose conventional location it is in. Paths are POSIX, relative to the root,
 * in sorted order.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ruleFormatOfPath, type RuleFormatName } from "../../../ir/dialects/rules/paths.js";

const SKIP = new Set(["node_modules", ".git"]);

function walk(root: string, rel: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(join(root, rel), { withFileTypes: true });
  } catch {
    return; // unreadable directories hold nothing we can read
  }
  for (const e of entries) {
    if (e.isSymbolicLink()) continue;
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (!SKIP.has(e.name)) walk(root, p, out);
    } else if (e.isFile()) out.push(p);
  }
}

/** Every rule file of a repository, by format. */
export function discoverRuleFiles(root: string): Map<RuleFormatName, string[]> {
  const files: string[] = [];
  walk(root, "", files);
  files.sort();
  const byFormat = new Map<RuleFormatName, string[]>();
  for (const f of files) {
    const format = ruleFormatOfPath(f);
    if (format) byFormat.set(format, [...(byFormat.get(format) ?? []), f]);
  }
  return byFormat;
}

/** One format's rule files in a repository. */
export const discoverFormat = (root: string, format: RuleFormatName): string[] => discoverRuleFiles(root).get(format) ?? [];
