/**
 * src/formats/aegx against the survivors of a sampled mutation run (issue 38): the bulk-append
 * fast path (NewRecordLine) and its general reader (newRecordFromJson), `aegx repair`, and the
 * bundle summary. Expected values are written out by hand from the stored layout the writer uses
 * (docs/formats.md, AEGX: `{"recordId","type","principal","taint","parents","meta","payload","schema"}`),
 * or follow from the input itself (which records are roots, which ts is first and last).
 */
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getHeapStatistics } from "node:v8";
import { describe, expect, it, vi } from "vitest";
import { NewRecordLine } from "../../src/formats/aegx/new-record-line.js";
import { appendJsonl, newRecordFromJson } from "../../src/formats/aegx/bulk-append.js";
import { repairBundle } from "../../src/formats/aegx/repair.js";
import { checkAuditChain } from "../../src/formats/aegx/audit-chain.js";
import { RecordIdSet } from "../../ir/dialects/aegx/id-set.js";
import { SEGMENT_FAST, SEGMENT_FAST_MISMATCH, checkRecordSegment } from "../../src/formats/aegx/record-segment.js";
import { auditLines, recordLines } from "../../src/formats/aegx/bundle-lines.js";
import { openBundleSource } from "../../src/formats/aegx/bundle-source.js";
import { rawZip } from "../support/raw-zip.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { formatSummary, summarizeAegx } from "../../src/formats/aegx/summarize.js";
import { aegxExitCode, agentcExitCode } from "../../src/formats/aegx/exit-codes.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { Graph } from "../../ir/graph/graph.js";
import { lockFileOf } from "../../ir/io/file-lock.js";
import { loadAegxGraph } from "../../src/formats/aegx/load-graph.js";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { parseJson } from "../../ir/json/parse.js";
import { validate } from "../../src/pipeline/validate.js";
import { roundtrip } from "../../src/pipeline/roundtrip.js";
import { tempDir } from "../support/tmp.js";

const H1 = "1".repeat(64);
const H2 = "a".repeat(64);
const ZERO = "0".repeat(64);
const META = '{"ts":"2026-01-02T03:04:05Z"}';
const sha = (s: string): string => createHash("sha256").update(s, "utf8").digest("hex");
const sha256Of = (b: Uint8Array): string => createHash("sha256").update(b).digest("hex");
const latin = (s: string): Buffer => Buffer.from(s, "latin1");

/** The stored line the writer prints (zero recordId), written out field by field. */
const stored = (type: string, principal: string, taint: string, parents: string[], meta: string, payload: string) =>
  `{"recordId":"${ZERO}","type":"${type}","principal":"${principal}","taint":${taint},` +
  `"parents":[${parents.map((p) => `"${p}"`).join(",")}],"meta":${meta},"payload":${payload},"schema":"0.1"}`;

/** read() then line() of one line, the whole buffer. */
function fast(text: string, prev?: string): string | undefined | false {
  const r = new NewRecordLine();
  const b = latin(text);
  if (!r.read(b, 0, b.length)) return false;
  return r.line(b, prev)?.toString("latin1");
}

describe("NewRecordLine: the bulk-append fast path", () => {
  it("copies a qualifying line into the stored layout", () => {
    const line = `{"type":"ToolCall","principal":"USER","meta":${META},"payload":{"inline":1}}`;
    expect(fast(line)).toBe(stored("ToolCall", "USER", "[]", [], META, '{"inline":1}'));
  });

  it("takes a blob payload with a 64-hex hash, a mime string and a byte count", () => {
    const payload = `{"blob":"${H2}","mime":"text/plain","size":10}`;
    const line = `{"type":"FileWrite","principal":"TOOL","meta":${META},"parents":["${H1}"],"payload":${payload}}`;
    expect(fast(line)).toBe(stored("FileWrite", "TOOL", "[]", [H1], META, payload));
  });

  it('writes "@prev" as the id it names, and gives up without one', () => {
    const line = `{"type":"ToolCall","principal":"USER","meta":${META},"parents":["@prev","${H1}"],"payload":{"inline":1}}`;
    expect(fast(line, H2)).toBe(stored("ToolCall", "USER", "[]", [H2, H1], META, '{"inline":1}'));
    expect(fast(line, undefined)).toBeUndefined();
  });

  it("writes every parent of a line longer than its first buffer (4096 bytes)", () => {
    const parents = Array.from({ length: 100 }, (_, k) => k.toString(16).padStart(64, "0"));
    const line = `{"type":"ToolCall","principal":"USER","meta":${META},"parents":[${parents.map((p) => `"${p}"`).join(",")}],"payload":{"inline":1}}`;
    const want = stored("ToolCall", "USER", "[]", parents, META, '{"inline":1}');
    expect(want.length).toBeGreaterThan(4096);
    expect(fast(line)).toBe(want);
  });

  it.each<[string, string]>([
    [
      "a line that does not start with {",
      `["type":"ToolCall","principal":"USER","meta":${META},"payload":{"inline":1}}`,
    ],
    ["bytes after the closing brace", `{"type":"ToolCall","principal":"USER","meta":${META},"payload":{"inline":1}}x`],
    ["meta without ts", `{"type":"ToolCall","principal":"USER","meta":{"a":"x"},"payload":{"inline":1}}`],
    [
      "a blob payload with a fourth member",
      `{"type":"ToolCall","principal":"USER","meta":${META},"payload":{"blob":"${H2}","mime":"x","size":1,"zz":1}}`,
    ],
    [
      "a blob hash of 65 hex digits",
      `{"type":"ToolCall","principal":"USER","meta":${META},"payload":{"blob":"${H2}a","mime":"x","size":1}}`,
    ],
    // Parents are "@prev" or 64 hex digits in a list; taint a list of strings.
    [
      "parents that are not a list",
      `{"type":"ToolCall","principal":"USER","meta":${META},"parents":"x","payload":{"inline":1}}`,
    ],
    [
      "a parent of 64 characters that are not hex digits",
      `{"type":"ToolCall","principal":"USER","meta":${META},"parents":["${"z".repeat(64)}"],"payload":{"inline":1}}`,
    ],
    [
      "taint without a comma",
      `{"type":"ToolCall","principal":"USER","meta":${META},"taint":["a""b"],"payload":{"inline":1}}`,
    ],
    [
      "taint that is not a list",
      `{"type":"ToolCall","principal":"USER","meta":${META},"taint":"a","payload":{"inline":1}}`,
    ],
  ])("declines %s", (_, line) => {
    expect(fast(line)).toBe(false);
  });

  it("the first member of meta decides nothing: ts is looked up by name", () => {
    // The general path accepts this line; the fast path must take it too (same bytes).
    const meta = '{"a":1,"ts":"2026-01-02T03:04:05Z"}';
    const line = `{"type":"ToolCall","principal":"USER","meta":${meta},"payload":{"inline":1}}`;
    expect(fast(line)).toBe(stored("ToolCall", "USER", "[]", [], meta, '{"inline":1}'));
  });
});

describe("newRecordFromJson: the general reader of a bulk-append line", () => {
  const read = (text: string, prev?: string, size?: number) =>
    newRecordFromJson(parseJson(text).value, prev, () => size);
  const base = '"type":"ToolCall","principal":"USER"';

  it("takes all seven fields, and leaves meta out when the line has none", () => {
    const r = read(
      `{${base},"meta":{"ts":"t"},"parents":["@prev"],"taint":["x"],"payload":{"inline":1},"extensions":{"e":1}}`,
      H1,
    );
    expect(r.parents).toEqual([H1]);
    expect(r.taint).toEqual(["x"]);
    expect(r.extensions).toBeDefined();
    expect("meta" in read(`{${base},"payload":{"inline":1}}`)).toBe(false);
  });

  it.each<[string, string, RegExp]>([
    ["an unknown field", `{${base},"payload":{"inline":1},"zz":1}`, /^unknown field "zz"$/],
    [
      "a type that is not a record type",
      `{"type":"Nope","principal":"USER","payload":{"inline":1}}`,
      /^type must be one of /,
    ],
    ["a type that is not a string", `{"type":5,"principal":"USER","payload":{"inline":1}}`, /^type must be one of /],
    [
      "taint that is not a list of strings",
      `{${base},"payload":{"inline":1},"taint":[1]}`,
      /^taint must be a list of strings$/,
    ],
    ["both payload forms", `{${base},"payload":{"inline":1,"blob":"${H2}"}}`, /not both$/],
    ["a negative blob size", `{${base},"payload":{"blob":"${H2}","size":-1}}`, /^payload\.size must be a byte count/],
    ["a blob it cannot measure", `{${base},"payload":{"blob":"${H2}"}}`, /^payload\.size must be a byte count/],
  ])("refuses %s", (_, text, message) => {
    expect(() => read(text)).toThrow(message);
  });

  it("measures a blob without a size, and defaults its mime", () => {
    expect(read(`{${base},"payload":{"blob":"${H2}"}}`, undefined, 7).payload).toEqual({
      blob: H2,
      mime: "application/octet-stream",
      size: 7,
    });
  });
});

