/**
 * `roundtrip`: read (the pass manager verifies what was read), then the format's round trip as a
 * check step: write in memory, re-read in memory, and compare what matters for the format.
 */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { formatOf } from "./parse.js";
import type { PipelineStep } from "./pass-manager.js";
import { newRun, readAndVerify } from "./run-context.js";
import { AgentcInputError } from "./input-error.js";
import { ROUNDTRIP, ROUNDTRIP_VERIFIED } from "../formats/pass.js";

export interface RoundtripResult {
  /** The same as `identical`. */
  ok: boolean;
  format: string;
  identical: boolean;
  differences: string[];
  diagnostics: Diagnostic[];
  pipeline: PipelineStep[];
}

export async function roundtrip(
  path: string,
  options: { format?: string; afterEach?: (step: PipelineStep) => void } = {},
): Promise<RoundtripResult> {
  const format = await formatOf(path, options.format);
  if (!format.roundtrip)
    throw new AgentcInputError(`${format.name.toUpperCase()} has no round trip`, "AGC-UNSUPPORTED");
  const run = newRun(path, { afterEach: options.afterEach });
  run.ctx.state.set(ROUNDTRIP, true);
  const verified = await readAndVerify(run, format);
  const readFailed = run.pm.steps[0]?.verdict === "failed";
  let r: { differences: string[]; diagnostics: readonly Diagnostic[] } = {
    differences: [`the ${format.name.toUpperCase()} input cannot be read`],
    diagnostics: run.pm.diagnostics,
  };
  if (!readFailed) {
    run.ctx.state.set(ROUNDTRIP_VERIFIED, verified);
    await run.pm.run(
      { name: `${format.name}.roundtrip`, dialect: format.dialect, kind: "check" },
      async () => ((r = await format.roundtrip!(run.ctx)), differencesOf(r.differences, path)),
    );
  }
  // Each difference is a diagnostic too, so a failed round trip never exits without one.
  const differences = readFailed ? [] : differencesOf(r.differences, path);
  return {
    ok: r.differences.length === 0,
    format: format.name,
    identical: r.differences.length === 0,
    differences: r.differences,
    diagnostics: [...r.diagnostics, ...differences],
    pipeline: run.pm.steps,
  };
}

const differencesOf = (differences: readonly string[], file: string): Diagnostic[] =>
  differences.map((message) => ({ code: "AGC-ROUNDTRIP", severity: "error", message, file }));
