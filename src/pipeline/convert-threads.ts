/**
 * A batch's conversions over both cores: from 16 inputs a worker thread (convert-batch-worker.ts)
 * converts the second half while this thread converts the first. Each input is converted on its
 * own (its output, its ledger), so where it is converted changes nothing; items come back in input
 * order.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { convertItem, type BatchItem, type BatchOptions } from "./convert-item.js";

export interface BatchJob {
  input: string;
  output: string;
}

/** What the worker is given. */
export interface BatchWorkerData {
  jobs: BatchJob[];
  options: BatchOptions;
}

/** Below this many inputs the worker's start (loading the compiler again) costs more than it saves. */
const THREAD_MIN_INPUTS = 16;

function onThread(worker: string, data: BatchWorkerData): Promise<BatchItem[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(worker, { workerData: data });
    w.once("message", (items: BatchItem[]) => {
      resolve(items);
      void w.terminate();
    });
    w.once("error", reject);
    w.once("exit", (code) => {
      if (code !== 0) reject(new Error(`convert worker exited with ${code}`));
    });
  });
}

/** The items of `jobs`, in their order; `threads` forces two threads (true) or one (false). */
export async function* convertOnThreads(jobs: readonly BatchJob[], options: BatchOptions, threads?: boolean): AsyncGenerator<BatchItem> {
  const worker = fileURLToPath(new URL("./convert-batch-worker.js", import.meta.url));
  // Running from TypeScript sources (the tests) there is no compiled worker: one thread.
  if (!(threads ?? jobs.length >= THREAD_MIN_INPUTS) || !existsSync(worker)) {
    for (const j of jobs) yield await convertItem(j.input, j.output, options);
    return;
  }
  const split = Math.ceil(jobs.length / 2);
  const tail = jobs.slice(split);
  const elsewhere = onThread(worker, { jobs: tail, options });
  elsewhere.catch(() => undefined); // awaited below; meanwhile its failure is not unhandled
  for (const j of jobs.slice(0, split)) yield await convertItem(j.input, j.output, options);
  // A failed input is an item; the worker fails only on a bug, which stops the batch as it would here.
  yield* await elsewhere;
}
