/** The `copilot` dialect: GitHub Copilot: .github/copilot-instructions.md and .github/instructions/*.instructions.md (applyTo). */
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "../rules/model.js";

registerDialect("copilot", "GitHub Copilot: .github/copilot-instructions.md and .github/instructions/*.instructions.md (applyTo)", RULE_KINDS);
