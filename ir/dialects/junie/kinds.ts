/** The `junie` dialect: JetBrains Junie guidelines: .junie/guidelines.md. */
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "../rules/model.js";

registerDialect("junie", "JetBrains Junie guidelines: .junie/guidelines.md", RULE_KINDS);
