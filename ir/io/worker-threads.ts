/**
 * node:worker_threads, loaded when a worker is first started. Batch conversion and package and
 * bundle verification can start workers, and on a two-core machine or for small input usually do
 * not: a static import loaded the module (about 4 ms of start-up) into every such command.
 */
import { createRequire } from "node:module";

let threads: typeof import("node:worker_threads") | undefined;

export function workerThreads(): typeof import("node:worker_threads") {
  return (threads ??= createRequire(import.meta.url)("node:worker_threads") as typeof import("node:worker_threads"));
}