describe("appendJsonl: where a batch stops, and why", () => {
  const run = async (text: Buffer | string) => {
    const dir = join(tempDir(), "b");
    initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
    const w = await BundleWriter.open(dir);
    const r = await appendJsonl(w, [Buffer.from(text)], "in.jsonl", () => undefined);
    w.close();
    const ids = linesIn(join(dir, "records.jsonl")).map((l) => (JSON.parse(l) as { recordId: string }).recordId);
    return { r, ids };
  };
  const ok = `{"type":"ToolCall","principal":"USER","meta":${META},"payload":{"inline":1}}`;
  const stop = (line: number, col: number, message: string, code = "AEGX-BULK-LINE", pointer?: string) => ({
    code,
    severity: "error",
    message: `${message}; the batch stops at this line`,
    file: "in.jsonl",
    line,
    col,
    ...(pointer !== undefined ? { pointer } : {}),
  });

  it("appends every line up to the one it cannot take, blank lines counted and skipped", async () => {
    // A fast line, a blank one, one the general reader takes (fields out of order), then JSON cut short.
    const slow = `{"principal":"USER","type":"ToolCall","payload":{"inline":2}}`;
    const { r, ids } = await run(`${ok}\n\n${slow}\n{"type":\n`);
    expect(ids).toHaveLength(2);
    // Column 9: the end of `{"type":`, where a value was wanted.
    expect(r).toEqual({
      appended: 2,
      first: ids[0],
      last: ids[1],
      diagnostic: stop(4, 9, "EOF while parsing a value"),
    });
  });

  it("appends a last line without its line end, and no diagnostic when all went in", async () => {
    const { r, ids } = await run(`${ok}\n  \n${ok}`);
    expect(ids).toHaveLength(2);
    expect(r).toEqual({ appended: 2, first: ids[0], last: ids[1] });
  });

  it.each<[string, string | Buffer, ReturnType<typeof stop>]>([
    [
      "a line that is not UTF-8",
      Buffer.concat([Buffer.from(`${ok}\n`), Buffer.from([0xff, 0x0a])]),
      stop(2, 1, "invalid UTF-8"),
    ],
    [
      "a field a new record does not have, at its pointer",
      `${ok}\n{"type":"ToolCall","principal":"USER","payload":{"inline":1},"zz":1}\n`,
      stop(2, 1, 'unknown field "zz"', "AEGX-BULK-LINE", "/zz"),
    ],
    [
      "a blob the bundle does not have, with the writer's code",
      `${ok}\n{"type":"ToolCall","principal":"USER","payload":{"blob":"${H2}","size":3}}\n`,
      stop(2, 1, `blob ${H2} is not in blobs/; add it first with add-blob`, "AEGX-BLOB-MISSING"),
    ],
  ])("stops at %s", async (_, text, diagnostic) => {
    const { r, ids } = await run(text);
    expect(ids).toHaveLength(1);
    expect(r).toEqual({ appended: 1, first: ids[0], last: ids[0], diagnostic });
  });

  it("stops at its first line with nothing appended: a parent the bundle does not have", async () => {
    const { r, ids } = await run(
      `{"type":"ToolCall","principal":"USER","meta":${META},"parents":["${H1}"],"payload":{"inline":1}}\n${ok}\n`,
    );
    expect(ids).toEqual([]);
    expect(r).toEqual({
      appended: 0,
      diagnostic: stop(1, 1, `parent ${H1} is not a record of this bundle`, "AEGX-PARENT-MISSING"),
    });
  });
});

const T = (s: number): string => `2026-02-15T10:00:${String(s).padStart(2, "0")}Z`;

/** A bundle of three records: a root, a blob record under it, and a second root; ts out of order. */
async function threeRecords(): Promise<{ dir: string; ids: string[]; blob: string }> {
  const dir = join(tempDir(), "b");
  initBundle(dir, { createdAt: T(0) });
  const w = await BundleWriter.open(dir);
  const a = w.append({ type: "SessionStart", principal: "SYS", meta: { ts: T(20) }, payload: { inline: 1 } });
  const blob = w.addBlob(Buffer.from("hello blob"));
  const b = w.append({
    type: "FileWrite",
    principal: "TOOL",
    meta: { ts: T(10) },
    parents: [a.recordId],
    payload: { blob, mime: "text/plain", size: 10 },
  });
  const c = w.append({ type: "ToolCall", principal: "USER", meta: { ts: T(30) }, payload: { inline: 2 } });
  w.close();
  return { dir, ids: [a.recordId, b.recordId, c.recordId], blob };
}

const linesIn = (path: string): string[] => readFileSync(path, "utf8").split("\n").filter(Boolean);
const rewriteLines = (path: string, edit: (lines: string[]) => string[]): void =>
  writeFileSync(
    path,
    edit(linesIn(path))
      .map((l) => l + "\n")
      .join(""),
  );

describe("summarizeAegx", () => {
  it("counts roots and finds the first and last ts whatever the order of the records", async () => {
    const { dir } = await threeRecords();
    const s = summarizeAegx((await loadAegxGraph(dir)).graph);
    expect(s.records).toBe(3);
    expect(s.roots).toBe(2);
    expect(s.firstTs).toBe(T(10));
    expect(s.lastTs).toBe(T(30));
  });
});

describe("formatSummary", () => {
  it("writes every line of the summary, counts and names in order", async () => {
    const { dir } = await threeRecords();
    const head = String(
      (JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as { audit_head: string }).audit_head,
    );
    const s = summarizeAegx((await loadAegxGraph(dir)).graph);
    expect(formatSummary(dir, s, "PASS")).toBe(
      [
        `bundle      ${dir}`,
        "verdict     PASS",
        "records     3 (2 roots, 0 tainted)",
        `time span   ${T(10)} … ${T(30)}`,
        "blobs       1 (10 bytes)",
        `audit       3 entries, head ${head}`,
        "by type",
        `  FileWrite${" ".repeat(17)} 1`,
        `  SessionStart${" ".repeat(14)} 1`,
        `  ToolCall${" ".repeat(18)} 1`,
        "by principal",
        `  SYS${" ".repeat(23)} 1`,
        `  TOOL${" ".repeat(22)} 1`,
        `  USER${" ".repeat(22)} 1`,
      ].join("\n"),
    );
  });

  it("one root, tainted records, and a bundle with nothing in it", async () => {
    const dir = join(tempDir(), "b");
    initBundle(dir, { createdAt: T(0) });
    const w = await BundleWriter.open(dir);
    const a = w.append({
      type: "ToolCall",
      principal: "USER",
      meta: { ts: T(5) },
      taint: ["web"],
      payload: { inline: 1 },
    });
    w.append({
      type: "ToolCall",
      principal: "USER",
      meta: { ts: T(5) },
      parents: [a.recordId],
      taint: ["web"],
      payload: { inline: 2 },
    });
    w.close();
    const s = summarizeAegx((await loadAegxGraph(dir)).graph);
    expect(s).toMatchObject({ records: 2, roots: 1, tainted: 2, byType: { ToolCall: 2 }, blobs: 0, blobBytes: 0 });
    expect(formatSummary(dir, s, "FAIL").split("\n").slice(1, 6)).toEqual([
      "verdict     FAIL",
      "records     2 (1 root, 2 tainted)",
      `time span   ${T(5)} … ${T(5)}`,
      "blobs       0 (0 bytes)",
      expect.stringMatching(/^audit {7}2 entries, head [0-9a-f]{64}$/),
    ]);
    const empty = summarizeAegx(new Graph());
    expect(empty).toEqual({
      records: 0,
      byType: {},
      byPrincipal: {},
      tainted: 0,
      blobs: 0,
      blobBytes: 0,
      auditEntries: 0,
      roots: 0,
    });
    expect(formatSummary("e", empty, "PASS").split("\n").slice(2)).toEqual([
      "records     0 (0 roots, 0 tainted)",
      "time span   - … -",
      "blobs       0 (0 bytes)",
      `audit       0 entries, head ${ZERO}`,
      "by type",
      "by principal",
    ]);
  });
});

