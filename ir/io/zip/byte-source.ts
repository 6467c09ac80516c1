/**
 * Random-access bytes: an in-memory buffer or an open file, read in slices.
 * File reads are synchronous under an async interface: archives are read
 * one slice at a time, and small synchronous reads cost far less than
 * promise-based ones.
 */
import { closeSync, fstatSync, readSync } from "node:fs";
import { openInputFile } from "../input-file.js";

export interface ByteSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
}

export function bufferSource(buf: Uint8Array): ByteSource {
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  return {
    size: b.length,
    read: async (offset, length) => b.subarray(offset, Math.min(b.length, offset + length)),
    close: async () => {},
  };
}

export async function fileSource(path: string): Promise<ByteSource> {
  const fd = openInputFile(path);
  const { size } = fstatSync(fd);
  let open = true;
  return {
    size,
    async read(offset, length) {
      const n = Math.max(0, Math.min(length, size - offset));
      const buf = Buffer.allocUnsafe(n);
      let done = 0;
      while (done < n) {
        const got = readSync(fd, buf, done, n - done, offset + done);
        if (got === 0) break;
        done += got;
      }
      return buf.subarray(0, done);
    },
    async close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}
