import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RecordIdSet } from "../../ir/dialects/aegx/id-set.js";
import { propertyRuns } from "../support/property-runs.js";

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
/** 64 characters, all hex but one: a non-hex letter, or a character whose low bits spell a hex digit ("İ" is U+0130). */
const nearHex = fc
  .tuple(hex64, fc.nat(63), fc.constantFrom("\u0130", "\u0661", "\u00e9", "A", "g", "\u0000"))
  .map(([h, i, c]) => h.slice(0, i) + c + h.slice(i + 1));
const id = fc.oneof(
  hex64,
  hex64,
  fc.string({ maxLength: 70 }),
  hex64.map((h) => h.toUpperCase()),
  nearHex,
);

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
      propertyRuns(200),
    );
  });
  it("tells an id from the same id with one character that is not a lowercase hex digit", () => {
    fc.assert(
      fc.property(nearHex, (near) => {
        const set = new RecordIdSet();
        const hex = near.replace(/[^0-9a-f]/, "0");
        set.add(hex);
        expect(set.has(near)).toBe(near === hex);
        expect(set.add(near)).toBe(near !== hex);
      }),
      propertyRuns(300),
    );
  });
  it("answers hasHexAt as has, whatever position it is told to look at first", () => {
    fc.assert(
      fc.property(
        fc.array(hex64, { maxLength: 60 }),
        fc.array(fc.tuple(hex64, fc.integer({ min: -2, max: 70 })), { maxLength: 60 }),
        (added, asked) => {
          const set = new RecordIdSet();
          for (const x of added) set.add(x);
          for (const x of added) expect(set.hasHexAt(Buffer.from(`..${x}`), 2, added.indexOf(x))).toBe(true);
          for (const [x, guess] of asked) expect(set.hasHexAt(Buffer.from(x), 0, guess)).toBe(set.has(x));
          for (const [k, x] of added.entries())
            expect(set.hasHexAt(Buffer.from(x), 0, (k + 1) % (added.length + 1))).toBe(true);
          const fromBytes = new RecordIdSet();
          const model = new Set<string>();
          for (const x of [...added, ...added.slice(0, 3)]) {
            expect(fromBytes.addHexAt(Buffer.from(`.${x}.`), 1)).toBe(!model.has(x));
            model.add(x);
          }
          for (const [x] of asked) expect(fromBytes.has(x)).toBe(model.has(x));
          expect(fromBytes.size).toBe(model.size);
        },
      ),
      propertyRuns(200),
    );
  });
  it("tells each hex id's position in insertion order (indexOf, lastIndex)", () => {
    fc.assert(
      fc.property(fc.array(id, { maxLength: 80 }), (xs) => {
        const set = new RecordIdSet();
        const order: string[] = [];
        for (const x of [...xs, ...xs.slice(0, 5)]) {
          set.add(x);
          const hex = /^[0-9a-f]{64}$/.test(x);
          if (hex && !order.includes(x)) order.push(x);
          expect(set.lastIndex).toBe(hex ? order.indexOf(x) : -1);
        }
        for (const x of xs) expect(set.indexOf(x)).toBe(order.indexOf(x));
        for (const [k, x] of order.entries()) {
          expect(set.hasHexAt(Buffer.from(x), 0)).toBe(true);
          expect(set.lastIndex).toBe(k);
        }
      }),
      propertyRuns(200),
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
