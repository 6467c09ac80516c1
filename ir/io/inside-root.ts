/**
 * Reading inside a root and nowhere else: a repository's files are read only where their real path
 * (every symbolic link on the way followed) stays under the root's real path. A link that leaves
 * the root — a linked `.claude`, `.vscode` or `.cursor` pointing at a directory elsewhere — is not
 * followed, and is named in a warning; a link that stays inside (`CLAUDE.md -> AGENTS.md`) is read.
 */
import { lstatSync, realpathSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.js";

/** Whether `real` (a real path) is `realRoot` or under it. */
export const isUnder = (realRoot: string, real: string): boolean =>
  real === realRoot || real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep);

/** The root's real path (the root itself when it cannot be resolved). */
export function realRootOf(root: string): string {
  try {
    return realpathSync.native(root);
  } catch {
    return root;
  }
}

/**
 * Where a symbolic link at `rel` (POSIX, relative to `root`) leads, as a POSIX path relative to the
 * root, when `rel` is a link whose real path stays inside the root; undefined otherwise (not a link,
 * a link leading out, or nothing there).
 */
export function linkTargetInside(root: string, rel: string, realRoot: string = realRootOf(root)): string | undefined {
  try {
    if (!lstatSync(join(root, rel)).isSymbolicLink()) return undefined;
    const real = realpathSync.native(join(root, rel));
    return real !== realRoot && isUnder(realRoot, real) ? relative(realRoot, real).split(sep).join("/") : undefined;
  } catch {
    return undefined;
  }
}

/** A symbolic link under a root that leads out of it: the link (POSIX, relative to the root) and the real path it leads to. */
export interface LinkOutside {
  link: string;
  target: string;
}

/**
 * The link through which `rel` (POSIX, relative to `root`) leads outside the root, or undefined
 * when its real path stays inside (or nothing is there: what does not exist is not read).
 * `realRoot` saves resolving the root again for many paths.
 */
export function linkLeaving(root: string, rel: string, realRoot: string = realRootOf(root)): LinkOutside | undefined {
  let real: string;
  try {
    real = realpathSync.native(join(root, rel));
  } catch {
    return undefined;
  }
  if (isUnder(realRoot, real)) return undefined;
  // Name the first link on the way that leads out (a linked directory, or the file itself).
  let prefix = "";
  for (const part of rel.split("/")) {
    prefix = prefix ? `${prefix}/${part}` : part;
    const abs = join(root, prefix);
    if (!lstatSync(abs).isSymbolicLink()) continue;
    const target = realpathSync.native(abs);
    if (!isUnder(realRoot, target)) return { link: prefix, target };
  }
  return { link: rel, target: real };
}

/** The warning for a link not followed because it leaves the repository. */
export function linkOutsideDiagnostic(root: string, l: LinkOutside, what = "nothing under it is read"): Diagnostic {
  return {
    code: "RULES-LINK-OUTSIDE",
    severity: "warning",
    message: `${l.link} is a symbolic link leading outside the repository (to ${l.target}); it is not followed: ${what}`,
    file: join(root, l.link),
  };
}
