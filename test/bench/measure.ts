/** Small helpers for benchmark scripts: timing, peak memory, bounds measured in the same run, and the result table. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { repoRoot } from "./repo-root.js";

/**
 * The one directory under which every phase of a bench run keeps its files (child phases find it in
 * BENCH_SCRATCH), removed when the process that made it exits: after the last timing. Nothing is
 * deleted between timings. This machine's ext4 has no journal, and without one the kernel's inode
 * allocator passes over every inode freed in the last half-minute or more (`recently_deleted`),
 * one by one. After a phase removed its 20,000 files, creating the same 4,200 files took 0.5–1.9 s
 * instead of 0.07 s for minutes: a cost of the bench's own cleanup, paid by whatever it timed next.
 *
 * It is made in the checkout, as a user's outputs are made in their project, not in the system's
 * temporary directory, where `npm test` creates and removes thousands of directories: right after
 * 30,000 files were created and removed there, 300 agents → AIR took 0.96 s (its rounds 1.57 falling
 * to 0.83) with the scratch in /tmp, and 0.81 s (0.72–0.89) with it in the checkout.
 */
function scratchRoot(): string {
  let root = process.env.BENCH_SCRATCH;
  if (!root) {
    const made = mkdtempSync(join(repoRoot, ".bench-scratch-"));
    process.on("exit", () => rmSync(made, { recursive: true, force: true }));
    root = process.env.BENCH_SCRATCH = made;
  }
  return root;
}

/** A new directory for a phase's files, removed with the bench's scratch directory (never during the bench). */
export function scratchDir(name: string): string {
  return mkdtempSync(join(scratchRoot(), `${name}-`));
}

export function time<T>(fn: () => T): { value: T; seconds: number } {
  const t0 = performance.now();
  const value = fn();
  return { value, seconds: (performance.now() - t0) / 1000 };
}

export async function timeAsync<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, seconds: (performance.now() - t0) / 1000 };
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/**
 * Flush what earlier work wrote to disk (`sync`; nothing where there is none): the kernel's writeback
 * of a bench's 340 MiB of records, or of the files a phase just set up, otherwise stalls the file
 * creations of the next timed command (an export's 500 files) and never the `node -e 0` it is compared with.
 */
export function settleDisk(): void {
  spawnSync("sync", { stdio: "ignore" });
}

/** Wall time of one run of a command (its output discarded); throws if it fails. */
export function commandSeconds(
  cmd: string,
  args: string[],
  options: { okStatus?: number[]; cwd?: string } = {},
): number {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { stdio: ["ignore", "ignore", "pipe"], cwd: options.cwd, maxBuffer: 1 << 26 });
  const seconds = (performance.now() - t0) / 1000;
  if (!(options.okStatus ?? [0]).includes(r.status ?? -1))
    throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}): ${r.stderr?.toString().slice(0, 400)}`);
  return seconds;
}

/** `sha256sum` over the files (the machine's plain hashing rate, measured now). Fastest of `runs`. */
export function sha256sumSeconds(files: string[], runs = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    // xargs keeps the argument list under the system limit for thousands of files.
    const t0 = performance.now();
    const r = spawnSync("xargs", ["-0", "sha256sum"], {
      input: files.join("\0"),
      stdio: ["pipe", "ignore", "pipe"],
      maxBuffer: 1 << 26,
    });
    if (r.status !== 0) throw new Error(`sha256sum failed: ${r.stderr?.toString()}`);
    best = Math.min(best, (performance.now() - t0) / 1000);
  }
  return best;
}

/** Peak resident set size of this process so far, in MiB. */
export function peakRssMiB(): number {
  return process.resourceUsage().maxRSS / 1024;
}

export function rate(n: number, seconds: number): string {
  return `${Math.round(n / seconds).toLocaleString("en-US")}/s`;
}

export function line(label: string, value: string): void {
  process.stdout.write(`${label.padEnd(44)} ${value}\n`);
}

/**
 * One checked figure: the value, the bound it is compared with (measured in the same run, or a
 * fixed target), their ratio, and whether the target holds. Printed at once, and as a
 * `ROW` line that the parent process collects into the final table.
 */
export interface Row {
  figure: string;
  value: string;
  bound: string;
  ratio: string;
  target: string;
  pass: boolean;
}

const collected: Row[] = [];

/** Print a checked figure; a child phase (BENCH_CHILD=1) also emits it as a `ROW` line for its parent. */
export function row(r: Row): void {
  line(r.figure, `${r.value}  (bound ${r.bound}; ${r.ratio}; target ${r.target}: ${r.pass ? "PASS" : "FAIL"})`);
  if (process.env.BENCH_CHILD === "1") process.stdout.write(`ROW ${JSON.stringify(r)}\n`);
  else collected.push(r);
}

/** Every row this process has seen (its own and its children's), in order. */
export function rows(): Row[] {
  return collected;
}

/** Run this script again as a child phase (its own process, so its peak memory is its own); its rows are adopted, its text printed. */
export function phase(script: string, args: string[], options: { nodeArgs?: string[] } = {}): string {
  const r = spawnSync(process.execPath, [...(options.nodeArgs ?? []), script, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 1 << 26,
    env: { ...process.env, BENCH_CHILD: "1" },
  });
  if (r.status !== 0) throw new Error(`bench phase ${args[0]} failed (exit ${r.status})`);
  const lines = r.stdout.split("\n");
  for (const l of lines) if (l.startsWith("ROW ")) collected.push(JSON.parse(l.slice(4)) as Row);
  const text = lines.filter((l) => !l.startsWith("ROW ") && !/^[A-Z]+ \{/.test(l)).join("\n");
  process.stdout.write(text.endsWith("\n") || text === "" ? text : `${text}\n`);
  return r.stdout;
}

export function table(rows: Row[]): string {
  const head: Row = {
    figure: "figure",
    value: "measured",
    bound: "bound (same run)",
    ratio: "ratio",
    target: "target",
    pass: true,
  };
  const cells = (r: Row, i: number): string[] => [
    r.figure,
    r.value,
    r.bound,
    r.ratio,
    r.target,
    i < 0 ? "met?" : r.pass ? "PASS" : "FAIL",
  ];
  const all = [cells(head, -1), ...rows.map((r, i) => cells(r, i))];
  const widths = all[0]!.map((_, c) => Math.max(...all.map((x) => (x[c] as string).length)));
  const fmt = (x: string[]): string => `| ${x.map((v, c) => v.padEnd(widths[c] as number)).join(" | ")} |`;
  return [fmt(all[0]!), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...all.slice(1).map(fmt)].join("\n");
}

/** Scale factor: BENCH_SCALE=0.01 runs 1% of the sizes; `--quick` means 0.1. */
export function scale(): number {
  if (process.argv.includes("--quick") || process.env.BENCH_QUICK === "1") return 0.1;
  const s = Number(process.env.BENCH_SCALE ?? "1");
  return Number.isFinite(s) && s > 0 ? s : 1;
}

export function scaled(n: number): number {
  return Math.max(1, Math.round(n * scale()));
}

export function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(0)} MiB`;
}
