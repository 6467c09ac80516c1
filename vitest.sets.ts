/**
 * Which test files `npm test` runs and which wait for `npm run check` (docs/testing.md, "Two test
 * sets"). Selected here by file, not by moving files: a test stays where its subject is.
 *
 * `npm test` runs every test file but these, each property on a quarter of its runs
 * (test/support/property-runs.ts). `npm run check` runs these, and every property and oracle file
 * again with the long runs. `.ci/run` runs both, so CI loses nothing; a developer's loop loses the
 * minutes. A file goes here when its time is spent on something only it does (killing processes,
 * filling disks, a million nodes, the packed tarball, every real-world repository through the CLI),
 * not because it is merely slow: a slow test of ordinary behaviour is made fast instead.
 *
 * The figures are per file, from one full run on 2026-11-28 on a shared 2-core machine
 * (`npx vitest run --reporter=json`); on a quiet machine they are about a third.
 */
export const CHECK_ONLY: readonly string[] = [
  // Robustness under kills, full disks, locks, other writers: each starts dozens of processes.
  "test/unit/random-kill.test.ts", // 20 SIGKILLs per command at random points (21–120 s)
  "test/unit/full-disk.test.ts", // a filled tmpfs or loop device
  "test/unit/concurrent-writers.test.ts", // writers racing for the same output (24 s)
  "test/unit/output-locks.test.ts", // lock files held by other processes (14 s)
  "test/unit/crash-debris.test.ts", // what a killed run leaves (7 s)
  // Size: a million AIR nodes in bounded memory, linearity at 10⁵ keys.
  "test/unit/scale.test.ts",
  // The packed tarball installed into an empty directory, and the documents' shell blocks run as written.
  "test/unit/package.test.ts", // npm pack + npm install (16 s)
  "test/unit/readme.test.ts", // README's commands through sh
  "test/unit/quickstart.test.ts", // docs/quickstart.md's commands through sh (8 s)
  "test/unit/demo-output.test.ts", // `npm run demo`'s whole output (11 s)
  // Every real-world repository of the fixtures through the CLI, each several times (25–45 s each).
  "test/conformance/realworld-in-place.test.ts",
  "test/conformance/realworld-hand-edits.test.ts",
  "test/conformance/rules-realworld.test.ts",
  "test/conformance/setup-audit.test.ts", // every real repository's setup, two rounds in place (4.3 s, npm test's slowest)
  "test/unit/graph-mermaid.test.ts", // Mermaid's own parser in a jsdom window: another program's start-up (1.4 s)
  // Two threads against one: a worker thread started for every AEGX corpus case (2.9 s, npm test's slowest file).
  "test/unit/aegx-streams.test.ts",
  // The CLI's V8 code cache, a start-up optimisation: a dozen CLI processes started cold and warm (3.1 s).
  "test/unit/code-cache.test.ts",
  // The user's home directory: every tool's user-level files, imported and exported by the CLI (25 s).
  "test/unit/global.test.ts",
];

/** Where the properties and oracles are: `npm run check` runs these again with the long runs. */
export const PROPERTY_FILES: readonly string[] = ["test/property/**/*.test.ts", "test/oracles/**/*.test.ts"];

/** Fixture repositories contain test files of their own; they are inputs, not tests. */
export const NEVER: readonly string[] = ["test/fixtures/**", "node_modules/**"];

/**
 * The folders whose tests run the compiler in this process. `npm test` runs them (but for the lists
 * below) in one module graph per worker, as the mutation run does (isolate: false): a file then
 * costs its tests, not a fresh import of the compiler (the import was 225 of 1,416 test-seconds).
 * test/mutation/fresh-env.ts puts process.env back before each file.
 */
export const IN_PROCESS: readonly string[] = [
  "test/unit/**/*.test.ts",
  "test/property/**/*.test.ts",
  "test/oracles/**/*.test.ts",
  "test/codes/**/*.test.ts",
  "test/conformance/**/*.test.ts",
  "test/mutation/**/*.test.ts",
];

/** Test files that start a process (the built CLI, npm, mkfifo, sh); checked one by one. */
export const SPAWNING: readonly string[] = [
  "test/unit/aegx-streams.test.ts", // imports dist/ (the worker thread runs compiled JavaScript)
  "test/unit/aigx-genome.test.ts", // tracedAgentc: the modules one command loads
  "test/unit/air-world.test.ts",
  "test/unit/api-docs.test.ts", // reads dist/src/index.d.ts
  "test/unit/bad-input.test.ts",
  "test/unit/cli-contract.test.ts",
  "test/unit/cli.test.ts",
  "test/unit/code-cache.test.ts",
  "test/unit/convert-cli.test.ts", // tracedAgentc: the modules a conversion loads
  "test/unit/package.test.ts", // npm pack / npm install
  "test/unit/quickstart.test.ts", // sh -c over docs/quickstart.md
  "test/unit/readme.test.ts", // sh -c over README.md
  "test/unit/rules-import-export.test.ts",
];

/**
 * Tests of files rather than of code, which read the sources as text: Stryker's files hold its
 * instrumented code (every mutant behind a switch), so these fail there before any mutant, and no
 * mutant, switched on at run time, changes the text they read. The freshness of the generated AIR
 * validators (Stryker rewrites their `// @ts-nocheck` line), and the registry of codes, which finds
 * every code the sources name (the instrumented text names mutated ones).
 */
export const NOT_CODE: readonly string[] = ["test/unit/air-shape-validators.test.ts", "test/codes/registry.test.ts"];

/**
 * Tests of another program reading agentc's output: Mermaid's parser in a jsdom window (4 s, the
 * slowest file here). It draws every kind of input, so it covers much of ir/ and every surviving
 * mutant there would run it, but what it checks is the picture's text; it also sets a global
 * window that would stay for the files after it (isolate: false).
 */
export const OTHER_PROGRAMS: readonly string[] = ["test/unit/graph-mermaid.test.ts"];

/**
 * Tests that register a format, a rule tool or a dialect of their own (the toys of test/support): in
 * one module graph with the other files, their registrations would join what those list (a toy rule
 * tool made `ruleTargets()` eleven for rules-genome-roundtrip; verify-each's broken toy joined the
 * passes toy-dialect lists), so each runs in a module graph of its own.
 */
export const REGISTERS: readonly string[] = [
  "test/unit/verify-each.test.ts",
  "test/unit/toy-tool.test.ts",
  "test/unit/toy-dialect.test.ts",
];

/**
 * Files that change the working directory themselves (`process.chdir`), which the worker threads
 * Stryker runs vitest in do not allow: the mutation run leaves them out. (`agentcInProcess` with a
 * `cwd` starts the built CLI there instead, so its callers need not be listed.)
 */
export const CHANGES_DIRECTORY: readonly string[] = [
  "test/conformance/setup-audit.test.ts", // process.chdir into each repository, as a user runs agentc there
];
