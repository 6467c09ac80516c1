/** Core codes: the core verifier over a graph built node by node (what any format might raise). */
import { describe } from "vitest";
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
