/**
 * Claude Code memory: CLAUDE.md (root, `.claude/CLAUDE.md`, nested — on
 * demand for its subtree) and `.claude/rules/**\/*.md`, always on without
 * `paths:`, glob-scoped with it. No description, model-decided or manual
 * rules (those are written always-on and ledgered).
 */
import type { RuleDialect, Scope } from "../dialect.js";
import { nestedPlacement, nestedScope } from "../nested-file.js";
import { globsOf } from "../globs.js";

export const claudeMdDialect: RuleDialect = {
  name: "claude-md",
  prefix: "CLAUDE",
  scope(file): Scope {
    if (file.path === ".claude/CLAUDE.md") return { activation: "always", globs: [] };
    // CLAUDE.md (root or nested) is scoped by where it is; any other file is a rule file of .claude/rules (or one known by its `paths`).
    if (/(^|\/)CLAUDE\.md$/.test(file.path)) return nestedScope(file);
    const globs = globsOf(file.fields.paths);
    return globs.length ? { activation: "glob", globs } : { activation: "always", globs: [] };
  },
  place(rule, slug) {
    if (
      rule.activation === "glob" &&
      rule.globs.length &&
      !(rule.directory && rule.globs.length === 1 && rule.globs[0] === `${rule.directory}/**`)
    ) {
      return {
        path: `.claude/rules/${slug}.md`,
        fields: [["paths", [...rule.globs]]],
        shared: false,
        expect: { activation: "glob", globs: [...rule.globs] },
      };
    }
    if (rule.activation === "model" || rule.activation === "manual") {
      const p = nestedPlacement(rule, "CLAUDE.md");
      return {
        ...p,
        reasons: {
          activation: `Claude Code has no ${rule.activation === "model" ? "model-decided" : "manual"} rules: the rule is written to ${p.path}, always loaded${rule.directory ? " for its directory" : ""}`,
        },
      };
    }
    return nestedPlacement(rule, "CLAUDE.md");
  },
  description: false,
  modes: false,
};
