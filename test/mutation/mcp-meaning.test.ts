/**
 * What two MCP files mean to their tool (src/formats/mcp/canonical.ts), pinned as whole strings worked
 * by hand from the rules docs/formats.md gives: a `command` without `type` is stdio, a `url` is HTTP
 * (Gemini CLI: `httpUrl` is HTTP, `url` is SSE), missing `args`/`env`/`headers` are empty, keys sorted;
 * and every difference mcpDifferences names, server by server and setting by setting.
 */
import { describe, expect, it } from "vitest";
import { canonicalMcp, mcpDifferences, sameMcpConfig } from "../../src/formats/mcp/canonical.js";

const GEMINI = ".gemini/settings.json";
/** The sorted-key JSON of one server `s` under `mcpServers`, its empty args, env and headers written in. */
const one = (server: string, key = "mcpServers"): string =>
  `{"${key}":{"s":{"args":[],"env":{},"headers":{},${server}}}}`;

describe("canonicalMcp: one MCP file's meaning as one string", () => {
  it("Gemini CLI: the URL is the one the transport uses, the other kept apart", () => {
    const g = (server: string) => canonicalMcp(`{ "mcpServers": { "s": ${server} } }`, GEMINI);
    // httpUrl alone: HTTP at httpUrl; `type: http` with a url says the same.
    expect(g('{ "httpUrl": "https://h/mcp" }')).toBe(one('"type":"http","url":"https://h/mcp"'));
    expect(g('{ "type": "http", "url": "https://h/mcp" }')).toBe(one('"type":"http","url":"https://h/mcp"'));
    // url alone: SSE at url.
    expect(g('{ "url": "https://u/sse" }')).toBe(one('"type":"sse","url":"https://u/sse"'));
    // Both: httpUrl wins (HTTP), the url is the other one.
    expect(g('{ "url": "https://u/sse", "httpUrl": "https://h/mcp" }')).toBe(
      one('"otherUrl":"https://u/sse","type":"http","url":"https://h/mcp"'),
    );
    // Declared SSE with only an httpUrl: that httpUrl is the URL it uses.
    expect(g('{ "type": "sse", "httpUrl": "https://h/sse" }')).toBe(one('"type":"sse","url":"https://h/sse"'));
    expect(
      sameMcpConfig('{"mcpServers":{"s":{"type":"sse","httpUrl":"x"}}}', '{"mcpServers":{"s":{"url":"x"}}}', GEMINI),
    ).toBe(true);
    // A server that is neither command nor URL is kept as written.
    expect(g('{ "cwd": "a" }')).toBe('{"mcpServers":{"s":{"cwd":"a"}}}');
  });

  it("another JSON tool: url and httpUrl are each kept under their own name", () => {
    expect(canonicalMcp('{"mcpServers":{"s":{"url":"https://u","httpUrl":"https://h"}}}', ".mcp.json")).toBe(
      one('"httpUrl":"https://h","type":"http","url":"https://u"'),
    );
    expect(canonicalMcp('{"mcpServers":{"s":{"type":"streamable-http","url":"https://u"}}}', ".cursor/mcp.json")).toBe(
      one('"type":"http","url":"https://u"'),
    );
    // An httpUrl is part of what a Claude Code server says: with and without it, two files differ.
    expect(
      sameMcpConfig(
        '{"mcpServers":{"s":{"url":"https://u"}}}',
        '{"mcpServers":{"s":{"url":"https://u","httpUrl":"h"}}}',
        ".mcp.json",
      ),
    ).toBe(false);
    expect(canonicalMcp('{"mcpServers":{"s":{"command":"npx","env":{"A":"1"}}}}', ".mcp.json")).toBe(
      '{"mcpServers":{"s":{"args":[],"command":"npx","env":{"A":"1"},"headers":{},"type":"stdio"}}}',
    );
    // VS Code: its table is `servers`, a missing `inputs` is an empty list, comments do not count.
    expect(canonicalMcp("// none\n{}", ".vscode/mcp.json")).toBe('{"inputs":[],"servers":{}}');
    expect(canonicalMcp("{", ".mcp.json")).toBeUndefined();
    expect(canonicalMcp("\uFEFF[1]", ".mcp.json")).toBe("[1]");
  });
});

describe("mcpDifferences: what differs, named", () => {
  const F = ".mcp.json";
  it("texts that are not JSON: the same bytes are no difference; otherwise which of them is not JSON", () => {
    expect(mcpDifferences("{", "{", F)).toEqual([]);
    expect(mcpDifferences("{", "{}", F)).toEqual(["the first text is not JSON"]);
    expect(mcpDifferences("{}", "{", F)).toEqual(["the second text is not JSON"]);
    expect(sameMcpConfig("{", "{", F)).toBe(true);
    expect(sameMcpConfig("{", "{ ", F)).toBe(false);
  });

  it("documents that are not objects differ as wholes", () => {
    expect(mcpDifferences('"ab"', ' "ab" ', F)).toEqual([]);
    expect(mcpDifferences('"ab"', "[1]", F)).toEqual(["the documents differ"]);
  });

  it("each server only in one file, each that differs, each other setting, in sorted order", () => {
    const a = '{ "x": 1, "theme": "dark", "mcpServers": { "b": { "command": "npx" }, "a": { "command": "a" } } }';
    const b = '{ "x": 2, "y": true, "mcpServers": { "c": { "url": "https://c" }, "b": { "command": "node" } } }';
    expect(mcpDifferences(a, b, F)).toEqual([
      'MCP server "a" is only in the first',
      'MCP server "b" differs: {"args":[],"command":"npx","env":{},"headers":{},"type":"stdio"} ≠ {"args":[],"command":"node","env":{},"headers":{},"type":"stdio"}',
      'MCP server "c" is only in the second',
      '"theme" is only in the first',
      '"x" differs',
      '"y" is only in the second',
    ]);
    // A missing table is an empty one; a table that is no object is compared as a setting.
    expect(mcpDifferences("{}", '{ "mcpServers": {} }', F)).toEqual([]);
    expect(mcpDifferences('{ "mcpServers": [] }', '{ "mcpServers": {} }', F)).toEqual(['"mcpServers" differs']);
  });
});
