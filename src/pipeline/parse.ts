/**
 * `parse`: a path (file, directory or archive) read into the graph of its format's dialect, and
 * verified: the pass manager runs the dialect's verifier after the read, as after every pass.
 */
import { existsSync } from "node:fs";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { Graph } from "../../ir/graph/graph.js";
import { detectInput, formatNamed, formatNames } from "../formats/registry.js";
import type { Format } from "../formats/format.js";
import type { PipelineStep } from "./pass-manager.js";
import { newRun, runPass } from "./run-context.js";
import { AgentcInputError } from "./input-error.js";
import { formatPasses } from "./format-passes.js";

export interface Parsed {
  /** No error was reported while reading, nor by the verifier of what was read. */
  ok: boolean;
  format: string;
  graph: Graph;
  diagnostics: Diagnostic[];
  pipeline: PipelineStep[];
}

/** The format of a path: named, or detected; a coded error when there is none. Its verifiers are registered with the pass manager's. */
export async function formatOf(path: string, name?: string): Promise<Format> {
  if (!existsSync(path)) throw new AgentcInputError(`${path}: no such file or directory`, "AGC-IO-NOT-FOUND");
  const f = name ? await formatNamed(name) : await detectInput(path);
  if (f) {
    formatPasses(f);
    return f;
  }
  if (name)
    throw new AgentcInputError(`unknown format ${name} (known: ${formatNames().join(", ")})`, "AGC-UNSUPPORTED");
  throw new AgentcInputError(
    `cannot tell which format ${path} is (name it .aix, .uaix, .aegx.zip, .air.json, or point at a .aigx/ repository; known formats: ${formatNames().join(", ")})`,
    "AGC-DETECT",
  );
}

export async function parse(
  path: string,
  options: { format?: string; afterEach?: (step: PipelineStep) => void } = {},
): Promise<Parsed> {
  const format = await formatOf(path, options.format);
  const run = newRun(path, { afterEach: options.afterEach });
  await runPass(run, formatPasses(format).read);
  return {
    ok: !run.pm.diagnostics.some((d) => d.severity === "error"),
    format: format.name,
    graph: run.ctx.graph,
    diagnostics: run.pm.diagnostics,
    pipeline: run.pm.steps,
  };
}
