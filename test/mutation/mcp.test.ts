/**
 * The MCP format (src/formats/mcp/) in this process: every diagnostic `agentc validate` gives for an
 * OpenCode `opencode.json` whose servers break OpenCode's schema (opencode.ai/docs/mcp-servers: `type`
 * local or remote, `command` a list, `url` a string, `enabled` a boolean, `environment` and `headers`
 * objects of strings), with the line:col of each field; and what of a core agent an MCP file loses.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/pipeline/validate.js";
import { tempDir } from "../support/tmp.js";
import { writeTree } from "../support/setup.js";
import { coreToServers, projectCore } from "../../src/formats/mcp/core.js";
import { mcpConfigFor, type McpServer } from "../../ir/dialects/mcp/model.js";
import type { CoreAgent } from "../../ir/dialects/core/agent.js";
import { LossLedger } from "../../ir/loss-ledger.js";

describe("agentc validate of an OpenCode opencode.json", () => {
  it("reports each field OpenCode would reject, where it is; a server with no environment or headers is fine", async () => {
    const text = [
      "{",
      '  "mcp": {',
      '    "ok": { "type": "local", "command": ["npx", "-y", "srv"] },',
      '    "bad": { "type": "remote", "url": 7, "enabled": "yes", "headers": { "A": 1 }, "environment": [] }',
      "  }",
      "}",
      "",
    ].join("\n");
    const d = tempDir();
    writeTree(d, { "opencode.json": { kind: "file", bytes: text } });
    const file = join(d, "opencode.json");
    const r = await validate(file);
    const field = (name: string, what: string, col: number) => ({
      code: "RULES-MCP-CONFIG",
      severity: "error",
      message: `opencode.json: MCP server "bad": ${name} ${what}`,
      file,
      line: 4,
      col,
    });
    // Columns: where each value starts on line 4 above (1-based), worked by hand.
    expect(
      r.diagnostics.map(({ code, severity, message, file, line, col }) => ({
        code,
        severity,
        message,
        file,
        line,
        col,
      })),
    ).toEqual([
      {
        code: "RULES-MCP-CONFIG",
        severity: "error",
        message: 'opencode.json: MCP server "bad" has neither a command nor a URL; skipped',
        file,
        line: 4,
        col: 12,
      },
      field("url", "is not a string", 39),
      field("enabled", "is not true or false", 53),
      field("environment", "is not an object of string values", 98),
      field("headers", "is not an object of string values", 71),
    ]);
  });
});

describe("coreToServers: what of an agent an MCP file cannot hold", () => {
  const servers: McpServer[] = [
    { name: "fs", transport: "stdio", command: "npx", args: ["-y", "fs"], env: {}, headers: {}, extra: {} },
  ];
  const lost = (a: CoreAgent): Array<{ pointer: string; reason: string; regenerated?: boolean }> => {
    const ledger = new LossLedger();
    const r = coreToServers(a, ledger, "agents/project.aix", mcpConfigFor(".mcp.json"));
    expect(r.servers.map((s) => s.name)).toEqual(["fs"]);
    return ledger.entries.map(({ pointer, reason, regenerated }) => ({
      pointer,
      reason,
      ...(regenerated ? { regenerated } : {}),
    }));
  };

  it("the project agent's own words are written again, so nothing of them is lost", () => {
    expect(lost(projectCore("repo", servers))).toEqual([]);
  });

  it("an agent that is not the project agent loses its meta and persona, whichever of its words differ", () => {
    const own = projectCore("repo", servers);
    const meta = { pointer: "/meta", reason: ".mcp.json holds MCP servers only; the agent (repo) is not kept" };
    const persona = {
      pointer: "/persona",
      reason: ".mcp.json holds MCP servers only; the agent's persona is not kept",
    };
    // Only the instructions are the project agent's: still another agent.
    const other = { ...own, description: "Reviews code.", persona: { ...own.persona, role: "Reviewer" } };
    expect(lost(other)).toEqual([meta, persona]);
    expect(lost({ ...own, persona: { ...own.persona, instructions: "Review." } })).toEqual([meta, persona]);
  });

  it("the project agent with another id: the id is regenerated", () => {
    expect(lost({ ...projectCore("repo", servers), id: "00000000-0000-4000-8000-000000000000" })).toEqual([
      { pointer: "/meta/id", reason: "an MCP file has no agent id", regenerated: true },
    ]);
  });
});
