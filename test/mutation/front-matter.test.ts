/**
 * The flat front-matter reader (src/formats/front-matter/flat-yaml.ts) on hand-worked blocks at the
 * edges of what it accepts: each value is what YAML 1.2's core schema reads (checked against the YAML
 * library, its oracle), and a block it cannot be sure of is declined (`undefined`, the library reads it).
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readFlatYaml } from "../../src/formats/front-matter/flat-yaml.js";
import { readFrontMatter } from "../../src/formats/front-matter/front-matter.js";

describe("readFlatYaml at its edges", () => {
  // [block lines, the data YAML reads]
  const accepted: Array<[string[], Record<string, unknown>]> = [
    [['a: ""'], { a: "" }], // an empty quoted string is certainly a string
    [["a: ''"], { a: "" }],
    [["a: istrue"], { a: "istrue" }], // a word ending in "true" is a string, not a boolean
    [["a: nullify"], { a: "nullify" }], // a word starting with "null" is a string, not a null
    [["a: TRUE"], { a: true }],
    [["a: b\r", "c: d\r"], { a: "b", c: "d" }], // CRLF lines: the \r is the line end, not the value
  ];
  for (const [lines, data] of accepted) {
    it(`reads ${JSON.stringify(lines)} as YAML does`, () => {
      expect(parse(`${lines.join("\n")}\n`)).toEqual(data);
      const read = readFlatYaml(lines, 2);
      expect(read?.data).toEqual(data);
      expect([...read!.fieldLines]).toEqual(Object.keys(data).map((k, i) => [k, 2 + i]));
    });
  }

  // A lone quote opens a string it never closes: YAML reports an error, the reader must decline.
  it.each([['a: "'], ["a: '"], ["a: null"], ["a: Null"]])("declines %j", (line) => {
    expect(readFlatYaml([line], 2)).toBeUndefined();
  });
});

describe("readFrontMatter without front matter", () => {
  it("the body is the text less a leading byte-order mark; one further in is the text's own", () => {
    const none = (text: string) => {
      const r = readFrontMatter("a.md", text);
      return [r.present, r.body, r.bodyLine, r.diagnostics];
    };
    expect(none("\uFEFFUse tabs.\n")).toEqual([false, "Use tabs.\n", 1, []]);
    expect(none("Use\uFEFF tabs.\n")).toEqual([false, "Use\uFEFF tabs.\n", 1, []]);
  });
});