describe("repairBundle", () => {
  it("keeps a sound bundle whole, CRLF line ends included", async () => {
    const { dir } = await threeRecords();
    for (const f of ["records.jsonl", "audit-log.jsonl"])
      writeFileSync(join(dir, f), readFileSync(join(dir, f), "utf8").replace(/\n/g, "\r\n"));
    const r = await repairBundle(dir);
    expect(r).toMatchObject({ kept: 3, cutRecords: 0, cutAudit: 0, sideFiles: [] });
    expect(r.reason).toBeUndefined();
  });

  it("cuts at a missing blob, keeps the tail beside the file, and truncates", async () => {
    const { dir, blob } = await threeRecords();
    const before = linesIn(join(dir, "records.jsonl"));
    rmSync(join(dir, "blobs", blob));
    const r = await repairBundle(dir);
    expect(r).toMatchObject({ kept: 1, cutRecords: 2, cutAudit: 2, reason: `its blob ${blob} is missing` });
    expect(r).toMatchObject({ file: "records.jsonl", line: 2 });
    expect(linesIn(join(dir, "records.jsonl"))).toEqual(before.slice(0, 1));
    expect(linesIn(join(dir, "audit-log.jsonl"))).toHaveLength(1);
    // The side files: repair-<yyyymmddThhmmssZ>.<file>, no "-n" on the first.
    const sides = readdirSync(dir)
      .filter((f) => f.startsWith("repair-"))
      .sort();
    expect(sides).toHaveLength(2);
    expect(sides[0]).toMatch(/^repair-\d{8}T\d{6}Z\.audit-log\.jsonl$/);
    expect(sides[1]).toMatch(/^repair-\d{8}T\d{6}Z\.records\.jsonl$/);
    expect(linesIn(join(dir, sides[1]!))).toEqual(before.slice(1));
  });

  it("names the line that is not JSON, in either file", async () => {
    const one = await threeRecords();
    const rec = linesIn(join(one.dir, "records.jsonl"));
    writeFileSync(join(one.dir, "records.jsonl"), [rec[0], "not json", rec[2], ""].join("\n"));
    expect(await repairBundle(one.dir)).toMatchObject({
      kept: 1,
      reason: "the line is not JSON",
      file: "records.jsonl",
      line: 2,
    });
    const two = await threeRecords();
    const aud = linesIn(join(two.dir, "audit-log.jsonl"));
    writeFileSync(join(two.dir, "audit-log.jsonl"), [aud[0], "not json", aud[2], ""].join("\n"));
    expect(await repairBundle(two.dir)).toMatchObject({
      kept: 1,
      reason: "the line is not JSON",
      file: "audit-log.jsonl",
      line: 2,
    });
  });

  it("cuts at an audit entry for another record, even with a hash that fits it", async () => {
    const { dir, ids } = await threeRecords();
    const aud = linesIn(join(dir, "audit-log.jsonl")).map((l) => JSON.parse(l) as Record<string, unknown>);
    const e = aud[1]!;
    e.recordId = ids[0];
    e.entryHash = sha(`{"idx":1,"prev":"${String(e.prev)}","recordId":"${ids[0]}","ts":"${String(e.ts)}"}`);
    writeFileSync(join(dir, "audit-log.jsonl"), aud.map((x) => JSON.stringify(x) + "\n").join(""));
    expect(await repairBundle(dir)).toMatchObject({
      kept: 1,
      reason: "the audit entry does not continue the chain over records.jsonl (entry 1)",
      file: "audit-log.jsonl",
      line: 2,
    });
  });

  it("cuts everything when one of the two files is missing", async () => {
    const one = await threeRecords();
    rmSync(join(one.dir, "records.jsonl"));
    expect(await repairBundle(one.dir)).toMatchObject({
      kept: 0,
      cutAudit: 3,
      reason: "an audit entry has no record",
      file: "audit-log.jsonl",
      line: 1,
    });
    const two = await threeRecords();
    rmSync(join(two.dir, "audit-log.jsonl"));
    expect(await repairBundle(two.dir)).toMatchObject({
      kept: 0,
      cutRecords: 3,
      reason: "the record has no audit entry",
      file: "records.jsonl",
      line: 1,
    });
  });

  it("cuts a last line without its line end", async () => {
    const { dir } = await threeRecords();
    appendFileSync(join(dir, "records.jsonl"), '{"torn":');
    appendFileSync(join(dir, "audit-log.jsonl"), '{"torn":');
    expect(await repairBundle(dir)).toMatchObject({
      kept: 3,
      cutRecords: 1,
      reason: "the last line is cut short (no line end)",
      file: "records.jsonl",
      line: 4,
    });
    expect(existsSync(join(dir, "records.jsonl"))).toBe(true);
  });
});

