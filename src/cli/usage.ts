/**
 * The parts of the one CLI mechanism that sit around commander: usage errors
 * (unknown option, missing argument, bad choice, …) become the same JSON
 * envelope as every other outcome under --json, and --strict turns warnings
 * into a failure for every command.
 */
import type { CommanderError, OutputConfiguration } from "commander";
import type { Outcome } from "./context.js";
import { EXIT } from "./context.js";
import { writeStandard } from "./standard-streams.js";

/** Was --json given (before any `--` that ends the options)? */
export function jsonRequested(argv: readonly string[]): boolean {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).includes("--json");
}

/** Commander's output: under --json its error text is not printed, the envelope carries it instead. */
export const usageOutput: OutputConfiguration & { json: boolean } = {
  json: false,
  writeOut: (s: string) => writeStandard(1, s),
  writeErr: (s: string) => {
    if (!usageOutput.json) writeStandard(2, s);
  },
};

/** A commander usage error as an outcome (exit 2). */
export function usageFailure(e: CommanderError): Outcome {
  return {
    exitCode: EXIT.usage,
    diagnostics: [{ code: "AGC-USAGE", severity: "error", message: e.message.replace(/^error: /, "") }],
    result: { commanderCode: e.code },
  };
}

/** --strict: a run that passed with warnings fails (exit 1, or the outcome's own strictExitCode). */
export function strictOutcome(o: Outcome): Outcome {
  const warnings = (o.diagnostics ?? []).filter((d) => d.severity === "warning").length;
  if (o.exitCode !== EXIT.ok || warnings === 0) return o;
  return {
    ...o,
    exitCode: o.strictExitCode ?? EXIT.invalid,
    diagnostics: [
      ...(o.diagnostics ?? []),
      {
        code: "AGC-STRICT",
        severity: "error",
        message: `${warnings} warning${warnings === 1 ? "" : "s"} treated as failure${warnings === 1 ? "" : "s"} (--strict)`,
      },
    ],
  };
}
