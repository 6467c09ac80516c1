/**
 * The UAIX emitter: a directory (or in-memory files) → a deterministic
 * `.uaix` package: sorted entries, fixed timestamps, a manifest with the file
 * inventory and its integrity digest, optionally an Ed25519 signature in the
 * archive comment (and a detached `.sig`). The package is verified before it
 * is put in place; a package that would fail import is never written.
 * Files are read and compressed one at a time (bounded memory).
 */
import { existsSync, lstatSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import { basename, dirname, join, relative, sep } from "node:path";
import { emptyObject, fromPlain, isJsonObject, type Json, type JsonObject } from "../../ir/json/value.js";
import { parseJson } from "../../ir/json/parse.js";
import { orderedJsonText } from "../../ir/json/ordered-text.js";
import { writeZipFile, compareEntryNames } from "../../src/io/zip/write.js";
import { entryNameProblems } from "../../src/io/zip/entry-names.js";
import { writeFileAtomic } from "../../src/io/atomic-write.js";
import { inventoryDigest, manifestDigest, mediaTypeOf, roleOf, type FileEntry, fileEntryJson } from "../../src/formats/uaix/manifest.js";
import { signManifest, signatureLine } from "../../src/formats/uaix/signing.js";
import { MANIFEST_PATH, OPTIONAL_STATUS, PACKAGE_FORMAT, SCOPES, SCOPE_RULES, UAIX_VERSION, UNIVERSAL_FILES, UNIVERSAL_SCOPE, type Scope } from "../../src/formats/uaix/tokens.js";
import { verifyUaixPackage, type UaixVerification } from "../../src/passes/uaix/verify-package.js";
import { nowUtc } from "../../src/evidence/clock.js";

export class PackError extends Error {
  constructor(
    message: string,
    readonly code = "UAIX-PACK",
    readonly verification?: UaixVerification,
  ) {
    super(message);
  }
}

export interface PackOptions {
  scopes?: string[];
  profileId?: string;
  issuer?: string;
  createdUtc?: string;
  /** Mark new files reviewed (default: review_required). */
  reviewed?: boolean;
  /** Ed25519 private key PEM to sign with. */
  signKey?: string;
  detachedSignature?: boolean;
  /** Extra manifest fields (longTermMemory, agentFileHandoff, supportBoundary …). */
  manifestFields?: JsonObject;
}

/** Where each file's bytes come from: a path on disk, or bytes in memory. */
export type PackSource = Map<string, string | Uint8Array>;

export function collectDirectory(dir: string): PackSource {
  const out: PackSource = new Map();
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      const st = lstatSync(full);
      const rel = relative(dir, full).split(sep).join("/");
      if (st.isSymbolicLink()) throw new PackError(`${rel} is a symbolic link; packages carry regular files only`, "UAIX-UNSAFE-PATH");
      if (st.isDirectory()) walk(full);
      else if (st.isFile() && rel !== MANIFEST_PATH) out.set(rel, full);
    }
  };
  walk(dir);
  return out;
}

const DEFAULT_SUPPORT_BOUNDARY = {
  executionAuthority: false,
  toolGrants: false,
  credentials: false,
  statement: "Memory and evidence only: no execution authority, tool grants, credentials, certification or safety claim. Local policy decides what loads.",
};

function statusAndScope(path: string, scopes: Scope[]): { requiredStatus: string; scope: string } {
  if ((UNIVERSAL_FILES as readonly string[]).includes(path)) return { requiredStatus: "universal_required", scope: UNIVERSAL_SCOPE };
  for (const s of scopes) {
    const rule = SCOPE_RULES[s];
    if (rule.files.includes(path) || rule.oneOf?.some((g) => g.includes(path))) return { requiredStatus: rule.status, scope: s };
  }
  return { requiredStatus: OPTIONAL_STATUS, scope: scopes[0]! };
}

function bytesOf(src: string | Uint8Array): Buffer {
  return typeof src === "string" ? readFileSync(src) : Buffer.from(src);
}

