/**
 * The AEGX canonical-form recogniser on bytes (ir/canonical/aegx-canon-bytes.ts) against the
 * definition: text is canonical when it parses and aegxCanonicalText prints it back unchanged.
 * Complete on canonical text wherever it sits in a buffer; never accepting text the definition
 * refuses (single-byte edits of canonical text, keys out of order, escapes where a character is
 * due).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalValueEndAt } from "../../ir/canonical/aegx-canon-bytes.js";
import { aegxCanonicalText } from "../../ir/canonical/aegx-canon.js";
import { parseJson } from "../../ir/json/parse.js";
import { fromPlain } from "../../ir/json/value.js";
import { propertyRuns } from "../support/property-runs.js";
import { reach } from "../support/reach.js";

function canonicalByDefinition(text: string): boolean {
  try {
    return aegxCanonicalText(parseJson(text).value) === text;
  } catch {
    return false;
  }
}

/** The recogniser on `text` placed at `at` in a buffer that holds other bytes around it. */
function recognisedAt(text: string, at: number, after = ""): number {
  const body = Buffer.from(text + after, "utf8");
  const buf = Buffer.concat([Buffer.alloc(at, 0x7b), body, Buffer.from("}}]", "latin1")]);
  const end = canonicalValueEndAt(buf, at, at + body.length);
  return end < 0 ? end : end - at;
}

/** Keys the recogniser must take: it leaves a key with an escape to the general path (allowed: -1 means "not shown canonical"). */
const key = fc
  .array(fc.constantFrom("a", "b", "é", "e\u0301", "\u212b", "😀", "ö", "A", "0", " "), { maxLength: 4 })
  .map((a) => a.join(""));
// No lone combining mark: after an escape such as \n, the recogniser checks NFC on the escaped text,
// where "n" and U+0300 compose, and declines a string that is canonical (a decline, never an error).
const chars = fc.oneof(
  fc.constantFrom("a", "é", "e\u0301", "\u212b", "\n", "\u001f", '"', "\\", "/", "😀", "\u00ff", "ö"),
  fc.string({ maxLength: 3 }),
);
const text = fc.array(chars, { maxLength: 5 }).map((a) => a.join(""));
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e21, 1e-7, 123456789012, -0.25),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    text,
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(key, tie("v"), { maxKeys: 4 }),
  ),
})).v;
/** Any value, keys with escapes too: for the properties that only ask the recogniser not to accept wrongly. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    value,
    fc.dictionary(text, tie("v"), { maxKeys: 4 }),
    fc.array(tie("v"), { maxLength: 3 }),
  ),
})).v;

describe("AEGX canonical recogniser on bytes", () => {
  it("recognises canonical text exactly to its end, wherever it starts, and not a byte of what follows", () => {
    const canonical = reach("values whose text is canonical by definition");
    fc.assert(
      fc.property(value, fc.nat({ max: 5 }), (v, at) => {
        canonical.enter();
        const canon = aegxCanonicalText(fromPlain(v));
        // A double that JavaScript prints in 17 digits may read back (as serde reads it) as its
        // neighbour: that text is not canonical, and the recogniser rightly refuses it.
        fc.pre(canonicalByDefinition(canon));
        canonical.hit();
        const n = Buffer.byteLength(canon, "utf8");
        expect(recognisedAt(canon, at)).toBe(n);
        expect(recognisedAt(canon, at, ",1")).toBe(n);
      }),
      propertyRuns(400),
    );
    // 400 of 436 attempts (2026-11-28).
    canonical.expectAtLeast(0.5);
  });

  it("refuses every cut of a string, an array or an object", () => {
    fc.assert(
      fc.property(anyValue, (v) => {
        const canon = aegxCanonicalText(fromPlain(v));
        if (!/^[[{"]/.test(canon)) return;
        const bytes = Buffer.from(canon, "utf8");
        for (let k = 0; k < bytes.length; k++)
          expect(canonicalValueEndAt(bytes, 0, k), `cut at ${k} of ${canon}`).toBe(-1);
      }),
      propertyRuns(200),
    );
  });

  it("accepts an edit of canonical text only when the definition does", () => {
    const edit = fc.record({
      at: fc.nat(),
      op: fc.constantFrom("insert", "delete", "replace"),
      c: fc.constantFrom(
        " ",
        ",",
        ":",
        '"',
        "\\",
        "0",
        "1",
        "e",
        "E",
        ".",
        "-",
        "+",
        "{",
        "}",
        "[",
        "]",
        "u",
        "a",
        "\u0301",
      ),
    });
    fc.assert(
      fc.property(anyValue, edit, (v, { at, op, c }) => {
        const canon = aegxCanonicalText(fromPlain(v));
        const i = at % (canon.length + 1);
        const edited =
          op === "insert"
            ? canon.slice(0, i) + c + canon.slice(i)
            : op === "delete"
              ? canon.slice(0, i) + canon.slice(i + 1)
              : canon.slice(0, i) + c + canon.slice(i + 1);
        // An edit inside a surrogate pair leaves a lone half, which UTF-8 holds as U+FFFD: judge the bytes.
        const bytes = Buffer.from(edited, "utf8");
        if (canonicalValueEndAt(bytes, 0, bytes.length) === bytes.length)
          expect(canonicalByDefinition(bytes.toString("utf8")), edited).toBe(true);
      }),
      propertyRuns(1000),
    );
  });

  it("refuses keys out of order, repeated keys, upper-case or needless escapes, and a string not in NFC", () => {
    for (const t of [
      '{"b":1,"a":2}',
      '{"a":1,"a":2}',
      '{"ab":1,"a":2}',
      '"\\u00E9"',
      '"\\u0041"',
      '"\\/"',
      '"e\u0301"',
      '"\\u001F"',
      // A control character is always escaped (RFC 8785 3.2.2.2), never written raw.
      '"a\u0001b"',
      "[1 ]",
      "[1,]",
      "01",
      "-0",
      "1e5",
      "1e21",
      "1E+21",
      '{"a":}',
      "tru",
      "nul",
      "[[]",
      // \u00xx takes hex digits only: "g" is none (parseInt would read "1g" as 1).
      '"\\u00g1"',
      '"\\u001g"',
      // An exponent is digits only: the number scan takes any of "+-.eE" after it.
      "1e+2.",
      "1e-7-",
      "1e+21e",
    ]) {
      const bytes = Buffer.from(t, "utf8");
      expect(canonicalValueEndAt(bytes, 0, bytes.length), t).toBe(-1);
      expect(canonicalByDefinition(t), t).toBe(false);
    }
    for (const t of [
      '{"a":1,"ab":2}',
      '"\\u001f"',
      '"é"',
      "1e+21",
      "1.0",
      "100000.0",
      "1e-7",
      "1.5",
      "-1",
      "[[],{}]",
      '{"":null}',
    ]) {
      const bytes = Buffer.from(t, "utf8");
      expect(canonicalValueEndAt(bytes, 0, bytes.length), t).toBe(bytes.length);
      expect(canonicalByDefinition(t), t).toBe(true);
    }
  });
});
