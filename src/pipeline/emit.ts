/**
 * `emit`: a graph written in a format, as files in memory (and on disk when a
 * path is given). The graph's own nodes of that dialect are written; when it
 * has none but holds `core` nodes, they are lowered first.
 */
import type { Graph } from "../../ir/graph/graph.js";
import { writeOutput, type OutputFiles } from "../../ir/io/output-files.js";
import type { PassOptions } from "../formats/pass.js";
import { formatNamed, formatNames } from "../formats/registry.js";
import { newRun, requirePass } from "./run-context.js";
import { AgentcInputError } from "./input-error.js";

export interface EmitOptions extends PassOptions {
  /** Write here (atomically; an existing output only with force). */
  output?: string;
  force?: boolean;
}

export async function emit(graph: Graph, formatName: string, options: EmitOptions = {}): Promise<OutputFiles> {
  const format = await formatNamed(formatName);
  if (!format?.write) throw new AgentcInputError(`agentc cannot write ${formatName} (it writes ${formatNames().join(", ")})`, "AGC-UNSUPPORTED");
  const run = newRun(options.output ?? "<graph>", options, { graph, output: options.output, target: format.name });
  const fail = (what: string) => () => `the graph cannot be written as ${format.name.toUpperCase()}: ${what}`;
  if (!graph.hasDialect(format.dialect)) {
    if (!format.lower) throw new AgentcInputError(`the graph has no ${format.dialect} nodes and ${format.name} cannot be lowered from core`, "AGC-UNSUPPORTED");
    await requirePass(run, format.lower, fail("the lowering failed"), "AGC-EMIT");
  }
  for (const p of format.verifyTarget ?? []) await requirePass(run, p, fail("it does not validate"), "AGC-EMIT");
  const files = await format.write.run(run.ctx);
  for (const c of format.checkOutput ?? []) {
    await requirePass(run, { name: c.name, dialect: format.dialect, kind: "check", description: c.description, run: (ctx) => c.run(files, ctx) }, fail("the output does not check out"), "AGC-EMIT");
  }
  if (options.output) writeOutput(options.output, files, { force: options.force });
  return files;
}
