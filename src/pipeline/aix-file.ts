/**
 * An AIX agent file's own operations, for the library and `agentc aix …`: its checksum (computed, or
 * written into the file), its signature, the verification of both, and its re-emission in another
 * syntax. A change to the file edits its text in place (comments and key order kept) and falls back
 * to the canonical form only when the edited text would not read back as exactly the changed
 * document. Nothing here prints: each returns what it found, for a caller to show.
 */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { writeFileAtomic } from "../../ir/io/atomic-write.js";
import { assertNotInput } from "../../ir/io/safe-path.js";
import { nowUtc } from "../../ir/io/clock.js";
import { emptyObject, isJsonObject, jsonEqual, type JsonObject } from "../../ir/json/value.js";
import type { HashAlgorithm } from "../../ir/hash/digest.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { editChecksumText } from "../../ir/dialects/aix/edit-checksum.js";
import { editSignatureText } from "../../ir/dialects/aix/edit-signature.js";
import { keygen, signCanonicalV14, signChecksum, type KeyAlgorithm } from "../../ir/dialects/aix/signature.js";
import { aixProfileOf, checksumInputV14, computeChecksumV14, type AixVersion } from "../../ir/dialects/aix/v14.js";
import type { AixSyntax } from "../../ir/dialects/aix/syntax.js";
import type { TrustOptions } from "../../ir/signing/trust.js";
import { keyFingerprint } from "../../ir/signing/trust.js";
import { emitAix } from "../../emitters/aix/emit.js";
import { checkAixFile, checkAixText, checksumVerified, type AixCheck } from "../formats/aix/check-file.js";

export type { AixVersion, AixSyntax, HashAlgorithm, KeyAlgorithm };

/** How a changed file was written: its text edited (comments kept), or the document emitted anew. */
export type AixWriteHow = "edited in place (comments kept)" | "rewritten in canonical form";

/** The file did not read as an AIX document: nothing was computed or written. */
export interface AixUnreadable {
  ok: false;
  check: AixCheck;
  diagnostics: readonly Diagnostic[];
}

export interface AixChecksumOptions {
  algorithm: HashAlgorithm;
  /** Read the file as this AIX version instead of the one it declares. */
  version?: AixVersion;
  /** Write the checksum into the file (or into `output`). */
  write?: boolean;
  output?: string;
}

export interface AixChecksumResult {
  ok: true;
  algorithm: HashAlgorithm;
  /** Lower-case hex. */
  value: string;
  /** The file written (with `write`). */
  file?: string;
  how?: AixWriteHow;
}

export interface AixSignOptions {
  /** The private key, PEM (Ed25519, RSA or ECDSA for v1.0; Ed25519 for v1.4). */
  privateKeyPem: string;
  signer?: string;
  /** The signing time; now, in UTC, when not given. */
  timestamp?: string;
  version?: AixVersion;
  /** Write the signed agent here instead of over the file. */
  output?: string;
  /** Paths the output must not be (the key file, for one). */
  inputs?: readonly string[];
}

export type AixSignResult =
  | {
      ok: true;
      algorithm: string;
      signer: string | null;
      timestamp: string;
      file: string;
      fingerprint: string;
      how: AixWriteHow;
    }
  | { ok: false; diagnostics: readonly Diagnostic[]; reason: "unreadable" | "no valid checksum" };

export interface AixVerifyOptions {
  trust?: TrustOptions;
  version?: AixVersion;
}

export type AixVerdict = "verified" | "signer not verified" | "not verified" | "FAILED";

export interface AixVerification {
  ok: boolean;
  verdict: AixVerdict;
  /** The checksum and signature diagnostics (SIGNATURE_SCOPE names what the signature leaves out). */
  diagnostics: Diagnostic[];
  /** The checksum is a placeholder: nothing was computed, so nothing is verified. */
  placeholder: boolean;
  check: AixCheck;
  signer: string | null;
  signerVerified: boolean;
  timestamp: string | null;
  /** Fields that could be changed after signing without the signature noticing, as dotted paths. */
  notCovered: string[];
}

function withSecurity(doc: JsonObject, update: (security: JsonObject) => void): JsonObject {
  const copy = Object.assign(emptyObject(), doc);
  const security = Object.assign(emptyObject(), isJsonObject(doc.security) ? doc.security : {});
  update(security);
  copy.security = security;
  return copy;
}

