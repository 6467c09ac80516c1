/** A coded failure of the pipeline's input or request (a missing path, an unknown format, no route, an existing output). */
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { Code } from "../../ir/diagnostics/codes.js";

export class AgentcInputError extends AgentcError {
  constructor(message: string, code: Code, diagnostics: readonly Diagnostic[] = []) {
    // A request that names what does not exist (an unknown format) is a usage error.
    super(message, code, { diagnostics, ...(code === "AGC-USAGE" ? { exitCode: 2 } : {}) });
  }
}
