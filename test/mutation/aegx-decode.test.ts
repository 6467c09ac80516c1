/**
 * The general AEGX decoder (ir/dialects/aegx/decode.ts), which reads what the byte layout declines
 * and words its findings as the reference verifier does (serde for records and audit entries,
 * JSON Schema for the manifest). One valid value of each, then one fault at a time, each with its
 * exact class, message and pointer.
 */
import { describe, expect, it } from "vitest";
import { decodeAuditEntry, decodeManifest, decodeRecord, numbersInRange } from "../../ir/dialects/aegx/decode.js";
import { JsonNumber, fromPlain, type Json, type JsonObject } from "../../ir/json/value.js";

const H = "a".repeat(64);
const TS = "2026-01-01T00:00:00Z";
const plain = (v: unknown): JsonObject => fromPlain(v) as JsonObject;
const record = (over: Record<string, unknown> = {}, drop: string[] = []): JsonObject => {
  const o = plain({
    recordId: H,
    type: "ToolCall",
    principal: "TOOL",
    taint: ["x"],
    parents: [H],
    meta: { ts: TS },
    payload: { inline: { a: 1 } },
    ...over,
  });
  for (const k of drop) delete o[k];
  return o;
};
const issues = (d: { issues: Array<{ cls: string; message: string; pointer: string }> }): string[] =>
  d.issues.map((i) => `${i.cls} ${i.pointer} ${i.message}`);

