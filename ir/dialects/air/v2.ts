/**
 * AIR v2 (AgentOS since 2026-04; spec/03-air.md of smartcomputer-ai/agent-os): its vocabulary and
 * node identity. A v2 world's manifest says `air_version: "2"`; its definition kinds are
 * `defschema`, `defmodule`, `defworkflow`, `defeffect` and `defsecret` (no plans, caps or
 * policies). A node's identity is sha256 over the canonical CBOR of the full node, `$kind`
 * included (section 1), with the self-describe tag, map keys in the order of their encoded bytes,
 * shortest integers and definite lengths (section 3), as the specification's test vectors state.
 */
import { isJsonObject, type Json } from "../../json/value.js";
import { encodeJsonCbor } from "../../cbor/encode-json.js";
import { sha256Hex } from "../../hash/digest.js";

export const AIR_V2_VERSION = "2";

export const V2_DEF_KINDS = ["defschema", "defmodule", "defworkflow", "defeffect", "defsecret"] as const;
export type V2DefKind = (typeof V2_DEF_KINDS)[number];

/** The manifest list of each definition kind (section 4). */
export const V2_MANIFEST_LISTS: Readonly<Record<V2DefKind, string>> = {
  defschema: "schemas",
  defmodule: "modules",
  defworkflow: "workflows",
  defeffect: "effects",
  defsecret: "secrets",
};

/** Is this node an AIR v2 manifest (`air_version: "2"`)? */
export function isAirV2Manifest(node: Json | undefined): boolean {
  return isJsonObject(node) && node.$kind === "manifest" && node.air_version === AIR_V2_VERSION;
}

/** The canonical CBOR bytes of a v2 node, as AgentOS stores it. */
export function canonicalNodeBytesV2(node: Json): Uint8Array {
  return encodeJsonCbor(node, { selfDescribe: true });
}

export function hashNodeV2(node: Json): { bytes: Uint8Array; hash: string } {
  const bytes = canonicalNodeBytesV2(node);
  return { bytes, hash: `sha256:${sha256Hex(bytes)}` };
}
