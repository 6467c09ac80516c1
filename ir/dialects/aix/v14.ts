/**
 * AIX v1.4: the AIX-Format/aix-format repository's v1.4.0 release (its CHANGELOG; the unified
 * schema calls itself v0.369.0, the specification text v1.3, manifests say `meta.format_version`
 * "1.3.0"). A profile beside v1.0 (docs/formats.md, docs/decisions.md "AIX v1.4"): chosen by what
 * the document declares (top-level `aix_version`, else `meta.format_version`) or by `--aix-version`.
 * Its checksum and signature are the reference's (core/canonicalize.js, core/src/security/signature.js).
 */
import { jcsBytes } from "../../canonical/jcs.js";
import { emptyObject, isJsonObject, type Json, type JsonObject } from "../../json/value.js";
import { digestHex, type HashAlgorithm } from "../../hash/digest.js";

export type AixVersion = "1.0" | "1.4";

/** The version agentc writes in `meta.format_version`: the one both of the release's schemas accept (the core schema's enum is "1.3.0" | "1.2.0"). */
export const AIX14_FORMAT_VERSION = "1.3.0";
/** Version markers of the v1.4.0 release's manifests: 1.2–1.4 (format) and 0.369 (the schema's own). */
export const AIX14_KNOWN_VERSION = /^(?:1\.[234]|0\.369)(?:\.\d+)?$/;
/** A declared version that is v1.0's (1.0, 1.1): read with the v1.0 rules. */
const V10_VERSION = /^1\.[01](?:\.\d+)?$/;

/** The root authority of did:axiom identities (the schema's `identity_layer.authority` const). */
export const AXIOM_AUTHORITY = "axiomid.app";
/** The schema's AxiomDID and the reference parser's `isValidID` (did:axiom:axiomid.app:<id> or did:web). */
export const AXIOM_DID = /^did:axiom:axiomid\.app:[a-zA-Z0-9._-]+$/;
export const WEB_DID = /^did:web:[a-zA-Z0-9.-]+(?::[a-zA-Z0-9.-]+)*$/i;

/** Where the document says which AIX version it is, and what it says. */
export function declaredAixVersion(doc: JsonObject): { pointer: string; value: string } | undefined {
  if (typeof doc.aix_version === "string") return { pointer: "/aix_version", value: doc.aix_version };
  const meta = isJsonObject(doc.meta) ? doc.meta : undefined;
  if (meta && typeof meta.format_version === "string")
    return { pointer: "/meta/format_version", value: meta.format_version };
  return undefined;
}

/**
 * The profile a document is read with: the one asked for, else v1.4 when it declares a version
 * that is not v1.0's. A document that declares nothing is v1.0 (the seed rules, unchanged), even
 * when it carries later sections: those are warned and kept, as before the profile existed.
 */
export function aixProfileOf(doc: JsonObject, asked?: AixVersion): AixVersion {
  if (asked) return asked;
  const declared = declaredAixVersion(doc);
  return declared && !V10_VERSION.test(declared.value) ? "1.4" : "1.0";
}

/**
 * The bytes a v1.4 checksum and signature cover: the reference's `canonicalizeForSigning` — the
 * whole document with `security.checksum` and `security.signature` removed (the rest of `security`
 * stays covered), keys sorted, JSON numbers and strings as JavaScript writes them; which is
 * RFC 8785 for every value JSON.parse gives — but one: the reference copies each object by
 * assignment (`out[key] = …`), which for a member named `__proto__` sets the copy's prototype
 * instead, so such members are in no checksum or signature it makes. agentc drops them too (the
 * bytes must be the reference's) and the validator refuses a document that has one
 * (AIX-V14-UNCOVERED): a field no signature covers could be changed unseen.
 */
export function checksumInputV14(doc: JsonObject): Buffer {
  const copy = withoutProtoMembers(doc) as JsonObject;
  if (isJsonObject(copy.security)) {
    const security = emptyObject();
    for (const [k, v] of Object.entries(copy.security))
      if (k !== "checksum" && k !== "signature") security[k] = v as Json;
    copy.security = security;
  }
  return jcsBytes(copy);
}

export const PROTO_MEMBER = "__proto__";

function withoutProtoMembers(v: Json): Json {
  if (Array.isArray(v)) return v.map(withoutProtoMembers);
  if (!isJsonObject(v)) return v;
  const out = emptyObject();
  for (const k of Object.keys(v)) if (k !== PROTO_MEMBER) out[k] = withoutProtoMembers(v[k] as Json);
  return out;
}

/** The pointers of every member named `__proto__` (which the reference's canonical form leaves out). */
export function protoMembers(v: Json, pointer = "", out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x, i) => protoMembers(x, `${pointer}/${i}`, out));
  else if (isJsonObject(v))
    for (const k of Object.keys(v))
      k === PROTO_MEMBER
        ? out.push(`${pointer}/${k}`)
        : protoMembers(v[k] as Json, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`, out);
  return out;
}

export function computeChecksumV14(doc: JsonObject, algorithm: HashAlgorithm): string {
  return digestHex(algorithm, checksumInputV14(doc));
}

/** The digest of zero bytes: the reference's examples carry sha256("") as a checksum, which proves nothing. */
export function isEmptyInputDigest(value: string, algorithm: HashAlgorithm): boolean {
  return value.toLowerCase() === digestHex(algorithm, new Uint8Array(0));
}

/** The reference signs with `algorithm: "ed25519"` (signature.js); the schema says "Ed25519". Both name one algorithm. */
export function isEd25519Name(algorithm: string): boolean {
  return algorithm.toLowerCase() === "ed25519";
}
