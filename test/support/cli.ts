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

/**
 * The CLI's main() in this process (no process start: about 1 ms instead of 300), stdout/stderr
 * captured and the exit code read back. For tables of runs; `agentc` above runs the built binary.
 */
export async function agentcInProcess(args: string[]): Promise<CliRun> {
  const { main } = await import("../../src/cli/main.js");
  const { captureStandard } = await import("../../src/cli/standard-streams.js");
  const out: string[] = [];
  const err: string[] = [];
  const savedCode = process.exitCode;
  const release = captureStandard((fd, s) => void (fd === 1 ? out : err).push(s));
  process.exitCode = undefined;
  try {
    await main(["node", "agentc", ...args]);
    return { status: Number(process.exitCode ?? 0), stdout: out.join(""), stderr: err.join("") };
  } finally {
    release();
    process.exitCode = savedCode;
  }
}
