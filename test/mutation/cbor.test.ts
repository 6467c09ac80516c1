/**
 * ir/cbor against hand-checked bytes: RFC 8949 Appendix A examples, the deterministic-encoding
 * rules of RFC 8949 section 4.2.1 at every head-width boundary, IEEE 754 binary16 bit patterns,
 * and the decoder's exact refusals (message and byte offset).
 */
import { describe, expect, it } from "vitest";
import { ByteWriter } from "../../ir/cbor/byte-writer.js";
import { CborDecodeError, decodeCbor, isCanonicalCbor } from "../../ir/cbor/decode.js";
import { compareBytes, encodeCbor } from "../../ir/cbor/encode.js";
import { encodeJsonCbor, withJsonCbor } from "../../ir/cbor/encode-json.js";
import { fromFloat16, toFloat16Exact } from "../../ir/cbor/float16.js";
import { cborToJson, jsonToCbor } from "../../ir/cbor/json-bridge.js";
import { CBOR_UNDEFINED, CborFloat, CborMap, CborTag, type CborValue } from "../../ir/cbor/value.js";
import { canonicalCborOfJson, canonicalCborOfValue, sha256Ref } from "../../ir/canonical/canonical-cbor.js";
import { JsonNumber, emptyObject, type Json, type JsonObject } from "../../ir/json/value.js";

const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
const bytes = (h: string): Uint8Array => new Uint8Array(Buffer.from(h.replace(/\s/g, ""), "hex"));
const obj = (entries: Array<[string, Json]>): JsonObject => {
  const o = emptyObject();
  for (const [k, v] of entries) o[k] = v;
  return o;
};

/** RFC 8949 Appendix A: integers. */
const INTEGERS: Array<[number | bigint, string]> = [
  [0, "00"],
  [1, "01"],
  [10, "0a"],
  [23, "17"],
  [24, "1818"],
  [25, "1819"],
  [100, "1864"],
  [255, "18ff"],
  [256, "190100"],
  [1000, "1903e8"],
  [65535, "19ffff"],
  [65536, "1a00010000"],
  [1000000, "1a000f4240"],
  [4294967295, "1affffffff"],
  [4294967296, "1b0000000100000000"],
  [1000000000000, "1b000000e8d4a51000"],
  [18446744073709551615n, "1bffffffffffffffff"],
  [-1, "20"],
  [-10, "29"],
  [-24, "37"],
  [-25, "3818"],
  [-100, "3863"],
  [-256, "38ff"],
  [-257, "390100"],
  [-1000, "3903e7"],
  [-65537, "3a00010000"],
  [-4294967297, "3b0000000100000000"],
  [-18446744073709551616n, "3bffffffffffffffff"],
];

/** RFC 8949 Appendix A: floats, in their preferred (shortest exact) width. */
const FLOATS: Array<[number, string]> = [
  [0.0, "f90000"],
  [-0.0, "f98000"],
  [1.0, "f93c00"],
  [1.1, "fb3ff199999999999a"],
  [1.5, "f93e00"],
  [65504.0, "f97bff"],
  [100000.0, "fa47c35000"],
  [3.4028234663852886e38, "fa7f7fffff"],
  [1.0e300, "fb7e37e43c8800759c"],
  [5.960464477539063e-8, "f90001"],
  [0.00006103515625, "f90400"],
  [-4.0, "f9c400"],
  [-4.1, "fbc010666666666666"],
  [Infinity, "f97c00"],
  [NaN, "f97e00"],
  [-Infinity, "f9fc00"],
];

