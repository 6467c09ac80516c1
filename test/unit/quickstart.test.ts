/** docs/quickstart.md: five recipes, each run as written in a fresh directory. */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../support/corpus.js";
import { runCommands, scratch, shellBlocks } from "../support/doc-commands.js";

const blocks = shellBlocks(readFileSync(join(repoRoot, "docs/quickstart.md"), "utf8"));

describe("docs/quickstart.md", () => {
  it("has the five recipes", () => {
    expect(blocks.map((b) => b.heading)).toEqual([
      "1. Validate an agent",
      "2. Convert AIX to AIR",
      "3. Generate and export a genome",
      "4. Record and verify evidence",
      "5. Pack and verify UAIX",
    ]);
    for (const b of blocks) expect(b.commands.some((c) => c.text.startsWith("agentc "))).toBe(true);
  });
  for (const block of blocks) {
    it(`recipe "${block.heading}" runs as written`, () => {
      const { dir, env } = scratch();
      expect(runCommands(block.commands, dir, env)).toEqual([]);
    });
  }
});
