/**
 * JSON ↔ CBOR with serde semantics: a JSON integer that fits u64/i64 becomes a
 * CBOR integer, every other number an f64 (encoded in the shortest exact
 * float width); objects become text-keyed maps.
 */
import { JsonNumber, emptyObject, isJsonObject, type Json } from "../json/value.js";
import { formatF64, serdeNumber } from "../json/serde-number.js";
import { CBOR_UNDEFINED, CborFloat, CborMap, CborTag, type CborValue } from "./value.js";

export function jsonToCbor(v: Json): CborValue {
  if (v === null || typeof v === "boolean" || typeof v === "string") return v;
  if (typeof v === "number")
    return Number.isInteger(v) && Number.isSafeInteger(v) && !Object.is(v, -0) ? v : new CborFloat(v);
  if (typeof v === "bigint")
    return v >= -9223372036854775808n && v <= 18446744073709551615n ? v : new CborFloat(Number(v));
  if (v instanceof JsonNumber) {
    const n = serdeNumber(v.lexeme);
    return n.kind === "f64" ? new CborFloat(n.value) : n.value;
  }
  if (Array.isArray(v)) return v.map(jsonToCbor);
  if (isJsonObject(v)) return new CborMap(Object.keys(v).map((k) => [k, jsonToCbor(v[k] as Json)]));
  throw new TypeError(`not a JSON value: ${String(v)}`);
}

/**
 * CBOR → JSON for display (`air cat`): floats keep a float lexeme, byte
 * strings become `{"$bytes": base64}`, tags `{"$tag": n, "value": …}`,
 * non-text map keys are written as their JSON text. `tagged` may read a tag its own way
 * (undefined: as above).
 */
export function cborToJson(v: CborValue, tagged?: (t: CborTag) => Json | undefined): Json {
  if (v === null || typeof v === "boolean" || typeof v === "string") return v;
  if (v === CBOR_UNDEFINED) return null;
  if (typeof v === "number" || typeof v === "bigint") return typeof v === "bigint" ? v : v;
  if (v instanceof CborFloat) return Number.isFinite(v.value) ? new JsonNumber(formatF64(v.value)) : String(v.value);
  if (v instanceof Uint8Array) {
    const o = emptyObject();
    o.$bytes = Buffer.from(v).toString("base64");
    return o;
  }
  if (Array.isArray(v)) return v.map((x) => cborToJson(x, tagged));
  if (v instanceof CborMap) {
    const o = emptyObject();
    for (const [k, x] of v.entries)
      o[typeof k === "string" ? k : JSON.stringify(cborToJson(k, tagged), jsonReplacer)] = cborToJson(x, tagged);
    return o;
  }
  if (v instanceof CborTag) {
    const read = tagged?.(v);
    if (read !== undefined) return read;
    const o = emptyObject();
    o.$tag = v.tag;
    o.value = cborToJson(v.value, tagged);
    return o;
  }
  throw new TypeError("unknown CBOR value");
}

function jsonReplacer(_k: string, x: unknown): unknown {
  return typeof x === "bigint" ? x.toString() : x;
}
