/** The worker side of text-scan.ts: scans each entry it is sent and answers with its id. */
import { parentPort } from "node:worker_threads";
import { scanText } from "./text-scan.js";

parentPort?.on("message", (m: { id: number; bytes: Uint8Array; authority: boolean }) => {
  const text = Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength).toString("utf8");
  parentPort?.postMessage({ id: m.id, result: scanText(text, m.authority) });
});
