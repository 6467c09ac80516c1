/**
 * The writers' line layouts, read from bytes: the fast path of the verifier, of the writer and of
 * reopening a bundle. A record line whose fields are all in canonical form gives its recordId
 * input by copying spans of the line; an audit line in the writer's exact layout gives its
 * entryHash input the same way. Whatever does not qualify is declined and goes through the general
 * decoder, which gives the same answers (property tests check that).
 *
 * A layout is a reusable reader: read() fills its offsets in place, so a line costs no allocation
 * until something is kept. The bytes must be valid UTF-8 (readers check whole blocks first).
 */
import { MemberSpans, canonicalObjectEndAt, canonicalStringEndAt } from "../../canonical/aegx-canon-bytes.js";
import { sha256Hex } from "../../hash/digest.js";
import { PRINCIPALS, RECORD_TYPES } from "./constants.js";

const bytesOf = (s: string): Buffer => Buffer.from(s, "latin1");

/** ASCII code → value of a lowercase hex digit, -1 for anything else. */
const HEX_DIGIT = new Int8Array(256).fill(-1);
for (let c = 0; c < 16; c++) HEX_DIGIT["0123456789abcdef".charCodeAt(c)] = c;

/** Whether b[at, at + 64) are 64 lowercase hex digits (at + 64 <= the line's end is the caller's check). */
export function isHex64At(b: Uint8Array, at: number): boolean {
  let bad = 0;
  for (let k = at; k < at + 64; k++) bad |= HEX_DIGIT[b[k]];
  return bad >= 0;
}

/** The 32 bytes spelled by the 64 hex digits at `b[at]` (isHex64At holds), written to `out[outAt]`. */
export function hexBytesAt(b: Uint8Array, at: number, out: Uint8Array, outAt: number): void {
  for (let k = 0; k < 32; k++)
    out[outAt + k] = ((HEX_DIGIT[b[at + 2 * k]] as number) << 4) | (HEX_DIGIT[b[at + 2 * k + 1]] as number);
}

/** Whether `b` holds the ASCII text `word` at `at` (within `end`). */
function literalAt(b: Uint8Array, at: number, end: number, word: Buffer): boolean {
  if (at + word.length > end) return false;
  for (let k = 0; k < word.length; k++) if (b[at + k] !== word[k]) return false;
  return true;
}

/** Index in `words` of the word spelled by b[start, end), or -1. */
function wordIndex(b: Uint8Array, start: number, end: number, words: readonly Buffer[]): number {
  next: for (let w = 0; w < words.length; w++) {
    const word = words[w] as Buffer;
    if (word.length !== end - start) continue;
    for (let k = 0; k < word.length; k++) if (b[start + k] !== word[k]) continue next;
    return w;
  }
  return -1;
}

/** The stored timestamp form `YYYY-MM-DDTHH:MM:SSZ` (AEGX_TS_PATTERN) at b[at, at + 20). */
function storedTsAt(b: Uint8Array, at: number): boolean {
  for (let k = 0; k < 20; k++) {
    const c = b[at + k];
    const want = TS_SHAPE[k];
    if (want === DIGIT ? c < 48 || c > 57 : c !== want) return false;
  }
  return true;
}
const DIGIT = 100;
/** `d` (DIGIT) marks a digit. */
const TS_SHAPE = bytesOf("dddd-dd-ddTdd:dd:ddZ");

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Builds a hash input from constant text and spans of one line, in one buffer: the line is copied
 * in once, then every piece is moved with copyWithin, which needs no view (a view per piece, as
 * Buffer.copy and set take, costs more than copying a short span).
 */
class Assembler {
  private buf: Buffer;
  /** Offset of each constant in `buf`; the output starts after them. */
  private readonly offsets: number[] = [];
  private readonly lengths: number[] = [];
  private readonly base: number;
  private out = 0;
  /** Where line offset `lineStart` sits in `buf`. */
  private shift = 0;

  constructor(constants: Buffer[]) {
    let at = 0;
    for (const c of constants) {
      this.offsets.push(at);
      this.lengths.push(c.length);
      at += c.length;
    }
    this.base = at;
    this.buf = Buffer.allocUnsafe(4096);
    constants.forEach((c, k) => c.copy(this.buf, this.offsets[k]));
  }

