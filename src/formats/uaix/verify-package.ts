/**
 * UAIX import validation (the spec's ZIP rules and package-lint list), as a
 * quarantine verdict: `accept`, `review_required` (only sentinel digests stand
 * between the package and acceptance), or `no-op` with the memory firewall's
 * reason codes. Nothing is extracted here; unpack extracts only after this
 * passes. Entries are hashed streaming (entry-digests.ts: on two threads for large packages).
 */
import { asCode, uaixReasonCode, type Code } from "../../../ir/diagnostics/codes.js";
import { existsSync, readFileSync } from "node:fs";
import { JsonParseError, parseJson } from "../../../ir/json/parse.js";
import { isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { openZip, ZipEntryError, type ZipArchive, type ZipEntry } from "../../../ir/io/zip/read.js";
import { digestEntries } from "./entry-digests.js";
import { pointerFromPath } from "../../../ir/json/pointer.js";
import { sha256Hex } from "../../../ir/hash/digest.js";
import type { DigestJob, DigestOutcome } from "./entry-digest.js";
import {
  checkManifest,
  inventoryText,
  manifestDigest,
  mediaTypeOf,
  normalizeSha256,
  type FileEntry,
} from "../../../ir/dialects/uaix/manifest.js";
import { parseSignature, verifyManifestSignature } from "../../../ir/dialects/uaix/signing.js";
import {
  describeVerdict,
  judgeSignature,
  verdictPasses,
  type SignatureVerdict,
  type TrustOptions,
} from "../../../ir/signing/trust.js";
import {
  AUTHORITY_KEYS,
  AUTHORITY_TEXT,
  MANIFEST_PATH,
  MEDIA_TYPES,
  PROTECTED_ANCHORS,
  REASONS,
  SCOPE_RULES,
  SCOPES,
  SENTINEL_SHA256,
  UNIVERSAL_FILES,
  type Scope,
} from "../../../ir/dialects/uaix/tokens.js";

export type Verdict = "accept" | "review_required" | "no-op";

export interface UaixVerifyOptions {
  /** The Ed25519 public key (PEM text) that must have signed the package; a signature by it is `trusted`. */
  pubkey?: string;
  /** Keys that vouch for signers (--pubkey files, --trust directory); see ir/signing/trust.ts. */
  trust?: TrustOptions;
  /** The previous package, for the protected-anchor mutation check. */
  previous?: string;
  /** Require a trusted signature (valid, by a key named in `pubkey` or `trust`). */
  requireSignature?: boolean;
  /** Digest entries on two threads (true) or one (false); by default two from 16 MiB of content. */
  threads?: boolean;
}

export interface UaixVerification {
  verdict: Verdict;
  reasons: string[];
  diagnostics: Diagnostic[];
  manifest?: JsonObject;
  files: FileEntry[];
  signed: "valid" | "invalid" | "unsigned";
  /** The signature's trust state and signer fingerprint. */
  signature: SignatureVerdict;
  /** sha256 of each entry as read, by path. */
  digests: Map<string, string>;
}

const INTEGRITY_FIELDS = ["algorithm", "filesDigest", "manifestDigest"];
const TEXT_TYPES = new Set(
  Object.entries(MEDIA_TYPES)
    .filter(([, t]) => t.startsWith("text/") || t === "application/json")
    .map(([, t]) => t),
);

class Collector {
  readonly diagnostics: Diagnostic[] = [];
  readonly reasons = new Set<string>();
  constructor(private readonly file: string) {}
  fail(reason: string, message: string, pointer?: string): void {
    this.reasons.add(reason);
    this.diagnostics.push({
      code: uaixReasonCode(reason),
      severity: "error",
      message,
      file: this.file,
      ...(pointer !== undefined ? { pointer } : {}),
    });
  }
  note(code: Code, message: string, severity: "warning" | "info" = "warning"): void {
    this.diagnostics.push({ code, severity, message, file: this.file });
  }
}

/** Manifest fields and texts that claim authority. The pointer is spelled out only for what fails. */
function scanAuthority(v: Json, path: Array<string | number>, c: Collector): void {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      path.push(i);
      scanAuthority(v[i]!, path, c);
      path.pop();
    }
  } else if (isJsonObject(v)) {
    for (const k of Object.keys(v)) {
      const x = v[k]!;
      path.push(k);
      if (AUTHORITY_KEYS.test(k) && x !== false && x !== null && !(Array.isArray(x) && x.length === 0)) {
        c.fail(
          REASONS.authorityBoundaryConflict,
          `manifest field ${k} claims authority a memory package must not carry`,
          pointerFromPath(path),
        );
      }
      scanAuthority(x, path, c);
      path.pop();
    }
  } else if (typeof v === "string" && AUTHORITY_TEXT.test(v)) {
    c.fail(
      REASONS.authorityBoundaryConflict,
      `manifest text negotiates authority: ${JSON.stringify(v.slice(0, 80))}`,
      pointerFromPath(path),
    );
  }
}

