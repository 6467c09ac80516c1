/**
 * aigx lint: the reference linters' checks with their messages (so verdicts
 * and error substrings agree on the conformance suite), plus what the
 * reference misses. Codes:
 *   V1 protocol.aigx required · V2 ≥1 rule · V3 files.aigx with ≥1 entry ·
 *   V4 path escapes the root · V5 indexed path exists · V6 <check> ids resolve ·
 *   V7 rule ids unique · S2 <forbid> scarcity (warning) · S1 duplicate entries (warning);
 *   X1 rule id syntax · X2 empty rule text · X3 one gotcha at most ·
 *   X4 checks resolve in the nearest genome or the root genome (spec 8) ·
 *   X5 domain cards (key ↔ domain, fact ids resolve) · X6 rule ids unique across genomes ·
 *   X7 protocol instructs per-file lookup and <check> verification.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Diagnostics, type Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { note, type Location } from "../../../ir/diagnostics/location.js";
import { didYouMean } from "../../../ir/diagnostics/suggest.js";
import { readRepository, type Repository } from "./read-genome.js";
import { RULE_ID, type Genome } from "../../../ir/dialects/aigx/model.js";

export interface LintResult {
  repo: Repository;
  diagnostics: Diagnostic[];
  ok: boolean;
  exitCode: 0 | 1 | 2;
  level: 0 | 1 | 2;
  stats: { genomes: number; rules: number; entries: number; forbids: number; cards: number };
}

/** The graph node of a rule and of a file entry (addGenomeNodes makes them; lint names them on its diagnostics). */
export const aigxRuleNode = (ruleId: string, genomeDir: string): string => `aigx:rule:${ruleId}:${genomeDir}`;
export const aigxEntryNode = (genomeDir: string, path: string): string => `aigx:file:${genomeDir}:${path}`;

export function escapesRoot(p: string): boolean {
  const q = p.replace(/\\/g, "/");
  return (
    q === ".." ||
    q.startsWith("../") ||
    q.includes("/../") ||
    q.endsWith("/..") ||
    q.startsWith("/") ||
    /^[A-Za-z]:/.test(q)
  );
}

/** The genome that applies to a path: the nearest ancestor `.aigx/` (spec 8). */
export function nearestGenome(genomes: readonly Genome[], path: string): Genome | undefined {
  let best: Genome | undefined;
  for (const g of genomes) {
    const base = g.dir === ".aigx" ? "" : g.dir.slice(0, -"/.aigx".length);
    if ((base === "" || path === base || path.startsWith(`${base}/`)) && (!best || base.length > best.dir.length - 6))
      best = g;
  }
  return best;
}

export function lintRepository(root: string, options: { exclude?: string[] } = {}): LintResult {
  return lintRead(readRepository(root, options), root);
}

