/**
 * Turning thrown errors into diagnostics: known failure types become a clear
 * one-line error with a code; anything unexpected is an internal error with
 * no stack trace unless AGENTC_DEBUG is set. The exit code follows the one
 * contract of context.ts (EXIT).
 */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { EXIT } from "./context.js";
import { writeStandard } from "./standard-streams.js";
import { AgentcError, exitCodeOfCode } from "../../ir/diagnostics/agentc-error.js";
import { asCode, isCode, type Code } from "../../ir/diagnostics/codes.js";
import { WRITE_ONLY_CODES, writeReason } from "../../ir/io/write-error.js";

export class CliError extends AgentcError {
  constructor(message: string, code: Code = "AGC-USAGE", exitCode: number = EXIT.usage) {
    super(message, code, { exitCode });
  }
}

interface CodedError {
  code?: unknown;
  message: string;
}

/** Node's errno codes that mean "the input is missing or cannot be read". */
const UNREADABLE = new Set(["ENOENT", "ENOTDIR", "EACCES", "EPERM", "EISDIR", "ELOOP", "ENAMETOOLONG", "EIO"]);

/** The exit code of a coded failure: I/O codes are 4 (input missing or unreadable), everything else is bad input (1). */
export function exitCodeOf(code: string): number {
  if (code === "AGC-USAGE") return EXIT.usage;
  if (code === "AGC-IO-EXISTS" || code === "AGC-OUTPUT-EXISTS" || code === "AGC-IO-INPUT" || code === "AGC-IO-PATH")
    return EXIT.invalid;
  return exitCodeOfCode(code);
}

export function errorToDiagnostic(e: unknown): { diagnostic: Diagnostic; exitCode: number } {
  if (e instanceof CliError)
    return { diagnostic: { code: asCode(e.code), severity: "error", message: e.message }, exitCode: e.exitCode };
  // The library's coded failures that name their exit code (a usage error found below the CLI, as in `air cat`'s ambiguous hash).
  if (e instanceof AgentcError && e.explicitExitCode !== undefined)
    return {
      diagnostic: { code: asCode(e.code), severity: "error", message: e.message },
      exitCode: e.explicitExitCode,
    };
  const err = e as CodedError & { errno?: number; path?: string; syscall?: string };
  if (
    e instanceof Error &&
    typeof err.errno === "number" &&
    typeof err.code === "string" &&
    WRITE_ONLY_CODES.has(err.code)
  ) {
    // Only a write fails so (a full disk, a read-only file system): the output's, not the input's.
    return {
      diagnostic: {
        code: "AGC-WRITE",
        severity: "error",
        message: `cannot write${err.path ? ` ${err.path}` : ""}: ${writeReason(err.code)} (${err.code})`,
      },
      exitCode: EXIT.write,
    };
  }
  if (e instanceof Error && typeof err.errno === "number" && typeof err.code === "string") {
    const what =
      err.code === "ENOENT"
        ? "no such file or directory"
        : err.code === "EACCES"
          ? "permission denied"
          : err.code === "EISDIR"
            ? "is a directory"
            : err.code;
    const exitCode = UNREADABLE.has(err.code) ? EXIT.io : err.code === "EEXIST" ? EXIT.invalid : EXIT.io;
    return {
      diagnostic: {
        code: "AGC-IO",
        severity: "error",
        message: `${err.syscall ?? "i/o"} ${err.path ?? ""}: ${what}`.trim(),
      },
      exitCode,
    };
  }
  // A coded failure is bad input, not a bug: agentc's AGC-/format codes and the AIX spec's UPPER_SNAKE codes.
  if (e instanceof Error && typeof err.code === "string" && isCode(err.code)) {
    return { diagnostic: { code: err.code, severity: "error", message: e.message }, exitCode: exitCodeOf(err.code) };
  }
  const message = e instanceof Error ? e.message : String(e);
  const diagnostic: Diagnostic = {
    code: "AGC-INTERNAL",
    severity: "error",
    message: `internal error: ${message}`,
    hint: "this is a bug in agentc; rerun with AGENTC_DEBUG=1 for details",
  };
  if (process.env.AGENTC_DEBUG && e instanceof Error && e.stack) writeStandard(2, `${e.stack}\n`);
  return { diagnostic, exitCode: EXIT.invalid };
}
