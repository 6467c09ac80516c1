/**
 * The formats of one Markdown file per directory (AGENTS.md, GEMINI.md, and
 * CLAUDE.md outside .claude/rules): the root file is always on; a nested file
 * scopes its rules to its directory. Nothing else (file patterns, a
 * description, model-decided or manual activation) can be said.
 */
import type { CoreRule } from "../../../ir/dialects/core/rules.js";
import type { RuleFileAttrs } from "../../../ir/dialects/rules/model.js";
import type { Placement, Scope } from "./dialect.js";
import { directoryOf, directoryScope, dirOfPath } from "./scope.js";

export const nestedScope = (file: RuleFileAttrs): Scope => directoryScope(dirOfPath(file.path));

/** Where a rule goes among `<dir>/<name>`: its directory's file (the root's when it has none). */
export function nestedPlacement(rule: CoreRule, name: string): Placement {
  const dir = directoryOf(rule) ?? rule.directory ?? "";
  const expect = directoryScope(dir);
  return {
    path: dir ? `${dir}/${name}` : name,
    fields: [],
    shared: true,
    expect: { activation: expect.activation, globs: expect.globs },
    reasons: {
      activation: `${name} holds only always-on rules (the root file) and directory-scoped ones (a nested file); this ${rule.activation} rule is written to ${dir ? `${dir}/${name}` : name}`,
      globs: `${name} can scope a rule only to a directory (a nested file), not to ${rule.globs.join(", ") || "no pattern"}; it is written to ${dir ? `${dir}/${name}` : name}`,
    },
  };
}
