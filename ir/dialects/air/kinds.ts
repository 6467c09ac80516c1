/** The `air` dialect: AgentOS AIR v1 worlds (docs/specs.md). */
import { registerDialect } from "../registry.js";

registerDialect("air", "AgentOS AIR v1 worlds (docs/specs.md)", {
  defschema: "a schema definition (TypeAST)",
  defmodule: "a reducer module",
  defplan: "an orchestration DAG",
  defcap: "a capability type",
  defpolicy: "an ordered rule pack",
  manifest: "the manifest: definitions by name and hash, routing, triggers, defaults",
  CapGrant: "a capability grant",
});
