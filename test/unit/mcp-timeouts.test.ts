/**
 * MCP servers' timeouts and tool lists through core (ir/dialects/mcp/model.ts), each tool as its
 * documentation spells them: Codex `startup_timeout_sec` / `tool_timeout_sec` (seconds,
 * developers.openai.com/codex/mcp), Gemini CLI `timeout` (a call's, milliseconds) with
 * `includeTools` / `excludeTools` and `trust` (geminicli.com/docs/tools/mcp-server), OpenCode
 * `timeout` (listing a server's tools, milliseconds, opencode.ai/docs/mcp-servers). A tool without
 * one loses it by pointer; a value the tool would reject stays the tool's own, as written.
 */
import { describe, expect, it } from "vitest";
import { MCP_CONFIG_FILES, type McpConfigFile } from "../../ir/dialects/mcp/model.js";
import { serverFromEntry } from "../../src/formats/mcp/read-config.js";
import { entry } from "../../emitters/mcp/config.js";
import { serverFromAix, serverToAix } from "../../src/formats/mcp/servers-aix.js";

const file = (tool: string): McpConfigFile => MCP_CONFIG_FILES.find((c) => c.tool === tool)!;
const write = (tool: string, s: ReturnType<typeof serverFromEntry>): { e: Record<string, unknown>; lost: string[] } => {
  const lost: Array<[string, string, string]> = [];
  const e = entry(file(tool), s!, lost);
  return { e, lost: lost.map(([, field]) => field) };
};

describe("MCP timeouts and tool lists", () => {
  it("Codex's seconds are core's milliseconds, and come back as Codex's; Gemini gets the call's, OpenCode the start-up's, the rest ledger both", () => {
    const s = serverFromEntry(file("codex"), "docs", {
      command: "docs-mcp",
      startup_timeout_sec: 20,
      tool_timeout_sec: 60.5,
    })!;
    expect([s.startupTimeoutMs, s.toolTimeoutMs]).toEqual([20000, 60500]);
    expect(s.extra).toEqual({});
    expect(write("codex", s).e).toMatchObject({ startup_timeout_sec: 20, tool_timeout_sec: 60.5 });
    const gemini = write("gemini", s);
    expect(gemini.e.timeout).toBe(60500);
    expect(gemini.lost).toEqual(["x-startup-timeout-ms"]);
    const opencode = write("opencode", s);
    expect(opencode.e.timeout).toBe(20000);
    expect(opencode.lost).toEqual(["x-tool-timeout-ms"]);
    for (const t of ["claude", "cursor", "vscode"])
      expect(write(t, s).lost.sort(), t).toEqual(["x-startup-timeout-ms", "x-tool-timeout-ms"]);
    // Through AIX (the genome) and back, unchanged.
    expect(serverFromAix(serverToAix(s))).toEqual(s);
  });

  it("Gemini's timeout, tool lists and trust: the first three core's, trust Gemini's own (ledgered for Codex)", () => {
    const s = serverFromEntry(file("gemini"), "gh", {
      command: "gh-mcp",
      timeout: 30000,
      includeTools: ["search"],
      excludeTools: ["delete"],
      trust: true,
    })!;
    expect([s.toolTimeoutMs, s.enabledTools, s.disabledTools]).toEqual([30000, ["search"], ["delete"]]);
    expect(s.extra).toEqual({ gemini: { trust: true } });
    expect(write("gemini", s).e).toEqual({
      command: "gh-mcp",
      args: [],
      timeout: 30000,
      includeTools: ["search"],
      excludeTools: ["delete"],
      trust: true,
    });
    const codex = write("codex", s);
    expect(codex.e).toMatchObject({ tool_timeout_sec: 30, enabled_tools: ["search"], disabled_tools: ["delete"] });
    expect(codex.lost).toEqual(["x-gemini/trust"]);
  });

  it("a timeout the tool would reject is not read as one: it stays the tool's own, as written", () => {
    const codex = serverFromEntry(file("codex"), "x", {
      command: "x",
      startup_timeout_sec: "20",
      tool_timeout_sec: -1,
    })!;
    expect(codex.startupTimeoutMs).toBeUndefined();
    expect(codex.extra).toEqual({ codex: { startup_timeout_sec: "20", tool_timeout_sec: -1 } });
    expect(write("codex", codex).e).toMatchObject({ startup_timeout_sec: "20", tool_timeout_sec: -1 });
    // Claude Code has no `timeout` of its own for a server: another JSON tool's `timeout` is its own field.
    const claude = serverFromEntry(file("claude"), "y", { command: "y", timeout: 5 })!;
    expect(claude.toolTimeoutMs).toBeUndefined();
    expect(claude.extra).toEqual({ claude: { timeout: 5 } });
  });
});
