/**
 * The costly part of the records pass over a byte range of records.jsonl (a worker thread's share):
 * lines in the writers' layout are cut, hashed and compared with their recordId here; what the main
 * thread then does per record is bookkeeping only (ids, parents, roots, blobs, in file order, so
 * every diagnostic comes out as in a single-thread run). Lines that need the general decoder are
 * passed back as text and decoded by the main thread in their place. Results are compact arrays
 * that cross the thread boundary by transfer.
 */
import type { ByteChunks } from "../../../ir/dialects/aegx/jsonl.js";
import { RecordLayout } from "../../../ir/dialects/aegx/line-layout.js";
import { visitLines } from "./bundle-lines.js";

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
  /** recordId of each record as its 64 hex digits (zeros for records that are not fast). */
  ids: Buffer;
  /** Parents of each fast record: their number, and all of them in order (64 hex digits each). */
  parentCounts: Uint32Array;
  parents: Buffer;
  /** The computed id of each mismatching record, in order. */
  computed: string[];
  /** Blob references of fast records: [record index, hash, size]. */
  blobs: Array<[number, string, number]>;
  /** The text of each general line, in order. */
  texts: string[];
}

/** Appended 64-byte hex ids. */
class HexIds {
  buf = Buffer.alloc(1 << 16);
  len = 0;
  push(from: Uint8Array, at: number): void {
    if (this.len + 64 > this.buf.length) {
      const next = Buffer.alloc(this.buf.length * 2);
      this.buf.copy(next, 0, 0, this.len);
      this.buf = next;
    }
    this.buf.set(from.subarray(at, at + 64), this.len);
    this.len += 64;
  }
  zero(): void {
    this.push(ZEROS, 0);
  }
  done(): Buffer {
    return this.buf.subarray(0, this.len);
  }
}
const ZEROS = Buffer.alloc(64, 48);

export async function checkRecordSegment(chunks: ByteChunks): Promise<RecordSegment> {
  let cap = 1024;
  let kinds = new Uint8Array(cap);
  let rel = new Uint32Array(cap);
  let parentCounts = new Uint32Array(cap);
  const ids = new HexIds();
  const parents = new HexIds();
  const computed: string[] = [];
  const blobs: Array<[number, string, number]> = [];
  const texts: string[] = [];
  let count = 0;
  /** A slot for the next record, at `line`. */
  const next = (line: number, kind: number): number => {
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
    rel[count] = line;
    kinds[count] = kind;
    return count++;
  };
  const layout = new RecordLayout();
  const lines = await visitLines(chunks, layout, {
    fast(b, line) {
      const id = layout.computedId(b);
      const matches = id === b.toString("latin1", layout.idAt, layout.idAt + 64);
      const at = next(line, matches ? SEGMENT_FAST : SEGMENT_FAST_MISMATCH);
      if (!matches) computed.push(id);
      ids.push(b, layout.idAt);
      parentCounts[at] = layout.parentCount;
      for (let k = 0; k < layout.parentCount; k++) parents.push(b, layout.parentsStart + 2 + 67 * k);
      if (layout.blobAt >= 0)
        blobs.push([at, b.toString("latin1", layout.blobAt, layout.blobAt + 64), layout.blobSize]);
    },
    general(line, text) {
      next(line, SEGMENT_GENERAL);
      texts.push(text);
      ids.zero();
    },
    notUtf8(line) {
      next(line, SEGMENT_UTF8);
      ids.zero();
    },
  });
  return {
    lines,
    count,
    kinds: kinds.subarray(0, count),
    rel: rel.subarray(0, count),
    ids: ids.done(),
    parentCounts: parentCounts.subarray(0, count),
    parents: parents.done(),
    computed,
    blobs,
    texts,
  };
}
