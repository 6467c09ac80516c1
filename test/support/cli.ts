/** Runs the built CLI (`bin/agentc.js`) as a user would. */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "./corpus.js";

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

export function agentc(args: string[], options: { cwd?: string; env?: Record<string, string>; nodeArgs?: string[] } = {}): CliRun {
  const r = spawnSync(process.execPath, [...(options.nodeArgs ?? []), join(repoRoot, "bin/agentc.js"), ...args], {
    cwd: options.cwd ?? repoRoot,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", ...options.env },
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
