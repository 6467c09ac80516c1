/** `validate`: every check of a path's format, as pipeline steps, with the format's own summary and verdict. */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { formatOf } from "./parse.js";
import type { PipelineStep } from "./pass-manager.js";
import { newRun, readAndVerify, errorsIn } from "./run-context.js";

export interface Validation {
  format: string;
  ok: boolean;
  exitCode: number;
  diagnostics: Diagnostic[];
  result?: unknown;
  summary: string;
  pipeline: PipelineStep[];
}

export async function validate(
  path: string,
  options: { strict?: boolean; format?: string; afterEach?: (step: PipelineStep) => void } = {},
): Promise<Validation> {
  const format = await formatOf(path, options.format);
  const run = newRun(path, { strict: options.strict, afterEach: options.afterEach });
  const ok = await readAndVerify(run, format, { read: false });
  const diagnostics = run.pm.diagnostics;
  const failedRead = run.pm.steps.some((s) => s.kind === "read" && s.verdict === "failed");
  const s =
    !failedRead && format.summarize
      ? format.summarize(run.ctx, diagnostics)
      : { summary: `${format.name.toUpperCase()}: ${ok ? "valid" : "INVALID"}` };
  const strictFail = options.strict === true && diagnostics.some((d) => d.severity === "warning");
  const exitCode = s.exitCode ?? (errorsIn(diagnostics).length || strictFail || !ok ? 1 : 0);
  return {
    format: format.name,
    ok: exitCode === 0,
    exitCode,
    diagnostics,
    result: s.result,
    summary: s.summary,
    pipeline: run.pm.steps,
  };
}
