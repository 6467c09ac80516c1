/** Runs the built CLI (`bin/agentc.js`) as a user would. */
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isMainThread } from "node:worker_threads";
import { repoRoot } from "./corpus.js";

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

export function agentc(
  args: string[],
  // A variable set to undefined is left out of the child's environment (Node's spawn skips it).
  options: { cwd?: string; env?: Record<string, string | undefined>; nodeArgs?: string[] } = {},
): CliRun {
  const r = spawnSync(process.execPath, [...(options.nodeArgs ?? []), join(repoRoot, "bin/agentc.js"), ...args], {
    cwd: options.cwd ?? repoRoot,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", ...options.env },
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The CLI's main() in this process (no process start: about 1 ms instead of 100–300), stdout/stderr
 * captured and the exit code read back. For what a command writes, says and exits with; `agentc`
 * above runs the built binary, for what only a process shows (start-up, lazy loading, signals, the
 * code cache, stdin). `cwd` and `env` are set for the run and put back after it. In the worker
 * threads Stryker runs vitest in, `process.chdir` is not allowed and `process.env` is the thread's
 * copy (`os.homedir()` reads the process's HOME, and TZ does not reach the clock): there a run given
 * either starts the built CLI instead, as it did before (it sees no mutant, and the test still
 * holds). `NO_COLOR` is set as `agentc` sets it.
 */
export async function agentcInProcess(
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliRun> {
  if (!isMainThread && (options.cwd !== undefined || options.env !== undefined)) return agentc(args, options);
  const { main } = await import("../../src/cli/main.js");
  const { captureStandard } = await import("../../src/cli/standard-streams.js");
  const out: string[] = [];
  const err: string[] = [];
  const savedCode = process.exitCode;
  const savedCwd = options.cwd === undefined ? undefined : process.cwd();
  const env = { NO_COLOR: "1", ...options.env };
  const savedEnv = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  setEnv(env);
  if (options.cwd !== undefined) process.chdir(options.cwd);
  const release = captureStandard((fd, s) => void (fd === 1 ? out : err).push(s));
  process.exitCode = undefined;
  try {
    await main(["node", "agentc", ...args]);
    return { status: Number(process.exitCode ?? 0), stdout: out.join(""), stderr: err.join("") };
  } finally {
    release();
    process.exitCode = savedCode;
    if (savedCwd !== undefined) process.chdir(savedCwd);
    setEnv(savedEnv);
  }
}

/** Sets each variable, or removes it where the value is undefined. */
function setEnv(vars: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

export interface MeasuredRun {
  status: number;
  /** The signal that ended it (SIGABRT: V8 ran out of the heap it was given). */
  signal: NodeJS.Signals | null;
  stderr: string;
  /** Peak resident set size in bytes; undefined when the run died before it could say. */
  maxRss: number | undefined;
}

/**
 * The built CLI in a child whose V8 heap is capped at `heapMiB` (past it the run dies, SIGABRT)
 * and whose peak resident memory is measured (test/support/max-rss.cjs). Standard output goes to
 * the file `stdoutFile`, never into this process's memory: the outputs measured this way are large.
 */
export function agentcMeasured(
  args: string[],
  options: { heapMiB: number; stdoutFile: string; cwd?: string },
): MeasuredRun {
  const rssFile = `${options.stdoutFile}.maxrss`;
  const out = openSync(options.stdoutFile, "w");
  try {
    const r = spawnSync(
      process.execPath,
      [
        `--max-old-space-size=${options.heapMiB}`,
        "--require",
        join(repoRoot, "test/support/max-rss.cjs"),
        join(repoRoot, "bin/agentc.js"),
        ...args,
      ],
      {
        cwd: options.cwd ?? repoRoot,
        encoding: "utf8",
        stdio: ["ignore", out, "pipe"],
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, NO_COLOR: "1", AGENTC_MAX_RSS_FILE: rssFile },
      },
    );
    const maxRss = existsSync(rssFile) ? Number(readFileSync(rssFile, "utf8")) : undefined;
    return { status: r.status ?? -1, signal: r.signal, stderr: r.stderr, maxRss };
  } finally {
    closeSync(out);
  }
}
