/**
 * `agentc import <repo>`: every rule file of every rule format in a repository
 * (each format's `discover`), read, checked and raised to core rules; rules
 * with the same text, scope and activation become one rule that remembers
 * every source; the result is one AIGX genome (`.aigx/`) whose rules keep
 * their scope, activation and sources, with a protocol and a per-file index
 * of the instruction files, checked for parity before it is written.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { Graph } from "../../../ir/graph/graph.js";
import { addCoreRules, coreRulesOf, type CoreFileBoundary, type CoreRule } from "../../../ir/dialects/core/rules.js";
import { OutputExistsError, writeOutput, type OutputFiles } from "../../../ir/io/output-files.js";
import { writeFileSet } from "../../../ir/io/file-set.js";
import { renderProtocol } from "../../../emitters/aigx/canonical.js";
import { ruleFileFormats } from "../formats/registry.js";
import type { Format } from "../format.js";
import type { PipelineStep } from "../pass-manager.js";
import { emit } from "../emit.js";
import { newRun, readAndVerify, runPass } from "../run-context.js";
import { listRepository } from "../../readers/rules/discover.js";
import { skipReason } from "./skip-reason.js";
import { AGENTS_DIR, importAgents } from "./import-agents.js";

export { MAX_RULE_FILE_BYTES } from "./skip-reason.js";

export interface ImportOptions {
  /** Where the genome goes (`<output>/.aigx/`); default: the repository itself. */
  output?: string;
  force?: boolean;
  strict?: boolean;
  /** false: build and check the genome, write nothing. */
  write?: boolean;
}

export interface ImportResult {
  ok: boolean;
  /** The instruction files read, by format. */
  sources: Array<{ format: string; file: string }>;
  rules: CoreRule[];
  /** The AIX agents imported (`agents/<name>.aix`): one per Claude Code subagent, and `project.aix` holding the MCP servers. */
  agents: string[];
  files: OutputFiles;
  written: Array<[string, Uint8Array]>;
  diagnostics: Diagnostic[];
  pipeline: PipelineStep[];
}

const sameRule = (r: CoreRule): string => JSON.stringify([r.text.replace(/\s+/g, " ").trim(), r.activation, [...r.globs].sort(), r.directory ?? "", r.description ?? ""]);

/** Rules with the same text, scope and activation are one rule with every source; ids stay unique. */
export function mergeRules(rules: readonly CoreRule[]): CoreRule[] {
  const byKey = new Map<string, CoreRule>();
  const ids = new Set<string>();
  for (const r of rules) {
    const key = sameRule(r);
    const seen = byKey.get(key);
    if (seen) {
      seen.sources.push(...r.sources);
      continue;
    }
    let id = r.id;
    for (let n = 2; ids.has(id); n++) id = `${r.id}-${n}`;
    ids.add(id);
    byKey.set(key, { ...r, id, sources: [...r.sources] });
  }
  return [...byKey.values()];
}

const PROTOCOL = {
  file: ".aigx/protocol.aigx",
  readFirst: "This genome holds the repository's rules for coding agents, imported from their instruction files by agentc.",
  steps: [
    "Read the concern files; each rule says where it applies (x-globs, x-directory) and when (x-activation).",
    "For each file you edit, find its entry in files.aigx and verify every id in its <check> before finishing.",
    "Edit rules here and run agentc aigx export to regenerate every agent's instruction files.",
  ],
  text: "",
};

