/**
 * Cline: a `.clinerules` file (always) or a `.clinerules/` directory of .md
 * files, always on without front matter and glob-scoped with `paths:` (a YAML
 * list). No nesting, description, model-decided or manual rules.
 */
import type { RuleDialect, Scope } from "../dialect.js";
import { globsOf } from "../globs.js";

export const clineDialect: RuleDialect = {
  name: "cline",
  prefix: "CLINE",
  scope(file): Scope {
    const globs = file.path === ".clinerules" ? [] : globsOf(file.fields.paths);
    return globs.length ? { activation: "glob", globs } : { activation: "always", globs: [] };
  },
  place(rule, slug) {
    const path = `.clinerules/${slug}.md`;
    if (rule.activation === "glob" && rule.globs.length)
      return {
        path,
        fields: [["paths", [...rule.globs]]],
        shared: false,
        expect: { activation: "glob", globs: [...rule.globs] },
      };
    return {
      path,
      fields: [],
      shared: false,
      expect: { activation: "always", globs: [] },
      reasons: {
        activation: `Cline has no ${rule.activation === "model" ? "model-decided" : rule.activation} rules (only always-on and paths:); written always-on`,
      },
    };
  },
  description: false,
  modes: false,
};
