/**
 * An MCP file through the whole pipeline in this process (src/formats/mcp/format.ts, core.ts): a
 * Codex config.toml raised to the project agent and lowered into Claude Code's `.mcp.json` (the file
 * written, every field `.mcp.json` has no place for in the ledger, the written file passing the
 * re-read check); an agent with no servers; what of an agent no MCP file holds; the round trip of a
 * file with a server that is none; and a conversion to the tool the run names.
 */
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { mcpFormat, MCP_TARGET_TOOL } from "../../src/formats/mcp/format.js";
import { coreToServers, projectCore } from "../../src/formats/mcp/core.js";
import { mcpConfigFor, type McpServer } from "../../ir/dialects/mcp/model.js";
import type { CoreAgent } from "../../ir/dialects/core/agent.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import type { PassContext } from "../../src/formats/pass.js";
import { toPlain } from "../../ir/json/value.js";
import { fileIn, passContext } from "../support/pass-context.js";

const CODEX = [
  "[mcp_servers.web]",
  'url = "https://w/mcp"',
  'http_headers = { X = "y" }',
  'bearer_token_env_var = "TOK"',
  "startup_timeout_sec = -1",
  "",
  "[mcp_servers.gh]",
  'command = "npx"',
  'args = ["-y", "gh"]',
  'env = { A = "1" }',
  'env_vars = ["TOKEN"]',
  'cwd = "tools"',
  "enabled = false",
  'enabled_tools = ["search"]',
  "startup_timeout_sec = 20",
  "tool_timeout_sec = 1.5",
  "other = 1",
  "",
].join("\n");

async function readIn(place: string, text: string, output?: string): Promise<PassContext> {
  const input = fileIn(place, text);
  const ctx = passContext({ input, ...(output ? { output: join(dirname(input), output) } : {}) });
  expect(await mcpFormat.read.run(ctx)).toEqual([]);
  return ctx;
}
const textOf = (out: { files: Array<[string, Uint8Array]> }) => Buffer.from(out.files[0]![1]).toString("utf8");

describe("Codex's config.toml to Claude Code's .mcp.json through the core agent", () => {
  it("writes each server in .mcp.json's shape, ledgers what it cannot hold, and the written file re-reads as written", async () => {
    const ctx = await readIn(".codex/config.toml", CODEX, ".mcp.json");
    expect(await mcpFormat.raise!.run(ctx)).toEqual([]);
    expect(await mcpFormat.lower!.run(ctx)).toEqual([]);
    const out = mcpFormat.write.run(ctx);
    // Claude Code's .mcp.json (docs.claude.com/en/docs/claude-code/mcp): type, command, args, env; url and
    // headers for HTTP; ${NAME} expanded from the environment. Servers in name order.
    expect(JSON.parse(textOf(out))).toEqual({
      mcpServers: {
        gh: { type: "stdio", command: "npx", args: ["-y", "gh"], env: { A: "1", TOKEN: "${TOKEN}" } },
        web: { type: "http", url: "https://w/mcp", headers: { X: "y", Authorization: "Bearer ${TOK}" } },
      },
    });
    const at = (i: number, field: string, reason: string) => ({
      pointer: `/mcp/servers/${i}/${field}`,
      file: ctx.input,
      target: "mcp",
      reason,
    });
    expect(ctx.ledger.entries.map((e) => ({ ...e }))).toEqual([
      at(0, "x-enabled", ".mcp.json has no switch to turn one server off"),
      at(0, "x-enabled-tools", ".mcp.json cannot limit a server's tools"),
      at(0, "x-startup-timeout-ms", ".mcp.json has no per-server start-up timeout"),
      at(0, "x-tool-timeout-ms", ".mcp.json has no per-server tool-call timeout"),
      at(0, "x-cwd", ".mcp.json has no working directory for a server"),
      at(0, "x-codex/other", "codex's own setting; .mcp.json does not know it"),
      at(1, "x-codex/startup_timeout_sec", "codex's own setting; .mcp.json does not know it"),
    ]);
    expect(toPlain(ctx.graph.get("mcp:out")!.attrs)).toEqual({
      tool: "claude",
      path: ".mcp.json",
      servers: ["gh", "web"],
    });
    expect(await mcpFormat.checkOutput![0]!.run(out, ctx)).toEqual([]);
    // A written file that lost every server: the check names none against what was lowered.
    expect(await mcpFormat.checkOutput![0]!.run({ kind: "file", files: [["", Buffer.from("{}\n")]] }, ctx)).toEqual([
      { code: "RULES-OUTPUT", severity: "error", message: "mcp: the output holds the servers (none), not gh, web" },
    ]);
  });
});

