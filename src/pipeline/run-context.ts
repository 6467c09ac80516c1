/** One run of the pipeline: its graph, ledger, shared state and pass manager. */
import type { Code } from "../../ir/diagnostics/codes.js";
import { Graph } from "../../ir/graph/graph.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { Pass, PassContext, PassOptions } from "../formats/pass.js";
import type { Format } from "../formats/format.js";
import { PassManager, type PassManagerOptions, type PipelineStep } from "./pass-manager.js";

export interface Run {
  ctx: PassContext;
  pm: PassManager;
}

/** What a graph's readers and lowerings left for its writers (a parsed genome, a resolved world), kept with the graph. */
const states = new WeakMap<Graph, Map<string, unknown>>();

export function stateOf(graph: Graph): Map<string, unknown> {
  let s = states.get(graph);
  if (!s) states.set(graph, (s = new Map()));
  return s;
}

export function newRun(input: string, options: PassOptions & PassManagerOptions = {}, extra: Partial<PassContext> = {}): Run {
  const graph = extra.graph ?? new Graph();
  const ctx: PassContext = { graph, ledger: new LossLedger(), input, options, state: stateOf(graph), ...extra };
  return { ctx, pm: new PassManager({ strict: options.strict, afterEach: options.afterEach }, graph) };
}

/** Run a pass as a pipeline step. */
export function runPass(run: Run, pass: Pass): Promise<boolean> {
  return run.pm.run(pass, () => pass.run(run.ctx));
}

/** Run a pass that must pass; a failure stops the pipeline with a PipelineError. */
export function requirePass(run: Run, pass: Pass, message: (step: PipelineStep) => string, code: Code): Promise<void> {
  return run.pm.require(pass, () => pass.run(run.ctx), message, code);
}

/** Read the input and run every verifier of its format (stopping at a failed read). */
export async function readAndVerify(run: Run, format: Format, options: { read?: boolean } = {}): Promise<boolean> {
  if (options.read !== false || !format.verifyReadsSource) {
    if (!(await runPass(run, format.read))) return false;
  }
  let ok = true;
  for (const p of format.verify) ok = (await runPass(run, p)) && ok;
  return ok;
}

export function errorsIn(ds: readonly Diagnostic[]): Diagnostic[] {
  return ds.filter((d) => d.severity === "error");
}
