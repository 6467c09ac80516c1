/**
 * What a CLI run loaded: runs the bundle through test/support/traced-cli.mjs, which prints each
 * module the run initialised as `IMPORT <path>`, and gives those lines with absolute paths.
 */
import { isAbsolute, join } from "node:path";
import { spawnSync } from "node:child_process";
import { repoRoot } from "./corpus.js";
import type { CliRun } from "./cli.js";

export interface TracedRun extends CliRun {
  /** `IMPORT <absolute path>` (or `IMPORT node:<name>`), one line per module the run initialised, in order. */
  imports: string[];
}

export function tracedAgentc(args: string[]): TracedRun {
  const r = spawnSync(process.execPath, [join(repoRoot, "test/support/traced-cli.mjs"), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  const imports = r.stderr
    .split("\n")
    .filter((l) => l.startsWith("IMPORT "))
    .map((l) => {
      const path = l.slice("IMPORT ".length);
      return `IMPORT ${isAbsolute(path) || path.startsWith("node:") ? path : join(repoRoot, path)}`;
    });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, imports };
}
