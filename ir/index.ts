/** The IR: graph, dialects, canonical encodings, hashing. */
import "./dialects/builtin.js";

export * from "./json/value.js";
export { parseJson, JsonParseError, type ParseJsonOptions, type ParsedJson } from "./json/parse.js";
export { serdeNumber, formatF64, NumberOutOfRange } from "./json/serde-number.js";
export * from "./graph/graph.js";
export * from "./graph/origin.js";
export * from "./dialects/registry.js";
export * from "./loss-ledger.js";
export { aegxCanonicalBytes, aegxCanonicalText, AEGX_CANON_ID } from "./canonical/aegx-canon.js";
export { jcsBytes, jcsText } from "./canonical/jcs.js";
export {
  canonicalCborOfJson,
  canonicalCborOfValue,
  sha256Ref,
  CBOR_PROFILES,
  type CborProfile,
} from "./canonical/canonical-cbor.js";
export * from "./cbor/value.js";
export { encodeCbor } from "./cbor/encode.js";
export { decodeCbor, isCanonicalCbor, CborDecodeError } from "./cbor/decode.js";
export { jsonToCbor, cborToJson } from "./cbor/json-bridge.js";
export { encodeJsonCbor, type EncodeJsonOptions } from "./cbor/encode-json.js";
export * from "./hash/digest.js";
