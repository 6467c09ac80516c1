/** The `agents-md` dialect: AGENTS.md files (root and nested; a nested file scopes its rules to its directory). */
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "../rules/model.js";

registerDialect("agents-md", "AGENTS.md files (root and nested; a nested file scopes its rules to its directory)", RULE_KINDS);
