/**
 * ir/json against hand-computed expectations: the strict reader's exact refusals (serde_json's
 * messages, 1-based line and column), recorded positions, serde_json's number reading and printing,
 * and the JSON text writers.
 */
import { describe, expect, it } from "vitest";
import { JsonParseError, parseJson } from "../../ir/json/parse.js";
import { LineIndex, rangeOf } from "../../ir/json/line-index.js";
import { escapePointerToken, pointerAppend, pointerFromPath, unescapePointerToken } from "../../ir/json/pointer.js";
import { NumberOutOfRange, formatF64, formatSerdeNumber, serdeNumber } from "../../ir/json/serde-number.js";
import { serdeJsonText, serdeNumberText, serdeQuote } from "../../ir/json/serde-text.js";
import { compactJsonText, orderedJsonText } from "../../ir/json/ordered-text.js";
import { compareCodePoints, compareCodeUnits, nfc, quoteMinimal } from "../../ir/json/strings.js";
import {
  JsonNumber,
  emptyObject,
  fromPlain,
  isJsonNumber,
  isJsonObject,
  jsonEqual,
  numberOf,
  toPlain,
  type Json,
  type JsonObject,
} from "../../ir/json/value.js";
import { JcsRangeError, jcsBytes, jcsText } from "../../ir/canonical/jcs.js";

const obj = (entries: Array<[string, Json]>): JsonObject => {
  const o = emptyObject();
  for (const [k, v] of entries) o[k] = v;
  return o;
};

function refusal(
  text: string,
  options: Parameters<typeof parseJson>[1] = {},
): { reason: string; line: number; col: number; offset: number } {
  try {
    parseJson(text, options);
  } catch (e) {
    expect(e).toBeInstanceOf(JsonParseError);
    const p = e as JsonParseError;
    expect(p.message).toBe(`${p.reason} at line ${p.line} column ${p.col}`);
    expect(p.code).toBe("JSON-PARSE");
    return { reason: p.reason, line: p.line, col: p.col, offset: p.offset };
  }
  throw new Error(`parsed: ${text}`);
}

describe("parseJson: values", () => {
  it("reads every kind of value, keeping number lexemes", () => {
    const { value } = parseJson(
      ' \t\r\n{"a": [1, -2.5e+3, 0, -0, 1E2, 0.25], "b": {"c": null, "d": true, "e": false}, "f": "x"} \n',
    );
    expect(value).toEqual(
      obj([
        [
          "a",
          [
            new JsonNumber("1"),
            new JsonNumber("-2.5e+3"),
            new JsonNumber("0"),
            new JsonNumber("-0"),
            new JsonNumber("1E2"),
            new JsonNumber("0.25"),
          ],
        ],
        [
          "b",
          obj([
            ["c", null],
            ["d", true],
            ["e", false],
          ]),
        ],
        ["f", "x"],
      ]),
    );
    expect(parseJson("[]").value).toEqual([]);
    expect(parseJson("{}").value).toEqual(obj([]));
    expect(parseJson("[ ]").value).toEqual([]);
    expect(parseJson("{ }").value).toEqual(obj([]));
    expect(parseJson("[[],{}]").value).toEqual([[], obj([])]);
    expect(parseJson('"\\"\\\\\\/\\b\\f\\n\\r\\t\\u0041\\u00e9\\uD83D\\uDE00\\uFFFF"').value).toBe(
      '"\\/\b\f\n\r\tAé\u{1F600}\uffff',
    );
    expect(parseJson('"\\u00Ff\\u00aB"').value).toBe("\u00ff\u00ab");
    expect(parseJson('"a\\nb"').value).toBe("a\nb");
    expect(parseJson('"abc"').value).toBe("abc");
    expect(parseJson("12345678901234567890123").value).toEqual(new JsonNumber("12345678901234567890123"));
    expect(parseJson(`0.${"1".repeat(400)}`).value).toEqual(new JsonNumber(`0.${"1".repeat(400)}`));
    expect(parseJson("1".repeat(400)).value).toEqual(new JsonNumber("1".repeat(400)));
  });

  it("keeps the last of repeated keys, or refuses them", () => {
    expect(parseJson('{"a":1,"a":2}').value).toEqual(obj([["a", new JsonNumber("2")]]));
    expect(refusal('{"a":1,\n "a":2}', { duplicateKeys: "error" })).toEqual({
      reason: "duplicate field `a`",
      line: 2,
      col: 2,
      offset: 9,
    });
    expect(parseJson('{"__proto__":1}').value).toEqual(obj([["__proto__", new JsonNumber("1")]]));
    expect(parseJson('{"toString":1}', { duplicateKeys: "error" }).value).toEqual(
      obj([["toString", new JsonNumber("1")]]),
    );
  });

  it("limits nesting like serde_json (128 by default: 127 levels read)", () => {
    expect(() => parseJson("[".repeat(127) + "]".repeat(127))).not.toThrow();
    expect(refusal("[".repeat(128) + "]".repeat(128))).toMatchObject({ reason: "recursion limit exceeded", col: 129 });
    expect(refusal('{"a":{"b":1}}', { maxDepth: 2 })).toMatchObject({ reason: "recursion limit exceeded", col: 7 });
    expect(parseJson('{"a":1}', { maxDepth: 2 }).value).toEqual(obj([["a", new JsonNumber("1")]]));
    expect(parseJson("[[1],[2],[3]]", { maxDepth: 3 }).value).toEqual([
      [new JsonNumber("1")],
      [new JsonNumber("2")],
      [new JsonNumber("3")],
    ]);
    expect(parseJson('[{},{},{"a":[]}]', { maxDepth: 4 }).value).toHaveLength(3);
  });
});