export async function importRepository(root: string, options: ImportOptions = {}): Promise<ImportResult> {
  const repo = resolve(root);
  const formats = (await ruleFileFormats()).filter((f): f is Format & { discover: NonNullable<Format["discover"]> } => Boolean(f.discover && f.raise) && f.core?.raises?.includes("rules") === true && f.dialect !== "aigx");
  const diagnostics: Diagnostic[] = [];
  const pipeline: PipelineStep[] = [];
  const sources: ImportResult["sources"] = [];
  const raised: CoreRule[] = [];
  let failed = false;
  const listing = listRepository(repo);
  for (const f of formats) {
    for (const rel of f.discover(repo, listing)) {
      const abs = join(repo, rel);
      const skip = skipReason(abs);
      if (skip) {
        diagnostics.push({ code: "RULES-SKIPPED", severity: "warning", message: `${rel} ${skip}; skipped`, file: abs });
        continue;
      }
      const run = newRun(abs, { strict: options.strict }, { root: repo, target: "aigx" });
      const ok = (await readAndVerify(run, f)) && (await runPass(run, f.raise!));
      diagnostics.push(...run.pm.diagnostics);
      pipeline.push(...run.pm.steps);
      if (!ok) {
        failed ||= run.pm.diagnostics.some((d) => d.severity === "error") || options.strict === true;
        continue;
      }
      sources.push({ format: f.name, file: rel });
      raised.push(...coreRulesOf(run.ctx.graph).rules);
    }
  }
  const agents = importAgents(repo);
  sources.push(...agents.sources);
  diagnostics.push(...agents.diagnostics);
  failed ||= agents.diagnostics.some((d) => d.severity === "error");
  const rules = mergeRules(raised);
  // The per-file index lists the instruction files themselves, each checking the rules read from it.
  // A genome written elsewhere (-o) cannot point at them (lint V5: paths must exist under its root),
  // so its index has one entry, its own protocol, checking every rule; each rule still names its sources.
  const inRepository = options.output === undefined || resolve(options.output) === repo;
  const boundaries: CoreFileBoundary[] = inRepository
    ? [...new Set(sources.map((s) => s.file))].map((file) => ({
        path: file,
        role: `coding-agent instructions (${sources.filter((s) => s.file === file).map((s) => s.format).join(", ")}); regenerated from this genome by agentc aigx export`,
        gotchas: [],
        checks: rules.filter((r) => r.sources.some((s) => s.file === file)).map((r) => r.id),
      }))
    : [{ path: PROTOCOL.file, role: `this genome, imported from ${basename(repo)}; each rule names the files it came from (x-sources)`, gotchas: [], checks: rules.map((r) => r.id) }];
  const graph = addCoreRules(new Graph(), { project: { name: basename(repo), genomes: [{ dir: ".aigx" }] }, rules, boundaries, facts: [] });
  const files = rules.length || boundaries.length ? await emit(graph, "aigx") : { kind: "directory" as const, files: [] };
  files.files.push([PROTOCOL.file, Buffer.from(renderProtocol(PROTOCOL), "utf8")]);
  files.files.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  if (!rules.length && !agents.files.length) diagnostics.push({ code: "RULES-NONE", severity: "warning", message: `no instruction file of any coding agent was found under ${root}`, file: root });
  const ok = !failed;
  const out = join(options.output ?? repo, ".aigx");
  const genome = { kind: "directory" as const, files: files.files.map(([p, d]): [string, Uint8Array] => [p.replace(/^\.aigx\//, ""), d]) };
  const agentFiles = agents.files.map(([name, text]): [string, Buffer] => [`${AGENTS_DIR}/${name}`, Buffer.from(text, "utf8")]);
  files.files.push(...agentFiles);
  const written: Array<[string, Uint8Array]> = [];
  if (ok && options.write !== false) {
    // Each agent file is checked before anything is written: an agent written by hand is kept unless force.
    const changed = agentFiles.map(([rel, data]): [string, Buffer] => [join(options.output ?? repo, rel), data]).filter(([path, data]) => !existsSync(path) || !readFileSync(path).equals(data));
    const clash = changed.find(([path]) => existsSync(path));
    if (clash && !options.force) throw new OutputExistsError(`${clash[0]} already exists and differs; nothing was written (use --force to replace it)`);
    if (rules.length) written.push(...writeOutput(out, genome, { force: options.force }));
    writeFileSet(changed);
    written.push(...changed);
  }
  return { ok, sources, rules, agents: agentFiles.map(([rel]) => rel), files, written, diagnostics, pipeline };
}
