/**
 * A file's bytes in chunks, read synchronously. For passes that are CPU-bound anyway (verifying,
 * appending in bulk) a stream's round trips through the event loop only add waiting: a read from
 * the page cache is a copy, and the caller works through each chunk before asking for the next.
 */
import { closeSync, openSync, readSync } from "node:fs";

export interface ChunkOptions {
  /** First byte to read (default 0). */
  start?: number;
  /** Byte offset to stop before (default: the end of the file). */
  end?: number;
  /** Chunk size in bytes (default 1 MiB). */
  size?: number;
}

/** Each chunk is a fresh buffer: a consumer may keep it. */
export function* fileChunks(path: string, options: ChunkOptions = {}): Generator<Buffer> {
  const size = options.size ?? 1 << 20;
  const end = options.end ?? Number.POSITIVE_INFINITY;
  const fd = openSync(path, "r");
  try {
    for (let at = options.start ?? 0; at < end;) {
      const want = Math.min(size, end - at);
      const buf = Buffer.allocUnsafe(want);
      const n = readSync(fd, buf, 0, want, at);
      if (n <= 0) return;
      at += n;
      yield n < want ? buf.subarray(0, n) : buf;
    }
  } finally {
    closeSync(fd);
  }
}
