/**
 * A tree of files to read from: a directory on disk, or files held in memory
 * (what a writer just produced). Readers that walk directories take a tree, so
 * that round trips and output checks re-read in memory, never through a
 * temporary directory. Paths are POSIX, relative to the tree's root.
 */
import { existsSync, readFileSync, readdirSync, realpathSync, statSync, type Dirent } from "node:fs";
import { join, relative, isAbsolute, sep } from "node:path";

export interface TreeEntry {
  name: string;
  isDirectory: boolean;
}

/** An entry `list` leaves out (a symbolic link, a FIFO, a socket, a device), and why. */
export interface SkippedEntry {
  name: string;
  why: string;
}

export interface FileTree {
  /** Entries of a directory ("" is the root), sorted by name. */
  list(dir: string): TreeEntry[];
  exists(path: string): boolean;
  read(path: string): Buffer;
  /** A cheap change signature (size and time on disk, size in memory), for index invalidation. */
  signature(path: string): string;
  /** The entries of a directory that `list` leaves out, and why (a tree in memory has none). */
  skipped?(dir: string): SkippedEntry[];
}

/** Why a directory entry that is neither a regular file nor a directory is not read. */
function whySkipped(root: string, path: string, e: Dirent): string {
  if (e.isSymbolicLink()) {
    let target: string;
    try {
      target = realpathSync(path);
    } catch {
      return "a symbolic link to nothing (dangling); links are not followed";
    }
    let base = root;
    try {
      base = realpathSync(root);
    } catch {
      /* the root as given */
    }
    const rel = relative(base, target);
    const outside = rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel);
    return outside
      ? `a symbolic link that leads out of the repository (to ${target}); not followed`
      : `a symbolic link (to ${rel.split(sep).join("/")}); links are not followed, the file is read where it is`;
  }
  if (e.isFIFO()) return "a FIFO (named pipe), not a regular file; reading it could wait forever";
  if (e.isSocket()) return "a socket, not a regular file";
  if (e.isBlockDevice() || e.isCharacterDevice()) return "a device, not a regular file";
  return "not a regular file";
}

const byName = (a: TreeEntry, b: TreeEntry): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function diskTree(root: string): FileTree {
  const at = (p: string): string => (p ? join(root, p) : root);
  return {
    list: (dir) =>
      readdirSync(at(dir), { withFileTypes: true })
        .filter((e) => e.isDirectory() || e.isFile())
        .map((e) => ({ name: e.name, isDirectory: e.isDirectory() }))
        .sort(byName),
    exists: (p) => existsSync(at(p)),
    read: (p) => readFileSync(at(p)),
    signature: (p) => {
      const st = statSync(at(p));
      return `${st.size}:${st.mtimeMs}`;
    },
    skipped: (dir) =>
      readdirSync(at(dir), { withFileTypes: true })
        .filter((e) => !e.isDirectory() && !e.isFile())
        .map((e) => ({ name: e.name, why: whySkipped(root, join(at(dir), e.name), e) }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  };
}

export function memoryTree(files: ReadonlyMap<string, string | Uint8Array>): FileTree {
  const bytes = new Map(
    [...files].map(([p, d]) => [p, typeof d === "string" ? Buffer.from(d, "utf8") : Buffer.from(d)]),
  );
  return {
    list(dir) {
      const prefix = dir ? `${dir}/` : "";
      const seen = new Map<string, boolean>();
      for (const p of bytes.keys()) {
        if (!p.startsWith(prefix)) continue;
        const rest = p.slice(prefix.length);
        const slash = rest.indexOf("/");
        seen.set(slash < 0 ? rest : rest.slice(0, slash), slash >= 0 || seen.get(rest) === true);
      }
      return [...seen].map(([name, isDirectory]) => ({ name, isDirectory })).sort(byName);
    },
    exists: (p) => bytes.has(p) || [...bytes.keys()].some((k) => k.startsWith(`${p}/`)),
    read: (p) => {
      const b = bytes.get(p);
      if (!b) throw Object.assign(new Error(`${p}: no such file in memory`), { code: "ENOENT" });
      return b;
    },
    signature: (p) => String(bytes.get(p)?.length ?? 0),
  };
}
