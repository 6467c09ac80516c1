/**
 * The one-pass JSON → CBOR encoder (ir/cbor/encode-json.ts) against the two-step path it replaced
 * (build a CBOR value tree, then encode it with ir/cbor/encode.ts): byte-identical for any value,
 * in both AIR profiles, including dec128 literals, big integers, -0, floats and non-ASCII keys.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeJsonCbor } from "../../ir/cbor/encode-json.js";
import { encodeCbor } from "../../ir/cbor/encode.js";
import { jsonToCbor } from "../../ir/cbor/json-bridge.js";
import { CborMap, CborTag, type CborValue } from "../../ir/cbor/value.js";
import { encodeDecimal128 } from "../../ir/dialects/air/dec128.js";
import { emptyObject, type Json } from "../../ir/json/value.js";
import { jsonValue, unicodeString } from "../support/arbitraries.js";
import { propertyRuns } from "../support/property-runs.js";

/** The spec profile's dec128 rewrite on a CBOR tree, as node-hash.ts did it before. */
function specValues(v: CborValue): CborValue {
  if (Array.isArray(v)) return v.map(specValues);
  if (v instanceof CborMap) {
    if (v.entries.length === 1 && v.entries[0]![0] === "dec128" && typeof v.entries[0]![1] === "string") {
      return new CborMap([["dec128", new CborTag(2000n, encodeDecimal128(v.entries[0]![1]))]]);
    }
    return new CborMap(v.entries.map(([k, x]) => [k, specValues(x)]));
  }
  return v;
}

const dec128 = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }))
  .map(([neg, c, scale]) => {
    const digits = c.toString().padStart(scale + 1, "0");
    const o = emptyObject();
    o.dec128 = `${neg ? "-" : ""}${scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits}`;
    return o as Json;
  });

const withDecimals: fc.Arbitrary<Json> = fc.letrec<{ v: Json }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    jsonValue,
    dec128,
    fc.constantFrom<Json>(
      -0,
      0.5,
      1e300,
      2 ** 53,
      -(2 ** 53),
      18446744073709551615n,
      -9223372036854775808n,
      18446744073709551616n,
    ),
    fc.array(tie("v"), { maxLength: 4 }),
    fc
      .array(
        fc.tuple(
          fc.oneof(unicodeString, fc.constantFrom("a", "b", "aa", "é", "\u{1F600}", "\uffff", "\ud800")),
          tie("v"),
        ),
        { maxLength: 5 },
      )
      .map((es) => {
        const o = emptyObject();
        for (const [k, x] of es) o[k] = x;
        return o as Json;
      }),
  ),
})).v;

describe("one-pass canonical CBOR", () => {
  it("equals encodeCbor(jsonToCbor(v)) with and without the self-describe tag", () => {
    fc.assert(
      fc.property(withDecimals, fc.boolean(), (v, selfDescribe) => {
        expect(Buffer.from(encodeJsonCbor(v, { selfDescribe }))).toEqual(
          Buffer.from(encodeCbor(jsonToCbor(v), { selfDescribe })),
        );
      }),
      propertyRuns(500),
    );
  });
  it("equals the tree path's dec128 rewrite (spec profile)", () => {
    fc.assert(
      fc.property(withDecimals, (v) => {
        let expected: Uint8Array | Error;
        try {
          expected = encodeCbor(specValues(jsonToCbor(v)));
        } catch (e) {
          expected = e as Error;
        }
        if (expected instanceof Error) expect(() => encodeJsonCbor(v, { dec128: encodeDecimal128 })).toThrow();
        else expect(Buffer.from(encodeJsonCbor(v, { dec128: encodeDecimal128 }))).toEqual(Buffer.from(expected));
      }),
      propertyRuns(500),
    );
  });
});
