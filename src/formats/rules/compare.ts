/**
 * Whether written rule files mean what they were lowered from: re-read each
 * file in memory with the format's own reader and raise, then compare every
 * rule by id (text, activation, globs).
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { CoreRule } from "../../../ir/dialects/core/rules.js";
import type { Expected } from "./lower.js";

const key = (g: readonly string[]): string => JSON.stringify([...new Set(g)].sort());

export function compareRules(expected: readonly Expected[], actual: readonly CoreRule[], target: string): Diagnostic[] {
  const byId = new Map(actual.map((r) => [r.id, r]));
  const out: Diagnostic[] = [];
  const bad = (file: string, message: string): void =>
    void out.push({ code: "RULES-OUTPUT", severity: "error", message: `${target}: ${message}`, file });
  for (const e of expected) {
    const a = byId.get(e.id);
    if (!a) bad(e.path, `rule ${e.id} does not read back from ${e.path}`);
    else {
      if (a.text !== e.text) bad(e.path, `rule ${e.id} reads back with different text`);
      if (a.activation !== e.activation) bad(e.path, `rule ${e.id} reads back as ${a.activation}, not ${e.activation}`);
      if (key(a.globs) !== key(e.globs))
        bad(e.path, `rule ${e.id} reads back scoped to ${key(a.globs)}, not ${key(e.globs)}`);
    }
  }
  return out;
}