describe("decodeRecord", () => {
  it("types a valid record, inline or by blob", () => {
    const d = decodeRecord(record({ schema: "0.1", extensions: { e: 1 } }));
    expect(d.issues).toEqual([]);
    expect(d.value).toEqual({
      recordId: H,
      type: "ToolCall",
      principal: "TOOL",
      taint: ["x"],
      parents: [H],
      meta: { ts: TS },
      payload: { inline: { a: 1 } },
      schema: "0.1",
      extensions: { e: 1 },
    });
    const b = decodeRecord(
      record({ payload: { blob: H, mime: "text/plain", size: new JsonNumber("12") }, schema: null, extensions: null }),
    );
    expect(b.issues).toEqual([]);
    expect(b.value!.payload).toEqual({ blob: H, mime: "text/plain", size: 12 });
    expect("schema" in b.value! || "extensions" in b.value!).toBe(false);
    expect(
      decodeRecord(record({ payload: { blob: H, mime: "m", size: new JsonNumber("9007199254740993") } })).value!
        .payload,
    ).toEqual({ blob: H, mime: "m", size: 9007199254740993n });
    // The largest integer a double holds exactly (Number.MAX_SAFE_INTEGER, 2^53 - 1) is still a number;
    // a size given as a plain number or a bigint (a value built in code, not parsed) is read alike.
    const sizeOf = (size: Json): unknown =>
      decodeRecord(record({ payload: { blob: H, mime: "m", size } })).value?.payload;
    expect(sizeOf(new JsonNumber("9007199254740991"))).toEqual({ blob: H, mime: "m", size: 2 ** 53 - 1 });
    expect(sizeOf(7)).toEqual({ blob: H, mime: "m", size: 7 });
    expect(sizeOf(7n)).toEqual({ blob: H, mime: "m", size: 7 });
  });

  it("serde's words for what cannot be typed", () => {
    expect(issues(decodeRecord(fromPlain([1])))).toEqual([
      "parse  invalid type: sequence, expected struct TypedRecord",
    ]);
    expect(issues(decodeRecord(null))).toEqual(["parse  invalid type: null, expected struct TypedRecord"]);
    expect(issues(decodeRecord(record({}, ["recordId", "meta", "payload"])))).toEqual([
      "parse  missing field `recordId`",
      "parse  missing field `meta`",
      "parse  missing field `payload`",
    ]);
    expect(issues(decodeRecord(record({}, ["taint", "parents"])))).toEqual([
      "parse  missing field `taint`",
      "parse  missing field `parents`",
    ]);
    expect(issues(decodeRecord(record({ type: "Nope", principal: "ROOT" })))).toEqual([
      "parse /type unknown variant `Nope`, expected one of `SessionStart`, `SessionMessage`, `ToolCall`, `ToolResult`, `FileRead`, `FileWrite`, `FileDelete`, `ControlPlaneChangeRequest`, `MemoryCommitRequest`, `GuardDecision`, `Snapshot`, `Rollback`, `NetworkRequest`",
      "parse /principal unknown variant `ROOT`, expected one of `USER`, `SYS`, `WEB`, `TOOL`, `SKILL`, `CHANNEL`, `EXTERNAL`",
    ]);
    expect(issues(decodeRecord(record({ recordId: 1, type: true, taint: "x", parents: ["a", { b: 1 }] })))).toEqual([
      "parse /recordId invalid type: number `1`, expected a string",
      "parse /type invalid type: boolean `true`, expected a string",
      'parse /taint invalid type: string "x", expected a sequence',
      "parse /parents/1 invalid type: map, expected a string",
    ]);
    expect(issues(decodeRecord(record({ schema: 2 })))).toEqual([
      "parse /schema invalid type: number `2`, expected a string",
    ]);
    expect(issues(decodeRecord(record({ meta: { ts: TS, n: new JsonNumber("1e400") } })))).toEqual([
      "parse  number out of range",
    ]);
  });

  it("payloads: inline beside other keys, blobs with a u64 size, or neither", () => {
    expect(issues(decodeRecord(record({ payload: { inline: 1, blob: H } })))).toEqual([
      'warning /payload payload has "blob" beside "inline"; only "inline" is hashed',
    ]);
    expect(issues(decodeRecord(record({ payload: { blob: H, mime: "m", size: 1, x: 1, y: 2 } })))).toEqual([
      'warning /payload payload has unknown keys "x", "y"; they are not hashed',
    ]);
    expect(issues(decodeRecord(record({ payload: [] })))).toEqual([
      "parse /payload invalid type: sequence, expected struct Payload",
    ]);
    for (const p of [
      { blob: 1, mime: "m", size: 1 },
      { blob: H, mime: 1, size: 1 },
      { blob: H, mime: "m" },
    ])
      expect(issues(decodeRecord(record({ payload: p }))), JSON.stringify(p)).toEqual([
        "parse /payload data did not match any variant of untagged enum Payload",
      ]);
    const size = (s: Json): string[] => issues(decodeRecord(record({ payload: { blob: H, mime: "m", size: s } })));
    expect(size("1")).toEqual(['parse /payload/size invalid type: string "1", expected u64']);
    expect(size(new JsonNumber("1.5"))).toEqual([
      "parse /payload/size invalid type: floating point `1.5`, expected u64",
    ]);
    expect(size(new JsonNumber("-1"))).toEqual(["parse /payload/size invalid value: integer `-1`, expected u64"]);
  });

  it("then the schema checks on the typed record, and unknown fields as warnings", () => {
    expect(
      issues(
        decodeRecord(
          record({
            recordId: "x",
            parents: [H, "y"],
            payload: { blob: "z", mime: "m", size: 1 },
            schema: "0.2",
            extensions: [1],
            extra: 1,
          }),
        ),
      ),
    ).toEqual([
      'warning /extra unknown record field "extra" is not allowed by the schema; it is ignored and not hashed',
      'schema /recordId "x" does not match "^[0-9a-f]{64}$"',
      'schema /parents/1 "y" does not match "^[0-9a-f]{64}$"',
      'schema /payload/blob "z" does not match "^[0-9a-f]{64}$"',
      'schema /schema "0.1" was expected',
      'schema /extensions sequence is not of type "object"',
    ]);
    expect(issues(decodeRecord(record({ meta: "m" })))).toEqual(['schema /meta string "m" is not of type "object"']);
    expect(issues(decodeRecord(record({ meta: {} })))).toEqual(['schema /meta "ts" is a required property']);
    expect(issues(decodeRecord(record({ meta: { ts: false } })))).toEqual([
      'schema /meta/ts boolean `false` is not of type "string"',
    ]);
    expect(issues(decodeRecord(record({ meta: { ts: "2026-01-01" } })))).toEqual([
      'schema /meta/ts "2026-01-01" does not match "^\\\\d{4}-\\\\d{2}-\\\\d{2}T\\\\d{2}:\\\\d{2}:\\\\d{2}Z$"',
    ]);
  });
});

