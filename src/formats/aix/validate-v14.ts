/**
 * AIX v1.4 (ir/dialects/aix/v14.ts): the release's unified JSON Schema (compiled by ajv at
 * development time), then what the schema cannot say: identifiers as the specification wants them
 * (did:axiom), timestamps, the identity's validity, versions that agree, and the reference's
 * checksum and Ed25519 signature over its canonical bytes. Where the schema rejects what the
 * reference's own scripts write (`build_provenance`, a signature's `kid` and lower-case `ed25519`),
 * it is accepted with a warning (AIX-V14-REFERENCE-ONLY); where the specification text is stricter
 * than the schema, a warning (AIX-V14-SPEC-STRICTER) — docs/decisions.md "AIX v1.4".
 */
import { isJsonObject, toPlain, type Json, type JsonObject } from "../../../ir/json/value.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { isHashAlgorithm, type HashAlgorithm } from "../../../ir/hash/digest.js";
import { unescapePointerToken } from "../../../ir/json/pointer.js";
import { computeChecksum, legacyTextChecksum } from "../../../ir/dialects/aix/checksum.js";
import {
  AIX14_KNOWN_VERSION,
  AXIOM_AUTHORITY,
  AXIOM_DID,
  WEB_DID,
  aixProfileOf,
  checksumInputV14,
  protoMembers,
  computeChecksumV14,
  isEd25519Name,
  type AixVersion,
} from "../../../ir/dialects/aix/v14.js";
import { UUID_V4 } from "../../../ir/dialects/aix/constants.js";
import { SignatureError, verifyCanonicalV14, verifyChecksumSignature } from "../../../ir/dialects/aix/signature.js";
import { expandTrustedKeys, judgeSignature, verdictPasses, type SignatureVerdict } from "../../../ir/signing/trust.js";
import { looksLikeSecret } from "../../../ir/dialects/aix/secrets.js";
import { asCode } from "../../../ir/diagnostics/codes.js";
import { checksumPlaceholder, Rules, validateAix, type AixValidateOptions } from "./validate.js";
// Compiled from ir/dialects/aix/schema-v1.4/aix.schema.json by test/support/aix-schema-validator.ts (a test keeps it current).
import * as compiled from "../../../ir/dialects/aix/schema-v1.4.generated.js";

interface SchemaError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}
type ValidateFunction = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
const schemaValidator = (compiled as unknown as { aix: ValidateFunction }).aix;

/** Which profile's rules a document gets, and those rules: v1.0's for v1.0 documents, unchanged. */
export function validateAixDocument(
  doc: JsonObject,
  options: AixValidateOptions & { version?: AixVersion },
): Diagnostics {
  return aixProfileOf(doc, options.version) === "1.4" ? validateAix14(doc, options) : validateAix(doc, options);
}

function valueAt(doc: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map(unescapePointerToken)
    .reduce<unknown>(
      (x, k) => (x !== null && typeof x === "object" ? (x as Record<string, unknown>)[k] : undefined),
      doc,
    );
}

/**
 * What the schema rejects but the reference's own signing script writes (scripts/agent-sign.js via
 * signature.js): top-level `build_provenance`, and `security.signature` as `{algorithm: "ed25519", kid, value}`.
 */
function writtenByReference(e: SchemaError, plain: unknown): boolean {
  if (
    e.keyword === "additionalProperties" &&
    e.instancePath === "" &&
    e.params.additionalProperty === "build_provenance"
  )
    return true;
  if (
    e.keyword === "additionalProperties" &&
    e.instancePath === "/security/signature" &&
    e.params.additionalProperty === "kid"
  )
    return true;
  return (
    e.keyword === "enum" &&
    e.instancePath === "/security/signature/algorithm" &&
    valueAt(plain, e.instancePath) === "ed25519"
  );
}

/** A checksum the checksum rule already judges (a placeholder or a non-hex value), so the schema's pattern error would say it twice. */
function judgedByChecksumRule(e: SchemaError): boolean {
  return e.keyword === "pattern" && e.instancePath === "/security/checksum/value";
}

