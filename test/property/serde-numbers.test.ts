/**
 * The shortcuts in serde-number.ts give what the long way gives: serdeNumber's short-float reading
 * against the digit-by-digit reader, formatF64's fixed layout against the layout built from
 * toExponential's digits (the zmij rules, written out here as the reference).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatF64, readSerdeNumber, serdeNumber } from "../../ir/json/serde-number.js";
import { floatLexemeText } from "../support/arbitraries.js";
import { propertyRuns } from "../support/property-runs.js";

/** serde_json's float layout from the shortest digits: fixed for exponents -5..=15, else d.ddde±N. */
function zmijLayout(x: number): string {
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  const [mantissa, expText] = Math.abs(x).toExponential().split("e") as [string, string];
  const digits = mantissa.replace(".", "");
  const exp = Number(expText);
  if (exp >= -5 && exp <= 15) {
    if (digits.length - 1 <= exp) return `${sign}${digits}${"0".repeat(exp + 1 - digits.length)}.0`;
    if (exp >= 0) return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
    return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  }
  return `${sign}${mantissa}e${exp >= 0 ? "+" : "-"}${Math.abs(exp)}`;
}

/** The doubles next to x (one ulp either side). */
function neighbours(x: number): number[] {
  const b = new DataView(new ArrayBuffer(8));
  b.setFloat64(0, x);
  const bits = b.getBigUint64(0);
  return [bits - 1n, bits + 1n].map((n) => {
    b.setBigUint64(0, n);
    return b.getFloat64(0);
  });
}

const lexeme = floatLexemeText({ int: 20, frac: [1, 20], exp: [1, 5] });

function reading(l: string): unknown {
  try {
    return readSerdeNumber(l);
  } catch (e) {
    return (e as Error).message;
  }
}

function fast(l: string): unknown {
  try {
    return serdeNumber(l);
  } catch (e) {
    return (e as Error).message;
  }
}

describe("serde number shortcuts", () => {
  it("serdeNumber reads fractions and exponents as serde's digit-by-digit reading does", () => {
    fc.assert(
      fc.property(lexeme, (l) => {
        const a = fast(l);
        const b = reading(l);
        expect(a, l).toEqual(b);
        if (typeof b === "object" && b !== null && (b as { kind: string }).kind === "f64")
          expect(Object.is((a as { value: number }).value, (b as { value: number }).value), l).toBe(true);
      }),
      propertyRuns(3000),
    );
    for (const l of [
      "0.7919",
      "1.5e-7",
      "-0.0",
      "-0e1",
      "123456789012345.6",
      "1234567890123456.7",
      "1.23456789012345678",
      "1e22",
      "1e23",
      "1e-22",
      "1e-23",
      "9.99e-23",
      "0.000000000000000000000001",
      "100.0",
      "1E+2",
    ]) {
      expect(fast(l), l).toEqual(reading(l));
      expect(Object.is((fast(l) as { value: number }).value, (reading(l) as { value: number }).value), l).toBe(true);
    }
  });

  it("formatF64 lays out every double as the zmij rules do, at the fixed layout's edges too", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(formatF64(x)).toBe(zmijLayout(x));
      }),
      propertyRuns(3000),
    );
    for (const edge of [1e-5, 1e16, 1e15, 9007199254740992, 0.1, 1, 100]) {
      for (const x of [edge, ...neighbours(edge)]) {
        expect(formatF64(x), String(x)).toBe(zmijLayout(x));
        expect(formatF64(-x), String(-x)).toBe(zmijLayout(-x));
      }
    }
  });
});
