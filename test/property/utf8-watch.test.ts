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
