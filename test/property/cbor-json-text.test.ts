/**
 * The one-pass CBOR → JSON text reader (ir/cbor/json-text.ts) against the path it short-cuts
 * (decode to a CBOR tree, to a JSON tree, then write serde text): the same text whenever it gives
 * one, for any CBOR value, damaged bytes included; it gives up only on what is outside its subset.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainCborJsonText } from "../../ir/cbor/json-text.js";
import { decodeCbor } from "../../ir/cbor/decode.js";
import { encodeCbor } from "../../ir/cbor/encode.js";
import { encodeJsonCbor } from "../../ir/cbor/encode-json.js";
import { CBOR_UNDEFINED, CborFloat, CborMap, CborTag, type CborValue } from "../../ir/cbor/value.js";
import { airCborToJson } from "../../ir/dialects/air/cbor-json.js";
import { encodeDecimal128 } from "../../ir/dialects/air/dec128.js";
import { manifestView } from "../../ir/dialects/air/manifest-view.js";
import { serdeJsonText } from "../../ir/json/serde-text.js";
import { jsonValue, unicodeString } from "../support/arbitraries.js";
import { propertyRuns } from "../support/property-runs.js";

/** The text of the full path, or the error it throws. */
function fullPath(bytes: Uint8Array, pretty: boolean): string | Error {
  try {
    return serdeJsonText(airCborToJson(decodeCbor(bytes).value), pretty);
  } catch (e) {
    return e as Error;
  }
}

const key = fc.oneof(
  unicodeString,
  fc.constantFrom("a", "b", "aa", "10", "2", "__proto__", "é", "\u{1F600}", "\uffff"),
);

/** Plain CBOR: what the one-pass reader must read itself. */
const plain: fc.Arbitrary<CborValue> = fc.letrec<{ v: CborValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom<CborValue>(
      null,
      true,
      false,
      CBOR_UNDEFINED,
      0,
      -1,
      23,
      24,
      255,
      256,
      65535,
      65536,
      2 ** 32,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      2n ** 53n - 1n,
    ),
    fc.integer().map((n): CborValue => n),
    fc.double().map((x): CborValue => new CborFloat(x)),
    fc
      .constantFrom(-0, 0.5, 1.5, 65504, 1e-7, 3.4e38, 1e300, NaN, Infinity, -Infinity)
      .map((x): CborValue => new CborFloat(x)),
    unicodeString,
    fc.string({ minLength: 60, maxLength: 80 }),
    fc.array(tie("v"), { maxLength: 4 }),
    fc
      .uniqueArray(fc.tuple(key, tie("v")), { maxLength: 5, selector: ([k]) => Buffer.from(k, "utf8").toString("hex") })
      .map((es): CborValue => new CborMap(es)),
  ),
})).v;

/** Anything CBOR: tags, byte strings, big integers, non-text and repeated keys as well. */
const anyCbor: fc.Arbitrary<CborValue> = fc.letrec<{ v: CborValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    plain,
    fc.constantFrom<CborValue>(2n ** 53n, 2n ** 64n - 1n, -(2n ** 53n) - 1n, -(2n ** 64n)),
    fc.uint8Array({ maxLength: 20 }),
    fc
      .tuple(
        fc.constantFrom(2000n, 0n, 55799n, 24n),
        fc.oneof(fc.uint8Array({ minLength: 16, maxLength: 16 }), tie("v")),
      )
      .map(([t, v]): CborValue => new CborTag(t, v)),
    fc.array(tie("v"), { maxLength: 3 }),
    fc
      .uniqueArray(fc.tuple(fc.oneof(key, tie("v")), tie("v")), {
        maxLength: 4,
        selector: ([k]) => Buffer.from(encodeCbor(k)).toString("hex"),
      })
      .map((es): CborValue => new CborMap(es)),
  ),
})).v;

/** A map with one key twice (the encoder refuses to write one). */
const repeatedKey = fc
  .tuple(key, plain, plain)
  .map(([k, a, b]) => Uint8Array.from([0xa2, ...encodeCbor(k), ...encodeCbor(a), ...encodeCbor(k), ...encodeCbor(b)]));

/** Bytes with one byte changed, or cut short, or with a byte added. */
const damaged = (bytes: Uint8Array): fc.Arbitrary<Uint8Array> =>
  fc.oneof(
    fc
      .tuple(fc.nat(bytes.length - 1), fc.integer({ min: 0, max: 255 }))
      .map(([i, b]) => Uint8Array.from(bytes, (x, j) => (j === i ? b : x))),
    fc.nat(bytes.length - 1).map((n) => bytes.slice(0, n)),
    fc.integer({ min: 0, max: 255 }).map((b) => Uint8Array.from([...bytes, b])),
  );

