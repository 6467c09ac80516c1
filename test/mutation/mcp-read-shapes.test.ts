/**
 * Every server shape each tool documents, read into the shared shape (src/formats/mcp/read-config.ts):
 * Codex's TOML tables (developers.openai.com/codex/mcp: env_vars, env_http_headers,
 * bearer_token_env_var, enabled_tools / disabled_tools, timeouts in seconds), Gemini CLI's
 * (httpUrl, includeTools / excludeTools, timeout in ms), OpenCode's (command list, environment,
 * `{env:NAME}`), Claude Code's fields that are not what its schema says (dropped, not mis-read); a
 * TOML file that does not parse, and a file reached through a link leaving the repository.
 */
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { readMcpConfig } from "../../src/formats/mcp/read-config.js";
import { mcpConfigFor } from "../../ir/dialects/mcp/model.js";
import { tempDir } from "../support/tmp.js";

const CODEX = [
  "[mcp_servers.gh]",
  'command = "npx"',
  'args = ["-y", "gh"]',
  'env = { A = "1" }',
  'env_vars = ["TOKEN"]',
  'cwd = "tools"',
  "enabled = false",
  'enabled_tools = ["search"]',
  'disabled_tools = ["delete"]',
  "startup_timeout_sec = 20",
  "tool_timeout_sec = 1.5",
  "other = 1",
  "",
  "[mcp_servers.web]",
  'url = "https://w/mcp"',
  'http_headers = { X = "y" }',
  'env_http_headers = { "X-Key" = "KEY" }',
  'bearer_token_env_var = "TOK"',
  "startup_timeout_sec = -1",
  "",
].join("\n");

describe("readMcpConfig: each tool's server fields", () => {
  it("Codex: env references become ${NAME}, seconds become milliseconds, tool lists are kept, the rest is Codex's", () => {
    const r = readMcpConfig(mcpConfigFor(".codex/config.toml"), "/r/.codex/config.toml", CODEX);
    expect(r).toEqual({
      servers: [
        {
          name: "gh",
          transport: "stdio",
          command: "npx",
          args: ["-y", "gh"],
          env: { A: "1", TOKEN: "${TOKEN}" },
          cwd: "tools",
          headers: {},
          enabled: false,
          enabledTools: ["search"],
          disabledTools: ["delete"],
          startupTimeoutMs: 20000,
          toolTimeoutMs: 1500,
          extra: { codex: { other: 1 } },
        },
        {
          name: "web",
          transport: "http",
          url: "https://w/mcp",
          args: [],
          env: {},
          headers: { X: "y", "X-Key": "${KEY}", Authorization: "Bearer ${TOK}" },
          // A timeout that is not positive is Codex's to reject: its own, kept.
          extra: { codex: { startup_timeout_sec: -1 } },
        },
      ],
      diagnostics: [],
    });
  });

  it("Gemini CLI: httpUrl is HTTP, the tool lists and the call timeout are the shared shape's, trust is Gemini's", () => {
    const text = JSON.stringify({
      theme: "dark",
      mcpServers: {
        h: {
          httpUrl: "https://h/mcp",
          headers: { A: "${TOKEN}" },
          includeTools: ["read"],
          excludeTools: ["write"],
          timeout: 30000,
          trust: true,
        },
        s: { url: "https://s/sse", timeout: 0, includeTools: "read" },
      },
    });
    expect(readMcpConfig(mcpConfigFor(GEMINI), `/r/${GEMINI}`, text).servers).toEqual([
      {
        name: "h",
        transport: "http",
        url: "https://h/mcp",
        args: [],
        env: {},
        headers: { A: "${TOKEN}" },
        enabledTools: ["read"],
        disabledTools: ["write"],
        toolTimeoutMs: 30000,
        extra: { gemini: { trust: true } },
      },
      {
        name: "s",
        transport: "sse",
        url: "https://s/sse",
        args: [],
        env: {},
        headers: {},
        extra: { gemini: { timeout: 0, includeTools: "read" } },
      },
    ]);
  });

  it("OpenCode: a local command list and its environment, {env:NAME} as ${NAME}; a remote URL; timeout in ms", () => {
    const text = JSON.stringify({
      mcp: {
        l: {
          type: "local",
          command: ["npx", "-y", "{env:PKG}"],
          environment: { K: "{env:KEY}" },
          enabled: false,
          timeout: 5000,
        },
        r: { type: "remote", url: "https://r/{env:PATH}", headers: { H: "v" }, timeout: "5s", oauth: false },
      },
    });
    expect(readMcpConfig(mcpConfigFor("opencode.json"), "/r/opencode.json", text).servers).toEqual([
      {
        name: "l",
        transport: "stdio",
        command: "npx",
        args: ["-y", "${PKG}"],
        env: { K: "${KEY}" },
        headers: {},
        enabled: false,
        startupTimeoutMs: 5000,
        extra: {},
      },
      {
        name: "r",
        transport: "http",
        url: "https://r/${PATH}",
        args: [],
        env: {},
        headers: { H: "v" },
        extra: { opencode: { timeout: "5s", oauth: false } },
      },
    ]);
  });

  it("Claude Code: env and headers that are not objects of strings give none (a string is not split into characters)", () => {
    const text =
      '{ "mcpServers": { "s": { "command": "npx", "args": ["a", 1], "env": "A=1", "headers": ["x"], "cwd": 3 } } }';
    expect(readMcpConfig(mcpConfigFor(".mcp.json"), "/r/.mcp.json", text).servers).toEqual([
      { name: "s", transport: "stdio", command: "npx", args: ["a"], env: {}, headers: {}, extra: {} },
    ]);
  });
});

