/**
 * Streaming JSON Lines: splits a byte stream on LF, decodes strict UTF-8,
 * drops a trailing CR, and reports the 1-based line number of each line.
 * Memory stays bounded by the longest line, not the file. Readers that know
 * a line layout (visitLines) get such lines as bytes, undecoded; only the
 * others are decoded.
 */
import { isUtf8 } from "node:buffer";
/** Bytes arriving in chunks (a file read in slices, a zip entry inflating). */
export type ByteChunks = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export type JsonlLine = { line: number; text: string } | { line: number; utf8Error: true };

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Whole lines as bytes (the final LF left off), one block per input chunk; `utf8` when all of it is valid UTF-8. */
export interface JsonlBlock {
  bytes: Buffer;
  utf8: boolean;
}

/** The input in blocks of whole lines, undecoded: for readers that look at bytes first. */
export async function* jsonlBlocks(chunks: ByteChunks): AsyncGenerator<JsonlBlock> {
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    const buf = carry.length
      ? Buffer.concat([carry, chunk])
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const last = buf.lastIndexOf(10);
    if (last < 0) {
      carry = buf;
      continue;
    }
    carry = Buffer.from(buf.subarray(last + 1));
    const bytes = buf.subarray(0, last);
    yield { bytes, utf8: isUtf8(bytes) };
  }
  if (carry.length) yield { bytes: carry, utf8: isUtf8(carry) };
}

/**
 * Each line of a block, in order: its byte span without the LF and one trailing CR. Spans in a
 * UTF-8 block are text as they are; elsewhere `lineText` tells. A visit that returns false stops
 * the walk (and eachLine returns false).
 */
export function eachLine(bytes: Buffer, visit: (start: number, end: number) => boolean | void): boolean {
  for (let start = 0; ;) {
    const nl = bytes.indexOf(10, start);
    const stop = nl < 0 ? bytes.length : nl;
    if (visit(start, stop > start && bytes[stop - 1] === 13 ? stop - 1 : stop) === false) return false;
    if (nl < 0) return true;
    start = nl + 1;
  }
}

/** The text of a line span; undefined when it is not UTF-8 (`blockUtf8`: the whole block is). */
export function lineText(bytes: Buffer, start: number, end: number, blockUtf8: boolean): string | undefined {
  if (blockUtf8) return bytes.toString("utf8", start, end);
  try {
    return decoder.decode(bytes.subarray(start, end));
  } catch {
    return undefined;
  }
}

/** Lines in batches (one per input chunk), so consumers can run a synchronous inner loop. */
export async function* jsonlBatches(chunks: ByteChunks): AsyncGenerator<JsonlLine[]> {
  let line = 0;
  for await (const block of jsonlBlocks(chunks)) {
    const out: JsonlLine[] = [];
    eachLine(block.bytes, (start, end) => {
      const text = lineText(block.bytes, start, end, block.utf8);
      out.push(text === undefined ? { line: ++line, utf8Error: true } : { line: ++line, text });
    });
    yield out;
  }
}

export async function* jsonlLines(chunks: ByteChunks): AsyncGenerator<JsonlLine> {
  for await (const batch of jsonlBatches(chunks)) yield* batch;
}

/** Reads a line in place (a RecordLayout or AuditLayout); false when the line is not in its layout. */
export interface LineLayout {
  read(bytes: Buffer, start: number, end: number): boolean;
}

/** What a line turned out to be: in the layout (its offsets are in the layout), other text, or not UTF-8. */
export interface LineVisitor {
  fast(bytes: Buffer, line: number): void;
  general(line: number, text: string): void;
  notUtf8(line: number): void;
}

/** Visit every non-blank line of `chunks`; returns the number of physical lines (blank ones included). */
export async function visitLines(chunks: ByteChunks, layout: LineLayout, visitor: LineVisitor): Promise<number> {
  let line = 0;
  for await (const { bytes, utf8 } of jsonlBlocks(chunks)) {
    eachLine(bytes, (start, end) => {
      line++;
      // A line in the layout starts with "{": not blank, and (in a block that is not all UTF-8) checked first.
      if ((utf8 || lineText(bytes, start, end, false) !== undefined) && layout.read(bytes, start, end)) {
        visitor.fast(bytes, line);
        return;
      }
      const text = lineText(bytes, start, end, utf8);
      if (text === undefined) visitor.notUtf8(line);
      else if (!isBlankLine(text)) visitor.general(line, text);
    });
  }
  return line;
}

/** Unicode White_Space (Rust's `str::trim`); unlike JS `trim` it does not include U+FEFF. */
const BLANK = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;

/** True for a blank or whitespace-only line, which the spec says to ignore. */
export function isBlankLine(text: string): boolean {
  return BLANK.test(text);
}