describe("encodeCbor: RFC 8949 Appendix A", () => {
  it.each(INTEGERS)("integer %s", (n, h) => {
    expect(hex(encodeCbor(n))).toBe(h);
    if (typeof n === "number") expect(hex(encodeCbor(BigInt(n)))).toBe(h);
  });

  it.each(FLOATS)("float %s", (x, h) => {
    expect(hex(encodeCbor(new CborFloat(x)))).toBe(h);
  });

  it("simple values, strings, arrays, maps and tags", () => {
    expect(hex(encodeCbor(false))).toBe("f4");
    expect(hex(encodeCbor(true))).toBe("f5");
    expect(hex(encodeCbor(null))).toBe("f6");
    expect(hex(encodeCbor(CBOR_UNDEFINED))).toBe("f7");
    expect(hex(encodeCbor(new Uint8Array()))).toBe("40");
    expect(hex(encodeCbor(bytes("01020304")))).toBe("4401020304");
    expect(hex(encodeCbor(""))).toBe("60");
    expect(hex(encodeCbor("a"))).toBe("6161");
    expect(hex(encodeCbor("IETF"))).toBe("6449455446");
    expect(hex(encodeCbor('"\\'))).toBe("62225c");
    expect(hex(encodeCbor("\u00fc"))).toBe("62c3bc");
    expect(hex(encodeCbor("\u6c34"))).toBe("63e6b0b4");
    expect(hex(encodeCbor("\ud800\udd51"))).toBe("64f0908591");
    expect(hex(encodeCbor([]))).toBe("80");
    expect(hex(encodeCbor([1, 2, 3]))).toBe("83010203");
    expect(hex(encodeCbor([1, [2, 3], [4, 5]]))).toBe("8301820203820405");
    const twentyFive = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(hex(encodeCbor(twentyFive))).toBe("98190102030405060708090a0b0c0d0e0f101112131415161718181819");
    expect(hex(encodeCbor(new CborMap([])))).toBe("a0");
    expect(
      hex(
        encodeCbor(
          new CborMap([
            [1, 2],
            [3, 4],
          ]),
        ),
      ),
    ).toBe("a201020304");
    expect(
      hex(
        encodeCbor(
          new CborMap([
            ["a", 1],
            ["b", [2, 3]],
          ]),
        ),
      ),
    ).toBe("a26161016162820203");
    expect(hex(encodeCbor(["a", new CborMap([["b", "c"]])]))).toBe("826161a161626163");
    expect(hex(encodeCbor(new CborTag(1n, 1363896240)))).toBe("c11a514b67b0");
    expect(hex(encodeCbor(new CborTag(23n, bytes("01020304"))))).toBe("d74401020304");
    expect(hex(encodeCbor(new CborTag(32n, "http://www.example.com")))).toBe(
      "d82076687474703a2f2f7777772e6578616d706c652e636f6d",
    );
  });

  it("self-describe prefix d9 d9 f7", () => {
    expect(hex(encodeCbor(1, { selfDescribe: true }))).toBe("d9d9f701");
    expect(hex(encodeCbor(1, { selfDescribe: false }))).toBe("01");
    expect(hex(canonicalCborOfValue(1))).toBe("d9d9f701");
    expect(hex(canonicalCborOfValue(1, "spec"))).toBe("01");
    expect(hex(canonicalCborOfJson(obj([["a", 1]])))).toBe("d9d9f7a1616101");
    expect(hex(canonicalCborOfJson(obj([["a", 1]]), "spec"))).toBe("a1616101");
  });

  it("sha256Ref", () => {
    // SHA-256 of the empty string (FIPS 180-2 example).
    expect(sha256Ref(new Uint8Array())).toBe("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("sorts map keys by their encoded bytes (shorter first), whatever their type", () => {
    // RFC 8949 4.2.1: 10, 100, -1, "z", "aa", [100], [-1], false.
    const m = new CborMap([
      [false, 8],
      [[-1], 7],
      [[100], 6],
      ["aa", 5],
      ["z", 4],
      [-1, 3],
      [100, 2],
      [10, 1],
    ]);
    expect(hex(encodeCbor(m))).toBe(
      "a8" + "0a01" + "186402" + "2003" + "617a04" + "62616105" + "81186406" + "812007" + "f408",
    );
  });

  it("sorts long text keys by their head as well", () => {
    const k24 = "k".repeat(24);
    const k256 = "k".repeat(256);
    const k65536 = "k".repeat(65536);
    const m = new CborMap([
      [k65536, 4],
      [k256, 3],
      [k24, 2],
      ["k".repeat(23), 1],
    ]);
    const out = encodeCbor(m);
    const expected = Buffer.concat([
      Buffer.from("a4", "hex"),
      Buffer.from("77" + "6b".repeat(23) + "01", "hex"),
      Buffer.from("7818" + "6b".repeat(24) + "02", "hex"),
      Buffer.from("790100", "hex"),
      Buffer.from(k256),
      Buffer.from("03", "hex"),
      Buffer.from("7a00010000", "hex"),
      Buffer.from(k65536),
      Buffer.from("04", "hex"),
    ]);
    expect(hex(out)).toBe(expected.toString("hex"));
    // Encoded twice: the second time the short keys come from the key cache.
    expect(hex(encodeCbor(m))).toBe(expected.toString("hex"));
  });

  it("refuses duplicate keys, unsafe integers, arguments beyond 64 bits and non-values", () => {
    expect(() =>
      encodeCbor(
        new CborMap([
          ["a", 1],
          ["a", 2],
        ]),
      ),
    ).toThrow(new TypeError("CBOR map has duplicate keys"));
    expect(() =>
      encodeCbor(
        new CborMap([
          [1, 1],
          [1n, 2],
        ]),
      ),
    ).toThrow("CBOR map has duplicate keys");
    // Keys equal except the last byte are not duplicates.
    expect(
      hex(
        encodeCbor(
          new CborMap([
            ["ab", 1],
            ["aa", 2],
          ]),
        ),
      ),
    ).toBe("a262616102626162" + "01");
    expect(() => encodeCbor(1.5)).toThrow(
      "CBOR integer must be a safe integer or bigint (use CborFloat for floats): 1.5",
    );
    expect(() => encodeCbor(2 ** 53)).toThrow(TypeError);
    expect(hex(encodeCbor(2 ** 53 - 1))).toBe("1b001fffffffffffff");
    expect(hex(encodeCbor(-(2 ** 53 - 1)))).toBe("3b001ffffffffffffe");
    expect(() => encodeCbor(18446744073709551616n)).toThrow(
      new RangeError("CBOR argument out of range: 18446744073709551616"),
    );
    expect(() => encodeCbor(-18446744073709551617n)).toThrow(RangeError);
    expect(() => encodeCbor({} as unknown as CborValue)).toThrow("not a CBOR value: [object Object]");
  });
});

describe("compareBytes", () => {
  it("orders bytewise, then shorter first", () => {
    expect(compareBytes(bytes("01"), bytes("02"))).toBeLessThan(0);
    expect(compareBytes(bytes("02"), bytes("01"))).toBeGreaterThan(0);
    expect(compareBytes(bytes("0102"), bytes("01"))).toBe(1);
    expect(compareBytes(bytes("01"), bytes("0102"))).toBe(-1);
    expect(compareBytes(bytes("0105"), bytes("0103"))).toBe(2);
    expect(compareBytes(bytes("ff"), bytes("ff"))).toBe(0);
    expect(compareBytes(new Uint8Array(), new Uint8Array())).toBe(0);
  });
});

describe("ByteWriter", () => {
  const headHex = (major: number, n: number | bigint): string => {
    const w = new ByteWriter();
    w.head(major, n);
    return hex(w.finish());
  };

  it("writes the shortest head at each width boundary, for numbers and bigints", () => {
    const cases: Array<[number, string]> = [
      [0, "00"],
      [23, "17"],
      [24, "1818"],
      [255, "18ff"],
      [256, "190100"],
      [65535, "19ffff"],
      [65536, "1a00010000"],
      [4294967295, "1affffffff"],
      [4294967296, "1b0000000100000000"],
    ];
    for (const [n, h] of cases) {
      expect(headHex(0, n), String(n)).toBe(h);
      expect(headHex(0, BigInt(n)), `${n}n`).toBe(h);
    }
    expect(headHex(7, 0)).toBe("e0");
    expect(headHex(3, 300)).toBe("79012c");
    expect(headHex(6, 55799n)).toBe("d9d9f7");
    expect(headHex(1, 18446744073709551615n)).toBe("3bffffffffffffffff");
    expect(() => headHex(0, 18446744073709551616n)).toThrow("CBOR argument out of range: 18446744073709551616");
  });

  it("grows its buffer past 1024 bytes, keeping what it wrote", () => {
    const w = new ByteWriter();
    const big = new Uint8Array(5000).map((_, i) => i & 0xff);
    w.byte(0xaa);
    w.bytes(big);
    w.head(0, 1000);
    w.head(0, 100000);
    w.head(0, 2n ** 40n);
    w.float(1.1);
    w.float(100000);
    w.float(1.5);
    w.text("é".repeat(3000));
    const out = w.finish();
    expect(out.length).toBe(1 + 5000 + 3 + 5 + 9 + 9 + 5 + 3 + 3 + 6000);
    expect(out[0]).toBe(0xaa);
    expect(hex(out.subarray(1, 1 + 5000))).toBe(hex(big));
    expect(hex(out.subarray(5001, 5001 + 3 + 5 + 9 + 9 + 5 + 3 + 3))).toBe(
      "1903e8" + "1a000186a0" + "1b0000010000000000" + "fb3ff199999999999a" + "fa47c35000" + "f93e00" + "791770",
    );
    expect(Buffer.from(out.subarray(out.length - 6000)).toString("utf8")).toBe("é".repeat(3000));
  });

  it("grows by doubling until the request fits (one write far larger than the buffer)", () => {
    const w = new ByteWriter();
    w.byte(1);
    const big = new Uint8Array(10_000).fill(7);
    w.bytes(big);
    w.byte(2);
    const out = w.finish();
    expect(out.length).toBe(10_002);
    expect(out[0]).toBe(1);
    expect(out[10_000]).toBe(7);
    expect(out[10_001]).toBe(2);
  });

  it("writes short ASCII in place, and non-ASCII or long text with its UTF-8 length", () => {
    const t = (s: string): string => {
      const w = new ByteWriter();
      w.text(s);
      return hex(w.finish());
    };
    expect(t("")).toBe("60");
    expect(t("a")).toBe("6161");
    expect(t("a".repeat(23))).toBe("77" + "61".repeat(23));
    expect(t("a".repeat(24))).toBe("7818" + "61".repeat(24));
    expect(t("\u007f")).toBe("617f");
    expect(t("\u0080")).toBe("62c280");
    expect(t("aé")).toBe("6361c3a9");
    expect(t("é" + "a".repeat(22))).toBe("7818c3a9" + "61".repeat(22));
  });

  it("reset and view", () => {
    const w = new ByteWriter();
    w.text("abc");
    expect(hex(w.view())).toBe("63616263");
    expect(w.len).toBe(4);
    w.reset();
    expect(w.len).toBe(0);
    w.byte(0xf6);
    expect(hex(w.view())).toBe("f6");
    expect(hex(w.finish())).toBe("f6");
  });
});

describe("binary16", () => {
  it("exact halves: bit patterns", () => {
    const cases: Array<[number, number]> = [
      [0, 0x0000],
      [-0, 0x8000],
      [1, 0x3c00],
      [-2, 0xc000],
      [0.5, 0x3800],
      [1.5, 0x3e00],
      [65504, 0x7bff],
      [-65504, 0xfbff],
      [2 ** -14, 0x0400],
      [2 ** -24, 0x0001],
      [3 * 2 ** -24, 0x0003],
      [1023 * 2 ** -24, 0x03ff],
      [-(2 ** -24), 0x8001],
      [2 ** 15, 0x7800],
      [1 + 2 ** -10, 0x3c01],
      [2 - 2 ** -10, 0x3fff],
      [4, 0x4400],
      [8, 0x4800],
      [1024, 0x6400],
      [Infinity, 0x7c00],
      [-Infinity, 0xfc00],
      [NaN, 0x7e00],
    ];
    for (const [x, bits] of cases) expect(toFloat16Exact(x), String(x)).toBe(bits);
  });

  it("values a half cannot hold exactly", () => {
    for (const x of [65505, 65520, 65536, 1e6, 1 + 2 ** -11, 2 ** -25, 1.5 * 2 ** -24, 0.1, 1.1, 2 ** 16, 100000]) {
      expect(toFloat16Exact(x), String(x)).toBeUndefined();
    }
  });

  it("fromFloat16 inverts every finite pattern, and reads infinities and NaN", () => {
    expect(fromFloat16(0x0000)).toBe(0);
    expect(Object.is(fromFloat16(0x8000), -0)).toBe(true);
    expect(fromFloat16(0x0001)).toBe(2 ** -24);
    expect(fromFloat16(0x03ff)).toBe(1023 * 2 ** -24);
    expect(fromFloat16(0x0400)).toBe(2 ** -14);
    expect(fromFloat16(0x3c00)).toBe(1);
    expect(fromFloat16(0x3c01)).toBe(1 + 2 ** -10);
    expect(fromFloat16(0xc400)).toBe(-4);
    expect(fromFloat16(0x7bff)).toBe(65504);
    expect(fromFloat16(0x7c00)).toBe(Infinity);
    expect(fromFloat16(0xfc00)).toBe(-Infinity);
    expect(fromFloat16(0x7e00)).toBeNaN();
    expect(fromFloat16(0x7c01)).toBeNaN();
    for (let bits = 0; bits < 0x10000; bits += 37) {
      const x = fromFloat16(bits);
      if (Number.isNaN(x)) continue;
      expect(toFloat16Exact(x), bits.toString(16)).toBe(bits);
    }
  });
});

describe("decodeCbor", () => {
  it("reads RFC 8949 Appendix A back", () => {
    for (const [n, h] of INTEGERS)
      expect(decodeCbor(bytes(h)).value).toEqual(typeof n === "bigint" || !Number.isSafeInteger(n) ? BigInt(n) : n);
    for (const [x, h] of FLOATS) {
      const v = decodeCbor(bytes(h)).value;
      expect(v).toBeInstanceOf(CborFloat);
      expect(Object.is((v as CborFloat).value, x) || (Number.isNaN(x) && Number.isNaN((v as CborFloat).value))).toBe(
        true,
      );
    }
    // A negative integer is a number while it is within ±(2^53 - 1), a bigint past it.
    expect(decodeCbor(bytes("3b001ffffffffffffe")).value).toBe(-9007199254740991);
    expect(decodeCbor(bytes("3b001fffffffffffff")).value).toBe(-9007199254740992n);
    expect(decodeCbor(bytes("3b0020000000000000")).value).toBe(-9007199254740993n);
    expect(decodeCbor(bytes("f4")).value).toBe(false);
    expect(decodeCbor(bytes("f5")).value).toBe(true);
    expect(decodeCbor(bytes("f6")).value).toBe(null);
    expect(decodeCbor(bytes("f7")).value).toBe(CBOR_UNDEFINED);
    expect(decodeCbor(bytes("4401020304")).value).toEqual(bytes("01020304"));
    expect(decodeCbor(bytes("64f0908591")).value).toBe("\ud800\udd51");
    expect(decodeCbor(bytes("8301820203820405")).value).toEqual([1, [2, 3], [4, 5]]);
    const m = decodeCbor(bytes("a26161016162820203")).value as CborMap;
    expect(m).toBeInstanceOf(CborMap);
    expect(m.entries).toEqual([
      ["a", 1],
      ["b", [2, 3]],
    ]);
    expect(m.get("b")).toEqual([2, 3]);
    expect(m.get("c")).toBeUndefined();
    const t = decodeCbor(bytes("c11a514b67b0")).value as CborTag;
    expect(t).toBeInstanceOf(CborTag);
    expect(t.tag).toBe(1n);
    expect(t.value).toBe(1363896240);
    // Wider-than-needed heads still read (the decoder is not the canonical check).
    expect(decodeCbor(bytes("1b0000000000000001")).value).toBe(1);
    expect(decodeCbor(bytes("fa3fc00000")).value).toEqual(new CborFloat(1.5));
    expect(decodeCbor(bytes("fb3ff8000000000000")).value).toEqual(new CborFloat(1.5));
    expect(decodeCbor(bytes("3b001fffffffffffff")).value).toBe(-9007199254740992n);
    expect(decodeCbor(bytes("3b001ffffffffffffe")).value).toBe(-9007199254740991);
    expect(decodeCbor(bytes("1b0020000000000000")).value).toBe(9007199254740992n);
    expect(decodeCbor(bytes("1b001fffffffffffff")).value).toBe(9007199254740991);
  });

  it("a text string that starts with U+FEFF keeps it", () => {
    expect(decodeCbor(bytes("63efbbbf")).value).toBe("\ufeff");
  });

  it("strips the self-describe tag and says so", () => {
    const d = decodeCbor(bytes("d9d9f7a0"));
    expect(d.selfDescribed).toBe(true);
    expect(d.value).toEqual(new CborMap([]));
    const plain = decodeCbor(bytes("d9d9f6a0"));
    expect(plain.selfDescribed).toBe(false);
    expect((plain.value as CborTag).tag).toBe(55798n);
    expect(decodeCbor(bytes("a0")).selfDescribed).toBe(false);
  });

  const refusal = (h: string, maxDepth?: number): { message: string; offset: number; code: string } => {
    try {
      decodeCbor(bytes(h), maxDepth);
    } catch (e) {
      expect(e).toBeInstanceOf(CborDecodeError);
      const d = e as CborDecodeError;
      return { message: d.message, offset: d.offset, code: d.code };
    }
    throw new Error(`decoded ${h}`);
  };

  it("refuses malformed input with the reason and the byte offset", () => {
    expect(refusal("")).toEqual({ message: "unexpected end of CBOR input at byte 0", offset: 0, code: "CBOR-DECODE" });
    expect(refusal("0001")).toEqual({
      message: "trailing bytes after CBOR item at byte 1",
      offset: 1,
      code: "CBOR-DECODE",
    });
    expect(refusal("18")).toMatchObject({ message: "unexpected end of CBOR input at byte 1", offset: 1 });
    expect(refusal("1901")).toMatchObject({ message: "unexpected end of CBOR input at byte 1", offset: 1 });
    expect(refusal("1a010203")).toMatchObject({ offset: 1 });
    expect(refusal("1b01020304050607")).toMatchObject({ message: "unexpected end of CBOR input at byte 1", offset: 1 });
    expect(refusal("1c")).toMatchObject({ message: "reserved additional information at byte 0", offset: 0 });
    expect(refusal("011e")).toMatchObject({ message: "trailing bytes after CBOR item at byte 1" });
    expect(refusal("811e")).toMatchObject({ message: "reserved additional information at byte 1", offset: 1 });
    expect(refusal("821e")).toMatchObject({ message: "length exceeds the input at byte 1", offset: 1 });
    expect(refusal("9f")).toMatchObject({ message: "indefinite lengths are not allowed at byte 0", offset: 0 });
    expect(refusal("5f")).toMatchObject({ message: "indefinite lengths are not allowed at byte 0" });
    expect(refusal("4201")).toMatchObject({ message: "length exceeds the input at byte 1", offset: 1 });
    expect(refusal("62c3")).toMatchObject({ message: "length exceeds the input at byte 1" });
    expect(refusal("8301")).toMatchObject({ message: "length exceeds the input at byte 1", offset: 1 });
    expect(refusal("821901")).toMatchObject({ message: "unexpected end of CBOR input at byte 2", offset: 2 });
    expect(refusal("a101")).toMatchObject({ message: "unexpected end of CBOR input at byte 2" });
    expect(refusal("62c328")).toMatchObject({ message: "invalid UTF-8 in text string at byte 1", offset: 1 });
    expect(refusal("8162ffff")).toMatchObject({ message: "invalid UTF-8 in text string at byte 2", offset: 2 });
    expect(refusal("f0")).toMatchObject({ message: "unsupported simple value 16 at byte 0", offset: 0 });
    expect(refusal("80f818")).toMatchObject({ message: "trailing bytes after CBOR item at byte 1" });
    expect(refusal("f818")).toMatchObject({ message: "unsupported simple value 24 at byte 0" });
    expect(refusal("f9")).toMatchObject({ message: "unexpected end of CBOR input at byte 1" });
    expect(refusal("fa000000")).toMatchObject({ message: "unexpected end of CBOR input at byte 1" });
    expect(refusal("fb00000000000000")).toMatchObject({ message: "unexpected end of CBOR input at byte 1" });
    expect(refusal("ff")).toMatchObject({ message: "unsupported simple value 31 at byte 0" });
    // A length whose argument is larger than what remains, even with 64-bit heads.
    expect(refusal("5b0000000000000002ff")).toMatchObject({ message: "length exceeds the input at byte 9", offset: 9 });
    expect(decodeCbor(bytes("5b000000000000000100")).value).toEqual(bytes("00"));
  });

  it("limits nesting at exactly maxDepth", () => {
    expect(decodeCbor(bytes("818180"), 2).value).toEqual([[[]]]);
    expect(refusal("81818180", 2)).toMatchObject({ message: "nesting too deep at byte 3", offset: 3 });
    expect(refusal("d9d9f7818180", 2)).toMatchObject({ message: "nesting too deep at byte 5" });
    expect(refusal("a1018180", 1)).toMatchObject({ message: "nesting too deep at byte 3" });
    expect(refusal("a181800", 1)).toMatchObject({ message: "nesting too deep at byte 2" });
    // Default depth: 256 levels read, 257 do not.
    expect(() => decodeCbor(bytes("81".repeat(256) + "00"))).not.toThrow();
    expect(refusal("81".repeat(257) + "00")).toMatchObject({ message: "nesting too deep at byte 257" });
  });

  it("isCanonicalCbor", () => {
    expect(isCanonicalCbor(bytes("a26161016162820203"))).toBe(true);
    expect(isCanonicalCbor(bytes("d9d9f7a0"))).toBe(true);
    expect(isCanonicalCbor(bytes("1817"))).toBe(false);
    expect(isCanonicalCbor(bytes("fa3fc00000"))).toBe(false);
    expect(isCanonicalCbor(bytes("a2616201616102"))).toBe(false);
    expect(isCanonicalCbor(bytes("1801"))).toBe(false);
    expect(isCanonicalCbor(bytes("ff"))).toBe(false);
    expect(isCanonicalCbor(bytes("0000"))).toBe(false);
    // Same length, one byte different after re-encoding: 0x18 0x17 vs 0x17 is a length change; this is not.
    expect(isCanonicalCbor(bytes("f93c00"))).toBe(true);
    expect(isCanonicalCbor(bytes("a2616101616101"))).toBe(false);
  });
});

describe("JSON → CBOR", () => {
  it("encodeJsonCbor: serde semantics for numbers", () => {
    const e = (v: Json): string => hex(encodeJsonCbor(v));
    expect(e(0)).toBe("00");
    expect(e(-0)).toBe("f98000");
    expect(e(24)).toBe("1818");
    expect(e(-25)).toBe("3818");
    expect(e(1.5)).toBe("f93e00");
    expect(e(2 ** 53)).toBe("fa5a000000");
    expect(e(9007199254740991)).toBe("1b001fffffffffffff");
    expect(e(18446744073709551615n)).toBe("1bffffffffffffffff");
    expect(e(18446744073709551616n)).toBe("fa5f800000");
    expect(e(-9223372036854775808n)).toBe("3b7fffffffffffffff");
    expect(e(-9223372036854775809n)).toBe("fadf000000");
    expect(e(0n)).toBe("00");
    expect(e(-1n)).toBe("20");
    expect(e(new JsonNumber("0"))).toBe("00");
    expect(e(new JsonNumber("-0"))).toBe("f98000");
    expect(e(new JsonNumber("-1"))).toBe("20");
    expect(e(new JsonNumber("100"))).toBe("1864");
    expect(e(new JsonNumber("999999999999999"))).toBe("1b00038d7ea4c67fff");
    expect(e(new JsonNumber("-999999999999999"))).toBe("3b00038d7ea4c67ffe");
    expect(e(new JsonNumber("9999999999999999"))).toBe("1b002386f26fc0ffff");
    expect(e(new JsonNumber("18446744073709551615"))).toBe("1bffffffffffffffff");
    expect(e(new JsonNumber("18446744073709551616"))).toBe("fa5f800000");
    expect(e(new JsonNumber("-9223372036854775808"))).toBe("3b7fffffffffffffff");
    expect(e(new JsonNumber("1.0"))).toBe("f93c00");
    expect(e(new JsonNumber("1e2"))).toBe("f95640");
    expect(e(new JsonNumber("0.1"))).toBe("fb3fb999999999999a");
    expect(e(null)).toBe("f6");
    expect(e(true)).toBe("f5");
    expect(e(false)).toBe("f4");
    expect(e("IETF")).toBe("6449455446");
    expect(e([1, [2, 3]])).toBe("8201820203");
  });

  it("encodeJsonCbor: keys by UTF-8 length, then bytes", () => {
    const o = obj([
      ["bb", 1],
      ["a", 2],
      ["é", 3], // 2 UTF-8 bytes: after "a", before "bb"? c3a9 vs 6262: "bb" first
      ["b", 4],
      ["\u{1F600}", 5],
      ["aaa", 6],
    ]);
    // a(61) b(62) | bb(6262) é(c3a9) | aaa(616161) | 😀(f09f9880)
    expect(hex(encodeJsonCbor(o))).toBe(
      "a6" + "616102" + "616204" + "6262620" + "1" + "62c3a903" + "6361616106" + "64f09f988005",
    );
    expect(hex(encodeJsonCbor(o))).toBe(hex(encodeCbor(jsonToCbor(o))));
    expect(
      hex(
        encodeJsonCbor(
          obj([
            ["b", 1],
            ["a", 2],
            ["c", 3],
          ]),
        ),
      ),
    ).toBe("a3616102616201616303");
    expect(
      hex(
        encodeJsonCbor(
          obj([
            ["\u00e9", 1],
            ["\u00e8", 2],
          ]),
        ),
      ),
    ).toBe("a262c3a80262c3a901");
  });

  it("encodeJsonCbor: the dec128 rewrite, only for a one-key object with a text value", () => {
    const dec128 = (t: string): Uint8Array => new Uint8Array(Buffer.from(t));
    expect(hex(encodeJsonCbor(obj([["dec128", "1"]]), { dec128 }))).toBe(
      "a1" + "66646563313238" + "d907d0" + "41" + "31",
    );
    expect(hex(encodeJsonCbor(obj([["dec128", "1"]])))).toBe("a1" + "66646563313238" + "6131");
    expect(hex(encodeJsonCbor(obj([["dec128", 1]]), { dec128 }))).toBe("a1" + "66646563313238" + "01");
    expect(
      hex(
        encodeJsonCbor(
          obj([
            ["dec128", "1"],
            ["x", 1],
          ]),
          { dec128 },
        ),
      ),
    ).toBe("a2" + "617801" + "66646563313238" + "6131");
    expect(hex(encodeJsonCbor(obj([["dec129", "1"]]), { dec128 }))).toBe("a1" + "66646563313239" + "6131");
    expect(hex(encodeJsonCbor([obj([["dec128", "12"]])], { dec128, selfDescribe: true }))).toBe(
      "d9d9f7" + "81" + "a1" + "66646563313238" + "d907d0" + "42" + "3132",
    );
  });

  it("withJsonCbor lends the bytes; nested use gets its own writer", () => {
    const seen = withJsonCbor([1, 2], {}, (b) => hex(b));
    expect(seen).toBe("820102");
    const nested = withJsonCbor("a", { selfDescribe: true }, (outer) => {
      const inner = withJsonCbor("b", {}, (b) => hex(b));
      return `${hex(outer)}|${inner}`;
    });
    expect(nested).toBe("d9d9f76161|6162");
    // The lent writer is returned and reused: the next encoding is not polluted.
    expect(hex(encodeJsonCbor("c"))).toBe("6163");
  });

  it("jsonToCbor keeps integers exact and turns the rest into floats", () => {
    expect(jsonToCbor(null)).toBe(null);
    expect(jsonToCbor("x")).toBe("x");
    expect(jsonToCbor(true)).toBe(true);
    expect(jsonToCbor(5)).toBe(5);
    expect(jsonToCbor(-0)).toEqual(new CborFloat(-0));
    expect(Object.is((jsonToCbor(-0) as CborFloat).value, -0)).toBe(true);
    expect(jsonToCbor(1.5)).toEqual(new CborFloat(1.5));
    expect(jsonToCbor(2 ** 53)).toEqual(new CborFloat(2 ** 53));
    expect(jsonToCbor(18446744073709551615n)).toBe(18446744073709551615n);
    expect(jsonToCbor(18446744073709551616n)).toEqual(new CborFloat(18446744073709551616));
    expect(jsonToCbor(-9223372036854775808n)).toBe(-9223372036854775808n);
    expect(jsonToCbor(-9223372036854775809n)).toEqual(new CborFloat(-9223372036854775808));
    expect(jsonToCbor(new JsonNumber("7"))).toBe(7n);
    expect(jsonToCbor(new JsonNumber("-7"))).toBe(-7n);
    expect(jsonToCbor(new JsonNumber("7.5"))).toEqual(new CborFloat(7.5));
    expect(jsonToCbor([1, "a"])).toEqual([1, "a"]);
    expect(jsonToCbor(obj([["k", 1]]))).toEqual(new CborMap([["k", 1]]));
    expect(() => jsonToCbor(undefined as unknown as Json)).toThrow("not a JSON value: undefined");
  });

  it("cborToJson for display", () => {
    expect(cborToJson(null)).toBe(null);
    expect(cborToJson(CBOR_UNDEFINED)).toBe(null);
    expect(cborToJson(true)).toBe(true);
    expect(cborToJson("s")).toBe("s");
    expect(cborToJson(3)).toBe(3);
    expect(cborToJson(3n)).toBe(3n);
    expect(cborToJson(new CborFloat(1))).toEqual(new JsonNumber("1.0"));
    expect(cborToJson(new CborFloat(Infinity))).toBe("Infinity");
    expect(cborToJson(new CborFloat(NaN))).toBe("NaN");
    expect(cborToJson(bytes("0102ff"))).toEqual(obj([["$bytes", "AQL/"]]));
    expect(cborToJson([1, null])).toEqual([1, null]);
    expect(
      cborToJson(
        new CborMap([
          ["a", 1],
          [2, "b"],
          [[1], "c"],
        ]),
      ),
    ).toEqual(
      obj([
        ["a", 1],
        ["2", "b"],
        ["[1]", "c"],
      ]),
    );
    expect(cborToJson(new CborMap([[5n, 1]]))).toEqual(obj([['"5"', 1]]));
    expect(cborToJson(new CborTag(2000n, "x"))).toEqual(
      obj([
        ["$tag", 2000n],
        ["value", "x"],
      ]),
    );
    expect(() => cborToJson({} as unknown as CborValue)).toThrow("unknown CBOR value");
  });
});
