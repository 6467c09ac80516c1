import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aegxCanonicalText } from "../../ir/canonical/aegx-canon.js";
import { jcsText } from "../../ir/canonical/jcs.js";
import { canonicalCborOfJson } from "../../ir/canonical/canonical-cbor.js";
import { decodeCbor, isCanonicalCbor } from "../../ir/cbor/decode.js";
import { encodeCbor } from "../../ir/cbor/encode.js";
import { cborToJson } from "../../ir/cbor/json-bridge.js";
import { parseJson } from "../../ir/json/parse.js";
import { formatF64, serdeNumber } from "../../ir/json/serde-number.js";
import { serdeJsonText } from "../../ir/json/serde-text.js";
import { toPlain, type Json } from "../../ir/json/value.js";
import { deepReorder, jsonValue, stableJsonValue } from "../support/arbitraries.js";
import { propertyRuns } from "../support/property-runs.js";

const runs = propertyRuns(300);

describe("AEGX_CANON_0_1 properties", () => {
  it("is deterministic and independent of key insertion order", () => {
    fc.assert(
      fc.property(jsonValue, fc.nat(), (v, seed) => {
        expect(aegxCanonicalText(deepReorder(v, seed))).toBe(aegxCanonicalText(v));
      }),
      runs,
    );
  });
  it("is a fixed point: reading the canonical text back gives the same text", () => {
    // Only for numbers serde reads exactly and keys already in NFC; see stableJsonValue and docs/decisions.md.
    fc.assert(
      fc.property(stableJsonValue, (v) => {
        const once = aegxCanonicalText(v);
        expect(aegxCanonicalText(parseJson(once).value)).toBe(once);
        expect(() => JSON.parse(once)).not.toThrow();
      }),
      runs,
    );
  });
  it("serde text written by the emitter reads back to the same canonical form", () => {
    fc.assert(
      fc.property(stableJsonValue, (v) => {
        expect(aegxCanonicalText(parseJson(serdeJsonText(v)).value)).toBe(aegxCanonicalText(v));
      }),
      runs,
    );
  });
});

describe("keys that normalise alike", () => {
  it("are both printed NFC-normalised, as the reference does, so reading back keeps one (a known non-fixed point)", () => {
    const compat = String.fromCodePoint(0x2f81f); // CJK compatibility ideograph; NFC gives U+34DF
    const once = aegxCanonicalText(parseJson(`{"${compat}":1,"\u34df":2}`).value);
    expect(once).toBe('{"\u34df":2,"\u34df":1}');
    expect(aegxCanonicalText(parseJson(once).value)).toBe('{"\u34df":1}');
  });
});

describe("the reference's float reader is not always exact", () => {
  it("reads 1.23456789012345678 as 1.2345678901234567 (not the nearest double)", () => {
    const r = serdeNumber("1.23456789012345678");
    expect(r.kind === "f64" && formatF64(r.value)).toBe("1.2345678901234567");
    expect(Number("1.23456789012345678")).toBe(1.2345678901234568);
  });
  it("CBOR bytes of any value survive decode → encode unchanged", () => {
    fc.assert(
      fc.property(jsonValue, (v) => {
        const bytes = canonicalCborOfJson(v, "aos");
        const { value } = decodeCbor(bytes);
        expect(Buffer.from(encodeCbor(value, { selfDescribe: true }))).toEqual(Buffer.from(bytes));
      }),
      runs,
    );
  });
});

describe("serde float text", () => {
  it("prints the shortest text that reads back to the same double", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const text = formatF64(x);
        expect(Object.is(Number(text), x) || (x === 0 && Number(text) === 0)).toBe(true);
        // Shortest: the same significant digits as ECMAScript's shortest round-trip form.
        const digits = (t: string): string =>
          t.replace(/^-/, "").replace(/e.*$/i, "").replace(".", "").replace(/^0+/, "").replace(/0+$/, "");
        expect(digits(text)).toBe(digits(Math.abs(x).toExponential()));
      }),
      runs,
    );
  });
  it("reads integers that fit 64 bits exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 64n - 1n }), (n) => {
        const r = serdeNumber(n.toString());
        if (n === 0n) expect(r.kind).toBe("u64");
        expect(r.kind === "f64" ? undefined : r.value).toBe(n);
      }),
      runs,
    );
  });
});

describe("RFC 8785 JCS properties", () => {
  it("is independent of key order and parses back to the same data", () => {
    fc.assert(
      fc.property(jsonValue, fc.nat(), (v, seed) => {
        const text = jcsText(v);
        expect(jcsText(deepReorder(v, seed))).toBe(text);
        expect(jcsText(parseJson(text).value)).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(toPlain(v))));
      }),
      runs,
    );
  });
});

describe("deterministic CBOR properties", () => {
  for (const profile of ["aos", "spec"] as const) {
    it(`${profile}: CBOR → JSON → CBOR is byte-identical and key order never changes the bytes`, () => {
      fc.assert(
        fc.property(stableJsonValue, fc.nat(), (v, seed) => {
          const bytes = canonicalCborOfJson(v, profile);
          expect(Buffer.from(canonicalCborOfJson(deepReorder(v, seed), profile))).toEqual(Buffer.from(bytes));
          expect(isCanonicalCbor(bytes)).toBe(true);
          const { value, selfDescribed } = decodeCbor(bytes);
          expect(selfDescribed).toBe(profile === "aos");
          expect(Buffer.from(encodeCbor(value, { selfDescribe: selfDescribed }))).toEqual(Buffer.from(bytes));
          const back = cborToJson(value) as Json;
          expect(Buffer.from(canonicalCborOfJson(back, profile))).toEqual(Buffer.from(bytes));
        }),
        runs,
      );
    });
  }
});
