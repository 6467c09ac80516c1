/**
 * The costly part of the records pass over a byte range of records.jsonl (a worker thread's share):
 * lines in the writers' layout are cut, hashed and compared with their recordId here; what the main
 * thread then does per record is bookkeeping only (ids, parents, roots, blobs, in file order, so
 * every diagnostic comes out as in a single-thread run). Lines that need the general decoder are
 * passed back as text and decoded by the main thread in their place. Results are compact arrays
 * that cross the thread boundary by transfer.
 */
import type { ByteChunks } from "../../../ir/dialects/aegx/jsonl.js";
import { jsonlBatches, isBlankLine } from "../../../ir/dialects/aegx/jsonl.js";
import { fastRecord } from "../../../ir/dialects/aegx/fast-lines.js";
import { sha256Hex } from "../../../ir/hash/digest.js";

/** Per record: the recordId matched its line (0), did not (1), needs the general decoder (2), is not UTF-8 (3). */
export const SEGMENT_FAST = 0;
export const SEGMENT_FAST_MISMATCH = 1;
export const SEGMENT_GENERAL = 2;
export const SEGMENT_UTF8 = 3;

export interface RecordSegment {
  /** Physical lines read (blank ones included), for numbering the lines after them. */
  lines: number;
  count: number;
  kinds: Uint8Array;
  /** 1-based line of each record within the segment. */
  rel: Uint32Array;
  /** recordId of each fast record (32 bytes each). */
  ids: Buffer;
  /** Parents of each fast record: their number, and all of them in order (32 bytes each). */
  parentCounts: Uint32Array;
  parents: Buffer;
  /** The computed id of each mismatching record, in order. */
  computed: string[];
  /** Blob references of fast records: [record index, hash, size]. */
  blobs: Array<[number, string, number]>;
  /** The text of each general line, in order. */
  texts: string[];
}

class Bytes {
  buf = Buffer.alloc(1 << 16);
  len = 0;
  hex(s: string): void {
    if (this.len + 32 > this.buf.length) {
      const next = Buffer.alloc(this.buf.length * 2);
      this.buf.copy(next, 0, 0, this.len);
      this.buf = next;
    }
    this.len += this.buf.write(s, this.len, 32, "hex");
  }
  done(): Buffer {
    return this.buf.subarray(0, this.len);
  }
}

/** A copy that pins nothing else: a string cut from a line is a V8 slice that keeps the whole decoded chunk alive. */
function own(s: string): string {
  return s.padEnd(s.length + 1).slice(0, s.length);
}

export async function checkRecordSegment(chunks: ByteChunks): Promise<RecordSegment> {
  let cap = 1024;
  let kinds = new Uint8Array(cap);
  let rel = new Uint32Array(cap);
  let parentCounts = new Uint32Array(cap);
  const ids = new Bytes();
  const parents = new Bytes();
  const computed: string[] = [];
  const blobs: Array<[number, string, number]> = [];
  const texts: string[] = [];
  let count = 0;
  let lines = 0;
  for await (const batch of jsonlBatches(chunks)) {
    for (const l of batch) {
      lines = l.line;
      if ("text" in l && isBlankLine(l.text)) continue;
      if (count === cap) {
        cap *= 2;
        const k = new Uint8Array(cap);
        k.set(kinds);
        kinds = k;
        const r = new Uint32Array(cap);
        r.set(rel);
        rel = r;
        const p = new Uint32Array(cap);
        p.set(parentCounts);
        parentCounts = p;
      }
      const at = count++;
      rel[at] = l.line;
      if (!("text" in l)) {
        kinds[at] = SEGMENT_UTF8;
        ids.hex("0".repeat(64));
        continue;
      }
      const fast = fastRecord(l.text);
      if (!fast) {
        kinds[at] = SEGMENT_GENERAL;
        texts.push(own(l.text));
        ids.hex("0".repeat(64));
        continue;
      }
      const id = sha256Hex(fast.canonicalInput);
      kinds[at] = id === fast.recordId ? SEGMENT_FAST : SEGMENT_FAST_MISMATCH;
      if (id !== fast.recordId) computed.push(id);
      ids.hex(fast.recordId);
      parentCounts[at] = fast.parents.length;
      for (const p of fast.parents) parents.hex(p);
      if (fast.blob) blobs.push([at, own(fast.blob.hash), fast.blob.size]);
    }
  }
  return { lines, count, kinds: kinds.subarray(0, count), rel: rel.subarray(0, count), ids: ids.done(), parentCounts: parentCounts.subarray(0, count), parents: parents.done(), computed, blobs, texts };
}
