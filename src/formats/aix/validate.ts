/**
 * Every rule of AIX v1.0 sections 5–8: required sections and fields, types,
 * formats (semver, UUID v4, ISO 8601 not in the future, http(s) URLs), lengths,
 * names and their uniqueness, enums, numeric ranges, capability consistency,
 * reference integrity, `x-` extensions ignored, unknown fields warned (and
 * kept), secret-looking values warned; then the checksum and signature.
 */
import { isJsonObject, isJsonNumber, numberOf, type Json, type JsonObject } from "../../../ir/json/value.js";
import { JsonNumber } from "../../../ir/json/value.js";
import { Diagnostics, type DiagnosticInit } from "../../../ir/diagnostics/diagnostic.js";
import { didYouMean } from "../../../ir/diagnostics/suggest.js";
import type { Position } from "../../../ir/json/line-index.js";
import { pointerAppend } from "../../../ir/json/pointer.js";
import { isHashAlgorithm } from "../../../ir/hash/digest.js";
import { isEmptyInputDigest } from "../../../ir/dialects/aix/v14.js";
import {
  AUTH_LOCATIONS,
  AUTH_TYPES,
  CHECKSUM_ALGORITHMS,
  ENCRYPTION_ALGORITHMS,
  FIELD_ORDER,
  ISO_8601,
  REQUIRED_SECTIONS,
  SECTIONS,
  SEMVER,
  SIGNATURE_ALGORITHMS,
  SKILL_NAME,
  UUID_V4,
  isSemverRange,
} from "../../../ir/dialects/aix/constants.js";
import { computeChecksum, legacyTextChecksum } from "../../../ir/dialects/aix/checksum.js";
import { SignatureError, verifyChecksumSignature } from "../../../ir/dialects/aix/signature.js";
import {
  expandTrustedKeys,
  judgeSignature,
  verdictPasses,
  type SignatureVerdict,
  type TrustOptions,
} from "../../../ir/signing/trust.js";
import { looksLikeSecret } from "../../../ir/dialects/aix/secrets.js";
import { asCode, type Code } from "../../../ir/diagnostics/codes.js";
import { note } from "../../../ir/diagnostics/location.js";
import { aixNodeOf } from "./load-graph.js";

export interface AixValidateOptions {
  file: string;
  positions?: ReadonlyMap<string, Position>;
  /** The source text (for the legacy checksum method). */
  text?: string;
  /** "Now", for the future-timestamp rule (tests pin it). */
  now?: Date;
  /** A placeholder checksum (zeros, TODO, empty) is an error (CHECKSUM_PLACEHOLDER), not a warning. */
  requireChecksum?: boolean;
  /** Who vouches for signers (--pubkey, --trust) and whether a trusted signature is required. */
  trust?: TrustOptions;
  /** Receives the signature's trust state (every call: `absent` when there is no signature). */
  onSignature?: (verdict: SignatureVerdict) => void;
}

/**
 * A checksum someone meant to fill in later: empty, all zeros, or a word such
 * as TODO. Not a wrong checksum (nothing was computed), so a warning unless
 * --require-checksum; a real hash that does not match stays an error.
 */
export function isPlaceholderChecksum(value: string): boolean {
  const v = value.trim();
  if (v === "" || /^0+$/.test(v) || /^(none|null|x+|-+|<[^>]*>)$/i.test(v) || /(\.\.\.|…)$/.test(v)) return true;
  return /placeholder|todo|tbd|fixme|changeme|to[_ -]?be[_ -]?(calculated|computed)|will[_ -]?be[_ -]?calculated/i.test(
    v,
  );
}

/**
 * What makes a checksum value a placeholder, or undefined when it is none: a word, zeros, an
 * ellipsis, or the digest of zero bytes (the reference's examples carry sha256("")), which v1.0 and
 * v1.4 report alike.
 */
export function checksumPlaceholder(value: string, alg: string | undefined): string | undefined {
  if (isPlaceholderChecksum(value)) return `checksum value ${JSON.stringify(value)} is a placeholder`;
  if (alg !== undefined && isHashAlgorithm(alg) && /^[0-9a-f]+$/i.test(value) && isEmptyInputDigest(value, alg))
    return `checksum value ${value.slice(0, 16)}… is the ${alg} of zero bytes, not of this agent`;
  return undefined;
}

export class Rules {
  constructor(
    readonly ds: Diagnostics,
    private readonly o: AixValidateOptions,
  ) {}

