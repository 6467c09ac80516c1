/**
 * Text read as UTF-8, never silently altered: bytes that are not UTF-8 are read as U+FFFD (as tools
 * read them), and the warning `RULES-ENCODING` names the file, the line and the byte offset of the
 * first invalid byte and how many replacement characters stand for such bytes. Every reader of a
 * text file a user wrote or a tool logged goes through here: rule and agent files, `.aigxignore`,
 * session logs (Claude Code, Codex, OTLP) and the source files the genome scanner reads.
 */
import { isUtf8 } from "node:buffer";
import type { Diagnostic } from "../diagnostics/diagnostic.js";

/** Where a text's bytes stop being UTF-8. */
export interface ReplacedBytes {
  /** Byte offset of the first invalid byte (of the sequence it breaks), from the start of the file. */
  offset: number;
  /** Its 1-based line. */
  line: number;
  /** Replacement characters (U+FFFD) the decoded text holds for such bytes. */
  count: number;
}

const isValid = (bytes: Uint8Array): boolean => isUtf8(bytes);

/** The offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalid(bytes: Uint8Array): number {
  let lo = 0;
  let hi = bytes.length;
  // The longest prefix that is valid as the start of a stream (a sequence cut at its end is not an error there), by halving.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    let ok = true;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
    } catch {
      ok = false;
    }
    if (ok) lo = mid;
    else hi = mid - 1;
  }
  // The prefix ends inside the sequence the bad byte breaks (at most 3 bytes back): report where that sequence starts.
  let start = lo;
  while (start > 0 && lo - start < 3 && !isValid(bytes.subarray(0, start))) start--;
  return start;
}

const countReplacements = (text: string): number => {
  let count = 0;
  for (let i = text.indexOf("\uFFFD"); i >= 0; i = text.indexOf("\uFFFD", i + 1)) count++;
  return count;
};

/** U+FFFD written in the file itself (EF BF BD, valid UTF-8): not a replacement for anything. */
const WRITTEN_FFFD = Buffer.from("\uFFFD", "utf8");
const writtenReplacements = (bytes: Uint8Array): number => {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let count = 0;
  // EF is a lead byte, never a continuation: EF BF BD is always one whole character, never the tail of another.
  for (let i = b.indexOf(WRITTEN_FFFD); i >= 0; i = b.indexOf(WRITTEN_FFFD, i + 3)) count++;
  return count;
};

/**
 * Where `bytes` (decoded as `text`) are not UTF-8, or undefined when they all are. `base` places
 * them in their file: the offset and line at which they start (a line of a log read piece by piece).
 */
export function replacedBytes(
  bytes: Uint8Array,
  text: string,
  base: { offset: number; line: number } = { offset: 0, line: 1 },
): ReplacedBytes | undefined {
  if (isValid(bytes)) return undefined;
  const at = firstInvalid(bytes);
  let line = base.line;
  for (let i = 0; i < at; i++) if (bytes[i] === 10) line++;
  return { offset: base.offset + at, line, count: countReplacements(text) - writtenReplacements(bytes) };
}

/** The warning for replaced bytes in `file`; `more` says what else was found past the first (a log's other lines). */
export function encodingWarning(file: string, r: ReplacedBytes, more = ""): Diagnostic {
  return {
    code: "RULES-ENCODING",
    severity: "warning",
    message: `${file} is not valid UTF-8 (first invalid byte at offset ${r.offset}, line ${r.line}): ${r.count} replacement character${r.count === 1 ? "" : "s"} (U+FFFD) stand for the bytes that are not${more}`,
    file,
    line: r.line,
  };
}

/** The text of `bytes` read as UTF-8, and a warning naming `file` when some of them are not. */
export function decodeUtf8(bytes: Uint8Array, file: string): { text: string; diagnostics: Diagnostic[] } {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  const r = replacedBytes(bytes, text);
  return { text, diagnostics: r ? [encodingWarning(file, r)] : [] };
}

/** How many bytes at the end of `bytes` begin a UTF-8 sequence that the next chunk completes (0–3). */
function unfinishedTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const b = bytes[bytes.length - back]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead
    const needs = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return needs > back ? back : 0;
  }
  return 0;
}

/**
 * Replaced bytes in a file read chunk by chunk (a log streamed with bounded memory): feed each chunk
 * in order, then `warning()` gives the one RULES-ENCODING warning `decodeUtf8` would give for the
 * whole file, or undefined. A sequence cut between two chunks is carried to the next.
 */
export class Utf8Watch {
  private carry: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private line = 1;
  private first: ReplacedBytes | undefined;
  private count = 0;

  constructor(private readonly file: string) {}

  feed(chunk: Uint8Array): void {
    const bytes = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const keep = unfinishedTail(bytes);
    const whole = bytes.subarray(0, bytes.length - keep);
    this.account(whole);
    this.carry = Uint8Array.from(bytes.subarray(whole.length));
  }

  /** The warning for the whole file (a sequence left unfinished at its end counts as replaced). */
  warning(): Diagnostic | undefined {
    if (this.carry.length) {
      this.account(this.carry);
      this.carry = new Uint8Array(0);
    }
    return this.first ? encodingWarning(this.file, { ...this.first, count: this.count }) : undefined;
  }

  private account(bytes: Uint8Array): void {
    if (!isValid(bytes)) {
      const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
      const r = replacedBytes(bytes, text, { offset: this.offset, line: this.line });
      if (r) {
        this.first ??= r;
        this.count += r.count;
      }
    }
    // Lines are counted only up to the first replaced byte: the warning names no later one.
    if (!this.first) for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) this.line++;
    this.offset += bytes.length;
  }
}
