/**
 * Reading AIX text (src/formats/aix/read-agent.ts, toml-positions.ts): YAML the block reader leaves
 * to the `yaml` library (flow collections, anchors), its duplicate-key check held to the library's
 * own (`uniqueKeys: true`, the oracle), aliases, the nesting limit; and the line:col of TOML keys and
 * values, worked out by hand from the text.
 */
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { MAX_AIX_BYTES, readAixText } from "../../src/formats/aix/read-agent.js";
import { tomlPositions } from "../../src/formats/aix/toml-positions.js";
import type { JsonNumber, JsonObject } from "../../ir/json/value.js";

const read = (text: string) => readAixText("a.aix", text);
/** What the yaml library itself reports with its own duplicate-key check: [message, line, col]. */
const libraryErrors = (text: string): Array<[string, number, number]> =>
  parseDocument(text, { version: "1.2", uniqueKeys: true }).errors.map((e) => [
    e.message.split(" at line")[0]!,
    e.linePos![0].line,
    e.linePos![0].col,
  ]);
const ours = (text: string): Array<[string, number, number]> =>
  read(text).diagnostics.all.map((d) => [d.message, d.line!, d.col!]);

describe("YAML duplicate keys, as the yaml library reports them", () => {
  it.each([
    ["strings", "a: {x: 1, y: 2, x: 3}\n"],
    ["booleans", "a: {true: 1, true: 2}\n"],
    ["integers", "a: {1: x, 1: y}\n"],
    ["nulls", "a: {null: x, ~: y}\n"],
  ])("%s", (_, text) => {
    const expected = libraryErrors(text);
    expect(expected).toHaveLength(1); // the oracle sees the repeated key
    expect(expected[0]![0]).toBe("Map keys must be unique");
    expect(ours(text)).toEqual(expected);
    expect(read(text).doc).toBeUndefined();
  });

  it("a repeated key before a later syntax error keeps document order", () => {
    const text = "a: {x: 1, x: 2}\nb: [\n";
    expect(ours(text).map(([m, l]) => [m, l])).toEqual([
      ["Map keys must be unique", 1],
      ["Flow sequence in block collection must be sufficiently indented and end with a ]", 3],
    ]);
  });
});

describe("YAML values through the library", () => {
  it("a flow key without a value is null", () => {
    const src = read("a: {x}\n");
    expect(src.diagnostics.all).toEqual([]);
    expect(JSON.parse(JSON.stringify(src.doc))).toEqual({ a: { x: null } });
  });

  it("one anchor used twice side by side is not recursive; one used inside itself is", () => {
    const twice = read("a: &x [1]\nb: [*x, *x]\n");
    expect(twice.diagnostics.all).toEqual([]);
    expect(JSON.parse(JSON.stringify(twice.doc))).toEqual({ a: [1], b: [[1], [1]] });
    expect(read("a: &x [1, *x]\n").diagnostics.all.map((d) => [d.code, d.message])).toEqual([
      ["SYNTAX_ERROR", "recursive YAML alias *x at /a/1/1: its anchor contains it"],
    ]);
  });

  it("nesting: 100 levels read, 130 refused with the limit named", () => {
    const nest = (n: number): string => `a: ${"[".repeat(n)}${"]".repeat(n)}\n`;
    expect(read(nest(100)).diagnostics.all).toEqual([]);
    expect(read(nest(130)).diagnostics.all.map((d) => [d.code, d.message])).toEqual([
      ["SYNTAX_ERROR", "nesting deeper than 128 levels"],
    ]);
  });
});

