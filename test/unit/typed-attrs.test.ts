/**
 * Node attributes typed by their kind (ir/graph/graph.ts `KindAttrs`, filled by the core and
 * sessions dialects): `graph.nodes(kind)` and `graph.first(kind)` give the dialect's own type without
 * a type argument, and `attrsOf(node, kind)` gives a node's attributes only when it is of that kind.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { attrsOf, Graph } from "../../ir/graph/graph.js";
import { addCoreRules, type CoreRule } from "../../ir/dialects/core/rules.js";
import type { SessionItemAttrs } from "../../ir/dialects/sessions/model.js";

const rule: CoreRule = { id: "r1", text: "Use tabs.", activation: "always", globs: [], sources: [] };

describe("typed attributes", () => {
  it("nodes and first of a typed kind give its dialect's type", () => {
    const g = addCoreRules(new Graph(), { rules: [rule], boundaries: [], facts: [] });
    const rules = g.nodes("core.Rule");
    expectTypeOf(rules[0]!.attrs).toEqualTypeOf<CoreRule>();
    expectTypeOf(g.nodes("sessions.Item")).toEqualTypeOf<
      Array<import("../../ir/graph/graph.js").GraphNode<SessionItemAttrs>>
    >();
    expect(rules.map((n) => n.attrs.text)).toEqual(["Use tabs."]);
    expect(g.first("core.Rule")?.attrs.id).toBe("r1");
    expect(g.first("core.Project")).toBeUndefined();
  });

  it("attrsOf gives a node's attributes only for its own kind", () => {
    const g = addCoreRules(new Graph(), { rules: [rule], boundaries: [], facts: [] });
    const node = g.get("core:rule:0");
    expect(attrsOf(node, "core.Rule")?.text).toBe("Use tabs.");
    expect(attrsOf(node, "core.Fact")).toBeUndefined();
    expect(attrsOf(undefined, "core.Rule")).toBeUndefined();
  });
});
