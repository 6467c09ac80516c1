/**
 * For the tests: the canonical-form recogniser (ir/canonical/aegx-canon-bytes.ts) over a string.
 * Recognises JSON text that is already in AEGX_CANON_0_1 form, without
 * building values. Bundles written by the reference or by agentc store
 * `meta` and `payload` as compact, key-sorted JSON, which is usually exactly
 * their canonical form; the verifier then hashes slices of the line instead
 * of parsing and re-serialising it. Anything not provably canonical makes the
 * recogniser answer -1 and the caller takes the general path.
 *
 * This is the form for text already in a string: the rules live once, in
 * aegx-canon-bytes.ts, which reads the UTF-8 the way lines arrive; offsets
 * are mapped back to string indices here.
 */
import {
  MemberSpans,
  canonicalObjectEndAt,
  canonicalStringEndAt,
  canonicalValueEndAt,
} from "../../ir/canonical/aegx-canon-bytes.js";

/** A string's UTF-8 with index maps both ways. */
class Utf8Text {
  readonly bytes: Buffer;
  constructor(private readonly s: string) {
    this.bytes = Buffer.from(s, "utf8");
  }
  /** Byte offset of string index `i`. */
  toByte(i: number): number {
    return Buffer.byteLength(this.s.slice(0, i), "utf8");
  }
  /** String index of byte offset `b` (a character boundary), -1 for -1. */
  toIndex(b: number): number {
    return b < 0 ? -1 : this.bytes.toString("utf8", 0, b).length;
  }
}

/** End offset of the canonical JSON value starting at `i`, or -1. */
export function canonicalValueEnd(s: string, i: number, depth = 0): number {
  const t = new Utf8Text(s);
  return t.toIndex(canonicalValueEndAt(t.bytes, t.toByte(i), t.bytes.length, depth));
}

/** A member of a canonical object: key (without quotes) and the value's span. */
export interface Member {
  key: string;
  start: number;
  end: number;
}

/**
 * End offset of a canonical object at `i` (keys strictly increasing by code
 * point, no whitespace), or -1. Its members are pushed onto `members` if given.
 */
export function canonicalObjectEnd(s: string, i: number, depth: number, members: Member[] | undefined): number {
  const t = new Utf8Text(s);
  const spans = new MemberSpans();
  const end = canonicalObjectEndAt(t.bytes, t.toByte(i), t.bytes.length, depth, spans);
  if (end >= 0 && members) {
    for (let k = 0; k < 4 * spans.count; k += 4) {
      const at = spans.at;
      members.push({
        key: t.bytes.toString("utf8", at[k], at[k + 1]),
        start: t.toIndex(at[k + 2] as number),
        end: t.toIndex(at[k + 3] as number),
      });
    }
  }
  return t.toIndex(end);
}

/** End of a string at `i` whose text is canonical: minimal escapes, lowercase `\u00xx`, NFC. */
export function canonicalStringEnd(s: string, i: number): number {
  const t = new Utf8Text(s);
  return t.toIndex(canonicalStringEndAt(t.bytes, t.toByte(i), t.bytes.length));
}
