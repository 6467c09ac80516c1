/**
 * Attestations of AEGX bundles: an in-toto Statement v1 in a DSSE envelope, signed with Ed25519.
 *
 * - payloadType `application/vnd.in-toto+json`; the signature is over DSSE's pre-authentication
 *   encoding, PAE = "DSSEv1" SP len(type) SP type SP len(body) SP body (lengths in ASCII decimal);
 * - subject: every file of the bundle (manifest.json, records.jsonl, audit-log.jsonl, blobs/<hash>)
 *   with its sha256;
 * - predicateType `https://agentc.dev/aegx-session/v1`; predicate: the bundle's audit_head, its
 *   record and blob counts, records by type, the sessions' summaries, and the signer's public key.
 *
 * Checking one: the envelope's form, the signature (trusted only with a key named by --pubkey; the
 * key inside the predicate alone makes it `untrusted`), each subject's digest against the bundle's
 * file, every bundle file attested, and the bundle itself (it verifies, and its head is the attested one).
 */
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import { join } from "node:path";
import { Diagnostics, type Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { fileChunks } from "../../ir/io/file-chunks.js";
import { readInputFile, checkInputPath } from "../../ir/io/input-file.js";
import { writeOutput } from "../../ir/io/output-files.js";
import { BLOB_KEEP_FILE, BUNDLE_FILES } from "../../ir/dialects/aegx/constants.js";
import { judgeSignature, keyFingerprint, type SignatureVerdict } from "../../ir/signing/trust.js";
import { isJsonObject } from "../../ir/json/value.js";
import { verifyBundle } from "../formats/aegx/verify-bundle.js";
import { loadAegxGraph } from "../formats/aegx/load-graph.js";
import { summarizeAegx } from "../formats/aegx/summarize.js";
import { sessionTimelines } from "../formats/sessions/timeline.js";
import { agentcExitCode } from "../formats/aegx/exit-codes.js";

export const INTOTO_PAYLOAD_TYPE = "application/vnd.in-toto+json";
export const STATEMENT_TYPE = "https://in-toto.io/Statement/v1";
export const PREDICATE_TYPE = "https://agentc.dev/aegx-session/v1";

/** DSSE's pre-authentication encoding. */
export function pae(payloadType: string, body: Buffer): Buffer {
  const type = Buffer.from(payloadType, "utf8");
  return Buffer.concat([Buffer.from(`DSSEv1 ${type.length} `), type, Buffer.from(` ${body.length} `), body]);
}

/** An in-toto subject: one file of the bundle, by its path in the bundle and sha256. */
export interface Subject {
  name: string;
  digest: { sha256: string };
}

function sha256File(path: string): string {
  const h = createHash("sha256");
  for (const c of fileChunks(path)) h.update(c);
  return h.digest("hex");
}

/** Every file of a bundle directory, as subjects, sorted by name. */
export function bundleSubjects(dir: string): Subject[] {
  const names = [BUNDLE_FILES.manifest, BUNDLE_FILES.records, BUNDLE_FILES.audit].filter((n) =>
    existsSync(join(dir, n)),
  );
  const blobs = existsSync(join(dir, BUNDLE_FILES.blobs))
    ? readdirSync(join(dir, BUNDLE_FILES.blobs))
        .filter((f) => f !== BLOB_KEEP_FILE)
        .map((f) => `${BUNDLE_FILES.blobs}/${f}`)
    : [];
  return [...names, ...blobs.sort()].sort().map((name) => ({ name, digest: { sha256: sha256File(join(dir, name)) } }));
}

export interface AttestResult {
  ok: boolean;
  exitCode: number;
  diagnostics: Diagnostic[];
  subjects: number;
  auditHead?: string;
  keyid?: string;
  predicateType: string;
}

function signingKey(pemPath: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(readInputFile(pemPath, "utf8"));
  } catch (e) {
    throw new AgentcError(
      `${pemPath}: not a PEM private key (${(e as Error).message.split("\n")[0]})`,
      "AEGX-ATTEST-KEY",
      { exitCode: 2 },
    );
  }
  if (key.asymmetricKeyType !== "ed25519")
    throw new AgentcError(
      `${pemPath}: attestations are signed with Ed25519, and this is a${key.asymmetricKeyType === "rsa" ? "n RSA" : ` ${String(key.asymmetricKeyType).toUpperCase()}`} key (make one with: agentc keygen)`,
      "AEGX-ATTEST-KEY",
      { exitCode: 2 },
    );
  return key;
}

