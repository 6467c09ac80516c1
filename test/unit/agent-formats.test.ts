/**
 * Claude Code subagents and MCP files are formats of the pipeline (`claude-agents`, `mcp`): detected by
 * where they lie, validated, raised to the core agent `agentc import` writes for them (the same AIX
 * bytes), lowered back, round-tripped and drawn — with the real files of test/fixtures/realworld.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { convert, roundtrip, validate } from "../../src/api.js";
import { detectFormat } from "../../src/formats/detect.js";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";
import { drawPath } from "../../src/pipeline/draw/draw-path.js";
import { readSubagent } from "../../src/formats/claude-agents/read-subagent.js";
import { sameMcpConfig } from "../../src/formats/mcp/canonical.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const REAL = join(repoRoot, "test/fixtures/realworld");
const SUBAGENTS = [
  "anthropics__claude-code-action/.claude/agents/performance-reviewer.md",
  "anthropics__claude-code-action/.claude/agents/test-coverage-reviewer.md",
  "humanlayer__humanlayer/.claude/agents/git-commit-creator.md",
  "humanlayer__humanlayer/.claude/agents/linear-searcher.md",
  "humanlayer__humanlayer/.claude/agents/ticket-reader.md",
].map((p) => join(REAL, p));
const MCP_FILES = [
  "anthropics__claude-code-action/.mcp.json",
  "supabase__supabase/.mcp.json",
  "0x7067__agent-bridge-mcp/.cursor/mcp.json",
  "microsoft__vscode/.vscode/mcp.json",
].map((p) => join(REAL, p));
const GEMINI = `{\n  "theme": "Dracula",\n  // project servers\n  "mcpServers": {\n    "supabase": { "httpUrl": "https://mcp.supabase.com/mcp", "trust": true },\n    "local": { "command": "node", "args": ["server.js"], "cwd": "tools" }\n  }\n}\n`;

/** A file copied under a fresh repository at `rel`. */
function placed(from: string, rel: string, repo = tempDir()): string {
  mkdirSync(dirname(join(repo, rel)), { recursive: true });
  cpSync(from, join(repo, rel));
  return join(repo, rel);
}

function geminiRepo(): string {
  const repo = join(tempDir(), "gemini-project");
  mkdirSync(join(repo, ".gemini"), { recursive: true });
  writeFileSync(join(repo, ".gemini/settings.json"), GEMINI);
  return repo;
}

describe("detection by place", () => {
  it("knows subagents and the four tools' MCP files wherever the repository is", () => {
    for (const f of SUBAGENTS) expect(detectFormat(f), f).toBe("claude-agents");
    expect(detectFormat(join(REAL, "humanlayer__humanlayer/.claude/agents"))).toBe("claude-agents");
    for (const f of MCP_FILES) expect(detectFormat(f), f).toBe("mcp");
    expect(detectFormat(join(geminiRepo(), ".gemini/settings.json"))).toBe("mcp");
  });

  it("knows a subagent outside .claude/agents by its front matter, and another tool's MCP JSON by mcpServers", () => {
    const d = tempDir();
    cpSync(SUBAGENTS[0]!, join(d, "reviewer.md"));
    expect(detectFormat(join(d, "reviewer.md"))).toBe("claude-agents");
    writeFileSync(join(d, "claude_desktop_config.json"), '{ "mcpServers": { "x": { "command": "x" } } }');
    expect(detectFormat(join(d, "claude_desktop_config.json"))).toBe("mcp");
    // GitHub's custom agents share the fields but are not Claude Code's.
    cpSync(SUBAGENTS[0]!, join(d, "reviewer.agent.md"));
    expect(detectFormat(join(d, "reviewer.agent.md"))).toBeUndefined();
  });
});