/**
 * Verify a package given as a path, or as bytes in memory (`{ bytes, label }`: a package
 * agentc has just built, checked before anything is written; no detached `.sig` beside it).
 */
export async function verifyUaixPackage(
  input: string | { bytes: Uint8Array; label: string },
  options: UaixVerifyOptions = {},
): Promise<UaixVerification> {
  const path = typeof input === "string" ? input : input.label;
  const c = new Collector(path);
  const result: UaixVerification = {
    verdict: "no-op",
    reasons: [],
    diagnostics: c.diagnostics,
    files: [],
    signed: "unsigned",
    signature: { state: "absent" },
    digests: new Map(),
  };
  if (!path.toLowerCase().endsWith(".uaix")) c.note("UAIX-EXTENSION", "a UAIX package file has the .uaix extension");
  const { archive, diagnostics } = await openZip(typeof input === "string" ? input : input.bytes, undefined, path);
  try {
    for (const d of diagnostics)
      c.fail(d.code === "AGC-ZIP-FORMAT" ? REASONS.malformedContainer : REASONS.unsafePath, d.message);
    if (diagnostics.length) return finish(result, c);
    const entries = archive.entries;
    for (const e of entries)
      if (e.isDirectory) c.fail(REASONS.undeclaredFile, `${e.name}: directory entries are not part of a package`);
    const manifests = entries.filter((e) => e.name === MANIFEST_PATH);
    if (manifests.length !== 1) {
      c.fail(REASONS.missingManifest, `${MANIFEST_PATH} must exist exactly once (found ${manifests.length})`);
      return finish(result, c);
    }
    let manifest: Json;
    try {
      manifest = parseJson((await archive.read(manifests[0]!)).toString("utf8")).value;
    } catch (e) {
      if (e instanceof ZipEntryError) c.fail(REASONS.malformedContainer, `damaged archive entry: ${e.message}`);
      else
        c.fail(REASONS.malformedSchema, `manifest is not JSON: ${e instanceof JsonParseError ? e.message : String(e)}`);
      return finish(result, c);
    }
    const { problems, files, scopes } = checkManifest(manifest);
    for (const p of problems) c.fail(p.reason, p.message, p.pointer);
    if (!isJsonObject(manifest)) return finish(result, c);
    result.manifest = manifest;
    result.files = files;
    scanAuthority(manifest, [], c);
    checkIntegrity(manifest, c);
    await checkInventory(
      archive,
      typeof input === "string" ? path : undefined,
      options.threads,
      entries,
      files,
      scopes as Scope[],
      manifest,
      c,
      result,
    );
    checkSignature(
      archive.comment.toString("utf8"),
      typeof input === "string" ? path : undefined,
      manifest,
      options,
      c,
      result,
    );
    if (options.previous) await checkAnchors(options.previous, result, c);
  } finally {
    await archive.close();
  }
  return finish(result, c);
}

