/** Core codes: the core verifier over a graph built node by node (what any format might raise). */
import { describe, expect, it } from "vitest";
import { Graph } from "../../ir/graph/graph.js";
import { verifyCore } from "../../src/formats/core/verify.js";
import { newRun } from "../../src/pipeline/run-context.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { trigger } from "../support/triggers.js";

type Kind = "Agent" | "Persona" | "Policy" | "Tool" | "Rule";
const AT = { file: "agents/a.md", line: 3, col: 1 };

function verify(nodes: Array<[Kind, object]>): Promise<readonly Diagnostic[]> | readonly Diagnostic[] {
  const graph = new Graph();
  nodes.forEach(([kind, attrs], i) => graph.add({ id: `n${i}`, kind: `core.${kind}`, attrs, origin: AT }));
  return verifyCore.run(newRun("(core)", {}, { graph }).ctx);
}
const rule = (over: object): [Kind, object] => [
  "Rule",
  { id: "R-1", text: "Use pnpm.", activation: "always", globs: [], sources: [], ...over },
];
const agent: Array<[Kind, object]> = [
  ["Agent", { name: "a" }],
  ["Persona", { role: "r" }],
  ["Policy", {}],
];
const where = { file: AT.file, line: 3, col: 1 };

describe("core codes", () => {
  trigger("CORE-EMPTY", () => verify([]), {
    severity: "error",
    noLocation: "nothing was raised, so there is nothing to point at",
  });
  trigger("CORE-AGENT-MANY", () => verify([...agent, ["Agent", { name: "b" }]]), {
    severity: "error",
    noLocation: "a property of the whole conversion",
  });
  trigger(
    "CORE-AGENT-PERSONA",
    () =>
      verify([
        ["Agent", { name: "a" }],
        ["Policy", {}],
      ]),
    { severity: "error", ...where },
  );
  trigger(
    "CORE-AGENT-POLICY",
    () =>
      verify([
        ["Agent", { name: "a" }],
        ["Persona", { role: "r" }],
      ]),
    { severity: "error", ...where },
  );
  trigger("CORE-TOOL-NAME", () => verify([...agent, ["Tool", { name: "" }]]), { severity: "error", ...where });
  trigger("CORE-RULE-ID", () => verify([rule({ id: "" })]), { severity: "error", ...where });
  trigger("CORE-RULE-DUP", () => verify([rule({}), rule({})]), { severity: "error", ...where });
  trigger("CORE-RULE-EMPTY", () => verify([rule({ text: "  \n" })]), { severity: "warning", ...where });
  trigger("CORE-RULE-ACTIVATION", () => verify([rule({ activation: "sometimes" })]), { severity: "error", ...where });
  trigger("CORE-RULE-SCOPE", () => verify([rule({ activation: "glob", globs: [] })]), { severity: "error", ...where });
  trigger("CORE-RULE-GLOB", () => verify([rule({ activation: "glob", globs: ["../etc/**"] })]), {
    severity: "error",
    ...where,
  });
});

describe("core.verify's messages", () => {
  it("says of each node what is wrong with it, at the node, in the order of the graph", async () => {
    const nodes: Array<[Kind, object]> = [
      ["Agent", { name: "a" }],
      ["Agent", { name: "b" }],
      ["Tool", { name: "" }],
      rule({ id: "" }),
      rule({}),
      rule({ text: "  \n", activation: "glob", globs: [] }),
      rule({ id: "R-2", activation: "sometimes", globs: ["/abs/**", "a/../../b", "ok/**"] }),
    ];
    const at = (i: number) => ({ ...where, node: `n${i}` });
    const e = (code: string, message: string, i?: number) => ({
      code,
      severity: "error",
      message,
      ...(i === undefined ? {} : at(i)),
    });
    // One whole agent and a scoped rule: nothing to say.
    expect(await verify([...agent, ["Tool", { name: "t" }], rule({ activation: "glob", globs: ["src/**"] })])).toEqual(
      [],
    );
    expect(await verify(nodes)).toEqual([
      e("CORE-AGENT-MANY", "2 agents in one conversion; convert them one by one"),
      e("CORE-AGENT-PERSONA", "the agent has no persona", 0),
      e("CORE-AGENT-POLICY", "the agent has no policy", 0),
      e("CORE-TOOL-NAME", "a tool has no name", 2),
      e("CORE-RULE-ID", "a rule has no id", 3),
      {
        ...e("CORE-RULE-DUP", "rule id R-1 is used twice", 5),
        notes: [{ message: "rule R-1 is first defined here", ...at(4) }],
      },
      { code: "CORE-RULE-EMPTY", severity: "warning", message: "rule R-1 has no text", ...at(5) },
      e("CORE-RULE-SCOPE", "rule R-1 applies by file pattern but names none", 5),
      e("CORE-RULE-ACTIVATION", 'rule R-2: unknown activation "sometimes" (one of always, glob, model, manual)', 6),
      e("CORE-RULE-GLOB", 'rule R-2: glob "/abs/**" leaves the repository', 6),
      e("CORE-RULE-GLOB", 'rule R-2: glob "a/../../b" leaves the repository', 6),
    ]);
  });
});