describe("TOML positions, by hand", () => {
  it("array tables count per table name; dotted headers join with /", () => {
    const text = "[[a]]\n[[b]]\n[[a]]\n[security.checksum]\n";
    expect([...tomlPositions(text)]).toEqual([
      ["/a/0", { line: 1, col: 1 }],
      ["/b/0", { line: 2, col: 1 }],
      ["/a/1", { line: 3, col: 1 }],
      ["/security/checksum", { line: 4, col: 1 }],
    ]);
    // [[a.b]] and [[ab]] are two tables: each counts from 0.
    expect([...tomlPositions("[[a.b]]\n[[ab]]\n")]).toEqual([
      ["/a/b/0", { line: 1, col: 1 }],
      ["/ab/0", { line: 2, col: 1 }],
    ]);
  });

  it("a quoted value runs to its closing quote (past a # inside, an escaped quote, and odd lengths)", () => {
    //            col: 123456789012345
    const text = ['k = "abc"  # x', 'h = "a # b" # c', 'e = "a\\"b" # c', "s = 'a\\' # c", "n = 12 # c"].join("\n");
    const spans = [...tomlPositions(text)].map(([p, v]) => [p, v.col, v.endCol]);
    expect(spans).toEqual([
      ["/k", 5, 10],
      ["/h", 5, 12],
      ["/e", 5, 11],
      ["/s", 5, 9],
      ["/n", 5, 7],
    ]);
  });

  it("indented keys, quoted and dotted keys, a table's keys under it, CRLF lines, a value with nothing after =", () => {
    const text = ["[meta]", '  name = "x"', '"a b" = 1', "x . y = true   ", "[ sec . chk ]", "alg=\t'sha'", "e ="].join(
      "\r\n",
    );
    expect([...tomlPositions(text)]).toEqual([
      ["/meta", { line: 1, col: 1 }],
      // "  name" starts at column 3; the key ends before the space at 7; the value "x" is at 10-13.
      ["/meta/name", { line: 2, col: 10, endLine: 2, endCol: 13, key: { line: 2, col: 3, endLine: 2, endCol: 7 } }],
      ["/meta/a b", { line: 3, col: 9, endLine: 3, endCol: 10, key: { line: 3, col: 1, endLine: 3, endCol: 6 } }],
      // Trailing spaces are not part of the value.
      ["/meta/x/y", { line: 4, col: 9, endLine: 4, endCol: 13, key: { line: 4, col: 1, endLine: 4, endCol: 6 } }],
      ["/sec/chk", { line: 5, col: 1 }],
      // A tab after = is skipped; a single-quoted string ends at its quote.
      ["/sec/chk/alg", { line: 6, col: 6, endLine: 6, endCol: 11, key: { line: 6, col: 1, endLine: 6, endCol: 4 } }],
      // Nothing after =: a one-character span where the value would start.
      ["/sec/chk/e", { line: 7, col: 4, endLine: 7, endCol: 5, key: { line: 7, col: 1, endLine: 7, endCol: 2 } }],
    ]);
  });
});

describe("TOML numbers with no JSON value", () => {
  it("inf and nan are refused at their key's line:col (as the JSON reader refuses them), never thrown later", () => {
    // TOML 1.0 (toml.io, "Float"): inf and nan are floats; JSON (RFC 8259) has no such numbers.
    const one = readAixText("a.aix.toml", '[meta]\nname = "x"\nratio = nan\n');
    expect(one.doc).toBeUndefined();
    expect(one.diagnostics.all.map((d) => [d.code, d.message, d.line, d.col])).toEqual([
      [
        "SYNTAX_ERROR",
        "number NaN at /meta/ratio has no JSON value (TOML inf and nan are not allowed in an AIX agent)",
        3,
        9,
      ],
    ]);
    const item = readAixText("a.aix.toml", '[meta]\nname = "x"\n\n[x-data]\nlist = [1, -inf]\n');
    expect(item.diagnostics.all.map((d) => [d.message, d.line, d.col])).toEqual([
      ["number -Infinity at /x-data/list/1 has no JSON value (TOML inf and nan are not allowed in an AIX agent)", 5, 8],
    ]);
    // The floor: finite floats read.
    expect(readAixText("a.aix.toml", "[meta]\nratio = 0.5\n").diagnostics.all).toEqual([]);
  });
});

