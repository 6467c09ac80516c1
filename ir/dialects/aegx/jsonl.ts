/**
 * Streaming JSON Lines: splits a byte stream on LF, decodes strict UTF-8,
 * drops a trailing CR, and reports the 1-based line number of each line.
 * Memory stays bounded by the longest line, not the file.
 */
import { isUtf8 } from "node:buffer";
/** Bytes arriving in chunks (a file read in slices, a zip entry inflating). */
export type ByteChunks = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export type JsonlLine = { line: number; text: string } | { line: number; utf8Error: true };

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Lines in batches (one per input chunk), so consumers can run a synchronous inner loop. */
export async function* jsonlBatches(chunks: ByteChunks): AsyncGenerator<JsonlLine[]> {
  let carry: Buffer = Buffer.alloc(0);
  let line = 0;
  const next = (): number => ++line;
  for await (const chunk of chunks) {
    const buf = carry.length ? Buffer.concat([carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const last = buf.lastIndexOf(10);
    if (last < 0) {
      carry = buf;
      continue;
    }
    carry = Buffer.from(buf.subarray(last + 1));
    yield [...splitBlock(buf.subarray(0, last), next)];
  }
  if (carry.length) yield [...splitBlock(carry, next)];
}

export async function* jsonlLines(chunks: ByteChunks): AsyncGenerator<JsonlLine> {
  for await (const batch of jsonlBatches(chunks)) yield* batch;
}

function* splitBlock(block: Buffer, next: () => number): Generator<JsonlLine> {
  // isUtf8 + toString is the fast native path (toString keeps a BOM, as it must be reported).
  const text = isUtf8(block) ? block.toString("utf8") : undefined;
  if (text !== undefined) {
    for (const raw of text.split("\n")) yield { line: next(), text: raw.endsWith("\r") ? raw.slice(0, -1) : raw };
    return;
  }
  // Some line in this block is not UTF-8: decode line by line to find it.
  let start = 0;
  for (;;) {
    const nl = block.indexOf(10, start);
    const part = block.subarray(start, nl < 0 ? block.length : nl);
    const line = next();
    try {
      const raw = decoder.decode(part);
      yield { line, text: raw.endsWith("\r") ? raw.slice(0, -1) : raw };
    } catch {
      yield { line, utf8Error: true };
    }
    if (nl < 0) return;
    start = nl + 1;
  }
}

/** Unicode White_Space (Rust's `str::trim`); unlike JS `trim` it does not include U+FEFF. */
const BLANK = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;

/** True for a blank or whitespace-only line, which the spec says to ignore. */
export function isBlankLine(text: string): boolean {
  return BLANK.test(text);
}