  /** Start an input for the line b[start, end); constants add at most `extra` bytes to it. */
  begin(b: Uint8Array, start: number, end: number, extra: number): void {
    const room = this.base + 2 * (end - start) + extra;
    if (room > this.buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(room, 2 * this.buf.length));
      this.buf.copy(grown, 0, 0, this.base);
      this.buf = grown;
    }
    const lineAt = this.base + (end - start) + extra;
    this.buf.set(b.subarray(start, end), lineAt);
    this.shift = lineAt - start;
    this.out = this.base;
  }

  /** Append constant `k`. */
  text(k: number): void {
    const from = this.offsets[k] as number;
    this.buf.copyWithin(this.out, from, from + (this.lengths[k] as number));
    this.out += this.lengths[k] as number;
  }

  /** Append the line's bytes [s, e) (offsets in the line's own buffer). */
  span(s: number, e: number): void {
    this.buf.copyWithin(this.out, s + this.shift, e + this.shift);
    this.out += e - s;
  }

  done(): Buffer {
    return this.buf.subarray(this.base, this.out);
  }
}

const RECORD_HEAD = bytesOf('{"recordId":"');
const TYPE = bytesOf('","type":"');
const PRINCIPAL = bytesOf('","principal":"');
const TAINT = bytesOf('","taint":[');
const PARENTS = bytesOf(',"parents":[');
const META = bytesOf(',"meta":{');
const PAYLOAD = bytesOf(',"payload":{');
const SCHEMA_TAIL = bytesOf(',"schema":"0.1"}');
const TYPE_WORDS = RECORD_TYPES.map(bytesOf);
const PRINCIPAL_WORDS = PRINCIPALS.map(bytesOf);
const KEY_TS = bytesOf("ts");
const KEY_INLINE = bytesOf("inline");
const KEY_BLOB = bytesOf("blob");
const KEY_MIME = bytesOf("mime");
const KEY_SIZE = bytesOf("size");
/** The constant text of the recordId input, in order, and how long it is in all. */
const ID_INPUT = [
  '{"meta":',
  ',"parents":',
  ',"payload":',
  ',"principal":"',
  '","schema":"0.1","taint":',
  ',"type":"',
  '"}',
].map(bytesOf);
const ID_INPUT_TEXT = ID_INPUT.reduce((n, c) => n + c.length, 0);

/**
 * A record line as the reference and agentc write it: `{"recordId":…,"type":…,"principal":…,
 * "taint":[…],"parents":[…],"meta":{…},"payload":{…}` and an optional `"schema":"0.1"`, with meta
 * and payload in canonical form and meta.ts in stored form (normalising it is then the identity).
 */
export class RecordLayout {
  /** Offset of the recordId's 64 hex digits. */
  idAt = 0;
  typeStart = 0;
  typeEnd = 0;
  principalStart = 0;
  principalEnd = 0;
  /** `[…]` spans of taint and parents; parent k's hex digits are at parentsStart + 2 + 67k. */
  taintStart = 0;
  taintEnd = 0;
  parentsStart = 0;
  parentsEnd = 0;
  parentCount = 0;
  metaStart = 0;
  metaEnd = 0;
  /** Offset of meta.ts's 20 characters (inside its quotes). */
  tsAt = 0;
  payloadStart = 0;
  payloadEnd = 0;
  /** Offset of the blob hash's hex digits (-1 for an inline payload), and the blob's size. */
  blobAt = -1;
  blobSize = 0;
  private readonly members = new MemberSpans();
  private readonly input = new Assembler(ID_INPUT);
  private start = 0;
  private end = 0;

  /** Read the line b[start, end); false when it does not have the layout (take the general path). */
  read(b: Buffer, start: number, end: number): boolean {
    this.start = start;
    this.end = end;
    if (!literalAt(b, start, end, RECORD_HEAD)) return false;
    this.idAt = start + RECORD_HEAD.length;
    let i = this.idAt + 64;
    if (i > end || !isHex64At(b, this.idAt) || !literalAt(b, i, end, TYPE)) return false;
    i = this.typeStart = i + TYPE.length;
    while (i < end && ((b[i] >= 65 && b[i] <= 90) || (b[i] >= 97 && b[i] <= 122))) i++;
    this.typeEnd = i;
    if (wordIndex(b, this.typeStart, i, TYPE_WORDS) < 0 || !literalAt(b, i, end, PRINCIPAL)) return false;
    i = this.principalStart = i + PRINCIPAL.length;
    while (i < end && b[i] >= 65 && b[i] <= 90) i++;
    this.principalEnd = i;
    if (wordIndex(b, this.principalStart, i, PRINCIPAL_WORDS) < 0 || !literalAt(b, i, end, TAINT)) return false;
    this.taintStart = i + TAINT.length - 1;
    i = this.taintEnd = stringListEnd(b, this.taintStart, end);
    if (i < 0 || !literalAt(b, i, end, PARENTS)) return false;
    this.parentsStart = i + PARENTS.length - 1;
    i = this.parentsStart + 1;
    let count = 0;
    if (i < end && b[i] !== 93) {
      for (;;) {
        if (i + 66 > end || b[i] !== 34 || !isHex64At(b, i + 1) || b[i + 65] !== 34) return false;
        count++;
        i += 66;
        if (i < end && b[i] === 44) i++;
        else break;
      }
    }
    if (i >= end || b[i] !== 93) return false;
    this.parentCount = count;
    this.parentsEnd = i + 1;
    if (!literalAt(b, this.parentsEnd, end, META)) return false;
    this.metaStart = this.parentsEnd + META.length - 1;
    return this.readMeta(b, end) && this.readPayload(b, end);
  }

