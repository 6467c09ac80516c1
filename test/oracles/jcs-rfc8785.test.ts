/**
 * agentc's JCS (ir/canonical/jcs.ts, the text AIX checksums hash) against RFC 8785's own test data:
 * the reference implementation's input/output pairs (test/fixtures/rfc8785) and Appendix B's numbers.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jcsText } from "../../ir/canonical/jcs.js";
import { parseJson } from "../../ir/json/parse.js";
import { emptyObject } from "../../ir/json/value.js";
import { repoRoot } from "../support/corpus.js";

const DATA = join(repoRoot, "test/fixtures/rfc8785");

/** RFC 8785 Appendix B: IEEE 754 double (hex bits) → its canonical serialisation. */
const APPENDIX_B: Array<[string, string]> = [
  ["0000000000000000", "0"],
  ["8000000000000000", "0"],
  ["0000000000000001", "5e-324"],
  ["8000000000000001", "-5e-324"],
  ["7fefffffffffffff", "1.7976931348623157e+308"],
  ["ffefffffffffffff", "-1.7976931348623157e+308"],
  ["4340000000000000", "9007199254740992"],
  ["c340000000000000", "-9007199254740992"],
  ["4430000000000000", "295147905179352830000"],
  ["44b52d02c7e14af5", "9.999999999999997e+22"],
  ["44b52d02c7e14af6", "1e+23"],
  ["44b52d02c7e14af7", "1.0000000000000001e+23"],
  ["444b1ae4d6e2ef4e", "999999999999999700000"],
  ["444b1ae4d6e2ef4f", "999999999999999900000"],
  ["444b1ae4d6e2ef50", "1e+21"],
  ["3eb0c6f7a0b5ed8c", "9.999999999999997e-7"],
  ["3eb0c6f7a0b5ed8d", "0.000001"],
  ["41b3de4355555553", "333333333.3333332"],
  ["41b3de4355555554", "333333333.33333325"],
  ["41b3de4355555555", "333333333.3333333"],
  ["41b3de4355555556", "333333333.3333334"],
  ["41b3de4355555557", "333333333.33333343"],
  ["becbf647612f3696", "-0.0000033333333333333333"],
  ["43143ff3c1cb0959", "1424953923781206.2"],
];

describe("JCS against RFC 8785's test data", () => {
  const names = readdirSync(join(DATA, "input")).filter((f) => f.endsWith(".json"));
  it("has the reference's six input/output pairs", () =>
    expect(names.sort()).toEqual([
      "arrays.json",
      "french.json",
      "structures.json",
      "unicode.json",
      "values.json",
      "weird.json",
    ]));
  for (const name of names) {
    it(name, () => {
      const input = parseJson(readFileSync(join(DATA, "input", name), "utf8")).value;
      expect(Buffer.from(jcsText(input), "utf8").equals(readFileSync(join(DATA, "output", name)))).toBe(true);
    });
  }
  it("serialises Appendix B's numbers as the RFC does, from their lexemes and from their doubles", () => {
    for (const [bits, expected] of APPENDIX_B) {
      const x = Buffer.from(bits, "hex").readDoubleBE(0);
      expect(jcsText(x), bits).toBe(expected);
      // The same double written as JSON text (its shortest round-trip form, or a longer spelling).
      expect(jcsText(parseJson(`[${Object.is(x, -0) ? "-0.0" : x.toPrecision(17)}]`).value), bits).toBe(
        `[${expected}]`,
      );
    }
  });
  it("writes every string, as a value and as a key, as ECMAScript's JSON.stringify does (RFC 8785 section 3.2.2.2), lone surrogates and controls included", () => {
    const anyString = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.string({
        unit: fc.constantFrom("a", '"', "\\", "\u0000", "\u001f", " ", "\u007f", "\ud800", "\udfff", "\u{1F600}", "é"),
      }),
    );
    fc.assert(
      fc.property(anyString, (s) => {
        const o = emptyObject();
        o[s] = s;
        expect(jcsText(s)).toBe(JSON.stringify(s));
        expect(jcsText(o)).toBe(`{${JSON.stringify(s)}:${JSON.stringify(s)}}`);
      }),
      { numRuns: 2000 },
    );
  });
});
