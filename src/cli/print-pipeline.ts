/**
 * `--print-pipeline`, one option for every command that runs the pass manager (convert, validate,
 * inspect, roundtrip, import, aigx export, aegx from). Each step is printed to standard error as it
 * finishes (in the spirit of MLIR's --mlir-print-ir-after-all), so a slow or failing pass shows where
 * the run is; the table of the steps with their times follows the command's own text. The steps come
 * from the library's `afterEach` (the pass manager's hook), so the trace is what ran, verifiers included.
 */
import type { PipelineStep } from "../api.js";
import type { CliContext, Outcome } from "./context.js";

export const PRINT_PIPELINE_FLAG = "--print-pipeline";
export const PRINT_PIPELINE_HELP = "print each pipeline step as it finishes, and a table of steps with their times";

/** The line printed after a step: its name, dialect, kind, verdict and time. */
function stepLine(s: PipelineStep): string {
  return `// after ${s.name} (${s.dialect}, ${s.kind}): ${s.verdict}, ${s.ms} ms`;
}

/** Each step with its timing, for --print-pipeline. */
function pipelineTable(steps: readonly PipelineStep[]): string {
  // Columns as wide as their widest entry (at least as wide as they always were): `sessions`, `gemini-md.reread`.
  const width = (of: (s: PipelineStep) => string, least: number): number =>
    Math.max(least, ...steps.map((s) => of(s).length));
  const [d, n] = [width((s) => s.dialect, 6), width((s) => s.name, 22)];
  return steps
    .map(
      (s) =>
        `  ${s.dialect.padEnd(d)} ${s.kind.padEnd(6)} ${s.name.padEnd(n)} ${s.verdict.padEnd(8)} ${s.ms.toFixed(2).padStart(9)} ms`,
    )
    .join("\n");
}

/**
 * Under --print-pipeline: give the context an `afterEach` that prints each step to standard error and
 * keeps it; returns what adds the table of the kept steps to the outcome's text (a failed run included:
 * the steps that ran are what a person debugging it wants). Without the flag, nothing changes.
 */
export function tracePipeline(ctx: CliContext, on: boolean | undefined): (outcome: Outcome) => Outcome {
  if (!on) return (outcome) => outcome;
  const steps: PipelineStep[] = [];
  ctx.afterEach = (s) => {
    steps.push(s);
    ctx.err(stepLine(s));
  };
  return (outcome) =>
    steps.length === 0 || outcome.text === undefined
      ? outcome
      : { ...outcome, text: `${outcome.text}\n${pipelineTable(steps)}` };
}
