/**
 * The UAIX emitter: a directory (or in-memory files) → a deterministic
 * `.uaix` package: sorted entries, fixed timestamps, a manifest with the file
 * inventory and its integrity digest, optionally an Ed25519 signature in the
 * archive comment. The pipeline (src/formats/uaix/pack.ts) verifies
 * a package before it is put in place, so one that would fail import is never written.
 */
import { lstatSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { emptyObject, fromPlain, isJsonObject, type Json, type JsonObject } from "../../ir/json/value.js";
import { orderedJsonText } from "../../ir/json/ordered-text.js";
import { buildZip, compareEntryNames, type ZipWriteOptions } from "../../ir/io/zip/write.js";
import { entryNameProblems } from "../../ir/io/zip/entry-names.js";
import {
  inventoryText,
  manifestDigest,
  mediaTypeOf,
  roleOf,
  type FileEntry,
  fileEntryJson,
} from "../../ir/dialects/uaix/manifest.js";
import { signManifest, signatureLine } from "../../ir/dialects/uaix/signing.js";
import {
  MANIFEST_PATH,
  OPTIONAL_STATUS,
  PACKAGE_FORMAT,
  SCOPES,
  SCOPE_RULES,
  UAIX_VERSION,
  UNIVERSAL_FILES,
  UNIVERSAL_SCOPE,
  type Scope,
} from "../../ir/dialects/uaix/tokens.js";
import { nowUtc } from "../../ir/io/clock.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import type { Code } from "../../ir/diagnostics/codes.js";

export class PackError extends AgentcError {
  constructor(
    message: string,
    code: Code,
    readonly verification?: unknown,
  ) {
    super(message, code);
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
      if (st.isSymbolicLink())
        throw new PackError(`${rel} is a symbolic link; packages carry regular files only`, "UAIX-UNSAFE-PATH");
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
  statement:
    "Memory and evidence only: no execution authority, tool grants, credentials, certification or safety claim. Local policy decides what loads.",
};

function statusAndScope(path: string, scopes: Scope[]): { requiredStatus: string; scope: string } {
  if ((UNIVERSAL_FILES as readonly string[]).includes(path))
    return { requiredStatus: "universal_required", scope: UNIVERSAL_SCOPE };
  for (const s of scopes) {
    const rule = SCOPE_RULES[s];
    if (rule.files.includes(path) || rule.oneOf?.some((g) => g.includes(path)))
      return { requiredStatus: rule.status, scope: s };
  }
  return { requiredStatus: OPTIONAL_STATUS, scope: scopes[0]! };
}

function bytesOf(src: string | Uint8Array): Buffer {
  return typeof src === "string" ? readFileSync(src) : Buffer.from(src);
}

/** Build the manifest for the files (hashing each once). */
export function buildManifest(files: PackSource, previous: JsonObject | undefined, o: PackOptions): JsonObject {
  const scopes = (
    o.scopes?.length ? o.scopes : Array.isArray(previous?.declaredScopes) ? (previous!.declaredScopes as string[]) : []
  ) as Scope[];
  if (!scopes.length)
    throw new PackError(`declare at least one scope with --scope (${SCOPES.join(", ")})`, "UAIX-SCOPE");
  for (const s of scopes)
    if (!(SCOPES as readonly string[]).includes(s))
      throw new PackError(`unsupported scope ${s} (supported: ${SCOPES.join(", ")})`, "UAIX-SCOPE");
  const before = new Map<string, JsonObject>();
  for (const f of Array.isArray(previous?.files) ? (previous!.files as Json[]) : [])
    if (isJsonObject(f) && typeof f.path === "string") before.set(f.path, f);
  const entries: FileEntry[] = [];
  for (const path of [...files.keys()].sort(compareEntryNames)) {
    const problems = entryNameProblems(path);
    if (problems.length) throw new PackError(problems.map((p) => p.message).join("; "), "UAIX-UNSAFE-PATH");
    const mediaType = mediaTypeOf(path);
    if (!mediaType)
      throw new PackError(
        `${path}: unsupported media type (extensions: .uai .human .json .md .txt .csv .pdf .png)`,
        "UAIX-MEDIA-TYPE",
      );
    const data = bytesOf(files.get(path)!);
    const old = before.get(path);
    const { requiredStatus, scope } = statusAndScope(path, scopes);
    const sha = sha256Hex(data);
    entries.push({
      path,
      role: roleOf(path),
      requiredStatus,
      scope,
      mediaType,
      sizeBytes: data.length,
      sha256: sha,
      reviewState:
        old && old.sha256 === sha && typeof old.reviewState === "string"
          ? old.reviewState
          : o.reviewed
            ? "reviewed"
            : "review_required",
      source:
        old && typeof old.source === "string" ? old.source : typeof files.get(path) === "string" ? path : "agentc",
    });
  }
  const filesJson = entries.map(fileEntryJson);
  const filesText = inventoryText(filesJson);
  const digest = sha256Hex(filesText);
  const profileId = o.profileId ?? (typeof previous?.profileId === "string" ? previous.profileId : "profile");
  const m = emptyObject();
  m.uaixVersion = UAIX_VERSION;
  m.packageFormat = PACKAGE_FORMAT;
  m.packageId =
    typeof previous?.packageId === "string" && !o.profileId
      ? previous.packageId
      : `uaix:${profileId}:${digest.slice(0, 16)}`;
  m.profileId = profileId;
  m.createdUtc = o.createdUtc ?? (typeof previous?.createdUtc === "string" ? previous.createdUtc : nowUtc());
  m.issuer = o.issuer ?? (typeof previous?.issuer === "string" ? previous.issuer : "agentc");
  m.declaredScopes = scopes;
  const entrypoints = [".uai/identity.uai", ".uai/persona.uai", ".uai/startup-packet.uai"].filter((p) => files.has(p));
  m.entrypoints = entrypoints;
  m.files = filesJson;
  m.supportBoundary = isJsonObject(previous?.supportBoundary)
    ? previous!.supportBoundary
    : fromPlain(DEFAULT_SUPPORT_BOUNDARY);
  for (const key of ["longTermMemory", "agentFileHandoff"])
    if (previous && previous[key] !== undefined) m[key] = previous[key]!;
  for (const [k, v] of Object.entries(o.manifestFields ?? {})) m[k] = v;
  // Last: filesDigest pins the inventory, manifestDigest everything else.
  m.integrity = fromPlain({ algorithm: "sha256", filesDigest: digest, manifestDigest: manifestDigest(m, filesText) });
  return m;
}

/** The package's entries in archive order and its archive comment (the signature line, when signed). */
export interface UaixArchivePlan {
  manifest: JsonObject;
  names: string[];
  comment: string;
  signature?: ReturnType<typeof signManifest>;
  bytesOf(name: string): Uint8Array;
}

/** Plan a package: the manifest (hashing each file once), the sorted entry names, the signature. */
export function planUaixArchive(
  files: PackSource,
  o: PackOptions = {},
  previousManifest?: JsonObject,
): UaixArchivePlan {
  const manifest = buildManifest(files, previousManifest, o);
  const manifestText = Buffer.from(`${orderedJsonText(manifest)}\n`, "utf8");
  const signature = o.signKey ? signManifest(manifest, o.signKey) : undefined;
  return {
    manifest,
    names: [...files.keys(), MANIFEST_PATH].sort(compareEntryNames),
    comment: signature ? signatureLine(signature) : "",
    signature,
    bytesOf: (name) => (name === MANIFEST_PATH ? manifestText : bytesOf(files.get(name)!)),
  };
}

/**
 * Entries smaller than this are stored, larger ones deflated. A package's memory files are mostly a
 * few hundred bytes and its manifest a few KiB: deflating them saved a few KiB a package, and cost
 * its writer a deflate and every reader an inflate per entry (docs/decisions.md). The UAIX format
 * leaves the method to the producer, and every ZIP reader takes both.
 */
export const STORE_BELOW_BYTES = 16 << 10;

/** How every UAIX package is zipped, in memory or streamed to disk: the same options give the same bytes. */
export function uaixZipOptions(plan: UaixArchivePlan): ZipWriteOptions {
  return { comment: plan.comment, storeBelow: STORE_BELOW_BYTES };
}

/** The package as bytes in memory (the same bytes packUaix streams to disk). */
export function uaixPackageBytes(plan: UaixArchivePlan): Buffer {
  return buildZip(
    plan.names.map((name) => ({ name, data: plan.bytesOf(name) })),
    uaixZipOptions(plan),
  );
}
