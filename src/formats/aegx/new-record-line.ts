/**
 * The fast path of bulk appends (bulk-append.ts): a new-record line whose values are already
 * written exactly as `BundleWriter.append` would write them becomes the stored record line by
 * copying, without parsing and printing it again (BundleWriter.appendLine takes it from there).
 *
 * That holds when the line is one compact object of the known fields, each at most once, with
 * no extensions; type and principal are known words; meta and payload are canonical objects
 * (canonical text is the text serde prints for the value read from it) with no `\u` escape
 * (serde writes \b and \f where the canonical form has \u0008 and \u000c); meta.ts is in the
 * stored form (checked by the writer); the payload is exactly {"inline":…} or
 * {"blob":…,"mime":…,"size":…}; parents are "@prev" or 64 hex digits; taint is a list of such
 * strings. Any other line is declined and takes the general path, which writes the same bytes
 * (a property test checks that) or says what is wrong.
 */
import { MemberSpans, canonicalObjectEndAt, canonicalStringEndAt } from "../../../ir/canonical/aegx-canon-bytes.js";
import { isHex64At } from "../../../ir/dialects/aegx/line-layout.js";
import { PRINCIPALS, RECORD_TYPES } from "../../../ir/dialects/aegx/constants.js";

const ascii = (s: string): Buffer => Buffer.from(s, "latin1");
const FIELDS = ["type", "principal", "meta", "parents", "taint", "payload"].map(ascii);
const [TYPE, PRINCIPAL, META, PARENTS, TAINT, PAYLOAD] = [0, 1, 2, 3, 4, 5];
const TYPE_WORDS = new Set<string>(RECORD_TYPES);
const PRINCIPAL_WORDS = new Set<string>(PRINCIPALS);
const PREV = ascii('"@prev"');
const PAYLOAD_KEYS = { inline: ascii("inline"), blob: ascii("blob"), mime: ascii("mime"), size: ascii("size") };
/**
 * The nesting meta and payload start at: the parser of the general path allows 127 levels, and
 * the record object and meta (or payload) are two of them; the recogniser allows 127 below its start.
 */
const VALUE_DEPTH = 2;