/**
 * Signs a bundle: verifies it, then writes to `output` a DSSE envelope (payload type
 * `application/vnd.in-toto+json`) of an in-toto Statement v1 whose subjects are the bundle's files
 * and whose predicate (`https://agentc.dev/aegx-session/v1`) names its audit head, record counts,
 * sessions and the signer's public key. `keyPath` is an Ed25519 private key in PEM
 * (`agentc keygen`); another kind of key throws `AEGX-ATTEST-KEY`. A bundle that does not verify is
 * not signed: the result carries its diagnostics and exit code.
 */
export async function attestBundle(
  bundle: string,
  keyPath: string,
  output: string,
  options: { force?: boolean } = {},
): Promise<AttestResult> {
  checkInputPath(bundle, "directory");
  checkInputPath(keyPath, "file");
  const key = signingKey(keyPath);
  const v = await verifyBundle(bundle);
  if (!v.ok)
    return { ok: false, exitCode: v.exitCode, diagnostics: v.diagnostics, subjects: 0, predicateType: PREDICATE_TYPE };
  const { graph } = await loadAegxGraph(bundle);
  const s = summarizeAegx(graph);
  const sessions = sessionTimelines(graph).map((t) => ({
    sessionId: t.sessionId,
    source: t.source,
    start: t.start,
    ...t.counts,
  }));
  const subjects = bundleSubjects(bundle);
  const publicKey = createPublicKey(key).export({ type: "spki", format: "pem" }).toString();
  const keyid = keyFingerprint(key);
  const statement = {
    _type: STATEMENT_TYPE,
    subject: subjects,
    predicateType: PREDICATE_TYPE,
    predicate: {
      aegx_version: "0.1",
      audit_head: v.stats.auditHead ?? "0".repeat(64),
      record_count: v.stats.records,
      blob_count: v.stats.blobs,
      records_by_type: Object.fromEntries(Object.entries(s.byType).sort()),
      time_span: { first: s.firstTs ?? null, last: s.lastTs ?? null },
      tainted_records: s.tainted,
      sessions,
      signer: { keyid, publicKey },
    },
  };
  const body = Buffer.from(JSON.stringify(statement), "utf8");
  const sig = sign(null, pae(INTOTO_PAYLOAD_TYPE, body), key);
  const envelope = {
    payloadType: INTOTO_PAYLOAD_TYPE,
    payload: body.toString("base64"),
    signatures: [{ keyid, sig: sig.toString("base64") }],
  };
  writeOutput(
    output,
    { kind: "file", files: [["", Buffer.from(`${JSON.stringify(envelope, null, 2)}\n`, "utf8")]] },
    { force: options.force },
  );
  return {
    ok: true,
    exitCode: 0,
    diagnostics: [],
    subjects: subjects.length,
    auditHead: statement.predicate.audit_head,
    keyid,
    predicateType: PREDICATE_TYPE,
  };
}

export interface VerifyAttestationResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  signature: SignatureVerdict;
  subjects: number;
  auditHead?: string;
}

/**
 * Checks an attestation against a bundle: the envelope's signature, every subject's digest against
 * the bundle's files (a file added, changed or missing fails), and the predicate's audit head
 * against the bundle's. The signature is `trusted` only by a key of `options.pubkeys` (PEM files);
 * the key carried in the predicate makes it checkable but `untrusted`.
 */
