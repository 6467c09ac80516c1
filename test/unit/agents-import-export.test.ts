/**
 * Agents and MCP servers through `agentc import` and `agentc aigx export`: real subagents and MCP
 * configurations (test/fixtures/realworld, sources in SOURCES.md) become AIX agents that validate,
 * and come back out as each tool's own files, server by server as the tool wrote them.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseJsonc } from "../../ir/edit/jsonc-edit.js";
import { describe, expect, it } from "vitest";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { checkAixText } from "../../src/formats/aix/check-file.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const REAL = join(repoRoot, "test/fixtures/realworld");
const json = (path: string): Record<string, Record<string, unknown>> =>
  JSON.parse(readFileSync(path, "utf8")) as Record<string, Record<string, unknown>>;
const GEMINI = { theme: "Dracula", mcpServers: { supabase: { httpUrl: "https://mcp.supabase.com/mcp", trust: true } } };

/** A repository with one rule, five real subagents and an MCP configuration for each of the four tools. */
function repository(): string {
  const d = tempDir();
  const copy = (from: string, to: string): void => {
    mkdirSync(dirname(join(d, to)), { recursive: true });
    cpSync(join(REAL, from), join(d, to));
  };
  writeFileSync(join(d, "AGENTS.md"), "Use pnpm.\n");
  for (const f of ["git-commit-creator", "linear-searcher", "ticket-reader"])
    copy(`humanlayer__humanlayer/.claude/agents/${f}.md`, `.claude/agents/${f}.md`);
  for (const f of ["performance-reviewer", "test-coverage-reviewer"])
    copy(`anthropics__claude-code-action/.claude/agents/${f}.md`, `.claude/agents/${f}.md`);
  copy("anthropics__claude-code-action/.mcp.json", ".mcp.json");
  copy("0x7067__agent-bridge-mcp/.cursor/mcp.json", ".cursor/mcp.json");
  copy("microsoft__vscode/.vscode/mcp.json", ".vscode/mcp.json");
  mkdirSync(join(d, ".gemini"));
  writeFileSync(join(d, ".gemini/settings.json"), JSON.stringify(GEMINI, null, 2));
  return d;
}

