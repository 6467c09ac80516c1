/**
 * Two MCP files are the same when they mean the same to their tool (sameMcpConfig / canonicalMcp):
 * white space, key order and comments do not count, each tool's defaults are applied, and the other
 * settings of a shared file count like the servers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalMcp, mcpDifferences, sameMcpConfig } from "../../src/formats/mcp/canonical.js";
import { mcpConfigText } from "../../emitters/mcp/config.js";
import { readMcpConfig } from "../../src/formats/mcp/read-config.js";
import { mcpConfigFor } from "../../ir/dialects/mcp/model.js";
import { repoRoot } from "../support/corpus.js";

const REAL = join(repoRoot, "test/fixtures/realworld");

describe("sameMcpConfig", () => {
  it("a stdio server needs no type, no args and no env; key order, white space and comments do not count", () => {
    const a =
      '{"mcpServers":{"gh":{"command":"docker","args":["run"],"env":{}}, "fs": {"command": "npx", "args": []}}}';
    const b =
      '{\n  // servers\n  "mcpServers": {\n    "fs": { "type": "stdio", "command": "npx" },\n    "gh": { "args": ["run"], "type": "stdio", "command": "docker" }\n  }\n}\n';
    expect(sameMcpConfig(a, b, ".mcp.json")).toBe(true);
    expect(canonicalMcp(a, ".mcp.json")).toBe(canonicalMcp(b, ".mcp.json"));
  });

  it("a remote server is http without a type, streamable-http is http, and Gemini names its URL by transport", () => {
    expect(
      sameMcpConfig(
        '{"mcpServers":{"s":{"url":"https://x/mcp"}}}',
        '{"mcpServers":{"s":{"type":"http","url":"https://x/mcp","headers":{}}}}',
        ".cursor/mcp.json",
      ),
    ).toBe(true);
    expect(
      sameMcpConfig(
        '{"servers":{"s":{"type":"streamable-http","url":"https://x"}},"inputs":[]}',
        '{"servers":{"s":{"type":"http","url":"https://x"}}}',
        ".vscode/mcp.json",
      ),
    ).toBe(true);
    expect(
      sameMcpConfig(
        '{"mcpServers":{"s":{"httpUrl":"https://x"}}}',
        '{"mcpServers":{"s":{"type":"http","httpUrl":"https://x"}}}',
        ".gemini/settings.json",
      ),
    ).toBe(true);
    // Gemini's `url` is SSE, its `httpUrl` streamable HTTP: not the same server.
    expect(
      sameMcpConfig(
        '{"mcpServers":{"s":{"url":"https://x"}}}',
        '{"mcpServers":{"s":{"httpUrl":"https://x"}}}',
        ".gemini/settings.json",
      ),
    ).toBe(false);
    // For Claude Code a bare url is HTTP, and SSE is not.
    expect(
      sameMcpConfig(
        '{"mcpServers":{"s":{"url":"https://x"}}}',
        '{"mcpServers":{"s":{"type":"sse","url":"https://x"}}}',
        ".mcp.json",
      ),
    ).toBe(false);
  });

  it("what the servers do and the file's other settings count", () => {
    const base = '{"mcpServers":{"s":{"command":"a","args":["1"]}}}';
    expect(sameMcpConfig(base, '{"mcpServers":{"s":{"command":"a","args":["2"]}}}', ".mcp.json")).toBe(false);
    expect(sameMcpConfig(base, '{"mcpServers":{"s":{"command":"a","args":["1"],"env":{"K":"v"}}}}', ".mcp.json")).toBe(
      false,
    );
    expect(sameMcpConfig(base, '{"mcpServers":{"t":{"command":"a","args":["1"]}}}', ".mcp.json")).toBe(false);
    expect(
      sameMcpConfig(
        '{"theme":"Dracula","mcpServers":{}}',
        '{"mcpServers":{},"theme":"Default"}',
        ".gemini/settings.json",
      ),
    ).toBe(false);
    expect(sameMcpConfig('{"theme":"Dracula"}', '{"mcpServers":{},"theme":"Dracula"}', ".gemini/settings.json")).toBe(
      true,
    );
    expect(mcpDifferences(base, '{"mcpServers":{"s":{"command":"b"}},"x":1}', ".mcp.json")).toEqual([
      'MCP server "s" differs: {"args":["1"],"command":"a","env":{},"headers":{},"type":"stdio"} ≠ {"args":[],"command":"b","env":{},"headers":{},"type":"stdio"}',
      '"x" is only in the second',
    ]);
  });

  it("a text that is not JSON is the same only as itself", () => {
    expect(canonicalMcp("{", ".mcp.json")).toBeUndefined();
    expect(sameMcpConfig("{", "{", ".mcp.json")).toBe(true);
    expect(sameMcpConfig("{", "{}", ".mcp.json")).toBe(false);
  });

  it("documents that are not objects are compared whole", () => {
    expect(mcpDifferences("[1]", "[1]", ".mcp.json")).toEqual([]);
    expect(mcpDifferences("[1]", "[2]", ".mcp.json")).toEqual(["the documents differ"]);
    expect(mcpDifferences("1", "{}", ".mcp.json")).toEqual(["the documents differ"]);
  });

  it("each real file means the same as agentc's own writing of it", () => {
    for (const rel of [
      "anthropics__claude-code-action/.mcp.json",
      "supabase__supabase/.mcp.json",
      "0x7067__agent-bridge-mcp/.cursor/mcp.json",
      "microsoft__vscode/.vscode/mcp.json",
    ]) {
      const text = readFileSync(join(REAL, rel), "utf8");
      const config = mcpConfigFor(rel);
      const written = mcpConfigText(config, readMcpConfig(config, rel, text).servers).text;
      expect(sameMcpConfig(text, written, rel), rel).toBe(true);
    }
  });
});
