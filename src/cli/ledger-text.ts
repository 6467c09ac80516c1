/**
 * The loss ledger for people: losses grouped by reason (one line per reason,
 * its fields listed under it) instead of one line per field, and, apart,
 * every place where two sources contradict each other. `--json` keeps the
 * flat list.
 */
import { unescapePointerToken } from "../../ir/json/pointer.js";

export interface LedgerLine {
  pointer: string;
  reason: string;
  file?: string;
  /** A contradiction: two sources give different values for one target field (the reason says which). */
  kind?: "loss" | "contradiction";
}

const WIDTH = 100;

/** Wrap pointers into lines of at most WIDTH characters. */
function wrap(items: readonly string[], indent: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const it of items) {
    if (line && indent.length + line.length + 2 + it.length > WIDTH) {
      lines.push(`${indent}${line}`);
      line = "";
    }
    line = line ? `${line}  ${it}` : it;
  }
  if (line) lines.push(`${indent}${line}`);
  return lines;
}

/**
 * Contradictions: entries marked so, and any pointer for which two different
 * source files report different reasons (they disagree about one field).
 */
export function contradictions(entries: readonly LedgerLine[]): LedgerLine[] {
  const marked = entries.filter((e) => e.kind === "contradiction");
  const byPointer = new Map<string, LedgerLine[]>();
  for (const e of entries)
    if (e.kind !== "contradiction" && e.file) byPointer.set(e.pointer, [...(byPointer.get(e.pointer) ?? []), e]);
  const found: LedgerLine[] = [];
  for (const [pointer, es] of byPointer) {
    const files = new Set(es.map((e) => e.file));
    const reasons = new Set(es.map((e) => e.reason));
    if (files.size > 1 && reasons.size > 1)
      found.push({ pointer, kind: "contradiction", reason: es.map((e) => `${e.file}: ${e.reason}`).join("; ") });
  }
  return [...marked, ...found];
}

/** The ledger as lines: a headline, then each reason with its fields, then contradictions. */
export function ledgerText(entries: readonly LedgerLine[], target: string, indent = "  "): string[] {
  const losses = entries.filter((e) => e.kind !== "contradiction");
  const clash = contradictions(entries);
  const lines: string[] = [];
  if (!losses.length) lines.push(`${indent}loss ledger: empty (every source field is in the output)`);
  else {
    const groups = new Map<string, string[]>();
    for (const e of losses) groups.set(e.reason, [...(groups.get(e.reason) ?? []), e.pointer]);
    const n = losses.length;
    lines.push(
      `${indent}loss ledger: ${n} source field${n === 1 ? "" : "s"} the ${target.toUpperCase()} output cannot hold${groups.size > 1 ? `, for ${groups.size} reasons` : ""}`,
    );
    const ordered = [...groups].sort(([ra, a], [rb, b]) => b.length - a.length || (ra < rb ? -1 : ra > rb ? 1 : 0));
    // A reason shared by several fields is one group; a field with a reason of its own is one line.
    for (const [reason, pointers] of ordered.filter(([, p]) => p.length > 1)) {
      lines.push(`${indent}  ${reason} (${pointers.length}):`);
      lines.push(...wrap(pointers, `${indent}    `));
    }
    const single = ordered.filter(([, p]) => p.length === 1).map(([reason, [pointer]]) => [pointer!, reason] as const);
    const width = Math.min(34, Math.max(0, ...single.map(([p]) => p.length)));
    for (const [pointer, reason] of single.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      lines.push(`${indent}  ${pointer.padEnd(width)}  ${reason}`);
  }
  if (clash.length) {
    lines.push(
      `${indent}contradictions: ${clash.length} field${clash.length === 1 ? "" : "s"} where the sources disagree`,
    );
    for (const c of clash) lines.push(`${indent}  ${c.pointer}: ${c.reason}`);
  }
  return lines;
}

/** What a loss does to a rule, most consequential first. */
const LOSS_KINDS = [
  ["activation", "activation changed (the tool applies the rule at another time)"],
  ["scope", "scope dropped (the rule applies to more files than it did)"],
  ["field", "field dropped"],
  ["other", "not representable (the tool has no place for it)"],
] as const;
type LossKind = (typeof LOSS_KINDS)[number][0];

function lossKind(pointer: string): LossKind {
  const field = /^\/rules\/[^/]+\/([^/]+)$/.exec(pointer)?.[1];
  if (!field) return "other";
  if (field === "activation") return "activation";
  if (field === "globs" || field === "directory") return "scope";
  return "field";
}

/** The rule a pointer names (`/rules/<id>/…`), unescaped, or the pointer itself. */
const subject = (pointer: string): string => {
  const id = /^\/rules\/([^/]+)/.exec(pointer)?.[1];
  return id ? unescapePointerToken(id) : pointer || "(whole file)";
};

/**
 * An export's loss ledger for people: per target, what it loses grouped by kind (activation
 * changed, scope dropped, field dropped, not representable), most consequential first, each with
 * its rule and file. Nothing that loses nothing is listed; `--json` has every entry.
 */
export function exportLedgerText(entries: ReadonlyArray<LedgerLine & { target: string }>): string[] {
  if (!entries.length) return ["loss ledger: empty (every target holds every rule with its scope and activation)"];
  const byTarget = new Map<string, Array<LedgerLine & { target: string }>>();
  // Pushed, not copied: a copy of the list per entry made a 20,000-rule export quadratic.
  for (const e of entries) {
    const list = byTarget.get(e.target);
    if (list) list.push(e);
    else byTarget.set(e.target, [e]);
  }
  const lines = [
    `loss ledger: what each target cannot hold (${[...byTarget].map(([t, es]) => `${t} ${es.length}`).join(", ")})`,
  ];
  for (const [target, es] of [...byTarget].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    lines.push(`  ${target}`);
    for (const [kind, title] of LOSS_KINDS) {
      const of = es.filter((e) => lossKind(e.pointer) === kind);
      if (!of.length) continue;
      lines.push(`    ${title}: ${of.length}`);
      for (const e of of) lines.push(`      ${subject(e.pointer)}${e.file ? ` (${e.file})` : ""}: ${e.reason}`);
    }
  }
  return lines;
}