function checkSchema(r: Rules, doc: JsonObject): void {
  const plain = toPlain(doc);
  if (schemaValidator(plain)) return;
  const seen = new Set<string>();
  for (const e of schemaValidator.errors ?? []) {
    if (judgedByChecksumRule(e)) continue;
    // Name the offending key itself, so the location is where it is written.
    const extra =
      e.keyword === "additionalProperties"
        ? String(e.params.additionalProperty)
        : e.keyword === "required"
          ? String(e.params.missingProperty)
          : undefined;
    const pointer =
      extra !== undefined ? `${e.instancePath}/${extra.replace(/~/g, "~0").replace(/\//g, "~1")}` : e.instancePath;
    const detail =
      e.keyword === "enum"
        ? ` (${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")})`
        : e.keyword === "additionalProperties"
          ? ` (${extra})`
          : "";
    const message = `${e.instancePath || "/"} ${e.message ?? e.keyword}${detail}`;
    if (seen.has(message)) continue;
    seen.add(message);
    if (writtenByReference(e, plain)) {
      r.warn(
        "AIX-V14-REFERENCE-ONLY",
        pointer,
        `${message}: the v1.4 schema rejects it, but the reference's own signing script (scripts/agent-sign.js) writes it, so it is accepted`,
        undefined,
        extra !== undefined && e.keyword === "additionalProperties" ? r.atKey(pointer) : r.at(pointer),
      );
    } else if (e.keyword === "additionalProperties") {
      r.ds.error("AIX-V14-SCHEMA", `${message}: not a field the AIX v1.4 schema allows here`, {
        ...r.atKey(pointer),
        hint: "remove it, or give it an x- prefix where the schema allows extensions",
      });
    } else {
      r.error("AIX-V14-SCHEMA", e.keyword === "required" ? e.instancePath : pointer, `${message} (AIX v1.4 schema)`);
    }
  }
}

/** The specification wants did:axiom identifiers; the schema takes any string, so a warning. */
function checkIds(r: Rules, doc: JsonObject): void {
  const meta = isJsonObject(doc.meta) ? doc.meta : undefined;
  const identity = isJsonObject(doc.identity_layer) ? doc.identity_layer : undefined;
  const metaId = typeof meta?.id === "string" ? meta.id : undefined;
  if (metaId !== undefined && !UUID_V4.test(metaId) && !AXIOM_DID.test(metaId) && !WEB_DID.test(metaId)) {
    r.warn(
      "AIX-V14-SPEC-STRICTER",
      "/meta/id",
      `meta.id ${JSON.stringify(metaId)} is neither a UUID v4 nor a did:axiom:${AXIOM_AUTHORITY}:<id> (or did:web) identifier: the specification (5.1) requires one, the schema accepts any string`,
    );
  }
  const identityId = typeof identity?.id === "string" ? identity.id : undefined;
  if (identityId !== undefined && !AXIOM_DID.test(identityId) && !WEB_DID.test(identityId)) {
    r.warn(
      "AIX-V14-SPEC-STRICTER",
      "/identity_layer/id",
      `identity_layer.id ${JSON.stringify(identityId)} is not a did:axiom:${AXIOM_AUTHORITY}:<id> identifier: the specification (5.9) requires one, the schema accepts any string`,
    );
  }
  if (metaId !== undefined && identityId !== undefined && metaId.startsWith("did:") && metaId !== identityId) {
    r.warn(
      "AIX-V14-IDENTITY",
      "/identity_layer/id",
      `identity_layer.id ${JSON.stringify(identityId)} and meta.id ${JSON.stringify(metaId)} name different agents`,
    );
  }
}

/** Timestamps (the schema's `date-time` format, which its compiled form leaves to this check) and the identity's validity. */
function checkTimes(r: Rules, doc: JsonObject, now: Date): void {
  const meta = isJsonObject(doc.meta) ? doc.meta : {};
  const identity = isJsonObject(doc.identity_layer) ? doc.identity_layer : {};
  for (const [o, key, p] of [
    [meta, "created", "/meta"],
    [meta, "updated", "/meta"],
    [identity, "issuedAt", "/identity_layer"],
  ] as const) {
    if (typeof o[key] === "string") r.timestamp(o[key], `${p}/${key}`, key);
  }
  const expires = identity.expiresAt;
  if (typeof expires !== "string") return;
  const t = Date.parse(expires);
  if (Number.isNaN(t))
    return void r.error(
      "INVALID_FORMAT",
      "/identity_layer/expiresAt",
      `Field 'expiresAt' must be an ISO 8601 timestamp, got ${JSON.stringify(expires)}`,
    );
  if (t < now.getTime()) r.warn("AIX-V14-IDENTITY", "/identity_layer/expiresAt", `the identity expired at ${expires}`);
  const issued = typeof identity.issuedAt === "string" ? Date.parse(identity.issuedAt) : Number.NaN;
  if (!Number.isNaN(issued) && t <= issued)
    r.error(
      "AIX-V14-IDENTITY",
      "/identity_layer/expiresAt",
      `the identity expires (${expires}) before it is issued (${String(identity.issuedAt)})`,
    );
}

