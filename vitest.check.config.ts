/**
 * `npm run check`'s tests: the files vitest.sets.ts keeps out of `npm test` (kills, full
 * disks, a million nodes, the packed tarball, the real-world repositories through the CLI), and every
 * property and oracle file again with the long runs (AGENTC_PROPERTY_RUNS=2: twice the runs each test
 * names, eight times what `npm test` gives them).
 */
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { CHECK_ONLY, NEVER, PROPERTY_FILES } from "./vitest.sets.js";

process.env.AGENTC_PROPERTY_RUNS ??= "2";

export default defineConfig({
  test: {
    include: [...CHECK_ONLY, ...PROPERTY_FILES],
    exclude: [...NEVER],
    globalSetup: ["./test/support/corpus-setup.ts"],
    // Long runs of the broad properties take minutes on two cores.
    testTimeout: 600_000,
    hookTimeout: 120_000,
    pool: "forks",
    // As vitest.config.ts: the built package by Node's own import, and the transforms cached on disk.
    server: { deps: { external: [/\/dist\/src\//] } },
    experimental: { fsModuleCache: true },
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ["default", "./test/support/summary-reporter.ts"],
  },
});
