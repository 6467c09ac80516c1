/** Random-access bytes: an in-memory buffer or an open file, read in slices. */
import { open, type FileHandle } from "node:fs/promises";

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
  const fh: FileHandle = await open(path, "r");
  const { size } = await fh.stat();
  return {
    size,
    async read(offset, length) {
      const n = Math.max(0, Math.min(length, size - offset));
      const buf = Buffer.alloc(n);
      let done = 0;
      while (done < n) {
        const { bytesRead } = await fh.read(buf, done, n - done, offset + done);
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return buf.subarray(0, done);
    },
    close: () => fh.close(),
  };
}
