// `agentc convert .mcp.json --to codex` (and --to opencode): a real MCP file into another tool's own file.
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseToml } from "smol-toml";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { readMcpFile } from "../../src/formats/mcp/read-config.js";
import { MCP_CONFIG_FILES } from "../../ir/dialects/mcp/model.js";

const SOURCE = join(repoRoot, "test/fixtures/realworld/anthropics__claude-code-action/.mcp.json");
const config = (tool: string) => MCP_CONFIG_FILES.find((c) => c.tool === tool)!;

describe("convert an MCP file to another tool", () => {
  it("--to codex writes config.toml: env references become env_vars, the rest literal and in the ledger", async () => {
    const dir = tempDir();
    cpSync(SOURCE, join(dir, ".mcp.json"));
    const r = await agentcInProcess(["convert", join(dir, ".mcp.json"), "--to", "codex", "--json"]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    const text = readFileSync(join(dir, "config.toml"), "utf8");
    const doc = parseToml(text) as {
      mcp_servers: Record<
        string,
        { command: string; args: string[]; env_vars?: string[]; env?: Record<string, string> }
      >;
    };
    expect(Object.keys(doc.mcp_servers).sort()).toEqual([
      "github",
      "github_ci",
      "github_comment",
      "github_file_ops",
      "github_inline_comment",
    ]);
    expect(doc.mcp_servers.github!.command).toBe("docker");
    expect(doc.mcp_servers.github!.env_vars).toEqual(["GITHUB_PERSONAL_ACCESS_TOKEN"]);
    expect(doc.mcp_servers.github!.env).toEqual({ GITHUB_HOST: "${GITHUB_SERVER_URL:-https://github.com}" });
    // The ledger names the source field, with its line.
    const lost = (JSON.parse(r.stdout) as { result: { lossLedger: Array<{ pointer: string; line?: number }> } }).result
      .lossLedger;
    expect(lost.find((e) => e.pointer === "/mcpServers/github/env/GITHUB_HOST")?.line).toBe(92);
    // Read back as Codex's file: the same servers, commands and arguments as the source.
    const back = readMcpFile(config("codex"), "config.toml", text).servers;
    const source = readMcpFile(config("claude"), ".mcp.json", readFileSync(SOURCE, "utf8")).servers;
    expect(back.map((s) => [s.name, s.command, s.args])).toEqual(source.map((s) => [s.name, s.command, s.args]));
    expect(back.find((s) => s.name === "github")!.env).toEqual(source.find((s) => s.name === "github")!.env);
  });

  it("--to opencode writes opencode.json with local servers, the command and its arguments as one list", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "out"));
    cpSync(SOURCE, join(dir, ".mcp.json"));
    const r = await agentcInProcess([
      "convert",
      join(dir, ".mcp.json"),
      "--to",
      "opencode",
      "-o",
      join(dir, "out/opencode.json"),
    ]);
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(join(dir, "out/opencode.json"), "utf8")) as {
      $schema: string;
      mcp: Record<string, { type: string; command: string[]; environment: Record<string, string> }>;
    };
    expect(doc.$schema).toBe("https://opencode.ai/config.json");
    expect(doc.mcp.github!.type).toBe("local");
    expect(doc.mcp.github!.command.slice(0, 2)).toEqual(["docker", "run"]);
    expect(doc.mcp.github!.environment.GITHUB_PERSONAL_ACCESS_TOKEN).toBe("{env:GITHUB_PERSONAL_ACCESS_TOKEN}");
  });
});
