/** The `roo` dialect: Roo Code rules: .roo/rules/, .roo/rules-{mode}/, legacy .roorules and .roorules-{mode}. */
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "../rules/model.js";

registerDialect("roo", "Roo Code rules: .roo/rules/, .roo/rules-{mode}/, legacy .roorules and .roorules-{mode}", RULE_KINDS);
