/** AGENTS.md: one file per directory; the root's always on, a nested one scoped to its directory. */
import type { RuleDialect } from "../dialect.js";
import { nestedPlacement, nestedScope } from "../nested-file.js";

export const agentsMdDialect: RuleDialect = {
  name: "agents-md",
  prefix: "AGENTS",
  scope: nestedScope,
  place: (rule) => nestedPlacement(rule, "AGENTS.md"),
  description: false,
  modes: false,
};
