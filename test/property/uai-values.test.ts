/** Values in `.uai` text read back exactly, for any text, and always stay on one line. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeText,
  decodeValue,
  encodeText,
  encodeValue,
  parseBullets,
  parseItems,
  renderBullets,
  renderItems,
} from "../../src/formats/uaix/uai-values.js";
import { parseUai, renderUai } from "../../ir/dialects/uaix/uai-text.js";
import { propertyRuns } from "../support/property-runs.js";

const anyText = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("\u2028", "a\u2029", "\u0085", " x ", "123", '"q"', "- item", "k: v"),
);
const LINE_ENDS = /[\r\n\u0085\u2028\u2029]/;
const runs = propertyRuns(500);

describe(".uai values", () => {
  it("a header value reads back as itself through the template, on one line", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const encoded = encodeValue(s);
        expect(LINE_ENDS.test(encoded)).toBe(false);
        const doc = parseUai(
          renderUai({ title: "T", purpose: "P", requiredFor: [], headers: [["k", encoded]], sections: [] }),
        );
        expect(decodeValue(doc.headers[0]![1])).toBe(s);
      }),
      runs,
    );
  });
  it("bullet items and named items with fields read back as themselves", () => {
    fc.assert(
      fc.property(
        fc.array(anyText, { maxLength: 4 }),
        fc.array(fc.record({ name: anyText, v: anyText }), { maxLength: 3 }),
        (items, named) => {
          expect(parseBullets(renderBullets(items))).toEqual(items);
          const rendered = renderItems(named.map((n) => ({ name: n.name, fields: [["f", n.v] as [string, string]] })));
          expect(parseItems(rendered).map((it) => ({ name: it.name, v: it.fields[0]?.[1] }))).toEqual(named);
          for (const x of [...items, ...named.map((n) => n.v)]) expect(decodeText(encodeText(x))).toBe(x);
        },
      ),
      runs,
    );
  });
});
