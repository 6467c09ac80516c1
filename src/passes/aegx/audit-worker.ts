/**
 * Worker-thread entry: checks an audit log (a file on disk) with
 * checkAuditChain while the main thread reads records.jsonl, and posts the
 * result back, its byte arrays transferred rather than copied.
 */
import { createReadStream } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { checkAuditChain } from "./audit-chain.js";

const { path, file } = workerData as { path: string; file: string };
const result = await checkAuditChain(createReadStream(path, { highWaterMark: 1 << 20 }), file);
parentPort?.postMessage(result, [result.ids.buffer as ArrayBuffer, result.refs.buffer as ArrayBuffer, result.lines.buffer as ArrayBuffer]);