describe("parseJson: refusals (serde_json's messages)", () => {
  it.each<[string, string, number, number]>([
    ["", "EOF while parsing a value", 1, 1],
    ["   ", "EOF while parsing a value", 1, 4],
    ["1 2", "trailing characters", 1, 3],
    ["{} x", "trailing characters", 1, 4],
    ["x", "expected value", 1, 1],
    ["NaN", "expected value (NaN and Infinity are not JSON numbers)", 1, 1],
    ["-Infinity", "expected value (NaN and Infinity are not JSON numbers)", 1, 1],
    ["[inf]", "expected value (NaN and Infinity are not JSON numbers)", 1, 2],
    ["[nan]", "expected value (NaN and Infinity are not JSON numbers)", 1, 2],
    ["Inf", "expected value (NaN and Infinity are not JSON numbers)", 1, 1],
    ["nul", "expected ident", 1, 1],
    ["tru", "expected ident", 1, 1],
    ["fals", "expected ident", 1, 1],
    ["[1,]", "expected value", 1, 4],
    ["[1 2]", "expected `,` or `]`", 1, 4],
    ["[1", "EOF while parsing a list", 1, 3],
    ["[", "EOF while parsing a value", 1, 2],
    ["{", "EOF while parsing an object", 1, 2],
    ['{"a"', "EOF while parsing an object", 1, 5],
    ['{"a" 1}', "expected `:`", 1, 6],
    ['{"a":1', "EOF while parsing an object", 1, 7],
    ['{"a":1 "b":2}', "expected `,` or `}`", 1, 8],
    ['{"a":1,}', "key must be a string", 1, 8],
    ["{1:2}", "key must be a string", 1, 2],
    ['{"a":}', "expected value", 1, 6],
    ["01", "invalid number", 1, 2],
    ["-", "invalid number", 1, 2],
    ["-a", "invalid number", 1, 2],
    ["1.", "EOF while parsing a value", 1, 3],
    ["1.x", "invalid number", 1, 3],
    ["1e", "EOF while parsing a value", 1, 3],
    ["1e+", "EOF while parsing a value", 1, 4],
    ["1ex", "invalid number", 1, 3],
    ["1e999", "number out of range", 1, 1],
    ["[1.5e999]", "number out of range", 1, 2],
    ['"abc', "EOF while parsing a string", 1, 5],
    ['"a\u0001"', "control character (\\u0000-\\u001F) found while parsing a string", 1, 3],
    ['"\u001f"', "control character (\\u0000-\\u001F) found while parsing a string", 1, 2],
    ['"\\x"', "invalid escape", 1, 3],
    ['"\\', "EOF while parsing a string", 1, 3],
    ['"\\u12"', "invalid escape", 1, 6],
    ['"\\u12', "EOF while parsing a string", 1, 6],
    ['"\\u00G0"', "invalid escape", 1, 6],
    ['"\\ud800"', "unexpected end of hex escape", 1, 8],
    ['"\\ud800\\n"', "unexpected end of hex escape", 1, 8],
    ['"\\ud800\\u0041"', "lone leading surrogate in hex escape", 1, 10],
    ['"\\udbff\\ue000"', "lone leading surrogate in hex escape", 1, 10],
    ['"\\udc00"', "lone trailing surrogate in hex escape", 1, 7],
    ['"\\udfff"', "lone trailing surrogate in hex escape", 1, 7],
    ['{\n  "a": 1,\n  "b": x\n}', "expected value", 3, 8],
    ["[1,\r\n2,\n]", "expected value", 3, 1],
  ])("%j → %s at %i:%i", (text, reason, line, col) => {
    expect(refusal(text)).toMatchObject({ reason, line, col });
  });

  it("accepts what is near the boundaries", () => {
    expect(parseJson('"\\ud7ff\\ue000"').value).toBe("\ud7ff\ue000");
    expect(parseJson('"\\udbff\\udfff"').value).toBe("\u{10ffff}");
    expect(parseJson('"\\ud800\\udc00"').value).toBe("\u{10000}");
    expect(parseJson('" \u007f"').value).toBe(" \u007f");
    expect(parseJson("1e308").value).toEqual(new JsonNumber("1e308"));
    expect(parseJson("-0.0e-999").value).toEqual(new JsonNumber("-0.0e-999"));
    expect(parseJson("9".repeat(301)).value).toEqual(new JsonNumber("9".repeat(301)));
    expect(parseJson("[0,9]").value).toEqual([new JsonNumber("0"), new JsonNumber("9")]);
  });
});

