/**
 * Atomic writes: a file is written to a temporary sibling and renamed into
 * place; a directory is built in a temporary sibling and renamed as a whole.
 * A failed run therefore leaves no partial output.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync, existsSync, statSync, openSync, closeSync, fsyncSync } from "node:fs";
import { dirname, basename, join } from "node:path";
import { randomBytes } from "node:crypto";
import { safeJoin, UnsafePathError } from "./safe-path.js";

export function tempSibling(path: string): string {
  return join(dirname(path), `.${basename(path)}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`);
}

export function writeFileAtomic(path: string, data: Uint8Array | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = tempSibling(path);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** Flush a file's data to disk (used where crash ordering matters, e.g. AEGX appends). */
export function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export interface DirectoryWriteOptions {
  /** Replace an existing non-empty directory (it is swapped out, then removed). */
  replace?: boolean;
}

/**
 * Build `dir` from (relative path, bytes) pairs. The paths are checked to stay
 * inside `dir`. An existing empty directory is replaced; a non-empty one only
 * with `replace`.
 */
export function writeDirectoryAtomic(
  dir: string,
  files: Iterable<readonly [string, Uint8Array | string]>,
  options: DirectoryWriteOptions = {},
  emptyDirs: readonly string[] = [],
): void {
  const exists = existsSync(dir);
  if (exists && !statSync(dir).isDirectory()) throw new UnsafePathError(`${dir} exists and is not a directory`, "AGC-IO-EXISTS");
  if (exists && readdirSync(dir).length > 0 && !options.replace) {
    throw new UnsafePathError(`${dir} exists and is not empty (use --force to replace it)`, "AGC-IO-EXISTS");
  }
  mkdirSync(dirname(dir), { recursive: true });
  const tmp = tempSibling(dir);
  try {
    mkdirSync(tmp);
    // Each directory is made once (a recursive mkdir per file costs a syscall per path component).
    const made = new Set<string>([tmp]);
    const ensure = (d: string): void => {
      if (made.has(d)) return;
      mkdirSync(d, { recursive: true });
      for (let p = d; !made.has(p) && p !== dirname(p); p = dirname(p)) made.add(p);
    };
    for (const d of emptyDirs) ensure(safeJoin(tmp, d));
    for (const [rel, data] of files) {
      const full = safeJoin(tmp, rel);
      ensure(dirname(full));
      writeFileSync(full, data);
    }
    if (exists) {
      const old = tempSibling(dir);
      renameSync(dir, old);
      renameSync(tmp, dir);
      rmSync(old, { recursive: true, force: true });
    } else {
      renameSync(tmp, dir);
    }
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
}
