/** The `kiro` dialect: Kiro steering: .kiro/steering/*.md (inclusion, fileMatchPattern). */
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "../rules/model.js";

registerDialect("kiro", "Kiro steering: .kiro/steering/*.md (inclusion, fileMatchPattern)", RULE_KINDS);
