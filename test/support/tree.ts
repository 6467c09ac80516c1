/** A directory's files as a round of the main job may change them, walked here rather than by agentc. */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir` with its bytes (base64), links as links (`link:<target>`), `.git` left out. */
export function treeSnapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string): void => {
    for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (r === ".git") continue;
      if (e.isSymbolicLink()) out.set(r, `link:${readlinkSync(join(dir, r))}`);
      else if (e.isDirectory()) walk(r);
      else out.set(r, readFileSync(join(dir, r)).toString("base64"));
    }
  };
  walk("");
  return out;
}