function finish(result: UaixVerification, c: Collector): UaixVerification {
  result.reasons = [...c.reasons].sort();
  const sentinel =
    result.files.some((f) => f.sha256 === SENTINEL_SHA256) ||
    result.diagnostics.some((d) => d.code === "UAIX-SENTINEL");
  result.verdict = result.reasons.length ? "no-op" : sentinel ? "review_required" : "accept";
  return result;
}

function checkIntegrity(m: JsonObject, c: Collector): void {
  const integrity = isJsonObject(m.integrity) ? m.integrity : undefined;
  // Every field of the integrity block is one the verifier checks: a changed or unknown one is not passed over.
  if (integrity && integrity.algorithm !== undefined && integrity.algorithm !== "sha256")
    c.fail(
      REASONS.malformedSchema,
      `integrity.algorithm is ${JSON.stringify(integrity.algorithm)}; the digests are sha256`,
      "/integrity/algorithm",
    );
  for (const k of Object.keys(integrity ?? {})) {
    if (!INTEGRITY_FIELDS.includes(k))
      c.fail(
        REASONS.malformedSchema,
        `integrity.${k} is not a field a verifier can check (integrity holds algorithm, filesDigest, manifestDigest)`,
        `/integrity/${k}`,
      );
  }
  const digest = typeof integrity?.filesDigest === "string" ? normalizeSha256(integrity.filesDigest) : undefined;
  if (!digest || !/^[0-9a-f]{64}$/.test(digest))
    return c.fail(
      REASONS.missingIntegrityChecksum,
      "integrity.filesDigest (sha256 of the RFC 8785 form of files) is required",
      "/integrity/filesDigest",
    );
  if (digest === SENTINEL_SHA256)
    return c.note(
      "UAIX-SENTINEL",
      "integrity.filesDigest is the all-zero sentinel: not proof of integrity; the package stays in review",
    );
  // No `files` (a damaged key) is an inventory no digest matches; checkManifest reports it too.
  const filesText = m.files === undefined ? undefined : inventoryText(m.files);
  if (filesText === undefined || digest !== sha256Hex(filesText))
    c.fail(REASONS.hashMismatch, "integrity.filesDigest does not match the files inventory", "/integrity/filesDigest");
  const whole = typeof integrity?.manifestDigest === "string" ? normalizeSha256(integrity.manifestDigest) : undefined;
  if (!whole || !/^[0-9a-f]{64}$/.test(whole))
    return c.fail(
      REASONS.missingIntegrityChecksum,
      "integrity.manifestDigest (sha256 of the RFC 8785 form of the manifest without integrity) is required",
      "/integrity/manifestDigest",
    );
  if (whole === SENTINEL_SHA256)
    return c.note("UAIX-SENTINEL", "integrity.manifestDigest is the all-zero sentinel; the package stays in review");
  if (whole !== manifestDigest(m, filesText))
    c.fail(REASONS.hashMismatch, "integrity.manifestDigest does not match the manifest", "/integrity/manifestDigest");
}

const KNOWN_MEDIA_TYPES: ReadonlySet<string> = new Set(Object.values(MEDIA_TYPES));
/** The files some scope (not every package) requires. */
const SCOPE_FILES: ReadonlySet<string> = new Set(SCOPES.flatMap((s) => [...SCOPE_RULES[s].files]));

