/**
 * agentc's canonical CBOR (ir/cbor) against an independent implementation, cborg: every byte string
 * agentc writes for AIR must decode under cborg's strictest settings to the value it came from, hold
 * RFC 8949 §4.2.1's canonical form (map keys ascending by their encoded bytes, shortest float that
 * keeps the value) as checked on cborg's token stream, and be byte for byte what cborg's own RFC 8949
 * encoder writes for the same value wherever the value survives a trip through JavaScript numbers.
 * (RFC 8949 Appendix A's own examples, floats included, are in test/mutation/cbor.test.ts.)
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Tagged, Tokenizer, Type, decode, encode, rfc8949EncodeOptions, type DecodeOptions } from "cborg";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalCborOfJson, type CborProfile } from "../../ir/canonical/canonical-cbor.js";
import { encodeCbor } from "../../ir/cbor/encode.js";
import { encodeJsonCbor } from "../../ir/cbor/encode-json.js";
import { CborFloat, CborMap, CborTag, type CborValue } from "../../ir/cbor/value.js";
import { parseJson } from "../../ir/json/parse.js";
import { JsonNumber, type Json, type JsonObject } from "../../ir/json/value.js";
import { canonicalNodeBytes } from "../../ir/dialects/air/node-hash.js";
import { layoutAirWorld } from "../../emitters/air/world.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { corpusPath } from "../support/corpus.js";
import { DIGEST } from "../support/air-world.js";
import { propertyRuns } from "../support/property-runs.js";

const SELF_DESCRIBE = Buffer.from("d9d9f7", "hex");
const DEC128_TAG = 2000;

/** cborg at its strictest: shortest heads, no indefinite lengths, no duplicates, no undefined/NaN/∞. */
const STRICT: DecodeOptions = {
  strict: true,
  rejectDuplicateMapKeys: true,
  allowIndefinite: false,
  allowUndefined: false,
  allowNaN: false,
  allowInfinity: false,
  tags: Object.assign([], { [DEC128_TAG]: Tagged.decoder(DEC128_TAG) }),
};

/** The body of an AIR byte string: without the self-describe prefix the `aos` profile requires. */
function body(bytes: Uint8Array, profile: CborProfile): Uint8Array {
  const prefixed = Buffer.from(bytes.subarray(0, 3)).equals(SELF_DESCRIBE);
  expect(prefixed).toBe(profile === "aos");
  return prefixed ? bytes.subarray(3) : bytes;
}

/** Whether `x` is exactly representable as an IEEE 754 half (binary16). */
function fitsHalf(x: number): boolean {
  const a = Math.abs(x);
  if (a === 0) return true;
  if (a > 65504) return false;
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e--;
  if (2 ** (e + 1) <= a) e++;
  const quantum = 2 ** (Math.max(e, -14) - 10);
  return Number.isInteger(a / quantum);
}

const shortestFloatLength = (x: number): number => (fitsHalf(x) ? 3 : Math.fround(x) === x ? 5 : 9);

interface Canonicity {
  /** Integral floats decode to JavaScript integers, so cborg cannot re-encode those values byte for byte. */
  integralFloats: number;
}

/** Walks cborg's tokens: every map's keys strictly ascending by encoded bytes, every float in its shortest width. */
function checkCanonical(bytes: Uint8Array): Canonicity {
  const t = new Tokenizer(bytes, STRICT);
  const seen: Canonicity = { integralFloats: 0 };
  const item = (): void => {
    const token = t.next();
    if (token.type === Type.array) for (let i = 0; i < (token.value as number); i++) item();
    else if (token.type === Type.map) {
      let previous: Buffer | undefined;
      for (let i = 0; i < (token.value as number); i++) {
        const start = t.pos();
        item();
        const key = Buffer.from(bytes.subarray(start, t.pos()));
        if (previous)
          expect(
            Buffer.compare(previous, key),
            `map key ${key.toString("hex")} after ${previous.toString("hex")}`,
          ).toBe(-1);
        previous = key;
        item();
      }
    } else if (token.type === Type.tag) item();
    else if (token.type === Type.float) {
      const x = token.value as number;
      expect(token.encodedLength, `float ${x}`).toBe(shortestFloatLength(x));
      if (Number.isInteger(x)) seen.integralFloats++;
    }
  };
  item();
  expect(t.done()).toBe(true);
  return seen;
}