describe("claude-agents", () => {
  it("validates every real subagent and says what it holds", async () => {
    for (const f of SUBAGENTS) {
      const v = await validate(f);
      expect(v.exitCode, `${f}: ${JSON.stringify(v.diagnostics.filter((d) => d.severity !== "info"))}`).toBe(0);
      expect(v.format).toBe("claude-agents");
      expect(v.summary).toMatch(/^claude-agents: ok, 1 file\(s\), 1 subagent\(s\): [a-z-]+ \(\d+ tools\)/);
    }
    const folder = await validate(join(REAL, "humanlayer__humanlayer/.claude/agents"));
    expect(folder.result).toMatchObject({
      files: 3,
      subagents: [{ name: "git-commit-creator" }, { name: "linear-searcher" }, { name: "ticket-reader" }],
    });
  });

  it("reports what Claude Code requires and what it reads otherwise, at the field's line", async () => {
    const d = tempDir();
    const missing = join(d, ".claude/agents/no-description.md");
    mkdirSync(dirname(missing), { recursive: true });
    writeFileSync(missing, "---\nname: helper\ntools: Read\n---\nHelp.\n");
    const v = await validate(missing);
    expect(v.exitCode).toBe(1);
    expect(v.diagnostics).toContainEqual(
      expect.objectContaining({ code: "RULES-SUBAGENT", severity: "error", file: missing, line: 2 }),
    );
    const named = join(d, ".claude/agents/named.md");
    writeFileSync(
      named,
      "---\nname: Code Reviewer\ndescription: Reviews code.\ntools: Read, Grep\nmodel: 3\n---\nReview the diff.\n",
    );
    const w = await validate(named);
    expect(w.exitCode).toBe(0);
    expect(w.diagnostics).toContainEqual(
      expect.objectContaining({ code: "RULES-SUBAGENT-FIELD", severity: "warning", line: 2 }),
    );
    expect(w.diagnostics).toContainEqual(
      expect.objectContaining({ code: "RULES-SUBAGENT-FIELD", severity: "warning", line: 5 }),
    );
    expect((await validate(named, { strict: true })).exitCode).toBe(1);
  });

  it("takes tools as a YAML list of names, and warns at the field's line when an item is not a name", async () => {
    const d = tempDir();
    const file = (name: string, tools: string): string => {
      const p = join(d, `.claude/agents/${name}.md`);
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, `---\nname: ${name}\ndescription: Reviews code.\ntools:\n${tools}---\nReview the diff.\n`);
      return p;
    };
    const fieldWarnings = async (p: string) =>
      (await validate(p)).diagnostics.filter((x) => x.code === "RULES-SUBAGENT-FIELD");
    // A list of names is what Claude Code's comma-separated `tools` means, written as YAML: nothing to say.
    expect(await fieldWarnings(file("listed", "  - Read\n  - Grep\n"))).toEqual([]);
    const mixed = file("mixed", "  - Read\n  - 3\n");
    expect(await fieldWarnings(mixed)).toEqual([
      {
        code: "RULES-SUBAGENT-FIELD",
        severity: "warning",
        message: "tools is neither a comma-separated list nor a list of tool names",
        file: mixed,
        line: 4,
        col: 1,
        pass: "claude-agents.verify",
      },
    ]);
  });

  it("convert --to aix writes, byte for byte, the agent agentc import writes", async () => {
    const repo = tempDir();
    for (const f of SUBAGENTS) placed(f, `.claude/agents/${basename(f)}`, repo);
    const imported = await importRepository(repo, { output: tempDir() });
    expect(imported.ok, JSON.stringify(imported.diagnostics.filter((d) => d.severity === "error"))).toBe(true);
    for (const f of SUBAGENTS) {
      const out = join(tempDir(), "x.aix");
      const r = await convert(join(repo, ".claude/agents", basename(f)), "aix", { output: out });
      expect(r.pipeline.map((s) => s.name)).toEqual([
        "claude-agents.read",
        "claude-agents.verify",
        "claude-agents.raise",
        "core.verify",
        "aix.lower",
        "aix.write",
        "aix.validate-output",
      ]);
      expect(r.ledger.minimal()).toEqual([]);
      const fromImport = imported.written.find(([p]) => p.endsWith(`agents/${basename(f, ".md")}.aix`))!;
      expect(readFileSync(out, "utf8"), f).toBe(Buffer.from(fromImport[1]).toString("utf8"));
    }
  });

  it("an imported agent converts back to the subagent it was (and a subagent re-emits as itself)", async () => {
    for (const f of SUBAGENTS) {
      const aix = join(tempDir(), "agent.aix");
      await convert(f, "aix", { output: aix });
      const back = join(tempDir(), "back.md");
      const r = await convert(aix, "claude-agents", { output: back });
      // The AIX checksum is regenerated, not lost; nothing else is in the ledger.
      expect(r.ledger.minimal().filter((e) => !e.regenerated)).toEqual([]);
      const original = readSubagent(f, readFileSync(f, "utf8")).agent;
      expect(readSubagent(back, readFileSync(back, "utf8")).agent, f).toEqual(original);
      expect((await roundtrip(f)).identical, f).toBe(true);
    }
  });

  it("lowers any agent to a subagent, ledgering what a subagent file cannot hold", async () => {
    const out = join(tempDir(), "support.md");
    const r = await convert(join(repoRoot, "examples/support-agent.aix"), "claude-agents", { output: out });
    const lost = r.ledger.minimal().map((e) => e.pointer);
    expect(lost).toEqual(expect.arrayContaining(["/skills", "/mcp", "/meta/name"]));
    // Every field of examples/support-agent.aix but its name, description and instructions, at its line:col, with
    // the reason a subagent file (name, description, tools, model and the prompt) has no place for it.
    expect(
      r.ledger
        .minimal()
        .map((e) => `${e.pointer} ${e.line}:${e.col} ${e.reason}${e.regenerated ? " (regenerated)" : ""}`),
    ).toEqual([
      "/apis 33:3 a subagent file has no APIs",
      "/mcp 41:3 a subagent file configures no MCP servers (agentc writes them to an MCP file: --to mcp)",
      "/memory/episodic 49:5 a subagent file has no memory settings",
      "/memory/semantic 52:5 a subagent file has no memory settings",
      "/meta/author 8:11 a subagent has no author",
      "/meta/created 7:12 a subagent has no creation time",
      "/meta/id 4:7 a subagent has no id (the way back derives one from its name) (regenerated)",
      '/meta/name 5:9 a subagent\'s name is lower-case letters, digits and hyphens: "Support Assistant" becomes support-assistant',
      "/meta/tags 9:9 CLAUDE-AGENTS has no place for /meta field tags",
      "/persona/constraints 19:5 a subagent file has no constraints apart from its prompt",
      "/persona/context_window 22:19 a subagent file has no context window",
      "/persona/role 12:9 a subagent has a description, not a role apart from it",
      "/persona/style 14:10 a subagent file has no style",
      "/persona/temperature 21:16 a subagent file has no temperature",
      "/persona/tone 13:9 a subagent file has no tone",
      "/security/capabilities/allowed_operations 60:25 a subagent's capabilities are its tools",
      "/security/capabilities/restricted_domains 61:25 a subagent file has no restricted domains",
      "/security/checksum 57:5 the source's checksum covers the source document only; a converted CLAUDE-AGENTS output needs its own integrity (regenerated)",
      "/skills 25:3 a subagent's tools are Claude Code's own (Read, Grep, Bash, …), not the agent's skills; without `tools` Claude Code lets the subagent use every tool, so set them by hand",
    ]);
    const sub = readSubagent(out, readFileSync(out, "utf8")).agent!;
    expect(sub.name).toMatch(/^[a-z0-9-]+$/);
    expect(sub.prompt.length).toBeGreaterThan(0);
    expect(sub.tools).toBeUndefined();
  });

  it("a subagent's Claude Code settings are ledgered by targets without a place for them", async () => {
    const r = await convert(SUBAGENTS[0]!, "uaix", { output: join(tempDir(), "a.uaix") });
    expect(r.ledger.minimal().map((e) => `${e.pointer} ${e.reason}`)).toContain(
      "/x-claude-code extension field x-claude-code has no UAIX equivalent",
    );
  });

  it("a folder of several subagents validates, but converts one by one", async () => {
    const folder = join(REAL, "humanlayer__humanlayer/.claude/agents");
    const err = (await convert(folder, "aix", { output: join(tempDir(), "x.aix") }).catch((e: unknown) => e)) as {
      code: string;
      diagnostics: Array<{ code: string; hint?: string }>;
    };
    expect(err.code).toBe("AGC-CONVERT-INPUT");
    expect(err.diagnostics).toContainEqual(
      expect.objectContaining({ code: "CORE-AGENT-MANY", hint: expect.stringContaining("one by one") }),
    );
  });

  it("graph draws a subagent", async () => {
    const drawn = await drawPath(SUBAGENTS[3]!, { format: "mermaid" });
    expect(drawn.format).toBe("claude-agents");
    expect(drawn.text).toContain("claude-agents.Subagent");
    expect(drawn.failedNodes).toBe(0);
  });
});

