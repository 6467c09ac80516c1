/**
 * The dialect of a tool declared as data (ir/dialects/rules/tool.ts `rules`): its front matter's
 * activation field, pattern field and description field give a file's rules their scope on read,
 * and a core rule its file and fields on write. What the tool has no spelling for is written as the
 * nearest thing it reads (always on) and ledgered with the tool's name.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { Activation, CoreRule } from "../../../ir/dialects/core/rules.js";
import type { RuleFileAttrs } from "../../../ir/dialects/rules/model.js";
import type { RuleToolData } from "../../../ir/dialects/rules/tool.js";
import { globsOf } from "./globs.js";
import type { FieldValue, Placement, RuleDialect, Scope } from "./dialect.js";
import { nestedPlacement, nestedScope } from "./nested-file.js";
import { stringField } from "./scope.js";

const WORDS: Record<Activation, string> = {
  always: "always-on",
  glob: "file-pattern",
  model: "model-decided",
  manual: "manual",
};

/** A front-matter value equal to a declared one (`true` and `"true"` alike). */
const same = (v: unknown, want: string | boolean): boolean =>
  v === want || (typeof want === "boolean" && v === String(want));

export function schemeDialect(tool: RuleToolData): RuleDialect {
  const scheme = tool.rules ?? { write: { folder: "" } };
  const values = scheme.activation?.values ?? {};
  const nested = tool.nested;
  const canGlob = Boolean(scheme.globs);
  /** The activations the tool has a spelling for. */
  const has = (a: Activation): boolean => a === "always" || (a === "glob" ? canGlob : values[a] !== undefined);

  function scope(file: RuleFileAttrs): Scope {
    if (tool.legacy?.test(file.path)) return { activation: "always", globs: [] };
    if (nested && (file.path === nested || file.path.endsWith(`/${nested}`))) return nestedScope(file);
    const f = file.fields;
    const description = scheme.description ? stringField(f[scheme.description]) : undefined;
    const title = scheme.name ? stringField(f[scheme.name]) : undefined;
    const base = { ...(description ? { description } : {}), ...(title ? { title } : {}) };
    // Patterns are relative to the repository root; a leading `/` says so (Continue's own `globs: /**/*.`).
    const globs = scheme.globs ? globsOf(f[scheme.globs.field]).map((g) => g.replace(/^\/+(?=[^/])/, "")) : [];
    const field = scheme.activation?.field;
    const v = field ? f[field] : undefined;
    const diagnostics: Diagnostic[] = [];
    let activation: Activation | undefined;
    if (v !== undefined && field) {
      activation = (Object.keys(values) as Activation[]).find((a) => same(v, values[a]!));
      if (!activation) {
        const known = Object.values(values).map(String).join(", ");
        diagnostics.push({
          code: "RULES-TRIGGER",
          severity: "warning",
          message: `unknown ${tool.title} ${field} ${JSON.stringify(v)} (${known}); read as always on`,
          file: file.path,
          line: file.fieldLines[field] ?? 1,
          col: 1,
        });
        return { ...base, activation: "always", globs: [], diagnostics };
      }
    }
    // Patterns scope a rule whose activation field says nothing else (Continue's `alwaysApply: false` with `globs`).
    if (
      globs.length &&
      (activation === undefined || activation === "glob" || (activation !== "always" && values.glob === undefined))
    )
      return { ...base, activation: "glob", globs };
    // A field whose presence says when the rule applies (OpenHands' `triggers:`), when the activation field said nothing.
    const byPresence =
      activation === undefined
        ? Object.entries(scheme.present ?? {}).find(([k]) => f[k] !== undefined)?.[1]
        : undefined;
    const a = activation === "glob" ? "always" : (activation ?? byPresence ?? scheme.default ?? "always");
    return { ...base, activation: a, globs: [] };
  }

  function place(rule: CoreRule, slug: string): Placement {
    const w = scheme.write;
    if ("nested" in w) return nestedPlacement(rule, nested!);
    if ("file" in w) {
      return {
        path: w.file,
        fields: [],
        shared: true,
        expect: { activation: "always", globs: [] },
        reasons: {
          activation: `${tool.title} reads ${w.file} always; this ${WORDS[rule.activation]} rule applies to every task`,
          // Ledgered only for a rule with patterns (the file reads back with none), so the list is never empty.
          globs: `${tool.title} cannot scope a rule in ${w.file}; the rule scoped to ${rule.globs.join(", ")} applies everywhere`,
        },
      };
    }
    const path = `${w.folder}/${slug}${w.ext ?? ".md"}`;
    let a: Activation = rule.activation === "glob" && !rule.globs.length ? "always" : rule.activation;
    const reasons: Placement["reasons"] = {};
    if (!has(a)) {
      reasons.activation = `${tool.title} has no ${WORDS[a]} rules; the rule is written always-on`;
      if (a === "glob")
        reasons.globs = `${tool.title} has no file patterns; the rule scoped to ${rule.globs.join(", ")} applies everywhere`;
      a = "always";
    }
    const fields: Array<[string, FieldValue]> = [];
    if (scheme.name) fields.push([scheme.name, rule.title || rule.id]);
    if (scheme.activation && values[a] !== undefined && !(a === "glob" && values.glob === undefined))
      fields.push([scheme.activation.field, values[a]!]);
    if (a === "glob" && scheme.globs)
      fields.push([scheme.globs.field, scheme.globs.write === "list" ? [...rule.globs] : rule.globs.join(",")]);
    // A model-decided rule is chosen by its description; a tool that names its rules (Continue's `name`) shows the name
    // instead, so only a tool without one is given the rule's title (or id) as the description it lacks, as Cursor and Windsurf are.
    const description =
      a === "model" && !scheme.name ? (rule.description ?? (rule.title || rule.id)) : rule.description;
    if (description && scheme.description) fields.push([scheme.description, description]);
    return {
      path,
      fields,
      shared: false,
      expect: { activation: a, globs: a === "glob" ? [...rule.globs] : [] },
      ...(Object.keys(reasons).length ? { reasons } : {}),
    };
  }

  return {
    name: tool.name,
    prefix: tool.prefix!,
    scope,
    place,
    description: Boolean(scheme.description),
    modes: false,
    ...(tool.maxChars ? { maxChars: tool.maxChars } : {}),
  };
}