describe("repairBundle: each reason a prefix ends, and the manifest it leaves", () => {
  const manifestOf = (dir: string) =>
    JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, unknown>;

  it("rewrites the manifest from what it keeps, and leaves a sound one as it is", async () => {
    const { dir, ids } = await threeRecords();
    expect((await repairBundle(dir)).manifestRewritten).toBe(false);
    const aud = linesIn(join(dir, "audit-log.jsonl"));
    const before = manifestOf(dir);
    // The second record's id no longer its hash: the first record (a root) and its entry are kept.
    rewriteLines(join(dir, "records.jsonl"), (ls) => ls.map((l, i) => (i === 1 ? l.replace(ids[1]!, H1) : l)));
    const r = await repairBundle(dir);
    expect(r).toEqual({
      kept: 1,
      cutRecords: 2,
      cutAudit: 2,
      reason: "the recordId is not the record's hash",
      file: "records.jsonl",
      line: 2,
      sideFiles: [expect.stringMatching(/records\.jsonl$/), expect.stringMatching(/audit-log\.jsonl$/)],
      manifestRewritten: true,
    });
    expect(manifestOf(dir)).toEqual({
      ...before,
      root_records: [ids[0]],
      record_count: 1,
      blob_count: 1,
      audit_head: (JSON.parse(aud[0]!) as { entryHash: string }).entryHash,
    });
  });

  it.each<[string, (recs: string[], aud: string[]) => [string[], string[]], object]>([
    [
      "a parent that is not an earlier record",
      (recs, aud) => [[recs[1]!, recs[0]!, recs[2]!], aud],
      { kept: 0, reason: "a parent is not an earlier record", file: "records.jsonl", line: 1 },
    ],
    [
      "a record line that is JSON but not a record",
      (recs, aud) => [[recs[0]!, "{}", recs[2]!], aud],
      { kept: 1, reason: "the record does not decode", file: "records.jsonl", line: 2 },
    ],
    [
      "an audit line that is JSON but not an entry",
      (recs, aud) => [recs, [aud[0]!, "[]", aud[2]!]],
      { kept: 1, reason: "the audit entry does not decode", file: "audit-log.jsonl", line: 2 },
    ],
    [
      "an audit entry with the wrong index, even with a hash that fits it",
      (recs, aud) => {
        const e = JSON.parse(aud[1]!) as { idx: number; ts: string; recordId: string; prev: string; entryHash: string };
        const hash = sha(`{"idx":7,"prev":"${e.prev}","recordId":"${e.recordId}","ts":"${e.ts}"}`);
        return [recs, [aud[0]!, JSON.stringify({ ...e, idx: 7, entryHash: hash }), aud[2]!]];
      },
      {
        kept: 1,
        reason: "the audit entry does not continue the chain over records.jsonl (entry 1)",
        file: "audit-log.jsonl",
        line: 2,
      },
    ],
  ])("stops at %s", async (_, edit, want) => {
    const { dir } = await threeRecords();
    const [recs, aud] = edit(linesIn(join(dir, "records.jsonl")), linesIn(join(dir, "audit-log.jsonl")));
    writeFileSync(join(dir, "records.jsonl"), recs.map((l) => l + "\n").join(""));
    writeFileSync(join(dir, "audit-log.jsonl"), aud.map((l) => l + "\n").join(""));
    expect(await repairBundle(dir)).toMatchObject(want);
  });

  it("numbers the side files of a second repair in the same second", async () => {
    vi.stubEnv("SOURCE_DATE_EPOCH", "1767225600"); // 2026-01-01T00:00:00Z
    try {
      const { dir } = await threeRecords();
      appendFileSync(join(dir, "records.jsonl"), '{"torn":');
      await repairBundle(dir);
      appendFileSync(join(dir, "audit-log.jsonl"), '{"torn":');
      const r = await repairBundle(dir);
      expect(r.sideFiles).toEqual([join(dir, "repair-20260101T000000Z-2.audit-log.jsonl")]);
      expect(
        readdirSync(dir)
          .filter((f) => f.startsWith("repair-"))
          .sort(),
      ).toEqual(["repair-20260101T000000Z-2.audit-log.jsonl", "repair-20260101T000000Z.records.jsonl"]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("lets go of the bundle's lock when it is done", async () => {
    const { dir } = await threeRecords();
    await repairBundle(dir);
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it("refuses a directory that is not a bundle, and a manifest it cannot read", async () => {
    const none = join(tempDir(), "none");
    mkdirSync(none);
    await expect(repairBundle(none)).rejects.toMatchObject({
      message: `${none} is not an AEGX bundle (no manifest.json)`,
      code: "AEGX-IO",
    });
    const { dir } = await threeRecords();
    writeFileSync(join(dir, "manifest.json"), "{}");
    await expect(repairBundle(dir)).rejects.toMatchObject({
      message: `${join(dir, "manifest.json")} is not a readable AEGX manifest; repair cuts records and audit entries, it does not rebuild a manifest`,
      code: "AEGX-SCHEMA",
    });
  });
});

describe("checkAuditChain on lines the fast layout declines", () => {
  const ts = "2026-01-02T03:04:05Z";
  const hash = (idx: number, recordId: string, prev: string): string =>
    sha(`{"idx":${idx},"prev":"${prev}","recordId":"${recordId}","ts":"${ts}"}`);
  // A space after "{": not the writer's layout, so each line takes the general reader.
  const entry = (idx: number, recordId: string, prev: string): string =>
    `{ "idx":${idx},"ts":"${ts}","recordId":"${recordId}","prev":"${prev}","entryHash":"${hash(idx, recordId, prev)}"}\n`;
  const h0 = hash(0, H1, ZERO);
  const log = Buffer.from(entry(0, H1, ZERO) + entry(1, "not-hex", H2));

  it("checks the chain and keeps each recordId by its form", async () => {
    const r = await checkAuditChain([log], "audit-log.jsonl");
    expect(r.entries).toBe(2);
    expect(r.diagnostics).toEqual([
      {
        entry: 1,
        diagnostic: {
          code: "AEGX-SCHEMA",
          severity: "error",
          // The schema's recordId pattern; the entry is still chained and kept by its form.
          message: 'schema: "not-hex" does not match "^[0-9a-f]{64}$"',
          file: "audit-log.jsonl",
          line: 2,
          col: 1,
          pointer: "/recordId",
        },
      },
      {
        entry: 1,
        diagnostic: {
          code: "AEGX-AUDIT-PREV",
          severity: "error",
          message: `audit entry 1: expected prev=${h0}, got prev=${H2}`,
          file: "audit-log.jsonl",
          line: 2,
          col: 1,
          pointer: "/prev",
        },
      },
    ]);
    expect([...r.refs.subarray(0, 2)]).toEqual([1, 2]);
    expect(Buffer.from(r.ids.subarray(0, 32)).toString("hex")).toBe(H1);
    expect([...r.lines.subarray(0, 2)]).toEqual([1, 2]);
    expect(r.otherIds).toEqual([[1, "not-hex"]]);
  });

  it("keeps every entry's recordId and line past the arrays it was sized for", async () => {
    const dir = join(tempDir(), "b");
    initBundle(dir, { createdAt: T(0) });
    const w = await BundleWriter.open(dir);
    const ids: string[] = [];
    for (let k = 0; k < 40; k++)
      ids.push(w.append({ type: "ToolCall", principal: "USER", payload: { inline: k } }).recordId);
    w.close();
    // Sized for 16 entries, then grown: the writer's layout (fast) and, after a blank line, one entry the general way.
    const lines = linesIn(join(dir, "audit-log.jsonl"));
    const spaced = lines.map((l, i) => (i === 39 ? l.replace("{", "{ ") : l));
    const r = await checkAuditChain(
      [Buffer.from(spaced.slice(0, 39).join("\n") + "\n\n" + spaced[39] + "\n")],
      "a",
      undefined,
      16,
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.entries).toBe(40);
    expect(r.head).toBe((JSON.parse(lines[39]!) as { entryHash: string }).entryHash);
    expect(Buffer.from(r.ids).toString("hex")).toBe(ids.join(""));
    expect([...r.refs]).toEqual(ids.map(() => 1));
    expect([...r.lines]).toEqual([...ids.keys()].map((k) => (k < 39 ? k + 1 : 41)));
  });

  it("names an entry whose record is not among the known ones", async () => {
    const known = new RecordIdSet();
    known.add(H1);
    const r = await checkAuditChain([log], "audit-log.jsonl", known);
    expect(r.diagnostics.map((d) => d.diagnostic)).toContainEqual({
      code: "AEGX-W-AUDIT-UNKNOWN-RECORD",
      severity: "warning",
      message: "audit entry 1 points at record not-hex, which is not in records.jsonl",
      file: "audit-log.jsonl",
      line: 2,
      col: 1,
    });
  });
});

describe("loadAegxGraph", () => {
  it("reports each unreadable line with its code and place, and a manifest that is not JSON", async () => {
    const { dir } = await threeRecords();
    writeFileSync(join(dir, "manifest.json"), "not json");
    for (const f of ["records.jsonl", "audit-log.jsonl"]) {
      const lines = linesIn(join(dir, f));
      writeFileSync(join(dir, f), [lines[0], "{bad", lines[2], ""].join("\n"));
    }
    const ds = (await loadAegxGraph(dir)).diagnostics.all;
    const at = (file: string) => ds.find((d) => d.file === `${dir}/${file}`);
    expect(at("manifest.json")).toMatchObject({ code: "AEGX-PARSE", severity: "error", line: 1, col: 1 });
    expect(at("manifest.json")?.message).toMatch(/^parse error: /);
    expect(at("records.jsonl")).toMatchObject({ code: "AEGX-PARSE", severity: "error", line: 2 });
    expect(at("audit-log.jsonl")).toMatchObject({ code: "AEGX-PARSE", severity: "error", line: 2 });
  });

  it("refuses a graph that would not fit, with a heap size that would hold it", async () => {
    const { dir } = await threeRecords();
    const lines = ["records.jsonl", "audit-log.jsonl"].reduce((n, f) => n + readFileSync(join(dir, f)).length, 0);
    const perByte = 2 ** 40; // far past any heap: ~1 TiB a byte
    const ds = (await loadAegxGraph(dir, undefined, { heapPerLineByte: perByte })).diagnostics.all;
    expect(ds.map((d) => d.code)).toEqual(["AEGX-TOO-LARGE"]);
    expect(ds[0]!.message).toMatch(
      new RegExp(
        `^${dir}/records\\.jsonl and its audit log \\(1 MiB\\) would need about \\d+ MiB of memory to be read whole, ` +
          "and this process has \\d+ MiB left: not read\\. `agentc aegx verify` checks a bundle of any size in little memory; " +
          "for this command, give Node more heap \\(NODE_OPTIONS=--max-old-space-size=\\d+\\)$",
      ),
    );
    const mib = Number(/--max-old-space-size=(\d+)\)$/.exec(ds[0]!.message)?.[1]);
    // At least what the graph needs, at most that plus a whole heap and one 256 MiB step.
    const need = (lines * perByte) / 2 ** 20;
    expect(mib % 256).toBe(0);
    expect(mib).toBeGreaterThanOrEqual(need);
    expect(mib).toBeLessThan(need + getHeapStatistics().heap_size_limit / 2 ** 20 + 256);
  });
});

describe("loadAegxGraph: the graph of a bundle", () => {
  it("holds each record, audit entry and blob once, with its attributes, place and edges", async () => {
    const { dir, ids, blob } = await threeRecords();
    const recs = linesIn(join(dir, "records.jsonl"));
    const aud = linesIn(join(dir, "audit-log.jsonl"));
    // The first record with a field the schema does not know (kept aside, not hashed); it and an audit entry once more.
    const first = JSON.stringify({ ...(JSON.parse(recs[0]!) as object), zz: 1 });
    const lines = [first, recs[1]!, recs[2]!, recs[0]!];
    writeFileSync(join(dir, "records.jsonl"), lines.map((l) => l + "\n").join(""));
    writeFileSync(join(dir, "audit-log.jsonl"), [...aud, aud[0]!].map((l) => l + "\n").join(""));
    writeFileSync(join(dir, "blobs", "misnamed"), "x");
    const { graph, diagnostics } = await loadAegxGraph(dir);
    const f = (name: string) => `${dir}/${name}`;
    expect(diagnostics.all).toEqual([
      {
        code: "AEGX-W-UNKNOWN-FIELD",
        severity: "warning",
        message: 'unknown record field "zz" is not allowed by the schema; it is ignored and not hashed',
        file: f("records.jsonl"),
        line: 1,
        col: 1,
        pointer: "/zz",
      },
      {
        code: "AEGX-W-BLOB-NAME",
        severity: "warning",
        message: `blobs/misnamed is misnamed: its content hashes to ${sha("x")}`,
        file: f("blobs/misnamed"),
      },
    ]);
    const span = (file: string, line: number, text: string) => ({
      file: f(file),
      line,
      col: 1,
      endLine: line,
      endCol: text.length + 1,
    });
    const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as object;
    expect(graph.nodes().map((n) => JSON.parse(JSON.stringify(n)) as unknown)).toEqual([
      { id: "aegx:bundle", kind: "aegx.Bundle", attrs: manifest, origin: { file: f("manifest.json") } },
      ...recs.slice(0, 3).map((text, k) => {
        const { recordId, ...attrs } = JSON.parse(text) as { recordId: string };
        return {
          id: recordId,
          kind: "aegx.Record",
          attrs,
          origin: span("records.jsonl", k + 1, lines[k]!),
          ...(k === 0 ? { extra: { zz: 1 } } : {}),
        };
      }),
      ...aud.map((text, k) => ({
        id: `audit:${k}`,
        kind: "aegx.AuditEntry",
        attrs: JSON.parse(text) as object,
        origin: span("audit-log.jsonl", k + 1, text),
      })),
      {
        id: `blob:${blob}`,
        kind: "aegx.Blob",
        attrs: { sha256: blob, size: 10 },
        origin: { file: f(`blobs/${blob}`) },
      },
    ]);
    expect(graph.edgesFrom(ids[1]!)).toEqual([
      { from: ids[1], to: ids[0], kind: "parent" },
      { from: ids[1], to: `blob:${blob}`, kind: "payload" },
    ]);
    expect(graph.edgesFrom("audit:2")).toEqual([{ from: "audit:2", to: ids[2], kind: "audits" }]);
  });

  it("skips blank lines, and refuses a manifest that says a member twice", async () => {
    const { dir } = await threeRecords();
    const before = (await loadAegxGraph(dir)).graph.nodes().map((n) => n.id);
    for (const f of ["records.jsonl", "audit-log.jsonl"])
      writeFileSync(
        join(dir, f),
        linesIn(join(dir, f))
          .map((l) => `\n  \n${l}\n`)
          .join(""),
      );
    const spaced = await loadAegxGraph(dir);
    expect(spaced.diagnostics.all).toEqual([]);
    expect(spaced.graph.nodes().map((n) => n.id)).toEqual(before);
    const text = readFileSync(join(dir, "manifest.json"), "utf8");
    writeFileSync(join(dir, "manifest.json"), text.replace("{", '{"record_count":3,'));
    const twice = (await loadAegxGraph(dir)).diagnostics.all;
    expect(twice).toEqual([expect.objectContaining({ code: "AEGX-PARSE", file: `${dir}/manifest.json`, line: 1 })]);
    expect(twice[0]!.message).toMatch(/^parse error: duplicate field `record_count`/);
  });

  it("makes no bundle node of a manifest that does not decode", async () => {
    const { dir } = await threeRecords();
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(join(dir, "manifest.json"), JSON.stringify({ ...m, record_count: "three" }));
    const { graph, diagnostics } = await loadAegxGraph(dir);
    expect(diagnostics.all.map((d) => [d.code, d.pointer])).toEqual([["AEGX-SCHEMA", "/record_count"]]);
    expect(graph.get("aegx:bundle")).toBeUndefined();
  });

  it("names each file a bundle lacks", async () => {
    const none = join(tempDir(), "e");
    mkdirSync(none);
    expect((await loadAegxGraph(none)).diagnostics.all).toEqual(
      ["manifest.json", "records.jsonl", "audit-log.jsonl"].map((name) => ({
        code: "AEGX-IO",
        severity: "error",
        message: `${name} is missing`,
        file: `${none}/${name}`,
      })),
    );
  });
});

describe("checkRecordSegment: a worker's share of the records pass", () => {
  it("cuts writer lines into ids, parents and blobs, and names the ids that do not match", async () => {
    const { dir, ids, blob } = await threeRecords();
    const lines = linesIn(join(dir, "records.jsonl"));
    // The third line with another recordId: its computed id is the one it had.
    lines[2] = lines[2]!.replace(ids[2]!, H1);
    const s = await checkRecordSegment([Buffer.from(lines.map((l) => l + "\n").join(""))]);
    expect(s.count).toBe(3);
    expect([...s.kinds]).toEqual([SEGMENT_FAST, SEGMENT_FAST, SEGMENT_FAST_MISMATCH]);
    expect([...s.rel]).toEqual([1, 2, 3]);
    expect(s.ids.toString("latin1")).toBe(ids[0]! + ids[1]! + H1);
    expect([...s.parentCounts]).toEqual([0, 1, 0]);
    expect(s.parents.toString("latin1")).toBe(ids[0]);
    expect(s.computed).toEqual([ids[2]]);
    expect(s.blobs).toEqual([[1, blob, 10]]);
  });

  it("keeps every id past its first buffer (1024 ids)", async () => {
    const { dir, ids } = await threeRecords();
    const first = linesIn(join(dir, "records.jsonl"))[0]!;
    const s = await checkRecordSegment([Buffer.from(`${first}\n`.repeat(1100))]);
    expect(s.count).toBe(1100);
    expect(s.ids.toString("latin1")).toBe(ids[0]!.repeat(1100));
    expect([...s.kinds]).toEqual(new Array(1100).fill(SEGMENT_FAST));
    expect([...s.rel]).toEqual([...Array(1100).keys()].map((k) => k + 1));
    expect([...s.parentCounts]).toEqual(new Array(1100).fill(0));
    expect(s.computed).toEqual([]);
  });
});

describe("bundle lines and sources", () => {
  const UTF8_BAD = { line: 1, bad: { message: "read error: stream did not contain valid UTF-8", col: 1 } };
  const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("\n")]);
  const all = async <T>(g: AsyncGenerator<T[]>): Promise<T[]> => {
    const out: T[] = [];
    for await (const batch of g) out.push(...batch);
    return out;
  };

  it("a line that is not UTF-8 is a bad line in either file", async () => {
    expect(await all(recordLines([bytes]))).toEqual([UTF8_BAD]);
    expect(await all(auditLines([bytes]))).toEqual([UTF8_BAD]);
  });

  it("opens a zipped bundle on disk, and refuses an unsafe archive in memory", async () => {
    const { dir } = await threeRecords();
    const entries = ["manifest.json", "records.jsonl", "audit-log.jsonl"].map((name) => ({
      name,
      data: readFileSync(join(dir, name)),
    }));
    const zip = join(tempDir(), "bundle.zip");
    writeFileSync(zip, rawZip(entries));
    const opened = await openBundleSource(zip);
    expect(opened.source).toBeDefined();
    await opened.source!.close();
    const onDisk = join(tempDir(), "unsafe.zip");
    writeFileSync(onDisk, rawZip([{ name: "../evil", data: Buffer.from("x") }]));
    const refused = await openBundleSource(onDisk);
    expect(refused.source).toBeUndefined();
    expect(refused.diagnostics.length).toBeGreaterThan(0);
    for (const d of refused.diagnostics) expect(d.message).toMatch(/^unsafe archive: \S/);
    const unsafe = await openBundleSource({
      bytes: rawZip([{ name: "../evil", data: Buffer.from("x") }]),
      label: "m.zip",
    });
    expect(unsafe.source).toBeUndefined();
    expect(unsafe.diagnostics.length).toBeGreaterThan(0);
    for (const d of unsafe.diagnostics) expect(d.message).toMatch(/^unsafe archive: \S/);
  });
});

describe("verifyBundle: diagnostics the sampled mutants escaped", () => {
  const rewrite = (path: string, edit: (lines: string[]) => string[]): void =>
    writeFileSync(
      path,
      edit(linesIn(path))
        .map((l) => l + "\n")
        .join(""),
    );

  it("points a recordId mismatch at /recordId", async () => {
    const { dir, ids } = await threeRecords();
    rewrite(join(dir, "records.jsonl"), (ls) => ls.map((l, i) => (i === 2 ? l.replace(ids[2]!, H1) : l)));
    const { diagnostics } = await verifyBundle(dir);
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: "AEGX-RECORD-ID",
        message: `recordId mismatch: expected=${ids[2]}, got=${H1}`,
        line: 3,
        pointer: "/recordId",
      }),
    );
  });

  it("names the second parent when it is the one missing", async () => {
    const dir = join(tempDir(), "b");
    initBundle(dir, { createdAt: T(0) });
    const w = await BundleWriter.open(dir);
    const a = w.append({ type: "SessionStart", principal: "SYS", meta: { ts: T(1) }, payload: { inline: 1 } });
    const b = w.append({ type: "SessionStart", principal: "SYS", meta: { ts: T(2) }, payload: { inline: 2 } });
    w.append({
      type: "ToolCall",
      principal: "USER",
      meta: { ts: T(3) },
      parents: [a.recordId, b.recordId],
      payload: { inline: 3 },
    });
    w.close();
    // The parents as the writer ordered them; the second one made to name no record.
    const third = linesIn(join(dir, "records.jsonl"))[2]!;
    const second = /"parents":\["[0-9a-f]{64}","([0-9a-f]{64})"\]/.exec(third)![1]!;
    rewrite(join(dir, "records.jsonl"), (ls) =>
      ls.map((l, i) => (i === 2 ? l.replace(`"${second}"]`, `"${H2}"]`) : l)),
    );
    const missing = (await verifyBundle(dir)).diagnostics.filter((d) => d.code === "AEGX-PARENT-MISSING");
    expect(missing).toEqual([
      expect.objectContaining({
        message: `parent ${H2} does not exist in records.jsonl`,
        line: 3,
        pointer: "/parents/1",
      }),
    ]);
  });

  it("says the audit log is missing", async () => {
    const { dir } = await threeRecords();
    rmSync(join(dir, "audit-log.jsonl"));
    const { diagnostics } = await verifyBundle(dir);
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ code: "AEGX-IO", message: "cannot open audit-log.jsonl: no such file" }),
    );
  });
});

