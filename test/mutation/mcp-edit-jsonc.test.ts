/**
 * An existing MCP file edited, not replaced (src/formats/mcp/edit-config.ts; docs/decisions.md,
 * "Shared files are edited, never replaced"), in each of the file's states: none, blank, not JSON or
 * TOML, no server table, servers to remove and add, Codex servers written inline (refused, the file
 * kept); and JSON with comments (jsonc.ts) blanked to plain JSON with every position kept.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { mcpConfigEdited } from "../../src/formats/mcp/edit-config.js";
import { blankJsonComments } from "../../src/formats/mcp/jsonc.js";
import { mcpConfigFor, type McpServer } from "../../ir/dialects/mcp/model.js";

const fs: McpServer = {
  name: "fs",
  transport: "stdio",
  command: "npx",
  args: ["-y", "fs"],
  env: {},
  headers: {},
  extra: {},
};
const CLAUDE = mcpConfigFor(".mcp.json");
const CODEX = mcpConfigFor(".codex/config.toml");
/** Claude Code's entry for `fs` (docs.claude.com/en/docs/claude-code/mcp: type, command, args). */
const FS_ENTRY = { type: "stdio", command: "npx", args: ["-y", "fs"] };

describe("mcpConfigEdited: each state of the file it edits", () => {
  it("no file, a blank one or one that is not JSON: the whole file as agentc writes it", () => {
    const fresh = mcpConfigEdited(CLAUDE, [fs], undefined);
    expect(JSON.parse(fresh.text)).toEqual({ mcpServers: { fs: FS_ENTRY } });
    expect(fresh.lost).toEqual([]);
    expect(mcpConfigEdited(CLAUDE, [fs], " \n").text).toBe(fresh.text);
    expect(mcpConfigEdited(CLAUDE, [fs], "{ not json").text).toBe(fresh.text);
    expect(mcpConfigEdited(CLAUDE, [fs], "[1]\n").text).toBe(fresh.text);
    // A blank opencode.json is no file yet: it gets OpenCode's schema line (opencode.ai/docs/config) like a new one.
    const opencode = mcpConfigFor("opencode.json");
    const blank = JSON.parse(mcpConfigEdited(opencode, [fs], "  \n").text) as Record<string, unknown>;
    expect(blank.$schema).toBe("https://opencode.ai/config.json");
    expect(blank).toEqual(JSON.parse(mcpConfigEdited(opencode, [fs], undefined).text));
  });

  it("an object without the server table: the table added, every other byte kept", () => {
    const before = '{\n  // mine\n  "theme": "dark"\n}\n';
    const after = mcpConfigEdited(CLAUDE, [fs], before).text;
    expect(after.startsWith('{\n  // mine\n  "theme": "dark",')).toBe(true);
    expect(JSON.parse(blankJsonComments(after))).toEqual({ theme: "dark", mcpServers: { fs: FS_ENTRY } });
  });

  it("a server no longer wanted is removed, a new one added after the last, and what cannot be written is lost", () => {
    const before = '{ "mcpServers": { "old": { "command": "x" } } }';
    const withCwd: McpServer = { ...fs, cwd: "src" };
    const r = mcpConfigEdited(CLAUDE, [withCwd], before);
    expect(JSON.parse(r.text)).toEqual({ mcpServers: { fs: FS_ENTRY } });
    expect(r.lost).toEqual([["fs", "x-cwd", ".mcp.json has no working directory for a server"]]);
  });

  it("Codex: none, blank or not TOML is written whole; servers written inline are refused and the file kept", () => {
    const fresh = mcpConfigEdited(CODEX, [fs], undefined).text;
    const toml = createRequire(import.meta.url)("smol-toml") as typeof import("smol-toml");
    expect(toml.parse(fresh)).toEqual({ mcp_servers: { fs: { command: "npx", args: ["-y", "fs"] } } });
    expect(mcpConfigEdited(CODEX, [fs], "\n").text).toBe(fresh);
    expect(mcpConfigEdited(CODEX, [fs], "not = = toml").text).toBe(fresh);
    const inline = 'mcp_servers = { fs = { command = "node" } }\n';
    const r = mcpConfigEdited(CODEX, [fs], inline);
    expect(r.text).toBe(inline);
    expect(r.lost).toEqual([]);
    expect(typeof r.refused).toBe("string");
    expect(r.refused!.length).toBeGreaterThan(0);
  });
});

describe("blankJsonComments", () => {
  it("blanks line and block comments and trailing commas to spaces, not inside strings, keeping every line and column", () => {
    const text = '{ "a": "x//y", /* c\n d */ "b": [1, 2,], // end\n "c": "q\\"/*" ,}';
    const want = '{ "a": "x//y",     \n      "b": [1, 2 ],       \n "c": "q\\"/*"  }';
    expect(blankJsonComments(text)).toBe(want);
    expect(JSON.parse(want)).toEqual({ a: "x//y", b: [1, 2], c: 'q"/*' });
    // Gemini CLI strips comments only: its trailing commas stay (an error there).
    expect(blankJsonComments("[1, // x\n]", { trailingCommas: false })).toBe("[1,     \n]");
    // A block comment never closed runs to the end of the text.
    expect(blankJsonComments("[1] /* open\nstill")).toBe("[1]        \n     ");
  });
});
