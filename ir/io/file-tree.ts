/**
 * A tree of files to read from: a directory on disk, or files held in memory
 * (what a writer just produced). Readers that walk directories take a tree, so
 * that round trips and output checks re-read in memory, never through a
 * temporary directory. Paths are POSIX, relative to the tree's root.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export interface TreeEntry {
  name: string;
  isDirectory: boolean;
}

export interface FileTree {
  /** Entries of a directory ("" is the root), sorted by name. */
  list(dir: string): TreeEntry[];
  exists(path: string): boolean;
  read(path: string): Buffer;
  /** A cheap change signature (size and time on disk, size in memory), for index invalidation. */
  signature(path: string): string;
}

const byName = (a: TreeEntry, b: TreeEntry): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function diskTree(root: string): FileTree {
  const at = (p: string): string => (p ? join(root, p) : root);
  return {
    list: (dir) => readdirSync(at(dir), { withFileTypes: true }).filter((e) => e.isDirectory() || e.isFile()).map((e) => ({ name: e.name, isDirectory: e.isDirectory() })).sort(byName),
    exists: (p) => existsSync(at(p)),
    read: (p) => readFileSync(at(p)),
    signature: (p) => {
      const st = statSync(at(p));
      return `${st.size}:${st.mtimeMs}`;
    },
  };
}

export function memoryTree(files: ReadonlyMap<string, string | Uint8Array>): FileTree {
  const bytes = new Map([...files].map(([p, d]) => [p, typeof d === "string" ? Buffer.from(d, "utf8") : Buffer.from(d)]));
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