  at(pointer: string): DiagnosticInit {
    const positions = this.o.positions;
    let p = pointer;
    let pos = positions?.get(p);
    while (!pos && p) {
      p = p.slice(0, p.lastIndexOf("/"));
      pos = positions?.get(p);
    }
    // The value's own range when the reader knows it; an ancestor's start otherwise.
    const range = p === pointer && pos?.endLine !== undefined ? { endLine: pos.endLine, endCol: pos.endCol } : {};
    return { file: this.o.file, pointer, ...(pos ? { line: pos.line, col: pos.col, ...range } : {}) };
  }
  /** Where the key naming `pointer` is written (for unknown fields), else where its value is. */
  atKey(pointer: string): DiagnosticInit {
    const key = this.o.positions?.get(pointer)?.key;
    return key
      ? { file: this.o.file, pointer, line: key.line, col: key.col, endLine: key.endLine, endCol: key.endCol }
      : this.at(pointer);
  }
  error(code: Code, pointer: string, message: string, hint?: string): void {
    this.ds.error(code, message, { ...this.at(pointer), ...(hint ? { hint } : {}) });
  }
  /** DUPLICATE_NAME at `pointer`, with a note at the first definition of the name. */
  duplicate(pointer: string, message: string, first: string, name: string): void {
    this.ds.error("DUPLICATE_NAME", message, {
      ...this.at(pointer),
      notes: [note(`'${name}' is first defined here`, this.at(first))],
    });
  }
  warn(code: Code, pointer: string, message: string, hint?: string, at: DiagnosticInit = this.at(pointer)): void {
    this.ds.warning(code, message, { ...at, ...(hint ? { hint } : {}) });
  }

