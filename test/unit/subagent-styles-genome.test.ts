/**
 * Subagents of three tools through `agentc import` and `agentc aigx export`: a real Claude Code
 * subagent, a real GitHub Copilot custom agent and a real OpenCode agent (test/fixtures, sources in
 * realworld/SOURCES.md and setup/SOURCE.md) become AIX agents, each with its tool's own fields as that
 * tool's section; export writes every agent in each target tool's style, its own tool's fields as
 * they were and another tool's in the ledger by JSON pointer; import → export → import is a fixpoint.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { agentcInProcess } from "../support/cli.js";

const FIXTURES = join(repoRoot, "test/fixtures");
const CLAUDE = "realworld/anthropics__claude-code-action/.claude/agents/performance-reviewer.md";
const COPILOT = "setup/schiffy91__dr-gregory-max/.github/agents/planner.agent.md";
const OPENCODE = "setup/SAP__e-mobility-charging-stations-simulator/.opencode/agent/review.md";
const TARGETS = ["claude-md", "copilot", "opencode"];

function repository(): string {
  const d = tempDir();
  writeFileSync(join(d, "AGENTS.md"), "Use pnpm.\n");
  for (const [from, to] of [
    [CLAUDE, ".claude/agents/performance-reviewer.md"],
    [COPILOT, ".github/agents/planner.agent.md"],
    [OPENCODE, ".opencode/agent/review.md"],
  ] as const) {
    mkdirSync(dirname(join(d, to)), { recursive: true });
    cpSync(join(FIXTURES, from), join(d, to));
  }
  return d;
}

/** The front matter of an agent file, as YAML reads it. */
const front = (path: string): Record<string, unknown> =>
  parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path, "utf8"))![1]!) as Record<string, unknown>;
const genome = (repo: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(join(repo, "agents"))
      .sort()
      .map((n) => [n, readFileSync(join(repo, "agents", n), "utf8")]),
  );

