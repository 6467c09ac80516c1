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
import {
  isGenerated,
  normalText,
  markerId,
  withoutGeneratedHeader,
  type RuleFileAttrs,
  type RuleSection,
} from "../../../ir/dialects/rules/model.js";
import type { RuleFormatName } from "../../../ir/dialects/rules/paths.js";
import { ruleTool } from "../../../ir/dialects/rules/tool.js";
import "../../../ir/dialects/rules/tools.js";
import { importsOf } from "./imports.js";
import { decodeRuleText } from "./decode-text.js";
import { readToolFrontMatter } from "./lenient-front-matter.js";

export interface RuleFileRead {
  file: RuleFileAttrs;
  diagnostics: Diagnostic[];
}

/**
 * Whether a file of this format at this path may carry YAML front matter: the tool's declaration
 * says (CLAUDE.md and copilot-instructions.md have none; every other file of those formats, or one
 * known by its front matter elsewhere, has); legacy single files (`.cursorrules`) never do.
 */
export function hasFrontMatter(format: RuleFormatName, path: string): boolean {
  const t = ruleTool(format);
  if (!t?.frontMatter || t.legacy?.test(path)) return false;
  return t.frontMatter === true || !t.frontMatter.test(path);
}

/** Whether the format's tool reads `@path` imports (they are recorded). */
const importing = (format: RuleFormatName): boolean => ruleTool(format)?.atImports === true;

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

/** Parse a rule file held in memory. */
export function parseRuleFile(
  format: RuleFormatName,
  path: string,
  text: string,
  options: { strict?: boolean } = {},
): RuleFileRead {
  const fm = hasFrontMatter(format, path) ? readToolFrontMatter(path, text, options) : undefined;
  const diagnostics = fm?.diagnostics ?? [];
  const body = fm ? fm.body : text.replace(/^\uFEFF/, "");
  const bodyLine = fm ? fm.bodyLine : 1;
  const clean = withoutGeneratedHeader(body);
  const file: RuleFileAttrs = {
    format,
    path,
    fields: fm?.data ?? {},
    fieldLines: Object.fromEntries(fm?.fieldLines ?? []),
    frontMatter: fm?.present ?? false,
    sections: sectionsOf(clean, bodyLine),
    imports: importing(format) ? importsOf(path, clean.replace(/\r\n?/g, "\n"), bodyLine) : [],
    generated: isGenerated(text),
  };
  return { file, diagnostics };
}

/** Read a rule file of a repository (`path` relative to `root`); an unreadable file is an error diagnostic. */
export function readRuleFile(
  root: string,
  format: RuleFormatName,
  path: string,
  options: { strict?: boolean } = {},
): RuleFileRead | { file?: undefined; diagnostics: Diagnostic[] } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(root, path));
  } catch (e) {
    return {
      diagnostics: [
        { code: "RULES-READ", severity: "error", message: `cannot read ${path}: ${(e as Error).message}`, file: path },
      ],
    };
  }
  const { text, diagnostics } = decodeRuleText(bytes, path);
  const read = parseRuleFile(format, path, text, options);
  return diagnostics.length ? { ...read, diagnostics: [...diagnostics, ...read.diagnostics] } : read;
}
