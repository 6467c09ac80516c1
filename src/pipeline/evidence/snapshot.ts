/**
 * What a run read and wrote, for `--evidence` on commands that do not report
 * it themselves: the bytes of every file under the paths a command names,
 * taken before it runs, and afterwards the files that are new or changed.
 */
import { existsSync, lstatSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

/** Folders never worth recording (dependencies and VCS data). */
const SKIP = new Set([".git", "node_modules"]);

export type FileBytes = Map<string, Buffer>;

function collect(path: string, out: FileBytes, exclude: ReadonlySet<string>): void {
  if (exclude.has(resolve(path)) || !existsSync(path)) return;
  const st = lstatSync(path);
  if (st.isFile()) out.set(path, readFileSync(path));
  else if (st.isDirectory())
    for (const name of readdirSync(path).sort()) if (!SKIP.has(name)) collect(join(path, name), out, exclude);
}

/** Every regular file under `paths` (files or directories), by the path as named. */
export function snapshotFiles(paths: readonly string[], exclude: readonly string[] = []): FileBytes {
  const out: FileBytes = new Map();
  const ex = new Set(exclude.map((p) => resolve(p)));
  for (const p of paths) collect(p, out, ex);
  return out;
}

/** The files under `paths` now that did not exist before or whose bytes changed. */
export function changedFiles(
  before: FileBytes,
  paths: readonly string[],
  exclude: readonly string[] = [],
): Array<[string, Buffer]> {
  return [...snapshotFiles(paths, exclude)].filter(([p, b]) => !before.get(p)?.equals(b));
}