describe("subagents of Claude Code, Copilot and OpenCode: import → export → import", () => {
  it("imports each tool's agent with its tool's fields as its section, and names none of them as not read", async () => {
    const repo = repository();
    const r = await importRepository(repo);
    expect(r.ok, JSON.stringify(r.diagnostics.filter((d) => d.severity === "error"))).toBe(true);
    expect(r.agents).toEqual(["agents/performance-reviewer.aix", "agents/planner.aix", "agents/review.aix"]);
    expect(r.diagnostics.filter((d) => d.code === "RULES-NOT-READ").map((d) => d.message)).toEqual([]);
    const planner = parse(readFileSync(join(repo, "agents/planner.aix"), "utf8")) as Record<
      string,
      Record<string, unknown>
    >;
    expect(planner.meta!.name).toBe("Planner");
    // Copilot's own fields, as the file has them (its model and its five handoffs).
    expect(Object.keys(planner["x-copilot"]!)).toEqual(["tools", "model", "handoffs"]);
    expect(planner["x-copilot"]!.model).toBe("Gemini 3 Pro (Preview)");
    expect((planner["x-copilot"]!.handoffs as unknown[]).length).toBeGreaterThanOrEqual(5);
    const review = parse(readFileSync(join(repo, "agents/review.aix"), "utf8")) as Record<
      string,
      Record<string, unknown>
    >;
    expect(review.meta!.name).toBe("review");
    expect(review["x-opencode"]).toEqual({
      mode: "subagent",
      temperature: 0.1,
      tools: { write: false, edit: false, bash: false },
    });
    expect(review["x-claude-code"]).toBeUndefined();
  });

  it("exports every agent in each target tool's style, ledgers what a tool cannot hold, and comes back as it was", async () => {
    const repo = repository();
    const originals = Object.fromEntries(
      [".claude/agents/performance-reviewer.md", ".github/agents/planner.agent.md", ".opencode/agent/review.md"].map(
        (p) => [p, readFileSync(join(repo, p))],
      ),
    );
    expect((await importRepository(repo)).ok).toBe(true);
    const first = genome(repo);
    const r = await exportGenome(repo, TARGETS, repo);
    expect(r.ok, JSON.stringify(r.diagnostics.filter((d) => d.severity === "error"))).toBe(true);
    // Each tool's own file means what export would write: kept byte for byte (Copilot's flow lists and missing final newline too).
    for (const [p, bytes] of Object.entries(originals)) expect(readFileSync(join(repo, p)).equals(bytes), p).toBe(true);
    expect(readdirSync(join(repo, ".claude/agents")).sort()).toEqual([
      "performance-reviewer.md",
      "planner.md",
      "review.md",
    ]);
    expect(readdirSync(join(repo, ".github/agents")).sort()).toEqual([
      "performance-reviewer.agent.md",
      "planner.agent.md",
      "review.agent.md",
    ]);
    expect(readdirSync(join(repo, ".opencode/agent")).sort()).toEqual([
      "performance-reviewer.md",
      "planner.md",
      "review.md",
    ]);
    // Another tool's agent: name, description and prompt, none of the first tool's fields.
    expect(front(join(repo, ".claude/agents/planner.md"))).toEqual({
      name: "planner",
      description: "Creates high-level plans and delegates to specialist subagents.",
    });
    expect(front(join(repo, ".github/agents/review.agent.md"))).toEqual({
      name: "review",
      description: "Reviews code",
    });
    // (Claude Code's own file is not YAML, a description holding ": ": the genome has what Claude Code reads.)
    const reviewer = parse(first["performance-reviewer.aix"]!) as { meta: { description: string } };
    expect(reviewer.meta.description).toMatch(/^Use this agent when you need to analyze code for performance issues/);
    expect(front(join(repo, ".opencode/agent/performance-reviewer.md"))).toEqual({
      description: reviewer.meta.description,
    });
    expect(readFileSync(join(repo, ".opencode/agent/planner.md"), "utf8")).toContain("## Workflow");
    const lost = r.ledger.map((e) => `${e.target} ${e.file}${e.pointer}`);
    for (const k of ["tools", "model", "handoffs"]) {
      expect(lost).toContain(`claude-md agents/planner.aix/x-copilot/${k}`);
      expect(lost).toContain(`opencode agents/planner.aix/x-copilot/${k}`);
    }
    for (const k of ["mode", "temperature", "tools"])
      expect(lost).toContain(`copilot agents/review.aix/x-opencode/${k}`);
    for (const k of ["tools", "model"])
      expect(lost).toContain(`copilot agents/performance-reviewer.aix/x-claude-code/${k}`);
    // The names Claude Code and OpenCode spell otherwise; Copilot's own name is kept.
    expect(lost).toContain("claude-md agents/planner.aix/meta/name");
    expect(lost).toContain("opencode agents/planner.aix/meta/name");
    expect(lost.filter((l) => l.startsWith("copilot agents/planner.aix"))).toEqual([]);
    // A fixpoint: importing again gives the same agents, byte for byte, and nothing unread.
    const again = await importRepository(repo);
    expect(again.ok).toBe(true);
    expect(again.diagnostics.filter((d) => d.code === "RULES-NOT-READ").map((d) => d.message)).toEqual([]);
    expect(genome(repo)).toEqual(first);
    // …and a second export changes nothing.
    const second = await exportGenome(repo, TARGETS, repo);
    expect(second.ok).toBe(true);
    const agentFiles = second.files.filter((f) => /^\.(claude|github|opencode)\/agents?\//.test(f.path));
    expect(agentFiles.length).toBe(9);
    expect(agentFiles.filter((f) => f.status !== "unchanged")).toEqual([]);
  });

  it("an export elsewhere, imported, gives the same agents: one agent per name, description and prompt", async () => {
    const repo = repository();
    await importRepository(repo);
    const project = tempDir();
    expect((await exportGenome(repo, TARGETS, project)).ok).toBe(true);
    const again = await importRepository(project, { output: tempDir() });
    expect(again.ok, JSON.stringify(again.diagnostics.filter((d) => d.severity === "error"))).toBe(true);
    expect(again.agents).toEqual(["agents/performance-reviewer.aix", "agents/planner.aix", "agents/review.aix"]);
    for (const a of again.agents)
      expect(Buffer.from(again.written.find(([p]) => p.endsWith(a))![1]).toString("utf8"), a).toBe(
        readFileSync(join(repo, a), "utf8"),
      );
  });
});

describe("agentc validate on a subagent file (the CLI's main, in this process)", () => {
  it("validates a Claude Code subagent and a Copilot agent by their paths, and names a broken one's problem without a stack trace", async () => {
    const repo = repository();
    for (const [file, summary] of [
      [".claude/agents/performance-reviewer.md", "claude-agents: ok, 1 file(s), 1 subagent(s): performance-reviewer"],
      [".github/agents/planner.agent.md", "copilot-agents: ok, 1 agent(s): Planner"],
      [".opencode/agent/review.md", "opencode-agents: ok, 1 agent(s): review"],
    ] as const) {
      const r = await agentcInProcess(["validate", file], { cwd: repo });
      expect(r.status, `${file}: ${r.stdout}${r.stderr}`).toBe(0);
      expect(r.stdout, file).toContain(summary);
    }
    // Without a description neither tool loads the agent: an error at its place, with the code, exit 1.
    writeFileSync(join(repo, ".claude/agents/broken.md"), "---\nname: broken\n---\n\nDo things.\n");
    writeFileSync(join(repo, ".github/agents/broken.agent.md"), "---\nname: broken\n---\n\nDo things.\n");
    for (const file of [".claude/agents/broken.md", ".github/agents/broken.agent.md"]) {
      const r = await agentcInProcess(["validate", file], { cwd: repo });
      expect(r.status, file).toBe(1);
      const out = r.stdout + r.stderr;
      expect(out, file).toMatch(/error\[RULES-SUBAGENT\]/);
      expect(out, file).toContain(`${file}:`);
      expect(out, file).not.toMatch(/\n\s+at .+:\d+:\d+/);
    }
  });
});
