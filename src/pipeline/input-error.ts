/** A coded failure of the pipeline's input or request (a missing path, an unknown format, no route). */
export class AgentcInputError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly diagnostics: readonly import("../../ir/diagnostics/diagnostic.js").Diagnostic[] = [],
  ) {
    super(message);
    this.name = "AgentcInputError";
  }
}
