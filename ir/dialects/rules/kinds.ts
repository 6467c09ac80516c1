/** The rule-file dialects: one per tool with files of its own, registered in declaration order (ir/dialects/rules/tools.ts). */
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "./model.js";
import { hasOwnFiles } from "./tool.js";
import { BUILTIN_TOOLS, MORE_TOOLS } from "./tools.js";

/** The rule-file dialects, in the order they are listed. */
export const RULE_DIALECTS = [...BUILTIN_TOOLS, ...MORE_TOOLS]
  .filter(hasOwnFiles)
  .map((t) => registerDialect(t.name, t.description ?? `${t.title} rule files`, RULE_KINDS).name);
