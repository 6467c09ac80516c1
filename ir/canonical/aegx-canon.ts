/**
 * AEGX_CANON_0_1: the canonical JSON of AEGX v0.1 (spec section 6), byte for
 * byte as the reference Rust implementation writes it.
 *
 * - keys sorted by code point of the key as read (serde_json's BTreeMap), then
 *   written NFC-normalised, so two keys that normalise alike both appear;
 * - strings NFC-normalised, minimal escapes (`\u00xx` lowercase);
 * - numbers with serde_json semantics (see serde-number.ts); `-0.0` as `0`.
 */
import { JsonNumber, isJsonObject, type Json } from "../json/value.js";
import { formatF64, serdeNumber } from "../json/serde-number.js";
import { compareCodePoints, nfc, quoteMinimal } from "../json/strings.js";

export const AEGX_CANON_ID = "AEGX_CANON_0_1";

export function aegxCanonicalText(value: Json): string {
  return write(value);
}

export function aegxCanonicalBytes(value: Json): Buffer {
  return Buffer.from(write(value), "utf8");
}

function write(v: Json): string {
  if (v === null) return "null";
  switch (typeof v) {
    case "boolean":
      return v ? "true" : "false";
    case "string":
      return quoteMinimal(nfc(v));
    case "number":
      return writeNumber(v);
    case "bigint":
      return writeBigInt(v);
  }
  if (v instanceof JsonNumber) return writeLexeme(v.lexeme);
  if (Array.isArray(v)) {
    let out = "[";
    for (let i = 0; i < v.length; i++) out += (i ? "," : "") + write(v[i] as Json);
    return `${out}]`;
  }
  if (isJsonObject(v)) {
    const keys = Object.keys(v).sort(compareCodePoints);
    let out = "{";
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      out += `${i ? "," : ""}${quoteMinimal(nfc(k))}:${write(v[k] as Json)}`;
    }
    return `${out}}`;
  }
  throw new TypeError(`not a JSON value: ${String(v)}`);
}

function writeFloat(x: number): string {
  return x === 0 && Object.is(x, -0) ? "0" : formatF64(x);
}

function writeNumber(x: number): string {
  if (Number.isInteger(x) && Math.abs(x) <= Number.MAX_SAFE_INTEGER) return Object.is(x, -0) ? "0" : String(x);
  return writeFloat(x);
}

function writeBigInt(x: bigint): string {
  if (x >= -9223372036854775808n && x <= 18446744073709551615n) return x.toString();
  return writeFloat(Number(x));
}

function writeLexeme(lexeme: string): string {
  const n = serdeNumber(lexeme);
  return n.kind === "f64" ? writeFloat(n.value) : n.value.toString();
}
