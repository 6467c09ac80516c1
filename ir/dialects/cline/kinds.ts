/** The `cline` dialect: Cline rules: a .clinerules file or a .clinerules/ directory of .md files (paths:). */
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "../rules/model.js";

registerDialect("cline", "Cline rules: a .clinerules file or a .clinerules/ directory of .md files (paths:)", RULE_KINDS);
