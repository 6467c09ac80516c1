/**
 * Core rules → the AIGX model: genomes with their concern files, file
 * entries and domain cards, as the canonical emitter and the exporters take
 * them. Rules keep their genome and concern when they came from AIGX; rules
 * from elsewhere go to the root genome's concern named after their group.
 */
import type { ConcernFile, DomainCard, Genome, Repository } from "../../../ir/dialects/aigx/model.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import type { CoreRuleSet } from "../../../ir/dialects/core/rules.js";
import { concernName, genomeText, ruleExtensions } from "./rule-extensions.js";

const at = { line: 1, col: 1 };

export function genomeFromCore(set: CoreRuleSet, root = "."): Repository {
  const genomes = new Map<string, Genome>();
  const genome = (dir: string): Genome => {
    let g = genomes.get(dir);
    if (!g) genomes.set(dir, (g = { dir, concerns: [], cards: [] }));
    return g;
  };
  for (const p of set.project?.genomes ?? []) {
    const g = genome(p.dir);
    if (p.freshness)
      g.product = { file: `${p.dir}/product.aigx`, freshness: p.freshness, fields: [["freshness", p.freshness]] };
  }
  for (const r of set.rules) {
    const g = genome(r.genome ?? ".aigx");
    const name = concernName(r.group);
    const file = `${g.dir}/${name}.aigx`;
    let c: ConcernFile | undefined = g.concerns.find((x) => x.file === file);
    if (!c) g.concerns.push((c = { file, root: `aigx-${name}`, rules: [] }));
    // What the genome implies for its rules (rules of a nested genome apply to its directory); the rest is kept as x- attributes.
    const dir = g.dir === ".aigx" ? "" : g.dir.slice(0, -"/.aigx".length);
    const ext = ruleExtensions(r, {
      activation: dir ? "glob" : "always",
      globs: dir ? [`${dir}/**`] : [],
      group: name,
      ...(dir ? { directory: dir } : {}),
    });
    c.rules.push({ id: r.id, text: genomeText(r.text), file, pos: at, ...(ext.length ? { ext } : {}) });
  }
  for (const b of set.boundaries) {
    const g = genome(b.genome ?? ".aigx");
    g.files ??= { file: `${g.dir}/files.aigx`, entries: [] };
    g.files.entries.push({
      path: b.path,
      domain: b.domain,
      role: b.role,
      forbid: b.forbid,
      gotchas: b.gotchas,
      checks: b.checks,
      glosses: new Map(),
      file: g.files.file,
      pos: at,
    });
  }
  const cards = new Map<string, DomainCard>();
  for (const f of set.facts) {
    let c = cards.get(f.domain);
    if (!c)
      cards.set(
        f.domain,
        (c = { key: f.domain, ...(f.path ? { path: f.path } : {}), facts: [], file: `${f.domain}.aigx`, pos: at }),
      );
    c.facts.push({ text: f.text, ids: [], file: c.file, pos: at });
  }
  return {
    root,
    genomes: [...genomes.values()],
    cards: [...cards.values()],
    diagnostics: new Diagnostics(),
    sources: new Map(),
  };
}
