/** manifest.air.json of an emitted world: the JSON of exactly what manifest.air.cbor holds, so the two never disagree. */
import { decodeCbor } from "../../cbor/decode.js";
import { plainCborJsonText } from "../../cbor/json-text.js";
import { serdeJsonText } from "../../json/serde-text.js";
import { airCborToJson } from "./cbor-json.js";

export function manifestView(manifestBytes: Uint8Array): string {
  // A manifest is plain CBOR unless it holds a spec-profile dec128 (a tag): the one-pass text then.
  const text =
    plainCborJsonText(manifestBytes, true) ?? serdeJsonText(airCborToJson(decodeCbor(manifestBytes).value), true);
  return `${text}\n`;
}
