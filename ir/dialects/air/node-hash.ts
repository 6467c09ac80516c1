/**
 * Node hashing in agentc's two AIR profiles (docs/specs.md section 6):
 * `aos` — the typed node as canonical CBOR with the self-describe tag,
 * byte- and hash-compatible with the AgentOS reference; `spec` — the seed text
 * literally: no self-describe tag, and dec128 literals as tag 2000 over their
 * IEEE 754 decimal128 (BID) bytes.
 */
import { emptyObject, type JsonObject } from "../../json/value.js";
import { encodeJsonCbor, type EncodeJsonOptions } from "../../cbor/encode-json.js";
import { sha256Hex } from "../../hash/digest.js";
import { typedNode, type AirEra } from "./typed-node.js";
import { encodeDecimal128 } from "./dec128.js";
import type { CborProfile } from "../../canonical/canonical-cbor.js";

export type AirProfile = CborProfile;

export interface HashedNode {
  bytes: Uint8Array;
  hash: string;
}

/** Literal dec128 values occur in value positions; TypeAST `{"dec128": {}}` is a type and stays as it is. */
export interface HashOptions {
  /** Hash without `$kind` (built-ins, and the later-v1 manifest). */
  withoutKind?: boolean;
}

const AOS: EncodeJsonOptions = { selfDescribe: true };
/**
 * The BID bytes of recent dec128 literals: plans repeat a few literals many times, and encoding
 * goes through BigInt. Bounded; the CBOR writer copies the bytes, so sharing them is safe.
 */
const dec128Cache = new Map<string, Uint8Array>();
function cachedDecimal128(text: string): Uint8Array {
  let bytes = dec128Cache.get(text);
  if (!bytes) {
    bytes = encodeDecimal128(text);
    if (dec128Cache.size >= 4096) dec128Cache.clear();
    dec128Cache.set(text, bytes);
  }
  return bytes;
}

/** dec128 literals `{"dec128": "0.2"}` become `{"dec128": tag 2000(h'…')}` in the spec profile. */
const SPEC: EncodeJsonOptions = { dec128: cachedDecimal128 };

/** One pass: the typed projection (a shallow view of the node), then CBOR written straight from it. */
export function canonicalNodeBytes(
  node: JsonObject,
  profile: AirProfile = "aos",
  era?: AirEra,
  options: HashOptions = {},
): Uint8Array {
  let typed = typedNode(node, era);
  if (options.withoutKind && "$kind" in typed) {
    typed = Object.assign(emptyObject(), typed);
    delete typed.$kind;
  }
  return encodeJsonCbor(typed, profile === "aos" ? AOS : SPEC);
}

export function hashNode(
  node: JsonObject,
  profile: AirProfile = "aos",
  era?: AirEra,
  options: HashOptions = {},
): HashedNode {
  const bytes = canonicalNodeBytes(node, profile, era, options);
  return { bytes, hash: `sha256:${sha256Hex(bytes)}` };
}

/** The hash of a node already in its typed form (the reference model's output): canonical CBOR with the self-describe tag, as `aos_cbor::Hash::of_cbor`. */
export function hashTypedNode(typed: JsonObject): HashedNode {
  const bytes = encodeJsonCbor(typed, AOS);
  return { bytes, hash: `sha256:${sha256Hex(bytes)}` };
}
