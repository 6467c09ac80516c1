/**
 * Decoding AEGX documents from lossless JSON, in the reference's two stages:
 *
 * 1. typed decoding (what serde does: required fields, JSON types, the enums,
 *    integer fields) — a failure is a parse error (exit 4);
 * 2. schema checks (corpus/aegx/schemas.json) on the typed form for records
 *    and audit entries and on the raw form for the manifest — a failure is a
 *    schema error (exit 3).
 *
 * Fields the typed form does not have are reported as warnings and kept out
 * of every hash, as the reference does.
 */
import { JsonNumber, isJsonObject, numberOf, type Json, type JsonObject } from "../../json/value.js";
import { serdeNumber } from "../../json/serde-number.js";
import { HEX64, PRINCIPALS, RECORD_TYPES, AEGX_VERSION, type Principal, type RecordType } from "./constants.js";
import { AEGX_TS_PATTERN } from "./timestamp.js";
import type { AuditEntry, BundleManifest, Payload, TypedRecord } from "./model.js";

export type IssueClass = "parse" | "schema" | "warning";

export interface DecodeIssue {
  cls: IssueClass;
  message: string;
  pointer: string;
}

export interface Decoded<T> {
  value?: T;
  issues: DecodeIssue[];
}

const RECORD_FIELDS = new Set([
  "recordId",
  "type",
  "principal",
  "taint",
  "parents",
  "meta",
  "payload",
  "schema",
  "extensions",
]);
const AUDIT_FIELDS = new Set(["idx", "ts", "recordId", "prev", "entryHash"]);
const MANIFEST_FIELDS = [
  "aegx_version",
  "created_at",
  "hash_alg",
  "canonicalization",
  "root_records",
  "record_count",
  "blob_count",
  "audit_head",
] as const;

function describe(v: Json): string {
  if (v === null) return "null";
  if (typeof v === "string") return `string ${JSON.stringify(v)}`;
  if (typeof v === "boolean") return `boolean \`${v}\``;
  if (Array.isArray(v)) return "sequence";
  if (isJsonObject(v)) return "map";
  return `number \`${v instanceof JsonNumber ? v.lexeme : String(v)}\``;
}

class Checker {
  readonly issues: DecodeIssue[] = [];
  parse(message: string, pointer = ""): void {
    this.issues.push({ cls: "parse", message, pointer });
  }
  schema(message: string, pointer = ""): void {
    this.issues.push({ cls: "schema", message, pointer });
  }
  warn(message: string, pointer = ""): void {
    this.issues.push({ cls: "warning", message, pointer });
  }
  get failed(): boolean {
    return this.issues.some((i) => i.cls === "parse");
  }

  string(o: JsonObject, key: string): string | undefined {
    if (!(key in o)) return void this.parse(`missing field \`${key}\``);
    const v = o[key] as Json;
    if (typeof v !== "string") return void this.parse(`invalid type: ${describe(v)}, expected a string`, `/${key}`);
    return v;
  }
  stringArray(o: JsonObject, key: string): string[] | undefined {
    if (!(key in o)) return void this.parse(`missing field \`${key}\``);
    const v = o[key] as Json;
    if (!Array.isArray(v)) return void this.parse(`invalid type: ${describe(v)}, expected a sequence`, `/${key}`);
    const bad = v.findIndex((x) => typeof x !== "string");
    if (bad >= 0)
      return void this.parse(`invalid type: ${describe(v[bad] as Json)}, expected a string`, `/${key}/${bad}`);
    return v as string[];
  }
  u64(o: JsonObject, key: string, pointer: string): bigint | undefined {
    if (!(key in o)) return void this.parse(`missing field \`${key}\``, pointer);
    const v = o[key] as Json;
    if (!(v instanceof JsonNumber) && typeof v !== "number" && typeof v !== "bigint") {
      return void this.parse(`invalid type: ${describe(v)}, expected u64`, `${pointer}/${key}`);
    }
    const lexeme = v instanceof JsonNumber ? v.lexeme : String(v);
    let n;
    try {
      n = serdeNumber(lexeme);
    } catch {
      return void this.parse(`number out of range`, `${pointer}/${key}`);
    }
    if (n.kind === "u64") return n.value;
    return void this.parse(
      n.kind === "f64"
        ? `invalid type: floating point \`${numberOf(v)}\`, expected u64`
        : `invalid value: integer \`${lexeme}\`, expected u64`,
      `${pointer}/${key}`,
    );
  }
  pattern(v: string, re: RegExp, pointer: string): void {
    if (!re.test(v)) this.schema(`${JSON.stringify(v)} does not match ${JSON.stringify(re.source)}`, pointer);
  }
  unknownFields(o: JsonObject, known: ReadonlySet<string>, pointer: string, what: string): void {
    for (const k of Object.keys(o)) {
      if (!known.has(k))
        this.warn(
          `unknown ${what} field ${JSON.stringify(k)} is not allowed by the schema; it is ignored and not hashed`,
          `${pointer}/${k}`,
        );
    }
  }
}

