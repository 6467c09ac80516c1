/**
 * `aigx genome --merge`: a new proposal merged into the genome on disk without losing a hand edit.
 *
 * The last run's proposal is kept beside the genome (`.aigx/.generated.json`, the base). A field on
 * disk that still equals the base was not touched by hand, so it takes the new proposal; a field
 * that differs from the base was edited by hand, and is kept — whatever the generator now says (the
 * difference is reported). This holds for every rule's id and text (a generated rule is recognised
 * by its `x-declared` attribute, so a renamed id stays renamed and every generated `<check>` follows
 * it), and for every entry's domain, role, forbid, gotcha and checks; an entry deleted by hand stays
 * deleted, a rule or entry written by hand is never touched, and domain cards (facts) are not
 * written at all. Without a base (a genome written by hand, or by an older agentc), everything on
 * disk counts as a hand edit: only what is missing is added.
 *
 * What may go: an entry whose file no longer exists (it would not lint), and a generated rule no
 * longer declared that nobody edited and no hand-written check cites.
 */
import type { Boundary, FileEntry, Rule } from "../../../ir/dialects/aigx/model.js";

/** What the generator proposed last time, per rule key and per path. */
export interface GenomeBase {
  version: 1;
  rules: Record<string, { id: string; text: string }>;
  entries: Record<string, BaseEntry>;
}

interface BaseEntry {
  domain?: string;
  role?: string;
  forbid?: Boundary;
  gotcha?: Boundary;
  checks: string[];
}

export interface MergeReport {
  rulesAdded: string[];
  rulesUpdated: string[];
  /** Rules whose hand-edited id or text was kept (the generator's text differs). */
  rulesKept: string[];
  rulesRemoved: string[];
  entriesAdded: string[];
  /** Entries with at least one field updated to the new proposal. */
  entriesUpdated: string[];
  /** `path field`: a hand edit kept where the generator now proposes something else. */
  editsKept: string[];
  entriesRemoved: string[];
}

export interface MergeInput {
  /** Rules on disk, each with the concern file it is in. */
  rules: readonly Rule[];
  entries: readonly FileEntry[];
  base?: GenomeBase;
  /** The new proposal: rules carry `x-declared`, entries cite the proposal's rule ids. */
  proposed: { rules: readonly Rule[]; entries: readonly FileEntry[] };
  /** Does the file at this path (from the root) exist? */
  exists: (path: string) => boolean;
}

export interface MergeResult {
  /** Every rule, in its file (new ones in `.aigx/architecture.aigx`); removed ones are absent. */
  rules: Rule[];
  entries: FileEntry[];
  /** The base to keep for the next run: this proposal, with rule ids as they now are on disk. */
  base: GenomeBase;
  report: MergeReport;
}

const keyOf = (r: Rule): string | undefined => r.ext?.find(([k]) => k === "x-declared")?.[1];
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const baseOf = (e: FileEntry): BaseEntry => ({
  ...(e.domain !== undefined ? { domain: e.domain } : {}),
  ...(e.role !== undefined ? { role: e.role } : {}),
  ...(e.forbid ? { forbid: e.forbid } : {}),
  ...(e.gotchas[0] ? { gotcha: e.gotchas[0] } : {}),
  checks: [...e.checks],
});