describe("documents that are not an agent's shape, and refused YAML", () => {
  const rows = (src: ReturnType<typeof read>) =>
    src.diagnostics.all.map((d) => [d.severity, d.code, d.message, d.file, d.line, d.col]);

  it("a YAML or JSON document that is not a mapping: INVALID_TYPE at 1:1, no document", () => {
    for (const [file, text, message] of [
      ["a.aix", "- a\n- b\n", "an AIX document is a mapping of sections"],
      ["a.aix", "just text\n", "an AIX document is a mapping of sections"],
      ["a.aix.json", "[1]", "an AIX document is an object of sections"],
    ] as const) {
      const src = readAixText(file, text);
      expect(src.doc).toBeUndefined();
      expect(rows(src)).toEqual([["error", "INVALID_TYPE", message, file, 1, 1]]);
    }
  });

  it("JSON: a byte order mark is skipped; a syntax error is placed at its line:col", () => {
    const bom = readAixText("a.aix.json", '\uFEFF{"meta": {"name": "x"}}');
    expect(bom.diagnostics.all).toEqual([]);
    expect(JSON.parse(JSON.stringify(bom.doc))).toEqual({ meta: { name: "x" } });
    // The position of the name's value, counted by hand (the BOM is not a column).
    expect(bom.positions.get("/meta/name")).toMatchObject({ line: 1, col: 19 });
    const bad = readAixText("a.aix.json", '{"meta":\n  {"name": }\n}');
    expect(bad.doc).toBeUndefined();
    expect(rows(bad).map((r) => [r[1], r[4], r[5]])).toEqual([["SYNTAX_ERROR", 2, 12]]);
  });

  it("TOML: a syntax error names the line:col smol-toml gives", () => {
    const src = readAixText("a.aix.toml", '[meta]\nname = "x"\nname = "y"\n');
    expect(src.doc).toBeUndefined();
    expect(rows(src).map((r) => [r[1], r[4]])).toEqual([["SYNTAX_ERROR", 3]]);
    expect(rows(src)[0]![2]).not.toContain("\n");
  });

  it("YAML: a number beyond the largest double, and aliases past the expansion cap, are refused by name", () => {
    expect(rows(read("a: 1e999\n"))).toEqual([
      [
        "error",
        "SYNTAX_ERROR",
        "number 1e999 at /a is out of range (beyond the largest double)",
        "a.aix",
        undefined,
        undefined,
      ],
    ]);
    // 1e999 written as an integer is exact (a big integer), not out of range (a flow mapping: the library reads it).
    const big = read(`a: {n: 1${"0".repeat(400)}}\n`);
    expect(big.diagnostics.all).toEqual([]);
    expect(((big.doc!.a as JsonObject).n as JsonNumber).lexeme).toBe(`1${"0".repeat(400)}`);
    // Billion laughs: every level doubles; the library refuses past 100 alias expansions.
    const laughs = [
      "a: &a [x, x]",
      ...Array.from({ length: 12 }, (_, i) => `b${i}: &b${i} [${i ? `*b${i - 1}, *b${i - 1}` : "*a, *a"}]`),
    ].join("\n");
    const src = read(`${laughs}\n`);
    expect(src.doc).toBeUndefined();
    expect(rows(src).map((r) => [r[1], r[2].split(":")[0]])).toEqual([
      ["SYNTAX_ERROR", "YAML alias expansion refused"],
    ]);
  });

  it("text past 8 MiB is refused before it is parsed", () => {
    const src = readAixText("a.aix", `a: 1\n#${"x".repeat(MAX_AIX_BYTES)}\n`);
    expect(MAX_AIX_BYTES).toBe(8 * 1024 * 1024);
    expect(src.doc).toBeUndefined();
    expect(rows(src)).toEqual([
      ["error", "FILE_TOO_LARGE", "AIX files are limited to 8388608 bytes", "a.aix", undefined, undefined],
    ]);
    // The floor: exactly the limit is read.
    const at = "a: 1\n#";
    expect(readAixText("a.aix", `${at}${"x".repeat(MAX_AIX_BYTES - at.length)}`).diagnostics.all).toEqual([]);
  });
});

describe("YAML numbers and aliases through the library, by hand", () => {
  it("YAML's .inf and .nan read as strings (docs/decisions.md, 'AIX: TOML inf and nan'); other integers as numbers", () => {
    const src = read("a: {x: .inf, y: -.inf, z: .nan, w: 0x10, v: 1.5}\n");
    expect(src.diagnostics.all).toEqual([]);
    const a = src.doc!.a as JsonObject;
    expect([a.x, a.y, a.z, Number(a.w), (a.v as JsonNumber).lexeme]).toEqual([
      "Infinity",
      "-Infinity",
      "NaN",
      16,
      "1.5",
    ]);
  });

  it("an alias takes its anchor's value and place, and keeps its own key's place", () => {
    const src = read("a: {x: 1}\nb: &k {c: d}\ne: *k\n");
    expect(JSON.parse(JSON.stringify(src.doc))).toEqual({ a: { x: 1 }, b: { c: "d" }, e: { c: "d" } });
    // "b: &k {c: d}": the mapping from column 7 to 13 of line 2; e's key at 3:1.
    expect(src.positions.get("/e")).toEqual({
      line: 2,
      col: 7,
      endLine: 2,
      endCol: 13,
      key: { line: 3, col: 1, endLine: 3, endCol: 2 },
    });
    expect(src.positions.get("/e/c")).toEqual(src.positions.get("/b/c"));
  });
});
