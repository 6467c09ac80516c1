/** The UAIX package manifest (`.uai/manifest.uaix.json`): its shape, checks, and the inventory digest. */
import { emptyObject, isJsonObject, numberOf, isJsonNumber, type Json, type JsonObject } from "../../json/value.js";
import { jcsText } from "../../canonical/jcs.js";
import { sha256Hex } from "../../hash/digest.js";
import { MEDIA_TYPES, OPTIONAL_STATUS, REQUIRED_STATUSES, REVIEW_STATES, SCOPES, UNIVERSAL_SCOPE } from "./tokens.js";

export interface FileEntry {
  path: string;
  role: string;
  requiredStatus: string;
  scope: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
  reviewState: string;
  source: string;
}

export const MANIFEST_FIELDS = [
  "uaixVersion",
  "packageFormat",
  "packageId",
  "profileId",
  "createdUtc",
  "issuer",
  "declaredScopes",
  "entrypoints",
  "files",
  "integrity",
  "supportBoundary",
] as const;
export const FILE_FIELDS = [
  "path",
  "role",
  "requiredStatus",
  "scope",
  "mediaType",
  "sizeBytes",
  "sha256",
  "reviewState",
  "source",
] as const;

export interface ManifestProblem {
  reason: string;
  pointer: string;
  message: string;
}

/** sha256 as 64 lowercase hex; a `sha256:` prefix is accepted on read. */
export function normalizeSha256(v: string): string {
  return v.startsWith("sha256:") ? v.slice(7) : v;
}

/** The RFC 8785 text of `files`: the inventory digest (integrity.filesDigest) is its sha256. */
export const inventoryText = (files: Json): string => jcsText(files);

/**
 * The digest that pins everything else in the manifest: sha256 of its RFC 8785 form without
 * `integrity`. RFC 8785 is compositional, so `files` is written as `filesText` (its inventoryText)
 * when the caller has it already: each package's inventory is then made canonical once, not twice.
 */
export function manifestDigest(m: JsonObject, filesText?: string): string {
  const keys = Object.keys(m)
    .filter((k) => k !== "integrity")
    .sort();
  let text = "{";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    text += `${i ? "," : ""}${jcsText(k)}:${k === "files" && filesText !== undefined ? filesText : jcsText(m[k]!)}`;
  }
  return sha256Hex(`${text}}`);
}

export function roleOf(path: string): string {
  const base = path.split("/").pop() ?? path;
  return base
    .replace(/\.[^.]+$/, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase();
}

export function mediaTypeOf(path: string): string | undefined {
  const m = /(\.[^./]+)$/.exec(path);
  return m ? MEDIA_TYPES[m[1]!.toLowerCase()] : undefined;
}

/** Schema checks: fields, types and tokens. Returns the typed files when they are usable. */
export function checkManifest(m: Json): { problems: ManifestProblem[]; files: FileEntry[]; scopes: string[] } {
  const problems: ManifestProblem[] = [];
  const bad = (reason: string, pointer: string, message: string): void =>
    void problems.push({ reason, pointer, message });
  if (!isJsonObject(m)) {
    bad("malformed_schema", "", "the manifest must be a JSON object");
    return { problems, files: [], scopes: [] };
  }
  for (const f of MANIFEST_FIELDS) if (!(f in m)) bad("malformed_schema", `/${f}`, `manifest field ${f} is required`);
  for (const f of ["uaixVersion", "packageFormat", "packageId", "profileId", "createdUtc", "issuer"]) {
    if (f in m && typeof m[f] !== "string") bad("malformed_schema", `/${f}`, `${f} must be a string`);
  }
  if (typeof m.createdUtc === "string" && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(m.createdUtc))
    bad("malformed_schema", "/createdUtc", "createdUtc must be a UTC timestamp ending in Z");
  const scopes: string[] = [];
  if (Array.isArray(m.declaredScopes)) {
    m.declaredScopes.forEach((s, i) => {
      if (typeof s !== "string" || !(SCOPES as readonly string[]).includes(s))
        bad(
          "unsupported_scope",
          `/declaredScopes/${i}`,
          `unsupported declared scope ${JSON.stringify(s)} (supported: ${SCOPES.join(", ")})`,
        );
      else scopes.push(s);
    });
    if (m.declaredScopes.length === 0)
      bad("malformed_schema", "/declaredScopes", "a package declares at least one scope");
  } else if ("declaredScopes" in m) bad("malformed_schema", "/declaredScopes", "declaredScopes must be an array");
  if ("entrypoints" in m && !(Array.isArray(m.entrypoints) && m.entrypoints.every((e) => typeof e === "string")))
    bad("malformed_schema", "/entrypoints", "entrypoints must be an array of paths");
  if ("integrity" in m && !isJsonObject(m.integrity))
    bad("malformed_schema", "/integrity", "integrity must be an object");
  if ("supportBoundary" in m && !isJsonObject(m.supportBoundary))
    bad("malformed_schema", "/supportBoundary", "supportBoundary must be an object");
  const files: FileEntry[] = [];
  if (!Array.isArray(m.files)) {
    if ("files" in m) bad("malformed_schema", "/files", "files must be an array");
    return { problems, files, scopes };
  }
  m.files.forEach((e, i) => {
    const p = `/files/${i}`;
    if (!isJsonObject(e)) return bad("malformed_schema", p, "each files entry is an object");
    for (const f of FILE_FIELDS)
      if (!(f in e)) bad("malformed_schema", `${p}/${f}`, `files entry field ${f} is required`);
    const str = (k: string): string => (typeof e[k] === "string" ? (e[k] as string) : "");
    if (
      str("requiredStatus") &&
      !(REQUIRED_STATUSES as readonly string[]).includes(str("requiredStatus")) &&
      str("requiredStatus") !== OPTIONAL_STATUS
    ) {
      bad(
        "unsupported_required_status",
        `${p}/requiredStatus`,
        `unknown required status ${JSON.stringify(e.requiredStatus)}`,
      );
    }
    if (str("reviewState") && !(REVIEW_STATES as readonly string[]).includes(str("reviewState")))
      bad("malformed_schema", `${p}/reviewState`, `unknown review state ${JSON.stringify(e.reviewState)}`);
    if (str("scope") && str("scope") !== UNIVERSAL_SCOPE && !(SCOPES as readonly string[]).includes(str("scope")))
      bad("unsupported_scope", `${p}/scope`, `unknown file scope ${JSON.stringify(e.scope)}`);
    const sha = normalizeSha256(str("sha256"));
    if (!/^[0-9a-f]{64}$/.test(sha))
      bad("missing_integrity_checksum", `${p}/sha256`, `sha256 of ${str("path")} must be 64 lowercase hex`);
    if (!isJsonNumber(e.sizeBytes) || !Number.isSafeInteger(numberOf(e.sizeBytes)) || numberOf(e.sizeBytes) < 0)
      bad("malformed_schema", `${p}/sizeBytes`, "sizeBytes must be a non-negative integer");
    files.push({
      path: str("path"),
      role: str("role"),
      requiredStatus: str("requiredStatus"),
      scope: str("scope"),
      mediaType: str("mediaType"),
      sizeBytes: isJsonNumber(e.sizeBytes) ? numberOf(e.sizeBytes) : -1,
      sha256: sha,
      reviewState: str("reviewState"),
      source: str("source"),
    });
  });
  return { problems, files, scopes };
}

export function fileEntryJson(f: FileEntry): JsonObject {
  const o = emptyObject();
  for (const k of FILE_FIELDS) o[k] = f[k];
  return o;
}