  /** meta: a canonical object whose ts is a plain string in stored form. */
  private readMeta(b: Buffer, end: number): boolean {
    const members = this.members;
    members.count = 0;
    this.metaEnd = canonicalObjectEndAt(b, this.metaStart, end, 0, members);
    if (this.metaEnd < 0) return false;
    const m = members.at;
    for (let k = 0; k < 4 * members.count; k += 4) {
      if (!keyIs(b, m[k], m[k + 1], KEY_TS)) continue;
      const v = m[k + 2];
      this.tsAt = v + 1;
      return m[k + 3] - v === 22 && b[v] === 34 && storedTsAt(b, v + 1);
    }
    return false;
  }

  /** payload: exactly one of the two forms; then nothing but an optional "schema":"0.1". */
  private readPayload(b: Buffer, end: number): boolean {
    if (!literalAt(b, this.metaEnd, end, PAYLOAD)) return false;
    this.payloadStart = this.metaEnd + PAYLOAD.length - 1;
    const members = this.members;
    members.count = 0;
    this.payloadEnd = canonicalObjectEndAt(b, this.payloadStart, end, 0, members);
    if (this.payloadEnd < 0) return false;
    const m = members.at;
    this.blobAt = -1;
    if (
      members.count === 3 &&
      keyIs(b, m[0], m[1], KEY_BLOB) &&
      keyIs(b, m[4], m[5], KEY_MIME) &&
      keyIs(b, m[8], m[9], KEY_SIZE)
    ) {
      const hash = m[2];
      if (m[3] - hash !== 66 || b[hash] !== 34 || !isHex64At(b, hash + 1) || b[m[6]] !== 34) return false;
      const size = sizeOf(b, m[10], m[11]);
      if (size < 0) return false;
      this.blobAt = hash + 1;
      this.blobSize = size;
    } else if (members.count !== 1 || !keyIs(b, m[0], m[1], KEY_INLINE)) return false;
    const rest = end - this.payloadEnd;
    return (
      (rest === 1 && b[this.payloadEnd] === 125) ||
      (rest === SCHEMA_TAIL.length && literalAt(b, this.payloadEnd, end, SCHEMA_TAIL))
    );
  }

  /** The recordId input (AEGX_CANON_0_1 of the hashed fields), cut from the line last read, in a scratch buffer. */
  idInput(b: Uint8Array): Buffer {
    const a = this.input;
    a.begin(b, this.start, this.end, ID_INPUT_TEXT);
    a.text(0);
    a.span(this.metaStart, this.metaEnd);
    a.text(1);
    a.span(this.parentsStart, this.parentsEnd);
    a.text(2);
    a.span(this.payloadStart, this.payloadEnd);
    a.text(3);
    a.span(this.principalStart, this.principalEnd);
    a.text(4);
    a.span(this.taintStart, this.taintEnd);
    a.text(5);
    a.span(this.typeStart, this.typeEnd);
    a.text(6);
    return a.done();
  }

  /** The recordId the line last read should carry. */
  computedId(b: Uint8Array): string {
    return sha256Hex(this.idInput(b));
  }
}

function keyIs(b: Uint8Array, s: number, e: number, key: Buffer): boolean {
  return e - s === key.length && literalAt(b, s, e, key);
}

