/**
 * Front matter as the tools themselves read it when it is not valid YAML:
 * line by line, `key: value` and `- item` lines under a key. Cursor documents
 * unquoted globs (`globs: **\/*.tsx` — an alias to YAML) and Claude Code's own
 * examples write `paths: {src,lib}/**\/*.ts` (a broken flow mapping to YAML);
 * both mean the plain string.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { readFrontMatter, type FrontMatter } from "../front-matter/front-matter.js";
import { splitGlobs } from "./globs.js";

export interface LenientFields {
  data: Record<string, unknown>;
  fieldLines: Map<string, number>;
  /** 1-based file lines that are neither a field nor a list item. */
  unread: number[];
}

const unquote = (v: string): string => (/^(["']).*\1$/.test(v) ? v.slice(1, -1) : v);

function scalar(v: string): unknown {
  if (v === "true" || v === "false") return v === "true";
  if (/^\[.*\]$/.test(v))
    return splitGlobs(v.slice(1, -1))
      .map((x) => unquote(x.trim()))
      .filter(Boolean);
  return unquote(v);
}

/** Read `lines` (the block between the `---` lines; the first is file line `firstLine`). */
export function lenientFields(lines: readonly string[], firstLine: number): LenientFields {
  const data: Record<string, unknown> = {};
  const fieldLines = new Map<string, number>();
  const unread: number[] = [];
  let key: string | undefined;
  lines.forEach((raw, i) => {
    const line = raw.replace(/\r$/, "");
    if (!line.trim() || /^\s*#/.test(line)) return;
    const field = /^([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]+(.*))?$/.exec(line);
    if (field) {
      key = field[1]!;
      const v = (field[2] ?? "").trim();
      // A flow list or a quoted string left open is broken for every reader.
      if ((v.startsWith("[") && !v.includes("]")) || (/^["']/.test(v) && !/^(["']).*\1$/.test(v))) {
        unread.push(firstLine + i);
        return;
      }
      data[key] = v === "" ? undefined : scalar(v);
      fieldLines.set(key, firstLine + i);
      return;
    }
    const item = /^\s+-[ \t]+(.*)$/.exec(line);
    if (item && key) {
      const list = Array.isArray(data[key]) ? (data[key] as unknown[]) : [];
      list.push(unquote(item[1]!.trim()));
      data[key] = list;
      return;
    }
    unread.push(firstLine + i);
  });
  return { data, fieldLines, unread };
}

/**
 * A file's front matter as its tool reads it: YAML, and when that fails, line by line. Only lines
 * that still make no sense are a problem (a warning, an error under `strict`); when every line reads,
 * the YAML error is only a note.
 */
export function readToolFrontMatter(path: string, text: string, options: { strict?: boolean } = {}): FrontMatter {
  const fm = readFrontMatter(path, text);
  if (!fm.present || !fm.diagnostics.some((d) => d.severity === "error")) return fm;
  // The lines between the two `---` (the first, byte-order mark and all, is dropped).
  const block = text.split("\n").slice(1, fm.bodyLine - 2);
  const lenient = lenientFields(block, 2);
  const diagnostics = lenient.unread.length
    ? fm.diagnostics.map((d): Diagnostic =>
        d.severity === "error" && !options.strict
          ? {
              ...d,
              severity: "warning",
              hint: `line ${lenient.unread.join(", ")} is not a field; the other fields and the body are read; --strict makes this an error`,
            }
          : d,
      )
    : fm.diagnostics.map((d): Diagnostic => ({
        ...d,
        severity: "info",
        message: `${d.message}; read line by line as the tool reads it`,
      }));
  return { ...fm, data: lenient.data, fieldLines: lenient.fieldLines, diagnostics };
}
