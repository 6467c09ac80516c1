/**
 * Front matter as the tools themselves read it when it is not valid YAML:
 * line by line, `key: value` and `- item` lines under a key. Cursor documents
 * unquoted globs (`globs: **\/*.tsx` — an alias to YAML) and Claude Code's own
 * examples write `paths: {src,lib}/**\/*.ts` (a broken flow mapping to YAML);
 * both mean the plain string.
 */
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
  if (/^\[.*\]$/.test(v)) return splitGlobs(v.slice(1, -1)).map((x) => unquote(x.trim())).filter(Boolean);
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
