/**
 * The inputs of a batch, converted on this thread and on worker threads (convert-worker.ts) when
 * the machine has idle cores. Each thread takes the next unclaimed input from one shared counter,
 * so a thread that starts late (a worker loads the compiler first) simply takes fewer. Outputs are
 * named before any thread starts and each is written atomically, so which thread converted an
 * input changes no byte; items are reported in input order. An input a worker claimed and did not
 * report (the worker failed) is converted here.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { workerThreads } from "../../ir/io/worker-threads.js";
import { convertItem, type BatchItem, type BatchItemOptions } from "./batch-item.js";

/** What a batch worker is given. `next` holds the shared counter: the index of the next unclaimed input. */
export interface BatchWorkerData {
  inputs: readonly string[];
  outputs: readonly string[];
  options: BatchItemOptions;
  next: SharedArrayBuffer;
}

/** The indexes of the inputs one thread claims from the shared counter, one at a time, until none is left. */
export function* claimInputs(next: SharedArrayBuffer, n: number): Generator<number> {
  const counter = new Int32Array(next);
  for (let i = Atomics.add(counter, 0, 1); i < n; i = Atomics.add(counter, 0, 1)) yield i;
}

/** A worker loads and warms the compiler (about 0.2 s) before its first input: not worth it for fewer. */
const MIN_INPUTS_PER_THREAD = 8;
const MAX_WORKERS = 3;
/**
 * Cores left to this thread and to V8's own background threads. One converting thread keeps a
 * second core busy compiling and collecting its garbage, and a worker compiles the same functions
 * again: on two cores a worker cost more CPU than it saved (docs/decisions.md).
 */
const CORES_PER_MAIN_THREAD = 2;

/** Workers for `n` inputs on a machine with `cores` cores: one per core beyond the main thread's two. */
export function workerCount(cores: number, n: number): number {
  return Math.max(0, Math.min(cores - CORES_PER_MAIN_THREAD, MAX_WORKERS, Math.floor(n / MIN_INPUTS_PER_THREAD) - 1));
}

/** Which worker script, how many workers, and whether this thread converts too (the tests leave all to workers). */
export interface BatchThreads {
  script: string;
  workers: number;
  here?: boolean;
}

/** For `n` inputs: a worker per idle core, none for a small batch or from TypeScript sources (the tests). */
export function batchThreads(n: number): BatchThreads {
  const script = fileURLToPath(new URL("./convert-worker.js", import.meta.url));
  const workers = existsSync(script) ? workerCount(availableParallelism(), n) : 0;
  return { script, workers };
}

export async function convertAll(
  inputs: readonly string[],
  outputs: readonly string[],
  options: BatchItemOptions,
  onItem?: (item: BatchItem) => void,
  threads = batchThreads(inputs.length),
): Promise<BatchItem[]> {
  const n = inputs.length;
  const items = new Array<BatchItem | undefined>(n);
  let reported = 0;
  const report = (): void => {
    while (reported < n && items[reported]) onItem?.(items[reported++]!);
  };
  const next = new SharedArrayBuffer(4);
  const workers = Array.from({ length: threads.workers }, () => {
    const w = new (workerThreads().Worker)(threads.script, {
      workerData: { inputs, outputs, options, next } satisfies BatchWorkerData,
    });
    w.on("message", ({ index, item }: { index: number; item: BatchItem }) => {
      items[index] = item;
      report();
    });
    // A failed worker's claimed input is converted below; its error is not this batch's.
    w.on("error", () => undefined);
    return { worker: w, exited: new Promise<void>((resolve) => w.once("exit", () => resolve())) };
  });
  try {
    if (threads.here !== false) {
      for (const i of claimInputs(next, n)) {
        items[i] = await convertItem(inputs[i]!, outputs[i]!, options);
        report();
      }
    }
    // Every input is claimed. Wait for what workers still hold (they exit when done), not for a worker still starting.
    if (items.includes(undefined)) await Promise.all(workers.map((w) => w.exited));
  } finally {
    // Also when a conversion here throws (a bug, not a bad input): no worker goes on writing after it.
    await Promise.all(workers.map((w) => w.worker.terminate()));
  }
  for (let i = 0; i < n; i++) items[i] ??= await convertItem(inputs[i]!, outputs[i]!, options);
  report();
  return items as BatchItem[];
}
