/**
 * Windsurf: `.windsurf/rules/*.md` with `trigger` (always_on, manual,
 * model_decision, glob), `globs` (one comma-separated string) and
 * `description`; nested `<dir>/.windsurf/rules` in subdirectories; legacy
 * `.windsurfrules` (always); a file over 12,000 characters is truncated by Windsurf (warned). The undocumented `trigger: always` is read as always_on, with a warning.
 */
import type { Diagnostic } from "../../../../ir/diagnostics/diagnostic.js";
import type { RuleDialect, Scope } from "../dialect.js";
import { directoryOf, directoryScope, nestingDirOf, stringField, underDirectory } from "../scope.js";
import { globsOf } from "../globs.js";

export const windsurfDialect: RuleDialect = {
  name: "windsurf",
  prefix: "WINDSURF",
  scope(file): Scope {
    if (file.path === ".windsurfrules") return { activation: "always", globs: [] };
    const dir = nestingDirOf(file.path, ".windsurf/rules");
    const f = file.fields;
    const description = stringField(f.description);
    const base = { ...(description ? { description } : {}) };
    const trigger = f.trigger;
    const at = { file: file.path, line: file.fieldLines.trigger ?? 1, col: 1 };
    const diagnostics: Diagnostic[] = [];
    const globs = globsOf(f.globs);
    const nested = dir ? { directory: dir } : {};
    switch (trigger) {
      case "glob":
        if (globs.length) return { ...base, activation: "glob", globs: underDirectory(dir, globs), ...nested };
        diagnostics.push({
          code: "RULES-SCOPE",
          severity: "warning",
          message: "trigger: glob names no globs; read as always_on",
          ...at,
        });
        break;
      case "model_decision":
        return { ...base, activation: "model", globs: [], ...nested };
      case "manual":
        return { ...base, activation: "manual", globs: [], ...nested };
      case "always_on":
      case undefined:
        break;
      case "always":
        diagnostics.push({
          code: "RULES-TRIGGER",
          severity: "warning",
          message:
            "trigger: always is not a documented Windsurf trigger (always_on, manual, model_decision, glob); read as always_on",
          ...at,
        });
        break;
      default:
        diagnostics.push({
          code: "RULES-TRIGGER",
          severity: "warning",
          message: `unknown Windsurf trigger ${JSON.stringify(trigger)} (always_on, manual, model_decision, glob); read as always_on`,
          ...at,
        });
    }
    return { ...base, ...directoryScope(dir), diagnostics };
  },
  place(rule, slug) {
    const dir = directoryOf(rule) && rule.directory === directoryOf(rule) ? rule.directory : undefined;
    const desc: Array<[string, string]> = rule.description ? [["description", rule.description]] : [];
    if (dir)
      return {
        path: `${dir}/.windsurf/rules/${slug}.md`,
        fields: [["trigger", "always_on"], ...desc],
        shared: false,
        expect: directoryScope(dir) as { activation: "glob"; globs: string[] },
      };
    const path = `.windsurf/rules/${slug}.md`;
    switch (rule.activation) {
      case "glob":
        if (!rule.globs.length) break;
        return {
          path,
          fields: [["trigger", "glob"], ["globs", rule.globs.join(",")], ...desc],
          shared: false,
          expect: { activation: "glob", globs: [...rule.globs] },
        };
      case "model":
        return {
          path,
          fields: [
            ["trigger", "model_decision"],
            ["description", rule.description ?? (rule.title || rule.id)],
          ],
          shared: false,
          expect: { activation: "model", globs: [] },
        };
      case "manual":
        return {
          path,
          fields: [["trigger", "manual"], ...desc],
          shared: false,
          expect: { activation: "manual", globs: [] },
        };
      default:
        break;
    }
    return {
      path,
      fields: [["trigger", "always_on"], ...desc],
      shared: false,
      expect: { activation: "always", globs: [] },
    };
  },
  description: true,
  modes: false,
  // The newer docs say 12,000 characters per workspace rule file (an older page said 6,000).
  maxChars: 12000,
};
