/**
 * `@path` imports of CLAUDE.md and GEMINI.md: recorded with their line and
 * where they resolve (relative to the importing file), never read or inlined.
 * As both tools document, `@` inside code spans and fenced blocks is not an import.
 */
import { posix } from "node:path";
import type { RuleImport } from "../../../ir/dialects/rules/model.js";

export function importsOf(file: string, text: string, firstLine: number): RuleImport[] {
  const out: RuleImport[] = [];
  let fence = false;
  text.split("\n").forEach((raw, i) => {
    if (/^\s*(```|~~~)/.test(raw)) {
      fence = !fence;
      return;
    }
    if (fence) return;
    const line = raw.replace(/`[^`]*`/g, "");
    for (const m of line.matchAll(/(?:^|\s)@([^\s`'"<>()[\]]+)/g)) {
      const path = m[1]!.replace(/[.,;:!?]+$/, "");
      if (!/[./]/.test(path)) continue; // @mentions, not paths
      const home = path.startsWith("~");
      const abs = path.startsWith("/");
      const resolved = home || abs ? undefined : posix.normalize(posix.join(posix.dirname(file), path));
      const outside = home || abs || resolved === undefined || resolved.startsWith("../") || resolved === "..";
      out.push({ path, line: firstLine + i, ...(outside ? {} : { resolved }), outside });
    }
  });
  return out;
}
