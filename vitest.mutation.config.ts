/**
 * Vitest configuration for mutation testing (`npm run mutation`, see stryker.config.json).
 *
 * Only tests that exercise the TypeScript sources in this process: Stryker mutates ir/ in a sandbox
 * and measures which tests cover which mutant. Tests that spawn `bin/agentc.js` (which runs the
 * compiled dist/) or other processes never see a mutant and only slow the run, so every test file
 * whose checks run in another process (through test/support/cli.ts `agentc()`,
 * test/support/doc-commands.ts, or child_process directly) is excluded here (the lists are in
 * vitest.sets.ts, where `npm test` uses them too); `npm test` still runs all of them. A file that only uses a process to set something up (mkfifo) stays.
 */
import { defineConfig } from "vitest/config";
import {
  CHANGES_DIRECTORY,
  CHECK_ONLY,
  IN_PROCESS,
  NOT_CODE,
  OTHER_PROGRAMS,
  REGISTERS,
  SPAWNING,
} from "./vitest.sets.js";

// A mutant that survives runs every property test that covers it, and the broad ones (whole
// conversions, every rule target) cover most of ir/: a quarter of each property's runs here
// (test/support/property-runs.ts). `npm test` runs them all.
process.env.AGENTC_PROPERTY_RUNS ??= "0.25";

export default defineConfig({
  test: {
    include: [...IN_PROCESS],
    // Nor the slow files `npm run check` runs (kills, full disks, 1M nodes, the real-world repositories):
    // minutes of each mutant's run, for the few mutants only they would kill.
    exclude: [
      "test/fixtures/**",
      "node_modules/**",
      ...SPAWNING,
      ...NOT_CODE,
      ...OTHER_PROGRAMS,
      ...REGISTERS,
      ...CHECK_ONLY,
      ...CHANGES_DIRECTORY,
      // 10,000 nodes of the AgentOS reference through CBOR and sha256: 2 s in npm test, over its 60 s
      // timeout with ir/ instrumented, and it covers most of ir/, so every survivor there would run it.
      // The AIR hash and CBOR vector files pin the same encoding on the reference's own test vectors.
      "test/conformance/air-reference-v1.test.ts",
    ],
    // One module graph for every test file: Stryker switches mutants at run time (static mutants are
    // ignored, see stryker.config.json), so nothing needs re-importing between runs, and a mutant run
    // costs its tests rather than a fresh import of the compiler per test file.
    isolate: false,
    // Before each file, process.env as the worker started (some files set SOURCE_DATE_EPOCH at load);
    // every module loaded outside the tests, so that module-level code counts as static.
    setupFiles: ["test/mutation/fresh-env.ts", "test/mutation/load-modules.ts", "test/support/temp-cleanup.ts"],
    // Mutants can turn a loop into an endless one; Stryker's own timeout (timeoutMS) ends those.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
