/**
 * The dialects agentc defines, and the order graphs list them in. A dialect registers when its
 * kinds module loads, and a module that imports one dialect's kinds before this table would register
 * that one first: the order is set here, so that a graph's dialects (its picture, `inspect`) do not
 * depend on the order of imports.
 */
import { listDialectsFirst } from "./registry.js";
import "./aix/kinds.js";
import "./aigx/kinds.js";
import "./uaix/kinds.js";
import "./aegx/kinds.js";
import "./air/kinds.js";
import "./core/kinds.js";
import "./claude-agents/kinds.js";
import "./mcp/kinds.js";
import "./settings/kinds.js";
import "./sessions/kinds.js";
import { RULE_DIALECTS } from "./rules/kinds.js";
import { SETUP_DIALECTS } from "./setup/kinds.js";

/** The built-in dialects, as graphs list them. */
export const BUILTIN_DIALECTS: readonly string[] = [
  "aix",
  "aigx",
  "uaix",
  "aegx",
  "air",
  "core",
  "claude-agents",
  "mcp",
  "settings",
  "sessions",
  ...RULE_DIALECTS,
  ...SETUP_DIALECTS,
];

listDialectsFirst(BUILTIN_DIALECTS);
