/**
 * Vitest configuration for mutation testing (`npm run mutation`, see stryker.config.json).
 *
 * Only tests that exercise the TypeScript sources in this process: Stryker mutates ir/ in a sandbox
 * and measures which tests cover which mutant. Tests that spawn `bin/agentc.js` (which runs the
 * compiled dist/) or other processes never see a mutant and only slow the run, so every test file
 * whose checks run in another process (through test/support/cli.ts `agentc()`,
 * test/support/doc-commands.ts, or child_process directly) is excluded here; `npm test` still runs
 * all of them. A file that only uses a process to set something up (mkfifo) stays.
 */
import { defineConfig } from "vitest/config";

// A mutant that survives runs every property test that covers it, and the broad ones (whole
// conversions, every rule target) cover most of ir/: a quarter of each property's runs here
// (test/support/property-runs.ts). `npm test` runs them all.
process.env.AGENTC_PROPERTY_RUNS ??= "0.25";

/** Test files that start a process (the built CLI, npm, mkfifo, sh); checked one by one. */
const SPAWNING = [
  "test/conformance/aix-corpus.test.ts", // agentc aix checksum/verify
  "test/conformance/convert-corpus.test.ts", // agentc aix checksum --write
  "test/unit/aegx-streams.test.ts", // agentc aegx add-record; imports dist/src/passes
  "test/unit/aigx-genome.test.ts",
  "test/unit/air-world.test.ts",
  "test/unit/api-docs.test.ts", // reads dist/src/index.d.ts
  "test/unit/archive-limits.test.ts",
  "test/unit/bad-input.test.ts",
  "test/unit/cli-contract.test.ts",
  "test/unit/cli-messages.test.ts",
  "test/unit/cli.test.ts",
  "test/unit/code-cache.test.ts",
  "test/unit/convert-batch.test.ts",
  "test/unit/convert-cli.test.ts",
  "test/unit/diagnostics-render.test.ts",
  "test/unit/graph.test.ts",
  "test/unit/harness-findings.test.ts", // execFileSync mkfifo + agentc
  "test/unit/package.test.ts", // npm pack / npm install
  "test/unit/pipeline.test.ts",
  "test/unit/quickstart.test.ts", // sh -c over docs/quickstart.md
  "test/unit/readme.test.ts", // sh -c over README.md
  "test/unit/rules-import-export.test.ts",
  "test/unit/sarif.test.ts",
  "test/unit/trust.test.ts",
];

/**
 * Tests of files rather than of code: the freshness of the generated AIR validators (Stryker
 * rewrites the `// @ts-nocheck` line of files in its sandbox, so they never match there).
 */
const NOT_CODE = ["test/unit/air-shape-validators.test.ts"];

/**
 * Tests of another program reading agentc's output: Mermaid's parser in a jsdom window (4 s, the
 * slowest file here). It draws every kind of input, so it covers much of ir/ and every surviving
 * mutant there would run it, but what it checks is the picture's text; it also sets a global
 * window that would stay for the files after it (isolate: false).
 */
const OTHER_PROGRAMS = ["test/unit/graph-mermaid.test.ts"];

export default defineConfig({
  test: {
    include: [
      "test/unit/**/*.test.ts",
      "test/property/**/*.test.ts",
      "test/oracles/**/*.test.ts",
      "test/codes/**/*.test.ts",
      "test/conformance/**/*.test.ts",
      "test/mutation/**/*.test.ts",
    ],
    exclude: ["test/fixtures/**", "node_modules/**", ...SPAWNING, ...NOT_CODE, ...OTHER_PROGRAMS],
    // One module graph for every test file: Stryker switches mutants at run time (static mutants are
    // ignored, see stryker.config.json), so nothing needs re-importing between runs, and a mutant run
    // costs its tests rather than a fresh import of the compiler per test file.
    isolate: false,
    // Before each file, process.env as the worker started (some files set SOURCE_DATE_EPOCH at load);
    // every module loaded outside the tests, so that module-level code counts as static.
    setupFiles: ["test/mutation/fresh-env.ts", "test/mutation/load-modules.ts"],
    // Mutants can turn a loop into an endless one; Stryker's own timeout (timeoutMS) ends those.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
