/** AIR node CBOR → JSON: like the generic bridge, but a spec-profile dec128 (tag 2000) reads back as its decimal text. */
import type { Json } from "../../json/value.js";
import { cborToJson } from "../../cbor/json-bridge.js";
import type { CborTag, CborValue } from "../../cbor/value.js";
import { decodeDecimal128 } from "./dec128.js";

const decimal = (t: CborTag): Json | undefined =>
  t.tag === 2000n && t.value instanceof Uint8Array && t.value.length === 16 ? decodeDecimal128(t.value) : undefined;

export function airCborToJson(v: CborValue): Json {
  return cborToJson(v, decimal);
}
