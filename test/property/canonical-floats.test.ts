/**
 * The byte recogniser decides most float lexemes from their digits (aegx-canon-bytes.ts
 * shortFloatCanonical); it must answer exactly as the definition: serde reads the lexeme, formatF64
 * prints the value back unchanged, and it is not -0.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalValueEndAt } from "../../ir/canonical/aegx-canon-bytes.js";
import { formatF64, serdeNumber } from "../../ir/json/serde-number.js";
import { floatLexemeText } from "../support/arbitraries.js";
import { propertyRuns } from "../support/property-runs.js";
import { reach } from "../support/reach.js";

function canonicalByDefinition(lexeme: string): boolean {
  try {
    const n = serdeNumber(lexeme);
    return n.kind === "f64" && !Object.is(n.value, -0) && formatF64(n.value) === lexeme;
  } catch {
    return false;
  }
}

function recognised(lexeme: string): boolean {
  const b = Buffer.from(lexeme, "latin1");
  return canonicalValueEndAt(b, 0, b.length) === b.length;
}

/** Lexemes of every shape: zeros and trailing zeros, E and e, signs or none, leading zeros in exponents. */
const anyLexeme = floatLexemeText({ int: 17, frac: [0, 18], exp: [0, 4] });
/** What formatF64 prints for doubles, and the same text nudged: a trailing zero, the exponent moved, the point moved. */
const printed = fc
  .oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -99999, max: 99999 }).map((n) => n / 1000),
    fc
      .tuple(fc.integer({ min: 1, max: 999999 }), fc.integer({ min: -30, max: 30 }))
      .map(([m, e]) => Number(`${m}e${e}`)),
  )
  .map(formatF64);
const nudged = fc.tuple(printed, fc.nat(5)).map(([s, how]) => {
  switch (how) {
    case 0:
      return s;
    case 1:
      return s.includes("e") ? s.replace("e", "0e") : `${s}0`;
    case 2:
      return s.replace("e+", "e").replace("e-", "e-0");
    case 3:
      return s.replace(/\.(\d)/, "$1.");
    case 4:
      return s.replace("e", "E");
    default:
      return s.replace(".0", "");
  }
});

describe("float lexemes in the byte recogniser", () => {
  it("are canonical exactly when serde's value prints back as the same text", () => {
    const floats = reach("lexemes with a fraction or an exponent");
    fc.assert(
      fc.property(fc.oneof(anyLexeme, nudged), (lexeme) => {
        floats.enter();
        fc.pre(/[.eE]/.test(lexeme)); // integers follow the integer rule
        floats.hit();
        expect(recognised(lexeme), lexeme).toBe(canonicalByDefinition(lexeme));
      }),
      propertyRuns(20000),
    );
    // 0.987 of the attempts (2026-11-28): the generator makes floats, an integer is rare.
    floats.expectAtLeast(0.5);
    for (const l of [
      "0.0",
      "-0.0",
      "0.00",
      "1.0",
      "10.0",
      "100.0",
      "1e+16",
      "1.0e+16",
      "1e16",
      "1E+16",
      "1e+016",
      "1.5e-7",
      "0.000015",
      "1.5e-5",
      "0.00001",
      "1e-5",
      "9999999999999998.0",
      "1000000000000000.0",
      "1e+15",
      "123456789012345.6",
      "0.1",
      "0.10",
      "-2.25",
      "7206000000000100.0",
      "1.7976931348623157e+308",
      "5e-324",
      "1e-7",
      "1.e5",
      "1.",
      "1e",
      "1e+",
      "1.5-3",
      "2.5e+22",
      "2.5e+23",
      "1e+22",
      "1e+23",
    ]) {
      expect(recognised(l), l).toBe(canonicalByDefinition(l));
    }
  });
});
