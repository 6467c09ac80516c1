/**
 * Line:col of keys in TOML text (smol-toml reports none): table headers
 * (`[a.b]`, `[[a]]`) and `key = value` lines, mapped to JSON pointers.
 * Values are located too (from after `=` to a comment or the line's end), so
 * a diagnostic can underline them. Good enough to point at the right place.
 */
import type { Position } from "../../../ir/json/line-index.js";

export function tomlPositions(text: string): Map<string, Position> {
  const out = new Map<string, Position>();
  let table: string[] = [];
  const arrayCounts = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    const col = raw.length - raw.trimStart().length + 1;
    const arr = /^\[\[\s*([^\]]+?)\s*\]\]/.exec(line);
    const tab = arr ? undefined : /^\[\s*([^\]]+?)\s*\]/.exec(line);
    if (arr || tab) {
      const parts = (arr ?? tab)![1]!.split(".").map((p) => p.trim().replace(/^"|"$/g, ""));
      if (arr) {
        const key = parts.join("/");
        const n = arrayCounts.get(key) ?? 0;
        arrayCounts.set(key, n + 1);
        table = [...parts, String(n)];
      } else table = parts;
      out.set(`/${table.join("/")}`, { line: i + 1, col });
      return;
    }
    const kv = /^("[^"]*"|[A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*=/.exec(line);
    if (kv) {
      const keys = kv[1]!.split(".").map((p) => p.trim().replace(/^"|"$/g, ""));
      const keyEnd = col + kv[1]!.length;
      const value = valueSpan(raw, col - 1 + kv[0].length);
      out.set(`/${[...table, ...keys].join("/")}`, {
        line: i + 1,
        col: value.start + 1,
        endLine: i + 1,
        endCol: value.end + 1,
        key: { line: i + 1, col, endLine: i + 1, endCol: keyEnd },
      });
    }
  });
  return out;
}

/** The value after `key =` on one line: a quoted string up to its closing quote, else up to a comment (0-based, end exclusive). */
function valueSpan(raw: string, from: number): { start: number; end: number } {
  let start = from;
  while (raw[start] === " " || raw[start] === "\t") start++;
  const q = raw[start];
  if (q === '"' || q === "'") {
    let j = start + 1;
    while (j < raw.length && raw[j] !== q) j += raw[j] === "\\" && q === '"' ? 2 : 1;
    return { start, end: Math.min(raw.length, j + 1) };
  }
  const hash = raw.indexOf("#", start);
  const end = (hash === -1 ? raw : raw.slice(0, hash)).trimEnd().length;
  return { start, end: Math.max(start + 1, end) };
}