describe("parseJson: positions", () => {
  it("records start, end and key spans by JSON pointer", () => {
    const text = '{\n  "a": [1, {"b~/": true}],\n  "c": "x"\n}';
    const { positions } = parseJson(text, { positions: true });
    expect(positions).toBeDefined();
    const p = positions!;
    expect(p.get("")).toEqual({ line: 1, col: 1, endLine: 4, endCol: 2 });
    expect(p.get("/a")).toEqual({
      line: 2,
      col: 8,
      endLine: 2,
      endCol: 26,
      key: { line: 2, col: 3, endLine: 2, endCol: 6 },
    });
    expect(p.get("/a/0")).toEqual({ line: 2, col: 9, endLine: 2, endCol: 10 });
    expect(p.get("/a/1")).toEqual({ line: 2, col: 12, endLine: 2, endCol: 25 });
    expect(p.get("/a/1/b~0~1")).toEqual({
      line: 2,
      col: 20,
      endLine: 2,
      endCol: 24,
      key: { line: 2, col: 13, endLine: 2, endCol: 18 },
    });
    expect(p.get("/c")).toEqual({
      line: 3,
      col: 8,
      endLine: 3,
      endCol: 11,
      key: { line: 3, col: 3, endLine: 3, endCol: 6 },
    });
    expect([...p.keys()]).toEqual(["", "/a", "/a/0", "/a/1", "/a/1/b~0~1", "/c"]);
    expect(parseJson("[1]").positions).toBeUndefined();
  });
});

