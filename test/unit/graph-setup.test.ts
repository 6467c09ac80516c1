/**
 * `agentc graph <repository>` draws its agent setup: rules, subagents, skills, commands, hooks and
 * MCP servers, each with an edge to every tool that gets it. On real repositories
 * (test/fixtures/realworld/SOURCES.md): trigger.dev (rules, subagents, skills, a Cursor command, an
 * MCP server) and 0xMiden's note-transport-service (Claude Code hooks, subagents, a command).
 * What is expected is counted from the repositories' own files, not from agentc's reading of them.
 */
import { cpSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMAND_TOOLS, SKILL_TOOLS } from "../../ir/dialects/setup/tools.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const REAL = join(repoRoot, "test/fixtures/realworld");

function copyOf(name: string): string {
  const d = tempDir();
  cpSync(join(REAL, name), d, { recursive: true });
  return d;
}

interface Drawn {
  counts: Record<string, number>;
  items: Array<{ kind: string; name: string; tools: string[] }>;
  text: string;
}
const drawn = async (repo: string, ...flags: string[]): Promise<Drawn> => {
  const r = await agentcInProcess(["--json", "graph", repo, "--format", "dot", ...flags]);
  expect(r.status, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { result: Drawn }).result;
};

/** The DOT's nodes (id → label) and edges, parsed from the text: an oracle apart from the view that wrote it. */
function dot(text: string): { labels: Map<string, string>; edges: Array<[string, string]> } {
  const labels = new Map<string, string>();
  for (const m of text.matchAll(/^\s*(n\d+) \[[^\n]*?label="((?:[^"\\]|\\.)*)"/gm)) labels.set(m[1]!, m[2]!);
  const edges = [...text.matchAll(/^\s*(n\d+) -> (n\d+)/gm)].map((m) => [m[1]!, m[2]!] as [string, string]);
  return { labels, edges };
}

describe("agentc graph <repository>", () => {
  it("draws trigger.dev's rules, subagents, skills, command and MCP server, each with an edge to every tool that gets it", async () => {
    const repo = copyOf("triggerdotdev__trigger.dev");
    const g = await drawn(repo);
    const skills = readdirSync(join(repo, ".claude/skills")).sort();
    const subagents = readdirSync(join(repo, ".claude/agents"))
      .map((f) => f.replace(/\.md$/, ""))
      .sort();
    const servers = Object.keys(
      (JSON.parse(readFileSync(join(repo, ".cursor/mcp.json"), "utf8")) as { mcpServers: object }).mcpServers,
    );
    expect(
      g.items
        .filter((i) => i.kind === "skill")
        .map((i) => i.name)
        .sort(),
    ).toEqual(skills);
    expect(
      g.items
        .filter((i) => i.kind === "agent")
        .map((i) => i.name)
        .sort(),
    ).toEqual(subagents);
    expect(g.items.filter((i) => i.kind === "mcp").map((i) => i.name)).toEqual(servers);
    expect(g.items.filter((i) => i.kind === "command").map((i) => i.name)).toEqual(["deslop"]);
    // Every instruction file gives at least one rule (25 files: 13 CLAUDE.md and .claude/rules, 7 Cursor, AGENTS.md, Copilot's…).
    expect(g.counts.rule).toBeGreaterThanOrEqual(20);
    const { labels, edges } = dot(g.text);
    const idOf = (label: string): string => [...labels].find(([, l]) => l === label)![0];
    // A skill reaches every tool with skills; a command every tool with commands (their tables' titles).
    for (const s of skills)
      expect(
        edges
          .filter(([from]) => from === idOf(s))
          .map(([, to]) => labels.get(to))
          .sort(),
        s,
      ).toEqual(SKILL_TOOLS.map((t) => t.title).sort());
    expect(
      edges
        .filter(([from]) => from === idOf("deslop"))
        .map(([, to]) => labels.get(to))
        .sort(),
    ).toEqual(COMMAND_TOOLS.map((t) => t.title).sort());
    // Each subagent reaches Claude Code; each rule Claude Code, Cursor and AGENTS.md (Codex's) at least.
    for (const a of subagents)
      expect(edges.filter(([from]) => from === idOf(a)).map(([, to]) => labels.get(to))).toContain("Claude Code");
    const ruleNode = [...labels].find(([, l]) => l === "CURSOR-repo")![0];
    expect(edges.filter(([from]) => from === ruleNode).map(([, to]) => labels.get(to))).toEqual(
      expect.arrayContaining(["Claude Code", "Cursor", "AGENTS.md"]),
    );
    // Deterministic bytes: the same picture twice.
    expect((await drawn(repo)).text).toBe(g.text);
  });

  it("draws Claude Code's hooks, one per handler, going to the tools whose settings hold hooks; SVG as well", async () => {
    const repo = copyOf("0xMiden__note-transport-service");
    const settings = JSON.parse(readFileSync(join(repo, ".claude/settings.json"), "utf8")) as {
      hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>>;
    };
    const handlers = Object.values(settings.hooks).flatMap((groups) => groups.flatMap((g) => g.hooks));
    expect(handlers.length).toBeGreaterThanOrEqual(3);
    const g = await drawn(repo);
    const hooks = g.items.filter((i) => i.kind === "hook");
    expect(hooks).toHaveLength(handlers.length);
    for (const h of handlers)
      expect(
        hooks.some((i) => i.name.endsWith(h.command.replace(/^.*\//, ""))),
        h.command,
      ).toBe(true);
    // Codex reads hooks too (.codex/hooks.json, developers.openai.com/codex/hooks).
    for (const h of hooks) expect(h.tools).toEqual(["Claude Code", "Codex", "Cursor", "Gemini CLI"]);
    const svg = await agentcInProcess(["graph", repo, "--format", "svg"]);
    expect(svg.status, svg.stderr).toBe(0);
    expect(svg.stdout.startsWith("<svg") || svg.stdout.startsWith("<?xml")).toBe(true);
    expect(svg.stdout).toContain("codify-lesson");
  });

  it("a repository with a genome is drawn as AIGX, and with --setup as its agent setup; a file is refused with --setup", async () => {
    const repo = copyOf("0xMiden__note-transport-service");
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    const aigx = await agentcInProcess(["--json", "graph", repo, "--format", "dot"]);
    expect((JSON.parse(aigx.stdout) as { result: { format: string } }).result.format).toBe("aigx");
    expect((await drawn(repo, "--setup")).counts.hook).toBe(4);
    const file = await agentcInProcess(["graph", join(repo, ".claude/settings.json"), "--setup", "--format", "dot"]);
    expect(file.status).toBe(2);
    expect(file.stderr).toMatch(/--setup draws a repository/);
    expect(file.stderr).not.toMatch(/\n\s+at /);
  });
});
