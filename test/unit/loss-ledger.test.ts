import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LossLedger, type LossEntry } from "../../ir/loss-ledger.js";
import { propertyRuns } from "../support/property-runs.js";

describe("loss ledger report", () => {
  it("folds entries under another lost pointer of the same file and target, and repeats", () => {
    const l = new LossLedger();
    l.record({ pointer: "/mcp/servers/0/args", file: "a", target: "aigx", reason: "args" });
    l.record({ pointer: "/mcp", file: "a", target: "aigx", reason: "rules only" });
    l.record({ pointer: "/mcpx", file: "a", target: "aigx", reason: "sibling, not a child" });
    l.record({ pointer: "/mcp/servers/0", file: "a", target: "air", reason: "other target" });
    l.record({ pointer: "/meta/tags", file: "a", target: "aigx", reason: "first" });
    l.record({ pointer: "/meta/tags", file: "a", target: "aigx", reason: "repeat" });
    expect(l.minimal().map((e) => `${e.target} ${e.pointer} ${e.reason}`)).toEqual([
      "aigx /mcp rules only",
      "air /mcp/servers/0 other target",
      "aigx /mcpx sibling, not a child",
      "aigx /meta/tags first",
    ]);
    expect(l.entries).toHaveLength(6);
  });

  it("folds exactly what the definition says, on any entries (the report is linear; the definition is quadratic)", () => {
    // The definition as first written: drop an entry when another of the same file and target lies
    // above it, or repeats it earlier in pointer order.
    const byDefinition = (all: LossEntry[]): LossEntry[] =>
      all.filter(
        (e) =>
          !all.some(
            (by) =>
              by !== e &&
              by.file === e.file &&
              by.target === e.target &&
              (e.pointer.startsWith(`${by.pointer}/`) ||
                (e.pointer === by.pointer && all.indexOf(by) < all.indexOf(e))),
          ),
      );
    const token = fc.constantFrom("a", "b", "a!", "~1", "");
    const entry = fc.record({
      pointer: fc.array(token, { maxLength: 4 }).map((t) => t.map((x) => `/${x}`).join("")),
      file: fc.option(fc.constantFrom("x", "y", "", "-", "undefined"), { nil: undefined }),
      target: fc.constantFrom("air", "aigx"),
      reason: fc.string({ maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        const l = new LossLedger();
        for (const e of entries) l.record(e);
        expect(l.minimal()).toEqual(byDefinition(l.sorted()));
      }),
      propertyRuns(300),
    );
  });

  it("sorts by pointer and keeps the order of recording among equal pointers", () => {
    const entry = fc.record({
      pointer: fc.constantFrom("", "/a", "/a/b", "/b", "/a!"),
      target: fc.constantFrom("air", "aigx"),
      reason: fc.string({ maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const l = new LossLedger();
        for (const e of entries) l.record(e);
        const expected = entries
          .map((e, i) => [e, i] as const)
          .sort(([a, i], [b, j]) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : i - j))
          .map(([e]) => e);
        expect(l.sorted()).toEqual(expected);
      }),
      propertyRuns(300),
    );
  });
});
