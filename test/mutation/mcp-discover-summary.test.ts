/**
 * The MCP and claude-agents formats as the CLI meets them (format.ts of each): which files of a
 * repository they find (from a listing or the disk), which paths they claim, the one-line summary for
 * each transport, the meaning check `roundtrip` uses, and an MCP file written for the tool its output
 * path names: the same tool's file edited byte for byte, another tool's written new with the source
 * file's own field names in the ledger.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mcpFormat } from "../../src/formats/mcp/format.js";
import { claudeAgentsFormat } from "../../src/formats/claude-agents/format.js";
import type { PassContext } from "../../src/formats/pass.js";
import { tempDir } from "../support/tmp.js";
import { writeTree } from "../support/setup.js";
import { passContext } from "../support/pass-context.js";

async function readIn(files: Record<string, string>, input: string, output?: string): Promise<PassContext> {
  const d = tempDir();
  writeTree(d, Object.fromEntries(Object.entries(files).map(([p, bytes]) => [p, { kind: "file", bytes }])));
  const ctx = passContext({ input: join(d, input), ...(output ? { output: join(d, output) } : {}) });
  expect(await mcpFormat.read.run(ctx)).toEqual([]);
  return ctx;
}
const written = (ctx: PassContext) => Buffer.from(mcpFormat.write.run(ctx).files[0]![1]).toString("utf8");

describe("what each format finds and claims", () => {
  it("MCP: each tool's file at its place, from a listing or the disk; nothing else", () => {
    const listed = ["README.md", ".vscode/mcp.json", ".mcp.json", "sub/.mcp.json", ".gemini/settings.json"];
    expect([...mcpFormat.discover!("/nowhere", listed)].sort()).toEqual([
      ".gemini/settings.json",
      ".mcp.json",
      ".vscode/mcp.json",
    ]);
    const d = tempDir();
    writeTree(d, {
      ".cursor/mcp.json": { kind: "file", bytes: "{}" },
      "opencode.json": { kind: "file", bytes: "{}" },
      "notes.json": { kind: "file", bytes: "{}" },
    });
    expect([...mcpFormat.discover!(d)].sort()).toEqual([".cursor/mcp.json", "opencode.json"]);
    expect(mcpFormat.outputSuffix!("x")).toBe(".mcp.json");
  });

  it("claude-agents: .claude/agents/*.md only", () => {
    expect(claudeAgentsFormat.discover!("/nowhere", [".claude/agents/a.md", ".claude/agents/x/b.md", "a.md"])).toEqual([
      ".claude/agents/a.md",
    ]);
    expect(claudeAgentsFormat.outputSuffix!("x")).toBe(".md");
    expect(
      claudeAgentsFormat.sameMeaning!(
        "a.md",
        "---\nname: a\ndescription: A.\n---\nA.\n",
        "---\nname: 'a'\ndescription: A.\n---\nA.  \n",
      ),
    ).toBe(true);
    expect(claudeAgentsFormat.sameMeaning!("a.md", "no front matter\n", "no front matter\n")).toBe(false);
  });
});

describe("the MCP summary and meaning", () => {
  it("names the tool, and each server by its command or its transport and URL", async () => {
    const gemini = '{ "mcpServers": { "a": { "httpUrl": "https://h" }, "b": { "url": "https://s" } } }';
    const ctx = await readIn({ ".gemini/settings.json": gemini }, ".gemini/settings.json");
    expect(mcpFormat.summarize!(ctx, []).summary).toBe(
      "mcp (Gemini CLI, .gemini/settings.json): ok, 2 server(s): a (http https://h); b (sse https://s)",
    );
    const none = await readIn({ "opencode.json": "{}" }, "opencode.json");
    expect(mcpFormat.summarize!(none, [])).toEqual({
      result: { tool: "opencode", file: "opencode.json", servers: [] },
      summary: "mcp (OpenCode, opencode.json): ok, 0 server(s)",
    });
    // A warning is no failure.
    expect(mcpFormat.summarize!(none, [{ code: "W", severity: "warning", message: "w" }]).summary).toBe(
      "mcp (OpenCode, opencode.json): ok, 0 server(s)",
    );
    expect(
      mcpFormat.sameMeaning!(".vscode/mcp.json", '{ "servers": {} }', '// c\n{ "servers": {}, "inputs": [], }'),
    ).toBe(true);
  });
});

describe("an MCP file written for the tool its output names", () => {
  const CURSOR = '{\n  "mcpServers": {\n    "fs": { "command": "npx", "cwd": "src" }\n  }\n}\n';

  it("the same tool: the input edited, every byte kept (its own fields too), nothing ledgered", async () => {
    const own = '{\n  "mcpServers": {\n    "fs": { "command": "npx", "x-mine": 1 }\n  }\n}\n';
    const ctx = await readIn({ ".cursor/mcp.json": own }, ".cursor/mcp.json", "out/.cursor/mcp.json");
    expect(written(ctx)).toBe(own);
    expect(ctx.ledger.entries).toEqual([]);
  });

  it("another tool: written new; what it cannot hold ledgered at the source's own field", async () => {
    const ctx = await readIn({ ".cursor/mcp.json": CURSOR }, ".cursor/mcp.json", "out/.mcp.json");
    expect(JSON.parse(written(ctx))).toEqual({ mcpServers: { fs: { type: "stdio", command: "npx", args: [] } } });
    expect(ctx.ledger.entries.map((e) => ({ ...e }))).toEqual([
      {
        pointer: "/mcpServers/fs/cwd",
        file: ctx.input,
        target: "mcp",
        reason: ".mcp.json has no working directory for a server",
      },
    ]);
  });
});
