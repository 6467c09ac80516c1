/**
 * Codex custom agents (`.codex/agents/<name>.toml`, developers.openai.com/codex/subagents), the
 * fourth subagent style: `name`, `description` and `developer_instructions` are the agent's, every
 * other key Codex's own (`x-codex`), written back only to Codex and ledgered for the other tools.
 * The TOML is parsed here with smol-toml (not agentc's reader) to check what was written.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { convertPath } from "../../src/pipeline/convert.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { agentcInProcess } from "../support/cli.js";

// Written for this test from the shape developers.openai.com/codex/subagents documents (no real
// project file was found in the index): a table after the prompt, a list, a ''' inside nothing.
const REVIEWER = `name = "reviewer"
description = "Reviews diffs for correctness and missing tests."
model = "gpt-5.2"
model_reasoning_effort = "high"
sandbox_mode = "read-only"
nickname_candidates = ["Atlas", "Delta"]
developer_instructions = """
Review the change like an owner.
Lead with concrete findings, then \`$ARGUMENTS\`-free advice.
"""

[mcp_servers.docs]
url = "https://example.com/mcp"
`;
const CLAUDE = join(
  repoRoot,
  "test/fixtures/realworld/anthropics__claude-code-action/.claude/agents/performance-reviewer.md",
);

function repository(): string {
  const d = tempDir();
  writeFileSync(join(d, "AGENTS.md"), "Use pnpm.\n");
  mkdirSync(join(d, ".codex/agents"), { recursive: true });
  writeFileSync(join(d, ".codex/agents/reviewer.toml"), REVIEWER);
  mkdirSync(dirname(join(d, ".claude/agents/performance-reviewer.md")), { recursive: true });
  cpSync(CLAUDE, join(d, ".claude/agents/performance-reviewer.md"));
  return d;
}

describe("Codex custom agents", () => {
  it("agentc validate reads one and names a broken one's problem at its line, without a stack trace", async () => {
    const repo = repository();
    const ok = await agentcInProcess(["validate", ".codex/agents/reviewer.toml"], { cwd: repo });
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain("codex-agents: ok, 1 agent(s): reviewer");
    writeFileSync(
      join(repo, ".codex/agents/broken.toml"),
      'name = "broken"\ndescription = "x"\ndeveloper_instructions = """\nunclosed\n',
    );
    writeFileSync(join(repo, ".codex/agents/empty.toml"), 'name = "empty"\ndescription = "x"\n');
    for (const [file, says] of [
      [".codex/agents/broken.toml", /is not TOML/],
      [".codex/agents/empty.toml", /has no developer_instructions/],
    ] as const) {
      const r = await agentcInProcess(["validate", file], { cwd: repo });
      expect(r.status, file).toBe(1);
      const out = r.stdout + r.stderr;
      expect(out, file).toMatch(/error\[RULES-SUBAGENT\]/);
      expect(out, file).toMatch(says);
      expect(out, file).not.toMatch(/\n\s+at .+:\d+:\d+/);
    }
  });

  it("converts to Claude Code's style and back: the prompt as it was, Codex's keys ledgered by pointer", async () => {
    const d = tempDir();
    mkdirSync(join(d, "in/.codex/agents"), { recursive: true });
    writeFileSync(join(d, "in/.codex/agents/reviewer.toml"), REVIEWER);
    const there = await convertPath(join(d, "in/.codex/agents/reviewer.toml"), {
      to: "claude-agents",
      output: join(d, "reviewer.md"),
    });
    const pointers = there.ledger.entries.map((e) => e.pointer);
    // Codex's section has no place in a Claude subagent: named as a whole (a conversion's lower names a section, as for Copilot's).
    expect(pointers).toContain("/x-codex");
    expect(there.ledger.entries.find((e) => e.pointer === "/x-codex")!.target).toBe("claude-agents");
    const md = Buffer.from(there.files.files[0]![1]).toString("utf8");
    expect(md).toContain("Lead with concrete findings");
    const back = await convertPath(join(d, "reviewer.md"), {
      to: "codex-agents",
      output: join(d, "back.toml"),
      from: "claude-agents",
    });
    const doc = parseToml(Buffer.from(back.files.files[0]![1]).toString("utf8")) as Record<string, unknown>;
    expect(doc.name).toBe("reviewer");
    expect(doc.description).toBe("Reviews diffs for correctness and missing tests.");
    expect(String(doc.developer_instructions).trim()).toBe(
      String((parseToml(REVIEWER) as Record<string, unknown>).developer_instructions).trim(),
    );
  });

  it("import → export → import in a repository: Codex's file kept byte for byte, a Claude subagent written as Codex TOML, a second round changes nothing", async () => {
    const repo = repository();
    expect((await importRepository(repo)).ok).toBe(true);
    const first = await exportGenome(repo, ["all"], repo);
    expect(first.ok, JSON.stringify(first.diagnostics.filter((x) => x.severity === "error"))).toBe(true);
    expect(readFileSync(join(repo, ".codex/agents/reviewer.toml"), "utf8")).toBe(REVIEWER);
    // The Claude subagent in Codex's style: its prompt as developer_instructions, Claude's own fields ledgered for Codex.
    const written = parseToml(readFileSync(join(repo, ".codex/agents/performance-reviewer.toml"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(written.name).toBe("performance-reviewer");
    expect(String(written.developer_instructions)).toContain("performance");
    expect(
      first.ledger.filter((e) => e.target === "codex" && e.pointer.startsWith("/x-claude-code/")).length,
    ).toBeGreaterThan(0);
    // Codex's keys of the reviewer are nowhere else: ledgered for every other style.
    for (const t of ["claude-md", "copilot", "opencode"])
      expect(
        first.ledger.some((e) => e.target === t && e.pointer === "/x-codex/model"),
        t,
      ).toBe(true);
    const snapshot = (): string =>
      [
        ".codex/agents/reviewer.toml",
        ".codex/agents/performance-reviewer.toml",
        ".claude/agents/reviewer.md",
        ".github/agents/reviewer.agent.md",
        ".opencode/agent/reviewer.md",
        "agents/reviewer.aix",
      ]
        .map((p) => readFileSync(join(repo, p), "utf8"))
        .join("\0");
    const before = snapshot();
    expect((await importRepository(repo)).ok).toBe(true);
    expect((await exportGenome(repo, ["all"], repo)).ok).toBe(true);
    expect(snapshot()).toBe(before);
  });
});
