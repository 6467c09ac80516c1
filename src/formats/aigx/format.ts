/**
 * AIGX in the pipeline: read a repository's genomes into `aigx.*` nodes, lint
 * them (the reference checks plus agentc's), raise them to core rules, lower
 * core rules (or an agent's constraints) back to genome files, and prove that
 * what is written reads back with semantic parity.
 */
import { basename, dirname, resolve } from "node:path";
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import type { Graph } from "../../../ir/graph/graph.js";
import { directoryOf, oneFile } from "../../../ir/io/output-files.js";
import type { Repository } from "../../../ir/dialects/aigx/model.js";
import { coreAgentOf } from "../../../ir/dialects/core/agent.js";
import { addCoreRules, coreRulesOf } from "../../../ir/dialects/core/rules.js";
import { readRepository } from "./read-genome.js";
import { aigxEntryNode, aigxRuleNode, lintRead, type LintResult } from "./lint.js";
import { raiseAigx } from "./raise.js";
import { lowerToAigx } from "./lower.js";
import { ledgerCoreExtras } from "../core/extensions.js";
import { genomeFromCore } from "./genome-from-core.js";
import { writtenParity } from "./parity.js";
import { renderGenome } from "../../../emitters/aigx/canonical.js";
import { stateKey, type PassContext } from "../pass.js";
import type { Format } from "../format.js";
import { detectFormat } from "../detect.js";
import { rangeOf } from "../../../ir/json/line-index.js";

const REPO = stateKey<Repository>("aigx.repo");
const LINT = stateKey<LintResult>("aigx.lint");
const WRITTEN = stateKey<Written>("aigx.written");

/** The repository root of a path that names it or its `.aigx/` directory. */
export const genomeRoot = (path: string): string =>
  basename(resolve(path)) === ".aigx" ? dirname(resolve(path)) : path;

interface Written {
  /** Files relative to the output directory. */
  files: Map<string, string>;
  /** What they must mean (for the parity check). */
  expected: Repository;
  /** A lone concern file may be written as one file when the output names a .aigx file. */
  single?: string;
}

/** Every genome of a repository rendered canonically (domain cards with the first genome). */
export function renderRepository(repo: Repository): Map<string, string> {
  const files = new Map<string, string>();
  repo.genomes.forEach((g, i) => renderGenome(g, i === 0 ? repo.cards : []).forEach((v, k) => files.set(k, v)));
  return files;
}

/** A repository's genomes as aigx.* nodes: genomes, rules, file entries (with `checks` edges), domain cards. */
export function addGenomeNodes(g: Graph, repo: Repository): Graph {
  for (const genome of repo.genomes) {
    g.add({
      id: `aigx:genome:${genome.dir}`,
      kind: "aigx.Genome",
      attrs: fromPlain({ dir: genome.dir }) as JsonObject,
      origin: { file: genome.dir },
    });
    for (const c of genome.concerns)
      for (const r of c.rules) {
        // A rule id repeated in one genome is aigx.lint's to report (V7): the graph keeps the first.
        if (g.has(aigxRuleNode(r.id, genome.dir))) continue;
        g.add({
          id: aigxRuleNode(r.id, genome.dir),
          kind: "aigx.Rule",
          attrs: fromPlain({ id: r.id, text: r.text }) as JsonObject,
          origin: { file: r.file, ...rangeOf(r.pos) },
        });
      }
    for (const e of genome.files?.entries ?? []) {
      const id = aigxEntryNode(genome.dir, e.path);
      if (g.has(id)) continue;
      g.add({
        id,
        kind: "aigx.FileEntry",
        attrs: fromPlain({
          path: e.path,
          domain: e.domain,
          role: e.role,
          forbid: e.forbid,
          gotchas: e.gotchas,
          checks: e.checks,
        }) as JsonObject,
        origin: { file: e.file, ...rangeOf(e.pos) },
      });
      for (const c of e.checks)
        if (g.has(aigxRuleNode(c, genome.dir))) g.connect(id, aigxRuleNode(c, genome.dir), "checks");
    }
  }
  for (const c of repo.cards)
    g.add({
      id: `aigx:card:${c.file}`,
      kind: "aigx.DomainCard",
      attrs: fromPlain({
        key: c.key,
        path: c.path,
        purpose: c.purpose,
        facts: c.facts.map((f) => f.text),
      }) as JsonObject,
      origin: { file: c.file, ...rangeOf(c.pos) },
    });
  return g;
}

const repoOf = (ctx: PassContext): Repository | undefined => ctx.state.get(REPO);

/** What aigx.lint found (after it ran), for `aigx lint`'s report. */
export const lintOf = (ctx: PassContext): LintResult | undefined => ctx.state.get(LINT);