async function checkInventory(
  archive: ZipArchive,
  path: string | undefined,
  threads: boolean | undefined,
  entries: ZipEntry[],
  files: FileEntry[],
  scopes: Scope[],
  m: JsonObject,
  c: Collector,
  result: UaixVerification,
): Promise<void> {
  const byPath = new Map(entries.filter((e) => !e.isDirectory).map((e) => [e.name, e]));
  const declared = new Map<string, FileEntry>();
  files.forEach((f, i) => {
    if (f.path === MANIFEST_PATH)
      c.fail(REASONS.malformedSchema, "the manifest does not list itself", `/files/${i}/path`);
    if (declared.has(f.path)) c.fail(REASONS.malformedSchema, `${f.path} is listed twice`, `/files/${i}/path`);
    declared.set(f.path, f);
  });
  for (const name of byPath.keys())
    if (name !== MANIFEST_PATH && !declared.has(name))
      c.fail(REASONS.undeclaredFile, `${name} is in the archive but not in the manifest`);
  const index = new Map(entries.map((e, i) => [e, i]));
  const jobs: DigestJob[] = files.flatMap((f) => {
    const e = byPath.get(f.path);
    return e
      ? [{ index: index.get(e)!, entry: e, scan: TEXT_TYPES.has(f.mediaType), authority: f.path.endsWith(".uai") }]
      : [];
  });
  const digests = digestEntries(archive, path, jobs, threads);
  for (const [i, f] of files.entries()) {
    const e = byPath.get(f.path);
    if (!e) {
      c.fail(REASONS.missingFile, `${f.path} is declared but not in the archive`, `/files/${i}/path`);
      continue;
    }
    const expectedType = mediaTypeOf(f.path);
    if (!KNOWN_MEDIA_TYPES.has(f.mediaType))
      c.fail(
        REASONS.unsupportedMediaType,
        `${f.path}: unsupported media type ${JSON.stringify(f.mediaType)}`,
        `/files/${i}/mediaType`,
      );
    else if (expectedType && expectedType !== f.mediaType)
      c.fail(
        REASONS.unsupportedMediaType,
        `${f.path}: media type ${f.mediaType} does not fit its extension (${expectedType})`,
        `/files/${i}/mediaType`,
      );
    if (e.size !== f.sizeBytes)
      c.fail(
        REASONS.sizeMismatch,
        `${f.path}: sizeBytes says ${f.sizeBytes}, the entry has ${e.size}`,
        `/files/${i}/sizeBytes`,
      );
    const { digest: h, damaged } = (await digests.next()).value as DigestOutcome;
    // A damaged entry (CRC mismatch, more bytes than declared, bad deflate data): the container is malformed.
    if (damaged !== undefined || !h) {
      c.fail(REASONS.malformedContainer, `damaged archive entry: ${damaged}`, `/files/${i}/path`);
      continue;
    }
    result.digests.set(f.path, h.sha);
    if (f.sha256 === SENTINEL_SHA256)
      c.note("UAIX-SENTINEL", `${f.path}: all-zero sha256 sentinel; recomputed ${h.sha}, kept in review`);
    else if (f.sha256 !== h.sha)
      c.fail(
        REASONS.hashMismatch,
        `${f.path}: sha256 ${h.sha} does not match the manifest's ${f.sha256}`,
        `/files/${i}/sha256`,
      );
    if (h.secret) c.fail(REASONS.secretDetected, `${f.path} contains what looks like a ${h.secret}`);
    if (h.authority && f.path.endsWith(".uai"))
      c.fail(
        REASONS.authorityBoundaryConflict,
        `${f.path} negotiates authority (grants, escalation or policy override)`,
      );
  }
  // Closed required sets: every file of every declared scope, and no scope-specific file of an undeclared scope.
  const required = new Set<string>(UNIVERSAL_FILES);
  for (const s of scopes) for (const f of SCOPE_RULES[s].files) required.add(f);
  for (const f of required)
    if (!declared.has(f))
      c.fail(
        REASONS.missingRequiredFile,
        `${f} is required for ${UNIVERSAL_FILES.includes(f as never) ? "every package" : `scope ${scopes.filter((s) => SCOPE_RULES[s].files.includes(f)).join(", ")}`}`,
      );
  for (const s of scopes) {
    const rule = SCOPE_RULES[s];
    for (const group of rule.oneOf ?? [])
      if (!group.some((g) => declared.has(g)))
        c.fail(REASONS.missingRequiredFile, `scope ${s} requires one of ${group.join(" or ")}`);
    if (rule.manifestFields) {
      const obj = m[rule.manifestFields.key];
      const missing = rule.manifestFields.fields.filter((k) => !isJsonObject(obj) || !(k in obj));
      if (missing.length)
        c.fail(
          REASONS.malformedSchema,
          `scope ${s} requires manifest.${rule.manifestFields.key} with ${missing.join(", ")}`,
          `/${rule.manifestFields.key}`,
        );
    }
  }
  for (const f of declared.keys()) {
    if (SCOPE_FILES.has(f) && !required.has(f))
      c.fail(REASONS.outOfScopeFile, `${f} belongs to a scope the package does not declare; closed sets leave it out`);
  }
  for (const [i, ep] of (Array.isArray(m.entrypoints) ? m.entrypoints : []).entries()) {
    if (typeof ep === "string" && !declared.has(ep))
      c.fail(REASONS.missingFile, `entrypoint ${ep} is not a declared file`, `/entrypoints/${i}`);
  }
}

