/**
 * A log streamed chunk by chunk gets the same encoding warning as the whole file read at once
 * (decodeUtf8, the oracle): wherever the chunks are cut, a sequence split between two is carried.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Utf8Watch, decodeUtf8 } from "../../ir/io/decode-utf8.js";

const bytesWithText = fc
  .array(
    fc.oneof(
      fc.string({ unit: "grapheme" }).map((s) => Buffer.from(s, "utf8")),
      fc.uint8Array({ maxLength: 4 }).map((b) => Buffer.from(b)),
      fc.constant(Buffer.from("\n")),
    ),
    { maxLength: 20 },
  )
  .map((parts) => Buffer.concat(parts));

describe("Utf8Watch", () => {
  it("gives decodeUtf8's warning wherever the file is cut into chunks", () => {
    let invalid = 0;
    fc.assert(
      fc.property(bytesWithText, fc.array(fc.nat(), { maxLength: 6 }), (bytes, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const watch = new Utf8Watch("f");
        let from = 0;
        for (const p of [...points, bytes.length]) {
          watch.feed(bytes.subarray(from, p));
          from = p;
        }
        const expected = decodeUtf8(bytes, "f").diagnostics[0];
        if (expected) invalid++;
        expect(watch.warning()).toEqual(expected);
      }),
      { numRuns: 400 },
    );
    // The floor: the property saw files with bytes that are not UTF-8, not only sound ones.
    expect(invalid).toBeGreaterThan(40);
  });
});

describe("decodeUtf8's count", () => {
  it("counts the replacement characters that stand for bad bytes, not a U+FFFD the file holds itself", () => {
    // A genuine U+FFFD (EF BF BD) beside one byte that is not UTF-8 (FF): one replacement.
    const bytes = Buffer.concat([Buffer.from("a\uFFFDb", "utf8"), Buffer.of(0xff), Buffer.from("c")]);
    expect(decodeUtf8(bytes, "f").diagnostics[0]?.message).toContain(": 1 replacement character (U+FFFD)");
    const watch = new Utf8Watch("f");
    watch.feed(bytes.subarray(0, 2));
    watch.feed(bytes.subarray(2));
    expect(watch.warning()).toEqual(decodeUtf8(bytes, "f").diagnostics[0]);
  });
});