export function mergeGenome(input: MergeInput): MergeResult {
  const report: MergeReport = {
    rulesAdded: [],
    rulesUpdated: [],
    rulesKept: [],
    rulesRemoved: [],
    entriesAdded: [],
    entriesUpdated: [],
    editsKept: [],
    entriesRemoved: [],
  };
  const base = input.base;
  // ---- rules ----
  const rules = input.rules.map((r) => ({ ...r }));
  const byKey = new Map<string, Rule>();
  for (const r of rules) {
    const k = keyOf(r);
    if (k) byKey.set(k, r);
  }
  const byId = new Map(rules.map((r) => [r.id, r]));
  const idMap = new Map<string, string>();
  const newBase: GenomeBase = { version: 1, rules: {}, entries: {} };
  const proposedKeys = new Set<string>();
  for (const g of input.proposed.rules) {
    const key = keyOf(g) ?? g.id;
    proposedKeys.add(key);
    const was = base?.rules[key];
    const d =
      byKey.get(key) ??
      (byId.has(g.id) && !keyOf(byId.get(g.id)!) ? byId.get(g.id) : undefined) ??
      (was ? byId.get(was.id) : undefined);
    if (!d) {
      if (was) {
        // Generated before and deleted by hand since: it stays deleted.
        report.editsKept.push(`${was.id} (deleted)`);
        newBase.rules[key] = { id: was.id, text: g.text };
        idMap.set(g.id, "");
        continue;
      }
      rules.push({ ...g });
      byId.set(g.id, g);
      report.rulesAdded.push(g.id);
      idMap.set(g.id, g.id);
      newBase.rules[key] = { id: g.id, text: g.text };
      continue;
    }
    idMap.set(g.id, d.id);
    newBase.rules[key] = { id: d.id, text: g.text };
    if (d.text === g.text) continue;
    if (was && d.text === was.text) {
      d.text = g.text;
      d.ext = [...(d.ext ?? []).filter(([k]) => !(g.ext ?? []).some(([gk]) => gk === k)), ...(g.ext ?? [])];
      report.rulesUpdated.push(d.id);
    } else report.rulesKept.push(d.id);
    if (!keyOf(d)) d.ext = [...(d.ext ?? []), ["x-declared", key]];
  }
  // ---- entries ----
  const mapChecks = (cs: readonly string[]): string[] =>
    cs.flatMap((c) => (idMap.has(c) ? (idMap.get(c) ? [idMap.get(c)!] : []) : [c]));
  const proposed = new Map(
    input.proposed.entries.map((e) => [e.path, { ...e, checks: mapChecks(e.checks), gotchas: [...e.gotchas] }]),
  );
  const out: FileEntry[] = [];
  const cited = new Set<string>();
  for (const d of input.entries) {
    const g = proposed.get(d.path);
    proposed.delete(d.path);
    if (!g) {
      if (!input.exists(d.path)) {
        report.entriesRemoved.push(d.path);
        continue;
      }
      out.push(d);
      for (const c of d.checks) cited.add(c);
      continue;
    }
    const b = base?.entries[d.path];
    newBase.entries[d.path] = baseOf(g);
    const e: FileEntry = { ...d, gotchas: [...d.gotchas], checks: [...d.checks] };
    let updated = false;
    const field = <K extends keyof BaseEntry>(
      name: K,
      disk: BaseEntry[K],
      next: BaseEntry[K],
      set: (v: BaseEntry[K]) => void,
    ): void => {
      if (same(disk, next)) return;
      if (b && same(disk, b[name])) {
        set(next);
        updated = true;
      } else report.editsKept.push(`${d.path} ${name}`);
    };
    const db = baseOf(d);
    const gb = baseOf(g);
    field("domain", db.domain, gb.domain, (v) => (v === undefined ? delete e.domain : (e.domain = v)));
    field("role", db.role, gb.role, (v) => (v === undefined ? delete e.role : (e.role = v)));
    field("forbid", db.forbid, gb.forbid, (v) => (v === undefined ? delete e.forbid : (e.forbid = v)));
    field("gotcha", db.gotcha, gb.gotcha, (v) => (e.gotchas = v ? [v] : []));
    field("checks", db.checks, gb.checks, (v) => (e.checks = [...(v ?? [])]));
    if (updated) report.entriesUpdated.push(d.path);
    // Checks the generator did not propose (on disk now) are hand-written: the rules they cite stay.
    for (const c of e.checks) if (!(b?.checks ?? gb.checks).includes(c)) cited.add(c);
    out.push(e);
  }
  // New files: added, unless generated before and deleted by hand.
  const added: FileEntry[] = [];
  for (const g of [...proposed.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    newBase.entries[g.path] = baseOf(g);
    if (base?.entries[g.path]) {
      report.editsKept.push(`${g.path} (deleted)`);
      continue;
    }
    added.push(g);
    report.entriesAdded.push(g.path);
  }
  const sorted = out.every((e, i) => i === 0 || out[i - 1]!.path <= e.path);
  const entries = sorted ? mergeSorted(out, added) : [...out, ...added];
  // Generated rules no longer declared: removed when untouched since the base and cited by no hand-written check.
  const kept = rules.filter((r) => {
    const key = keyOf(r);
    if (!key || proposedKeys.has(key)) return true;
    const was = base?.rules[key];
    if (was && was.id === r.id && was.text === r.text && !cited.has(r.id)) {
      report.rulesRemoved.push(r.id);
      return false;
    }
    return true;
  });
  if (report.rulesRemoved.length) {
    const gone = new Set(report.rulesRemoved);
    for (const e of entries) if (e.checks.some((c) => gone.has(c))) e.checks = e.checks.filter((c) => !gone.has(c));
  }
  return { rules: kept, entries, base: newBase, report };
}

function mergeSorted(a: readonly FileEntry[], b: readonly FileEntry[]): FileEntry[] {
  const out: FileEntry[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]!.path <= b[j]!.path)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

/** The base as stored (`.aigx/.generated.json`), or undefined when it is missing or not one. */
export function parseBase(text: string | undefined): GenomeBase | undefined {
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text) as GenomeBase;
    return v && v.version === 1 && typeof v.rules === "object" && typeof v.entries === "object" ? v : undefined;
  } catch {
    return undefined;
  }
}
