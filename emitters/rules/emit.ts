/**
 * Write a rule file: front matter (fields in the order given, values spelled
 * as the format documents them), the generated-by header, an optional
 * preamble (`@AGENTS.md`), then each rule under its marker so its id survives
 * a re-read. Deterministic: the same file always gives the same bytes.
 */
import { GENERATED_HEADER, ruleMarker } from "../../ir/dialects/rules/model.js";

/** A front-matter value as a writer spells it: a scalar, a block list (`- "a"`), a flow list (`["a", "b"]`), or any value as JSON (valid YAML). */
export type FieldValue = string | boolean | string[] | { flow: string[] } | { json: unknown };

export interface FileToEmit {
  path: string;
  fields: Array<[string, FieldValue]>;
  preamble: string[];
  rules: Array<{ id: string; text: string }>;
}

/** Plain scalars YAML reads back as the same string (no indicator first, no `: ` or ` #`, not a number, boolean or null). */
const PLAIN = /^[A-Za-z_./][A-Za-z0-9_./*{},()@+=' -]*$/;
const SPECIAL = /^(true|false|yes|no|on|off|null|y|n)$/i;

/** A scalar plainly when that is safe (Cursor documents unquoted globs), else double-quoted. */
export function yamlScalar(v: string): string {
  return PLAIN.test(v) && v.trim() === v && !SPECIAL.test(v) && !/ #|: /.test(v) ? v : JSON.stringify(v);
}

function field([k, v]: [string, FieldValue]): string {
  if (typeof v === "boolean") return `${k}: ${v}`;
  if (typeof v === "string") return `${k}: ${yamlScalar(v)}`;
  if (Array.isArray(v)) return `${k}:\n${v.map((x) => `  - ${JSON.stringify(x)}`).join("\n")}`;
  if ("flow" in v) return `${k}: [${v.flow.map((x) => JSON.stringify(x)).join(", ")}]`;
  return `${k}: ${JSON.stringify(v.json) ?? "null"}`;
}

export function emitRuleFile(f: FileToEmit): string {
  const parts: string[] = [];
  if (f.fields.length) parts.push(`---\n${f.fields.map(field).join("\n")}\n---\n`);
  parts.push(`${GENERATED_HEADER}\n`);
  if (f.preamble.length) parts.push(`\n${f.preamble.join("\n")}\n`);
  for (const r of f.rules) parts.push(`\n${ruleMarker(r.id)}\n${r.text}\n`);
  return parts.join("");
}

/** Every file, by path, sorted. */
export const emitRuleFiles = (files: readonly FileToEmit[]): Array<[string, string]> =>
  [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).map((f) => [f.path, emitRuleFile(f)]);