export const aigxFormat: Format = {
  name: "aigx",
  dialect: "aigx",
  description: "AIGX 1.1 genome: a .aigx/ directory of rule files and the per-file boundary index",
  detect: (path) => detectFormat(path) === "aigx",
  read: {
    name: "aigx.read",
    dialect: "aigx",
    kind: "read",
    description: "parse every .aigx file (error-recovering) into aigx.* nodes with line:col",
    run(ctx) {
      const { exclude, rootAsGiven } = ctx.options.aigx ?? {};
      const repo = readRepository(rootAsGiven ? ctx.input : genomeRoot(ctx.input), { exclude });
      ctx.state.set(REPO, repo);
      addGenomeNodes(ctx.graph, repo);
      return repo.diagnostics.all;
    },
  },
  verify: [
    {
      name: "aigx.lint",
      dialect: "aigx",
      kind: "verify",
      description:
        "the reference checks (V1–V7, S2) and agentc's (X1–X7): ids, references, resolution, conformance level",
      run(ctx) {
        const r = lintRead(repoOf(ctx)!, ctx.options.aigx?.rootAsGiven ? ctx.input : genomeRoot(ctx.input));
        ctx.state.set(LINT, r);
        // The reader already reported parse damage; the lint result repeats it.
        const read = new Set(repoOf(ctx)!.diagnostics.all);
        return r.diagnostics.filter((d) => !read.has(d));
      },
    },
  ],
  raise: {
    name: "aigx.raise",
    dialect: "aigx",
    kind: "raise",
    description: "genomes → core rules (scoped to their genome's directory), file boundaries and domain facts",
    run(ctx) {
      const root = genomeRoot(ctx.input);
      addCoreRules(ctx.graph, raiseAigx(repoOf(ctx)!, basename(resolve(root)), ctx.ledger, ctx.target ?? "core"));
      return [];
    },
  },
  lower: {
    name: "aigx.lower",
    dialect: "aigx",
    kind: "lower",
    description: "core rules → genomes; a core agent's constraints → the concern file agent.aigx",
    run(ctx) {
      const agent = coreAgentOf(ctx.graph);
      let written: Written;
      if (agent) {
        const { text, rules } = lowerToAigx(agent, ctx.ledger, ctx.input);
        // A concern file drops /mcp whole (lowerToAigx ledgers it); the agent's x- sections too.
        ledgerCoreExtras(agent, ctx.ledger, "aigx", ctx.input, { servers: true });
        const file = ".aigx/agent.aigx";
        const expected = genomeFromCore({
          rules: rules.map((r) => ({
            id: r.id,
            text: r.text.replace(/\s+/g, " ").trim(),
            activation: "always",
            globs: [],
            group: "agent",
            sources: [],
          })),
          boundaries: [],
          facts: [],
        });
        written = { files: new Map([[file, text]]), expected, single: file };
      } else {
        const set = coreRulesOf(ctx.graph);
        if (!set.rules.length && !set.boundaries.length)
          return [{ code: "AGC-NO-CORE", severity: "error", message: "there are no rules to lower to AIGX" }];
        const expected = genomeFromCore(set);
        written = { files: renderRepository(expected), expected };
      }
      ctx.state.set(WRITTEN, written);
      for (const r of written.expected.genomes.flatMap((g) =>
        g.concerns.flatMap((c) => c.rules.map((x) => ({ g, x }))),
      )) {
        const id = `aigx:rule:${r.x.id}:${r.g.dir}`;
        if (!ctx.graph.has(id))
          ctx.graph.add({ id, kind: "aigx.Rule", attrs: fromPlain({ id: r.x.id, text: r.x.text }) as JsonObject });
      }
      return [];
    },
  },
  write: {
    name: "aigx.write",
    description: "canonical .aigx files (a lone concern file as one file when the output names one)",
    run(ctx) {
      const w: Pick<Written, "files" | "single"> = ctx.state.get(WRITTEN) ?? { files: renderRepository(repoOf(ctx)!) };
      if (w.single && ctx.output?.endsWith(".aigx")) return oneFile(w.files.get(w.single)!);
      return directoryOf(w.files);
    },
  },
  checkOutput: [
    {
      name: "aigx.parity",
      description: "the written files read back, with the real parser, to exactly the rules, entries and facts meant",
      run(out, ctx) {
        const w = ctx.state.get(WRITTEN);
        const expected = w?.expected ?? repoOf(ctx)!;
        const files =
          out.kind === "file" ? new Map([[w?.single ?? ".aigx/rules.aigx", out.files[0]![1]]]) : new Map(out.files);
        return writtenParity(expected, files);
      },
    },
  ],
  core: { raises: ["rules"], lowers: ["agent", "rules"] },
  loses: {
    raise:
      "the reading protocol, product fields but freshness, domain-card purpose, API, test and blast, check glosses",
    lower: "everything but rules: persona, skills, APIs, MCP servers, memory, metadata, capabilities",
  },
  outputSuffix: () => ".agent.aigx",
  summarize(ctx) {
    const r = ctx.state.required(LINT);
    return {
      exitCode: r.exitCode,
      result: { level: r.level, ...r.stats },
      summary: `AIGX genome(s): ${r.ok ? "ok" : "FAIL"}, ${r.stats.rules} rules, ${r.stats.entries} entries, level ${r.level}`,
    };
  },
  async roundtrip(ctx) {
    const repo = repoOf(ctx)!;
    const differences = writtenParity(repo, renderRepository(repo)).map((d) => d.message);
    return { differences, diagnostics: [] };
  },
};