describe("LineIndex and pointers", () => {
  it("maps offsets to 1-based line and column", () => {
    const li = new LineIndex("ab\ncd\n\nef");
    expect(li.position(0)).toEqual({ line: 1, col: 1 });
    expect(li.position(2)).toEqual({ line: 1, col: 3 });
    expect(li.position(3)).toEqual({ line: 2, col: 1 });
    expect(li.position(5)).toEqual({ line: 2, col: 3 });
    expect(li.position(6)).toEqual({ line: 3, col: 1 });
    expect(li.position(7)).toEqual({ line: 4, col: 1 });
    expect(li.position(8)).toEqual({ line: 4, col: 2 });
    expect(li.position(100)).toEqual({ line: 4, col: 94 });
    const many = new LineIndex("x\n".repeat(1000));
    for (const n of [0, 1, 2, 499, 500, 998, 999, 1000])
      expect(many.position(2 * n + 1)).toEqual({ line: n + 1, col: 2 });
  });

  it("rangeOf", () => {
    expect(rangeOf(undefined)).toEqual({});
    expect(rangeOf({ line: 1, col: 2 })).toEqual({ line: 1, col: 2 });
    expect(rangeOf({ line: 1, col: 2, endLine: 3 })).toEqual({ line: 1, col: 2 });
    expect(rangeOf({ line: 1, col: 2, endCol: 3 })).toEqual({ line: 1, col: 2 });
    expect(
      rangeOf({ line: 1, col: 2, endLine: 3, endCol: 4, key: { line: 9, col: 9, endLine: 9, endCol: 9 } }),
    ).toEqual({ line: 1, col: 2, endLine: 3, endCol: 4 });
  });

  it("RFC 6901 escaping", () => {
    expect(escapePointerToken("a~b/c~/")).toBe("a~0b~1c~0~1");
    expect(escapePointerToken("~1")).toBe("~01");
    // Unescaping undoes it, ~1 before ~0 (so ~01 is ~1, not /).
    expect(unescapePointerToken("a~0b~1c~0~1")).toBe("a~b/c~/");
    expect(unescapePointerToken("~01")).toBe("~1");
    expect(unescapePointerToken("plain")).toBe("plain");
    expect(pointerAppend("/x", "a/b")).toBe("/x/a~1b");
    expect(pointerAppend("", 3)).toBe("/3");
    expect(pointerFromPath(["a", 0, "~"])).toBe("/a/0/~0");
    expect(pointerFromPath([])).toBe("");
  });
});

