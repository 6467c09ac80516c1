/**
 * Roo Code: `.roo/rules/` (and legacy `.roorules`) always on; `.roo/rules-{mode}/`
 * (and `.roorules-{mode}`) always on in that mode — kept as core group
 * `mode:<slug>`. No file patterns, description, model-decided or manual rules.
 */
import type { RuleDialect, Scope } from "../dialect.js";

/** The mode a Roo rule file belongs to, if any. */
export const rooModeOf = (path: string): string | undefined =>
  /^\.roo\/rules-([A-Za-z0-9_-]+)\//.exec(path)?.[1] ?? /^\.roorules-([A-Za-z0-9_-]+)$/.exec(path)?.[1];

export const rooDialect: RuleDialect = {
  name: "roo",
  prefix: "ROO",
  scope(file): Scope {
    const mode = rooModeOf(file.path);
    return { activation: "always", globs: [], ...(mode ? { group: `mode:${mode}` } : {}) };
  },
  place(rule, slug) {
    const mode = rule.group?.startsWith("mode:") ? rule.group.slice(5) : undefined;
    return {
      path: mode ? `.roo/rules-${mode}/${slug}.md` : `.roo/rules/${slug}.md`,
      fields: [],
      shared: false,
      expect: { activation: "always", globs: [] },
      reasons: {
        activation: `Roo rules are always on${mode ? ` in mode ${mode}` : ""}; this ${rule.activation} rule is written always-on`,
        // Ledgered only for a rule with patterns (Roo reads back none), so the list is never empty.
        globs: `Roo rules have no file scope; the rule scoped to ${rule.globs.join(", ")} applies everywhere`,
      },
    };
  },
  description: false,
  modes: true,
};
