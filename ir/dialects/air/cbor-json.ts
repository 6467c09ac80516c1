/** AIR node CBOR → JSON: like the generic bridge, but a spec-profile dec128 (tag 2000) reads back as its decimal text. */
import type { Json } from "../../json/value.js";
import { cborToJson } from "../../cbor/json-bridge.js";
import { CborMap, CborTag, type CborValue } from "../../cbor/value.js";
import { decodeDecimal128 } from "./dec128.js";

function undoSpecValues(v: CborValue): CborValue {
  if (Array.isArray(v)) return v.map(undoSpecValues);
  if (v instanceof CborTag && v.tag === 2000n && v.value instanceof Uint8Array && v.value.length === 16) return decodeDecimal128(v.value);
  if (v instanceof CborMap) return new CborMap(v.entries.map(([k, x]) => [k, undoSpecValues(x)]));
  return v;
}

export function airCborToJson(v: CborValue): Json {
  return cborToJson(undoSpecValues(v));
}