/** The trust options of a verification: `pubkey` (PEM text, the library's shorthand) joins `trust.pubkeys`. */
function trustOf(o: UaixVerifyOptions): TrustOptions {
  const pubkeys = [
    ...(o.trust?.pubkeys ?? []),
    ...(o.pubkey ? [{ pem: o.pubkey, source: "the given public key" }] : []),
  ];
  return { ...o.trust, pubkeys, requireSignature: Boolean(o.requireSignature || o.trust?.requireSignature) };
}

function checkSignature(
  comment: string,
  path: string | undefined,
  manifest: JsonObject,
  o: UaixVerifyOptions,
  c: Collector,
  result: UaixVerification,
): void {
  const trust = trustOf(o);
  const detached = path === undefined ? undefined : `${path}.sig`;
  const sig =
    parseSignature(comment) ??
    (detached && existsSync(detached) ? parseSignature(readFileSync(detached, "utf8")) : undefined);
  if (!sig) {
    result.signed = "unsigned";
    result.signature = { state: "absent" };
    if (!verdictPasses(result.signature, trust))
      c.fail(
        REASONS.signatureInvalid,
        trust.pubkeys?.length
          ? "the package is not signed, but --pubkey names the key that must have signed it"
          : "the package is not signed, and a trusted signature is required",
      );
    else c.note("UAIX-UNSIGNED", "the package is not signed; its origin is not established");
    return;
  }
  const v = verifyManifestSignature(manifest, sig);
  const verdict = judgeSignature(v.ok, sig.publicKey, sig.alg, trust);
  if (!v.ok && v.reason) verdict.reason = v.reason;
  result.signature = verdict;
  result.signed = v.ok ? "valid" : "invalid";
  if (!verdictPasses(verdict, trust)) {
    c.fail(
      REASONS.signatureInvalid,
      verdict.state === "untrusted"
        ? `the signature is valid but untrusted (${verdict.fingerprint}), and a trusted signature is required: name the signer's key with --pubkey or put it in --trust`
        : (verdict.reason ?? "invalid signature"),
    );
  } else c.note(asCode(`UAIX-SIGNATURE-${verdict.state.toUpperCase()}`), describeVerdict(verdict), "info");
}

async function checkAnchors(previous: string, result: UaixVerification, c: Collector): Promise<void> {
  const before = await verifyUaixPackage(previous);
  for (const anchor of PROTECTED_ANCHORS) {
    const a = before.digests.get(anchor);
    const b = result.digests.get(anchor);
    if (a && b && a !== b)
      c.fail(
        REASONS.protectedAnchorMutation,
        `${anchor} differs from the previous package; protected anchors change only with human authorization`,
      );
    if (a && !b) c.fail(REASONS.protectedAnchorMutation, `${anchor} was removed since the previous package`);
  }
}
