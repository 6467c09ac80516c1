/**
 * A Stryker reporter that appends each mutant's verdict to `reports/mutation/mutants.jsonl` the moment
 * it is known (`stryker.sample.config.mjs`). Stryker writes its JSON report only when the whole run
 * ends, which here is an hour or more; with this file the survivors can be worked on while the run goes
 * on, and a run that is stopped keeps what it tested. Mutants left out of the sample are not written,
 * nor the ignored ones (Stryker decides those for every mutant, before any draw).
 */
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { MutantResult } from "@stryker-mutator/api/core";
import { PluginKind, declareClassPlugin, tokens } from "@stryker-mutator/api/plugin";
import type { Reporter } from "@stryker-mutator/api/report";
import { NOT_SAMPLED, repositoryPath } from "./sample-checker.js";

/** Where the verdicts go (AGENTC_MUTANTS_JSONL overrides it, for two runs side by side). */
export const STREAM_FILE = process.env.AGENTC_MUTANTS_JSONL ?? "reports/mutation/mutants.jsonl";

/** One line of the stream: what the mutant is and what the tests said, or `undefined` when it was not drawn. */
export function streamLine(result: Readonly<MutantResult>): string | undefined {
  if (result.status === "Ignored") return undefined;
  if (result.status === "CompileError" && result.statusReason?.startsWith(NOT_SAMPLED)) return undefined;
  const { start } = result.location;
  return JSON.stringify({
    status: result.status,
    file: repositoryPath(result.fileName),
    line: start.line,
    column: start.column + 1,
    mutator: result.mutatorName,
    replacement: result.replacement,
    killedBy: result.killedBy ?? [],
  });
}

class StreamReporter implements Reporter {
  static inject = tokens();

  constructor() {
    mkdirSync(dirname(STREAM_FILE), { recursive: true });
    writeFileSync(STREAM_FILE, "");
  }

  onMutantTested(result: Readonly<MutantResult>): void {
    const line = streamLine(result);
    if (line !== undefined) appendFileSync(STREAM_FILE, line + "\n");
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, "agentc-stream", StreamReporter)];
