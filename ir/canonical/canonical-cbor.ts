/**
 * Canonical CBOR of JSON documents in AIR's two encoding profiles
 * (docs/specs.md section 6): `aos` prefixes the self-describe tag as the AgentOS
 * reference does; `spec` is RFC 8949 core deterministic encoding without it.
 */
import type { Json } from "../json/value.js";
import { encodeCbor } from "../cbor/encode.js";
import { encodeJsonCbor } from "../cbor/encode-json.js";
import type { CborValue } from "../cbor/value.js";
import { sha256Hex } from "../hash/digest.js";

export type CborProfile = "aos" | "spec";
export const CBOR_PROFILES: readonly CborProfile[] = ["aos", "spec"];

export function canonicalCborOfValue(value: CborValue, profile: CborProfile = "aos"): Uint8Array {
  return encodeCbor(value, { selfDescribe: profile === "aos" });
}

export function canonicalCborOfJson(json: Json, profile: CborProfile = "aos"): Uint8Array {
  return encodeJsonCbor(json, { selfDescribe: profile === "aos" });
}

/** `sha256:<hex>` of some bytes, AIR's hash text form. */
export function sha256Ref(bytes: Uint8Array): string {
  return `sha256:${sha256Hex(bytes)}`;
}
