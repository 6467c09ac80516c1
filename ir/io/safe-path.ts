/**
 * Path guards for everything agentc writes: outputs stay inside their output
 * root, and no input is ever overwritten.
 */
import { realpathSync, existsSync, statSync } from "node:fs";
import { resolve, sep, dirname, basename } from "node:path";
import { AgentcError } from "../diagnostics/agentc-error.js";
import type { Code } from "../diagnostics/codes.js";

export class UnsafePathError extends AgentcError {
  constructor(message: string, code: Code) {
    super(message, code);
  }
}

/** Problems with a relative path meant to stay inside a root (shared with ZIP entry checks). */
export function relativePathProblems(rel: string): string[] {
  const problems: string[] = [];
  if (rel === "") problems.push("empty path");
  if (rel.includes("\0")) problems.push("NUL character in path");
  if (rel.includes("\\")) problems.push("backslash in path");
  if (rel.startsWith("/")) problems.push("absolute path");
  if (/^[A-Za-z]:/.test(rel)) problems.push("drive-rooted path");
  if (rel.split(/[\\/]/).some((seg) => seg === "..")) problems.push("path traversal (..)");
  return problems;
}

/** Join `rel` under `root`, refusing anything that would land outside it. */
export function safeJoin(root: string, rel: string): string {
  return safeJoiner(root)(rel);
}

/** safeJoin for many paths under one root: the root is resolved once, and each path is checked by its prefix. */
export function safeJoiner(root: string): (rel: string) => string {
  const base = resolve(root);
  const inside = base.endsWith(sep) ? base : base + sep;
  return (rel) => {
    const problems = relativePathProblems(rel);
    if (problems.length)
      throw new UnsafePathError(`refusing to write ${JSON.stringify(rel)}: ${problems.join(", ")}`, "AGC-IO-PATH");
    const full = resolve(base, rel);
    if (full !== base && !full.startsWith(inside))
      throw new UnsafePathError(`refusing to write ${JSON.stringify(rel)}: outside ${root}`, "AGC-IO-PATH");
    return full;
  };
}

/** The real path of `p`, or of its nearest existing ancestor joined with the rest. */
export function canonicalPath(p: string): string {
  const abs = resolve(p);
  // The native call is one system call; the JavaScript one an lstat per path component.
  if (existsSync(abs)) return realpathSync.native(abs);
  const parent = dirname(abs);
  if (parent === abs) return abs;
  return `${canonicalPath(parent)}${sep}${basename(abs)}`;
}

const isFile = (p: string): boolean => statSync(p, { throwIfNoEntry: false })?.isFile() === true;

/** Throw when `output` is (or is inside, or contains) one of `inputs`. */
export function assertNotInput(output: string, inputs: readonly string[]): void {
  // Nothing is at a new output's path, whatever links lead there: it is no input and holds none. It
  // could only lie inside an input directory, and a file has nothing inside. Two system calls, not
  // the eleven of resolving both paths, once per input of a batch.
  if (!existsSync(output) && inputs.every(isFile)) return;
  const out = canonicalPath(output);
  for (const input of inputs) {
    const inp = canonicalPath(input);
    if (out === inp || out.startsWith(inp + sep) || inp.startsWith(out + sep)) {
      throw new UnsafePathError(`refusing to write ${output}: it would overwrite the input ${input}`, "AGC-IO-INPUT");
    }
  }
}

/**
 * Join `rel` under `root` like safeJoin, and also refuse a path that leaves
 * the root once symbolic links are followed (a linked directory, or a link in
 * place of the file), so a write can never land outside the root.
 */
export function safeJoinReal(root: string, rel: string): string {
  return realJoiner(root)(rel);
}

/** Where a path goes under a root, and whether something (a file, a link to one) is there now. */
export interface PlacedPath {
  path: string;
  exists: boolean;
}

/**
 * safeJoinReal for many paths under one root (an export plans hundreds of files in a few
 * directories), telling also whether each path exists. Each directory is looked at once (its real
 * path, and whether it is there); a path is stat'ed itself only in a directory that is there (so
 * that a link in place of a file is still followed): in a new directory it costs no system call.
 */
export function realPlacer(root: string): (rel: string) => PlacedPath {
  const realRoot = canonicalPath(root);
  const join = safeJoiner(root);
  const dirs = new Map<string, { real: string; exists: boolean }>();
  const dirOf = (dir: string): { real: string; exists: boolean } => {
    let d = dirs.get(dir);
    if (!d) {
      // One stat tells both: a directory that is there is its own real path's start.
      const exists = existsSync(dir);
      dirs.set(dir, (d = { real: exists ? realpathSync.native(dir) : canonicalPath(dir), exists }));
    }
    return d;
  };
  return (rel) => {
    const full = join(rel);
    const dir = dirOf(dirname(full));
    const exists = dir.exists && existsSync(full);
    const real = exists ? realpathSync.native(full) : `${dir.real}${sep}${basename(full)}`;
    if (real !== realRoot && !real.startsWith(realRoot + sep)) {
      throw new UnsafePathError(
        `refusing to write ${JSON.stringify(rel)}: it leads outside ${root} through a symbolic link (to ${real})`,
        "AGC-IO-PATH",
      );
    }
    return { path: full, exists };
  };
}

/** realPlacer's paths alone. */
export function realJoiner(root: string): (rel: string) => string {
  const place = realPlacer(root);
  return (rel) => place(rel).path;
}
