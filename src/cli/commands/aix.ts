/** `agentc aix …` and `agentc keygen`: validate, checksum, sign, verify, fmt, keygen. */
import { chmodSync } from "node:fs";
import { readInputFile } from "../../../ir/io/input-file.js";
import { editSignatureText } from "../../../ir/dialects/aix/edit-signature.js";
import { keyFingerprint } from "../../../ir/signing/trust.js";
import { trustOptions, verdictJson, verdictLine, type TrustFlags } from "../trust-options.js";
import { assertOutputFree } from "../../../ir/io/output-path.js";
import { emptyObject, isJsonObject, jsonEqual, type JsonObject } from "../../../ir/json/value.js";
import { isHashAlgorithm, type HashAlgorithm } from "../../../ir/hash/digest.js";
import { checkAixFile, checkAixText, checksumVerified, type AixCheckOptions } from "../../formats/aix/check-file.js";
import { computeChecksum } from "../../../ir/dialects/aix/checksum.js";
import { keygen as makeKeys, signCanonicalV14, signChecksum, type KeyAlgorithm } from "../../../ir/dialects/aix/signature.js";
import { aixProfileOf, checksumInputV14, computeChecksumV14, type AixVersion } from "../../../ir/dialects/aix/v14.js";
import { editChecksumText } from "../../../ir/dialects/aix/edit-checksum.js";
import { emitAix } from "../../../emitters/aix/emit.js";
import type { AixSyntax } from "../../../ir/dialects/aix/syntax.js";
import { writeFileAtomic, writeFileExclusive } from "../../../ir/io/atomic-write.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { nowUtc } from "../../../ir/io/clock.js";
import { plural } from "../../../ir/diagnostics/render.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";

function loaded(file: string, version?: AixVersion) {
  const check = checkAixFile(file, { version });
  const doc = check.source.doc;
  if (!doc) return { check, doc: undefined };
  return { check, doc };
}

function withSecurity(doc: JsonObject, update: (security: JsonObject) => void): JsonObject {
  const copy = Object.assign(emptyObject(), doc);
  const security = Object.assign(emptyObject(), isJsonObject(doc.security) ? doc.security : {});
  update(security);
  copy.security = security;
  return copy;
}

/** `--aix-version`: read the file as this AIX version instead of the one it declares (ir/dialects/aix/v14.ts). */
type VersionFlag = { aixVersion?: AixVersion };
type CheckFlags = TrustFlags & VersionFlag & { requireChecksum?: boolean };

function checkOptions(opts: CheckFlags): AixCheckOptions {
  return { requireChecksum: opts.requireChecksum, trust: trustOptions(opts), version: opts.aixVersion };
}

export async function validate(_ctx: CliContext, file: string, opts: CheckFlags = {}): Promise<Outcome> {
  const check = checkAixFile(file, checkOptions(opts));
  const r = check.report;
  return {
    exitCode: r.valid ? EXIT.ok : EXIT.invalid,
    diagnostics: check.diagnostics.all.filter((d) => d.severity !== "info"),
    result: { ...r, signature: verdictJson(check.signature) },
    text: `${file}: ${r.valid ? "valid" : "INVALID"} AIX (${check.source.syntax}; ${plural(r.errors.length, "error")}, ${plural(r.warnings.length, "warning")})\n  ${verdictLine(check.signature)}${r.info.length ? `\n${r.info.map((i) => `  ${i.message}`).join("\n")}` : ""}`,
  };
}

export async function checksum(_ctx: CliContext, file: string, opts: VersionFlag & { algorithm: string; write?: boolean; output?: string }): Promise<Outcome> {
  if (!isHashAlgorithm(opts.algorithm)) throw new CliError("--algorithm must be sha256, sha512 or blake3");
  const { check, doc } = loaded(file, opts.aixVersion);
  if (!doc) return { exitCode: EXIT.invalid, diagnostics: check.diagnostics.all };
  // v1.4 covers the whole document but the checksum and signature; v1.0 leaves the security section out.
  const value = aixProfileOf(doc, opts.aixVersion) === "1.4" ? computeChecksumV14(doc, opts.algorithm) : computeChecksum(doc, opts.algorithm);
  if (!opts.write) return { exitCode: EXIT.ok, result: { algorithm: opts.algorithm, value }, text: `${opts.algorithm}:${value}` };
  const target = opts.output ?? file;
  if (opts.output) assertNotInput(opts.output, [file]);
  const src = check.source;
  let text = editChecksumText(src.text, src.positions, opts.algorithm, value);
  let how = "edited in place (comments kept)";
  // The edit stands only if it reads back as the same document with this checksum valid.
  if (text === undefined || !checksumVerified(checkAixText(file, text, { version: opts.aixVersion }))) {
    text = emitAix(withSecurity(doc, (s) => (s.checksum = Object.assign(emptyObject(), isJsonObject(s.checksum) ? s.checksum : {}, { algorithm: opts.algorithm, value }))), src.syntax);
    how = "rewritten in canonical form";
  }
  writeFileAtomic(target, text);
  return { exitCode: EXIT.ok, result: { algorithm: opts.algorithm, value, file: target }, text: `${opts.algorithm}:${value}\n${target}: checksum written (${how})` };
}

