/**
 * Cursor: `.cursor/rules/**\/*.mdc` (also `.md` and folder-form `RULE.md`)
 * with `description`, `globs`, `alwaysApply`: always = alwaysApply true;
 * auto-attached = globs; agent-requested = description only; manual = none.
 * A nested `<dir>/.cursor/rules` scopes its rules (and their globs) to `<dir>`;
 * legacy `.cursorrules` is always on.
 */
import type { RuleDialect, Scope } from "../dialect.js";
import { directoryOf, directoryScope, nestingDirOf, stringField, underDirectory } from "../scope.js";
import { globsOf } from "../globs.js";

export const cursorDialect: RuleDialect = {
  name: "cursor",
  prefix: "CURSOR",
  scope(file): Scope {
    if (file.path === ".cursorrules") return { activation: "always", globs: [] };
    const dir = nestingDirOf(file.path, ".cursor/rules");
    const f = file.fields;
    const description = stringField(f.description);
    const base = { ...(description ? { description } : {}) };
    const always = f.alwaysApply === true || f.alwaysApply === "true";
    const globs = globsOf(f.globs);
    const diagnostics =
      always && globs.length
        ? [
            {
              code: "RULES-SCOPE" as const,
              severity: "warning" as const,
              message: `alwaysApply: true makes Cursor ignore globs (${globs.join(", ")})`,
              file: file.path,
              line: file.fieldLines.globs ?? 1,
              col: 1,
            },
          ]
        : [];
    if (always) return { ...base, ...directoryScope(dir), diagnostics };
    if (globs.length)
      return { ...base, activation: "glob", globs: underDirectory(dir, globs), ...(dir ? { directory: dir } : {}) };
    return { ...base, activation: description ? "model" : "manual", globs: [], ...(dir ? { directory: dir } : {}) };
  },
  place(rule, slug) {
    const dir = directoryOf(rule) && rule.directory === directoryOf(rule) ? rule.directory : undefined;
    const desc: Array<[string, string]> = rule.description ? [["description", rule.description]] : [];
    if (dir)
      return {
        path: `${dir}/.cursor/rules/${slug}.mdc`,
        fields: [...desc, ["alwaysApply", true]],
        shared: false,
        expect: directoryScope(dir) as { activation: "glob"; globs: string[] },
      };
    const path = `.cursor/rules/${slug}.mdc`;
    switch (rule.activation) {
      case "always":
        if (rule.globs.length) break;
        return {
          path,
          fields: [...desc, ["alwaysApply", true]],
          shared: false,
          expect: { activation: "always", globs: [] },
        };
      case "glob":
        if (!rule.globs.length) break;
        return {
          path,
          fields: [...desc, ["globs", rule.globs.join(",")], ["alwaysApply", false]],
          shared: false,
          expect: { activation: "glob", globs: [...rule.globs] },
        };
      case "model":
        return {
          path,
          fields: [
            ["description", rule.description ?? (rule.title || rule.id)],
            ["alwaysApply", false],
          ],
          shared: false,
          expect: { activation: "model", globs: [] },
        };
      case "manual":
        return {
          path,
          fields: [["alwaysApply", false]],
          shared: false,
          expect: { activation: "manual", globs: [] },
          reasons: {
            description:
              "a Cursor rule with a description is agent-requested; the manual rule's description is left out",
          },
        };
    }
    return {
      path,
      fields: [...desc, ["alwaysApply", true]],
      shared: false,
      expect: { activation: "always", globs: [] },
    };
  },
  description: true,
  modes: false,
};
