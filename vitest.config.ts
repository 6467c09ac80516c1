import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Fixture repositories contain test files of their own; they are inputs, not tests.
    exclude: ["test/fixtures/**", "node_modules/**"],
    // The corpus the conformance tests read is there, or the run stops with one message (AGENTC_CORPUS).
    globalSetup: ["./test/support/corpus-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Most test time
    // is spent waiting on a spawned agentc, so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ["default", "./test/support/summary-reporter.ts"],
  },
});
