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

/** Every file of a repository (POSIX paths relative to it, sorted): one walk that every format's discovery can share. */
export function listRepository(root: string): string[] {
  const files: string[] = [];
  walk(root, "", files);
  return files.sort();
}

/** One format's rule files in a repository, from its listing when the caller has one. */
export const discoverFormat = (root: string, format: RuleFormatName, files: readonly string[] = listRepository(root)): string[] => files.filter((f) => ruleFormatOfPath(f) === format);