export async function sign(_ctx: CliContext, file: string, opts: VersionFlag & { key: string; signer?: string; timestamp?: string; output?: string }): Promise<Outcome> {
  const { check, doc } = loaded(file, opts.aixVersion);
  if (!doc) return { exitCode: EXIT.invalid, diagnostics: check.diagnostics.all };
  const bad = check.report.errors.filter((e) => e.code.startsWith("CHECKSUM"));
  if (bad.length || !checksumVerified(check)) {
    return { exitCode: EXIT.invalid, diagnostics: check.diagnostics.errors, text: "sign needs a valid checksum first: run `agentc aix checksum --write`" };
  }
  const cs = (doc.security as JsonObject).checksum as JsonObject;
  const v14 = aixProfileOf(doc, opts.aixVersion) === "1.4";
  const sig = v14 ? signV14(doc, readInputFile(opts.key, "utf8")) : signChecksum(String(cs.value).toLowerCase(), readInputFile(opts.key, "utf8"));
  const signature = emptyObject();
  signature.algorithm = sig.algorithm;
  signature.value = sig.value;
  signature.public_key = sig.publicKeyPem;
  if (opts.signer) signature.signer = opts.signer;
  signature.timestamp = opts.timestamp ?? nowUtc();
  const target = opts.output ?? file;
  if (opts.output) assertNotInput(opts.output, [file, opts.key]);
  // Edit the text in place (comments and key order kept); the canonical form only when the edit is not exactly the signed agent.
  const signed = withSecurity(doc, (s) => (s.signature = signature));
  const src = check.source;
  const fields = Object.entries(signature).map(([k, v]) => [k, String(v)] as const);
  let text = editSignatureText(src.text, src.syntax, src.positions, fields);
  let how = "edited in place (comments kept)";
  const reread = text === undefined ? undefined : checkAixText(file, text, { version: opts.aixVersion }).source.doc;
  if (text === undefined || !reread || !jsonEqual(reread, signed)) {
    text = emitAix(signed, src.syntax);
    how = "rewritten in canonical form";
  }
  writeFileAtomic(target, text);
  return { exitCode: EXIT.ok, result: { algorithm: sig.algorithm, signer: opts.signer ?? null, timestamp: signature.timestamp, file: target, fingerprint: keyFingerprint(sig.publicKeyPem) }, text: `${target}: signed with ${sig.algorithm}${opts.signer ? ` by ${opts.signer}` : ""} (${how})` };
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
    const bound14: Record<string, readonly string[]> = { checksum: ["value", "algorithm"], signature: ["algorithm", "value", "public_key"] };
    return Object.entries(bound14).flatMap(([key, kept]) => (isJsonObject(security[key]) ? Object.keys(security[key]).filter((k) => !kept.includes(k)).map((k) => `security.${key}.${k}`) : []));
  }
  const bound: Record<string, readonly string[]> = { checksum: ["value", "algorithm"], signature: ["algorithm", "value", "public_key"] };
  const out: string[] = [];
  for (const [key, value] of Object.entries(security)) {
    const kept = bound[key];
    if (!kept) out.push(`security.${key}`);
    else if (isJsonObject(value)) for (const k of Object.keys(value)) if (!kept.includes(k)) out.push(`security.${key}.${k}`);
  }
  return out;
}

/**
 * `aix verify` says "verified" only when something was: a placeholder checksum (zeros, TODO,
 * `placeholder…`) proves nothing, so it is "not verified" and exit 1 (the placeholder is an error
 * here, as under --require-checksum); `validate` and `convert` keep it a warning. The verdict is
 * "verified" only when the signer is a key the user vouched for (or there is no signature, and so
 * no signer to claim); a signature no --pubkey or --trust key vouches for is "signer not verified",
 * and the signer name it carries is reported as claimed. A signing time in the future is the
 * error `FUTURE_TIMESTAMP`, as under `aix validate`; the fields the signature does not cover are
 * named (`SIGNATURE_SCOPE`).
 */