describe("agents and MCP servers: import → export", () => {
  it("imports each subagent and the repository's MCP servers as AIX agents that validate", async () => {
    const repo = repository();
    const r = await importRepository(repo);
    expect(r.ok, JSON.stringify(r.diagnostics.filter((d) => d.severity === "error"))).toBe(true);
    expect(r.agents).toEqual([
      "agents/git-commit-creator.aix",
      "agents/linear-searcher.aix",
      "agents/performance-reviewer.aix",
      "agents/project.aix",
      "agents/test-coverage-reviewer.aix",
      "agents/ticket-reader.aix",
    ]);
    for (const a of r.agents) {
      const check = checkAixText(a, readFileSync(join(repo, a), "utf8"), { requireChecksum: true });
      expect(
        check.diagnostics.all.filter((d) => d.severity === "error"),
        a,
      ).toEqual([]);
    }
    const project = readFileSync(join(repo, "agents/project.aix"), "utf8");
    for (const name of ["github_comment", "github", "agent-bridge", "vscode-playwright-mcp", "supabase"])
      expect(project).toContain(`name: ${name}`);
    // A remote server is the documented stdio bridge to it, with the server itself kept.
    expect(project).toMatch(
      /name: supabase\n\s+command: npx\n\s+args:\n\s+- -y\n\s+- mcp-remote\n\s+- https:\/\/mcp\.supabase\.com\/mcp\n\s+x-transport: http\n\s+x-url: https:\/\/mcp\.supabase\.com\/mcp/,
    );
    const reviewer = readFileSync(join(repo, "agents/performance-reviewer.aix"), "utf8");
    expect(reviewer).toContain("name: performance-reviewer");
    expect(reviewer).toMatch(/x-claude-code:\n\s+tools:\n\s+- Glob\n/);
    expect(reviewer).toContain("model: inherit");
  });

  it("exports every tool's MCP file with its servers as that tool wrote them, and the subagents as they were", async () => {
    const repo = repository();
    await importRepository(repo);
    const project = tempDir();
    mkdirSync(join(project, ".gemini"));
    writeFileSync(
      join(project, ".gemini/settings.json"),
      JSON.stringify({ theme: "Dracula", mcpServers: {} }, null, 2),
    );
    const r = await exportGenome(repo, ["all"], project, { force: true });
    expect(r.ok, JSON.stringify(r.diagnostics)).toBe(true);
    const original = (p: string, key: string) => json(join(repo, p))[key]!;
    const written = (p: string, key: string) => json(join(project, p))[key]!;
    // Each tool's own servers come back exactly as they were written.
    for (const name of Object.keys(original(".mcp.json", "mcpServers")))
      expect(written(".mcp.json", "mcpServers")[name]).toEqual(original(".mcp.json", "mcpServers")[name]);
    expect(written(".cursor/mcp.json", "mcpServers")["agent-bridge"]).toEqual(
      original(".cursor/mcp.json", "mcpServers")["agent-bridge"],
    );
    expect(written(".vscode/mcp.json", "servers")["vscode-playwright-mcp"]).toEqual(
      original(".vscode/mcp.json", "servers")["vscode-playwright-mcp"],
    );
    expect(json(join(project, ".vscode/mcp.json")).inputs).toEqual([]);
    expect(json(join(project, ".gemini/settings.json"))).toMatchObject({
      theme: "Dracula",
      mcpServers: { supabase: GEMINI.mcpServers.supabase },
    });
    // And in each other tool's shape: a remote server for Claude Code, a stdio one for Gemini.
    expect(written(".mcp.json", "mcpServers").supabase).toEqual({ type: "http", url: "https://mcp.supabase.com/mcp" });
    // …its secret references in Gemini's syntax (Cursor's ${env:HOME} is ${HOME} there; Cursor's own ${workspaceFolder} stays).
    const bridge = original(".cursor/mcp.json", "mcpServers")["agent-bridge"] as { env: Record<string, string> };
    expect(bridge.env.AGENT_BRIDGE_STATE_DIR).toBe("${env:HOME}/.agent-bridge-mcp/state");
    expect(written(".gemini/settings.json", "mcpServers")["agent-bridge"]).toEqual({
      ...bridge,
      env: { ...bridge.env, AGENT_BRIDGE_STATE_DIR: "${HOME}/.agent-bridge-mcp/state" },
    });
    // What a tool cannot hold is in the ledger, by JSON pointer into the agent (servers in name order:
    // supabase is the 7th, vscode-playwright-mcp the 8th): Gemini's trust elsewhere, VS Code's cwd where there is none.
    const lost = r.ledger.map((e) => `${e.target} ${e.file}${e.pointer}`);
    expect(lost).toContain("claude-md agents/project.aix/mcp/servers/6/x-gemini/trust");
    expect(lost).toContain("cursor agents/project.aix/mcp/servers/7/x-cwd");
    expect(lost).toContain("agents-md agents/performance-reviewer.aix");
    // The subagents: front matter and prompt as they were; a second import gives the same AIX bytes.
    expect(readdirSync(join(project, ".claude/agents")).sort()).toEqual(
      readdirSync(join(repo, ".claude/agents")).sort(),
    );
    const again = await importRepository(project, { output: tempDir() });
    expect(again.ok).toBe(true);
    for (const a of again.agents.filter((x) => x !== "agents/project.aix")) {
      expect(readFileSync(join(again.written.find(([p]) => p.endsWith(a))![0]), "utf8"), a).toBe(
        readFileSync(join(repo, a), "utf8"),
      );
    }
  });

  it("--check is clean after an export, and a changed MCP file is kept unless --force", async () => {
    const repo = repository();
    await importRepository(repo);
    const project = tempDir();
    expect((await exportGenome(repo, ["claude-md", "cursor"], project)).ok).toBe(true);
    expect((await exportGenome(repo, ["claude-md", "cursor"], project, { check: true })).ok).toBe(true);
    // VS Code's file is JSON with comments: its inputs survive an export that rewrites its servers.
    mkdirSync(join(project, ".vscode"));
    writeFileSync(
      join(project, ".vscode/mcp.json"),
      '{\n  // prompts for secrets\n  "inputs": [{ "id": "token", "type": "promptString" },],\n  "servers": {}\n}\n',
    );
    expect((await exportGenome(repo, ["copilot"], project, { force: true })).ok).toBe(true);
    // …and so do its comment and trailing comma: the file is edited, not replaced (read as the JSONC it is).
    const vscode = readFileSync(join(project, ".vscode/mcp.json"), "utf8");
    expect(
      vscode.startsWith('{\n  // prompts for secrets\n  "inputs": [{ "id": "token", "type": "promptString" },],\n'),
    ).toBe(true);
    expect((parseJsonc(vscode)!.value as Record<string, unknown>).inputs).toEqual([
      { id: "token", type: "promptString" },
    ]);
    const edited = '{ "mcpServers": {} }\n';
    writeFileSync(join(project, ".mcp.json"), edited);
    const refused = await exportGenome(repo, ["claude-md", "cursor"], project);
    expect(refused.ok).toBe(false);
    expect(refused.diagnostics.map((d) => d.code)).toContain("RULES-HAND-WRITTEN");
    expect(readFileSync(join(project, ".mcp.json"), "utf8")).toBe(edited);
    expect((await exportGenome(repo, ["claude-md", "cursor"], project, { force: true })).ok).toBe(true);
    expect(Object.keys(json(join(project, ".mcp.json")).mcpServers!)).toContain("supabase");
  });

  it("reads VS Code's mcp.json as JSON with comments and trailing commas, and reports the line of a bad server", async () => {
    const repo = tempDir();
    mkdirSync(join(repo, ".vscode"));
    const text =
      '{\n  // the servers\n  "servers": {\n    "a": { "type": "stdio", "command": "x", /* why */ "args": ["//not a comment",], },\n    "b": { "note": "no command" },\n  },\n}\n';
    writeFileSync(join(repo, ".vscode/mcp.json"), text);
    const r = await importRepository(repo, { write: false });
    const bad = r.diagnostics.find((d) => d.code === "RULES-MCP-CONFIG");
    expect(bad).toMatchObject({ severity: "error", line: 5, col: 10 });
    expect(bad?.message).toContain('"b"');
    const fixed = text.replace('    "b": { "note": "no command" },\n', "");
    writeFileSync(join(repo, ".vscode/mcp.json"), fixed);
    const ok = await importRepository(repo, { write: false });
    expect(ok.ok).toBe(true);
    expect(ok.files.files.map(([p]) => p)).toContain("agents/project.aix");
    const project = Buffer.from(ok.files.files.find(([p]) => p === "agents/project.aix")![1]).toString("utf8");
    expect(project).toMatch(/name: a\n\s+command: x\n\s+args:\n\s+- \/\/not a comment\n/);
  });
});