describe("decodeAuditEntry", () => {
  const entry = (over: Record<string, unknown> = {}): JsonObject =>
    plain({ idx: 3, ts: TS, recordId: H, prev: H, entryHash: H, ...over });
  it("types a valid entry and words the faults", () => {
    expect(decodeAuditEntry(entry())).toEqual({
      value: { idx: 3, ts: TS, recordId: H, prev: H, entryHash: H },
      issues: [],
    });
    expect(issues(decodeAuditEntry(true))).toEqual(["parse  invalid type: boolean `true`, expected struct AuditEntry"]);
    const noIdx = entry();
    delete noIdx.idx;
    expect(issues(decodeAuditEntry(noIdx))).toEqual(["parse  missing field `idx`"]);
    expect(issues(decodeAuditEntry(entry({ idx: "3", extra: 1 })))).toEqual([
      'parse /idx invalid type: string "3", expected u64',
      'warning /extra unknown audit entry field "extra" is not allowed by the schema; it is ignored and not hashed',
    ]);
    expect(issues(decodeAuditEntry(entry({ ts: "t", recordId: "r", prev: "p", entryHash: "e" })))).toEqual([
      'schema /ts "t" does not match "^\\\\d{4}-\\\\d{2}-\\\\d{2}T\\\\d{2}:\\\\d{2}:\\\\d{2}Z$"',
      'schema /recordId "r" does not match "^[0-9a-f]{64}$"',
      'schema /prev "p" does not match "^[0-9a-f]{64}$"',
      'schema /entryHash "e" does not match "^[0-9a-f]{64}$"',
    ]);
  });
});

describe("decodeManifest", () => {
  const manifest = (over: Record<string, unknown> = {}): JsonObject =>
    plain({
      aegx_version: "0.1",
      created_at: TS,
      hash_alg: "sha256",
      canonicalization: "AEGX_CANON_0_1",
      root_records: [H],
      record_count: 1,
      blob_count: 0,
      audit_head: H,
      ...over,
    });
  it("types a valid manifest, meta and extensions kept", () => {
    expect(decodeManifest(manifest({ meta: { m: 1 }, extensions: { e: 1 } }))).toEqual({
      value: {
        aegx_version: "0.1",
        created_at: TS,
        hash_alg: "sha256",
        canonicalization: "AEGX_CANON_0_1",
        root_records: [H],
        record_count: 1,
        blob_count: 0,
        audit_head: H,
        meta: { m: 1 },
        extensions: { e: 1 },
      },
      issues: [],
    });
  });

  it("JSON Schema's words for every fault", () => {
    expect(issues(decodeManifest(fromPlain("x")))).toEqual(['schema  string "x" is not of type "object"']);
    const m = manifest({ a: 1, b: 2 });
    delete m.audit_head;
    expect(issues(decodeManifest(m))).toEqual([
      'schema  "audit_head" is a required property',
      "schema  Additional properties are not allowed ('a', 'b' were unexpected)",
    ]);
    expect(issues(decodeManifest(manifest({ z: 1 })))).toEqual([
      "schema  Additional properties are not allowed ('z' was unexpected)",
    ]);
    expect(
      issues(
        decodeManifest(
          manifest({ aegx_version: "0.2", hash_alg: "md5", canonicalization: "JCS", created_at: 1, audit_head: "h" }),
        ),
      ),
    ).toEqual([
      'schema /aegx_version "0.1" was expected',
      'schema /hash_alg "sha256" was expected',
      'schema /canonicalization "AEGX_CANON_0_1" was expected',
      'schema /created_at number `1` is not of type "string"',
      'schema /audit_head "h" does not match "^[0-9a-f]{64}$"',
    ]);
    expect(issues(decodeManifest(manifest({ record_count: 1.5, blob_count: -2 })))).toEqual([
      'schema /record_count number `1.5` is not of type "integer"',
      "schema /blob_count -2 is less than the minimum of 0",
    ]);
    expect(issues(decodeManifest(manifest({ record_count: "1", blob_count: new JsonNumber("3") })))).toEqual([
      'schema /record_count string "1" is not of type "integer"',
    ]);
    expect(issues(decodeManifest(manifest({ root_records: "r" })))).toEqual([
      'schema /root_records string "r" is not of type "array"',
    ]);
    expect(issues(decodeManifest(manifest({ root_records: [H, 1, "x"] })))).toEqual([
      'schema /root_records/1 number `1` is not of type "string"',
      'schema /root_records/2 "x" does not match "^[0-9a-f]{64}$"',
    ]);
    expect(issues(decodeManifest(manifest({ meta: [], extensions: null })))).toEqual([
      'schema /meta sequence is not of type "object"',
      'schema /extensions null is not of type "object"',
    ]);
    expect(issues(decodeManifest(manifest({ created_at: "2026" })))).toHaveLength(1);
  });
});

describe("numbersInRange", () => {
  it("finds a number beyond a double anywhere in a value", () => {
    expect(numbersInRange(fromPlain({ a: [1, { b: 2 }] }))).toBe(true);
    expect(numbersInRange(fromPlain({ a: [1, { b: new JsonNumber("1e400") }] }))).toBe(false);
    expect(numbersInRange(fromPlain([new JsonNumber("-1e400")]))).toBe(false);
    expect(numbersInRange(new JsonNumber("1e308"))).toBe(true);
  });
});
