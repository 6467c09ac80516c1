/**
 * Lower: core rules → the files a rule format writes. The dialect says where
 * each rule goes and with what fields, and what it will read back as; every
 * difference between the rule and that (activation, globs, a description the
 * format has no field for, a Roo mode) is recorded in the ledger, rule by
 * rule (`/rules/<id>/activation`, …). Rules sharing a file (AGENTS.md,
 * copilot-instructions.md) are kept in order, each under its marker.
 */
import type { CoreRule } from "../../../ir/dialects/core/rules.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { normalText } from "../../../ir/dialects/rules/model.js";
import { compareCodeUnits } from "../../../ir/json/strings.js";
import { isLegacyRuleFile } from "../../../ir/dialects/rules/paths.js";
import type { FieldValue, FileToEmit } from "../../../emitters/rules/emit.js";
import type { Placement, RuleDialect } from "./dialect.js";
import { rulePointer, slugOf } from "./ids.js";
import { directoryOf } from "./scope.js";

/** A file to write: path, front matter, an optional preamble (`@AGENTS.md`), and its rules in order. */
export type LoweredFile = FileToEmit;

/** What a lowered rule must read back as, by id. */
export interface Expected {
  id: string;
  path: string;
  text: string;
  activation: CoreRule["activation"];
  globs: string[];
}

export interface Lowered {
  files: LoweredFile[];
  expected: Expected[];
  /** Warnings about what the target's tool will not read whole (a file over its size limit). */
  diagnostics: Diagnostic[];
}

const sameGlobs = (a: readonly string[], b: readonly string[]): boolean => {
  const x = [...new Set(a)].sort();
  const y = [...new Set(b)].sort();
  return x.length === y.length && x.every((g, i) => g === y[i]);
};

const unique = (path: string, used: Set<string>): string => {
  let out = path;
  for (let i = 2; used.has(out); i++) out = path.replace(/(\.instructions\.md|\.mdc|\.md)?$/, `-${i}$1`);
  return out;
};

export interface LowerOptions {
  /** Rules already held by another file of the same export (CLAUDE.md importing AGENTS.md): id → the file whose `@` import replaces them. */
  delegate?: (rule: CoreRule) => string | undefined;
}

const fieldValue = (v: FieldValue): unknown =>
  typeof v === "object" && !Array.isArray(v) ? ("flow" in v ? v.flow : v.json) : v;

/**
 * Where a rule goes home: the file of this format it was read from, under its own name, when that
 * file gives it the same scope and activation as the format's conventional place would (a legacy
 * single file such as `.cursorrules` holds always-on rules, without front matter; `.claude/CLAUDE.md`
 * reads as the root CLAUDE.md does). Undefined when the rule has no file of this format, when its
 * home is the conventional place already, or when the home would read back otherwise.
 */
function homePlacement(rule: CoreRule, dialect: RuleDialect): Placement | undefined {
  const home = rule.sources.find((s) => s.format === dialect.name)?.file;
  if (!home) return undefined;
  const conventional = dialect.place(rule, slugOf(rule.id) || "rule");
  if (home === conventional.path) return undefined;
  const scopeOf = (path: string, f: Placement["fields"]) =>
    dialect.scope({
      format: dialect.name,
      path,
      fields: Object.fromEntries(f.map(([k, v]) => [k, fieldValue(v)])),
      fieldLines: {},
      frontMatter: f.length > 0,
      sections: [],
      imports: [],
      generated: true,
    });
  // Home reads back as the conventional place would (activation, globs), in the rule's own directory or none.
  const readsAsConventional = (f: Placement["fields"]): boolean => {
    const scope = scopeOf(home, f);
    return (
      scope.activation === conventional.expect.activation &&
      sameGlobs(scope.globs, conventional.expect.globs) &&
      [undefined, rule.directory].includes(scope.directory)
    );
  };
  // A nested rules folder (`docs/.cursor/rules/`) scopes its patterns to its directory: they are written relative to it.
  const nest = scopeOf(home, []).directory;
  const relative = (v: string): string =>
    nest
      ? v
          .split(",")
          .map((g) => (g.startsWith(`${nest}/`) ? g.slice(nest.length + 1) : g))
          .join(",")
      : v;
  const unnest = ([k, v]: [string, FieldValue]): [string, FieldValue] => [
    k,
    typeof v === "string"
      ? relative(v)
      : Array.isArray(v)
        ? v.map(relative)
        : typeof v === "object" && "flow" in v
          ? { flow: v.flow.map(relative) }
          : v,
  ];
  const fields = isLegacyRuleFile(home) ? [] : conventional.fields.map(unnest);
  return readsAsConventional(fields) ? { ...conventional, path: home, fields, home: true } : undefined;
}