/** A lossless JSON value as cborg decodes it: integers as numbers (bigints beyond 2^53), floats as numbers. */
function plain(v: Json): unknown {
  if (v instanceof JsonNumber) {
    if (!v.isIntegerLexeme) return v.toNumber();
    const n = BigInt(v.lexeme);
    return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
  }
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === "object" && typeof v !== "bigint")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

/** cborg's decoding with tag 2000 (`spec` dec128) shown as the 16 bytes' hex, which the JSON side cannot spell. */
function decodedForComparison(v: unknown): unknown {
  if (v instanceof Tagged) return { tag: v.tag, hex: Buffer.from(v.value as Uint8Array).toString("hex") };
  if (Array.isArray(v)) return v.map(decodedForComparison);
  if (v && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decodedForComparison(x)]));
  return v;
}

/** Full oracle check of one byte string agentc wrote: decodes, canonical, and cborg writes the same bytes. */
function agreeWithCborg(bytes: Uint8Array, profile: CborProfile): unknown {
  const b = body(bytes, profile);
  const decoded: unknown = decode(b, STRICT);
  const { integralFloats } = checkCanonical(b);
  if (integralFloats === 0)
    expect(Buffer.from(encode(decoded, rfc8949EncodeOptions)).toString("hex")).toBe(Buffer.from(b).toString("hex"));
  return decoded;
}

function jsonFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => join(dir, f));
}

const AIR_JSON = [
  corpusPath("air/seed-style-nodes"),
  corpusPath("air/schemas-seed"),
  corpusPath("air/worlds"),
  DIGEST,
].flatMap(jsonFiles);

describe("AIR canonical CBOR read back by cborg", () => {
  it("has documents to check", () => expect(AIR_JSON.length).toBeGreaterThan(30));

  for (const profile of ["aos", "spec"] as const) {
    it(`${profile}: every corpus and fixture document decodes to its own value, canonically, as cborg would write it`, () => {
      let identical = 0;
      for (const file of AIR_JSON) {
        const json = parseJson(readFileSync(file, "utf8")).value;
        const bytes = canonicalCborOfJson(json, profile);
        expect(decode(body(bytes, profile), STRICT), file).toEqual(plain(json));
        agreeWithCborg(bytes, profile);
        if (checkCanonical(body(bytes, profile)).integralFloats === 0) identical++;
      }
      // Nearly every document is compared byte for byte, not only by value.
      expect(identical).toBeGreaterThan(AIR_JSON.length * 0.8);
    });
  }

  for (const profile of ["aos", "spec"] as const) {
    it(`${profile}: an emitted world's store holds each node under the sha256 of its bytes, and its manifest is its JSON view`, () => {
      const world = validateAir(DIGEST, { profile }).resolved;
      const files = new Map(
        layoutAirWorld(world).files.map(([p, d]) => [p, typeof d === "string" ? Buffer.from(d) : d]),
      );
      const nodes = [...files].filter(([p]) => p.startsWith(".store/nodes/sha256/"));
      expect(nodes.length).toBeGreaterThanOrEqual(5);
      for (const [path, bytes] of nodes) {
        expect(createHash("sha256").update(bytes).digest("hex")).toBe(path.slice(".store/nodes/sha256/".length));
        agreeWithCborg(bytes, profile);
      }
      const manifest = agreeWithCborg(files.get("manifest.air.cbor")!, profile);
      expect(manifest).toEqual(JSON.parse(files.get("manifest.air.json")!.toString()));
    });
  }

  it("spec: dec128 is tag 2000 over the 16 big-endian bytes of IEEE 754 BID decimal128", () => {
    const plan = parseJson(readFileSync(join(DIGEST, "plan.air.json"), "utf8")).value as JsonObject;
    expect(JSON.stringify(plan)).toContain('"temperature":{"dec128":"0.2"}');
    const tagged: unknown[] = [];
    const collect = (v: unknown): void => {
      if (v instanceof Tagged) tagged.push(decodedForComparison(v));
      else if (v && typeof v === "object") Object.values(v).forEach(collect);
    };
    collect(agreeWithCborg(canonicalNodeBytes(plan, "spec"), "spec"));
    // 0.2 = 2 × 10^-1: biased exponent 6176 - 1 = 0x181f in bits 113–126, coefficient 2 in the low bits.
    expect(tagged).toEqual([{ tag: 2000, hex: "303e0000000000000000000000000002" }]);
    // The aos profile keeps dec128 as its text.
    tagged.length = 0;
    collect(agreeWithCborg(canonicalNodeBytes(plan, "aos"), "aos"));
    expect(tagged).toEqual([]);
  });
});

