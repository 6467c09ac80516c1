/** Rule-file codes: minimal repositories of coding-agent instruction files. */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe } from "vitest";
import { compareRules } from "../../src/formats/rules/compare.js";
import { importRepository, MAX_RULE_FILE_BYTES } from "../../src/pipeline/rules/import-repository.js";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { readRules, writeRules } from "../support/rules.js";
import { tempDir } from "../support/tmp.js";
import { trigger } from "../support/triggers.js";
import { validate } from "../../src/api.js";

function repo(files: Record<string, string>): string {
  const d = tempDir();
  for (const [p, t] of Object.entries(files)) {
    mkdirSync(dirname(join(d, p)), { recursive: true });
    writeFileSync(join(d, p), t);
  }
  return d;
}
const rule = { id: "R-1", text: "Use pnpm.\n", activation: "always" as const, globs: [], sources: [] };

describe("rule-file codes", () => {
  trigger(
    "RULES-READ",
    async () => (await readRules("cursor", tempDir(), { input: join(tempDir(), "gone.mdc") })).diagnostics,
    { severity: "error", file: /gone\.mdc$/ },
  );
  trigger("RULES-NONE", async () => (await readRules("cursor", tempDir())).diagnostics, {
    severity: "error",
    file: /agentc-test-/,
  });
  trigger("RULES-EMPTY", async () => (await readRules("agents-md", repo({ "AGENTS.md": "\n" }))).diagnostics, {
    severity: "warning",
    file: "AGENTS.md",
  });
  trigger(
    "RULES-SCOPE",
    async () =>
      (
        await readRules(
          "cursor",
          repo({ ".cursor/rules/a.mdc": "---\nalwaysApply: true\nglobs: src/**\n---\nUse pnpm.\n" }),
        )
      ).diagnostics,
    { severity: "warning", file: ".cursor/rules/a.mdc", line: 3 },
  );
  trigger(
    "RULES-SIZE",
    async () => (await writeRules("windsurf", [{ ...rule, text: `${"x".repeat(12_001)}\n` }])).diagnostics,
    { severity: "warning", file: ".windsurf/rules/r-1.md" },
  );
  trigger(
    "RULES-OUTPUT",
    () => compareRules([{ id: "R-1", path: "AGENTS.md", text: "a", activation: "always", globs: [] }], [], "agents-md"),
    { severity: "error", file: "AGENTS.md" },
  );
  trigger(
    "RULES-SKIPPED",
    async () =>
      (
        await importRepository(
          repo({ "AGENTS.md": "Use pnpm.\n", "big/AGENTS.md": "x".repeat(MAX_RULE_FILE_BYTES + 1) }),
          { write: false },
        )
      ).diagnostics,
    { severity: "warning", file: /big\/AGENTS\.md$/ },
  );
  trigger(
    "RULES-SUBAGENT",
    async () =>
      (
        await importRepository(repo({ ".claude/agents/x.md": "---\nname: x\n---\nYou review code.\n" }), {
          write: false,
        })
      ).diagnostics,
    { severity: "error", file: /\.claude\/agents\/x\.md$/, line: 2 },
  );
  trigger(
    "RULES-SETTINGS",
    async () =>
      (
        await validate(
          join(repo({ ".claude/settings.json": '{\n  "hooks": {\n    "Stop": {}\n  }\n}\n' }), ".claude/settings.json"),
        )
      ).diagnostics,
    { severity: "error", file: /\.claude\/settings\.json$/, line: 3, pointer: "/hooks/Stop" },
  );
  trigger(
    "RULES-MCP-CONFIG",
    async () =>
      (
        await importRepository(
          repo({ ".cursor/mcp.json": '{\n  "mcpServers": {\n    "a": { "command": "x", }\n  }\n}\n' }),
          { write: false },
        )
      ).diagnostics,
    { severity: "error", file: /\.cursor\/mcp\.json$/, line: 3 },
  );
  trigger(
    "RULES-MCP-CONFLICT",
    async () =>
      (
        await importRepository(
          repo({
            ".mcp.json": '{"mcpServers":{"db":{"command":"a"}}}',
            ".cursor/mcp.json": '{"mcpServers":{"db":{"command":"b"}}}',
          }),
          { write: false },
        )
      ).diagnostics,
    { severity: "warning", file: /\.cursor\/mcp\.json$/ },
  );
  trigger(
    "RULES-STALE",
    async () => {
      const d = repo({ "AGENTS.md": "Use pnpm.\n" });
      await importRepository(d);
      return (await exportGenome(d, ["gemini-md"], d, { check: true })).diagnostics;
    },
    { severity: "error", file: /GEMINI\.md$/ },
  );
  trigger(
    "RULES-OBSOLETE",
    async () => {
      // A command exported to Gemini CLI, then deleted at its home: its copy is kept and named (--prune removes it).
      const d = repo({
        "AGENTS.md": "Use pnpm.\n",
        ".claude/commands/review.md": "---\ndescription: Review the diff\n---\nReview the staged changes.\n",
      });
      await importRepository(d);
      await exportGenome(d, ["claude-md", "gemini-md"], d);
      rmSync(join(d, ".claude/commands/review.md"));
      await importRepository(d);
      return (await exportGenome(d, ["claude-md", "gemini-md"], d)).diagnostics;
    },
    { severity: "warning", file: /\.gemini\/commands\/review\.toml$/ },
  );
});
