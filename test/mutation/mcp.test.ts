/**
 * The MCP format (src/formats/mcp/) in this process: every diagnostic `agentc validate` gives for an
 * OpenCode `opencode.json` whose servers break OpenCode's schema (opencode.ai/docs/mcp-servers: `type`
 * local or remote, `command` a list, `url` a string, `enabled` a boolean, `environment` and `headers`
 * objects of strings), with the line:col of each field.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/pipeline/validate.js";
import { tempDir } from "../support/tmp.js";
import { writeTree } from "../support/setup.js";

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
