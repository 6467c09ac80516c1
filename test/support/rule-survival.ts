/** Whether rules survived a trip through a format: each is back with its text, activation and scope, or the ledger names what it lost. */
import type { CoreRule } from "../../ir/dialects/core/rules.js";
import { normalText } from "../../ir/dialects/rules/model.js";
import type { LossLedger } from "../../ir/loss-ledger.js";

const set = (g: readonly string[]): string => JSON.stringify([...new Set(g)].sort());

export function lostButUnledgered(
  original: readonly CoreRule[],
  back: readonly CoreRule[],
  ledger: LossLedger,
  target: string,
): string[] {
  const byId = new Map(back.map((r) => [r.id, r]));
  const named = (id: string, field: string): boolean =>
    ledger.entries.some(
      (e) => e.target === target && e.pointer === `/rules/${id.replace(/~/g, "~0").replace(/\//g, "~1")}/${field}`,
    );
  const problems: string[] = [];
  for (const r of original) {
    const a = byId.get(r.id);
    if (!a) {
      problems.push(`${r.id}: missing after ${target}`);
      continue;
    }
    if (a.text !== normalText(r.text)) problems.push(`${r.id}: text changed in ${target}`);
    if (a.activation !== r.activation && !named(r.id, "activation"))
      problems.push(`${r.id}: ${r.activation} came back ${a.activation} from ${target}, unledgered`);
    if (set(a.globs) !== set(r.globs) && !named(r.id, "globs"))
      problems.push(`${r.id}: globs ${set(r.globs)} came back ${set(a.globs)} from ${target}, unledgered`);
    // A directory survives as itself, or in globs that come back the same (formats without nesting say `dir/**`),
    // or is ledgered (as the directory, or — for a rule scoped by globs — with its globs).
    const inGlobs = r.globs.length > 0 && (set(a.globs) === set(r.globs) || named(r.id, "globs"));
    if (r.directory && a.directory !== r.directory && !inGlobs && !named(r.id, "directory"))
      problems.push(`${r.id}: directory ${r.directory} lost in ${target}, unledgered`);
    if (r.group?.startsWith("mode:") && a.group !== r.group && !named(r.id, "group"))
      problems.push(`${r.id}: mode ${r.group} lost in ${target}, unledgered`);
  }
  return problems;
}

/** Ledger entries about scope that name a loss which did not happen (the rule came back with that field intact). */
export function ledgeredButKept(
  original: readonly CoreRule[],
  back: readonly CoreRule[],
  ledger: LossLedger,
  target: string,
): string[] {
  const byId = new Map(back.map((r) => [r.id, r]));
  const out: string[] = [];
  for (const r of original) {
    const a = byId.get(r.id);
    if (!a) continue;
    const named = (field: string): boolean =>
      ledger.entries.some(
        (e) => e.target === target && e.pointer === `/rules/${r.id.replace(/~/g, "~0").replace(/\//g, "~1")}/${field}`,
      );
    if (named("activation") && a.activation === r.activation)
      out.push(`${r.id}: activation ledgered for ${target} but kept`);
    if (named("globs") && set(a.globs) === set(r.globs)) out.push(`${r.id}: globs ledgered for ${target} but kept`);
  }
  return out;
}