  /** Type checks; return the value when it has the type. */
  string(o: JsonObject, key: string, p: string, required = false): string | undefined {
    const v = o[key];
    if (v === undefined || v === null) {
      if (required) this.error("MISSING_REQUIRED_FIELD", `${p}/${key}`, `Required field '${key}' is missing`);
      return undefined;
    }
    if (typeof v !== "string") {
      const hint = isJsonNumber(v)
        ? `quote it: ${key}: "${v instanceof JsonNumber ? v.lexeme : String(v)}" (unquoted, YAML and TOML read it as a number)`
        : undefined;
      this.error("INVALID_TYPE", `${p}/${key}`, `Field '${key}' must be a string`, hint);
      return undefined;
    }
    return v;
  }
  integer(o: JsonObject, key: string, p: string, min = 1, max = Number.MAX_SAFE_INTEGER): void {
    const v = o[key];
    if (v === undefined || v === null) return;
    if (!isJsonNumber(v) || !Number.isInteger(numberOf(v)) || (v instanceof JsonNumber && !v.isIntegerLexeme)) {
      this.error("INVALID_TYPE", `${p}/${key}`, `Field '${key}' must be an integer`);
      return;
    }
    const n = numberOf(v);
    if (n < min || n > max)
      this.error(
        "OUT_OF_RANGE",
        `${p}/${key}`,
        `Field '${key}' must be ${max === Number.MAX_SAFE_INTEGER ? (min === 1 ? "a positive integer" : `at least ${min}`) : `between ${min} and ${max}`}, got ${n}`,
      );
  }
  number(o: JsonObject, key: string, p: string, min: number, max: number): void {
    const v = o[key];
    if (v === undefined || v === null) return;
    if (!isJsonNumber(v)) return void this.error("INVALID_TYPE", `${p}/${key}`, `Field '${key}' must be a number`);
    const n = numberOf(v);
    if (n < min || n > max)
      this.error("OUT_OF_RANGE", `${p}/${key}`, `Field '${key}' must be between ${min} and ${max}, got ${n}`);
  }
  boolean(o: JsonObject, key: string, p: string): void {
    const v = o[key];
    if (v !== undefined && v !== null && typeof v !== "boolean")
      this.error("INVALID_TYPE", `${p}/${key}`, `Field '${key}' must be a boolean`);
  }
  array(o: JsonObject, key: string, p: string, of?: "string"): Json[] | undefined {
    const v = o[key];
    if (v === undefined || v === null) return undefined;
    if (!Array.isArray(v)) return void this.error("INVALID_TYPE", `${p}/${key}`, `Field '${key}' must be an array`);
    if (of === "string")
      v.forEach(
        (x, i) =>
          typeof x !== "string" && this.error("INVALID_TYPE", `${p}/${key}/${i}`, `Items of '${key}' must be strings`),
      );
    return v;
  }
  object(o: JsonObject, key: string, p: string, required = false): JsonObject | undefined {
    const v = o[key];
    if (v === undefined || v === null) {
      if (required) this.error("MISSING_REQUIRED_FIELD", `${p}/${key}`, `Required field '${key}' is missing`);
      return undefined;
    }
    if (!isJsonObject(v)) return void this.error("INVALID_TYPE", `${p}/${key}`, `Field '${key}' must be an object`);
    return v;
  }
  enumOf(
    v: string | undefined,
    allowed: readonly string[],
    p: string,
    key: string,
    severity: "error" | "warning" = "error",
  ): void {
    if (v === undefined || allowed.includes(v)) return;
    const message = `Field '${key}' must be one of ${allowed.join(", ")}, got ${JSON.stringify(v)}`;
    const hint = didYouMean(v, allowed);
    if (severity === "error") this.error("INVALID_ENUM", p, message, hint);
    else this.warn("UNKNOWN_ALGORITHM", p, message, hint);
  }
  url(v: string | undefined, p: string, key: string): void {
    if (v === undefined) return;
    let ok = false;
    try {
      const u = new URL(v);
      ok = (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
    } catch {
      ok = false;
    }
    if (!ok) this.error("INVALID_URL", p, `Field '${key}' must be an http(s) URL, got ${JSON.stringify(v)}`);
  }
  timestamp(v: string | undefined, p: string, key: string): void {
    if (v === undefined) return;
    const t = Date.parse(v);
    if (!ISO_8601.test(v) || Number.isNaN(t))
      return void this.error(
        "INVALID_FORMAT",
        p,
        `Field '${key}' must be an ISO 8601 timestamp, got ${JSON.stringify(v)}`,
      );
    if (t > (this.o.now ?? new Date()).getTime() + 5 * 60_000)
      this.error("FUTURE_TIMESTAMP", p, `Field '${key}' is in the future (${v})`);
  }
  length(v: string | undefined, min: number, max: number, p: string, key: string): void {
    if (v !== undefined && (v.length < min || v.length > max))
      this.error("INVALID_LENGTH", p, `Field '${key}' must be ${min}-${max} characters, got ${v.length}`);
  }
  /** Unknown fields of a known object: `x-` ignored, others warned (and kept). */
  unknown(o: JsonObject, shape: string, p: string): void {
    const known = FIELD_ORDER[shape] ?? [];
    for (const k of Object.keys(o)) {
      if (k.startsWith("x-") || known.includes(k)) continue;
      this.warn(
        "UNKNOWN_FIELD",
        `${p}/${k}`,
        `Unknown field '${k}' in ${shape} (kept; use an x- prefix for extensions)`,
        didYouMean(k, known),
        this.atKey(`${p}/${k}`),
      );
    }
  }
}

export function validateAix(doc: JsonObject, options: AixValidateOptions): Diagnostics {
  const ds = new Diagnostics();
  const r = new Rules(ds, options);
  for (const s of REQUIRED_SECTIONS)
    if (!(s in doc)) r.error("MISSING_REQUIRED_SECTION", "", `Required section '${s}' is missing`);
  for (const k of Object.keys(doc)) {
    if (!k.startsWith("x-") && !(SECTIONS as readonly string[]).includes(k))
      r.warn(
        "UNKNOWN_SECTION",
        `/${k}`,
        `Unknown section '${k}' is not in AIX v1.0 (kept; custom sections use an x- prefix)`,
        didYouMean(k, SECTIONS),
        r.atKey(`/${k}`),
      );
  }
  const meta = r.object(doc, "meta", "");
  if (meta) checkMeta(r, meta);
  const persona = r.object(doc, "persona", "");
  if (persona) checkPersona(r, persona);
  const skills = r.array(doc, "skills", "");
  if (skills) checkSkills(r, skills);
  const apis = r.array(doc, "apis", "");
  if (apis) checkApis(r, apis);
  const mcp = r.object(doc, "mcp", "");
  if (mcp) checkMcp(r, mcp);
  const memory = r.object(doc, "memory", "");
  if (memory) checkMemory(r, memory);
  const security = r.object(doc, "security", "");
  if (security) checkSecurity(r, security, doc, options);
  else reportAbsentSignature(r, options, "/security");
  if (security && apis) checkConsistency(r, security, apis);
  if (skills && apis) checkReferences(r, skills, apis);
  scanSecrets(r, doc, "");
  // Each diagnostic names the graph node its pointer lies in (the skill, API or server; else the agent).
  for (const d of ds.all) d.node ??= aixNodeOf(doc, d.pointer);
  return ds;
}

function checkMeta(r: Rules, m: JsonObject): void {
  const p = "/meta";
  const version = r.string(m, "version", p, true);
  if (version !== undefined && !SEMVER.test(version))
    r.error(
      "INVALID_FORMAT",
      `${p}/version`,
      `Field 'version' must be a semantic version, got ${JSON.stringify(version)}`,
    );
  const id = r.string(m, "id", p, true);
  if (id !== undefined && !UUID_V4.test(id))
    r.error(
      "INVALID_FORMAT",
      `${p}/id`,
      `Field 'id' must be a UUID v4, got ${JSON.stringify(id)}`,
      // A did: id is AIX v1.4's (specification 5.1): the file is likely a v1.4 agent read as v1.0.
      id.startsWith("did:")
        ? 'AIX v1.4 accepts did: ids: declare the version in the file (aix_version: "1.4.0"), or run with --aix-version 1.4'
        : "give the agent a UUID v4 (as `uuidgen` prints one)",
    );
  r.length(r.string(m, "name", p, true), 1, 100, `${p}/name`, "name");
  r.timestamp(r.string(m, "created", p, true), `${p}/created`, "created");
  r.timestamp(r.string(m, "updated", p), `${p}/updated`, "updated");
  r.string(m, "author", p, true);
  for (const k of ["description", "license", "icon", "framework"]) r.string(m, k, p);
  for (const k of ["homepage", "repository", "documentation"]) r.url(r.string(m, k, p), `${p}/${k}`, k);
  const lang = r.string(m, "language", p);
  if (lang !== undefined && !/^[a-z]{2}$/.test(lang))
    r.warn(
      "INVALID_FORMAT",
      `${p}/language`,
      `Field 'language' should be an ISO 639-1 code, got ${JSON.stringify(lang)}`,
    );
  const rv = r.string(m, "runtime_version", p);
  if (rv !== undefined && !SEMVER.test(rv) && !isSemverRange(rv))
    r.error("INVALID_FORMAT", `${p}/runtime_version`, "Field 'runtime_version' must be a semantic version or range");
  const tags = r.array(m, "tags", p, "string");
  if (tags && (tags.length < 1 || tags.length > 10))
    r.warn("TAG_COUNT", `${p}/tags`, `meta.tags should hold 1-10 tags, has ${tags.length}`);
  tags?.forEach(
    (t, i) =>
      typeof t === "string" &&
      (t.length < 1 || t.length > 50) &&
      r.warn("INVALID_LENGTH", `${p}/tags/${i}`, "tags should be 1-50 characters each"),
  );
  r.unknown(m, "meta", p);
}

function checkPersona(r: Rules, o: JsonObject): void {
  const p = "/persona";
  r.length(r.string(o, "role", p, true), 1, 200, `${p}/role`, "role");
  r.length(r.string(o, "instructions", p, true), 1, 10_000, `${p}/instructions`, "instructions");
  for (const k of ["tone", "style", "response_format"]) r.string(o, k, p);
  r.array(o, "constraints", p, "string");
  r.object(o, "personality_traits", p);
  r.array(o, "example_responses", p);
  r.integer(o, "context_window", p);
  r.number(o, "temperature", p, 0, 2);
  r.unknown(o, "persona", p);
}

function checkSkills(r: Rules, skills: Json[]): void {
  const names = new Map<string, number>();
  skills.forEach((s, i) => {
    const p = `/skills/${i}`;
    if (!isJsonObject(s)) return r.error("INVALID_TYPE", p, "each skill must be an object");
    const name = r.string(s, "name", p, true);
    if (name !== undefined && !SKILL_NAME.test(name))
      r.error("INVALID_FORMAT", `${p}/name`, `Skill name ${JSON.stringify(name)} must match ^[a-z0-9_]+$`);
    if (name !== undefined && names.has(name))
      r.duplicate(
        `${p}/name`,
        `Skill name '${name}' is already used by skills[${names.get(name)}]`,
        `/skills/${names.get(name)}/name`,
        name,
      );
    if (name !== undefined && !names.has(name)) names.set(name, i);
    r.string(s, "description", p, true);
    r.boolean(s, "enabled", p);
    r.object(s, "parameters", p);
    r.array(s, "triggers", p);
    r.array(s, "examples", p);
    r.integer(s, "priority", p, 1, 10);
    r.integer(s, "timeout", p);
    r.unknown(s, "skill", p);
  });
}

function checkApis(r: Rules, apis: Json[]): void {
  const names = new Map<string, number>();
  apis.forEach((a, i) => {
    const p = `/apis/${i}`;
    if (!isJsonObject(a)) return r.error("INVALID_TYPE", p, "each API must be an object");
    const name = r.string(a, "name", p, true);
    if (name !== undefined && names.has(name))
      r.duplicate(
        `${p}/name`,
        `API name '${name}' is already used by apis[${names.get(name)}]`,
        `/apis/${names.get(name)}/name`,
        name,
      );
    if (name !== undefined && !names.has(name)) names.set(name, i);
    r.url(r.string(a, "base_url", p, true), `${p}/base_url`, "base_url");
    r.string(a, "description", p);
    r.string(a, "version", p);
    const auth = r.object(a, "auth", p);
    if (auth) {
      r.enumOf(r.string(auth, "type", `${p}/auth`), AUTH_TYPES, `${p}/auth/type`, "auth.type");
      r.enumOf(r.string(auth, "location", `${p}/auth`), AUTH_LOCATIONS, `${p}/auth/location`, "auth.location");
      r.string(auth, "key_name", `${p}/auth`);
      r.unknown(auth, "api.auth", `${p}/auth`);
    }
    (r.array(a, "endpoints", p) ?? []).forEach((e, j) => {
      const ep = `${p}/endpoints/${j}`;
      if (!isJsonObject(e)) return r.error("INVALID_TYPE", ep, "each endpoint must be an object");
      const path = r.string(e, "path", ep, true);
      if (path !== undefined && !path.startsWith("/"))
        r.warn("INVALID_FORMAT", `${ep}/path`, "endpoint paths should start with /");
      r.string(e, "method", ep);
      r.unknown(e, "api.endpoint", ep);
    });
    const rl = r.object(a, "rate_limit", p);
    if (rl) {
      r.integer(rl, "requests", `${p}/rate_limit`);
      r.integer(rl, "period", `${p}/rate_limit`);
      r.unknown(rl, "api.rate_limit", `${p}/rate_limit`);
    }
    r.integer(a, "timeout", p);
    const retry = r.object(a, "retry", p);
    if (retry) {
      r.integer(retry, "max_attempts", `${p}/retry`);
      r.enumOf(
        r.string(retry, "backoff", `${p}/retry`),
        ["exponential", "linear"],
        `${p}/retry/backoff`,
        "retry.backoff",
      );
      r.unknown(retry, "api.retry", `${p}/retry`);
    }
    r.unknown(a, "api", p);
  });
}

function checkMcp(r: Rules, mcp: JsonObject): void {
  const names = new Map<string, number>();
  (r.array(mcp, "servers", "/mcp") ?? []).forEach((s, i) => {
    const p = `/mcp/servers/${i}`;
    if (!isJsonObject(s)) return r.error("INVALID_TYPE", p, "each MCP server must be an object");
    const name = r.string(s, "name", p, true);
    if (name !== undefined && names.has(name))
      r.duplicate(
        `${p}/name`,
        `MCP server name '${name}' is already used by mcp.servers[${names.get(name)}]`,
        `/mcp/servers/${names.get(name)}/name`,
        name,
      );
    if (name !== undefined && !names.has(name)) names.set(name, i);
    const command = r.string(s, "command", p, true);
    // Commands are data: never run, only checked to be a plausible executable name.
    if (command !== undefined && (command.trim() === "" || /[\0\n\r]/.test(command)))
      r.error("INVALID_FORMAT", `${p}/command`, "command must be an executable path or name");
    r.array(s, "args", p, "string");
    const env = r.object(s, "env", p);
    if (env)
      for (const [k, v] of Object.entries(env))
        if (typeof v !== "string") r.error("INVALID_TYPE", `${p}/env/${k}`, "environment values must be strings");
    r.string(s, "description", p);
    r.array(s, "capabilities", p, "string");
    r.integer(s, "timeout", p);
    r.boolean(s, "auto_start", p);
    r.unknown(s, "mcp.server", p);
  });
  r.unknown(mcp, "mcp", "/mcp");
}

function checkMemory(r: Rules, m: JsonObject): void {
  const p = "/memory";
  for (const kind of ["episodic", "semantic", "procedural", "persistence"]) {
    const o = r.object(m, kind, p);
    if (!o) continue;
    const q = `${p}/${kind}`;
    r.boolean(o, "enabled", q);
    for (const k of ["max_messages", "retention_days", "max_results", "max_workflows"]) r.integer(o, k, q);
    r.number(o, "similarity_threshold", q, 0, 1);
    for (const k of ["storage", "embedding_model", "vector_db", "backend"]) r.string(o, k, q);
    r.object(o, "config", q);
    r.unknown(o, `memory.${kind}`, q);
  }
  r.unknown(m, "memory", p);
}

/** No signature: state `absent`, an error only when a trusted signature is required (or --pubkey names its signer). */
function reportAbsentSignature(r: Rules, o: AixValidateOptions, pointer: string): void {
  const verdict: SignatureVerdict = { state: "absent" };
  if (!verdictPasses(verdict, o.trust))
    r.error(
      "SIGNATURE_REQUIRED",
      pointer,
      `the agent is not signed, but ${o.trust?.pubkeys?.length ? "--pubkey names the key that must have signed it" : "a trusted signature is required"}`,
    );
  o.onSignature?.(verdict);
}

function checkSecurity(r: Rules, s: JsonObject, doc: JsonObject, o: AixValidateOptions): void {
  const p = "/security";
  const checksum = r.object(s, "checksum", p, true);
  let verified: string | undefined;
  /** The checksum is a placeholder: a signature over it proves nothing, and says so. */
  let placeholderChecksum = false;
  if (checksum) {
    const alg = r.string(checksum, "algorithm", `${p}/checksum`, true);
    r.enumOf(alg, CHECKSUM_ALGORITHMS, `${p}/checksum/algorithm`, "checksum.algorithm");
    const value = r.string(checksum, "value", `${p}/checksum`, true);
    const placeholder = value === undefined ? undefined : checksumPlaceholder(value, alg);
    if (placeholder !== undefined) {
      placeholderChecksum = true;
      const message = `${placeholder}: nothing was computed, so nothing is proven`;
      if (o.requireChecksum)
        r.error(
          "CHECKSUM_PLACEHOLDER",
          `${p}/checksum/value`,
          message,
          "run `agentc aix checksum <file> --write` to compute it",
        );
      else
        r.warn(
          "CHECKSUM_PLACEHOLDER",
          `${p}/checksum/value`,
          `${message} (run \`agentc aix checksum <file> --write\`; --require-checksum makes this an error)`,
        );
    } else if (value !== undefined && alg !== undefined && isHashAlgorithm(alg)) {
      if (!/^[0-9a-f]+$/i.test(value)) {
        r.error(
          "CHECKSUM_INVALID",
          `${p}/checksum/value`,
          `checksum value ${JSON.stringify(value)} is not a hex hash (a placeholder?)`,
          "run `agentc aix checksum <file> --write` to compute it",
        );
      } else {
        const actual = computeChecksum(doc, alg);
        if (actual === value.toLowerCase()) {
          r.ds.info("CHECKSUM_VALID", `${alg} checksum verified`, r.at(`${p}/checksum/value`));
          verified = value.toLowerCase();
        } else if (o.text !== undefined && legacyTextChecksum(o.text, alg) === value.toLowerCase()) {
          r.warn(
            "CHECKSUM_LEGACY",
            `${p}/checksum/value`,
            `checksum was made with the reference v1.0 text method (security block removed from the text); it matches, but it depends on formatting — recompute with \`agentc aix checksum --write\``,
          );
          verified = value.toLowerCase();
        } else {
          r.error(
            "CHECKSUM_MISMATCH",
            `${p}/checksum/value`,
            `checksum mismatch: the content hashes to ${actual}, the file says ${value}`,
            "the agent changed after it was checksummed; re-run `agentc aix checksum --write` if the change is intended",
          );
        }
      }
    }
    r.unknown(checksum, "security.checksum", `${p}/checksum`);
  }
  const sig = r.object(s, "signature", p);
  if (!sig) reportAbsentSignature(r, o, p);
  if (sig) {
    const q = `${p}/signature`;
    const alg = r.string(sig, "algorithm", q, true);
    r.enumOf(alg, SIGNATURE_ALGORITHMS, `${q}/algorithm`, "signature.algorithm");
    const value = r.string(sig, "value", q, true);
    const pem = r.string(sig, "public_key", q);
    const signer = r.string(sig, "signer", q);
    const ts = r.string(sig, "timestamp", q);
    r.timestamp(ts, `${q}/timestamp`, "signature.timestamp");
    // The key to check with: the signature's own, or (when it carries none) the keys named with --pubkey.
    const candidates = pem !== undefined ? [pem] : expandTrustedKeys(o.trust?.pubkeys).map((k) => k.pem);
    let verdict: SignatureVerdict = {
      state: "invalid",
      ...(alg ? { algorithm: alg } : {}),
      reason: "the signature cannot be checked",
    };
    if (value === "") {
      // As v1.4 says it (validate-v14.ts): an empty value is a placeholder, not a signature.
      verdict.reason = "the signature has an empty value";
      r.warn(
        "SIGNATURE_UNVERIFIABLE",
        `${q}/value`,
        "the signature has an empty value (a placeholder): nothing was signed, so nothing can be verified",
      );
    } else if (!candidates.length) {
      verdict.reason = "the signature has no public_key and no --pubkey names one, so it cannot be checked";
      r.warn(
        "SIGNATURE_UNVERIFIABLE",
        q,
        "signature has no public_key; it cannot be verified here (use `agentc aix verify --pubkey`)",
      );
    } else if (alg && value && verified) {
      try {
        const key = candidates.find((k) => verifyChecksumSignature(verified!, alg, value, k));
        verdict = judgeSignature(key !== undefined, key ?? candidates[0], alg, o.trust);
        if (key === undefined)
          r.error(
            "SIGNATURE_INVALID",
            `${q}/value`,
            `the ${alg} signature does not verify against the checksum with the given public key`,
          );
        else if (verdict.state === "invalid")
          r.error("SIGNATURE_KEY_MISMATCH", q, `the signature is valid, but ${verdict.reason}`);
        else {
          // "Verified" only beside a key the user vouched for. The signer name and time are claims
          // either way: the signature signs the checksum, which leaves the security section out.
          const claims = `${signer !== undefined ? `; signer ${JSON.stringify(signer)} is claimed, not verified` : ""}${ts ? `; signing time ${ts} is claimed` : ""}`;
          if (verdict.state === "trusted")
            r.ds.info(
              "SIGNATURE_VALID",
              `signature verified (${alg}) with ${verdict.fingerprint}, a key you vouched for (${verdict.trustedBy})${claims ? `${claims} (the signature does not cover them)` : ""}`,
              r.at(q),
            );
          else
            r.ds.info(
              "SIGNATURE_VALID",
              `signature valid (${alg}) for the key it carries, but not verified as anyone's: no --pubkey or --trust key vouches for ${verdict.fingerprint}${claims}`,
              r.at(q),
            );
          if (verdict.state === "trusted")
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
              "SIGNATURE_UNTRUSTED",
              `the signature is valid, but nobody vouched for ${verdict.fingerprint} (name it with --pubkey or put it in --trust)`,
              r.at(q),
            );
        }
      } catch (e) {
        if (!(e instanceof SignatureError)) throw e;
        r.error(asCode(e.code), q, e.message);
        verdict.reason = e.message;
      }
    } else if (alg && value && !verified) {
      verdict.reason = placeholderChecksum
        ? "the checksum it signs is a placeholder"
        : "the checksum it signs does not verify";
      r.error("SIGNATURE_INVALID", `${q}/value`, `the signature cannot be valid: ${verdict.reason}`);
    }
    if (verdict.state === "invalid" && candidates.length === 0 && o.trust?.requireSignature)
      r.error("SIGNATURE_REQUIRED", q, "a trusted signature is required, and this one cannot be checked");
    o.onSignature?.(verdict);
    r.unknown(sig, "security.signature", q);
  }
  const enc = r.object(s, "encryption", p);
  if (enc) {
    r.boolean(enc, "encrypted", `${p}/encryption`);
    r.enumOf(
      r.string(enc, "algorithm", `${p}/encryption`),
      ENCRYPTION_ALGORITHMS,
      `${p}/encryption/algorithm`,
      "encryption.algorithm",
      "warning",
    );
    r.unknown(enc, "security.encryption", `${p}/encryption`);
  }
  const caps = r.object(s, "capabilities", p);
  if (caps) {
    const q = `${p}/capabilities`;
    r.array(caps, "allowed_operations", q, "string");
    r.array(caps, "restricted_operations", q, "string");
    r.array(caps, "restricted_domains", q, "string");
    r.integer(caps, "max_api_calls_per_minute", q);
    r.integer(caps, "max_memory_mb", q);
    r.boolean(caps, "sandbox", q);
    r.unknown(caps, "security.capabilities", q);
  }
  const comp = r.object(s, "compliance", p);
  if (comp) {
    r.array(comp, "standards", `${p}/compliance`, "string");
    r.array(comp, "certifications", `${p}/compliance`, "string");
    r.boolean(comp, "audit_log", `${p}/compliance`);
    r.unknown(comp, "security.compliance", `${p}/compliance`);
  }
  r.unknown(s, "security", p);
}

