/**
 * Worker-thread entry of batch conversion: takes the next unclaimed input from the counter it
 * shares with the main thread (and any other worker), converts and writes it, and posts the item.
 * It stops when no input is left; the main thread reports items in input order.
 */
import { parentPort, workerData } from "node:worker_threads";
import { convertItem } from "./batch-item.js";
import { claimInputs, type BatchWorkerData } from "./batch-threads.js";

const { inputs, outputs, options, next } = workerData as BatchWorkerData;
for (const i of claimInputs(next, inputs.length)) {
  parentPort?.postMessage({ index: i, item: await convertItem(inputs[i]!, outputs[i]!, options) });
}