export async function verifyAttestationFile(
  file: string,
  bundle: string,
  options: { pubkeys?: string[] } = {},
): Promise<VerifyAttestationResult> {
  checkInputPath(file, "file");
  checkInputPath(bundle, "directory");
  const ds = new Diagnostics();
  const fail = (message: string, pointer?: string): VerifyAttestationResult => {
    ds.error("AEGX-ATTEST-FORMAT", message, { file, line: 1, ...(pointer ? { pointer } : {}) });
    return { ok: false, diagnostics: ds.all.slice(), signature: { state: "absent" }, subjects: 0 };
  };
  let envelope: unknown;
  try {
    envelope = JSON.parse(readInputFile(file, "utf8"));
  } catch (e) {
    return fail(`not JSON: ${(e as Error).message}`);
  }
  if (!isJsonObject(envelope as never) || typeof (envelope as Record<string, unknown>).payload !== "string")
    return fail("not a DSSE envelope (no payload)", "/payload");
  const env = envelope as { payloadType?: unknown; payload: string; signatures?: unknown };
  if (env.payloadType !== INTOTO_PAYLOAD_TYPE)
    return fail(`payloadType is ${JSON.stringify(env.payloadType)}, not ${INTOTO_PAYLOAD_TYPE}`, "/payloadType");
  const sigs = Array.isArray(env.signatures)
    ? env.signatures.filter(
        (s): s is { keyid?: string; sig: string } =>
          isJsonObject(s as never) && typeof (s as { sig?: unknown }).sig === "string",
      )
    : [];
  if (!sigs.length) return fail("the envelope has no signature", "/signatures");
  const body = Buffer.from(env.payload, "base64");
  let statement: Record<string, unknown>;
  try {
    statement = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
  } catch {
    return fail("the payload is not a JSON in-toto Statement", "/payload");
  }
  if (statement._type !== STATEMENT_TYPE)
    return fail(`the Statement's _type is ${JSON.stringify(statement._type)}, not ${STATEMENT_TYPE}`, "/payload");
  if (statement.predicateType !== PREDICATE_TYPE)
    return fail(`predicateType is ${JSON.stringify(statement.predicateType)}, not ${PREDICATE_TYPE}`, "/payload");
  const predicate = isJsonObject(statement.predicate as never) ? (statement.predicate as Record<string, unknown>) : {};
  const subjects = Array.isArray(statement.subject) ? (statement.subject as Subject[]) : [];
  const signer = isJsonObject(predicate.signer as never) ? (predicate.signer as { publicKey?: unknown }) : {};
  const embedded = typeof signer.publicKey === "string" ? signer.publicKey : undefined;

  // The signature: with the embedded key; whose key that is, the --pubkey files say.
  const message = pae(INTOTO_PAYLOAD_TYPE, body);
  let verifies = false;
  let keyOk = true;
  try {
    const k = embedded ? createPublicKey(embedded) : undefined;
    verifies =
      k !== undefined &&
      k.asymmetricKeyType === "ed25519" &&
      sigs.some((s) => verify(null, message, k, Buffer.from(s.sig, "base64")));
  } catch {
    keyOk = false;
  }
  const pubkeys = (options.pubkeys ?? []).map((p) => ({ pem: readInputFile(p, "utf8"), source: p }));
  const verdict = keyOk
    ? judgeSignature(verifies, embedded, "Ed25519", { pubkeys })
    : { state: "invalid" as const, reason: "the signer's public key in the predicate is not a valid key" };
  if (verdict.state === "invalid")
    ds.error(
      "AEGX-ATTEST-SIGNATURE",
      verifies
        ? (verdict.reason ?? "the signature is not by the key given")
        : `the signature does not verify over the envelope's payload: the Statement was changed after signing, or signed by another key`,
      { file, pointer: "/signatures/0" },
    );
  else if (verdict.state === "untrusted")
    ds.warning(
      "AEGX-ATTEST-UNTRUSTED",
      `the signature verifies, but ${verdict.fingerprint} is not a key you named with --pubkey; it proves only that someone holding that key signed`,
      { file, pointer: "/signatures/0" },
    );

  // The subjects against the bundle's files.
  const actual = new Map(bundleSubjects(bundle).map((s) => [s.name, s.digest.sha256]));
  const attested = new Set<string>();
  subjects.forEach((s, i) => {
    const name = isJsonObject(s as never) && typeof s.name === "string" ? s.name : "";
    attested.add(name);
    const want = isJsonObject(s.digest as never) ? s.digest.sha256 : undefined;
    const have = actual.get(name);
    if (have === undefined)
      ds.error("AEGX-ATTEST-SUBJECT", `${name || `subject ${i}`} is attested but not in the bundle`, {
        file: join(bundle, name),
        pointer: `/subject/${i}`,
      });
    else if (have !== want)
      ds.error(
        "AEGX-ATTEST-SUBJECT",
        `${name} has sha256 ${have}, not the attested ${String(want)}: the file changed after it was attested`,
        { file: join(bundle, name), pointer: `/subject/${i}/digest/sha256` },
      );
  });
  for (const name of actual.keys())
    if (!attested.has(name))
      ds.error("AEGX-ATTEST-SUBJECT", `${name} is in the bundle but not attested: it was added after the attestation`, {
        file: join(bundle, name),
      });

  // The bundle itself.
  const v = await verifyBundle(bundle);
  if (!v.ok)
    ds.error(
      "AEGX-ATTEST-BUNDLE",
      `the bundle does not verify (exit ${agentcExitCode(v.diagnostics) || 1}); run agentc aegx verify ${bundle}`,
      { file: join(bundle, BUNDLE_FILES.manifest) },
    );
  else if (v.stats.auditHead !== predicate.audit_head)
    ds.error(
      "AEGX-ATTEST-BUNDLE",
      `the bundle's audit head is ${String(v.stats.auditHead)}, not the attested ${String(predicate.audit_head)}: records were added or changed after the attestation`,
      { file: join(bundle, BUNDLE_FILES.manifest), pointer: "/audit_head" },
    );
  return {
    ok: !ds.hasErrors,
    diagnostics: ds.all.slice(),
    signature: verdict,
    subjects: subjects.length,
    auditHead: typeof predicate.audit_head === "string" ? predicate.audit_head : undefined,
  };
}