describe("verifyBundle: every diagnostic of a faulty bundle, in order", () => {
  it("names each record, blob and manifest fault with its place", async () => {
    const dir = join(tempDir(), "b");
    initBundle(dir, { createdAt: T(0) });
    const w = await BundleWriter.open(dir);
    const a = w.append({ type: "SessionStart", principal: "SYS", meta: { ts: T(1) }, payload: { inline: 1 } });
    const blob = w.addBlob(Buffer.from("ten bytes!"));
    const b = w.append({
      type: "FileWrite",
      principal: "TOOL",
      meta: { ts: T(2) },
      parents: [a.recordId],
      payload: { blob, mime: "text/plain", size: 10 },
    });
    w.close();
    // The blob rewritten with eleven bytes: the writer checks only the size of what it references.
    writeFileSync(join(dir, "blobs", blob), "eleven byte");
    const w2 = await BundleWriter.open(dir);
    w2.append({
      type: "FileWrite",
      principal: "TOOL",
      meta: { ts: T(3) },
      parents: [b.recordId],
      payload: { blob, mime: "text/plain", size: 11 },
    });
    const gone = w2.addBlob(Buffer.from("gone"));
    const d = w2.append({
      type: "ToolCall",
      principal: "USER",
      meta: { ts: T(4) },
      payload: { blob: gone, mime: "text/plain", size: 4 },
    });
    w2.close();
    rmSync(join(dir, "blobs", gone));
    const orphan = sha("orphan");
    writeFileSync(join(dir, "blobs", orphan), "orphan");
    writeFileSync(join(dir, "blobs", "misnamed"), "misnamed");
    // Named as a hash, but not its content's.
    writeFileSync(join(dir, "blobs", "b".repeat(64)), "not b");
    mkdirSync(join(dir, "blobs", "sub"));
    const recs = linesIn(join(dir, "records.jsonl"));
    // The second record once more, at line 5.
    writeFileSync(join(dir, "records.jsonl"), [...recs, recs[1]!].map((l) => l + "\n").join(""));
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, unknown>;
    const head = String(m.audit_head);
    m.root_records = [b.recordId, H1];
    m.audit_head = H2;
    writeFileSync(join(dir, "manifest.json"), JSON.stringify(m));
    const at = (file: string, line?: number, pointer?: string) => ({
      file: `${dir}/${file}`,
      ...(line !== undefined ? { line, col: 1 } : {}),
      ...(pointer !== undefined ? { pointer } : {}),
    });
    const r = await verifyBundle(dir);
    expect(r.diagnostics).toEqual([
      {
        code: "AEGX-W-BLOB-SIZE",
        severity: "warning",
        message: `blob ${blob} is referenced with sizes 10 and 11`,
        ...at("records.jsonl", 3),
      },
      {
        code: "AEGX-W-DUPLICATE-RECORD",
        severity: "warning",
        message: `record ${b.recordId} appears more than once`,
        ...at("records.jsonl", 5),
      },
      {
        code: "AEGX-AUDIT-HEAD",
        severity: "error",
        message: `audit_head mismatch: manifest says ${H2}, chain ends at ${head}`,
        ...at("manifest.json", undefined, "/audit_head"),
      },
      {
        code: "AEGX-BLOB-LAYOUT",
        severity: "error",
        message: "blobs/sub is not a regular file; blobs/ must hold files only",
        ...at("blobs/sub"),
      },
      {
        code: "AEGX-BLOB-HASH",
        severity: "error",
        message: `blob ${blob}: content hashes to ${sha("eleven byte")}`,
        ...at(`blobs/${blob}`),
      },
      {
        code: "AEGX-W-BLOB-SIZE",
        severity: "warning",
        message: `blob ${blob}: payload.size is 10 but the file has 11 bytes`,
        ...at("records.jsonl", 2, "/payload/size"),
      },
      {
        code: "AEGX-BLOB-MISSING",
        severity: "error",
        message: `blob ${gone} is referenced but blobs/${gone} does not exist`,
        ...at("records.jsonl", 4, "/payload/blob"),
      },
      {
        code: "AEGX-W-BLOB-ORPHAN",
        severity: "warning",
        message: `blobs/${orphan} is not referenced by any record`,
        ...at(`blobs/${orphan}`),
      },
      {
        code: "AEGX-W-BLOB-ORPHAN",
        severity: "warning",
        message: `blobs/${"b".repeat(64)} is not referenced by any record`,
        ...at(`blobs/${"b".repeat(64)}`),
      },
      {
        code: "AEGX-W-BLOB-NAME",
        severity: "warning",
        message: `blobs/${"b".repeat(64)} is misnamed: its content hashes to ${sha("not b")}`,
        ...at(`blobs/${"b".repeat(64)}`),
      },
      {
        code: "AEGX-W-BLOB-ORPHAN",
        severity: "warning",
        message: "blobs/misnamed is not referenced by any record",
        ...at("blobs/misnamed"),
      },
      {
        code: "AEGX-W-BLOB-NAME",
        severity: "warning",
        message: `blobs/misnamed is misnamed: its content hashes to ${sha("misnamed")}`,
        ...at("blobs/misnamed"),
      },
      {
        code: "AEGX-RECORD-COUNT",
        severity: "error",
        message: "record_count mismatch: manifest says 4, records.jsonl has 5",
        ...at("manifest.json", undefined, "/record_count"),
      },
      {
        code: "AEGX-BLOB-COUNT",
        severity: "error",
        message: "blob_count mismatch: manifest says 2, blobs/ has 4",
        ...at("manifest.json", undefined, "/blob_count"),
      },
      {
        code: "AEGX-W-ROOT-NOT-ROOT",
        severity: "warning",
        message: `root record ${b.recordId} has parents`,
        ...at("manifest.json", undefined, "/root_records/0"),
      },
      {
        code: "AEGX-ROOT-MISSING",
        severity: "error",
        message: `root record ${H1} does not exist in records.jsonl`,
        ...at("manifest.json", undefined, "/root_records/1"),
      },
      ...[a, d].map((x) => ({
        code: "AEGX-W-ROOT-UNLISTED",
        severity: "warning",
        message: `record ${x.recordId} has no parents but is not listed in root_records`,
        ...at("manifest.json", undefined, "/root_records"),
      })),
    ]);
    expect(r).toMatchObject({
      exitCode: 1,
      specExitCode: 2,
      ok: false,
      stats: { records: 5, auditEntries: 4, blobs: 4, auditHead: head },
    });
    // --strict changes the verdict a warning gives, not what is said.
    expect((await verifyBundle(dir, { strict: true })).diagnostics).toEqual(r.diagnostics);
  });

  it("reads lines out of the writers' layout with the general decoder, each fault at its line", async () => {
    const { dir, ids } = await threeRecords();
    const recs = linesIn(join(dir, "records.jsonl"));
    const r1 = JSON.parse(recs[1]!) as Record<string, unknown>;
    // The second record with its members in another order (the general decoder's), and once more with a
    // recordId that is not hex and a field the schema does not know; then a line that is not JSON.
    const reordered = JSON.stringify({ payload: r1.payload, ...r1 });
    const weird = JSON.stringify({ ...r1, recordId: "not-hex", zz: 1 });
    writeFileSync(join(dir, "records.jsonl"), [recs[0], reordered, recs[2], weird, "{bad", ""].join("\n"));
    const r = await verifyBundle(dir);
    const at = (line: number, pointer?: string) => ({
      file: `${dir}/records.jsonl`,
      line,
      col: 1,
      ...(pointer !== undefined ? { pointer } : {}),
    });
    expect(r.diagnostics).toEqual([
      {
        code: "AEGX-W-UNKNOWN-FIELD",
        severity: "warning",
        message: 'unknown record field "zz" is not allowed by the schema; it is ignored and not hashed',
        ...at(4, "/zz"),
      },
      {
        code: "AEGX-SCHEMA",
        severity: "error",
        message: 'schema: "not-hex" does not match "^[0-9a-f]{64}$"',
        ...at(4, "/recordId"),
      },
      // Its content is the second record's: that is the id it should have.
      {
        code: "AEGX-RECORD-ID",
        severity: "error",
        message: `recordId mismatch: expected=${ids[1]}, got=not-hex`,
        ...at(4, "/recordId"),
      },
      // Column 2: where a key was wanted after "{".
      { code: "AEGX-PARSE", severity: "error", message: "parse error: key must be a string", ...at(5), col: 2 },
      {
        code: "AEGX-RECORD-COUNT",
        severity: "error",
        message: "record_count mismatch: manifest says 3, records.jsonl has 5",
        file: `${dir}/manifest.json`,
        pointer: "/record_count",
      },
    ]);
    expect(r).toMatchObject({ exitCode: 4, specExitCode: 4 });
  });

  it("keeps which records have parents past its first table, and hashes a blob too large to read whole", async () => {
    const dir = join(tempDir(), "b");
    initBundle(dir, { createdAt: T(0) });
    const w = await BundleWriter.open(dir);
    // 5 MiB: past the 4 MiB a blob file is read whole up to, so it is hashed as it streams.
    const bytes = Buffer.alloc(5 << 20, 7);
    const blob = w.addBlob(bytes);
    const ids = [
      w.append({ type: "FileWrite", principal: "TOOL", payload: { blob, mime: "x/y", size: bytes.length } }),
    ];
    // 1100 records, each under the one before: past the 1024 the verifier's table of parents starts with.
    for (let k = 1; k < 1100; k++)
      ids.push(
        w.append({ type: "ToolCall", principal: "USER", parents: [ids[k - 1]!.recordId], payload: { inline: k } }),
      );
    w.close();
    // Listed as roots: the 1025th record (the first past the table) and the last.
    const listed = [ids[1024]!.recordId, ids[1099]!.recordId];
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as { root_records: string[] };
    writeFileSync(join(dir, "manifest.json"), JSON.stringify({ ...m, root_records: [...m.root_records, ...listed] }));
    const r = await verifyBundle(dir);
    expect(r.diagnostics).toEqual(
      listed.map((id, i) => ({
        code: "AEGX-W-ROOT-NOT-ROOT",
        severity: "warning",
        message: `root record ${id} has parents`,
        file: `${dir}/manifest.json`,
        pointer: `/root_records/${i + 1}`,
      })),
    );
    expect(blob).toBe(sha256Of(bytes));
  });

  it("names a parentless record written twice and not listed once, beside its duplicate warning", async () => {
    const { dir, ids } = await threeRecords();
    const recs = linesIn(join(dir, "records.jsonl"));
    writeFileSync(join(dir, "records.jsonl"), [...recs, recs[2]!].map((l) => l + "\n").join(""));
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(join(dir, "manifest.json"), JSON.stringify({ ...m, root_records: [ids[0]], record_count: 4 }));
    expect((await verifyBundle(dir)).diagnostics).toEqual([
      {
        code: "AEGX-W-DUPLICATE-RECORD",
        severity: "warning",
        message: `record ${ids[2]} appears more than once`,
        file: `${dir}/records.jsonl`,
        line: 4,
        col: 1,
      },
      {
        code: "AEGX-W-ROOT-UNLISTED",
        severity: "warning",
        message: `record ${ids[2]} has no parents but is not listed in root_records`,
        file: `${dir}/manifest.json`,
        pointer: "/root_records",
      },
    ]);
  });

  it("knows the first record it reads has parents when it is listed as a root", async () => {
    const { dir, ids } = await threeRecords();
    // The record under the first one, first in the file (its parent gone), and listed as a root.
    const recs = linesIn(join(dir, "records.jsonl"));
    writeFileSync(join(dir, "records.jsonl"), `${recs[1]}\n`);
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(join(dir, "manifest.json"), JSON.stringify({ ...m, root_records: [ids[1]] }));
    expect((await verifyBundle(dir)).diagnostics).toContainEqual({
      code: "AEGX-W-ROOT-NOT-ROOT",
      severity: "warning",
      message: `root record ${ids[1]} has parents`,
      file: `${dir}/manifest.json`,
      pointer: "/root_records/0",
    });
  });

  it("takes a root it reads the general way as one, listed or not", async () => {
    const { dir, ids } = await threeRecords();
    const recs = linesIn(join(dir, "records.jsonl"));
    // Every record in another member order; the third (a root) left out of root_records.
    const reorder = (l: string) => {
      const o = JSON.parse(l) as Record<string, unknown>;
      return JSON.stringify({ payload: o.payload, ...o });
    };
    writeFileSync(join(dir, "records.jsonl"), recs.map((l) => reorder(l) + "\n").join(""));
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(join(dir, "manifest.json"), JSON.stringify({ ...m, root_records: [ids[0], ids[1]] }));
    expect((await verifyBundle(dir)).diagnostics).toEqual([
      {
        code: "AEGX-W-ROOT-NOT-ROOT",
        severity: "warning",
        message: `root record ${ids[1]} has parents`,
        file: `${dir}/manifest.json`,
        pointer: "/root_records/1",
      },
      {
        code: "AEGX-W-ROOT-UNLISTED",
        severity: "warning",
        message: `record ${ids[2]} has no parents but is not listed in root_records`,
        file: `${dir}/manifest.json`,
        pointer: "/root_records",
      },
    ]);
  });

  it("passes over the .keep file of blobs/, and lists a zip's blobs in name order", async () => {
    const { dir, blob } = await threeRecords();
    writeFileSync(join(dir, "blobs", ".keep"), "");
    expect((await verifyBundle(dir)).diagnostics).toEqual([]);
    expect((await loadAegxGraph(dir)).diagnostics.all).toEqual([]);
    const entries = ["manifest.json", "records.jsonl", "audit-log.jsonl"].map((name) => ({
      name,
      data: readFileSync(join(dir, name)),
    }));
    // Two orphans, in the archive after the referenced blob and in reverse name order.
    const zip = rawZip([
      ...entries,
      { name: `blobs/${blob}`, data: Buffer.from("hello blob") },
      { name: `blobs/${"f".repeat(64)}`, data: Buffer.from("f") },
      { name: `blobs/${"0".repeat(64)}`, data: Buffer.from("0") },
    ]);
    const orphans = (await verifyBundle({ bytes: zip, label: "z.zip" })).diagnostics
      .filter((d) => d.code === "AEGX-W-BLOB-ORPHAN")
      .map((d) => d.file);
    expect(orphans).toEqual([`z.zip/blobs/${"0".repeat(64)}`, `z.zip/blobs/${"f".repeat(64)}`]);
  });

  it("names the manifest's schema faults and unknown fields at their pointers", async () => {
    const { dir } = await threeRecords();
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(join(dir, "manifest.json"), JSON.stringify({ ...m, record_count: "three", zz: 1 }));
    const r = await verifyBundle(dir);
    const at = (pointer: string) => ({ file: `${dir}/manifest.json`, pointer });
    // JSON Schema's words, as the reference's validator gives them; a manifest that does not decode checks no counts.
    expect(r.diagnostics).toEqual([
      {
        code: "AEGX-SCHEMA",
        severity: "error",
        message: "schema: Additional properties are not allowed ('zz' was unexpected)",
        ...at(""),
      },
      {
        code: "AEGX-SCHEMA",
        severity: "error",
        message: 'schema: string "three" is not of type "integer"',
        ...at("/record_count"),
      },
    ]);
    expect(r).toMatchObject({ exitCode: 3, specExitCode: 3 });
  });

  it("names a bundle's missing or unreadable files", async () => {
    const none = join(tempDir(), "empty");
    mkdirSync(none);
    const r1 = await verifyBundle(none);
    const one = await threeRecords();
    writeFileSync(join(one.dir, "manifest.json"), Buffer.from([0x7b, 0xff, 0x7d]));
    const r2 = await verifyBundle(one.dir);
    const two = await threeRecords();
    writeFileSync(join(two.dir, "manifest.json"), '{\n  "aegx_version": }');
    const r3 = await verifyBundle(two.dir);
    const io = (dir: string, file: string, message: string) => ({
      code: "AEGX-IO",
      severity: "error",
      message,
      file: `${dir}/${file}`,
    });
    expect(r1.diagnostics).toEqual(
      ["manifest.json", "records.jsonl", "audit-log.jsonl"].map((f) => io(none, f, `cannot open ${f}: no such file`)),
    );
    expect(r1).toMatchObject({ exitCode: 4, specExitCode: 4, stats: { records: 0, auditEntries: 0, blobs: 0 } });
    expect(r2.diagnostics).toEqual([io(one.dir, "manifest.json", "read error: stream did not contain valid UTF-8")]);
    // The records and the audit log are still checked, and counted.
    expect(r2).toMatchObject({ exitCode: 4, specExitCode: 4, stats: { records: 3, auditEntries: 3, blobs: 1 } });
    // Line 2, column 19: the "}" where a value was expected.
    expect(r3.diagnostics).toEqual([
      {
        code: "AEGX-PARSE",
        severity: "error",
        message: "parse error: expected value",
        file: `${two.dir}/manifest.json`,
        line: 2,
        col: 19,
      },
    ]);
  });

  it("reads a zipped bundle's blobs from the archive", async () => {
    const { dir, blob } = await threeRecords();
    const entries = ["manifest.json", "records.jsonl", "audit-log.jsonl"].map((name) => ({
      name,
      data: readFileSync(join(dir, name)),
    }));
    const zip = rawZip([
      ...entries,
      { name: `blobs/${blob}`, data: Buffer.from("other bytes") },
      { name: "blobs/x/y", data: Buffer.from("nested") },
    ]);
    const r = await verifyBundle({ bytes: zip, label: "z.zip" });
    const bad = rawZip([entries[0]!, { ...entries[1]!, crc: 1 }, entries[2]!]);
    const r2 = await verifyBundle({ bytes: bad, label: "bad.zip" });
    expect(r.diagnostics).toEqual([
      {
        code: "AEGX-BLOB-LAYOUT",
        severity: "error",
        message: "blobs/x/y is not a regular file; blobs/ must hold files only",
        file: "z.zip/blobs/x/y",
      },
      {
        code: "AEGX-BLOB-HASH",
        severity: "error",
        message: `blob ${blob}: content hashes to ${sha("other bytes")}`,
        file: `z.zip/blobs/${blob}`,
      },
      {
        code: "AEGX-W-BLOB-SIZE",
        severity: "warning",
        message: `blob ${blob}: payload.size is 10 but the file has 11 bytes`,
        file: "z.zip/records.jsonl",
        line: 2,
        col: 1,
        pointer: "/payload/size",
      },
    ]);
    expect(r).toMatchObject({ exitCode: 1, specExitCode: 2, stats: { records: 3, auditEntries: 3, blobs: 1 } });
    // An entry that does not inflate to what it declares: the archive fails its checks (agentc 1, the spec's IO 4).
    expect(r2.diagnostics).toEqual([
      {
        code: "AGC-ZIP-CORRUPT",
        severity: "error",
        message: 'damaged archive entry: "records.jsonl": CRC-32 mismatch',
        file: "bad.zip/records.jsonl",
      },
    ]);
    expect(r2).toMatchObject({ exitCode: 1, specExitCode: 4, ok: false });
  });
});

