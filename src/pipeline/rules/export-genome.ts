/**
 * `agentc aigx export --format f1,f2,… --root <genome> -o <project>`: the genome
 * is linted, raised to core rules, and lowered to each target's files at
 * their conventional paths (nested where a rule is scoped to a directory).
 * Every written file carries the generated-by header; a file without it was
 * written by hand and is never replaced unless `force`. `dryRun` lists what
 * would change, `check` writes nothing and fails when a file is missing or
 * stale. Nothing is written unless every file can be.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { writeFileSet } from "../../../ir/io/file-set.js";
import { realPlacer } from "../../../ir/io/safe-path.js";
import type { LossEntry } from "../../../ir/loss-ledger.js";
import { isGenerated } from "../../../ir/dialects/rules/model.js";
import { verifyCore } from "../../passes/core/verify.js";
import { ruleFileFormats, formatNamed } from "../formats/registry.js";
import type { PipelineStep } from "../pass-manager.js";
import { errorsIn, newRun, requirePass, runPass } from "../run-context.js";
import { AgentcInputError } from "../input-error.js";
import { planAgentFiles } from "./export-agents.js";

export type FileStatus = "new" | "changed" | "unchanged" | "refused";

export interface ExportOptions {
  force?: boolean;
  /** List what would change; write nothing. */
  dryRun?: boolean;
  /** Write nothing; not ok when a file is missing or stale (for CI). */
  check?: boolean;
}

export interface ExportResult {
  ok: boolean;
  files: Array<{ path: string; format: string; status: FileStatus }>;
  /** What each target could not hold, rule by rule. */
  ledger: LossEntry[];
  diagnostics: Diagnostic[];
  pipeline: PipelineStep[];
}

/** Every format that lowers core rules and writes files in a project (the coding agents' rule files). */
export async function ruleTargets(): Promise<string[]> {
  return (await ruleFileFormats()).filter((f) => f.discover && f.lower && f.write && f.core?.lowers?.includes("rules") && f.dialect !== "aigx").map((f) => f.name);
}

export async function exportGenome(genomeRoot: string, formats: readonly string[], projectDir: string, options: ExportOptions = {}): Promise<ExportResult> {
  const targets = formats.includes("all") ? await ruleTargets() : [...formats];
  const aigx = (await formatNamed("aigx"))!;
  // What the raise leaves behind is lost to every target.
  const run = newRun(resolve(genomeRoot), { exportTargets: targets }, { root: resolve(genomeRoot), target: "every target" });
  // The genome is read once, and linted (even where it is damaged: every error is told) on what the read pass parsed.
  let linted = await runPass(run, aigx.read);
  for (const p of aigx.verify) linted = (await runPass(run, p)) && linted;
  if (!linted) throw new AgentcInputError(`${genomeRoot}: the genome does not pass lint; nothing was exported`, "AIGX-LINT", errorsIn(run.pm.diagnostics));
  const stop = (what: string) => () => `the genome cannot be exported: ${what}`;
  await requirePass(run, aigx.raise!, stop("it does not raise to core rules"), "AGC-EXPORT");
  await requirePass(run, verifyCore, stop("its rules do not verify"), "AGC-EXPORT");
  const planned = new Map<string, { bytes: Uint8Array; format: string }>();
  for (const name of targets) {
    const f = await formatNamed(name);
    if (!f?.lower || !f.write) throw new AgentcInputError(`${name} is not a rule target (targets: ${(await ruleTargets()).join(", ")}, or all)`, "AGC-USAGE");
    run.ctx.target = name;
    await requirePass(run, f.lower, stop(`the ${name} lowering failed`), "AGC-EXPORT");
    const out = await f.write.run(run.ctx);
    for (const c of f.checkOutput ?? []) await requirePass(run, { name: c.name, dialect: f.dialect, kind: "check", description: c.description, run: (ctx) => c.run(out, ctx) }, stop(`the ${name} files do not read back`), "AGC-EXPORT");
    for (const [path, bytes] of out.files) planned.set(path, { bytes, format: name });
  }
  // The genome's agents (subagents, MCP servers) into the targets' own files.
  const agents = planAgentFiles(genomeRoot, targets, projectDir, run.ctx.ledger);
  for (const f of agents.files) planned.set(f.path, { bytes: f.bytes, format: f.format });
  const files: ExportResult["files"] = [];
  const absolute = new Map<string, string>();
  const inProject = realPlacer(projectDir);
  for (const [path, p] of [...planned].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const { path: abs, exists } = inProject(path);
    absolute.set(path, abs);
    const existing = exists ? readFileSync(abs) : undefined;
    const status: FileStatus = !existing ? "new" : existing.equals(p.bytes) ? "unchanged" : !isGenerated(existing.toString("utf8")) && !options.force ? "refused" : "changed";
    files.push({ path, format: p.format, status });
  }
  const refused = files.filter((f) => f.status === "refused");
  const diagnostics: Diagnostic[] = [...run.pm.diagnostics.filter((d) => d.severity !== "info"), ...agents.diagnostics, ...refused.map((f): Diagnostic => ({ code: "RULES-HAND-WRITTEN", severity: "error", message: f.path.endsWith(".json") ? `${f.path} differs from what agentc would write (JSON has no room for a generated-by header, so agentc cannot tell it wrote it); it is kept as it is (--force replaces it)` : `${f.path} was written by hand (it has no "generated by agentc" header); it is kept as it is (--force replaces it)`, file: absolute.get(f.path) }))];
  const stale = files.filter((f) => f.status === "new" || f.status === "changed");
  if (options.check) for (const f of stale) diagnostics.push({ code: "RULES-STALE", severity: "error", message: `${f.path} is ${f.status === "new" ? "missing" : "stale"}: run agentc aigx export`, file: absolute.get(f.path) });
  const ok = !refused.length && !agents.diagnostics.some((d) => d.severity === "error") && !(options.check && stale.length);
  if (ok && !options.check && !options.dryRun) writeFileSet(stale.map((f) => [absolute.get(f.path)!, planned.get(f.path)!.bytes]));
  return { ok, files, ledger: run.ctx.ledger.minimal(), diagnostics, pipeline: run.pm.steps };
}