/** The declared versions: known to the v1.4.0 release, and in agreement when both are given (the schema: "a validator MAY warn"). */
function checkVersion(r: Rules, doc: JsonObject): void {
  const top = typeof doc.aix_version === "string" ? doc.aix_version : undefined;
  const meta =
    isJsonObject(doc.meta) && typeof doc.meta.format_version === "string" ? doc.meta.format_version : undefined;
  for (const [v, p] of [
    [top, "/aix_version"],
    [meta, "/meta/format_version"],
  ] as const) {
    if (v !== undefined && !AIX14_KNOWN_VERSION.test(v))
      r.warn(
        "AIX-V14-VERSION",
        p,
        `${JSON.stringify(v)} is not a version the AIX v1.4.0 release knows (1.2, 1.3, 1.4, 0.369); read with its rules`,
      );
  }
  const norm = (v: string): string => (/^\d+\.\d+$/.test(v) ? `${v}.0` : v);
  if (top !== undefined && meta !== undefined && norm(top) !== norm(meta))
    r.warn(
      "AIX-V14-VERSION",
      "/meta/format_version",
      `meta.format_version ${JSON.stringify(meta)} and aix_version ${JSON.stringify(top)} disagree`,
    );
}

/** The checksum as the reference computes it; the v1.0 methods are recognised and reported as such. Returns the verified value. */
function checkChecksum(r: Rules, doc: JsonObject, o: AixValidateOptions): string | undefined {
  const security = isJsonObject(doc.security) ? doc.security : undefined;
  const checksum = security && isJsonObject(security.checksum) ? security.checksum : undefined;
  if (!checksum) return undefined; // the schema requires it: already an AIX-V14-SCHEMA error
  const p = "/security/checksum/value";
  const alg =
    typeof checksum.algorithm === "string" && isHashAlgorithm(checksum.algorithm) ? checksum.algorithm : undefined;
  const value = typeof checksum.value === "string" ? checksum.value : undefined;
  if (!alg || value === undefined) return undefined;
  const what = checksumPlaceholder(value, alg);
  if (what !== undefined) {
    const message = `${what}: nothing was computed, so nothing is proven`;
    if (o.requireChecksum)
      r.error("CHECKSUM_PLACEHOLDER", p, message, "run `agentc aix checksum <file> --write` to compute it");
    else
      r.warn(
        "CHECKSUM_PLACEHOLDER",
        p,
        `${message} (run \`agentc aix checksum <file> --write\`; --require-checksum makes this an error)`,
      );
    return undefined;
  }
  if (!/^[0-9a-f]+$/i.test(value))
    return void r.error(
      "CHECKSUM_INVALID",
      p,
      `checksum value ${JSON.stringify(value)} is not a hex hash`,
      "run `agentc aix checksum <file> --write` to compute it",
    );
  const actual = computeChecksumV14(doc, alg);
  const v = value.toLowerCase();
  if (actual === v) {
    r.ds.info(
      "CHECKSUM_VALID",
      `${alg} checksum verified (AIX v1.4: canonical JSON without security.checksum and security.signature)`,
      r.at(p),
    );
    return v;
  }
  const legacy = legacyMethod(doc, o.text, alg, v);
  if (legacy) {
    r.warn(
      "CHECKSUM_LEGACY",
      p,
      `checksum was made with ${legacy}, not the v1.4 method (canonical JSON without security.checksum and security.signature); it matches, but the rest of security is not covered — recompute with \`agentc aix checksum --write\``,
    );
    return v;
  }
  r.error(
    "CHECKSUM_MISMATCH",
    p,
    `checksum mismatch: the content hashes to ${actual} (AIX v1.4 method), the file says ${value}`,
    "the agent changed after it was checksummed; re-run `agentc aix checksum --write` if the change is intended",
  );
  return undefined;
}

