/**
 * `emit`: a graph written in a format, as files in memory (and on disk when a
 * path is given). The graph's own nodes of that dialect are written; when it
 * has none but holds `core` nodes, they are lowered first.
 *
 *   core.verify → lower → verify (target) → write → check output     (a core graph)
 *   verify (target) → write → check output                           (a graph of the format's dialect)
 *
 * The graph was built outside this pipeline, so no pass here produced what it
 * holds: the verifier of the dialect it brings runs first, as the pass manager
 * runs a dialect's verifier after every pass that produced it.
 */
import type { Graph } from "../../ir/graph/graph.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { writeOutput, type OutputFiles } from "../../ir/io/output-files.js";
import type { PassOptions } from "../formats/pass.js";
import { formatNamed, formatNames } from "../formats/registry.js";
import { newRun, requirePass } from "./run-context.js";
import { dialectVerifiers, formatPasses } from "./format-passes.js";
import type { PassManagerOptions, PipelineStep } from "./pass-manager.js";
import { AgentcInputError } from "./input-error.js";

export interface EmitOptions extends PassOptions {
  /** Write here (atomically; an existing output only with force). */
  output?: string;
  force?: boolean;
}

/** What an emit made and the steps it ran (import shows them in its own pipeline). */
export interface Emitted {
  files: OutputFiles;
  pipeline: PipelineStep[];
  diagnostics: Diagnostic[];
}

export async function emit(graph: Graph, formatName: string, options: EmitOptions = {}): Promise<OutputFiles> {
  return (await emitRun(graph, formatName, options)).files;
}

/** `emit`, with its pipeline and diagnostics. */
export async function emitRun(
  graph: Graph,
  formatName: string,
  options: EmitOptions & Pick<PassManagerOptions, "verifyEach" | "afterEach"> = {},
): Promise<Emitted> {
  const format = await formatNamed(formatName);
  if (!format?.write)
    throw new AgentcInputError(
      `agentc cannot write ${formatName} (it writes ${formatNames().join(", ")})`,
      "AGC-UNSUPPORTED",
    );
  const run = newRun(options.output ?? "<graph>", options, { graph, output: options.output, target: format.name });
  const passes = formatPasses(format);
  const fail = (what: string) => () => `the graph cannot be written as ${format.name.toUpperCase()}: ${what}`;
  if (!graph.hasDialect(format.dialect)) {
    if (!passes.lower)
      throw new AgentcInputError(
        `the graph has no ${format.dialect} nodes and ${format.name} cannot be lowered from core`,
        "AGC-UNSUPPORTED",
      );
    if (options.verifyEach !== false)
      for (const v of dialectVerifiers("core"))
        await requirePass(run, v, fail("its core nodes do not verify"), "AGC-EMIT");
    await requirePass(
      run,
      passes.lower,
      (s) => fail(s.kind === "verify" ? "it does not validate" : "the lowering failed")(),
      "AGC-EMIT",
    );
  } else {
    for (const p of format.verifyTarget ?? []) await requirePass(run, p, fail("it does not validate"), "AGC-EMIT");
  }
  await requirePass(run, passes.write!, fail("the writer failed"), "AGC-EMIT");
  for (const c of passes.checks) await requirePass(run, c, fail("the output does not check out"), "AGC-EMIT");
  const files = run.ctx.files!;
  if (options.output) writeOutput(options.output, files, { force: options.force });
  return { files, pipeline: run.pm.steps, diagnostics: run.pm.diagnostics };
}
