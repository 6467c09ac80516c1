/**
 * Digests of many entries, in order, over both cores when that pays: for a package on disk with
 * enough bytes to inflate, a worker thread (digest-worker.ts) takes the last half of the bytes
 * while this thread does the first. Inflating, hashing and scanning are per entry and independent,
 * so the split changes no result; if the worker fails, its share is done here.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { workerResult } from "../../../ir/io/worker-result.js";
import type { ZipArchive } from "../../../ir/io/zip/read.js";
import { digestOutcome, type DigestJob, type DigestOutcome, type DigestWorkerData } from "./entry-digest.js";

/** Below this many inflated bytes a second thread costs more (its start, its modules) than it saves. */
const THREAD_MIN_BYTES = 16 << 20;

/** The worker's heap holds one window of an entry's scan text (about 4 MiB) at a time. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

/**
 * The outcomes of `jobs`, in their order. `path` is the archive's file, when it is one; `threads`
 * forces two threads (true) or one (false) instead of deciding by size.
 */
export async function* digestEntries(
  archive: ZipArchive,
  path: string | undefined,
  jobs: readonly DigestJob[],
  threads?: boolean,
): AsyncGenerator<DigestOutcome> {
  const total = jobs.reduce((n, j) => n + j.entry.size, 0);
  // Running from TypeScript sources (the tests) there is no compiled worker: one thread.
  const worker =
    path === undefined || !(threads ?? total >= THREAD_MIN_BYTES)
      ? undefined
      : fileURLToPath(new URL("./digest-worker.js", import.meta.url));
  if (path === undefined || worker === undefined || !existsSync(worker)) {
    for (const job of jobs) yield await digestOutcome(archive, job.entry, job);
    return;
  }
  let split = 0;
  for (let bytes = 0; split < jobs.length && bytes < total / 2; split++) bytes += jobs[split]!.entry.size;
  const tail = jobs.slice(split);
  const elsewhere = workerResult<DigestOutcome[]>(
    worker,
    { path, jobs: tail } satisfies DigestWorkerData,
    WORKER_LIMITS,
  ).catch(() => undefined);
  for (const job of jobs.slice(0, split)) yield await digestOutcome(archive, job.entry, job);
  const done = await elsewhere;
  for (const [i, job] of tail.entries()) yield done?.[i] ?? (await digestOutcome(archive, job.entry, job));
}
