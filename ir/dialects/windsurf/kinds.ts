/** The `windsurf` dialect: Windsurf rules: .windsurf/rules/*.md (trigger, globs, description), legacy .windsurfrules. */
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "../rules/model.js";

registerDialect("windsurf", "Windsurf rules: .windsurf/rules/*.md (trigger, globs, description), legacy .windsurfrules", RULE_KINDS);
