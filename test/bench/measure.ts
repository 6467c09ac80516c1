/** Small helpers for benchmark scripts: timing, peak memory, and printing figures. */
import { performance } from "node:perf_hooks";

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

/** Scale factor for quick runs: BENCH_SCALE=0.01 runs 1% of the sizes. */
export function scaled(n: number): number {
  const s = Number(process.env.BENCH_SCALE ?? "1");
  return Math.max(1, Math.round(n * (Number.isFinite(s) && s > 0 ? s : 1)));
}