describe("coreToServers: an agent's parts no MCP file holds", () => {
  const fs: McpServer = { name: "fs", transport: "stdio", command: "npx", args: [], env: {}, headers: {}, extra: {} };
  const vscode = mcpConfigFor(".vscode/mcp.json");

  it("an agent with no servers: nothing to write, said with the file it would have been", () => {
    const ledger = new LossLedger();
    expect(coreToServers(projectCore("repo", []), ledger, "a.aix", vscode)).toEqual({
      servers: [],
      diagnostics: [
        {
          code: "AGC-NO-CORE",
          severity: "error",
          message: "agent repo has no MCP servers to write to .vscode/mcp.json",
          hint: "convert an agent that has MCP servers (an MCP file, or an AIX agent with mcp.servers)",
        },
      ],
    });
    expect(ledger.entries).toEqual([]);
  });

  it("skills, APIs, memory, a server's description and an x- field no tool reads are ledgered; the known ones are not", () => {
    const own = projectCore("repo", [fs]);
    const a = {
      ...own,
      tools: [{ name: "t" }],
      apis: [{ name: "api" }],
      memory: { shortTerm: { x: 1 }, longTerm: { y: 2 } },
      policy: { ...own.policy, allowedOperations: ["read"] },
      mcpServers: [{ ...own.mcpServers[0]!, description: "Files.", extensions: { "x-cwd": "src", "x-a/b": 1 } }],
    } as unknown as CoreAgent;
    const ledger = new LossLedger();
    const r = coreToServers(a, ledger, undefined, vscode);
    expect(r.servers).toEqual([{ ...fs, cwd: "src" }]);
    const only = ".vscode/mcp.json holds MCP servers only";
    expect(ledger.entries.map((e) => ({ ...e }))).toEqual([
      { pointer: "/skills", target: "mcp", reason: only },
      { pointer: "/apis", target: "mcp", reason: only },
      { pointer: "/memory/shortTerm", target: "mcp", reason: only },
      { pointer: "/memory/longTerm", target: "mcp", reason: only },
      { pointer: "/security/capabilities", target: "mcp", reason: only },
      {
        pointer: "/mcp/servers/0/description",
        target: "mcp",
        reason: ".vscode/mcp.json has no description for a server",
      },
      {
        pointer: "/mcp/servers/0/x-a~1b",
        target: "mcp",
        reason: "extension field x-a/b has no .vscode/mcp.json equivalent",
      },
    ]);
  });
});

describe("the round trip and a conversion to the tool the run names", () => {
  it("a server that is neither command nor URL is not written back: the round trip names it and the changed bytes", async () => {
    const text = '{\n  "mcpServers": {\n    "ok": { "command": "npx" },\n    "bad": { "cwd": "x" }\n  }\n}\n';
    const ctx = await readIn(".mcp.json", text);
    expect(await mcpFormat.roundtrip!(ctx)).toEqual({
      differences: [
        'MCP server "bad" is only in the first',
        "the file, written back from what was read, changes bytes",
      ],
      diagnostics: [],
    });
  });

  it("a .mcp.json converted to Codex (named by the run, not the output): TOML, the other settings ledgered", async () => {
    const ctx = await readIn(
      ".mcp.json",
      '{ "x": 1, "mcpServers": { "s": { "command": "npx", "args": ["-y", "x"] } } }',
    );
    ctx.state.set(MCP_TARGET_TOOL, mcpConfigFor(".codex/config.toml"));
    const written = textOf(mcpFormat.write.run(ctx));
    const toml = createRequire(import.meta.url)("smol-toml") as typeof import("smol-toml");
    expect(toml.parse(written)).toEqual({ mcp_servers: { s: { command: "npx", args: ["-y", "x"] } } });
    expect(ctx.ledger.entries.map((e) => ({ ...e }))).toEqual([
      {
        pointer: "/x",
        file: ctx.input,
        target: "mcp",
        reason: ".codex/config.toml is written without .mcp.json's other settings",
      },
    ]);
  });
});
