import { accessSync, constants, statfsSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { CHECK_ONLY, IN_PROCESS, NEVER, OTHER_PROGRAMS, REGISTERS } from "./vitest.sets.js";

// `npm test`: the fast set (vitest.sets.ts). Every property runs on a quarter of its cases
// (test/support/property-runs.ts); `npm run check` (vitest.check.config.ts) runs them long, and the
// files CHECK_ONLY lists. AGENTC_TEST_SET=all runs every file here, at the runs the environment sets.
process.env.AGENTC_PROPERTY_RUNS ??= "0.25";
const left = process.env.AGENTC_TEST_SET === "all" ? [] : CHECK_ONLY;

/**
 * The tests' own directories (test/support/tmp.ts `tempDir`) in memory where the machine has a
 * memory-backed folder (Linux's /dev/shm): the fast set makes and removes thousands of small files
 * and folders, and on a disk mounted with `discard` removing a folder waited about half a millisecond
 * (1.6 s of setup-realworld's 5.6). What agentc itself puts in TMPDIR stays where TMPDIR says.
 * `npm run check` keeps the disk: its million-node and full-disk files write large outputs.
 */
function memoryBacked(): string | undefined {
  try {
    accessSync("/dev/shm", constants.W_OK);
    // A container's /dev/shm is often 64 MiB, which the copies of real repositories would fill.
    const { bavail, bsize } = statfsSync("/dev/shm");
    return statSync("/dev/shm").isDirectory() && bavail * bsize >= MEMORY_FLOOR ? "/dev/shm" : undefined;
  } catch {
    return undefined;
  }
}
const MEMORY_FLOOR = 2 * 1024 ** 3;
const memory = memoryBacked();
if (memory) process.env.AGENTC_TEST_TMPDIR ??= memory;

export default defineConfig({
  test: {
    // The corpus the conformance tests read is there, or the run stops with one message (AGENTC_CORPUS).
    globalSetup: ["./test/support/corpus-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // The built package (test/api imports "agentc-compiler", dist/src/index.js; the worker-thread
    // tests import dist/ too) loads as its users load it, by Node's own import: through Vite's
    // transform library.test.ts's import took 4.6 s, natively 0.3 s.
    server: { deps: { external: [/\/dist\/src\//] } },
    // Each module's transform kept on disk (node_modules/.experimental-vitest-cache, which `npm ci`
    // empties), keyed by the file's content, its path and this configuration: a second run reads
    // ~700 transforms instead of redoing them (17 s of transform and 8 s of import less, summed
    // across workers). A changed file is transformed again (docs/decisions.md, "Vitest's module cache").
    experimental: { fsModuleCache: true },
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Much test time
    // is spent waiting on a spawned agentc or on the disk, so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ["default", "./test/support/summary-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          // The tests of the compiler in this process, one module graph per worker (as the mutation
          // run, vitest.mutation.config.ts): each file costs its tests, not an import of the compiler.
          // The files that also start processes (SPAWNING) are here too: a child changes nothing in
          // this module graph (the mutation run leaves them out: a child sees no mutant).
          name: "shared",
          include: [...IN_PROCESS],
          exclude: [...NEVER, ...left, ...OTHER_PROGRAMS, ...REGISTERS],
          isolate: false,
          // process.env back as the worker started, before each file.
          // …and each file's temporary directories removed after it (test/support/temp-cleanup.ts).
          setupFiles: ["test/mutation/fresh-env.ts", "test/support/temp-cleanup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // What sets globals, registers toys or imports the built package: a fresh module graph each.
          name: "isolated",
          include: ["test/api/**/*.test.ts", ...OTHER_PROGRAMS, ...REGISTERS],
          exclude: [...NEVER, ...left],
        },
      },
    ],
  },
});