export async function verify(_ctx: CliContext, file: string, opts: CheckFlags = {}): Promise<Outcome> {
  const check = checkAixFile(file, checkOptions({ ...opts, requireChecksum: true }));
  const doc = check.source.doc;
  if (!doc) return { exitCode: EXIT.invalid, diagnostics: check.diagnostics.all };
  const relevant = check.diagnostics.all.filter((d) => d.code.startsWith("CHECKSUM") || d.code.startsWith("SIGNATURE") || d.code === "INVALID_KEY" || (d.code === "FUTURE_TIMESTAMP" && d.pointer === "/security/signature/timestamp"));
  const sig = isJsonObject(doc.security) && isJsonObject(doc.security.signature) ? doc.security.signature : undefined;
  if (sig) {
    const outside = fieldsOutsideSignature(doc, opts.aixVersion);
    if (outside.length)
      relevant.push({
        code: "SIGNATURE_SCOPE",
        severity: "warning",
        message: `${aixProfileOf(doc, opts.aixVersion) === "1.4" ? "the signature covers everything but security.checksum and security.signature (AIX v1.4)" : "the signature covers every section but security (it signs the checksum, which leaves security out)"}; not covered, so they can be changed without breaking it: ${outside.join(", ")}`,
        file,
        pointer: "/security",
      });
  }
  const failed = relevant.some((d) => d.severity === "error");
  const placeholder = relevant.some((d) => d.code === "CHECKSUM_PLACEHOLDER");
  const signerVerified = check.signature.state === "trusted";
  const verdict = placeholder ? "not verified" : failed ? "FAILED" : signerVerified || check.signature.state === "absent" ? "verified" : "signer not verified";
  const head = verdict === "signer not verified" ? "checksum verified, signer not verified" : verdict;
  const lines = [...(placeholder ? ["checksum: a placeholder, not a hash: nothing was computed, so nothing is verified"] : []), verdictLine(check.signature), ...relevant.filter((d) => d.severity === "info").map((d) => d.message)];
  return {
    exitCode: failed ? EXIT.invalid : EXIT.ok,
    diagnostics: relevant.filter((d) => d.severity !== "info"),
    result: { ok: !failed, verdict, signature: verdictJson(check.signature), signer: sig?.signer ?? null, signerVerified, timestamp: sig?.timestamp ?? null, notCovered: sig ? fieldsOutsideSignature(doc, opts.aixVersion) : [] },
    text: `${file}: ${head}\n${lines.map((l) => `  ${l}`).join("\n")}`,
  };
}

export async function fmt(ctx: CliContext, file: string, opts: { to: AixSyntax; output?: string }): Promise<Outcome> {
  const { check, doc } = loaded(file);
  if (!doc) return { exitCode: EXIT.invalid, diagnostics: check.diagnostics.all };
  const text = emitAix(doc, opts.to);
  if (!opts.output) {
    // Under --json stdout is the envelope alone: the text goes into the result.
    if (ctx.json) return { exitCode: EXIT.ok, result: { syntax: opts.to, text } };
    ctx.out(text.replace(/\n$/, ""));
    return { exitCode: EXIT.ok, result: { syntax: opts.to } };
  }
  assertNotInput(opts.output, [file]);
  writeFileAtomic(opts.output, text);
  return { exitCode: EXIT.ok, result: { syntax: opts.to, file: opts.output }, text: `wrote ${opts.output} (${opts.to})` };
}

export async function keygen(_ctx: CliContext, opts: { alg: KeyAlgorithm; output?: string; force?: boolean }): Promise<Outcome> {
  const prefix = opts.output ?? `agentc-${opts.alg}`;
  const priv = `${prefix}.key`;
  const pub = `${prefix}.pub`;
  for (const f of [priv, pub]) assertOutputFree(f, opts.force);
  const { privateKeyPem, publicKeyPem } = makeKeys(opts.alg);
  // Never through a link placed at either name: each key is written to a temporary made 0600 (the
  // private one) from its creation, then renamed over the name (--force: a link there is replaced,
  // not followed) or linked to it (no --force: exactly one run gets the name).
  const put = (file: string, text: string, mode: number): void => {
    if (opts.force) writeFileAtomic(file, text, { mode });
    else if (!writeFileExclusive(file, text, { mode })) throw new CliError(`${file} exists; nothing was written (use --force to replace it)`, "AGC-OUTPUT-EXISTS", EXIT.invalid);
  };
  put(priv, privateKeyPem, 0o600);
  chmodSync(priv, 0o600);
  put(pub, publicKeyPem, 0o666);
  return { exitCode: EXIT.ok, result: { private: priv, public: pub, algorithm: opts.alg }, text: `wrote ${priv} (private, 0600) and ${pub} (public, SPKI PEM)` };
}

export type { HashAlgorithm };
