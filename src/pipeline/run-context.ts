/** One run of the pipeline: its graph, ledger, shared state and pass manager. */
import type { Code } from "../../ir/diagnostics/codes.js";
import { Graph } from "../../ir/graph/graph.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { RunState, type Pass, type PassContext, type PassOptions } from "../formats/pass.js";
import type { Format } from "../formats/format.js";
import { PassManager, type PassManagerOptions, type PipelineStep } from "./pass-manager.js";
import { formatPasses } from "./format-passes.js";

export interface Run {
  ctx: PassContext;
  pm: PassManager;
}

/** What a graph's readers and lowerings left for its writers (a parsed genome, a resolved world), kept with the graph. */
const states = new WeakMap<Graph, RunState>();

export function stateOf(graph: Graph): RunState {
  let s = states.get(graph);
  if (!s) states.set(graph, (s = new RunState()));
  return s;
}

export function newRun(
  input: string,
  options: PassOptions & PassManagerOptions = {},
  extra: Partial<PassContext> = {},
): Run {
  const graph = extra.graph ?? new Graph();
  const ctx: PassContext = { graph, ledger: new LossLedger(), input, options, state: stateOf(graph), ...extra };
  return {
    ctx,
    pm: new PassManager(
      { strict: options.strict, afterEach: options.afterEach, verifyEach: options.verifyEach },
      graph,
    ),
  };
}

/** Run a pass as a pipeline step, and the verifiers of what it produced. */
export function runPass(run: Run, pass: Pass): Promise<boolean> {
  return run.pm.runPass(pass, run.ctx);
}

/**
 * Run a pass (and the verifiers of what it produced) that must pass; a failure stops the pipeline
 * with a PipelineError. `message` and `code` are told the step that failed: the pass, or a verifier.
 */
export function requirePass(
  run: Run,
  pass: Pass,
  message: (step: PipelineStep) => string,
  code: Code | ((step: PipelineStep) => Code),
): Promise<void> {
  return run.pm.requirePass(pass, run.ctx, (step) => ({
    message: message(step),
    code: typeof code === "function" ? code(step) : code,
  }));
}

/**
 * Read the input and run every verifier of its format: the pass manager runs them after the read
 * (stopping at the first that fails); those it did not reach run here, so that `validate` tells
 * every check's findings. A failed read stops it.
 */
export async function readAndVerify(run: Run, format: Format, options: { read?: boolean } = {}): Promise<boolean> {
  const { read } = formatPasses(format);
  if (options.read !== false || !format.verifyReadsSource) {
    const at = run.pm.steps.length;
    await runPass(run, read);
    if (run.pm.steps[at]?.verdict === "failed") return false;
  }
  let ok = true;
  for (const p of format.verify) ok = (await runPass(run, p)) && ok;
  return ok;
}

export function errorsIn(ds: readonly Diagnostic[]): Diagnostic[] {
  return ds.filter((d) => d.severity === "error");
}
