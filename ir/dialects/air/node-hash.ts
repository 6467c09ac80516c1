/**
 * Node hashing in agentc's two AIR profiles (DESIGN.md section 6):
 * `aos` — the typed node as canonical CBOR with the self-describe tag,
 * byte- and hash-compatible with the AgentOS reference; `spec` — the seed text
 * literally: no self-describe tag, and dec128 literals as tag 2000 over their
 * IEEE 754 decimal128 (BID) bytes.
 */
import { emptyObject, type JsonObject } from "../../json/value.js";
import { jsonToCbor } from "../../cbor/json-bridge.js";
import { encodeCbor } from "../../cbor/encode.js";
import { CborMap, CborTag, type CborValue } from "../../cbor/value.js";
import { sha256Hex } from "../../hash/digest.js";
import { typedNode, type AirEra } from "./typed-node.js";
import { encodeDecimal128 } from "./dec128.js";
import type { CborProfile } from "../../canonical/canonical-cbor.js";

export type AirProfile = CborProfile;

export interface HashedNode {
  bytes: Uint8Array;
  hash: string;
}

/** dec128 literals `{"dec128": "0.2"}` become `{"dec128": tag 2000(h'…')}` in the spec profile. */
function specValues(v: CborValue): CborValue {
  if (Array.isArray(v)) return v.map(specValues);
  if (v instanceof CborMap) {
    if (v.entries.length === 1 && v.entries[0]![0] === "dec128" && typeof v.entries[0]![1] === "string") {
      return new CborMap([["dec128", new CborTag(2000n, encodeDecimal128(v.entries[0]![1]))]]);
    }
    return new CborMap(v.entries.map(([k, x]) => [k, specValues(x)]));
  }
  return v;
}

/** Literal dec128 values occur in value positions; TypeAST `{"dec128": {}}` is a type and stays as it is. */
export interface HashOptions {
  /** Hash without `$kind` (built-ins, and the later-v1 manifest). */
  withoutKind?: boolean;
}

export function canonicalNodeBytes(node: JsonObject, profile: AirProfile = "aos", era?: AirEra, options: HashOptions = {}): Uint8Array {
  const typed = Object.assign(emptyObject(), typedNode(node, era));
  if (options.withoutKind) delete typed.$kind;
  const value = jsonToCbor(typed);
  return profile === "aos" ? encodeCbor(value, { selfDescribe: true }) : encodeCbor(specValues(value));
}

export function hashNode(node: JsonObject, profile: AirProfile = "aos", era?: AirEra, options: HashOptions = {}): HashedNode {
  const bytes = canonicalNodeBytes(node, profile, era, options);
  return { bytes, hash: `sha256:${sha256Hex(bytes)}` };
}
