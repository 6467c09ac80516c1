/**
 * The one error type agentc throws on purpose: a coded failure (bad input,
 * an unwritable output, a refused operation) that a caller can catch as
 * `AgentcError` and act on by `code`, with the exit code the CLI would use
 * and any diagnostics that explain it. Anything else thrown is a bug.
 */
import type { Diagnostic } from "./diagnostic.js";
import type { Code } from "./codes.js";

export interface AgentcErrorOptions {
  /** The CLI exit code (default: 4 for codes naming I/O, else 1). */
  exitCode?: number;
  /** Diagnostics that explain the failure (for example every field a conversion would lose). */
  diagnostics?: readonly Diagnostic[];
  cause?: unknown;
}

export class AgentcError extends Error {
  readonly code: Code;
  readonly diagnostics: readonly Diagnostic[];
  /** The exit code given when it was thrown (undefined: the code's default, `exitCode`). */
  readonly explicitExitCode: number | undefined;

  constructor(message: string, code: Code = "AGC-ERROR", options: AgentcErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.diagnostics = options.diagnostics ?? [];
    this.explicitExitCode = options.exitCode;
  }

  /** 0 never: 1 input fails checks, 2 usage, 4 input missing or unreadable (codes naming I/O), 5 an output cannot be written. */
  get exitCode(): number {
    return this.explicitExitCode ?? exitCodeOfCode(this.code);
  }
}

/** The exit code of an output that cannot be written (src/cli/context.ts EXIT.write). */
export const WRITE_FAILED_EXIT = 5;

/** Exit 5 for a write that failed (AGC-WRITE, AGC-LOCKED), 4 for codes naming I/O, else 1. */
export function exitCodeOfCode(code: string): number {
  if (code === "AGC-WRITE" || code === "AGC-LOCKED") return WRITE_FAILED_EXIT;
  return /(^|-)IO(-|$)/.test(code) ? 4 : 1;
}

/** True for an AgentcError, including one from another copy of agentc (an `instanceof` across packages fails). */
export function isAgentcError(e: unknown): e is AgentcError {
  return (
    e instanceof AgentcError ||
    (e instanceof Error &&
      typeof (e as { code?: unknown }).code === "string" &&
      typeof (e as { exitCode?: unknown }).exitCode === "number")
  );
}
