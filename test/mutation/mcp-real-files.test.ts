/**
 * Real MCP files of public repositories (test/fixtures/realworld, sources in its SOURCES.md: Claude
 * Code's .mcp.json, Cursor's and VS Code's mcp.json, Gemini CLI's settings.json) through the MCP
 * format in this process: read with no error and every server of the file's table read (the names
 * from JSON.parse of the file itself), written back byte for byte, passing the re-read check, and a
 * round trip with no difference.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { mcpFormat } from "../../src/formats/mcp/format.js";
import { passContext } from "../support/pass-context.js";

const ROOT = fileURLToPath(new URL("../fixtures/realworld/", import.meta.url));
/** The strict-JSON ones, with their server table's key (the VS Code one with comments is the reader's own test). */
const FILES: Array<[string, string]> = [
  ["anthropics__claude-code-action/.mcp.json", "mcpServers"],
  ["supabase__supabase/.mcp.json", "mcpServers"],
  ["EvilBit-Labs__dbsurveyor/.mcp.json", "mcpServers"],
  ["0x7067__agent-bridge-mcp/.cursor/mcp.json", "mcpServers"],
  ["triggerdotdev__trigger.dev/.cursor/mcp.json", "mcpServers"],
  ["microsoft__vscode/.vscode/mcp.json", "servers"],
  ["EvilBit-Labs__dbsurveyor/.gemini/settings.json", "mcpServers"],
];

describe("real MCP files", () => {
  it.each(FILES)("%s: read whole, written back byte for byte, checked, round trip identical", async (rel, key) => {
    const input = `${ROOT}${rel}`;
    const text = readFileSync(input, "utf8");
    const ctx = passContext({ input });
    expect(await mcpFormat.read.run(ctx)).toEqual([]);
    expect(await mcpFormat.verify![0]!.run(ctx)).toEqual([]);
    const names = Object.keys((JSON.parse(text) as Record<string, Record<string, unknown>>)[key]!);
    expect(names.length).toBeGreaterThan(0);
    const summary = mcpFormat.summarize!(ctx, []);
    expect((summary.result as { servers: Array<{ name: string }> }).servers.map((s) => s.name)).toEqual(names);
    const out = mcpFormat.write.run(ctx);
    expect(Buffer.from(out.files[0]![1]).toString("utf8")).toBe(text);
    expect(await mcpFormat.checkOutput![0]!.run(out, ctx)).toEqual([]);
    expect(await mcpFormat.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
    expect(ctx.ledger.entries).toEqual([]);
  });
});
