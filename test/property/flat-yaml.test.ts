/**
 * The flat front-matter reader against the YAML library, its oracle: whatever block it accepts, the
 * library reads without error to the same values, with every key on the same line. Blocks are built
 * from the lines rule files hold and from the ones that look flat but are not (numbers, nulls,
 * aliases, comments after values, quotes with escapes, tabs, nesting, duplicate keys).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LineCounter, parseDocument } from "yaml";
import { readFlatYaml } from "../../src/formats/front-matter/flat-yaml.js";
import { readFrontMatter } from "../../src/formats/front-matter/front-matter.js";
import { propertyRuns } from "../support/property-runs.js";
import { reach } from "../support/reach.js";

/** What the YAML library reads: values and the 1-based line of each top-level key (block starts at line 2). */
function oracle(block: string): { errors: number; data: unknown; lines: Map<string, number> } {
  const lc = new LineCounter();
  const doc = parseDocument(block, { lineCounter: lc, prettyErrors: false, uniqueKeys: false });
  const lines = new Map<string, number>();
  const contents = doc.contents as {
    items?: Array<{ key?: { value?: unknown; range?: [number, number, number] } }>;
  } | null;
  for (const item of contents?.items ?? []) {
    if (item.key?.range && typeof item.key.value === "string")
      lines.set(item.key.value, lc.linePos(item.key.range[0]).line + 1);
  }
  let data: unknown;
  try {
    data = doc.errors.length ? undefined : doc.toJS();
  } catch {
    return { errors: 1, data: undefined, lines };
  }
  return { errors: doc.errors.length, data: data ?? {}, lines };
}

const key = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom("description", "globs", "alwaysApply", "applyTo", "paths", "a-b", "x_y", "on"), fc.nat(9))
      .map(([k, i]) => `${k}${i}`),
    weight: 8,
  },
  fc.constantFrom("name", "true", "null", "__proto__"),
);
const benign = fc.constantFrom("src", "**", "*.ts", "lib/m1", "a b", "don't", "é", "x-y", "{a,b}");
const tricky = fc.constantFrom(
  " ",
  ": ",
  ":",
  "#",
  " #x",
  "'",
  '"',
  "\\",
  "\t",
  "-",
  "~",
  "0",
  "1.5",
  "0x1f",
  ".inf",
  "null",
  "true",
  "False",
  "yes",
  "&a",
  "*a",
  "!t",
  "|",
  ">",
  "[a]",
  "{b}",
  ",",
  "%",
  "@",
  "`",
  "?",
  "\r",
  "\u0085",
  "\ufeff",
);
const piece = fc.oneof({ arbitrary: benign, weight: 12 }, { arbitrary: tricky, weight: 1 });
const raw = fc.array(piece, { minLength: 0, maxLength: 4 }).map((p) => p.join(""));
const value = fc.oneof(
  raw,
  raw.map((s) => `"${s}"`),
  raw.map((s) => `'${s}'`),
);
const indent = fc.constantFrom("  ", "  ", "    ", " ", "\t");
const stray = fc.oneof(
  fc.tuple(indent, value).map(([ind, v]) => `${ind}- ${v}`),
  fc.constantFrom("", "# comment", "  # indented comment", "  nested: x", "...", "- top", "key:\tx"),
);
const line = fc.oneof(
  { arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`), weight: 8 },
  {
    arbitrary: fc
      .tuple(key, fc.array(fc.tuple(indent, value), { maxLength: 3 }))
      .map(([k, items]) => [`${k}:`, ...items.map(([i, v]) => `${i}- ${v}`)].join("\n")),
    weight: 3,
  },
  { arbitrary: stray, weight: 1 },
);
const block = fc.array(line, { minLength: 0, maxLength: 5 }).map((ls) => ls.map((l) => `${l}\n`).join(""));

/** At least this share of generated blocks must be ones the flat reader accepts (0.44 of 2,000 runs on 2026-11-28). */
const FLOOR_ACCEPTED = 0.2;

describe("flat front matter", () => {
  it("agrees with the YAML library on every block it accepts, values and key lines", () => {
    const accepted = reach("blocks the flat reader accepts");
    fc.assert(
      fc.property(block, (text) => {
        accepted.enter();
        const flat = readFlatYaml(text.split("\n"), 2);
        if (!flat) return;
        accepted.hit();
        const want = oracle(text);
        expect(want.errors).toBe(0);
        expect(flat.data).toEqual(want.data);
        expect(flat.fieldLines).toEqual(want.lines);
      }),
      propertyRuns(2000),
    );
    accepted.expectAtLeast(FLOOR_ACCEPTED);
  });

  it("accepts what rule files hold, with their lines", () => {
    const flat = readFlatYaml(
      [
        "description: Use TS",
        "globs: src/**/*.ts, test/**",
        "alwaysApply: false",
        'applyTo: "lib/m25/**"',
        "paths:",
        '  - "docs/m40/**"',
        "  - 'src/{a,b}.ts'",
        "# note",
        'name: don\'t "panic"',
        "",
      ],
      2,
    );
    expect(flat).toEqual({
      data: {
        description: "Use TS",
        globs: "src/**/*.ts, test/**",
        alwaysApply: false,
        applyTo: "lib/m25/**",
        paths: ["docs/m40/**", "src/{a,b}.ts"],
        name: 'don\'t "panic"',
      },
      fieldLines: new Map([
        ["description", 2],
        ["globs", 3],
        ["alwaysApply", 4],
        ["applyTo", 5],
        ["paths", 6],
        ["name", 10],
      ]),
    });
  });

  it("leaves to the YAML library what YAML reads as something else", () => {
    for (const l of [
      "n: 1",
      "n: 1.5",
      "n: ~",
      "n: null",
      "n: .inf",
      "g: *.ts",
      "g: [a, b]",
      "g: {a: 1}",
      "t: !x y",
      "d: a # c",
      "d: a: b",
      'q: "a\\"b"',
      "q: 'it''s'",
      "b: |",
      "k:\tv",
      "true: x",
      "__proto__: x",
    ]) {
      expect(readFlatYaml([l], 2), l).toBeUndefined();
    }
    expect(readFlatYaml(["a: x", "a: y"], 2), "duplicate key").toBeUndefined();
    expect(readFlatYaml(["a: x", "  - y"], 2), "an item under a key with a value").toBeUndefined();
    expect(readFlatYaml(["a:", "  - x", "    - y"], 2), "items at two indents").toBeUndefined();
  });

  it("readFrontMatter gives the same result on the flat path and on the YAML library's", () => {
    const text =
      '---\ndescription: rule 10\nglobs: src/m10/**/*.ts\nalwaysApply: false\npaths:\n  - "docs/**"\n---\nbody\n';
    const fast = readFrontMatter("r.mdc", text);
    // A trailing comment line is still flat; an alias line is not, and sends the same block to the library.
    const slow = readFrontMatter("r.mdc", text.replace("---\nbody", "x: &a y\n---\nbody"));
    expect(fast.diagnostics).toEqual([]);
    expect(slow.diagnostics).toEqual([]);
    expect(slow.data).toEqual({ ...fast.data, x: "y" });
    expect(slow.fieldLines).toEqual(new Map([...fast.fieldLines, ["x", 7]]));
    expect(fast.bodyLine).toBe(8);
  });
});
