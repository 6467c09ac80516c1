/**
 * The `core` dialect's verifier: what every conversion's middle must satisfy,
 * whatever it was raised from. An agent has its persona and policy; tools have
 * names; rules have ids (unique), text, a known activation, and a scope that
 * fits it (a glob-activated rule names its globs; globs stay inside the
 * repository).
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { Origin } from "../../../ir/graph/origin.js";
import { note } from "../../../ir/diagnostics/location.js";
import { ACTIVATIONS } from "../../../ir/dialects/core/rules.js";
import type { Pass } from "../pass.js";
import type { Code } from "../../../ir/diagnostics/codes.js";
import { hasSetup } from "../../../ir/dialects/core/setup.js";

/** Where a node is: its origin's file and line:col, and its id (so a picture marks it, not a guess). */
const at = (n: { id: string; origin?: Origin }): Partial<Diagnostic> => ({
  ...(n.origin
    ? { file: n.origin.file, ...(n.origin.line !== undefined ? { line: n.origin.line, col: n.origin.col } : {}) }
    : {}),
  node: n.id,
});

export const verifyCore: Pass = {
  name: "core.verify",
  dialect: "core",
  kind: "verify",
  description:
    "an agent has persona and policy, tools are named, rules have unique ids, text, a known activation and a scope that fits it",
  run({ graph }) {
    const ds: Diagnostic[] = [];
    const err = (code: Code, message: string, where: Partial<Diagnostic> = {}): void =>
      void ds.push({ code, severity: "error", message, ...where });
    const warn = (code: Code, message: string, where: Partial<Diagnostic> = {}): void =>
      void ds.push({ code, severity: "warning", message, ...where });
    const agents = graph.nodes("core.Agent");
    const rules = graph.nodes("core.Rule");
    if (!agents.length && !rules.length && !graph.nodes("core.FileBoundary").length && !hasSetup(graph))
      err("CORE-EMPTY", "the source raised to nothing: no agent, no rules");
    if (agents.length > 1) err("CORE-AGENT-MANY", `${agents.length} agents in one conversion; convert them one by one`);
    if (agents.length) {
      if (!graph.first("core.Persona")) err("CORE-AGENT-PERSONA", "the agent has no persona", at(agents[0]!));
      if (!graph.first("core.Policy")) err("CORE-AGENT-POLICY", "the agent has no policy", at(agents[0]!));
      for (const t of graph.nodes("core.Tool")) if (!t.attrs.name) err("CORE-TOOL-NAME", "a tool has no name", at(t));
    }
    const first = new Map<string, (typeof rules)[number]>();
    for (const r of rules) {
      const a = r.attrs;
      const where = at(r);
      if (!a.id) err("CORE-RULE-ID", "a rule has no id", where);
      else if (first.has(a.id))
        err("CORE-RULE-DUP", `rule id ${a.id} is used twice`, {
          ...where,
          notes: [note(`rule ${a.id} is first defined here`, at(first.get(a.id)!))],
        });
      else first.set(a.id, r);
      if (!a.text.trim()) warn("CORE-RULE-EMPTY", `rule ${a.id} has no text`, where);
      if (!(ACTIVATIONS as readonly string[]).includes(a.activation))
        err(
          "CORE-RULE-ACTIVATION",
          `rule ${a.id}: unknown activation ${JSON.stringify(a.activation)} (one of ${ACTIVATIONS.join(", ")})`,
          where,
        );
      if (a.activation === "glob" && !a.globs.length)
        err("CORE-RULE-SCOPE", `rule ${a.id} applies by file pattern but names none`, where);
      for (const g of a.globs)
        if (g.startsWith("/") || g.split("/").includes(".."))
          err("CORE-RULE-GLOB", `rule ${a.id}: glob ${JSON.stringify(g)} leaves the repository`, where);
    }
    return ds;
  },
};
