/**
 * AIGX genome → core rules: every rule with its concern (group) and genome,
 * scoped to the directory that holds the genome; every file entry as a file
 * boundary; every domain-card fact. What core does not carry (protocol steps,
 * product fields other than freshness, card purpose/API/test/blast, check
 * glosses) goes to the loss ledger.
 */
import type { LossLedger } from "../../../ir/loss-ledger.js";
import type { Repository } from "../../../ir/dialects/aigx/model.js";
import type { CoreRule, CoreRuleSet } from "../../../ir/dialects/core/rules.js";
import { applyExtensions } from "./rule-extensions.js";

/** The directory a genome scopes its rules to ("" for the repository root's). */
export function genomeScope(dir: string): string {
  return dir === ".aigx" ? "" : dir.slice(0, -"/.aigx".length);
}

const stem = (file: string): string =>
  file
    .split("/")
    .pop()!
    .replace(/\.aigx$/, "");

export function raiseAigx(repo: Repository, project: string, ledger: LossLedger, target: string): CoreRuleSet {
  const lose = (file: string, pointer: string, reason: string): void =>
    ledger.record({ file, pointer, target, reason });
  const set: CoreRuleSet = { project: { name: project, genomes: [] }, rules: [], boundaries: [], facts: [] };
  for (const g of repo.genomes) {
    set.project!.genomes.push({ dir: g.dir, ...(g.product?.freshness ? { freshness: g.product.freshness } : {}) });
    if (g.protocol?.steps.length)
      lose(g.protocol.file, "/protocol", "core carries rules, not the genome's reading protocol");
    for (const [k] of g.product?.fields ?? [])
      if (k !== "freshness") lose(g.product!.file, `/product/${k}`, `core has no place for product field ${k}`);
    const directory = genomeScope(g.dir);
    for (const c of g.concerns) {
      for (const r of c.rules) {
        const base: CoreRule = {
          id: r.id,
          text: r.text,
          activation: directory ? "glob" : "always",
          globs: directory ? [`${directory}/**`] : [],
          ...(directory ? { directory } : {}),
          group: stem(c.file),
          genome: g.dir,
          sources: [{ file: r.file, line: r.pos.line, format: "aigx" }],
        };
        set.rules.push(applyExtensions(base, r.ext));
      }
    }
    for (const e of g.files?.entries ?? []) {
      set.boundaries.push({
        path: e.path,
        ...(e.domain ? { domain: e.domain } : {}),
        ...(e.role ? { role: e.role } : {}),
        ...(e.forbid ? { forbid: e.forbid } : {}),
        gotchas: e.gotchas,
        checks: e.checks,
        genome: g.dir,
      });
      if (e.glosses.size) lose(e.file, `/files/${e.path}/check`, "core keeps check ids, not their glosses");
    }
  }
  for (const c of repo.cards) {
    for (const f of c.facts) set.facts.push({ text: f.text, domain: c.key, ...(c.path ? { path: c.path } : {}) });
    for (const k of ["purpose", "publicApi", "test", "blast"] as const)
      if (c[k]) lose(c.file, `/cards/${c.key}/${k}`, `core has no place for a domain card's ${k}`);
  }
  return set;
}
