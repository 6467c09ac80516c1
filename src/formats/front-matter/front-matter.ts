/**
 * Markdown with optional YAML front matter (`---` … `---` at the top), as the
 * rule files of coding agents write it. Returns the fields (plain values),
 * the body with the line it starts on, and diagnostics with line:col for a
 * malformed block — the body is still returned, so the rest of a file is kept.
 */
import { parseDocument, LineCounter } from "yaml";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { readFlatYaml } from "./flat-yaml.js";

export interface FrontMatter {
  /** The front-matter fields, or an empty object when there is none (or it is malformed). */
  data: Record<string, unknown>;
  /** Whether the file had a front-matter block. */
  present: boolean;
  body: string;
  /** 1-based line of the body's first line. */
  bodyLine: number;
  /** 1-based line of each top-level field. */
  fieldLines: Map<string, number>;
  diagnostics: Diagnostic[];
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;

export function readFrontMatter(file: string, text: string): FrontMatter {
  const none: FrontMatter = {
    data: {},
    present: false,
    body: text.replace(/^\uFEFF/, ""),
    bodyLine: 1,
    fieldLines: new Map(),
    diagnostics: [],
  };
  const open = OPEN.exec(text);
  if (!open) return none;
  const rest = text.slice(open[0].length);
  const close = /^---[ \t]*(\r?\n|$)/m.exec(rest);
  if (!close) {
    return {
      ...none,
      diagnostics: [
        {
          code: "RULES-FRONT-MATTER",
          severity: "warning",
          message: "front matter opened with --- is never closed; the whole file is read as the rule's text",
          file,
          line: 1,
          col: 1,
        },
      ],
    };
  }
  const yamlText = rest.slice(0, close.index);
  const bodyStart = open[0].length + close.index + close[0].length;
  const bodyLine = text.slice(0, bodyStart).split("\n").length;
  const flat = readFlatYaml(yamlText.split("\n"), 2);
  if (flat)
    return {
      data: flat.data,
      present: true,
      body: text.slice(bodyStart),
      bodyLine,
      fieldLines: flat.fieldLines,
      diagnostics: [],
    };
  const lc = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: lc, prettyErrors: false, uniqueKeys: false });
  const diagnostics: Diagnostic[] = doc.errors.map((e) => {
    const pos = lc.linePos(e.pos[0]);
    return {
      code: "RULES-FRONT-MATTER",
      severity: "error" as const,
      message: `malformed front matter: ${e.message.split("\n")[0]}`,
      file,
      line: pos.line + 1,
      col: pos.col,
    };
  });
  let value: unknown = {};
  if (!diagnostics.length) {
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (e) {
      // Parsed but not resolvable: `globs: *.ts` is an alias to YAML (Cursor writes globs so).
      diagnostics.push({
        code: "RULES-FRONT-MATTER",
        severity: "error",
        message: `malformed front matter: ${(e as Error).message.split("\n")[0]}`,
        file,
        line: 2,
        col: 1,
      });
    }
  }
  const data = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  if (!diagnostics.length && value !== null && value !== undefined && data !== value) {
    diagnostics.push({
      code: "RULES-FRONT-MATTER",
      severity: "error",
      message: "front matter is not a mapping of fields",
      file,
      line: 2,
      col: 1,
    });
  }
  const fieldLines = new Map<string, number>();
  const contents = doc.contents as {
    items?: Array<{ key?: { value?: unknown; range?: [number, number, number] } }>;
  } | null;
  for (const item of contents?.items ?? []) {
    if (item.key?.range && typeof item.key.value === "string")
      fieldLines.set(item.key.value, lc.linePos(item.key.range[0]).line + 1);
  }
  return { data, present: true, body: text.slice(bodyStart), bodyLine, fieldLines, diagnostics };
}
