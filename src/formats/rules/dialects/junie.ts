/** JetBrains Junie: one `.junie/guidelines.md`, added to every task — no scope, no activation other than always. */
import type { RuleDialect } from "../dialect.js";

export const junieDialect: RuleDialect = {
  name: "junie",
  prefix: "JUNIE",
  scope: () => ({ activation: "always", globs: [] }),
  place: (rule) => ({
    path: ".junie/guidelines.md",
    fields: [],
    shared: true,
    expect: { activation: "always", globs: [] },
    reasons: {
      activation: `Junie guidelines are always on; this ${rule.activation} rule applies to every task`,
      // Ledgered only for a rule with patterns (what Junie reads back has none), so the list is never empty.
      globs: `Junie guidelines have no scope; the rule scoped to ${rule.globs.join(", ")} applies everywhere`,
    },
  }),
  description: false,
  modes: false,
};