/** The checksum of an AIX file (v1.4 covers the whole document but checksum and signature; v1.0 leaves the security section out), and with `write` the file with it. */
export function checksumAixFile(file: string, options: AixChecksumOptions): AixChecksumResult | AixUnreadable {
  const check = checkAixFile(file, { version: options.version });
  const doc = check.source.doc;
  if (!doc) return { ok: false, check, diagnostics: check.diagnostics.all };
  const { algorithm } = options;
  const value =
    aixProfileOf(doc, options.version) === "1.4" ? computeChecksumV14(doc, algorithm) : computeChecksum(doc, algorithm);
  if (!options.write) return { ok: true, algorithm, value };
  const target = options.output ?? file;
  if (options.output) assertNotInput(options.output, [file]);
  const src = check.source;
  let text = editChecksumText(src.text, src.positions, algorithm, value);
  let how: AixWriteHow = "edited in place (comments kept)";
  // The edit stands only if it reads back as the same document with this checksum valid.
  if (text === undefined || !checksumVerified(checkAixText(file, text, { version: options.version }))) {
    text = emitAix(
      withSecurity(
        doc,
        (s) =>
          (s.checksum = Object.assign(emptyObject(), isJsonObject(s.checksum) ? s.checksum : {}, { algorithm, value })),
      ),
      src.syntax,
    );
    how = "rewritten in canonical form";
  }
  writeFileAtomic(target, text);
  return { ok: true, algorithm, value, file: target, how };
}

/** Sign an AIX file whose checksum is valid, and write it (over the file, or to `output`). */
export function signAixFile(file: string, options: AixSignOptions): AixSignResult {
  const check = checkAixFile(file, { version: options.version });
  const doc = check.source.doc;
  if (!doc) return { ok: false, diagnostics: check.diagnostics.all, reason: "unreadable" };
  const bad = check.report.errors.filter((e) => e.code.startsWith("CHECKSUM"));
  if (bad.length || !checksumVerified(check))
    return { ok: false, diagnostics: check.diagnostics.errors, reason: "no valid checksum" };
  const cs = (doc.security as JsonObject).checksum as JsonObject;
  const v14 = aixProfileOf(doc, options.version) === "1.4";
  const sig = v14
    ? signV14(doc, options.privateKeyPem)
    : signChecksum(String(cs.value).toLowerCase(), options.privateKeyPem);
  const signature = emptyObject();
  signature.algorithm = sig.algorithm;
  signature.value = sig.value;
  signature.public_key = sig.publicKeyPem;
  if (options.signer) signature.signer = options.signer;
  const timestamp = options.timestamp ?? nowUtc();
  signature.timestamp = timestamp;
  const target = options.output ?? file;
  if (options.output) assertNotInput(options.output, [file, ...(options.inputs ?? [])]);
  // Edit the text in place (comments and key order kept); the canonical form only when the edit is not exactly the signed agent.
  const signed = withSecurity(doc, (s) => (s.signature = signature));
  const src = check.source;
  const fields = Object.entries(signature).map(([k, v]) => [k, String(v)] as const);
  let text = editSignatureText(src.text, src.syntax, src.positions, fields);
  let how: AixWriteHow = "edited in place (comments kept)";
  const reread = text === undefined ? undefined : checkAixText(file, text, { version: options.version }).source.doc;
  if (text === undefined || !reread || !jsonEqual(reread, signed)) {
    text = emitAix(signed, src.syntax);
    how = "rewritten in canonical form";
  }
  writeFileAtomic(target, text);
  return {
    ok: true,
    algorithm: sig.algorithm,
    signer: options.signer ?? null,
    timestamp,
    file: target,
    fingerprint: keyFingerprint(sig.publicKeyPem),
    how,
  };
}

/**
 * AIX v1.4 signs as the reference's signature.js: Ed25519 over the canonical bytes (the document
 * without security.checksum and security.signature), named `ed25519` in lower case because the
 * reference's verifier accepts no other spelling (docs/decisions.md "AIX v1.4").
 */
function signV14(doc: JsonObject, privateKeyPem: string): { algorithm: string; value: string; publicKeyPem: string } {
  const { value, publicKeyPem } = signCanonicalV14(checksumInputV14(doc), privateKeyPem);
  return { algorithm: "ed25519", value, publicKeyPem };
}

/**
 * What an AIX signature does not cover. It signs the checksum (AIX specification 6.2), and the
 * checksum is computed with the whole `security` section removed (6.1): so every field of
 * `security` is outside it but the checksum's value (signed) and the signature's own algorithm,
 * value and public key (changing them breaks the verification). The fields this document holds
 * that could be changed after signing without the signature noticing, as dotted paths.
 */
