/**
 * GitHub Copilot: `.github/copilot-instructions.md` (always) and
 * `.github/instructions/*.instructions.md` with `applyTo` (comma-separated
 * globs in one string; `**`, `*`, `**\/*` mean every file). Without `applyTo`
 * VS Code matches a file by its `description` (model) or attaches it by hand
 * (manual). `name` is the title; `excludeAgent` has no core counterpart.
 */
import type { Placement, RuleDialect, Scope } from "../dialect.js";
import { isAllFiles, stringField } from "../scope.js";
import { globsOf } from "../globs.js";

export const copilotDialect: RuleDialect = {
  name: "copilot",
  prefix: "COPILOT",
  scope(file): Scope {
    if (file.path === ".github/copilot-instructions.md") return { activation: "always", globs: [] };
    const f = file.fields;
    const description = stringField(f.description);
    const title = stringField(f.name);
    const extras = f.excludeAgent !== undefined ? { excludeAgent: f.excludeAgent } : undefined;
    const base = {
      ...(description ? { description } : {}),
      ...(title ? { title } : {}),
      ...(extras ? { extras } : {}),
    };
    const globs = globsOf(f.applyTo);
    if (globs.some(isAllFiles)) return { ...base, activation: "always", globs: [] };
    if (globs.length) return { ...base, activation: "glob", globs };
    return { ...base, activation: description ? "model" : "manual", globs: [] };
  },
  place(rule, slug) {
    const path = `.github/instructions/${slug}.instructions.md`;
    const name: Array<[string, string]> = rule.title ? [["name", rule.title]] : [];
    const desc = (d: string | undefined): Array<[string, string]> => (d ? [["description", d]] : []);
    // The shared file has no fields: an always-on rule with a description gets a file of its own
    // (also when it is always-on only because Copilot cannot hold its scope, so the description is not lost).
    const always: Placement = rule.description
      ? {
          path,
          fields: [...name, ...desc(rule.description), ["applyTo", "**"]],
          shared: false,
          expect: { activation: "always", globs: [] },
        }
      : {
          path: ".github/copilot-instructions.md",
          fields: [],
          shared: true,
          expect: { activation: "always", globs: [] },
        };
    switch (rule.activation) {
      case "glob":
        if (!rule.globs.length) break;
        return {
          path,
          fields: [...name, ...desc(rule.description), ["applyTo", rule.globs.join(",")]],
          shared: false,
          expect: { activation: "glob", globs: [...rule.globs] },
        };
      case "model":
        return {
          path,
          fields: [
            ...name,
            ...desc(
              rule.description ??
                (rule.title ||
                  rule.text
                    .split("\n")[0]!
                    .replace(/^#+\s*/, "")
                    .slice(0, 200) ||
                  rule.id),
            ),
          ],
          shared: false,
          expect: { activation: "model", globs: [] },
        };
      case "manual":
        return {
          path,
          fields: name,
          shared: false,
          expect: { activation: "manual", globs: [] },
          reasons: {
            description:
              "a Copilot instruction file with a description is matched by it (model-decided); the manual rule's description is left out",
          },
        };
      default:
        break;
    }
    return always;
  },
  description: true,
  modes: false,
};
