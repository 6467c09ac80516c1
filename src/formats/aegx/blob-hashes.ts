/**
 * The sha256 and size of every regular file in a bundle's blobs/ directory, for the verifier's
 * helper thread: blob checks need only these, so the thread hashes the files while the main
 * thread reads records, and the main thread then checks blobs from the results.
 */
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { sha256Hex } from "../../../ir/hash/digest.js";
import { fileChunks } from "../../../ir/io/file-chunks.js";

/** [file name, sha256 hex, size in bytes] of each regular file. */
export type BlobHash = [string, string, number];

/** Files up to this size are read whole: one read and one hash call. */
const WHOLE = 4 << 20;

/** sha256 and size of one file (`size`: what stat says, to choose how to read it). */
export function hashBlobFile(path: string, size = statSync(path).size): { hex: string; size: number } {
  if (size <= WHOLE) {
    const bytes = readFileSync(path);
    return { hex: sha256Hex(bytes), size: bytes.length };
  }
  const h = createHash("sha256");
  let read = 0;
  for (const c of fileChunks(path)) {
    h.update(c);
    read += c.length;
  }
  return { hex: h.digest("hex"), size: read };
}

export function hashBlobDir(dir: string): BlobHash[] {
  const out: BlobHash[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = lstatSync(path);
    if (!st.isFile()) continue;
    const { hex, size } = hashBlobFile(path, st.size);
    out.push([name, hex, size]);
  }
  return out;
}
