/**
 * Deterministic CBOR straight from a JSON value, in one pass: no CBOR value
 * tree, no per-level copies. Gives the same bytes as
 * `encodeCbor(jsonToCbor(v))` (serde semantics: integers that fit u64/i64
 * stay exact integers, every other number is a float in its shortest exact
 * width; text keys sorted by their encoded bytes, i.e. UTF-8 length first,
 * then bytewise). A property test holds the two paths equal.
 */
import { JsonNumber, type Json, type JsonObject } from "../json/value.js";
import { serdeNumber } from "../json/serde-number.js";
import { ByteWriter } from "./byte-writer.js";
import { SELF_DESCRIBE_TAG } from "./value.js";

export interface EncodeJsonOptions {
  /** Prefix `d9 d9 f7` (the AgentOS reference's node encoding). */
  selfDescribe?: boolean;
  /**
   * Replace a one-key object `{"dec128": "<text>"}` by `{"dec128": tag 2000(bytes)}`
   * (AIR's `spec` profile); the function gives the 16 bytes.
   */
  dec128?: (text: string) => Uint8Array;
}

const I64_MIN = -9223372036854775808n;
const U64_MAX = 18446744073709551615n;

/** The canonical CBOR bytes of a JSON value (a fresh copy). */
export function encodeJsonCbor(v: Json, options: EncodeJsonOptions = {}): Uint8Array {
  const w = scratch();
  try {
    writeJsonCbor(w, v, options);
    return new Uint8Array(w.view());
  } finally {
    release(w);
  }
}

/** Run `use` over the canonical bytes without copying them (they are valid only during the call). */
export function withJsonCbor<T>(v: Json, options: EncodeJsonOptions, use: (bytes: Buffer) => T): T {
  const w = scratch();
  try {
    writeJsonCbor(w, v, options);
    return use(w.view());
  } finally {
    release(w);
  }
}

/** One writer reused across calls (a nested call, which cannot happen today, would get its own). */
let spare: ByteWriter | undefined = new ByteWriter();
function scratch(): ByteWriter {
  const w = spare ?? new ByteWriter();
  spare = undefined;
  w.reset();
  return w;
}
function release(w: ByteWriter): void {
  spare = w;
}

export function writeJsonCbor(w: ByteWriter, v: Json, options: EncodeJsonOptions): void {
  if (options.selfDescribe) w.head(6, SELF_DESCRIBE_TAG);
  value(w, v, options.dec128);
}

function value(w: ByteWriter, v: Json, dec128: EncodeJsonOptions["dec128"]): void {
  if (v === null) return w.byte(0xf6);
  switch (typeof v) {
    case "string":
      return w.text(v);
    case "boolean":
      return w.byte(v ? 0xf5 : 0xf4);
    case "number":
      if (Number.isSafeInteger(v) && !Object.is(v, -0)) return v >= 0 ? w.head(0, v) : w.head(1, -1 - v);
      return w.float(v);
    case "bigint":
      return bigint(w, v);
  }
  if (Array.isArray(v)) {
    w.head(4, v.length);
    for (let i = 0; i < v.length; i++) value(w, v[i] as Json, dec128);
    return;
  }
  if (v instanceof JsonNumber) return lexeme(w, v.lexeme);
  return object(w, v, dec128);
}

function bigint(w: ByteWriter, v: bigint): void {
  if (v >= 0n && v <= U64_MAX) return w.head(0, v);
  if (v < 0n && v >= I64_MIN) return w.head(1, -1n - v);
  return w.float(Number(v));
}

/** Short integer lexemes without BigInt; the rest as serde_json reads them. */
const SMALL_INT = /^-?(?:0|[1-9][0-9]{0,14})$/;

function lexeme(w: ByteWriter, text: string): void {
  if (text.length <= 16 && SMALL_INT.test(text)) {
    const n = Number(text);
    if (!Object.is(n, -0)) return n >= 0 ? w.head(0, n) : w.head(1, -1 - n);
  }
  const n = serdeNumber(text);
  if (n.kind === "f64") return w.float(n.value);
  return bigint(w, n.value);
}

function object(w: ByteWriter, o: JsonObject, dec128: EncodeJsonOptions["dec128"]): void {
  const keys = Object.keys(o);
  if (dec128 && keys.length === 1 && keys[0] === "dec128" && typeof o.dec128 === "string") {
    w.head(5, 1);
    w.text("dec128");
    w.head(6, 2000);
    const b = dec128(o.dec128);
    w.head(2, b.length);
    return w.bytes(b);
  }
  sortKeys(keys);
  w.head(5, keys.length);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    w.text(k);
    value(w, o[k] as Json, dec128);
  }
}

/**
 * Keys in the order of their CBOR encoding: shorter UTF-8 first, then by UTF-8
 * bytes (= by code point). Insertion sort: objects are small, and the keys of
 * a JS object are unique, so no two compare equal.
 */
function sortKeys(keys: string[]): void {
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i] as string;
    let j = i - 1;
    while (j >= 0 && keyAfter(keys[j] as string, k)) {
      keys[j + 1] = keys[j] as string;
      j--;
    }
    keys[j + 1] = k;
  }
}

function keyAfter(a: string, b: string): boolean {
  if (isAscii(a) && isAscii(b)) return a.length !== b.length ? a.length > b.length : a > b;
  // Anything else by its actual UTF-8 bytes (lone surrogates become U+FFFD, as when written).
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length !== y.length ? x.length > y.length : Buffer.compare(x, y) > 0;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}
