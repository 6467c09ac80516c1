/**
 * Kiro steering: `.kiro/steering/*.md` with `inclusion` — always (the default),
 * fileMatch (+ `fileMatchPattern`, a string or a list), manual — and the newer,
 * thinly documented `auto` (model-decided from `description`).
 */
import type { RuleDialect, Scope } from "../dialect.js";
import { stringField } from "../scope.js";
import { globsOf } from "../globs.js";

export const kiroDialect: RuleDialect = {
  name: "kiro",
  prefix: "KIRO",
  scope(file): Scope {
    const f = file.fields;
    const description = stringField(f.description);
    const base = { ...(description ? { description } : {}) };
    const at = { file: file.path, line: file.fieldLines.inclusion ?? 1, col: 1 };
    switch (f.inclusion) {
      case undefined:
      case "always":
        return { ...base, activation: "always", globs: [] };
      case "fileMatch": {
        const globs = globsOf(f.fileMatchPattern);
        if (globs.length) return { ...base, activation: "glob", globs };
        return {
          ...base,
          activation: "always",
          globs: [],
          diagnostics: [
            {
              code: "RULES-SCOPE",
              severity: "warning",
              message: "inclusion: fileMatch names no fileMatchPattern; read as always",
              ...at,
            },
          ],
        };
      }
      case "manual":
        return { ...base, activation: "manual", globs: [] };
      case "auto":
        return { ...base, activation: "model", globs: [] };
      default:
        return {
          ...base,
          activation: "always",
          globs: [],
          diagnostics: [
            {
              code: "RULES-TRIGGER",
              severity: "warning",
              message: `unknown Kiro inclusion ${JSON.stringify(f.inclusion)} (always, fileMatch, manual, auto); read as always`,
              ...at,
            },
          ],
        };
    }
  },
  place(rule, slug) {
    const path = `.kiro/steering/${slug}.md`;
    const desc: Array<[string, string]> = rule.description ? [["description", rule.description]] : [];
    switch (rule.activation) {
      case "glob":
        if (!rule.globs.length) break;
        return {
          path,
          fields: [
            ["inclusion", "fileMatch"],
            ["fileMatchPattern", rule.globs.length === 1 ? rule.globs[0]! : { flow: [...rule.globs] }],
            ...desc,
          ],
          shared: false,
          expect: { activation: "glob", globs: [...rule.globs] },
        };
      case "manual":
        return {
          path,
          fields: [["inclusion", "manual"], ...desc],
          shared: false,
          expect: { activation: "manual", globs: [] },
        };
      case "model":
        return {
          path,
          fields: [
            ["inclusion", "auto"],
            ["description", rule.description ?? (rule.title || rule.id)],
          ],
          shared: false,
          expect: { activation: "model", globs: [] },
        };
      default:
        break;
    }
    return {
      path,
      fields: [["inclusion", "always"], ...desc],
      shared: false,
      expect: { activation: "always", globs: [] },
    };
  },
  description: true,
  modes: false,
};