export function fieldsOutsideSignature(doc: JsonObject, version?: AixVersion): string[] {
  const security = isJsonObject(doc.security) ? doc.security : undefined;
  if (!security) return [];
  // v1.4 signs the canonical bytes of everything but security.checksum and security.signature.
  if (aixProfileOf(doc, version) === "1.4") {
    const bound14: Record<string, readonly string[]> = {
      checksum: ["value", "algorithm"],
      signature: ["algorithm", "value", "public_key"],
    };
    return Object.entries(bound14).flatMap(([key, kept]) =>
      isJsonObject(security[key])
        ? Object.keys(security[key])
            .filter((k) => !kept.includes(k))
            .map((k) => `security.${key}.${k}`)
        : [],
    );
  }
  const bound: Record<string, readonly string[]> = {
    checksum: ["value", "algorithm"],
    signature: ["algorithm", "value", "public_key"],
  };
  const out: string[] = [];
  for (const [key, value] of Object.entries(security)) {
    const kept = bound[key];
    if (!kept) out.push(`security.${key}`);
    else if (isJsonObject(value))
      for (const k of Object.keys(value)) if (!kept.includes(k)) out.push(`security.${key}.${k}`);
  }
  return out;
}

/**
 * Verify an AIX file's checksum and signature. "verified" only when something was: a placeholder
 * checksum (zeros, TODO, `placeholder…`) proves nothing, so it is "not verified" (and fails); the
 * verdict is "verified" only when the signer is a key the caller vouched for (or there is no
 * signature, and so no signer to claim); a signature no trusted key vouches for is "signer not
 * verified". A signing time in the future is the error FUTURE_TIMESTAMP; the fields the signature
 * does not cover are named (SIGNATURE_SCOPE).
 */
export function verifyAixFile(file: string, options: AixVerifyOptions = {}): AixVerification | AixUnreadable {
  const check = checkAixFile(file, { requireChecksum: true, trust: options.trust, version: options.version });
  const doc = check.source.doc;
  if (!doc) return { ok: false, check, diagnostics: check.diagnostics.all };
  const relevant = check.diagnostics.all.filter(
    (d) =>
      d.code.startsWith("CHECKSUM") ||
      d.code.startsWith("SIGNATURE") ||
      d.code === "INVALID_KEY" ||
      (d.code === "FUTURE_TIMESTAMP" && d.pointer === "/security/signature/timestamp"),
  );
  const sig = isJsonObject(doc.security) && isJsonObject(doc.security.signature) ? doc.security.signature : undefined;
  const notCovered = sig ? fieldsOutsideSignature(doc, options.version) : [];
  if (notCovered.length)
    relevant.push({
      code: "SIGNATURE_SCOPE",
      severity: "warning",
      message: `${aixProfileOf(doc, options.version) === "1.4" ? "the signature covers everything but security.checksum and security.signature (AIX v1.4)" : "the signature covers every section but security (it signs the checksum, which leaves security out)"}; not covered, so they can be changed without breaking it: ${notCovered.join(", ")}`,
      file,
      pointer: "/security",
    });
  const failed = relevant.some((d) => d.severity === "error");
  const placeholder = relevant.some((d) => d.code === "CHECKSUM_PLACEHOLDER");
  const signerVerified = check.signature.state === "trusted";
  const verdict: AixVerdict = placeholder
    ? "not verified"
    : failed
      ? "FAILED"
      : signerVerified || check.signature.state === "absent"
        ? "verified"
        : "signer not verified";
  return {
    ok: !failed,
    verdict,
    diagnostics: relevant,
    placeholder,
    check,
    signer: (sig?.signer ?? null) as string | null,
    signerVerified,
    timestamp: (sig?.timestamp ?? null) as string | null,
    notCovered,
  };
}

/** An AIX file's document in another syntax (YAML, JSON or TOML), canonical; written to `output` when given. */
export function formatAixFile(
  file: string,
  options: { to: AixSyntax; output?: string },
): { ok: true; syntax: AixSyntax; text: string; file?: string } | AixUnreadable {
  const check = checkAixFile(file);
  const doc = check.source.doc;
  if (!doc) return { ok: false, check, diagnostics: check.diagnostics.all };
  const text = emitAix(doc, options.to);
  if (!options.output) return { ok: true, syntax: options.to, text };
  assertNotInput(options.output, [file]);
  writeFileAtomic(options.output, text);
  return { ok: true, syntax: options.to, text, file: options.output };
}

/** A new key pair for signing agents and packages, PEM (PKCS#8 private, SPKI public). */
export function generateKeyPair(algorithm: KeyAlgorithm): { privateKeyPem: string; publicKeyPem: string } {
  return keygen(algorithm);
}