function legacyMethod(
  doc: JsonObject,
  text: string | undefined,
  alg: HashAlgorithm,
  value: string,
): string | undefined {
  if (computeChecksum(doc, alg) === value)
    return "the AIX v1.0 method (canonical JSON without the whole security section)";
  if (text !== undefined && legacyTextChecksum(text, alg) === value)
    return "the reference parser's text method (the security block removed from the text)";
  return undefined;
}

/**
 * The signature as the reference makes it: Ed25519 over the canonical bytes, key from the
 * signature's `public_key` or --pubkey. A signature over the checksum (the specification's 6.2
 * text and AIX v1.0's method) also verifies, for any of the schema's algorithms.
 */
function checkSignature(r: Rules, doc: JsonObject, verifiedChecksum: string | undefined, o: AixValidateOptions): void {
  const security = isJsonObject(doc.security) ? doc.security : undefined;
  const sig = security && isJsonObject(security.signature) ? security.signature : undefined;
  const q = "/security/signature";
  if (!sig) {
    const verdict: SignatureVerdict = { state: "absent" };
    if (!verdictPasses(verdict, o.trust))
      r.error(
        "SIGNATURE_REQUIRED",
        security ? q : "/security",
        `the agent is not signed, but ${o.trust?.pubkeys?.length ? "--pubkey names the key that must have signed it" : "a trusted signature is required"}`,
      );
    o.onSignature?.(verdict);
    return;
  }
  const alg = typeof sig.algorithm === "string" ? sig.algorithm : undefined;
  const value = typeof sig.value === "string" ? sig.value : undefined;
  const pem = typeof sig.public_key === "string" ? sig.public_key : undefined;
  const candidates = pem !== undefined ? [pem] : expandTrustedKeys(o.trust?.pubkeys).map((k) => k.pem);
  let verdict: SignatureVerdict = {
    state: "invalid",
    ...(alg ? { algorithm: alg } : {}),
    reason: "the signature cannot be checked",
  };
  if (!alg || !value) {
    verdict.reason = "the signature has no algorithm or value";
    r.warn(
      "SIGNATURE_UNVERIFIABLE",
      q,
      "the signature has no algorithm or an empty value (a placeholder): nothing was signed, so nothing can be verified",
    );
  } else if (!candidates.length) {
    verdict.reason = "the signature has no public_key and no --pubkey names one, so it cannot be checked";
    r.warn(
      "SIGNATURE_UNVERIFIABLE",
      q,
      "signature has no public_key; it cannot be verified here (use `agentc aix verify --pubkey`, as the reference's agent-verify.js needs --public-key)",
    );
  } else {
    try {
      const bytes = checksumInputV14(doc);
      const verifies = (k: string): boolean =>
        (isEd25519Name(alg) && verifyCanonicalV14(bytes, value, k)) ||
        (verifiedChecksum !== undefined &&
          verifyChecksumSignature(verifiedChecksum, isEd25519Name(alg) ? "Ed25519" : alg, value, k));
      const key = candidates.find(verifies);
      if (key !== undefined) checkBuilderSignature(r, doc, key);
      verdict = judgeSignature(key !== undefined, key ?? candidates[0], alg, o.trust);
      if (key === undefined)
        r.error(
          "SIGNATURE_INVALID",
          `${q}/value`,
          `the ${alg} signature does not verify against this agent's canonical bytes with the given public key`,
        );
      else if (verdict.state === "invalid")
        r.error("SIGNATURE_KEY_MISMATCH", q, `the signature is valid, but ${verdict.reason}`);
      else if (verdict.state === "trusted")
        r.ds.info(
          "SIGNATURE_TRUSTED",
          `signed by ${verdict.fingerprint}, a key you vouched for (${verdict.trustedBy})`,
          r.at(q),
        );
      else if (o.trust?.requireSignature)
        r.error(
          "SIGNATURE_UNTRUSTED",
          q,
          `the signature is valid but untrusted: ${verdict.fingerprint} is not a key named with --pubkey or in --trust, and a trusted signature is required`,
        );
      else
        r.ds.info(
          "SIGNATURE_VALID",
          `signature valid (${alg}) for the key it carries, but not verified as anyone's: no --pubkey or --trust key vouches for ${verdict.fingerprint}`,
          r.at(q),
        );
      if (key !== undefined && verdict.state === "trusted")
        r.ds.info(
          "SIGNATURE_VALID",
          `signature verified (${alg}) with ${verdict.fingerprint}, a key you vouched for (${verdict.trustedBy})`,
          r.at(q),
        );
    } catch (e) {
      if (!(e instanceof SignatureError)) throw e;
      r.error(asCode(e.code), q, e.message);
      verdict.reason = e.message;
    }
  }
  if (verdict.state === "invalid" && candidates.length === 0 && o.trust?.requireSignature)
    r.error("SIGNATURE_REQUIRED", q, "a trusted signature is required, and this one cannot be checked");
  o.onSignature?.(verdict);
}

