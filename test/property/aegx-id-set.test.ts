import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RecordIdSet } from "../../ir/dialects/aegx/id-set.js";

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
const id = fc.oneof(hex64, hex64, fc.string({ maxLength: 70 }), hex64.map((h) => h.toUpperCase()));

describe("RecordIdSet", () => {
  it("answers add and has exactly as a Set of strings does (hex ids and anything else)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), id), { maxLength: 300 }), (ops) => {
        const set = new RecordIdSet();
        const model = new Set<string>();
        for (const [isAdd, x] of ops) {
          if (isAdd) expect(set.add(x)).toBe(!model.has(x));
          else expect(set.has(x)).toBe(model.has(x));
          if (isAdd) model.add(x);
        }
        expect(set.size).toBe(model.size);
        for (const x of model) expect(set.has(x)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
  it("keeps every id across table growth", () => {
    const set = new RecordIdSet();
    const ids = Array.from({ length: 20_000 }, (_, i) => i.toString(16).padStart(64, "0"));
    for (const x of ids) expect(set.add(x)).toBe(true);
    for (const x of ids) expect(set.has(x)).toBe(true);
    expect(set.has("f".repeat(64))).toBe(false);
    expect(set.size).toBe(20_000);
  });
});