describe("the AEGX format's summary and round trip", () => {
  it("says PASS or FAIL with agentc's exit code, --strict failing a warning", async () => {
    const { dir } = await threeRecords();
    const head = String(
      (JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as { audit_head: string }).audit_head,
    );
    expect(await validate(dir, { format: "aegx" })).toMatchObject({
      ok: true,
      exitCode: 0,
      diagnostics: [],
      summary: "AEGX bundle: Verification PASS",
      result: { records: 3, auditEntries: 3, blobs: 1, auditHead: head },
    });
    // An orphan blob the manifest counts: a warning only.
    const orphan = sha("orphan");
    writeFileSync(join(dir, "blobs", orphan), "orphan");
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(join(dir, "manifest.json"), JSON.stringify({ ...m, blob_count: 2 }));
    const lax = await validate(dir, { format: "aegx" });
    expect(lax).toMatchObject({ ok: true, exitCode: 0, summary: "AEGX bundle: Verification PASS" });
    expect(lax.diagnostics.map((d) => d.code)).toEqual(["AEGX-W-BLOB-ORPHAN"]);
    expect(await validate(dir, { format: "aegx", strict: true })).toMatchObject({
      ok: false,
      exitCode: 1,
      summary: "AEGX bundle: Verification FAIL",
    });
  });

  it("is identical for a sound bundle, and names what re-emitting changed", async () => {
    const { dir } = await threeRecords();
    expect(await roundtrip(dir, { format: "aegx" })).toMatchObject({
      identical: true,
      differences: [],
      diagnostics: [],
    });
    // A misnamed blob is not read into the graph (a warning), so the bundle written again has one blob less.
    writeFileSync(join(dir, "blobs", "misnamed"), "x");
    const r = await roundtrip(dir, { format: "aegx" });
    expect(r).toMatchObject({ identical: false, differences: ["blob count 2 → 1"] });
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ code: "AGC-ROUNDTRIP", severity: "error", message: "blob count 2 → 1" }),
    );
  });
});

