/**
 * What AIGX 1.1 has no field for, kept on `<rule>` as `x-` attributes (the
 * spec's tags are not schema-validated, and readers keep unknown attributes):
 * a rule's activation, path scope, directory, title, description, group and
 * the files it was imported from. Lists are space-separated, or a JSON array
 * when an item holds white space, so they read well and decode exactly.
 */
import type { CoreRule, RuleSource } from "../../../ir/dialects/core/rules.js";
import { ACTIVATIONS, type Activation } from "../../../ir/dialects/core/rules.js";

const encodeList = (items: readonly string[]): string =>
  items.some((s) => /\s/.test(s) || s.startsWith("[")) ? JSON.stringify(items) : items.join(" ");

function decodeList(v: string): string[] {
  if (v.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed.filter((x): x is string => typeof x === "string");
    } catch {
      /* not JSON: read it as words */
    }
  }
  return v.split(/\s+/).filter(Boolean);
}

/** `format:file:line` (line and format optional). */
const encodeSource = (s: RuleSource): string =>
  `${s.format ? `${s.format}:` : ""}${s.file}${s.line ? `:${s.line}` : ""}`;

function decodeSource(v: string): RuleSource {
  const m = /^(?:([a-z][a-z0-9-]*):)?(.+?)(?::(\d+))?$/.exec(v)!;
  return { file: m[2]!, ...(m[3] ? { line: Number(m[3]) } : {}), ...(m[1] ? { format: m[1] } : {}) };
}

/** The `x-` attributes that map to core fields; any other is kept as it is (`CoreRule.extensions`). */
const KNOWN = new Set([
  "x-format",
  "x-activation",
  "x-globs",
  "x-directory",
  "x-title",
  "x-description",
  "x-group",
  "x-sources",
]);

/** The `x-` attributes of a core rule: only what differs from what its genome implies. */
export function ruleExtensions(
  r: CoreRule,
  implied: { activation: Activation; globs: string[]; group: string; directory?: string },
): Array<[string, string]> {
  const ext: Array<[string, string]> = [];
  if (isMarkdown(r.text)) ext.push(["x-format", "markdown"]);
  if (r.activation !== implied.activation) ext.push(["x-activation", r.activation]);
  if (r.globs.join("\u0000") !== implied.globs.join("\u0000")) ext.push(["x-globs", encodeList(r.globs)]);
  if (r.directory && r.directory !== implied.directory) ext.push(["x-directory", r.directory]);
  if (r.title) ext.push(["x-title", r.title]);
  if (r.description) ext.push(["x-description", r.description]);
  if (r.group && r.group !== implied.group) ext.push(["x-group", r.group]);
  const sources = r.sources.filter((s) => s.format !== "aigx");
  if (sources.length) ext.push(["x-sources", encodeList(sources.map(encodeSource))]);
  for (const [k, v] of r.extensions ?? []) if (!KNOWN.has(k)) ext.push([k, v]);
  return ext;
}

/** A core rule's fields from `x-` attributes, over the defaults its genome gives. */
export function applyExtensions(base: CoreRule, ext: ReadonlyArray<readonly [string, string]> = []): CoreRule {
  const r: CoreRule = { ...base, globs: [...base.globs], sources: [...base.sources] };
  for (const [k, v] of ext) {
    if (k === "x-activation" && (ACTIVATIONS as readonly string[]).includes(v)) r.activation = v as Activation;
    else if (k === "x-globs") r.globs = decodeList(v);
    else if (k === "x-directory") r.directory = v;
    else if (k === "x-title") r.title = v;
    else if (k === "x-description") r.description = v;
    else if (k === "x-group") r.group = v;
    else if (k === "x-sources") r.sources = [...decodeList(v).map(decodeSource), ...r.sources];
    else if (k.startsWith("x-") && !KNOWN.has(k)) r.extensions = [...(r.extensions ?? []), [k, v]];
  }
  return r;
}

/** Text with line structure (Markdown) is kept verbatim; other rule text is folded to one line, as AIGX reads it. */
export const isMarkdown = (text: string): boolean => text.trim().includes("\n");

/** A rule's text as the genome stores it. */
export const genomeText = (text: string): string => (isMarkdown(text) ? text.trim() : text.replace(/\s+/g, " ").trim());

/** A concern file's name for a group ("mode:code" → "mode-code"). */
export const concernName = (group: string | undefined): string =>
  (group ?? "rules")
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "") || "rules";
