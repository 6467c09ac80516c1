/**
 * One rule file's text → what it holds: front matter (for the formats that
 * have it), the generated-by header dropped, the body split into rules at
 * agentc's rule markers (a hand-written file is one rule), and `@` imports
 * (claude-md, gemini-md). Malformed front matter is reported at its
 * line:col and the body is still read; under strict it is an error, else a warning.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { GENERATED_PHRASE, isGenerated, normalText, markerId, type RuleFileAttrs, type RuleSection } from "../../../ir/dialects/rules/model.js";
import type { RuleFormatName } from "../../../ir/dialects/rules/paths.js";
import { readFrontMatter } from "../front-matter/front-matter.js";
import { importsOf } from "./imports.js";
import { lenientFields } from "./lenient-front-matter.js";

export interface RuleFileRead {
  file: RuleFileAttrs;
  diagnostics: Diagnostic[];
}

/** Whether a file of this format at this path may carry YAML front matter. */
export function hasFrontMatter(format: RuleFormatName, path: string): boolean {
  switch (format) {
    case "claude-md":
      return path.startsWith(".claude/rules/");
    case "copilot":
      return path.endsWith(".instructions.md");
    case "cursor":
    case "windsurf":
    case "kiro":
      return !/^\.(cursorrules|windsurfrules)$/.test(path);
    case "cline":
      return path !== ".clinerules";
    default:
      return false;
  }
}

const IMPORTING = new Set<RuleFormatName>(["claude-md", "gemini-md"]);

/** Split a body at rule markers: text before the first marker (if any) is a rule of its own. */
function sectionsOf(body: string, bodyLine: number): RuleSection[] {
  const lines = body.split("\n");
  const sections: Array<{ id?: string; start: number; lines: string[] }> = [{ start: 0, lines: [] }];
  lines.forEach((l, i) => {
    const id = markerId(l.replace(/\r$/, ""));
    if (id !== undefined) sections.push({ id, start: i + 1, lines: [] });
    else sections[sections.length - 1]!.lines.push(l);
  });
  const out: RuleSection[] = [];
  for (const s of sections) {
    const raw = s.lines.join("\n").replace(/\r\n?/g, "\n");
    const text = normalText(raw);
    if (!text && !s.id) continue;
    const lead = raw.length - raw.replace(/^(?:[ \t]*\n)+/, "").length;
    const skipped = raw.slice(0, lead).split("\n").length - 1;
    out.push({ ...(s.id ? { id: s.id } : {}), text, line: bodyLine + s.start + skipped });
  }
  return out;
}

/** Drop the generated-by header comment from the top of a body, keeping line numbers. */
function withoutHeader(body: string): string {
  const lines = body.split("\n");
  const i = lines.findIndex((l) => l.trim() !== "");
  if (i >= 0 && i < 3 && lines[i]!.includes(GENERATED_PHRASE) && /^\s*<!--.*-->\s*$/.test(lines[i]!)) lines[i] = "";
  return lines.join("\n");
}

/** Parse a rule file held in memory. */
export function parseRuleFile(format: RuleFormatName, path: string, text: string, options: { strict?: boolean } = {}): RuleFileRead {
  const fm = hasFrontMatter(format, path) ? readFrontMatter(path, text) : undefined;
  let diagnostics = fm?.diagnostics ?? [];
  if (fm?.present && diagnostics.some((d) => d.severity === "error")) {
    // Not YAML: read it line by line, as the tools do; only lines that still make no sense are a problem.
    const block = text.replace(/^\uFEFF/, "").split("\n").slice(1, fm.bodyLine - 2);
    const lenient = lenientFields(block, 2);
    fm.data = lenient.data;
    fm.fieldLines = lenient.fieldLines;
    diagnostics = lenient.unread.length
      ? diagnostics.map((d): Diagnostic => (d.severity === "error" && !options.strict ? { ...d, severity: "warning", hint: `line ${lenient.unread.join(", ")} is not a field; the other fields and the body are read; --strict makes this an error` } : d))
      : diagnostics.map((d): Diagnostic => ({ ...d, severity: "info", message: `${d.message}; read line by line as the tool reads it` }));
  }
  const body = fm ? fm.body : text.replace(/^\uFEFF/, "");
  const bodyLine = fm ? fm.bodyLine : 1;
  const clean = withoutHeader(body);
  const file: RuleFileAttrs = {
    format,
    path,
    fields: fm?.data ?? {},
    fieldLines: Object.fromEntries(fm?.fieldLines ?? []),
    frontMatter: fm?.present ?? false,
    sections: sectionsOf(clean, bodyLine),
    imports: IMPORTING.has(format) ? importsOf(path, clean.replace(/\r\n?/g, "\n"), bodyLine) : [],
    generated: isGenerated(text),
  };
  return { file, diagnostics };
}

/** Read a rule file of a repository (`path` relative to `root`); an unreadable file is an error diagnostic. */
export function readRuleFile(root: string, format: RuleFormatName, path: string, options: { strict?: boolean } = {}): RuleFileRead | { file?: undefined; diagnostics: Diagnostic[] } {
  let text: string;
  try {
    text = readFileSync(join(root, path), "utf8");
  } catch (e) {
    return { diagnostics: [{ code: "RULES-READ", severity: "error", message: `cannot read ${path}: ${(e as Error).message}`, file: path }] };
  }
  return parseRuleFile(format, path, text, options);
}
