/** The `air` dialect: AgentOS AIR worlds, v1 and v2 (docs/specs.md). */
import { registerDialect } from "../registry.js";

registerDialect("air", "AgentOS AIR worlds, v1 and v2 (docs/specs.md)", {
  defschema: "a schema definition (TypeAST)",
  defmodule: "a module (v1: a reducer; v2: a runtime and its artifact)",
  defplan: "an orchestration DAG (v1)",
  defcap: "a capability type (v1)",
  defpolicy: "an ordered rule pack (v1)",
  defworkflow: "a workflow: state, event, emitted effects, implementation (v2)",
  defeffect: "an effect contract: params, receipt, implementation (v2)",
  defsecret: "a secret: a resolver binding, never a value (v2)",
  manifest: "the manifest: definitions by name and hash, routing, triggers, defaults",
});
