/**
 * What the MCP format's read pass puts in the graph (src/formats/mcp/format.ts): one `mcp.Config` node
 * naming the tool, its file, its server table and the file's other top-level settings; one `mcp.Server`
 * per entry (a skipped one marked invalid) at its line:col, each configured by the file; the source
 * text with its positions; and what raise says when nothing was read.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mcpFormat } from "../../src/formats/mcp/format.js";
import type { PassContext } from "../../src/formats/pass.js";
import { toPlain } from "../../ir/json/value.js";
import { tempDir } from "../support/tmp.js";
import { writeTree } from "../support/setup.js";
import { passContext } from "../support/pass-context.js";

const contextFor = (input: string): PassContext => passContext({ input });

async function read(place: string, text: string): Promise<{ ctx: PassContext; file: string }> {
  const d = tempDir();
  writeTree(d, { [place]: { kind: "file", bytes: text } });
  const file = join(d, place);
  const ctx = contextFor(file);
  expect(await mcpFormat.read.run(ctx)).toEqual([]);
  return { ctx, file };
}

describe("the MCP format's read pass", () => {
  it("Gemini CLI settings: the config node lists the other settings; each server is a node at its entry", async () => {
    // line 2: theme, 3: mcpServers, 4: fs, 5: bad, 7: ui
    const text =
      '{\n  "theme": "dark",\n  "mcpServers": {\n    "fs": { "command": "npx" },\n    "bad": { "cwd": "x" }\n  },\n  "ui": {}\n}\n';
    const { ctx, file } = await read(".gemini/settings.json", text);
    const nodes = ctx.graph.nodes().map((n) => ({ id: n.id, kind: n.kind, attrs: toPlain(n.attrs), origin: n.origin }));
    expect(nodes).toEqual([
      {
        id: "mcp:config",
        kind: "mcp.Config",
        attrs: { tool: "gemini", path: ".gemini/settings.json", key: "mcpServers", settings: ["theme", "ui"] },
        origin: { file, pointer: "", line: 1, col: 1 },
      },
      {
        id: "mcp:server:fs",
        kind: "mcp.Server",
        attrs: { name: "fs", transport: "stdio", command: "npx", args: [], env: {}, headers: {}, extra: {} },
        origin: { file, pointer: "/mcpServers/fs", line: 4, col: 11 },
      },
      {
        id: "mcp:server:bad",
        kind: "mcp.Server",
        attrs: { name: "bad", invalid: true },
        origin: { file, pointer: "/mcpServers/bad", line: 5, col: 12 },
      },
    ]);
    expect(ctx.graph.edges()).toEqual([
      { from: "mcp:config", to: "mcp:server:fs", kind: "configures" },
      { from: "mcp:config", to: "mcp:server:bad", kind: "configures" },
    ]);
    // The source, kept for diagnostics that show the line: the very text, with the place of each value.
    const source = ctx.graph.sources.get(file);
    expect(source?.file).toBe(file);
    expect(source?.text).toBe(text);
    expect(source?.positions?.get("/ui")).toMatchObject({ line: 7, col: 9 });
    // The skipped server is the verify pass's one error.
    expect(await mcpFormat.verify![0]!.run(ctx)).toEqual([
      {
        code: "RULES-MCP-CONFIG",
        severity: "error",
        message: '.gemini/settings.json: MCP server "bad" has neither a command nor a URL; skipped',
        file,
        line: 5,
        col: 12,
      },
    ]);
  });

  it("a document that is no object has no settings (a string's characters and an array's items are none)", async () => {
    for (const text of ['"ab"\n', "[1, 2]\n"]) {
      const { ctx } = await read(".mcp.json", text);
      expect(toPlain(ctx.graph.get("mcp:config")!.attrs)).toEqual({
        tool: "claude",
        path: ".mcp.json",
        key: "mcpServers",
        settings: [],
      });
    }
  });

  it("a file that is not JSON is the reader's error and no graph; raise with nothing read says so", async () => {
    const d = tempDir();
    writeTree(d, { ".mcp.json": { kind: "file", bytes: "{\n  x\n" } });
    const ctx = contextFor(join(d, ".mcp.json"));
    const ds = await mcpFormat.read.run(ctx);
    expect(ds.map(({ code, line, col }) => ({ code, line, col }))).toEqual([
      { code: "RULES-MCP-CONFIG", line: 2, col: 3 },
    ]);
    expect(ds[0]!.message).toMatch(/^\.mcp\.json is not valid JSON: /);
    expect(ctx.graph.nodes()).toEqual([]);
    expect(await mcpFormat.verify![0]!.run(ctx)).toEqual([]);
    expect(await mcpFormat.raise!.run(ctx)).toEqual([
      { code: "AGC-NO-INPUT", severity: "error", message: "the graph holds no MCP file to raise" },
    ]);
    expect(mcpFormat.summarize!(ctx, ds)).toEqual({ summary: "mcp: FAIL" });
    expect(mcpFormat.summarize!(ctx, [])).toEqual({ summary: "mcp: ok" });
  });
});