export function lowerRules(
  rules: readonly CoreRule[],
  dialect: RuleDialect,
  ledger: LossLedger,
  options: LowerOptions = {},
): Lowered {
  const files = new Map<string, LoweredFile>();
  const expected: Expected[] = [];
  const used = new Set<string>();
  const slugs = new Set<string>();
  const target = dialect.name;
  // Files rules go home to are theirs: no other rule's file takes their names.
  const homes = new Map(rules.map((r) => [r, homePlacement(r, dialect)] as const));
  for (const h of homes.values()) if (h) used.add(h.path);
  // A legacy single file that is a rule's home (`.clinerules` as a file) leaves no room for the folder of the same name.
  const legacy = [...homes.values()]
    .filter((h): h is Placement => h !== undefined && isLegacyRuleFile(h.path))
    .map((h) => h.path);
  const intoLegacy = (p: Placement, rule: CoreRule): Placement => {
    const file = legacy.find((l) => p.path.startsWith(`${l}/`));
    if (!file) return p;
    const why = `${target}'s rules are in the single file ${file} (always on), which leaves no room for its folder`;
    return {
      path: file,
      fields: [],
      shared: true,
      home: true,
      expect: { activation: "always", globs: [] },
      reasons: {
        activation: `${why}: this ${rule.activation} rule is always on there`,
        globs: `${why}: the rule applies to every file`,
        description: p.reasons?.description ?? `${target} has no description field`,
      },
    };
  };
  for (const rule of rules) {
    const file = rule.sources[0]?.file;
    const lose = (field: string, reason: string): void =>
      ledger.record({ pointer: rulePointer(rule.id, field), ...(file ? { file } : {}), target, reason });
    const at = options.delegate?.(rule);
    if (at) {
      const f = files.get(at) ?? { path: at, fields: [], preamble: [], rules: [] };
      files.set(at, f);
      if (!f.preamble.includes("@AGENTS.md")) f.preamble.push("@AGENTS.md");
      continue;
    }
    let slug = slugOf(rule.id) || "rule";
    for (let i = 2; slugs.has(slug); i++) slug = `${slugOf(rule.id) || "rule"}-${i}`;
    slugs.add(slug);
    const p: Placement = homes.get(rule) ?? intoLegacy(dialect.place(rule, slug), rule);
    const path = p.shared || p.home ? p.path : unique(p.path, used);
    used.add(path);
    const f = files.get(path) ?? { path, fields: p.fields, preamble: [], rules: [] };
    files.set(path, f);
    const text = normalText(rule.text);
    f.rules.push({ id: rule.id, text });
    expected.push({ id: rule.id, path, text, activation: p.expect.activation, globs: p.expect.globs });
    const where = rule.directory ? ` (directory ${rule.directory})` : "";
    if (p.expect.activation !== rule.activation) {
      lose(
        "activation",
        p.reasons?.activation ??
          `${target} cannot hold a ${rule.activation} rule${where}; it is written as ${p.expect.activation}`,
      );
    }
    if (!sameGlobs(p.expect.globs, rule.globs)) {
      const from = rule.globs.length ? rule.globs.join(", ") : "no file pattern";
      const to = p.expect.globs.length ? p.expect.globs.join(", ") : "no file pattern";
      lose(
        "globs",
        p.reasons?.globs ?? `${target} cannot scope this rule to ${from}${where}; it is written with ${to}`,
      );
    }
    if (rule.directory && directoryOf(rule) !== rule.directory && !path.startsWith(`${rule.directory}/`))
      lose(
        "directory",
        `${target} cannot nest this ${rule.activation} rule in ${rule.directory}; it is written to ${path}`,
      );
    if (rule.description && !dialect.description)
      lose("description", p.reasons?.description ?? `${target} has no description field`);
    if (rule.group?.startsWith("mode:") && !dialect.modes)
      lose("group", `${target} has no modes: the rule of Roo mode ${rule.group.slice(5)} applies in every mode`);
  }
  const diagnostics: Diagnostic[] = [];
  for (const f of files.values()) {
    const size = f.rules.reduce((n, r) => n + r.text.length, 0);
    if (dialect.maxChars && size > dialect.maxChars) {
      diagnostics.push({
        code: "RULES-SIZE",
        severity: "warning",
        message: `${f.path} holds ${size} characters of rules; ${target} reads at most ${dialect.maxChars} of a file and truncates the rest`,
        file: f.path,
      });
    }
  }
  return {
    files: [...files.values()].sort((a, b) => compareCodeUnits(a.path, b.path)),
    expected,
    diagnostics,
  };
}
