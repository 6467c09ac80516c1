/** AIGX for the generic commands: validate = lint; load = the genome in the graph; roundtrip = canonical re-render with parity. */
import { basename, dirname, join } from "node:path";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { lintRepository } from "../../../passes/aigx/lint.js";
import { readRepository } from "../../../readers/aigx/read-genome.js";
import { renderGenome } from "../../../../emitters/aigx/canonical.js";
import { parityDifferences, signatureOf } from "../../../passes/aigx/parity.js";
import { Graph } from "../../../../ir/graph/graph.js";
import { fromPlain, type JsonObject } from "../../../../ir/json/value.js";
import type { FormatDriver } from "../driver.js";

const rootOf = (path: string): string => (basename(path) === ".aigx" ? dirname(path) : path);

export const aigxDriver: FormatDriver = {
  async validate(path) {
    const r = lintRepository(rootOf(path));
    return { exitCode: r.exitCode, diagnostics: r.diagnostics, result: { level: r.level, ...r.stats }, summary: `AIGX genome(s): ${r.ok ? "ok" : "FAIL"}, ${r.stats.rules} rules, ${r.stats.entries} entries, level ${r.level}` };
  },
  async load(path) {
    const repo = readRepository(rootOf(path));
    const graph = new Graph();
    for (const g of repo.genomes) {
      graph.add({ id: `aigx:genome:${g.dir}`, kind: "aigx.Genome", attrs: fromPlain({ dir: g.dir }) as JsonObject, origin: { file: g.dir } });
      for (const c of g.concerns) for (const r of c.rules) graph.add({ id: `aigx:rule:${r.id}:${g.dir}`, kind: "aigx.Rule", attrs: fromPlain({ id: r.id, text: r.text }) as JsonObject, origin: { file: r.file, span: r.pos } });
      for (const e of g.files?.entries ?? []) {
        graph.add({ id: `aigx:file:${g.dir}:${e.path}`, kind: "aigx.FileEntry", attrs: fromPlain({ path: e.path, domain: e.domain, role: e.role, forbid: e.forbid, gotchas: e.gotchas, checks: e.checks }) as JsonObject, origin: { file: e.file, span: e.pos } });
        for (const c of e.checks) if (graph.has(`aigx:rule:${c}:${g.dir}`)) graph.connect(`aigx:file:${g.dir}:${e.path}`, `aigx:rule:${c}:${g.dir}`, "checks");
      }
    }
    for (const c of repo.cards) graph.add({ id: `aigx:card:${c.file}`, kind: "aigx.DomainCard", attrs: fromPlain({ key: c.key, path: c.path, purpose: c.purpose, facts: c.facts.map((f) => f.text) }) as JsonObject, origin: { file: c.file, span: c.pos } });
    return { graph, diagnostics: repo.diagnostics.all };
  },
  async roundtrip(path) {
    const repo = readRepository(rootOf(path));
    const dir = mkdtempSync(join(tmpdir(), "agentc-aigx-"));
    try {
      repo.genomes.forEach((g, i) =>
        renderGenome(g, i === 0 ? repo.cards : []).forEach((text, rel) => {
          mkdirSync(dirname(join(dir, rel)), { recursive: true });
          writeFileSync(join(dir, rel), text);
        }),
      );
      const differences = parityDifferences(signatureOf(repo), signatureOf(readRepository(dir)));
      return { identical: differences.length === 0, differences, diagnostics: repo.diagnostics.all };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
