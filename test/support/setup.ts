/** Skill folders and command files on disk for tests, and what a written skill holds (read back with fs, not agentc's reader). */
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";

export type Spec = { kind: "file"; bytes: Uint8Array | string; mode?: number } | { kind: "link"; target: string };

export function writeTree(root: string, files: Record<string, Spec>): void {
  for (const [rel, s] of Object.entries(files)) {
    const abs = join(root, rel);
    mkdirSync(dirname(abs), { recursive: true });
    if (s.kind === "link") symlinkSync(s.target, abs);
    else {
      writeFileSync(abs, s.bytes);
      chmodSync(abs, s.mode ?? 0o644);
    }
  }
}

/** Every entry under a folder: a file's mode and bytes (base64), a link's target; by relative path. */
export function snapshot(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const n of readdirSync(join(root, rel)).sort()) {
      const r = rel ? `${rel}/${n}` : n;
      const st = lstatSync(join(root, r));
      if (st.isSymbolicLink()) out[r] = `link ${readlinkSync(join(root, r))}`;
      else if (st.isDirectory()) walk(r);
      else out[r] = `${(st.mode & 0o777).toString(8)} ${readFileSync(join(root, r)).toString("base64")}`;
    }
  };
  walk("");
  return out;
}
