/**
 * RFC 8785 JSON Canonicalization Scheme.
 *
 * Keys sorted by UTF-16 code units, strings as ECMAScript JSON.stringify
 * writes them, numbers as ECMAScript Number-to-String of the IEEE 754 double
 * (integers beyond 2^53 therefore round, as RFC 8785 section 3.2.2.3 requires).
 */
import { JsonNumber, isJsonObject, type Json } from "../json/value.js";
import { quoteJson } from "../json/strings.js";

/** A value RFC 8785 has no form for (NaN, ±Infinity, e.g. 1e999 read from YAML): bad input, not a bug. */
export class JcsRangeError extends RangeError {
  readonly code = "AGC-NUMBER-RANGE";
}

export function jcsText(value: Json): string {
  return write(value);
}

export function jcsBytes(value: Json): Buffer {
  return Buffer.from(write(value), "utf8");
}

function write(v: Json): string {
  if (v === null) return "null";
  switch (typeof v) {
    case "boolean":
      return v ? "true" : "false";
    case "string":
      return quoteJson(v);
    case "number":
      return writeNumber(v);
    case "bigint":
      return writeNumber(Number(v));
  }
  if (v instanceof JsonNumber) return writeNumber(v.toNumber());
  // One string grown in place, no arrays of parts to join: UAIX packages and AIX checksums write
  // several canonical texts per conversion.
  if (Array.isArray(v)) {
    let s = "[";
    for (let i = 0; i < v.length; i++) s += (i > 0 ? "," : "") + write(v[i] as Json);
    return `${s}]`;
  }
  if (isJsonObject(v)) {
    // Array.prototype.sort's own order for strings is by UTF-16 code units, RFC 8785's order: no comparator to call.
    const keys = Object.keys(v).sort();
    let s = "{";
    for (let i = 0; i < keys.length; i++)
      s += `${i > 0 ? "," : ""}${quoteJson(keys[i]!)}:${write(v[keys[i]!] as Json)}`;
    return `${s}}`;
  }
  throw new TypeError(`not a JSON value: ${String(v)}`);
}

function writeNumber(x: number): string {
  if (!Number.isFinite(x))
    throw new JcsRangeError(
      `RFC 8785 cannot encode ${x}: a number beyond the range of a double (or NaN) has no canonical form`,
    );
  return Object.is(x, -0) ? "0" : String(x);
}
