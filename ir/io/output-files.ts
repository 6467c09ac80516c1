/**
 * What a writer produces: files in memory, never on disk. One file (its path
 * is "") or a directory of files (paths relative to it, POSIX). The pipeline
 * writes them in one place (writeOutput), atomically, after every check passed.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { writeDirectoryAtomic, writeFileAtomic, writeFileExclusive } from "./atomic-write.js";
import { AgentcError } from "../diagnostics/agentc-error.js";

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

export const oneFile = (data: string | Uint8Array): OutputFiles => ({ kind: "file", files: [["", typeof data === "string" ? Buffer.from(data, "utf8") : data]] });

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
 * Write an output at `path`: atomically, refusing to replace an existing file or non-empty
 * directory unless `force`. Returns every file written. The refusal holds against runs writing the
 * same output at the same time: without `force`, a file is published by a hard link and a directory
 * by a rename, both of which fail when the name was taken since it was checked, so exactly one of
 * the runs writes and the others are refused. With `force`, a temporary sibling is renamed over it.
 */
export function writeOutput(path: string, out: OutputFiles, options: { force?: boolean } = {}): Array<[string, Uint8Array]> {
  const exists = existingOutput(path, out.kind);
  const refuse = (why: string): OutputExistsError => new OutputExistsError(`${why}; nothing was written (use --force to replace it)`);
  if (exists && (!options.force || (out.kind === "file" && statSync(path).isDirectory()))) throw refuse(exists);
  if (out.kind === "file") {
    if (options.force) writeFileAtomic(path, out.files[0]![1]);
    else if (!writeFileExclusive(path, out.files[0]![1])) throw refuse(`${path} exists`);
    return [[path, out.files[0]![1]]];
  }
  try {
    writeDirectoryAtomic(path, out.files, { replace: options.force, ...(out.modes ? { modes: out.modes } : {}), ...(out.links ? { links: out.links } : {}) }, out.emptyDirs);
  } catch (e) {
    if (e instanceof AgentcError && e.code === "AGC-IO-EXISTS" && !options.force) throw refuse(`${path} exists and is not empty`);
    throw e;
  }
  return out.files.map(([rel, d]) => [`${path}/${rel}`, d]);
}
