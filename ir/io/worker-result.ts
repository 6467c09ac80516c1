/**
 * Run a worker-thread script on `data` and take the one message it posts. The worker ends when it
 * has answered; an error in it, or an exit before answering, is a WorkerFailed (its callers then
 * do the work on their own thread).
 */
import type { ResourceLimits } from "node:worker_threads";
import { workerThreads } from "./worker-threads.js";

export class WorkerFailed extends Error {}

export function workerResult<T>(script: string, data: unknown, resourceLimits: ResourceLimits): Promise<T> {
  return new Promise((resolve, reject) => {
    const w = new (workerThreads().Worker)(script, { workerData: data, resourceLimits });
    w.once("message", (r: T) => {
      resolve(r);
      void w.terminate();
    });
    w.once("error", (e) => reject(new WorkerFailed(e.message)));
    // Any exit: one that answered first has settled the promise already (Node delivers a worker's
    // messages before its exit event), and one that ended without answering, even with code 0, must
    // not leave its caller waiting for ever.
    w.once("exit", (code) => reject(new WorkerFailed(`worker ${script} exited with ${code}`)));
  });
}
