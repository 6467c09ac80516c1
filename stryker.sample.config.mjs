// `npm run mutation:sample`: stryker.config.json, with only a random sample of the mutants tested
// (test/mutation-scores/sample-checker.ts; rate and seed from AGENTC_MUTANT_SAMPLE and
// AGENTC_MUTANT_SEED). Not incremental: the incremental file would hold the left-out mutants' verdicts.
import { readFileSync } from "node:fs";

const base = JSON.parse(readFileSync(new URL("./stryker.config.json", import.meta.url), "utf8"));

export default {
  ...base,
  checkers: ["agentc-sample"],
  plugins: [
    "@stryker-mutator/vitest-runner",
    "./dist/test/mutation-scores/sample-checker.js",
    "./dist/test/mutation-scores/stream-reporter.js",
  ],
  // agentc-stream: each verdict as it comes (reports/mutation/mutants.jsonl), for a run stopped early.
  reporters: [...base.reporters, "agentc-stream"],
  incremental: false,
  // Stryker gives checkers half the concurrency (rounded up) and test runners the other half: at 2 it
  // ran one test runner. The checker only hashes; four gives two test runners, one per core.
  concurrency: 4,
};