function same(b: Uint8Array, s: number, e: number, word: Uint8Array): boolean {
  if (e - s !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (b[s + k] !== word[k]) return false;
  return true;
}

/** Whether b[s, e) holds the two bytes `\u` anywhere (also after an escaped backslash: declining more is safe). */
function hasUnicodeEscape(b: Uint8Array, s: number, e: number): boolean {
  for (let k = s; k < e - 1; k++) if (b[k] === 92 && b[k + 1] === 117) return true;
  return false;
}

const HEAD = ascii('{"recordId":"' + "0".repeat(64) + '","type":"');
const AFTER_TYPE = ascii('","principal":"');
const AFTER_PRINCIPAL = ascii('","taint":');
const EMPTY_LIST = ascii("[]");
const AFTER_TAINT = ascii(',"parents":[');
const AFTER_PARENTS = ascii('],"meta":');
const AFTER_META = ascii(',"payload":');
const TAIL = ascii(',"schema":"0.1"}');

export class NewRecordLine {
  /** Value spans of the fields last read (start -1: absent). */
  private readonly start = new Int32Array(6);
  private readonly end = new Int32Array(6);
  private readonly members = new MemberSpans();
  /** Parents last read: offset of each one's hex digits, or -1 for "@prev". */
  private parents: number[] = [];
  private out = Buffer.allocUnsafe(4096);

  /** Read the line b[start, end); false when it is not one for the fast path. */
  read(b: Buffer, start: number, end: number): boolean {
    this.start.fill(-1);
    this.parents.length = 0;
    if (end - start < 2 || b[start] !== 123) return false;
    for (let i = start + 1; ;) {
      // A key: one of the fields, not seen before.
      if (b[i] !== 34) return false;
      const keyEnd = b.indexOf(34, i + 1);
      if (keyEnd < 0 || keyEnd >= end || b[keyEnd + 1] !== 58) return false;
      let field = -1;
      for (let f = 0; f < FIELDS.length; f++) if (same(b, i + 1, keyEnd, FIELDS[f] as Buffer)) field = f;
      if (field < 0 || this.start[field] !== -1) return false;
      const v = keyEnd + 2;
      const ve = this.valueEnd(field, b, v, end);
      if (ve < 0 || ve >= end) return false;
      this.start[field] = v;
      this.end[field] = ve;
      if (b[ve] === 125) {
        if (ve + 1 !== end) return false;
        break;
      }
      if (b[ve] !== 44) return false;
      i = ve + 1;
    }
    return (
      this.start[TYPE] !== -1 && this.start[PRINCIPAL] !== -1 && this.start[META] !== -1 && this.start[PAYLOAD] !== -1
    );
  }

  /** End of the value of `field` at `i` when it qualifies, else -1. */
  private valueEnd(field: number, b: Buffer, i: number, end: number): number {
    switch (field) {
      case TYPE:
        return wordEnd(b, i, end, TYPE_WORDS);
      case PRINCIPAL:
        return wordEnd(b, i, end, PRINCIPAL_WORDS);
      case META: {
        const e = this.objectEnd(b, i, end);
        return e >= 0 && this.hasTs(b) ? e : -1;
      }
      case PAYLOAD: {
        const e = this.objectEnd(b, i, end);
        return e >= 0 && this.payloadForm(b) ? e : -1;
      }
      case PARENTS:
        return this.parentsEnd(b, i, end);
      default:
        return taintEnd(b, i, end);
    }
  }

  /** A canonical object without `\u` escapes; its members are left in this.members. */
  private objectEnd(b: Buffer, i: number, end: number): number {
    if (b[i] !== 123) return -1;
    this.members.count = 0;
    const e = canonicalObjectEndAt(b, i, end, VALUE_DEPTH, this.members);
    return e >= 0 && !hasUnicodeEscape(b, i, e) ? e : -1;
  }

  /** meta has a ts that is a string (its form is the writer's check). */
  private hasTs(b: Buffer): boolean {
    const m = this.members.at;
    for (let k = 0; k < 4 * this.members.count; k += 4)
      if (m[k + 1] - m[k] === 2 && b[m[k]] === 116 && b[m[k] + 1] === 115) return b[m[k + 2]] === 34;
    return false;
  }

  /** Exactly {"inline":…}, or {"blob":…,"mime":…,"size":…} with a hash, a string and a byte count. */
  private payloadForm(b: Buffer): boolean {
    const m = this.members.at;
    if (this.members.count === 1) return same(b, m[0], m[1], PAYLOAD_KEYS.inline);
    if (
      this.members.count !== 3 ||
      !same(b, m[0], m[1], PAYLOAD_KEYS.blob) ||
      !same(b, m[4], m[5], PAYLOAD_KEYS.mime) ||
      !same(b, m[8], m[9], PAYLOAD_KEYS.size)
    )
      return false;
    if (m[3] - m[2] !== 66 || b[m[2]] !== 34 || !isHex64At(b, m[2] + 1) || b[m[6]] !== 34) return false;
    const digits = m[11] - m[10];
    if (digits < 1 || digits > 15 || (b[m[10]] === 48 && digits > 1)) return false;
    for (let k = m[10]; k < m[11]; k++) if (b[k] < 48 || b[k] > 57) return false;
    return true;
  }

  /** `[…]` of "@prev" and 64-hex-digit ids. */
  private parentsEnd(b: Buffer, i: number, end: number): number {
    if (b[i] !== 91) return -1;
    let j = i + 1;
    if (b[j] === 93) return j + 1;
    for (;;) {
      if (j + PREV.length <= end && same(b, j, j + PREV.length, PREV)) {
        this.parents.push(-1);
        j += PREV.length;
      } else if (j + 66 <= end && b[j] === 34 && b[j + 65] === 34 && isHex64At(b, j + 1)) {
        this.parents.push(j + 1);
        j += 66;
      } else return -1;
      if (b[j] === 93) return j + 1;
      if (b[j] !== 44) return -1;
      j++;
    }
  }

  /**
   * The stored line of the record last read, with a zero recordId; `prev` is the id "@prev"
   * names. Undefined when there is none (the general path reports it).
   */
  line(b: Buffer, prev: string | undefined): Buffer | undefined {
    let n =
      HEAD.length +
      AFTER_TYPE.length +
      AFTER_PRINCIPAL.length +
      EMPTY_LIST.length +
      AFTER_TAINT.length +
      AFTER_PARENTS.length +
      AFTER_META.length +
      TAIL.length +
      67 * this.parents.length;
    for (let f = 0; f < FIELDS.length; f++) if (this.start[f] !== -1) n += this.end[f] - this.start[f];
    if (n > this.out.length) this.out = Buffer.allocUnsafe(Math.max(n, 2 * this.out.length));
    const out = this.out;
    let at = 0;
    const put = (src: Uint8Array, s: number, e: number): void => {
      // Short pieces in a loop: a view for set() costs more than copying a few dozen bytes.
      if (e - s > 64) {
        out.set(src.subarray(s, e), at);
        at += e - s;
      } else for (let k = s; k < e; k++) out[at++] = src[k] as number;
    };
    const text = (t: Buffer): void => put(t, 0, t.length);
    const field = (f: number, strip: number): void => put(b, this.start[f] + strip, this.end[f] - strip);
    text(HEAD);
    field(TYPE, 1);
    text(AFTER_TYPE);
    field(PRINCIPAL, 1);
    text(AFTER_PRINCIPAL);
    if (this.start[TAINT] === -1) text(EMPTY_LIST);
    else field(TAINT, 0);
    text(AFTER_TAINT);
    for (let k = 0; k < this.parents.length; k++) {
      if (k) out[at++] = 44;
      out[at++] = 34;
      const p = this.parents[k] as number;
      if (p >= 0) put(b, p, p + 64);
      else if (prev === undefined) return undefined;
      else at += out.write(prev, at, "latin1");
      out[at++] = 34;
    }
    text(AFTER_PARENTS);
    field(META, 0);
    text(AFTER_META);
    field(PAYLOAD, 0);
    text(TAIL);
    return out.subarray(0, at);
  }
}

/** A quoted word from `words` at `i`; the end of its closing quote, or -1. */
function wordEnd(b: Buffer, i: number, end: number, words: ReadonlySet<string>): number {
  if (b[i] !== 34) return -1;
  const close = b.indexOf(34, i + 1);
  if (close < 0 || close >= end || close - i > 32) return -1;
  return words.has(b.toString("latin1", i + 1, close)) ? close + 1 : -1;
}

/** `[…]` of canonical strings without `\u` escapes, or -1. */
function taintEnd(b: Buffer, i: number, end: number): number {
  if (b[i] !== 91) return -1;
  let j = i + 1;
  if (b[j] === 93) return j + 1;
  for (;;) {
    const e = canonicalStringEndAt(b, j, end);
    if (e < 0 || hasUnicodeEscape(b, j, e)) return -1;
    j = e;
    if (b[j] === 93) return j + 1;
    if (b[j] !== 44) return -1;
    j++;
  }
}