/** Domain patterns: `*.internal`, `192.168.*`, or a plain host (suffix match). */
export function domainMatches(pattern: string, host: string): boolean {
  const re = new RegExp(
    `^${pattern
      .split("*")
      .map((x) => x.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
    "i",
  );
  return re.test(host) || (!pattern.includes("*") && (host === pattern || host.endsWith(`.${pattern}`)));
}

function checkConsistency(r: Rules, security: JsonObject, apis: Json[]): void {
  const caps = isJsonObject(security.capabilities) ? security.capabilities : undefined;
  if (!caps) return;
  const allowed = Array.isArray(caps.allowed_operations)
    ? caps.allowed_operations.filter((x): x is string => typeof x === "string")
    : undefined;
  const restrictedOps = Array.isArray(caps.restricted_operations)
    ? caps.restricted_operations.filter((x): x is string => typeof x === "string")
    : [];
  for (const op of allowed ?? []) {
    if (restrictedOps.includes(op))
      r.error(
        "INCONSISTENT_CAPABILITY",
        "/security/capabilities/allowed_operations",
        `operation '${op}' is both allowed and restricted`,
      );
  }
  if (allowed && apis.length && !allowed.includes("call_apis")) {
    r.warn(
      "INCONSISTENT_CAPABILITY",
      "/security/capabilities/allowed_operations",
      "the agent declares APIs but 'call_apis' is not an allowed operation",
    );
  }
  const domains = Array.isArray(caps.restricted_domains)
    ? caps.restricted_domains.filter((x): x is string => typeof x === "string")
    : [];
  apis.forEach((a, i) => {
    if (!isJsonObject(a) || typeof a.base_url !== "string") return;
    let host: string;
    try {
      host = new URL(a.base_url).hostname;
    } catch {
      return;
    }
    const hit = domains.find((d) => domainMatches(d, host));
    if (hit)
      r.error(
        "INCONSISTENT_CAPABILITY",
        `/apis/${i}/base_url`,
        `API '${String(a.name)}' calls ${host}, which security.capabilities.restricted_domains blocks (${hit})`,
      );
  });
}

/** Skills that name an API (`parameters.api` / `parameters.apis`) must name a declared one. */
function checkReferences(r: Rules, skills: Json[], apis: Json[]): void {
  const names = new Set(apis.flatMap((a) => (isJsonObject(a) && typeof a.name === "string" ? [a.name] : [])));
  skills.forEach((s, i) => {
    const params = isJsonObject(s) && isJsonObject(s.parameters) ? s.parameters : undefined;
    if (!params) return;
    const refs = [params.api, ...(Array.isArray(params.apis) ? params.apis : [])].filter(
      (x): x is string => typeof x === "string",
    );
    const declared = note(
      names.size
        ? `the agent's APIs (${[...names].join(", ")}) are declared here`
        : "the agent's APIs are declared here, and none has a name",
      r.at("/apis"),
    );
    for (const ref of refs)
      if (!names.has(ref))
        r.ds.error("REFERENCE_NOT_FOUND", `skill refers to API '${ref}', which is not declared in apis`, {
          ...r.at(`/skills/${i}/parameters`),
          hint: didYouMean(ref, names),
          notes: [declared],
        });
  });
}

function scanSecrets(r: Rules, v: Json, p: string): void {
  if (p === "/security/signature" || p === "/security/checksum") return;
  if (typeof v === "string") {
    const kind = looksLikeSecret(v);
    if (kind)
      r.warn(
        "SECRET_VALUE",
        p,
        `this value looks like a ${kind}; secrets do not belong in agent files (use an environment reference)`,
      );
  } else if (Array.isArray(v)) v.forEach((x, i) => scanSecrets(r, x, `${p}/${i}`));
  else if (isJsonObject(v)) for (const k of Object.keys(v)) scanSecrets(r, v[k] as Json, pointerAppend(p, k));
}