describe("one-pass CBOR → serde JSON text", () => {
  it("reads every plain value itself, with the full path's text, pretty or not, self-described or not", () => {
    fc.assert(
      fc.property(plain, fc.boolean(), fc.boolean(), (v, pretty, selfDescribe) => {
        const bytes = encodeCbor(v, { selfDescribe });
        const text = plainCborJsonText(bytes, pretty);
        expect(text).toBeDefined();
        expect(text).toBe(fullPath(bytes, pretty));
      }),
      propertyRuns(500),
    );
  });

  it("gives the full path's text or gives up, on any value and on damaged bytes; never a different text", () => {
    const bytesOf = fc.tuple(anyCbor, fc.boolean()).map(([v, selfDescribe]) => encodeCbor(v, { selfDescribe }));
    const input = fc.oneof(bytesOf, repeatedKey, bytesOf.filter((b) => b.length > 0).chain(damaged));
    fc.assert(
      fc.property(input, fc.boolean(), (bytes, pretty) => {
        const text = plainCborJsonText(bytes, pretty);
        if (text !== undefined) expect(text).toBe(fullPath(bytes, pretty));
      }),
      propertyRuns(1000),
    );
  });

  it("gives up on what it leaves to the full path", () => {
    const cases: CborValue[] = [
      new Uint8Array([1]),
      new CborTag(2000n, new Uint8Array(16)),
      2n ** 64n - 1n,
      new CborMap([[1, "x"]]),
    ];
    for (const v of cases) expect(plainCborJsonText(encodeCbor(v), true)).toBeUndefined();
    // A repeated key next to itself, and apart from itself in a map whose keys need sorting.
    expect(plainCborJsonText(Uint8Array.of(0xa2, 0x61, 0x6b, 0x01, 0x61, 0x6b, 0x02), true)).toBeUndefined();
    expect(
      plainCborJsonText(Uint8Array.of(0xa3, 0x61, 0x61, 0x01, 0x61, 0x62, 0x02, 0x61, 0x61, 0x03), true),
    ).toBeUndefined();
    // A tag or byte string inside, a tag at the top that is not self-describe, a simple value JSON has no form for.
    for (const v of [
      [1, new Uint8Array([0])],
      [1, new Uint8Array(0)],
      [1, new CborTag(0n, 1)],
      new CborTag(55800n, 1),
      new CborTag(2000n, 1),
    ] as CborValue[]) {
      expect(plainCborJsonText(encodeCbor(v), false)).toBeUndefined();
    }
    for (const bytes of [Uint8Array.of(0xe0), Uint8Array.of(0x82, 0x00, 0xe0), Uint8Array.of(0x82, 0x00, 0xf8, 0x20)]) {
      expect(plainCborJsonText(bytes, false)).toBeUndefined();
      expect(fullPath(bytes, false)).toBeInstanceOf(Error);
    }
    // Only d9 d9 f7 is the self-describe tag: [null, undefined] has f7 as its third byte.
    expect(plainCborJsonText(Uint8Array.of(0x82, 0xf6, 0xf7), false)).toBe("[null,null]");
    expect(plainCborJsonText(Uint8Array.of(0x01, 0x02), false)).toBeUndefined();
    expect(plainCborJsonText(Uint8Array.of(0x62, 0xc3, 0x28), false)).toBeUndefined();
    // 256 arrays deep is within the decoder's bound; 257 is not, and one level of self-describe counts.
    // Arrays nest through their first item here, and through a later item and through maps below.
    const nested = (depth: number): Uint8Array => Uint8Array.from([...new Array<number>(depth).fill(0x81), 0x00]);
    const laterItems = (depth: number): Uint8Array =>
      Uint8Array.from([...new Array<number>(depth).fill([0x82, 0x00]).flat(), 0x00]);
    const mapValues = (depth: number): Uint8Array =>
      Uint8Array.from([...new Array<number>(depth).fill([0xa1, 0x61, 0x6b]).flat(), 0x00]);
    for (const deep of [laterItems, mapValues]) {
      expect(plainCborJsonText(deep(256), false)).toBe(fullPath(deep(256), false));
      expect(plainCborJsonText(deep(257), false)).toBeUndefined();
      expect(fullPath(deep(257), false)).toBeInstanceOf(Error);
    }
    expect(plainCborJsonText(nested(256), false)).toBe(fullPath(nested(256), false));
    expect(plainCborJsonText(nested(257), false)).toBeUndefined();
    expect(fullPath(nested(257), false)).toBeInstanceOf(Error);
    const described = Uint8Array.from([0xd9, 0xd9, 0xf7, ...nested(256)]);
    expect(plainCborJsonText(described, false)).toBeUndefined();
    expect(fullPath(described, false)).toBeInstanceOf(Error);
  });

  it("is what manifestView prints, a tagged dec128 included", () => {
    fc.assert(
      fc.property(jsonValue, (v) => {
        const bytes = encodeJsonCbor(v, { selfDescribe: true });
        expect(manifestView(bytes)).toBe(`${fullPath(bytes, true) as string}\n`);
      }),
      propertyRuns(300),
    );
    const dec = encodeCbor(new CborMap([["dec128", new CborTag(2000n, encodeDecimal128("0.7"))]]));
    expect(manifestView(dec)).toBe(`${fullPath(dec, true) as string}\n`);
    expect(manifestView(dec)).toContain('"dec128": "0.7"');
  });
});
