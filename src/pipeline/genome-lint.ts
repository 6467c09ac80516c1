/**
 * `aigx lint` (and `aigx check-conformance`) as pipeline steps: aigx.read, then aigx.lint (the verifier
 * the pass manager runs after the read). A read that reported damage stops a conversion, but not this
 * check: aigx.lint still runs, as a step of its own, so every finding is told, as it always was.
 * The root is the one given (`--root`), with its `--exclude`: nothing is resolved from a `.aigx/` path.
 */
import type { LintResult } from "../formats/aigx/lint.js";
import { aigxFormat, lintOf } from "../formats/aigx/format.js";
import type { PipelineStep } from "./pass-manager.js";
import { formatPasses } from "./format-passes.js";
import { newRun, runPass } from "./run-context.js";

export interface GenomeLint extends LintResult {
  /** The steps that ran: aigx.read, then aigx.lint. */
  pipeline: PipelineStep[];
}

export async function lintGenomePipeline(
  root: string,
  options: { exclude?: string[]; afterEach?: (step: PipelineStep) => void } = {},
): Promise<GenomeLint> {
  const run = newRun(root, { aigx: { exclude: options.exclude, rootAsGiven: true }, afterEach: options.afterEach });
  // formatPasses registers aigx.lint as the verifier the pass manager runs after aigx.read.
  if (!(await runPass(run, formatPasses(aigxFormat).read))) for (const p of aigxFormat.verify) await runPass(run, p);
  const lint = lintOf(run.ctx)!;
  return { ...lint, pipeline: run.pm.steps };
}
