/** manifest.air.json of an emitted world: the JSON of exactly what manifest.air.cbor holds, so the two never disagree. */
import { decodeCbor } from "../../cbor/decode.js";
import { serdeJsonText } from "../../json/serde-text.js";
import { airCborToJson } from "./cbor-json.js";

export function manifestView(manifestBytes: Uint8Array): string {
  return `${serdeJsonText(airCborToJson(decodeCbor(manifestBytes).value), true)}\n`;
}
