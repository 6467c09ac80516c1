/**
 * A set of files in place, all or nothing: for exports that spread many files over a project
 * (every coding agent's rule files), where a directory cannot be swapped as a whole.
 *
 * Every file is first written whole to a temporary sibling (agentc's prefix, created exclusively);
 * only when all of them are written are they renamed into place, new files and replaced ones
 * alike. A failure before that removes what the call made (temporaries, new directories) and
 * leaves the rest as it was; a run killed before that leaves only temporaries, which carry
 * agentc's prefix and are removed by the next run that writes there (atomic-write.ts
 * removeStaleTemporaries). A file at its real name is therefore always whole: never the empty or
 * half-written file that a crash in the middle of writing it in place used to leave, which the
 * next export then took for a hand-written file.
 */
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { removeStaleTemporaries, tempSibling, writeTemporary } from "./atomic-write.js";
import { asWriteError } from "./write-error.js";

export function writeFileSet(files: Iterable<readonly [string, Uint8Array | string]>): void {
  const madeDirs: string[] = [];
  const staged: Array<[tmp: string, path: string]> = [];
  /** Directories known to be there: an export puts many files in each. */
  const dirs = new Set<string>();
  /** The file being written, for the message of a failure (a full disk names the output, not its temporary). */
  let current = "";
  try {
    for (const [path, data] of files) {
      current = path;
      const dir = dirname(path);
      if (!dirs.has(dir)) {
        // The first directory it made, if it made any: the one a failure removes.
        const first = mkdirSync(dir, { recursive: true });
        if (first) madeDirs.push(first);
        else removeStaleTemporaries(dir);
        dirs.add(dir);
      }
      const tmp = tempSibling(path);
      writeTemporary(tmp, data);
      staged.push([tmp, path]);
    }
    // Renames are not undone: by now every byte is on disk, and a rename within a directory fails
    // only when the file system does. A file that is there (or a link placed there) is replaced,
    // never written through.
    for (const [tmp, path] of staged) {
      current = path;
      renameSync(tmp, path);
    }
  } catch (e) {
    for (const path of [...staged.map(([tmp]) => tmp), ...madeDirs]) rmSync(path, { recursive: true, force: true });
    throw asWriteError(e, current);
  }
}
