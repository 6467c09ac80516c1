/**
 * src/formats/aegx against the survivors of a sampled mutation run (issue 38): the bulk-append
 * fast path (NewRecordLine) and its general reader (newRecordFromJson), `aegx repair`, and the
 * bundle summary. Expected values are written out by hand from the stored layout the writer uses
 * (docs/formats.md, AEGX: `{"recordId","type","principal","taint","parents","meta","payload","schema"}`),
 * or follow from the input itself (which records are roots, which ts is first and last).
 */
import { appendFileSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NewRecordLine } from "../../src/formats/aegx/new-record-line.js";
import { newRecordFromJson } from "../../src/formats/aegx/bulk-append.js";
import { repairBundle } from "../../src/formats/aegx/repair.js";
import { summarizeAegx } from "../../src/formats/aegx/summarize.js";
import { loadAegxGraph } from "../../src/formats/aegx/load-graph.js";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { parseJson } from "../../ir/json/parse.js";
import { tempDir } from "../support/tmp.js";

const H1 = "1".repeat(64);
const H2 = "a".repeat(64);
const ZERO = "0".repeat(64);
const META = '{"ts":"2026-01-02T03:04:05Z"}';
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
