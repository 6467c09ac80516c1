/**
 * CBOR bytes straight to serde-style JSON text, in one pass: the text
 * `serdeJsonText(cborToJson(decodeCbor(bytes).value))` gives, without the
 * CBOR tree and the JSON tree between (a batch of AIR conversions prints a
 * manifest view per agent). Only the plain subset is read here: text-keyed
 * maps, arrays, text, integers, floats and simple values. Anything else (a
 * byte string, a tag, a non-text or repeated key, or bytes that are not
 * well-formed) gives undefined, and the caller takes the full path, which reads
 * it or reports the error. A property test holds the two paths equal.
 */
import { formatF64 } from "../json/serde-number.js";
import { serdeQuote } from "../json/serde-text.js";
import { compareCodePoints } from "../json/strings.js";
import { CborCursor } from "./cursor.js";

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
/** The decoder's nesting bound: deeper input is left to it (it reports the error). */
const MAX_DEPTH = 256;

/** Not in the plain subset (or not well-formed): the caller takes the full path. */
class NotPlain {}
const NOT_PLAIN = new NotPlain();

export function plainCborJsonText(bytes: Uint8Array, pretty: boolean): string | undefined {
  const r = new TextReader(bytes);
  // The self-describe tag 55799 (d9 d9 f7) at the top is a marker, not a value: the decoder drops it
  // too (having read what it tags one level down, which counts against the nesting bound).
  const tagged = bytes[0] === 0xd9 && bytes[1] === 0xd9 && bytes[2] === 0xf7;
  if (tagged) r.offset = 3;
  try {
    const text = r.item(tagged ? 1 : 0, pretty ? "\n" : "");
    return r.offset === bytes.length ? text : undefined;
  } catch (e) {
    if (e === NOT_PLAIN) return undefined;
    throw e;
  }
}

class TextReader extends CborCursor {
  protected fail(): never {
    throw NOT_PLAIN;
  }

  /** A head's argument below 2^53; larger ones (rare: only 8-byte integers) are left to the full path. */
  private plainArgument(info: number): number {
    const n = this.argument(info);
    if (typeof n === "bigint") throw NOT_PLAIN;
    return n;
  }

  private text(info: number): string {
    const n = this.length(info);
    const b = this.b;
    const start = this.offset;
    const end = start + n;
    this.offset = end;
    // Short ASCII (keys, names, hashes) without a view and a decoder call per string.
    if (n <= 64) {
      let s = "";
      for (let i = start; i < end; i++) {
        const c = b[i] as number;
        if (c > 0x7f) return this.utf8(start, end);
        s += String.fromCharCode(c);
      }
      return s;
    }
    return this.utf8(start, end);
  }

  private utf8(start: number, end: number): string {
    try {
      return utf8.decode(this.b.subarray(start, end));
    } catch {
      throw NOT_PLAIN;
    }
  }

  item(depth: number, nl: string): string {
    if (depth > MAX_DEPTH) throw NOT_PLAIN;
    this.need(1);
    const ib = this.b[this.offset++] as number;
    const info = ib & 31;
    switch (ib >> 5) {
      case 0:
        return String(this.plainArgument(info));
      case 1:
        // -1 - n: below 2^53 as a number, exactly as the decoder and the JSON writer print it.
        return String(-1 - this.plainArgument(info));
      case 3:
        return serdeQuote(this.text(info));
      case 4:
        return this.array(this.length(info), depth, nl);
      case 5:
        return this.map(this.length(info), depth, nl);
      case 7:
        return this.simple(info);
      default:
        // Byte strings and tags are shown as objects ({"$bytes"}, {"$tag"}, a dec128's text): the full path.
        throw NOT_PLAIN;
    }
  }

  private array(n: number, depth: number, nl: string): string {
    if (n === 0) return "[]";
    const inner = nl ? `${nl}  ` : "";
    let out = `[${inner}${this.item(depth + 1, inner)}`;
    for (let i = 1; i < n; i++) out += `,${inner}${this.item(depth + 1, inner)}`;
    return `${out}${nl}]`;
  }

  /** Keys in code point order (serde's BTreeMap), each with the text of its value. */
  private map(n: number, depth: number, nl: string): string {
    if (n === 0) return "{}";
    const inner = nl ? `${nl}  ` : "";
    const sep = nl ? ": " : ":";
    const entries: Array<[string, string]> = [];
    let sorted = true;
    for (let i = 0; i < n; i++) {
      this.need(1);
      const ib = this.b[this.offset++] as number;
      if (ib >> 5 !== 3) throw NOT_PLAIN;
      const key = this.text(ib & 31);
      if (i > 0) {
        const c = compareCodePoints(entries[i - 1]![0], key);
        // A repeated key is one JSON member (the full path keeps the last value): left to it.
        if (c === 0) throw NOT_PLAIN;
        if (c > 0) sorted = false;
      }
      entries.push([key, this.item(depth + 1, inner)]);
    }
    if (!sorted) {
      entries.sort((a, b) => compareCodePoints(a[0], b[0]));
      for (let i = 1; i < n; i++) if (entries[i - 1]![0] === entries[i]![0]) throw NOT_PLAIN;
    }
    let out = "{";
    for (let i = 0; i < n; i++) out += `${i ? "," : ""}${inner}${serdeQuote(entries[i]![0])}${sep}${entries[i]![1]}`;
    return `${out}${nl}}`;
  }

  private simple(info: number): string {
    switch (info) {
      case 20:
        return "false";
      case 21:
        return "true";
      case 22:
      case 23:
        // null, and undefined, which JSON shows as null.
        return "null";
      case 25:
      case 26:
      case 27:
        return floatText(this.float(info));
      default:
        throw NOT_PLAIN;
    }
  }
}

/** A float keeps a float lexeme; NaN and the infinities, which JSON cannot hold, show as strings. */
function floatText(v: number): string {
  return Number.isFinite(v) ? formatF64(v) : serdeQuote(String(v));
}