describe("serdeNumber: serde_json's reading", () => {
  it.each<[string, "u64" | "i64" | "f64", number | bigint]>([
    ["0", "u64", 0n],
    ["-0", "f64", -0],
    ["18446744073709551615", "u64", 18446744073709551615n],
    ["18446744073709551616", "f64", 18446744073709551616],
    ["-9223372036854775808", "i64", -9223372036854775808n],
    ["-9223372036854775809", "f64", -9223372036854775809],
    ["-1", "i64", -1n],
    // serde_json: the 21st digit overflows u64 and is counted as a power of ten: 12345678901234567890 * 10.
    ["123456789012345678901", "f64", Number(12345678901234567890n) * 10],
    ["1844674407370955161", "u64", 1844674407370955161n],
    ["18446744073709551619", "f64", 18446744073709551619],
    ["000", "u64", 0n],
  ])("%s → %s %s", (lexeme, kind, value) => {
    expect(serdeNumber(lexeme)).toEqual({ kind, value });
    if (kind === "f64") expect(Object.is(serdeNumber(lexeme).value, value)).toBe(true);
  });

  it("fractions and exponents", () => {
    const f = (s: string): number => {
      const n = serdeNumber(s);
      expect(n.kind, s).toBe("f64");
      return n.value as number;
    };
    expect(f("1.5")).toBe(1.5);
    expect(f("-1.5")).toBe(-1.5);
    expect(f("1e2")).toBe(100);
    expect(f("1E2")).toBe(100);
    expect(f("1e+2")).toBe(100);
    expect(f("1e-2")).toBe(0.01);
    expect(f("-1e-2")).toBe(-0.01);
    expect(f("0.5")).toBe(0.5);
    expect(f("0e5")).toBe(0);
    // Beyond 10^22 serde multiplies or divides by a rounded power of ten (significand 11, point moved):
    // not the correctly rounded double JavaScript reads, the value AEGX recordIds are hashed from.
    expect(f("1.1e-24")).toBe(11 / 1e25);
    expect(f("1.1e+24")).toBe(11 * 1e23);
    expect(f("-1.1e-24")).toBe(-11 / 1e25);
    expect(11 / 1e25).not.toBe(Number("1.1e-24"));
    expect(11 * 1e23).not.toBe(Number("1.1e+24"));
    expect(Object.is(f("-0.0"), -0)).toBe(true);
    expect(Object.is(f("-0e1"), -0)).toBe(true);
    expect(f("12.5e1")).toBe(125);
    expect(f("1.25E-1")).toBe(0.125);
    // serde_json's fast path without float_roundtrip: significand 123456789012345678 (over 2^53) * 10^-17.
    expect(f("1.23456789012345678")).toBe(1.2345678901234567);
    // Significand digits beyond u64 are dropped and counted as exponent.
    expect(f("184467440737095516150")).toBe(184467440737095516150);
    expect(f("18446744073709551616.5")).toBe(18446744073709551616);
    expect(f("184467440737095516159e-1")).toBe(18446744073709551615);
    expect(f("1.84467440737095516159")).toBe(1.8446744073709552);
    expect(f("0.000000000000000000000000000001")).toBe(1 / 1e30);
    expect(f("1e-400")).toBe(0);
    expect(f("1e-330")).toBe(1e-330);
    expect(f("123e-330")).toBe(1.23e-328);
    expect(f("0e999999999999")).toBe(0);
    expect(f("1e-99999999999")).toBe(0);
    expect(Object.is(f("-1e-99999999999"), -0)).toBe(true);
    expect(f("1e2147483647".replace("2147483647", "-2147483648"))).toBe(0);
    expect(f("1.7976931348623157e308")).toBe(1.7976931348623157e308);
    expect(f("0.1e309")).toBe(1e308);
  });

  it("out of range", () => {
    for (const s of ["1e309", "1e400", "-1e400", "1e99999999999", "2e308", "1.8e308"]) {
      expect(() => serdeNumber(s), s).toThrow(NumberOutOfRange);
    }
    try {
      serdeNumber("1e400");
    } catch (e) {
      expect((e as NumberOutOfRange).message).toBe("number out of range: 1e400");
      expect((e as NumberOutOfRange).code).toBe("JSON-NUMBER-RANGE");
    }
    expect(serdeNumber("0e400")).toEqual({ kind: "f64", value: 0 });
    expect(serdeNumber("214748364e-1")).toEqual({ kind: "f64", value: 21474836.4 });
    expect(serdeNumber("1e-2147483647")).toEqual({ kind: "f64", value: 0 });
    expect(serdeNumber("1e-2147483648")).toEqual({ kind: "f64", value: 0 });
    expect(() => serdeNumber("1e2147483647")).toThrow(NumberOutOfRange);
    expect(() => serdeNumber("1e2147483648")).toThrow(NumberOutOfRange);
  });
});

describe("formatF64: serde_json (zmij) layout", () => {
  it.each<[number, string]>([
    [0, "0.0"],
    [-0, "-0.0"],
    [1, "1.0"],
    [-1, "-1.0"],
    [1.5, "1.5"],
    [100, "100.0"],
    [123.456, "123.456"],
    [0.1, "0.1"],
    [0.001, "0.001"],
    [1e-5, "0.00001"],
    [1.5e-5, "0.000015"],
    [1e-6, "1e-6"],
    [1.25e-7, "1.25e-7"],
    [1e15, "1000000000000000.0"],
    [1.5e15, "1500000000000000.0"],
    [1e16, "1e+16"],
    [1.5e16, "1.5e+16"],
    [123456789012345.6, "123456789012345.6"],
    [1.7976931348623157e308, "1.7976931348623157e+308"],
    [5e-324, "5e-324"],
    [-2.5e-10, "-2.5e-10"],
  ])("%s → %s", (x, text) => {
    expect(formatF64(x)).toBe(text);
  });

  it("refuses non-finite numbers; formatSerdeNumber", () => {
    expect(() => formatF64(Infinity)).toThrow(new RangeError("not a finite number: Infinity"));
    expect(() => formatF64(NaN)).toThrow(RangeError);
    expect(formatSerdeNumber({ kind: "u64", value: 18446744073709551615n })).toBe("18446744073709551615");
    expect(formatSerdeNumber({ kind: "i64", value: -5n })).toBe("-5");
    expect(formatSerdeNumber({ kind: "f64", value: 2 })).toBe("2.0");
  });
});

