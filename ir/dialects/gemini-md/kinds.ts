/** The `gemini-md` dialect: Gemini CLI context files: GEMINI.md (root and nested). */
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "../rules/model.js";

registerDialect("gemini-md", "Gemini CLI context files: GEMINI.md (root and nested)", RULE_KINDS);
