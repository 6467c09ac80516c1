/**
 * The tests' temporary directories (test/support/tmp.ts) are removed after the file that made them,
 * also where test files share one module graph (the "shared" project): there the module's own
 * `afterAll` belongs to the first file only, and test/support/temp-cleanup.ts removes the rest.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/corpus.js";
import { removeTempDirs, tempDir } from "../support/tmp.js";

// Read before this file makes any: what files before it in this worker made and did not remove.
const leftByEarlierFiles = [...((globalThis as { agentcTempDirs?: Set<string> }).agentcTempDirs ?? [])].filter((d) =>
  existsSync(d),
);

describe("temporary directories of the tests", () => {
  it("are all removed by removeTempDirs, and forgotten by the exit hook", () => {
    const dirs = [tempDir(), tempDir("agentc-temp-dirs-")];
    for (const d of dirs) expect(existsSync(d)).toBe(true);
    removeTempDirs();
    for (const d of dirs) expect(existsSync(d), d).toBe(false);
    const outstanding = (globalThis as { agentcTempDirs?: Set<string> }).agentcTempDirs!;
    for (const d of dirs) expect(outstanding.has(d)).toBe(false);
  });

  it("made by the files before this one in the same worker are gone when it starts", () => {
    expect(leftByEarlierFiles).toEqual([]);
  });

  it("are removed after every file of the projects that share one module graph (the setup file is listed)", () => {
    for (const config of ["vitest.config.ts", "vitest.mutation.config.ts"])
      expect(readFileSync(join(repoRoot, config), "utf8"), config).toContain('"test/support/temp-cleanup.ts"');
  });
});
