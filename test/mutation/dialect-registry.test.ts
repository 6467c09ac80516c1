/**
 * The dialect registry (ir/dialects/registry.ts): names it refuses, kinds registered once, and
 * what it lists per dialect. Uses dialect names of its own (`zz-…`), which no other test lists.
 */
import { describe, expect, it } from "vitest";
import {
  isDialect,
  kindInfo,
  listDialectsFirst,
  registerDialect,
  registeredDialects,
  registeredKinds,
} from "../../ir/dialects/registry.js";
import { BUILTIN_DIALECTS } from "../../ir/dialects/builtin.js";

describe("registerDialect", () => {
  it("takes lower-case words only", () => {
    for (const bad of ["Zz", "zz x", "9zz", "-zz", "zz_x", "", "zz\n"])
      expect(() => registerDialect(bad, "x", {}), JSON.stringify(bad)).toThrow(
        new TypeError(`dialect names are lower-case words: ${bad}`),
      );
    expect(registerDialect("zz-a9", "ok", {}).name).toBe("zz-a9");
  });

  it("registers each kind once, keeps the first description, and lists kinds by dialect", () => {
    const first = registerDialect("zz-reg", "first", { One: "the first", Two: "the second" });
    const again = registerDialect("zz-reg", "second", { Two: "changed", Three: "the third" });
    expect(again).toBe(first);
    expect(again.description).toBe("first");
    expect(again.kinds).toEqual([
      { kind: "zz-reg.One", description: "the first" },
      { kind: "zz-reg.Two", description: "the second" },
      { kind: "zz-reg.Three", description: "the third" },
    ]);
    expect(isDialect("zz-reg")).toBe(true);
    expect(isDialect("zz-none")).toBe(false);
    expect(kindInfo("zz-reg.Two")).toEqual({ kind: "zz-reg.Two", description: "the second" });
    expect(kindInfo("zz-reg.Four")).toBeUndefined();
    expect(registeredKinds("zz-reg").map((k) => k.kind)).toEqual(["zz-reg.One", "zz-reg.Two", "zz-reg.Three"]);
    expect(registeredKinds("zz-none")).toEqual([]);
    registerDialect("zz-other", "another", { X: "x" });
    expect(registeredKinds().map((k) => k.kind)).toEqual(
      expect.arrayContaining(["zz-reg.One", "zz-reg.Three", "zz-other.X"]),
    );
    expect(registeredKinds("zz-reg").map((k) => k.kind)).not.toContain("zz-other.X");
    const names = registeredDialects().map((d) => d.name);
    expect(names.indexOf("zz-a9")).toBeLessThan(names.indexOf("zz-reg"));
  });
});

describe("the order dialects are listed in", () => {
  it("is the built-in table's, whatever order their modules loaded in, then the others' registration order", () => {
    // Every built-in dialect is in the table, and the table lists only registered dialects.
    const builtIn = registeredDialects()
      .map((d) => d.name)
      .filter((n) => !n.startsWith("zz-") && !n.startsWith("toy"));
    expect(BUILTIN_DIALECTS.length).toBeGreaterThan(60);
    expect(builtIn).toEqual([...BUILTIN_DIALECTS]);
    registerDialect("zz-order-b", "b", {});
    registerDialect("zz-order-a", "a", {});
    const names = (): string[] => registeredDialects().map((d) => d.name);
    expect(names().indexOf("zz-order-b")).toBeLessThan(names().indexOf("zz-order-a"));
    expect(names().indexOf("zz-order-b")).toBeGreaterThan(names().indexOf(BUILTIN_DIALECTS.at(-1)!));
    // Another order set: it wins over registration order, and the rest follow as they came.
    listDialectsFirst(["mcp", "zz-order-a", "aix"]);
    try {
      expect(names().slice(0, 3)).toEqual(["mcp", "zz-order-a", "aix"]);
      expect(names().indexOf("zz-order-b")).toBeGreaterThan(2);
    } finally {
      listDialectsFirst(BUILTIN_DIALECTS);
    }
  });
});