/** Doubles, and values that fit a float32 or a float16 exactly, so every width is exercised; integral ones are integers in JavaScript. */
const nonIntegralFloat = fc
  .oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.float({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -65504 * 4, max: 65504 * 4 }).map((n) => n / 4),
    fc.integer({ min: 1, max: 1023 }).map((n) => n * 2 ** -24),
  )
  .filter((x) => !Number.isInteger(x))
  // cborg writes half-precision subnormals (|x| < 2^-14) as float32; RFC 8949 (Appendix A: 5.960464477539063e-8
  // is f9 00 01) and agentc use the shorter half: the RFC's own examples check those (test/mutation/cbor.test.ts).
  .filter((x) => !(Math.abs(x) < 2 ** -14 && fitsHalf(x)));

/** JSON values built in code (plain numbers, bigints within 64 bits); integral numbers are integers in both encoders. */
const jsonValue = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, true, false),
    fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
    fc.bigInt({ min: -(2n ** 63n), max: 2n ** 64n - 1n }),
    nonIntegralFloat,
    fc.string({ unit: "grapheme" }),
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(fc.string({ unit: "grapheme", maxLength: 8 }), tie("value"), { maxKeys: 6 }),
  ),
})).value;

/** CBOR values with byte strings, tags and integer keys (which JSON cannot hold), as agentc and as cborg write them. */
const cborPair = fc.letrec<{ pair: [CborValue, unknown] }>((tie) => ({
  pair: fc.oneof(
    { depthSize: "small" },
    fc.integer().map((n): [CborValue, unknown] => [n, n]),
    nonIntegralFloat.map((x): [CborValue, unknown] => [new CborFloat(x), x]),
    fc.string({ unit: "grapheme" }).map((s): [CborValue, unknown] => [s, s]),
    fc.uint8Array({ maxLength: 40 }).map((b): [CborValue, unknown] => [b, b]),
    fc
      .tuple(fc.integer({ min: 0, max: 100_000 }), tie("pair"))
      .map(([tag, [a, c]]): [CborValue, unknown] => [new CborTag(BigInt(tag), a), new Tagged(tag, c)]),
    fc
      .array(tie("pair"), { maxLength: 4 })
      .map((xs): [CborValue, unknown] => [xs.map((x) => x[0]), xs.map((x) => x[1])]),
    fc
      .uniqueArray(
        fc.tuple(fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.string({ maxLength: 6 })), tie("pair")),
        { selector: ([k]) => `${typeof k}:${k}`, maxLength: 5 },
      )
      .map((entries): [CborValue, unknown] => [
        new CborMap(entries.map(([k, [a]]) => [k, a])),
        new Map(entries.map(([k, [, c]]) => [k, c])),
      ]),
  ),
})).pair;

describe("agentc's encoders and cborg's RFC 8949 encoder write the same bytes", () => {
  it("for any JSON value (one-pass JSON encoder)", () => {
    fc.assert(
      fc.property(jsonValue, (v) => {
        expect(Buffer.from(encodeJsonCbor(v)).toString("hex")).toBe(
          Buffer.from(encode(v, rfc8949EncodeOptions)).toString("hex"),
        );
      }),
      propertyRuns(300),
    );
  });

  it("for any CBOR value with byte strings, tags and integer keys (value-tree encoder)", () => {
    fc.assert(
      fc.property(cborPair, ([ours, theirs]) => {
        expect(Buffer.from(encodeCbor(ours)).toString("hex")).toBe(
          Buffer.from(encode(theirs, rfc8949EncodeOptions)).toString("hex"),
        );
      }),
      propertyRuns(300),
    );
  });
});
