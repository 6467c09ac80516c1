/**
 * What a writer produces: files in memory, never on disk. One file (its path
 * is "") or a directory of files (paths relative to it, POSIX). The pipeline
 * writes them in one place (writeOutput), atomically, after every check passed.
 */
import { existsSync, lstatSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { removeStaleTemporaries, writeDirectoryAtomic, writeFileAtomic, writeFileExclusive } from "./atomic-write.js";
import { AgentcError } from "../diagnostics/agentc-error.js";
import { withLockSync } from "./file-lock.js";

export interface OutputFiles {
  kind: "file" | "directory";
  files: Array<[string, Uint8Array]>;
  /** Directories that must exist even when empty (an AIR store). */
  emptyDirs?: string[];
  /** Permission bits of files that are not 0o644 (a skill's executable scripts), by relative path. */
  modes?: Record<string, number>;
  /** Symbolic links to write beside the files (relative path, target as written), a skill's links inside itself. */
  links?: Array<[string, string]>;
}

export const oneFile = (data: string | Uint8Array): OutputFiles => ({
  kind: "file",
  files: [["", typeof data === "string" ? Buffer.from(data, "utf8") : data]],
});

export const directoryOf = (files: Iterable<[string, string | Uint8Array]>, emptyDirs?: string[]): OutputFiles => ({
  kind: "directory",
  files: [...files].map(([p, d]) => [p, typeof d === "string" ? Buffer.from(d, "utf8") : d]),
  ...(emptyDirs ? { emptyDirs } : {}),
});

export class OutputExistsError extends AgentcError {
  constructor(message: string) {
    super(message, "AGC-OUTPUT-EXISTS");
  }
}

/** Why writing to `path` would replace something, or undefined when it would not. */
export function existingOutput(path: string, kind: OutputFiles["kind"]): string | undefined {
  if (!existsSync(path)) return undefined;
  const st = statSync(path);
  if (st.isDirectory()) {
    if (kind === "file") return `${path} is a directory; name a file with -o`;
    return readdirSync(path).length ? `${path} exists and is not empty` : undefined;
  }
  return `${path} exists`;
}

/**
 * Whether `path` already holds exactly `out`: the same bytes for a file; for a directory, the same
 * files with the same bytes and nothing else (its empty directories there). A symbolic link
 * anywhere is not the same (it is never read through).
 */
export function holdsExactly(path: string, out: OutputFiles): boolean {
  const st = lstatSync(path, { throwIfNoEntry: false });
  if (!st) return false;
  if (out.kind === "file") return st.isFile() && readFileSync(path).equals(out.files[0]![1]);
  if (!st.isDirectory()) return false;
  const wanted = new Map(out.files.map(([rel, data]) => [rel, data]));
  const dirs = new Set<string>();
  for (const [rel] of out.files)
    for (let d = dirname(rel); d !== "." && d !== "/" && d !== ""; d = dirname(d)) dirs.add(d);
  for (const d of out.emptyDirs ?? []) dirs.add(d.replace(/\/+$/, ""));
  let found = 0;
  for (const e of readdirSync(path, { recursive: true, withFileTypes: true })) {
    const rel = join(e.parentPath, e.name).slice(path.length + 1);
    if (e.isDirectory()) {
      if (!dirs.has(rel)) return false;
      continue;
    }
    const data = e.isFile() ? wanted.get(rel) : undefined;
    if (!data || !readFileSync(join(path, rel)).equals(data)) return false;
    found++;
  }
  return (
    found === wanted.size && [...dirs].every((d) => lstatSync(join(path, d), { throwIfNoEntry: false })?.isDirectory())
  );
}

/**
 * Write an output at `path`: atomically, refusing to replace an existing file or non-empty
 * directory unless `force`. Returns every file written. The refusal holds against runs writing the
 * same output at the same time: without `force`, a file is published by a hard link and a directory
 * by a rename, both of which fail when the name was taken since it was checked, so exactly one of
 * the runs writes and the others are refused. With `force`, a temporary sibling is renamed over it.
 */
export function writeOutput(
  path: string,
  out: OutputFiles,
  options: { force?: boolean } = {},
): Array<[string, Uint8Array]> {
  // Under the output's advisory lock (file-lock.ts): runs writing one output take turns, each seeing
  // what the one before left, and a run killed while it holds the lock leaves it to be broken.
  return withLockSync(path, () => writeOutputLocked(path, out, options));
}

function writeOutputLocked(path: string, out: OutputFiles, options: { force?: boolean }): Array<[string, Uint8Array]> {
  const exists = existingOutput(path, out.kind);
  const refuse = (why: string): OutputExistsError =>
    new OutputExistsError(`${why}; nothing was written (use --force to replace it)`);
  // What is there is already this output (the rerun of a run killed after it published): nothing to
  // replace, so no --force is needed and nothing is rewritten; a killed run's temporaries beside it go.
  if (exists && !options.force && holdsExactly(path, out)) {
    removeStaleTemporaries(dirname(path));
    return written(path, out);
  }
  if (exists && (!options.force || (out.kind === "file" && statSync(path).isDirectory()))) throw refuse(exists);
  if (out.kind === "file") {
    if (options.force) writeFileAtomic(path, out.files[0]![1]);
    else if (!writeFileExclusive(path, out.files[0]![1]) && !holdsExactly(path, out)) throw refuse(`${path} exists`);
    return written(path, out);
  }
  try {
    writeDirectoryAtomic(
      path,
      out.files,
      {
        replace: options.force,
        ...(out.modes ? { modes: out.modes } : {}),
        ...(out.links ? { links: out.links } : {}),
      },
      out.emptyDirs,
    );
  } catch (e) {
    if (e instanceof AgentcError && e.code === "AGC-IO-EXISTS" && !options.force) {
      if (holdsExactly(path, out)) return written(path, out);
      throw refuse(`${path} exists and is not empty`);
    }
    throw e;
  }
  return written(path, out);
}

/** The files an output is made of, by their paths on disk. */
const written = (path: string, out: OutputFiles): Array<[string, Uint8Array]> =>
  out.kind === "file" ? [[path, out.files[0]![1]]] : out.files.map(([rel, d]) => [`${path}/${rel}`, d]);