/**
 * The reference's verifier (signature.js `verifyManifest`) also checks `build_provenance` of a
 * signed manifest: SLSA level 2 or more needs a `builder_signature`, which is Ed25519, by the key
 * the manifest's signature verified with, over JSON.stringify of {builder, source_commit, source_repo, build_timestamp} in that order.
 */
function checkBuilderSignature(r: Rules, doc: JsonObject, key: string): void {
  const prov = isJsonObject(doc.build_provenance) ? doc.build_provenance : undefined;
  if (!prov) return;
  const p = "/build_provenance";
  const level = toPlain(prov.slsa_level ?? 0);
  const sig = typeof prov.builder_signature === "string" ? prov.builder_signature : undefined;
  if (sig === undefined) {
    if (typeof level === "number" && level >= 2)
      r.error(
        "SIGNATURE_REQUIRED",
        p,
        `build_provenance claims SLSA level ${level} but carries no builder_signature (the reference's verifier refuses it)`,
      );
    return;
  }
  const plain = toPlain(prov) as Record<string, unknown>;
  const bytes = Buffer.from(
    JSON.stringify({
      builder: plain.builder,
      source_commit: plain.source_commit,
      source_repo: plain.source_repo,
      build_timestamp: plain.build_timestamp,
    }),
    "utf8",
  );
  let ok: boolean;
  try {
    ok = verifyCanonicalV14(bytes, sig, key);
  } catch (e) {
    if (!(e instanceof SignatureError)) throw e;
    ok = false;
  }
  if (!ok)
    r.error(
      "SIGNATURE_INVALID",
      `${p}/builder_signature`,
      "build_provenance.builder_signature does not verify with the manifest's key over {builder, source_commit, source_repo, build_timestamp} (the reference's verifier refuses it)",
    );
}

function scanSecrets(r: Rules, v: Json, p: string): void {
  if (
    p === "/security/signature" ||
    p === "/security/checksum" ||
    p === "/identity_layer/publicKey" ||
    p === "/identity_layer/signature" ||
    p === "/identity_layer/zk_proof"
  )
    return;
  if (typeof v === "string") {
    const kind = looksLikeSecret(v);
    if (kind)
      r.warn(
        "SECRET_VALUE",
        p,
        `this value looks like a ${kind}; secrets do not belong in agent files (use an environment reference)`,
      );
  } else if (Array.isArray(v)) v.forEach((x, i) => scanSecrets(r, x, `${p}/${i}`));
  else if (isJsonObject(v))
    for (const k of Object.keys(v)) scanSecrets(r, v[k] as Json, `${p}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
}

export function validateAix14(doc: JsonObject, options: AixValidateOptions): Diagnostics {
  const ds = new Diagnostics();
  const r = new Rules(ds, options);
  checkVersion(r, doc);
  checkSchema(r, doc);
  checkIds(r, doc);
  checkTimes(r, doc, options.now ?? new Date());
  for (const p of protoMembers(doc))
    r.error(
      "AIX-V14-UNCOVERED",
      p,
      "a member named __proto__ is left out of the checksum and signature as the reference computes them (it assigns it as a prototype), so it could be changed unseen; rename it",
    );
  const verified = checkChecksum(r, doc, options);
  checkSignature(r, doc, verified, options);
  scanSecrets(r, doc, "");
  return ds;
}