describe("exit codes: the spec's (9.2) and agentc's, from the diagnostics", () => {
  const d = (code: string, severity: Diagnostic["severity"] = "error"): Diagnostic =>
    ({ code, severity, message: "m" }) as Diagnostic;
  it.each<[string, Diagnostic[], boolean, number, number]>([
    ["nothing", [], false, 0, 0],
    ["a note, whatever its code", [d("AEGX-IO", "info")], false, 0, 0],
    ["a warning", [d("AEGX-W-BLOB-ORPHAN", "warning")], false, 0, 0],
    ["a warning, strict", [d("AEGX-W-BLOB-ORPHAN", "warning")], true, 2, 1],
    ["a verification failure", [d("AEGX-RECORD-ID")], false, 2, 1],
    ["a schema failure after a verification failure", [d("AEGX-RECORD-ID"), d("AEGX-SCHEMA")], false, 3, 3],
    ["a verification failure after a schema failure", [d("AEGX-SCHEMA"), d("AEGX-RECORD-ID")], false, 3, 3],
    ["a parse error", [d("AEGX-SCHEMA"), d("AEGX-PARSE")], false, 4, 4],
    ["an IO error", [d("AEGX-IO"), d("AEGX-SCHEMA")], false, 4, 4],
    ["an archive refused by its checks", [d("AGC-ZIP-CORRUPT")], false, 4, 1],
    ["an archive refused, and a schema failure", [d("AGC-ZIP-CORRUPT"), d("AEGX-SCHEMA")], false, 4, 3],
    ["an archive's warning", [d("AGC-ZIP-NAME", "warning")], false, 0, 0],
  ])("%s", (_, ds, strict, spec, agentc) => {
    expect(aegxExitCode(ds, strict)).toBe(spec);
    expect(agentcExitCode(ds, strict)).toBe(agentc);
  });
});
