/**
 * AEGX building blocks against hand-computed values: chrono's RFC 3339 reading and its error
 * wording, UTC normalisation across offsets, leap seconds and leap years, the canonical JSON
 * (AEGX_CANON_0_1) text, recordId/entryHash inputs (hashed independently with node:crypto), the
 * JSON Lines splitter, and the fast-path recognisers.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { aegxCanonicalBytes, aegxCanonicalText } from "../../ir/canonical/aegx-canon.js";
import { canonicalObjectEnd, canonicalStringEnd, canonicalValueEnd, type Member } from "../support/aegx-canon-text.js";
import { AEGX_TS_PATTERN, aegxNow, normalizeAegxTimestamp } from "../../ir/dialects/aegx/timestamp.js";
import {
  computeEntryHash,
  computeRecordId,
  hashedPayload,
  normalizedMeta,
  recordIdInput,
} from "../../ir/dialects/aegx/record-id.js";
import { isBlankLine, jsonlBatches, jsonlLines, type JsonlLine } from "../../ir/dialects/aegx/jsonl.js";
import { fastAudit, fastRecord } from "../support/aegx-line-text.js";
import { isBlobPayload } from "../../ir/dialects/aegx/model.js";
import { RecordIdSet } from "../../ir/dialects/aegx/id-set.js";
import { GENERATED_HEADER, isGenerated, markerId, normalText, ruleMarker } from "../../ir/dialects/rules/model.js";
import { JsonNumber, emptyObject, type Json, type JsonObject } from "../../ir/json/value.js";

const sha = (s: string): string => createHash("sha256").update(s, "utf8").digest("hex");
const obj = (entries: Array<[string, Json]>): JsonObject => {
  const o = emptyObject();
  for (const [k, v] of entries) o[k] = v;
  return o;
};
const H1 = "1".repeat(64);
const H2 = "2".repeat(64);
const ZERO = "0".repeat(64);

describe("normalizeAegxTimestamp", () => {
  it.each<[string, string]>([
    ["2026-01-02T03:04:05Z", "2026-01-02T03:04:05Z"],
    ["2026-01-02t03:04:05z", "2026-01-02T03:04:05Z"],
    ["2026-01-02T03:04:05.999Z", "2026-01-02T03:04:05Z"],
    ["2026-01-02T03:04:05+01:30", "2026-01-02T01:34:05Z"],
    ["2026-01-02T03:04:05-01:30", "2026-01-02T04:34:05Z"],
    ["2026-01-01T00:30:00+01:00", "2025-12-31T23:30:00Z"],
    ["2025-12-31T23:30:00-01:00", "2026-01-01T00:30:00Z"],
    ["2024-02-28T23:00:00-02:00", "2024-02-29T01:00:00Z"],
    ["2023-02-28T23:00:00-02:00", "2023-03-01T01:00:00Z"],
    ["2000-02-29T12:00:00Z", "2000-02-29T12:00:00Z"],
    ["2016-12-31T23:59:60Z", "2016-12-31T23:59:60Z"],
    ["2017-01-01T00:59:60+01:00", "2016-12-31T23:59:60Z"],
    ["1970-01-01T00:00:00Z", "1970-01-01T00:00:00Z"],
    ["1969-12-31T23:59:59Z", "1969-12-31T23:59:59Z"],
    ["0000-01-01T00:00:00+00:01", "-0001-12-31T23:59:00Z"],
    ["9999-12-31T23:59:59-00:01", "+10000-01-01T00:00:59Z"],
    ["2026-03-01T00:00:00+23:59", "2026-02-28T00:01:00Z"],
    ["2026-12-31T10:11:12.5+00:00", "2026-12-31T10:11:12Z"],
    ["2026-04-30T23:59:59Z", "2026-04-30T23:59:59Z"],
    ["2026-06-30T00:00:00Z", "2026-06-30T00:00:00Z"],
    ["2026-09-30T00:00:00Z", "2026-09-30T00:00:00Z"],
    ["2026-11-30T00:00:00Z", "2026-11-30T00:00:00Z"],
    ["2026-07-31T00:00:00Z", "2026-07-31T00:00:00Z"],
    ["2026-08-31T00:00:00Z", "2026-08-31T00:00:00Z"],
    ["2026-10-31T00:00:00Z", "2026-10-31T00:00:00Z"],
    ["2026-05-31T00:00:00Z", "2026-05-31T00:00:00Z"],
    ["2026-03-31T00:00:00Z", "2026-03-31T00:00:00Z"],
    ["2026-01-31T00:00:00Z", "2026-01-31T00:00:00Z"],
    ["2026-12-31T00:00:00Z", "2026-12-31T00:00:00Z"],
    ["1600-02-29T00:00:00Z", "1600-02-29T00:00:00Z"],
    ["2100-02-28T12:00:00-12:00", "2100-03-01T00:00:00Z"],
  ])("%s → %s", (input, out) => {
    expect(normalizeAegxTimestamp(input)).toEqual({ ok: true, value: out });
  });

  it.each<[string, string]>([
    ["", "premature end of input"],
    ["2026", "premature end of input"],
    ["2026-01-02T03:04:05", "premature end of input"],
    ["2026-01-02T03:04:05.", "premature end of input"],
    ["2026-01-02T03:04:05+01", "premature end of input"],
    ["2026-01-02T03:04:05+01:3", "premature end of input"],
    ["2026-01-02", "premature end of input"],
    ["2026-01-02T03:04", "premature end of input"],
    ["20a6-01-02T03:04:05Z", "input contains invalid characters"],
    ["2026/01/02T03:04:05Z", "input contains invalid characters"],
    ["2026-01-02 03:04:05Z", "input contains invalid characters"],
    ["2026-01-02T03-04:05Z", "input contains invalid characters"],
    ["2026-01-02T03:04:05.Z", "input contains invalid characters"],
    ["2026-01-02T03:04:05X", "input contains invalid characters"],
    ["2026-01-02T03:04:05+01-30", "input contains invalid characters"],
    ["2026-01-02T03:04:05+0130", "input contains invalid characters"],
    ["2026-00-02T03:04:05Z", "input is out of range"],
    ["2026-13-02T03:04:05Z", "input is out of range"],
    ["2026-01-00T03:04:05Z", "input is out of range"],
    ["2026-01-32T03:04:05Z", "input is out of range"],
    ["2026-01-02T24:04:05Z", "input is out of range"],
    ["2026-01-02T03:60:05Z", "input is out of range"],
    ["2026-01-02T03:04:61Z", "input is out of range"],
    ["2026-01-02T03:04:05+24:00", "input is out of range"],
    ["2026-01-02T03:04:05+01:60", "input is out of range"],
    ["2026-02-29T00:00:00Z", "input is out of range"],
    ["1900-02-29T00:00:00Z", "input is out of range"],
    ["2026-04-31T00:00:00Z", "input is out of range"],
    ["2026-01-02T03:04:05Zx", "trailing input"],
    ["2026-01-02T03:04:05+01:00 ", "trailing input"],
  ])("%j is refused: %s", (input, reason) => {
    expect(normalizeAegxTimestamp(input)).toEqual({
      ok: false,
      error: `invalid RFC3339 timestamp '${input}': ${reason}`,
    });
  });

  it("AEGX_TS_PATTERN and aegxNow", () => {
    expect(AEGX_TS_PATTERN.test("2026-01-02T03:04:05Z")).toBe(true);
    expect(AEGX_TS_PATTERN.test("2026-01-02T03:04:05.1Z")).toBe(false);
    expect(AEGX_TS_PATTERN.test("x2026-01-02T03:04:05Z")).toBe(false);
    expect(aegxNow(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)))).toBe("2026-01-02T03:04:05Z");
    expect(AEGX_TS_PATTERN.test(aegxNow())).toBe(true);
  });
});

describe("AEGX_CANON_0_1", () => {
  it("writes serde_json's canonical text", () => {
    const v = obj([
      ["b", [1, -0, 1.5, 2 ** 53, true, false, null]],
      ["a", 'e\u0301\n\u0001"\\'],
      ["\u{1F600}", new JsonNumber("1.0")],
      ["\uffff", new JsonNumber("-0")],
      [
        "n",
        [
          new JsonNumber("18446744073709551615"),
          new JsonNumber("18446744073709551616"),
          new JsonNumber("1e2"),
          12n,
          18446744073709551616n,
          -9223372036854775809n,
        ],
      ],
    ]);
    expect(aegxCanonicalText(v)).toBe(
      '{"a":"\u00e9\\n\\u0001\\"\\\\","b":[1,0,1.5,9007199254740992.0,true,false,null],"n":[18446744073709551615,1.8446744073709552e+19,100.0,12,1.8446744073709552e+19,-9.223372036854776e+18],"\uffff":0,"\u{1F600}":1.0}',
    );
    expect(aegxCanonicalBytes([]).toString("utf8")).toBe("[]");
    expect(aegxCanonicalText(obj([]))).toBe("{}");
    expect(aegxCanonicalText([1, 2])).toBe("[1,2]");
    expect(aegxCanonicalText(-9007199254740991)).toBe("-9007199254740991");
    expect(aegxCanonicalText(-9223372036854775808n)).toBe("-9223372036854775808");
    expect(() => aegxCanonicalText(undefined as unknown as Json)).toThrow("not a JSON value: undefined");
  });
});

describe("recordId and entryHash", () => {
  it("normalizedMeta rewrites only a ts that normalises to something else", () => {
    const meta = obj([
      ["z", 1],
      ["ts", "2026-01-02T03:04:05+01:00"],
      ["a", 2],
    ]);
    const n = normalizedMeta(meta) as JsonObject;
    expect(Object.keys(n)).toEqual(["z", "ts", "a"]);
    expect(n.ts).toBe("2026-01-02T02:04:05Z");
    expect(meta.ts).toBe("2026-01-02T03:04:05+01:00");
    const same = obj([["ts", "2026-01-02T03:04:05Z"]]);
    expect(normalizedMeta(same)).toBe(same);
    const bad = obj([["ts", "yesterday"]]);
    expect(normalizedMeta(bad)).toBe(bad);
    const numeric = obj([["ts", 5]]);
    expect(normalizedMeta(numeric)).toBe(numeric);
    expect(normalizedMeta([1])).toEqual([1]);
    expect(normalizedMeta(null)).toBe(null);
  });

  it("hashedPayload keeps exactly one form", () => {
    expect(hashedPayload({ inline: 1 })).toEqual(obj([["inline", 1]]));
    expect(hashedPayload({ blob: H1, mime: "text/plain", size: 3 })).toEqual(
      obj([
        ["blob", H1],
        ["mime", "text/plain"],
        ["size", 3],
      ]),
    );
    const extra = { inline: "x", blob: H1 } as unknown as { inline: Json };
    expect(hashedPayload(extra)).toEqual(obj([["inline", "x"]]));
    expect(isBlobPayload({ inline: null })).toBe(false);
    expect(isBlobPayload({ blob: H1, mime: "m", size: 1n })).toBe(true);
  });

  it("computeRecordId hashes the canonical input (independently written here)", () => {
    const r = {
      type: "ToolCall" as const,
      principal: "TOOL" as const,
      taint: ["web"],
      parents: [H1],
      meta: obj([
        ["ts", "2026-01-02T03:04:05+00:00"],
        ["k", "v"],
      ]),
      payload: {
        inline: obj([
          ["b", 1],
          ["a", [true]],
        ]),
      },
    };
    const text = `{"meta":{"k":"v","ts":"2026-01-02T03:04:05Z"},"parents":["${H1}"],"payload":{"inline":{"a":[true],"b":1}},"principal":"TOOL","schema":"0.1","taint":["web"],"type":"ToolCall"}`;
    expect(aegxCanonicalText(recordIdInput(r))).toBe(text);
    expect(computeRecordId(r)).toBe(sha(text));
    const blob = { ...r, payload: { blob: H2, mime: "a/b", size: 10n } };
    expect(computeRecordId(blob)).toBe(
      sha(
        `{"meta":{"k":"v","ts":"2026-01-02T03:04:05Z"},"parents":["${H1}"],"payload":{"blob":"${H2}","mime":"a/b","size":10},"principal":"TOOL","schema":"0.1","taint":["web"],"type":"ToolCall"}`,
      ),
    );
  });

  it("computeEntryHash: the direct text and the general path agree", () => {
    const ts = "2026-01-02T03:04:05Z";
    const want = sha(`{"idx":7,"prev":"${ZERO}","recordId":"${H1}","ts":"${ts}"}`);
    expect(computeEntryHash(7, ts, H1, ZERO)).toBe(want);
    expect(computeEntryHash(7n, ts, H1, ZERO)).toBe(want);
    // Not plain text: a quote in ts takes the general path, with an escaped quote.
    expect(computeEntryHash(0, 'a"b', H1, ZERO)).toBe(
      sha(`{"idx":0,"prev":"${ZERO}","recordId":"${H1}","ts":"a\\"b"}`),
    );
    expect(computeEntryHash(0, "t", "r\\", ZERO)).toBe(sha(`{"idx":0,"prev":"${ZERO}","recordId":"r\\\\","ts":"t"}`));
    expect(computeEntryHash(0, "t", H1, "p\u0001")).toBe(
      sha(`{"idx":0,"prev":"p\\u0001","recordId":"${H1}","ts":"t"}`),
    );
    expect(computeEntryHash(0, "é", H1, ZERO)).toBe(sha(`{"idx":0,"prev":"${ZERO}","recordId":"${H1}","ts":"é"}`));
    // An unsafe number index is written as serde writes that float.
    expect(computeEntryHash(2 ** 53, "t", H1, ZERO)).toBe(
      sha(`{"idx":9007199254740992.0,"prev":"${ZERO}","recordId":"${H1}","ts":"t"}`),
    );
    expect(computeEntryHash(1.5, "t", H1, ZERO)).toBe(sha(`{"idx":1.5,"prev":"${ZERO}","recordId":"${H1}","ts":"t"}`));
  });
});

describe("JSON Lines", () => {
  async function collect(chunks: Uint8Array[]): Promise<JsonlLine[]> {
    const out: JsonlLine[] = [];
    for await (const l of jsonlLines(chunks)) out.push(l);
    return out;
  }
  const b = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, "utf8"));

  it("splits on LF across chunks, drops one CR, numbers lines from 1", async () => {
    expect(await collect([b("a\r\nb"), b("c\n\nd\r\r\n"), b("e")])).toEqual([
      { line: 1, text: "a" },
      { line: 2, text: "bc" },
      { line: 3, text: "" },
      { line: 4, text: "d\r" },
      { line: 5, text: "e" },
    ]);
    expect(await collect([b("x\n")])).toEqual([{ line: 1, text: "x" }]);
    expect(await collect([b("no newline")])).toEqual([{ line: 1, text: "no newline" }]);
    expect(await collect([b("ab"), b("cd")])).toEqual([{ line: 1, text: "abcd" }]);
    expect(await collect([])).toEqual([]);
    expect(await collect([b("\ufeff{}\n")])).toEqual([{ line: 1, text: "\ufeff{}" }]);
  });

  it("reports the lines that are not UTF-8 and keeps the others", async () => {
    const bad = new Uint8Array([0x61, 0x0a, 0xff, 0xfe, 0x0a, 0x62, 0x0d, 0x0a, 0x63]);
    expect(await collect([bad])).toEqual([
      { line: 1, text: "a" },
      { line: 2, utf8Error: true },
      { line: 3, text: "b" },
      { line: 4, text: "c" },
    ]);
    // A multi-byte character split across chunks is still one character.
    const e = Buffer.from("é\n", "utf8");
    expect(await collect([e.subarray(0, 1), e.subarray(1)])).toEqual([{ line: 1, text: "é" }]);
  });

  it("batches one block per chunk", async () => {
    const sizes: number[] = [];
    for await (const batch of jsonlBatches([b("1\n2\n"), b("3"), b("\n4")])) sizes.push(batch.length);
    expect(sizes).toEqual([2, 1, 1]);
  });

  it("isBlankLine is Rust's trim, not JavaScript's", () => {
    expect(isBlankLine("")).toBe(true);
    expect(isBlankLine(" \t\r\u00a0\u2028\u3000\u0085")).toBe(true);
    expect(isBlankLine("\ufeff")).toBe(false);
    expect(isBlankLine(" x ")).toBe(false);
  });
});

describe("fast-path recognisers", () => {
  const ts = "2026-01-02T03:04:05Z";
  const line = (rest = "}", meta = `{"ts":"${ts}"}`, payload = '{"inline":{"a":1}}', extra = ""): string =>
    `{"recordId":"${H1}","type":"ToolCall","principal":"TOOL","taint":["x"],"parents":["${H2}"],"meta":${meta},"payload":${payload}${extra}${rest}`;

  it("fastRecord yields the canonical input of a writer's line", () => {
    const r = fastRecord(line());
    expect(r).toEqual({
      recordId: H1,
      parents: [H2],
      canonicalInput: `{"meta":{"ts":"${ts}"},"parents":["${H2}"],"payload":{"inline":{"a":1}},"principal":"TOOL","schema":"0.1","taint":["x"],"type":"ToolCall"}`,
    });
    expect(fastRecord(line(',"schema":"0.1"}'))?.recordId).toBe(H1);
    const blob = fastRecord(line("}", undefined, `{"blob":"${H2}","mime":"a/b","size":42}`));
    expect(blob?.blob).toEqual({ hash: H2, size: 42 });
    // An empty blob (size 0) and the largest size of 15 digits the layout reads are blobs too.
    for (const size of [0, 999_999_999_999_999])
      expect(fastRecord(line("}", undefined, `{"blob":"${H2}","mime":"a/b","size":${size}}`))?.blob).toEqual({
        hash: H2,
        size,
      });
    const none = fastRecord(
      `{"recordId":"${H1}","type":"ToolCall","principal":"TOOL","taint":[],"parents":[],"meta":{"ts":"${ts}"},"payload":{"inline":null}}`,
    );
    expect(none?.parents).toEqual([]);
    expect(none?.canonicalInput).toBe(
      `{"meta":{"ts":"${ts}"},"parents":[],"payload":{"inline":null},"principal":"TOOL","schema":"0.1","taint":[],"type":"ToolCall"}`,
    );
  });

  it("fastRecord declines everything else", () => {
    expect(fastRecord(line(',"schema":"0.2"}'))).toBeUndefined();
    expect(fastRecord(line(',"extensions":{}}'))).toBeUndefined();
    expect(fastRecord(line().replace("ToolCall", "Bogus"))).toBeUndefined();
    expect(fastRecord(line().replace('"TOOL"', '"NOBODY"'))).toBeUndefined();
    expect(fastRecord(line().replace('["x"]', "[1]"))).toBeUndefined();
    expect(fastRecord(line().replace('["x"]', '["b","a"]'))?.recordId).toBe(H1);
    expect(fastRecord(line("}", `{"ts":"2026-01-02T03:04:05+01:00"}`))).toBeUndefined();
    expect(fastRecord(line("}", `{"t":"${ts}"}`))).toBeUndefined();
    expect(fastRecord(line("}", `{"ts":5}`))).toBeUndefined();
    expect(fastRecord(line("}", `{"b":1,"a":2,"ts":"${ts}"}`))).toBeUndefined();
    expect(fastRecord(line("}", undefined, '{"inline":1,"x":2}'))).toBeUndefined();
    expect(fastRecord(line("}", undefined, '{"other":1}'))).toBeUndefined();
    expect(fastRecord(line("}", undefined, `{"blob":"${H2}","mime":"a/b","size":042}`))).toBeUndefined();
    expect(fastRecord(line("}", undefined, `{"blob":"${H2}","mime":"a/b","size":1.5}`))).toBeUndefined();
    expect(fastRecord(line("}", undefined, `{"blob":"XYZ","mime":"a/b","size":1}`))).toBeUndefined();
    expect(fastRecord(line("}", undefined, `{"blob":"${H2}","mime":1,"size":1}`))).toBeUndefined();
    expect(fastRecord(line().replace(',"payload":', ',"payload" :'))).toBeUndefined();
    expect(fastRecord("{}")).toBeUndefined();
  });

  it("fastAudit reads the writer's audit layout only", () => {
    const l = `{"idx":12,"ts":"${ts}","recordId":"${H1}","prev":"${ZERO}","entryHash":"${H2}"}`;
    expect(fastAudit(l)).toEqual({
      idx: 12,
      ts,
      recordId: H1,
      prev: ZERO,
      entryHash: H2,
      canonicalInput: `{"idx":12,"prev":"${ZERO}","recordId":"${H1}","ts":"${ts}"}`,
    });
    expect(fastAudit(l.replace('"idx":12', '"idx":012'))).toBeUndefined();
    // No digits, or more than 15 (beyond what the layout reads exactly), is not the layout.
    expect(fastAudit(l.replace('"idx":12', '"idx":'))).toBeUndefined();
    expect(fastAudit(l.replace('"idx":12', '"idx":1234567890123456'))).toBeUndefined();
    expect(fastAudit(l.replace('"idx":12', '"idx":0'))?.idx).toBe(0);
    expect(fastAudit(l.replace('"idx":12', '"idx":123456789012345'))?.idx).toBe(123456789012345);
    expect(fastAudit(`${l} `)).toBeUndefined();
    expect(fastAudit(l.replace(ts, "2026-01-02T03:04:05.1Z"))).toBeUndefined();
  });
});

describe("AEGX_CANON_0_1 recogniser", () => {
  const end = (s: string): number => canonicalValueEnd(s, 0);
  it("accepts canonical text and reports where it ends", () => {
    for (const s of [
      "null",
      "true",
      "false",
      "0",
      "-1",
      "18446744073709551615",
      "-9223372036854775808",
      "1.5",
      "100.0",
      "1e+16",
      "1.5e-7",
      '""',
      '"a\\"b\\\\c\\n\\r\\t\\u0001\\u001f"',
      "[]",
      "{}",
      '[1,[2,{}],"x"]',
      '{"a":1,"b":{"c":[]}}',
      '{"\uffff":1,"\u{1F600}":2}',
      '"\u00e9"',
    ]) {
      expect(end(s), s).toBe(s.length);
      expect(canonicalValueEnd(`${s},rest`, 0), s).toBe(s.length);
    }
    expect(canonicalValueEnd('x{"a":1}', 1)).toBe(8);
  });

  it("declines anything that is not provably canonical", () => {
    for (const s of [
      "nul",
      "tru",
      "fals",
      "-",
      "01",
      "-0",
      "00",
      "18446744073709551616",
      "-9223372036854775809",
      "1.50",
      "1e16",
      "1E+16",
      "0.0000001",
      "-0.0",
      "1e400",
      "1.",
      '"\\/"',
      '"\\b"',
      '"\\u0009"',
      '"\\u000a"',
      '"\\u000d"',
      '"\\u0020"',
      '"\\u00A0"',
      '"\\u0100"',
      '"\\x"',
      '"e\u0301"',
      '"a\u0001"',
      '"open',
      "[1,]",
      "[1 ]",
      "[1;2]",
      '{"b":1,"a":2}',
      '{"a":1,"a":2}',
      '{"a" :1}',
      '{"a":1,}',
      "{a:1}",
      '{"a\\n":1}',
      '{"a":1 }',
      "[",
      "x",
      "",
    ]) {
      expect(end(s), s).not.toBe(s.length);
    }
    expect(end("[".repeat(128) + "]".repeat(128))).toBe(256);
    expect(end("[".repeat(129) + "]".repeat(129))).toBe(-1);
    expect(canonicalStringEnd("x", 0)).toBe(-1);
    expect(canonicalStringEnd('"\u00e9"', 0)).toBe(3);
  });

  it("collects the members of an object", () => {
    const members: Member[] = [];
    const s = '{"a":1,"bb":[true],"c":{"d":null}}';
    expect(canonicalObjectEnd(s, 0, 0, members)).toBe(s.length);
    expect(members).toEqual([
      { key: "a", start: 5, end: 6 },
      { key: "bb", start: 12, end: 18 },
      { key: "c", start: 23, end: 33 },
    ]);
  });
});

describe("RecordIdSet", () => {
  const id = (n: number): string => createHash("sha256").update(String(n)).digest("hex");

  it("adds, finds and counts hex ids and other strings apart", () => {
    const s = new RecordIdSet();
    expect(s.size).toBe(0);
    expect(s.add(H1)).toBe(true);
    expect(s.add(H1)).toBe(false);
    expect(s.has(H1)).toBe(true);
    expect(s.has(H2)).toBe(false);
    expect(s.add("not-hex")).toBe(true);
    expect(s.add("not-hex")).toBe(false);
    expect(s.has("not-hex")).toBe(true);
    const upper = "A".repeat(64);
    expect(s.add(upper)).toBe(true);
    expect(s.has(upper)).toBe(true);
    expect(s.has("a".repeat(64))).toBe(false);
    expect(s.add(`${"0".repeat(63)}g`)).toBe(true);
    expect(s.has(`${"0".repeat(63)}g`)).toBe(true);
    expect(s.add(`${"0".repeat(63)}`)).toBe(true);
    expect(s.size).toBe(5);
    expect(s.hasBytes(Buffer.concat([Buffer.from([9]), Buffer.from(H1, "hex")]), 1)).toBe(true);
    expect(s.hasBytes(Buffer.from(H2, "hex"), 0)).toBe(false);
  });

  it("grows past its first table and keeps every id", () => {
    const s = new RecordIdSet();
    const n = 5000;
    for (let i = 0; i < n; i++) expect(s.add(id(i))).toBe(true);
    expect(s.size).toBe(n);
    for (let i = 0; i < n; i++) expect(s.has(id(i))).toBe(true);
    for (let i = n; i < n + 200; i++) expect(s.has(id(i))).toBe(false);
    expect(s.add(id(17))).toBe(false);
    for (let i = 0; i < n; i += 97) expect(s.hasBytes(Buffer.from(id(i), "hex"), 0)).toBe(true);
    // Differs from a stored id only in the last word: not found.
    const near = `${id(3).slice(0, 56)}${id(3).slice(56) === "00000000" ? "00000001" : "00000000"}`;
    expect(s.has(near)).toBe(false);
  });
});

describe("rule-file markers", () => {
  it("generated header, markers and normalised text", () => {
    expect(GENERATED_HEADER).toBe(
      "<!-- generated by agentc: edit the source rules and regenerate; changes made here are overwritten -->",
    );
    expect(isGenerated(`---\na: 1\n---\n${GENERATED_HEADER}\n`)).toBe(true);
    expect(isGenerated(`${"\n".repeat(39)}generated by agentc`)).toBe(true);
    expect(isGenerated(`${"\n".repeat(40)}generated by agentc`)).toBe(false);
    expect(ruleMarker("a b/ü")).toBe("<!-- agentc:rule a%20b%2F%C3%BC -->");
    expect(markerId("<!-- agentc:rule a%20b%2F%C3%BC -->")).toBe("a b/ü");
    expect(markerId("<!-- agentc:rule x --> \t")).toBe("x");
    expect(markerId("<!-- agentc:rule %E0 -->")).toBe("%E0");
    expect(markerId(" <!-- agentc:rule x -->")).toBeUndefined();
    expect(markerId("<!-- agentc:rule x --> y")).toBeUndefined();
    expect(normalText("\r\n  \n\ttext\r\nmore\r  \n\n")).toBe("\ttext\nmore");
    expect(normalText("a\rb")).toBe("a\nb");
  });
});
