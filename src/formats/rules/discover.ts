/**
 * Find a repository's rule files: walk it once (skipping node_modules and
 * .git) and sort every file by the format whose conventional location it is
 * in. Paths are POSIX, relative to the root, in sorted order.
 *
 * Symbolic links: a link to a file inside the repository (`CLAUDE.md ->
 * AGENTS.md`) is listed like the file; a link to a directory inside it is not
 * walked (its target is walked where it really is, so nothing is missed and
 * nothing is listed twice); a link that leads outside the repository, to a
 * file or a directory, is never followed and is kept for a warning
 * (`repositoryLinksOutside`, RULES-LINK-OUTSIDE) naming it.
 */
import { readFileSync, readdirSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";
import { ruleFormatOfPath, type RuleFormatName } from "../../../ir/dialects/rules/paths.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { compareCodeUnits } from "../../../ir/json/strings.js";
import {
  isUnder,
  linkLeaving,
  linkOutsideDiagnostic,
  realRootOf,
  type LinkOutside,
} from "../../../ir/io/inside-root.js";

const SKIP = new Set(["node_modules", ".git"]);

export interface RepositoryListing {
  /** Every file, and every link to a file inside the repository (POSIX, relative, sorted). */
  files: string[];
  /** Links that lead outside the repository, not followed (sorted by link). */
  linksOutside: LinkOutside[];
}

function walk(root: string, realRoot: string, rel: string, out: RepositoryListing): void {
  let entries;
  try {
    entries = readdirSync(join(root, rel), { withFileTypes: true });
  } catch {
    return; // unreadable directories hold nothing we can read
  }
  for (const e of entries) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isSymbolicLink()) {
      if (SKIP.has(e.name)) continue;
      let target: string;
      try {
        target = realpathSync.native(join(root, p));
      } catch {
        continue; // a link that leads nowhere holds nothing
      }
      if (!isUnder(realRoot, target)) out.linksOutside.push({ link: p, target });
      else if (statSync(target, { throwIfNoEntry: false })?.isFile()) out.files.push(p);
      continue;
    }
    if (e.isDirectory()) {
      if (!SKIP.has(e.name)) walk(root, realRoot, p, out);
    } else if (e.isFile()) out.files.push(p);
  }
}

/** The last walk of each root, for `repositoryLinksOutside` after `listRepository` (one walk serves both). */
const lastWalk = new Map<string, LinkOutside[]>();

/** Walk a repository once: its files (links inside it included) and the links that leave it. */
export function walkRepository(root: string): RepositoryListing {
  const out: RepositoryListing = { files: [], linksOutside: [] };
  walk(root, realRootOf(root), "", out);
  out.files.sort();
  out.linksOutside.sort((a, b) => compareCodeUnits(a.link, b.link));
  lastWalk.set(root, out.linksOutside);
  return out;
}

/** Every file of a repository (POSIX paths relative to it, sorted): one walk that every format's discovery can share. */
export function listRepository(root: string): string[] {
  return walkRepository(root).files;
}

/**
 * A warning (RULES-LINK-OUTSIDE) for each link in the repository that leads outside it and was
 * therefore not followed: from the last `listRepository` of this root, else from a walk of its own.
 */
export function repositoryLinksOutside(root: string): Diagnostic[] {
  const links = lastWalk.get(root) ?? walkRepository(root).linksOutside;
  lastWalk.delete(root);
  return links.map((l) =>
    linkOutsideDiagnostic(root, l, "no instruction file, subagent or MCP configuration behind it is imported"),
  );
}

/** One format's rule files in a repository, from its listing when the caller has one. */
export const discoverFormat = (
  root: string,
  format: RuleFormatName,
  files: readonly string[] = listRepository(root),
): string[] => files.filter((f) => ruleFormatOfPath(f) === format);

/** Larger files are reported and skipped: instruction files are small, and a huge one is not meant for an agent. */
export const MAX_REPOSITORY_FILE_BYTES = 1 << 20;

/**
 * Why a repository file is not read (it leads outside the repository, is not a regular file, is too
 * big or binary), or undefined to read it. Unlike a plain lstat, it reads a link whose target stays
 * inside the repository (`CLAUDE.md -> AGENTS.md`), and refuses a path reached through a linked
 * directory that leaves it (`.claude -> ~/elsewhere`), naming the link.
 */
export function repositoryFileSkipReason(root: string, rel: string): string | undefined {
  const outside = linkLeaving(root, rel);
  if (outside)
    return `leads outside the repository through the symbolic link ${outside.link} (to ${outside.target}); links are not followed out of the repository`;
  const abs = join(root, rel);
  const st = statSync(abs, { throwIfNoEntry: false });
  if (!st) return "is a symbolic link that leads nowhere";
  if (!st.isFile()) return "is not a regular file";
  if (st.size > MAX_REPOSITORY_FILE_BYTES)
    return `is ${st.size} bytes, over the ${MAX_REPOSITORY_FILE_BYTES}-byte limit for an instruction file`;
  if (readFileSync(abs).subarray(0, 8000).includes(0)) return "is binary";
  return undefined;
}