/** A blob size as the writers print it: 0, or up to 15 digits without a leading zero; -1 otherwise. */
function sizeOf(b: Uint8Array, s: number, e: number): number {
  const n = e - s;
  if (n < 1 || n > 15 || (b[s] === 48 && n > 1)) return -1;
  let v = 0;
  for (let k = s; k < e; k++) {
    if (!isDigit(b[k])) return -1;
    v = v * 10 + (b[k] - 48);
  }
  return v;
}

/**
 * End of the taint list at `i` (its `[`): the span up to the first `]` must be a canonical array
 * of canonical strings; -1 otherwise.
 */
function stringListEnd(b: Buffer, i: number, end: number): number {
  let close = i + 1;
  while (close < end && b[close] !== 93) close++;
  if (close >= end) return -1;
  if (close === i + 1) return close + 1;
  for (let j = i + 1; ;) {
    if (b[j] !== 34) return -1;
    j = canonicalStringEndAt(b, j, close);
    if (j < 0) return -1;
    if (j === close) return close + 1;
    if (b[j] !== 44) return -1;
    j++;
  }
}

const AUDIT_HEAD = bytesOf('{"idx":');
const AUDIT_TS = bytesOf(',"ts":"');
const AUDIT_RECORD = bytesOf('","recordId":"');
const AUDIT_PREV = bytesOf('","prev":"');
const AUDIT_HASH = bytesOf('","entryHash":"');
/** The constant text of the entryHash input, in order. */
const HASH_INPUT = ['{"idx":', ',"prev":"', '","recordId":"', '","ts":"', '"}'].map(bytesOf);
const HASH_INPUT_TEXT = HASH_INPUT.reduce((n, c) => n + c.length, 0);

/**
 * An audit line in the writers' exact layout: `{"idx":N,"ts":"YYYY-MM-DDTHH:MM:SSZ","recordId":
 * "<hex>","prev":"<hex>","entryHash":"<hex>"}`, idx without leading zeros and at most 15 digits.
 */
export class AuditLayout {
  idx = 0;
  idxStart = 0;
  idxEnd = 0;
  tsAt = 0;
  recordIdAt = 0;
  prevAt = 0;
  entryHashAt = 0;
  private readonly input = new Assembler(HASH_INPUT);
  private start = 0;
  private end = 0;

  read(b: Uint8Array, start: number, end: number): boolean {
    this.start = start;
    this.end = end;
    if (!literalAt(b, start, end, AUDIT_HEAD)) return false;
    let i = (this.idxStart = start + AUDIT_HEAD.length);
    let idx = 0;
    while (i < end && isDigit(b[i])) idx = idx * 10 + (b[i++] - 48);
    const digits = i - this.idxStart;
    if (digits < 1 || digits > 15 || (b[this.idxStart] === 48 && digits > 1)) return false;
    this.idx = idx;
    this.idxEnd = i;
    this.tsAt = i + AUDIT_TS.length;
    this.recordIdAt = this.tsAt + 20 + AUDIT_RECORD.length;
    this.prevAt = this.recordIdAt + 64 + AUDIT_PREV.length;
    this.entryHashAt = this.prevAt + 64 + AUDIT_HASH.length;
    return (
      end === this.entryHashAt + 66 &&
      literalAt(b, i, end, AUDIT_TS) &&
      storedTsAt(b, this.tsAt) &&
      literalAt(b, this.tsAt + 20, end, AUDIT_RECORD) &&
      isHex64At(b, this.recordIdAt) &&
      literalAt(b, this.recordIdAt + 64, end, AUDIT_PREV) &&
      isHex64At(b, this.prevAt) &&
      literalAt(b, this.prevAt + 64, end, AUDIT_HASH) &&
      isHex64At(b, this.entryHashAt) &&
      b[end - 2] === 34 &&
      b[end - 1] === 125
    );
  }

  /** The entryHash input of the line last read: `{"idx":N,"prev":…,"recordId":…,"ts":…}`. */
  hashInput(b: Uint8Array): Buffer {
    const a = this.input;
    a.begin(b, this.start, this.end, HASH_INPUT_TEXT);
    a.text(0);
    a.span(this.idxStart, this.idxEnd);
    a.text(1);
    a.span(this.prevAt, this.prevAt + 64);
    a.text(2);
    a.span(this.recordIdAt, this.recordIdAt + 64);
    a.text(3);
    a.span(this.tsAt, this.tsAt + 20);
    a.text(4);
    return a.done();
  }

  /** The entryHash the line last read should carry. */
  computedHash(b: Uint8Array): string {
    return sha256Hex(this.hashInput(b));
  }
}