const GEMINI = ".gemini/settings.json";

describe("readMcpConfig: a file it cannot read", () => {
  it("a Codex file that is not TOML: one error with the TOML parser's own message, line and column", () => {
    const text = '[mcp_servers.x]\ncommand = "npx"\nargs = [1,\n';
    // The oracle: smol-toml itself (what Codex's format is parsed with), its message's first line.
    let expected: { message: string; line: number; column: number } | undefined;
    try {
      (createRequire(import.meta.url)("smol-toml") as typeof import("smol-toml")).parse(text);
    } catch (e) {
      expected = e as { message: string; line: number; column: number };
    }
    expect(expected).toBeDefined();
    const file = "/r/.codex/config.toml";
    expect(readMcpConfig(mcpConfigFor(".codex/config.toml"), file, text)).toEqual({
      servers: [],
      diagnostics: [
        {
          code: "RULES-MCP-CONFIG",
          severity: "error",
          // agentc's parse error adds where it is to the parser's reason.
          message: `.codex/config.toml is not valid TOML: ${expected!.message.split("\n")[0]} at line ${expected!.line} column ${expected!.column}`,
          file,
          line: expected!.line,
          col: expected!.column,
        },
      ],
    });
  });

  it("a file behind a link leaving the repository: its servers (and their secrets) are not read, the link is named", () => {
    const repo = tempDir();
    const outside = tempDir();
    mkdirSync(join(outside, ".vscode"));
    const text = '{ "servers": { "s": { "command": "npx", "env": { "TOKEN": "secret" } } } }';
    writeFileSync(join(outside, ".vscode/mcp.json"), text);
    symlinkSync(join(outside, ".vscode"), join(repo, ".vscode"));
    const config = mcpConfigFor(".vscode/mcp.json");
    expect(readMcpConfig(config, join(repo, ".vscode/mcp.json"), text)).toEqual({
      servers: [],
      diagnostics: [
        {
          code: "RULES-LINK-OUTSIDE",
          severity: "warning",
          message: `.vscode is a symbolic link leading outside the repository (to ${realpathSync.native(join(outside, ".vscode"))}); it is not followed: the MCP servers of .vscode/mcp.json behind it are not imported`,
          file: join(repo, ".vscode"),
        },
      ],
    });
    // The same file in its own repository is read.
    expect(readMcpConfig(config, join(outside, ".vscode/mcp.json"), text).servers.map((s) => s.env)).toEqual([
      { TOKEN: "secret" },
    ]);
  });
});
