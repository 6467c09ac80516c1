/** Worker-thread entry of batch conversion (convert-threads.ts): converts its share, posts the items. */
import { parentPort, workerData } from "node:worker_threads";
import { convertItem, type BatchItem } from "./convert-item.js";
import type { BatchWorkerData } from "./convert-threads.js";

const { jobs, options } = workerData as BatchWorkerData;
const items: BatchItem[] = [];
for (const j of jobs) items.push(await convertItem(j.input, j.output, options));
parentPort?.postMessage(items);