describe("JSON text writers", () => {
  it("serdeQuote escapes as serde_json does", () => {
    expect(serdeQuote("plain é \u{1F600}")).toBe('"plain é \u{1F600}"');
    expect(serdeQuote('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(serdeQuote("\b\t\n\f\r")).toBe('"\\b\\t\\n\\f\\r"');
    expect(serdeQuote("\u0000\u0001\u001f\u007f")).toBe('"\\u0000\\u0001\\u001f\u007f"');
    expect(serdeQuote("x\u000by")).toBe('"x\\u000by"');
    expect(serdeQuote(" /")).toBe('" /"');
  });

  it("quoteMinimal escapes only what JSON requires", () => {
    expect(quoteMinimal("plain")).toBe('"plain"');
    expect(quoteMinimal('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(quoteMinimal("\n\r\t")).toBe('"\\n\\r\\t"');
    expect(quoteMinimal("\b\f\u0000\u001f")).toBe('"\\u0008\\u000c\\u0000\\u001f"');
    expect(quoteMinimal("a\nb c")).toBe('"a\\nb c"');
  });

  it("serdeNumberText", () => {
    expect(serdeNumberText(new JsonNumber("1.50"))).toBe("1.50");
    expect(serdeNumberText(12345678901234567890n)).toBe("12345678901234567890");
    expect(serdeNumberText(5)).toBe("5");
    expect(serdeNumberText(-5)).toBe("-5");
    expect(serdeNumberText(-0)).toBe("-0.0");
    expect(serdeNumberText(1.5)).toBe("1.5");
    expect(serdeNumberText(9007199254740991)).toBe("9007199254740991");
    expect(serdeNumberText(-9007199254740991)).toBe("-9007199254740991");
    expect(serdeNumberText(9007199254740992)).toBe("9007199254740992.0");
    expect(serdeNumberText(1e20)).toBe("1e+20");
  });

  it("serdeJsonText: compact and pretty, keys in code point order", () => {
    const v = obj([
      ["b", [1, true, null]],
      ["\u{1F600}", "s"],
      ["\uffff", 2],
      ["a", obj([])],
      ["c", []],
    ]);
    expect(serdeJsonText(v)).toBe('{"a":{},"b":[1,true,null],"c":[],"\uffff":2,"\u{1F600}":"s"}');
    expect(serdeJsonText(v, true)).toBe(
      '{\n  "a": {},\n  "b": [\n    1,\n    true,\n    null\n  ],\n  "c": [],\n  "\uffff": 2,\n  "\u{1F600}": "s"\n}',
    );
    expect(
      serdeJsonText(
        obj([
          ["a", 1],
          ["b", 2],
        ]),
      ),
    ).toBe('{"a":1,"b":2}');
    expect(serdeJsonText(false)).toBe("false");
    expect(serdeJsonText([[1], [2]], true)).toBe("[\n  [\n    1\n  ],\n  [\n    2\n  ]\n]");
    expect(() => serdeJsonText(undefined as unknown as Json)).toThrow("not a JSON value: undefined");
  });

  it("orderedJsonText and compactJsonText keep key order and lexemes", () => {
    const v = obj([
      ["z", [new JsonNumber("1.50"), 2n, 3, 'q"', null, false]],
      [
        "a",
        obj([
          ["k", obj([])],
          ["l", []],
        ]),
      ],
    ]);
    expect(orderedJsonText(v)).toBe(
      '{\n  "z": [\n    1.50,\n    2,\n    3,\n    "q\\"",\n    null,\n    false\n  ],\n  "a": {\n    "k": {},\n    "l": []\n  }\n}',
    );
    expect(compactJsonText(v)).toBe('{"z":[1.50,2,3,"q\\"",null,false],"a":{"k":{},"l":[]}}');
    expect(compactJsonText(true)).toBe("true");
    expect(orderedJsonText(obj([]))).toBe("{}");
    expect(orderedJsonText([])).toBe("[]");
  });

  it("jcs: RFC 8785", () => {
    const v = obj([
      ["\u20ac", "Euro Sign"],
      ["\r", "Carriage Return"],
      ["\ufb33", "Hebrew Letter Dalet With Dagesh"],
      ["1", "One"],
      ["\u{1F600}", "Emoji: Grinning Face"],
      ["\u0080", "Control"],
      ["\u00f6", "Latin Small Letter O With Diaeresis"],
    ]);
    // RFC 8785 section 3.2.3: keys sorted by UTF-16 code units (the emoji's D83D sorts before FB33).
    expect(jcsText(v)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","ö":"Latin Small Letter O With Diaeresis","€":"Euro Sign","\u{1F600}":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
    expect(
      jcsText([
        new JsonNumber("1E30"),
        new JsonNumber("4.50"),
        new JsonNumber("2e-3"),
        new JsonNumber("0.000001"),
        new JsonNumber("1e-7"),
        -0,
        10n ** 21n,
        null,
        true,
        false,
      ]),
    ).toBe("[1e+30,4.5,0.002,0.000001,1e-7,0,1e+21,null,true,false]");
    expect(
      jcsBytes(
        obj([
          ["b", 1],
          ["a", "é"],
        ]),
      ).toString("hex"),
    ).toBe(Buffer.from('{"a":"é","b":1}', "utf8").toString("hex"));
    expect(() => jcsText(new JsonNumber("1e999"))).toThrow(JcsRangeError);
    try {
      jcsText(NaN);
    } catch (e) {
      expect((e as JcsRangeError).code).toBe("AGC-NUMBER-RANGE");
      expect((e as Error).message).toBe(
        "RFC 8785 cannot encode NaN: a number beyond the range of a double (or NaN) has no canonical form",
      );
    }
    expect(() => jcsText(undefined as unknown as Json)).toThrow("not a JSON value: undefined");
  });

  it("string comparisons", () => {
    expect(compareCodePoints("a", "b")).toBeLessThan(0);
    expect(compareCodePoints("b", "a")).toBeGreaterThan(0);
    expect(compareCodePoints("ab", "a")).toBe(1);
    expect(compareCodePoints("a", "a")).toBe(0);
    // U+FFFF < U+1F600 by code point, though its UTF-16 unit is larger.
    expect(compareCodePoints("\uffff", "\u{1F600}")).toBeLessThan(0);
    expect(compareCodePoints("\u{1F600}", "\uffff")).toBeGreaterThan(0);
    expect(compareCodePoints("\ue000", "\ud800")).toBeLessThan(0);
    expect(compareCodePoints("\ud7ff", "\ud800")).toBeLessThan(0);
    expect(compareCodePoints("\ud800", "\ud7ff")).toBeGreaterThan(0);
    expect(compareCodePoints("\u{10000}", "\u{10001}")).toBeLessThan(0);
    expect(compareCodePoints("\ue001", "\ue000")).toBe(1);
    // Only two surrogates' units are shifted: a unit below U+D800 against one above U+DFFF compares as it is.
    expect(compareCodePoints("\ud7ff", "\ue000")).toBeLessThan(0);
    expect(compareCodePoints("\ue000", "\ud7ff")).toBeGreaterThan(0);
    expect(compareCodePoints("\ud800", "\ue000")).toBeGreaterThan(0);
    expect(compareCodeUnits("\uffff", "\u{1F600}")).toBe(1);
    expect(compareCodeUnits("a", "b")).toBe(-1);
    expect(compareCodeUnits("b", "b")).toBe(0);
    expect(nfc("e\u0301")).toBe("\u00e9");
    expect(nfc("abc")).toBe("abc");
    expect(nfc("\u212b")).toBe("\u00c5");
  });
});

describe("the JSON value model", () => {
  it("JsonNumber", () => {
    expect(new JsonNumber("1").isIntegerLexeme).toBe(true);
    expect(new JsonNumber("1.0").isIntegerLexeme).toBe(false);
    expect(new JsonNumber("1e2").isIntegerLexeme).toBe(false);
    expect(new JsonNumber("1E2").isIntegerLexeme).toBe(false);
    expect(new JsonNumber("2.5").toNumber()).toBe(2.5);
    expect(JSON.stringify([new JsonNumber("2.50")])).toBe("[2.5]");
  });

  it("predicates and conversions", () => {
    expect(isJsonObject(obj([]))).toBe(true);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
    expect(isJsonObject(new JsonNumber("1"))).toBe(false);
    expect(isJsonObject("x")).toBe(false);
    expect(isJsonNumber(1)).toBe(true);
    expect(isJsonNumber(1n)).toBe(true);
    expect(isJsonNumber(new JsonNumber("1"))).toBe(true);
    expect(isJsonNumber("1")).toBe(false);
    expect(numberOf(2)).toBe(2);
    expect(numberOf(3n)).toBe(3);
    expect(numberOf(new JsonNumber("4.5"))).toBe(4.5);
    expect(Object.getPrototypeOf(emptyObject())).toBe(null);
  });

  it("jsonEqual compares numbers by value or lexeme", () => {
    expect(jsonEqual(new JsonNumber("1.0"), 1)).toBe(true);
    expect(jsonEqual(1n, new JsonNumber("1"))).toBe(true);
    expect(jsonEqual(new JsonNumber("1e999"), new JsonNumber("1e999"))).toBe(true);
    expect(jsonEqual(new JsonNumber("1.5"), new JsonNumber("2.5"))).toBe(false);
    expect(jsonEqual(1, 2)).toBe(false);
    expect(jsonEqual(1, "1")).toBe(false);
    expect(jsonEqual([1, [2]], [1, [2]])).toBe(true);
    expect(jsonEqual([1, [2]], [1, [3]])).toBe(false);
    expect(jsonEqual([1], [1, 2])).toBe(false);
    expect(jsonEqual([1], obj([["0", 1]]))).toBe(false);
    expect(
      jsonEqual(
        obj([
          ["a", 1],
          ["b", 2],
        ]),
        obj([
          ["b", 2],
          ["a", 1],
        ]),
      ),
    ).toBe(true);
    expect(
      jsonEqual(
        obj([["a", 1]]),
        obj([
          ["a", 1],
          ["b", 2],
        ]),
      ),
    ).toBe(false);
    expect(jsonEqual(obj([["a", 1]]), obj([["b", 1]]))).toBe(false);
    expect(jsonEqual(obj([["a", 1]]), obj([["a", 2]]))).toBe(false);
    expect(jsonEqual(null, obj([]))).toBe(false);
    expect(jsonEqual("a", "a")).toBe(true);
  });

  it("toPlain and fromPlain", () => {
    const plain = toPlain(
      obj([
        ["a", [new JsonNumber("1.5"), 2n, "x", null]],
        ["__proto__", true],
      ]),
    ) as Record<string, unknown>;
    expect(plain.a).toEqual([1.5, 2, "x", null]);
    expect(Object.getOwnPropertyDescriptor(plain, "__proto__")?.value).toBe(true);
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(Object.keys(plain)).toEqual(["a", "__proto__"]);
    expect(fromPlain(undefined)).toBe(null);
    expect(fromPlain(null)).toBe(null);
    expect(fromPlain(1)).toBe(1);
    expect(fromPlain(1n)).toBe(1n);
    expect(fromPlain("s")).toBe("s");
    expect(fromPlain(false)).toBe(false);
    const n = new JsonNumber("1");
    expect(fromPlain(n)).toBe(n);
    expect(fromPlain(new Date(0))).toBe("1970-01-01T00:00:00.000Z");
    expect(fromPlain([undefined, { a: 1 }])).toEqual([null, obj([["a", 1]])]);
    expect(Object.getPrototypeOf(fromPlain({ a: 1 }))).toBe(null);
    expect(fromPlain(Symbol.for("s"))).toBe("Symbol(s)");
  });
});