describe("mcp", () => {
  it("validates the four tools' real files, with VS Code's comments and Gemini's own settings", async () => {
    for (const f of [...MCP_FILES, join(geminiRepo(), ".gemini/settings.json")]) {
      const v = await validate(f);
      expect(v.exitCode, `${f}: ${JSON.stringify(v.diagnostics)}`).toBe(0);
      expect(v.summary).toMatch(/^mcp \((Claude Code|Cursor|VS Code|Gemini CLI), \S+\): ok, \d+ server\(s\)/);
    }
  });

  it("reports a file that is not JSON, and servers the tool rejects, at line:col", async () => {
    const repo = tempDir();
    mkdirSync(join(repo, ".cursor"));
    writeFileSync(join(repo, ".cursor/mcp.json"), '{\n  "mcpServers": {\n    "a": { "command": "x", }\n');
    const broken = await validate(join(repo, ".cursor/mcp.json"));
    expect(broken.exitCode).toBe(1);
    expect(broken.diagnostics).toContainEqual(expect.objectContaining({ code: "RULES-MCP-CONFIG", line: 3, col: 28 }));
    writeFileSync(
      join(repo, ".mcp.json"),
      '{\n  "mcpServers": {\n    "a": { "command": "x", "args": ["--port", 8080] },\n    "b": { "type": "websocket", "url": "ws://x" },\n    "c": { "note": "nothing to start" }\n  }\n}\n',
    );
    const bad = await validate(join(repo, ".mcp.json"));
    expect(bad.exitCode).toBe(1);
    const at = bad.diagnostics.map((d) => `${d.code} ${d.line}:${d.col}`);
    expect(at).toEqual(
      expect.arrayContaining(["RULES-MCP-CONFIG 3:36", "RULES-MCP-CONFIG 4:20", "RULES-MCP-CONFIG 5:10"]),
    );
  });

  it("convert --to aix writes the project agent agentc import writes for a repository with that file", async () => {
    const gemini = geminiRepo();
    for (const f of [...MCP_FILES, join(gemini, ".gemini/settings.json")]) {
      const rel = f.startsWith(gemini) ? ".gemini/settings.json" : f.slice(f.indexOf("/", REAL.length + 1) + 1);
      const repo = join(tempDir(), "some-project");
      placed(f, rel, repo);
      const imported = await importRepository(repo, { output: tempDir() });
      const project = imported.written.find(([p]) => p.endsWith("agents/project.aix"))!;
      const out = join(tempDir(), "project.aix");
      const r = await convert(join(repo, rel), "aix", { output: out });
      expect(readFileSync(out, "utf8"), rel).toBe(Buffer.from(project[1]).toString("utf8"));
      // What is not a server stays in the file and is named in the ledger.
      if (rel.startsWith(".gemini")) expect(r.ledger.minimal().map((e) => e.pointer)).toEqual(["/theme"]);
    }
  });

  it("an imported project agent converts back into each tool's file, meaning what the tool's file meant", async () => {
    for (const f of MCP_FILES) {
      const rel = f.slice(f.indexOf("/", REAL.length + 1) + 1);
      const aix = join(tempDir(), "project.aix");
      await convert(f, "aix", { output: aix });
      const out = join(tempDir(), rel);
      mkdirSync(dirname(out), { recursive: true });
      const r = await convert(aix, "mcp", { output: out });
      expect(
        r.ledger.minimal().filter((e) => !e.regenerated),
        rel,
      ).toEqual([]);
      expect(sameMcpConfig(readFileSync(f, "utf8"), readFileSync(out, "utf8"), rel), rel).toBe(true);
      expect((await roundtrip(f)).identical, rel).toBe(true);
    }
  });

  it("one tool's file converts to another's, ledgering what that tool has no field for", async () => {
    const vscode = MCP_FILES[3]!;
    const out = join(tempDir(), ".mcp.json");
    const r = await convert(vscode, "mcp", { output: out });
    expect(r.pipeline.map((s) => s.name)).toEqual(["mcp.read", "mcp.verify", "mcp.write", "mcp.reread"]);
    expect(JSON.parse(readFileSync(out, "utf8"))).toEqual({
      mcpServers: { "vscode-playwright-mcp": { type: "stdio", command: "npm", args: ["run", "start-stdio"] } },
    });
    expect(r.ledger.minimal().map((e) => `${e.pointer} ${e.reason}`)).toEqual([
      "/inputs .mcp.json is written without .vscode/mcp.json's other settings",
      "/servers/vscode-playwright-mcp/cwd .mcp.json has no working directory for a server",
    ]);
  });

  it("an agent without MCP servers has no MCP file: refused with a way out, nothing written", async () => {
    const out = join(tempDir(), ".mcp.json");
    const err = (await convert(SUBAGENTS[4]!, "mcp", { output: out }).catch((e: unknown) => e)) as {
      code: string;
      diagnostics: Array<{ code: string; hint?: string }>;
    };
    expect(err.code).toBe("AGC-CONVERT-OUTPUT");
    expect(err.diagnostics).toContainEqual(
      expect.objectContaining({ code: "AGC-NO-CORE", hint: expect.stringContaining("MCP servers") }),
    );
  });

  it("the CLI validates, converts and round-trips MCP files and subagents", async () => {
    const dir = tempDir();
    expect((await agentcInProcess(["validate", MCP_FILES[0]!])).status).toBe(0);
    expect((await agentcInProcess(["roundtrip", MCP_FILES[0]!])).stdout).toContain("round trip identical");
    const conv = await agentcInProcess(["convert", SUBAGENTS[2]!, "--to", "aix", "-o", join(dir, "x.aix")]);
    expect(conv.status, conv.stderr).toBe(0);
    expect(conv.stdout).toContain("(CLAUDE-AGENTS) →");
    const graph = await agentcInProcess(["graph", SUBAGENTS[2]!, "--format", "mermaid"]);
    expect(graph.status).toBe(0);
    expect(graph.stdout).toContain("git-commit-creator");
  });

  it("graph draws each server of an MCP file, a bad one marked", async () => {
    const repo = tempDir();
    writeFileSync(
      join(repo, ".mcp.json"),
      '{\n  "mcpServers": {\n    "ok": { "command": "x" },\n    "bad": { "args": [] }\n  }\n}\n',
    );
    const drawn = await drawPath(join(repo, ".mcp.json"), { format: "mermaid" });
    expect(drawn.format).toBe("mcp");
    expect(drawn.text).toContain("mcp.Server");
    expect(drawn.failedNodes).toBe(1);
  });
});