/** Lint a repository already read (the pipeline's aigx.lint pass). */
export function lintRead(repo: Repository, root: string): LintResult {
  const ds = new Diagnostics();
  ds.addAll(repo.diagnostics.all);
  const stats = { genomes: repo.genomes.length, rules: 0, entries: 0, forbids: 0, cards: repo.cards.length };
  if (!repo.genomes.length) {
    ds.error("AIGX-NO-GENOME", `no .aigx/ genome found under ${root}`, {
      hint: "point --root at a repository with a .aigx/ directory, or propose one with `agentc aigx genome <repo>`",
    });
    return { repo, diagnostics: [...ds.all], ok: false, exitCode: 2, level: 0, stats };
  }
  const ruleHome = new Map<string, string>();
  /** Where each rule id is first defined, for the note on a repeat. */
  const firstAt = new Map<string, Location>();
  const rulesOf = new Map<Genome, Set<string>>();
  for (const g of repo.genomes) {
    const ids = new Set<string>();
    for (const c of g.concerns) {
      for (const r of c.rules) {
        const at = { file: r.file, line: r.pos.line, col: r.pos.col, node: aigxRuleNode(r.id, g.dir) };
        const first = [note(`rule ${r.id} is first defined here`, firstAt.get(r.id))];
        if (ids.has(r.id))
          ds.error("V7", `[${g.dir}] duplicate <rule id="${r.id}"> (rule ids MUST be unique)`, { ...at, notes: first });
        else if (ruleHome.has(r.id))
          ds.error(
            "X6",
            `<rule id="${r.id}"> is also defined in ${ruleHome.get(r.id)}; ids are the cross-reference backbone and must be unique across genomes`,
            { ...at, notes: first },
          );
        ids.add(r.id);
        if (!ruleHome.has(r.id)) {
          ruleHome.set(r.id, g.dir);
          firstAt.set(r.id, at);
        }
        if (!RULE_ID.test(r.id)) ds.warning("X1", `rule id ${JSON.stringify(r.id)} is not of the form PREFIX-N`, at);
        if (!r.text) ds.error("X2", `<rule id="${r.id}"> has no text`, at);
      }
    }
    rulesOf.set(g, ids);
    stats.rules += ids.size;
  }
  const all = new Set(ruleHome.keys());
  const rootGenome = repo.genomes.find((g) => g.dir === ".aigx");
  const seenPaths = new Map<string, string>();
  // The rules a genome's entries may check: its own and the root genome's (built once per genome).
  const applicableCache = new Map<Genome, Set<string>>();
  const applicableFor = (g: Genome): Set<string> => {
    let s = applicableCache.get(g);
    if (!s)
      applicableCache.set(g, (s = new Set([...rulesOf.get(g)!, ...(rootGenome ? rulesOf.get(rootGenome)! : [])])));
    return s;
  };
  for (const g of repo.genomes) {
    const rel = g.dir;
    if (!rulesOf.get(g)!.size)
      ds.error("V2", `[${rel}] no <rule id> found in any concern file (need >=1)`, { file: rel });
    if (!g.protocol)
      ds.error("V1", `[${rel}] missing required protocol.aigx`, {
        file: rel,
        hint: `create ${rel}/protocol.aigx, telling an agent to look each file up in files.aigx and to verify its <check> ids`,
      });
    else if (!/files\.aigx/.test(g.protocol.text) || !/check/i.test(g.protocol.text)) {
      ds.warning(
        "X7",
        "protocol.aigx should instruct the per-file lookup in files.aigx and the verification of <check> ids",
        { file: g.protocol.file },
      );
    }
    if (!g.files) ds.error("V3", `[${rel}] missing required files.aigx`, { file: rel });
    else if (!g.files.entries.length)
      ds.error("V3", `[${rel}] files.aigx has no <file> entries (need >=1)`, { file: g.files.file });
    for (const e of g.files?.entries ?? []) {
      stats.entries++;
      if (e.forbid) stats.forbids++;
      const at = { file: e.file, line: e.pos.line, col: e.pos.col, node: aigxEntryNode(rel, e.path) };
      if (escapesRoot(e.path)) {
        ds.error("V4", `[${rel}] <file path="${e.path}"> escapes the repository root`, {
          ...at,
          hint: "index files by their path from the repository root, inside it",
        });
        continue;
      }
      if (!existsSync(join(root, e.path)))
        ds.error("V5", `[${rel}] file entry path does not exist: ${e.path}`, {
          ...at,
          hint: "correct the path if the file moved, or remove the entry if it is gone",
        });
      const applicable = applicableFor(nearestGenome(repo.genomes, e.path) ?? g);
      for (const c of e.checks) {
        if (!all.has(c))
          ds.error("V6", `[${rel}] <check> id '${c}' (in ${e.path}) does not resolve`, {
            ...at,
            hint: didYouMean(c, all),
          });
        else if (!applicable.has(c))
          ds.error(
            "X4",
            `<check> id '${c}' (in ${e.path}) resolves only in ${ruleHome.get(c)}, which is neither the file's nearest genome nor the root genome`,
            { ...at, notes: [note(`rule ${c} is defined here, in ${ruleHome.get(c)}`, firstAt.get(c))] },
          );
      }
      if (e.gotchas.length > 1)
        ds.error(
          "X3",
          `${e.path} has ${e.gotchas.length} <gotcha> elements; at most one (the single worst pitfall)`,
          at,
        );
      const prev = seenPaths.get(e.path);
      if (prev) ds.warning("S1", `duplicate <file> entry for ${e.path} (in ${rel} and ${prev})`, at);
      else seenPaths.set(e.path, rel);
    }
  }
  if (stats.entries) {
    const pct = Math.floor((100 * stats.forbids + Math.floor(stats.entries / 2)) / stats.entries);
    if (pct > 40)
      ds.warning("S2", `<forbid> density is ${pct}% of entries - scarcity preserves salience`, {
        // One genome: its files.aigx is where the <forbid>s are.
        ...(repo.genomes.length === 1 && repo.genomes[0]!.files ? { file: repo.genomes[0]!.files.file } : {}),
        hint: "keep <forbid> for the entries an agent must not touch (40% of entries at most)",
      });
  }
  const entries = repo.genomes.flatMap((g) => g.files?.entries ?? []);
  for (const card of repo.cards) {
    const at = { file: card.file, line: card.pos.line, col: card.pos.col };
    if (!card.key) ds.error("X5", "domain card has no key", at);
    const under = card.path ? entries.filter((e) => e.path.startsWith(`${card.path}/`)) : [];
    for (const e of under) {
      if (e.domain && e.domain !== card.key)
        ds.warning(
          "X5",
          `${e.path} is under domain card ${card.key} (${card.path}) but declares domain="${e.domain}"`,
          { file: e.file, line: e.pos.line, col: e.pos.col },
        );
    }
    for (const f of card.facts)
      for (const id of f.ids)
        if (!all.has(id))
          ds.error("X5", `fact in domain card ${card.key} cites ${id}, which is not a rule`, {
            file: f.file,
            line: f.pos.line,
            col: f.pos.col,
          });
  }
  const ok = !ds.hasErrors;
  const conforming = ok && repo.genomes.every((g) => g.protocol && g.files?.entries.length && rulesOf.get(g)!.size);
  const level = !conforming ? 0 : repo.genomes.some((g) => g.product?.freshness) && repo.cards.length > 0 ? 2 : 1;
  return { repo, diagnostics: [...ds.all], ok, exitCode: ok ? 0 : 1, level, stats };
}
