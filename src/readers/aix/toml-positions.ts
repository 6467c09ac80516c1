/**
 * Line:col of keys in TOML text (smol-toml reports none): table headers
 * (`[a.b]`, `[[a]]`) and `key = value` lines, mapped to JSON pointers.
 * Good enough to point a diagnostic at the right line.
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
      out.set(`/${[...table, ...keys].join("/")}`, { line: i + 1, col });
    }
  });
  return out;
}