/** Every JSON number in `v` must be representable the serde way (no 1e400). */
export function numbersInRange(v: Json): boolean {
  if (v instanceof JsonNumber) {
    try {
      serdeNumber(v.lexeme);
      return true;
    } catch {
      return false;
    }
  }
  if (Array.isArray(v)) return v.every(numbersInRange);
  if (isJsonObject(v)) return Object.keys(v).every((k) => numbersInRange(v[k] as Json));
  return true;
}

export function decodeRecord(json: Json): Decoded<TypedRecord> {
  const c = new Checker();
  if (!isJsonObject(json)) {
    c.parse(`invalid type: ${describe(json)}, expected struct TypedRecord`);
    return { issues: c.issues };
  }
  if (!numbersInRange(json)) c.parse("number out of range");
  const recordId = c.string(json, "recordId");
  const type = c.string(json, "type");
  if (type !== undefined && !(RECORD_TYPES as readonly string[]).includes(type)) {
    c.parse(`unknown variant \`${type}\`, expected one of ${RECORD_TYPES.map((t) => `\`${t}\``).join(", ")}`, "/type");
  }
  const principal = c.string(json, "principal");
  if (principal !== undefined && !(PRINCIPALS as readonly string[]).includes(principal)) {
    c.parse(
      `unknown variant \`${principal}\`, expected one of ${PRINCIPALS.map((t) => `\`${t}\``).join(", ")}`,
      "/principal",
    );
  }
  const taint = c.stringArray(json, "taint");
  const parents = c.stringArray(json, "parents");
  if (!("meta" in json)) c.parse("missing field `meta`");
  const meta = json.meta as Json;
  const payload = decodePayload(c, json);
  let schema: string | undefined;
  if ("schema" in json && json.schema !== null) {
    if (typeof json.schema !== "string")
      c.parse(`invalid type: ${describe(json.schema as Json)}, expected a string`, "/schema");
    else schema = json.schema;
  }
  c.unknownFields(json, RECORD_FIELDS, "", "record");
  if (c.failed) return { issues: c.issues };

  // Schema checks on the typed record.
  c.pattern(recordId as string, HEX64, "/recordId");
  (parents as string[]).forEach((p, i) => c.pattern(p, HEX64, `/parents/${i}`));
  if (!isJsonObject(meta)) c.schema(`${describe(meta)} is not of type "object"`, "/meta");
  else if (!("ts" in meta)) c.schema(`"ts" is a required property`, "/meta");
  else if (typeof meta.ts !== "string") c.schema(`${describe(meta.ts as Json)} is not of type "string"`, "/meta/ts");
  else c.pattern(meta.ts, AEGX_TS_PATTERN, "/meta/ts");
  if (payload && "blob" in payload) c.pattern(payload.blob, HEX64, "/payload/blob");
  if (schema !== undefined && schema !== "0.1") c.schema(`"0.1" was expected`, "/schema");
  if ("extensions" in json && json.extensions !== null && !isJsonObject(json.extensions as Json)) {
    c.schema(`${describe(json.extensions as Json)} is not of type "object"`, "/extensions");
  }
  const record: TypedRecord = {
    recordId: recordId as string,
    type: type as RecordType,
    principal: principal as Principal,
    taint: taint as string[],
    parents: parents as string[],
    meta,
    payload: payload as Payload,
  };
  if (schema !== undefined) record.schema = schema;
  if ("extensions" in json && json.extensions !== null) record.extensions = json.extensions as Json;
  return { value: record, issues: c.issues };
}

function decodePayload(c: Checker, json: JsonObject): Payload | undefined {
  if (!("payload" in json)) return void c.parse("missing field `payload`");
  const p = json.payload as Json;
  if (!isJsonObject(p)) return void c.parse(`invalid type: ${describe(p)}, expected struct Payload`, "/payload");
  if ("inline" in p) {
    const extra = Object.keys(p).filter((k) => k !== "inline");
    if (extra.length)
      c.warn(
        `payload has ${extra.map((k) => JSON.stringify(k)).join(", ")} beside "inline"; only "inline" is hashed`,
        "/payload",
      );
    return { inline: p.inline as Json };
  }
  const blob = p.blob;
  const mime = p.mime;
  if (typeof blob !== "string" || typeof mime !== "string" || !("size" in p)) {
    return void c.parse("data did not match any variant of untagged enum Payload", "/payload");
  }
  const size = c.u64(p, "size", "/payload");
  if (size === undefined) return undefined;
  const extra = Object.keys(p).filter((k) => k !== "blob" && k !== "mime" && k !== "size");
  if (extra.length)
    c.warn(
      `payload has unknown keys ${extra.map((k) => JSON.stringify(k)).join(", ")}; they are not hashed`,
      "/payload",
    );
  return { blob, mime, size: size <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(size) : size };
}

export function decodeAuditEntry(json: Json): Decoded<AuditEntry> {
  const c = new Checker();
  if (!isJsonObject(json)) {
    c.parse(`invalid type: ${describe(json)}, expected struct AuditEntry`);
    return { issues: c.issues };
  }
  const idx = c.u64(json, "idx", "");
  const ts = c.string(json, "ts");
  const recordId = c.string(json, "recordId");
  const prev = c.string(json, "prev");
  const entryHash = c.string(json, "entryHash");
  c.unknownFields(json, AUDIT_FIELDS, "", "audit entry");
  if (c.failed) return { issues: c.issues };
  c.pattern(ts as string, AEGX_TS_PATTERN, "/ts");
  c.pattern(recordId as string, HEX64, "/recordId");
  c.pattern(prev as string, HEX64, "/prev");
  c.pattern(entryHash as string, HEX64, "/entryHash");
  return {
    value: {
      idx: Number(idx),
      ts: ts as string,
      recordId: recordId as string,
      prev: prev as string,
      entryHash: entryHash as string,
    },
    issues: c.issues,
  };
}

const MANIFEST_CONSTS: Record<string, string> = {
  aegx_version: AEGX_VERSION,
  hash_alg: "sha256",
  canonicalization: "AEGX_CANON_0_1",
};

/** The manifest is schema-checked as written (the reference does not type it first). */
export function decodeManifest(json: Json): Decoded<BundleManifest> {
  const c = new Checker();
  if (!isJsonObject(json)) {
    c.schema(`${describe(json)} is not of type "object"`);
    return { issues: c.issues };
  }
  for (const k of MANIFEST_FIELDS) if (!(k in json)) c.schema(`"${k}" is a required property`);
  const allowed = new Set<string>([...MANIFEST_FIELDS, "meta", "extensions"]);
  const extra = Object.keys(json).filter((k) => !allowed.has(k));
  if (extra.length)
    c.schema(
      `Additional properties are not allowed (${extra.map((k) => `'${k}'`).join(", ")} ${extra.length === 1 ? "was" : "were"} unexpected)`,
    );
  for (const [k, want] of Object.entries(MANIFEST_CONSTS)) {
    if (k in json && json[k] !== want) c.schema(`${JSON.stringify(want)} was expected`, `/${k}`);
  }
  const str = (k: string, re: RegExp): void => {
    if (!(k in json)) return;
    const v = json[k] as Json;
    if (typeof v !== "string") c.schema(`${describe(v)} is not of type "string"`, `/${k}`);
    else c.pattern(v, re, `/${k}`);
  };
  str("created_at", AEGX_TS_PATTERN);
  str("audit_head", HEX64);
  for (const k of ["record_count", "blob_count"]) {
    if (!(k in json)) continue;
    const v = json[k] as Json;
    const n = typeof v === "number" || typeof v === "bigint" || v instanceof JsonNumber ? numberOf(v) : NaN;
    if (!Number.isInteger(n)) c.schema(`${describe(v)} is not of type "integer"`, `/${k}`);
    else if (n < 0) c.schema(`${n} is less than the minimum of 0`, `/${k}`);
  }
  const roots = json.root_records as Json;
  if ("root_records" in json) {
    if (!Array.isArray(roots)) c.schema(`${describe(roots)} is not of type "array"`, "/root_records");
    else
      roots.forEach((r, i) =>
        typeof r === "string"
          ? c.pattern(r, HEX64, `/root_records/${i}`)
          : c.schema(`${describe(r)} is not of type "string"`, `/root_records/${i}`),
      );
  }
  for (const k of ["meta", "extensions"]) {
    if (k in json && !isJsonObject(json[k] as Json))
      c.schema(`${describe(json[k] as Json)} is not of type "object"`, `/${k}`);
  }
  if (c.issues.length) return { issues: c.issues };
  const m: BundleManifest = {
    aegx_version: json.aegx_version as string,
    created_at: json.created_at as string,
    hash_alg: json.hash_alg as string,
    canonicalization: json.canonicalization as string,
    root_records: roots as string[],
    record_count: numberOf(json.record_count as number),
    blob_count: numberOf(json.blob_count as number),
    audit_head: json.audit_head as string,
  };
  if (isJsonObject(json.meta as Json)) m.meta = json.meta as JsonObject;
  if (isJsonObject(json.extensions as Json)) m.extensions = json.extensions as JsonObject;
  return { value: m, issues: [] };
}
