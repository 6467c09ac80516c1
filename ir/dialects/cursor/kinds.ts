// The `cursor` dialect: Cursor rules: .cursor/rules/**/*.mdc (description, globs, alwaysApply), nested .cursor/rules, legacy .cursorrules.
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "../rules/model.js";

registerDialect("cursor", "Cursor rules: .cursor/rules/**/*.mdc (description, globs, alwaysApply), nested .cursor/rules, legacy .cursorrules", RULE_KINDS);