/** Build the manifest for the files (hashing each once). */
export function buildManifest(files: PackSource, previous: JsonObject | undefined, o: PackOptions): JsonObject {
  const scopes = (o.scopes?.length ? o.scopes : Array.isArray(previous?.declaredScopes) ? (previous!.declaredScopes as string[]) : []) as Scope[];
  if (!scopes.length) throw new PackError(`declare at least one scope with --scope (${SCOPES.join(", ")})`, "UAIX-SCOPE");
  for (const s of scopes) if (!(SCOPES as readonly string[]).includes(s)) throw new PackError(`unsupported scope ${s} (supported: ${SCOPES.join(", ")})`, "UAIX-SCOPE");
  const before = new Map<string, JsonObject>();
  for (const f of Array.isArray(previous?.files) ? (previous!.files as Json[]) : []) if (isJsonObject(f) && typeof f.path === "string") before.set(f.path, f);
  const entries: FileEntry[] = [];
  for (const path of [...files.keys()].sort(compareEntryNames)) {
    const problems = entryNameProblems(path);
    if (problems.length) throw new PackError(problems.map((p) => p.message).join("; "), "UAIX-UNSAFE-PATH");
    const mediaType = mediaTypeOf(path);
    if (!mediaType) throw new PackError(`${path}: unsupported media type (extensions: .uai .human .json .md .txt .csv .pdf .png)`, "UAIX-MEDIA-TYPE");
    const data = bytesOf(files.get(path)!);
    const old = before.get(path);
    const { requiredStatus, scope } = statusAndScope(path, scopes);
    const sha = createHash("sha256").update(data).digest("hex");
    entries.push({
      path,
      role: roleOf(path),
      requiredStatus,
      scope,
      mediaType,
      sizeBytes: data.length,
      sha256: sha,
      reviewState: old && old.sha256 === sha && typeof old.reviewState === "string" ? old.reviewState : o.reviewed ? "reviewed" : "review_required",
      source: old && typeof old.source === "string" ? old.source : typeof files.get(path) === "string" ? path : "agentc",
    });
  }
  const filesJson = entries.map(fileEntryJson);
  const digest = inventoryDigest(filesJson);
  const profileId = o.profileId ?? (typeof previous?.profileId === "string" ? previous.profileId : "profile");
  const m = emptyObject();
  m.uaixVersion = UAIX_VERSION;
  m.packageFormat = PACKAGE_FORMAT;
  m.packageId = typeof previous?.packageId === "string" && !o.profileId ? previous.packageId : `uaix:${profileId}:${digest.slice(0, 16)}`;
  m.profileId = profileId;
  m.createdUtc = o.createdUtc ?? (typeof previous?.createdUtc === "string" ? previous.createdUtc : nowUtc());
  m.issuer = o.issuer ?? (typeof previous?.issuer === "string" ? previous.issuer : "agentc");
  m.declaredScopes = scopes;
  const entrypoints = [".uai/identity.uai", ".uai/persona.uai", ".uai/startup-packet.uai"].filter((p) => files.has(p));
  m.entrypoints = entrypoints;
  m.files = filesJson;
  m.supportBoundary = isJsonObject(previous?.supportBoundary) ? previous!.supportBoundary : fromPlain(DEFAULT_SUPPORT_BOUNDARY);
  for (const key of ["longTermMemory", "agentFileHandoff"]) if (previous && previous[key] !== undefined) m[key] = previous[key]!;
  for (const [k, v] of Object.entries(o.manifestFields ?? {})) m[k] = v;
  // Last: filesDigest pins the inventory, manifestDigest everything else.
  m.integrity = fromPlain({ algorithm: "sha256", filesDigest: digest, manifestDigest: manifestDigest(m) });
  return m;
}

export interface PackResult {
  manifest: JsonObject;
  verification: UaixVerification;
}

/** Pack files into `out` (atomically, after verification). */
export async function packUaix(files: PackSource, out: string, o: PackOptions = {}, previousManifest?: JsonObject): Promise<PackResult> {
  const manifest = buildManifest(files, previousManifest, o);
  const manifestText = `${orderedJsonText(manifest)}\n`;
  const signature = o.signKey ? signManifest(manifest, o.signKey) : undefined;
  const tmp = join(dirname(out), `.${basename(out)}.tmp-${process.pid}-${randomBytes(4).toString("hex")}.uaix`);
  const names = [...files.keys(), MANIFEST_PATH].sort(compareEntryNames);
  await writeZipFile(tmp, { comment: signature ? signatureLine(signature) : "" }, (w) => {
    for (const name of names) w.add(name, name === MANIFEST_PATH ? Buffer.from(manifestText, "utf8") : bytesOf(files.get(name)!));
  });
  try {
    const verification = await verifyUaixPackage(tmp);
    if (verification.verdict === "no-op") throw new PackError(`the package would not pass import: ${verification.reasons.join(", ")}`, "UAIX-PACK-INVALID", verification);
    renameSync(tmp, out);
    if (signature && o.detachedSignature) writeFileAtomic(`${out}.sig`, `${signatureLine(signature)}\n`);
    return { manifest, verification };
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** Pack a directory; a manifest already in it (from unpack) keeps its identity fields, so repacking is byte-identical. */
export async function packDirectory(dir: string, out: string, o: PackOptions = {}): Promise<PackResult> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new PackError(`${dir} is not a directory`, "UAIX-IO");
  const manifestPath = join(dir, MANIFEST_PATH);
  const previous = existsSync(manifestPath) ? parseJson(readFileSync(manifestPath, "utf8")).value : undefined;
  return packUaix(collectDirectory(dir), out, o, isJsonObject(previous) ? previous : undefined);
}
