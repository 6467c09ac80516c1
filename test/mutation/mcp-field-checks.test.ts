/**
 * `agentc validate` of server fields each tool would reject, in this process (src/formats/mcp/core.ts
 * mcpFieldChecks and the reader's skipped servers), with the line:col where each value starts, worked
 * by hand: Codex's string fields and lists (developers.openai.com/codex/mcp: cwd,
 * bearer_token_env_var, env_vars, enabled_tools, disabled_tools), OpenCode's `type` (local or remote:
 * opencode.ai/docs/mcp-servers), and a `type` Claude Code knows (stdio, http, sse, streamable-http).
 * Codex has no `type` and OpenCode's is not stdio/http/sse: a skipped server there is not said to
 * "declare" one.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/pipeline/validate.js";
import { tempDir } from "../support/tmp.js";
import { writeTree } from "../support/setup.js";

async function validated(place: string, text: string) {
  const d = tempDir();
  writeTree(d, { [place]: { kind: "file", bytes: text } });
  const r = await validate(join(d, place));
  return r.diagnostics.map(({ code, severity, message, line, col }) => ({ code, severity, message, line, col }));
}
const error = (message: string, line: number, col: number) => ({
  code: "RULES-MCP-CONFIG",
  severity: "error",
  message,
  line,
  col,
});

describe("agentc validate: the fields each tool would reject", () => {
  it("Codex: string fields and lists of strings; a table with only `type` has neither command nor URL", async () => {
    const text = [
      "[mcp_servers.c]",
      'url = "https://c"',
      "cwd = 1",
      "bearer_token_env_var = 2",
      'env_vars = "A"',
      "enabled_tools = [1]",
      'disabled_tools = "x"',
      "",
      "[mcp_servers.t]",
      'type = "http"',
      "",
    ].join("\n");
    const c = (field: string, what: string, line: number, col: number) =>
      error(`.codex/config.toml: MCP server "c": ${field} ${what}`, line, col);
    expect(await validated(".codex/config.toml", text)).toEqual([
      error('.codex/config.toml: MCP server "t" has neither a command nor a URL; skipped', 9, 1),
      c("cwd", "is not a string", 3, 7),
      c("bearer_token_env_var", "is not a string", 4, 24),
      c("env_vars", "is not a list of strings", 5, 12),
      c("enabled_tools", "is not a list of strings", 6, 17),
      c("disabled_tools", "is not a list of strings", 7, 18),
    ]);
  });

  it("OpenCode: a type that is not local or remote, a command that is not a list; an entry that is no object", async () => {
    const text = [
      "{",
      '  "mcp": {',
      '    "a": { "type": "stdio", "command": "npx" },',
      '    "b": { "type": "local", "command": ["x"] },',
      '    "c": [1]',
      "  }",
      "}",
      "",
    ].join("\n");
    expect(await validated("opencode.json", text)).toEqual([
      error('opencode.json: MCP server "a" has neither a command nor a URL; skipped', 3, 10),
      error('opencode.json: MCP server "c" has neither a command nor a URL; skipped', 5, 10),
      error('opencode.json: MCP server "a": type is "stdio", not local or remote', 3, 20),
      error('opencode.json: MCP server "a": command is not a list of strings', 3, 40),
    ]);
  });

  it("Claude Code: streamable-http is a type it knows; a type that is no string is named as JSON", async () => {
    const text = [
      "{",
      '  "mcpServers": {',
      '    "h": { "type": "streamable-http", "url": "https://h" },',
      '    "n": { "type": 5, "command": "npx" }',
      "  }",
      "}",
      "",
    ].join("\n");
    expect(await validated(".mcp.json", text)).toEqual([
      error('.mcp.json: MCP server "n": type is 5, not stdio, http or sse', 4, 20),
    ]);
  });
});
