/**
 * What the package lint looks for in a text entry: a secret, and (in `.uai` files) language that
 * negotiates authority. On a large package the scan is as costly as inflating and hashing, so it runs
 * in a worker thread beside them; results are the same, in the same order (the caller awaits them).
 * The worker runs from the build (dist/); in a process started from the sources it scans inline.
 */
import { Worker } from "node:worker_threads";
import { looksLikeSecret } from "../../../ir/dialects/aix/secrets.js";
import { AUTHORITY_TEXT } from "../../../ir/dialects/uaix/tokens.js";

export interface TextScan {
  secret?: string;
  authority: boolean;
}

export function scanText(text: string, authority: boolean): TextScan {
  const secret = looksLikeSecret(text);
  return { ...(secret ? { secret } : {}), authority: authority && AUTHORITY_TEXT.test(text) };
}

export interface TextScanner {
  /** Resolves when there is room for more text (at most QUEUED_BYTES are waiting to be scanned). */
  room(): Promise<void>;
  scan(bytes: Uint8Array, authority: boolean): Promise<TextScan>;
  close(): Promise<void>;
}

const inline: TextScanner = {
  room: () => Promise.resolve(),
  scan: (bytes, authority) => Promise.resolve(scanText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"), authority)),
  close: () => Promise.resolve(),
};

/** Text sent to the worker and not yet scanned, at most: memory stays bounded when it falls behind. */
const QUEUED_BYTES = 32 << 20;

/** Below this much text a worker's start-up (tens of milliseconds) costs more than it saves. */
export const PARALLEL_SCAN_BYTES = 16 << 20;

/** A scanner for `bytes` of text: in a worker thread when there is enough of it and the build is running. */
export function textScanner(bytes: number): TextScanner {
  const worker = new URL("./text-scan-worker.js", import.meta.url);
  if (bytes < PARALLEL_SCAN_BYTES || !import.meta.url.endsWith(".js")) return inline;
  const w = new Worker(worker);
  type Waiting = { resolve: (r: TextScan) => void; bytes: Uint8Array; authority: boolean };
  const waiting = new Map<number, Waiting>();
  let next = 0;
  let failed = false;
  let queued = 0;
  let roomWaiters: Array<() => void> = [];
  const settle = (id: number, result: TextScan): void => {
    const x = waiting.get(id);
    if (!x) return;
    waiting.delete(id);
    queued -= x.bytes.byteLength;
    x.resolve(result);
    if (queued < QUEUED_BYTES) {
      for (const r of roomWaiters) r();
      roomWaiters = [];
    }
  };
  w.on("message", (m: { id: number; result: TextScan }) => settle(m.id, m.result));
  // A worker that fails leaves nothing unanswered: what it was given is scanned here.
  w.on("error", () => {
    failed = true;
    for (const [id, x] of [...waiting]) void inline.scan(x.bytes, x.authority).then((r) => settle(id, r));
  });
  return {
    room: () => (failed || queued < QUEUED_BYTES ? Promise.resolve() : new Promise((resolve) => roomWaiters.push(resolve))),
    scan(bytes, authority) {
      if (failed) return inline.scan(bytes, authority);
      const id = next++;
      queued += bytes.byteLength;
      return new Promise((resolve) => {
        waiting.set(id, { resolve, bytes, authority });
        w.postMessage({ id, bytes, authority });
      });
    },
    async close() {
      await w.terminate();
    },
  };
}
