/**
 * Core carries what AIX and the coding agents' files share beyond name and command: an MCP server's
 * string args and env and its x- fields, and the agent's top-level x- sections. AIX keeps them both
 * ways; the targets without a place for them ledger each, with the reasons raising gave before.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convert } from "../../src/api.js";
import { raiseAix } from "../../src/formats/aix/raise.js";
import { lowerToAix } from "../../src/formats/aix/lower.js";
import { emitAix } from "../../emitters/aix/emit.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { fromPlain, toPlain, type JsonObject } from "../../ir/json/value.js";
import { tempDir } from "../support/tmp.js";

const DOC = {
  meta: {
    version: "1.0",
    id: "7f0c2a2e-7a4b-4c1e-9d2b-1f2e3d4c5b6a",
    name: "helper",
    description: "Helps.",
    created: "2026-01-01T00:00:00Z",
    author: "me",
  },
  persona: { role: "Helper", instructions: "Help." },
  mcp: {
    servers: [
      { name: "fs", command: "npx", args: ["-y", "server-fs", "."], env: { ROOT: "." }, timeout: 30, "x-cwd": "tools" },
      {
        name: "remote",
        command: "npx",
        args: ["-y", "mcp-remote", "https://x/mcp"],
        "x-transport": "http",
        "x-url": "https://x/mcp",
      },
    ],
  },
  "x-claude-code": { tools: ["Read"], model: "sonnet" },
};

describe("core extensions", () => {
  it("AIX → core carries args, env and x- fields of servers and the x- sections; core → AIX gives them back", () => {
    const ledger = new LossLedger();
    const core = raiseAix(fromPlain(DOC) as JsonObject, "a.aix", ledger, "uaix");
    expect(core.mcpServers[0]).toMatchObject({
      name: "fs",
      args: ["-y", "server-fs", "."],
      env: { ROOT: "." },
      extensions: { "x-cwd": "tools" },
    });
    expect(toPlain(core.extensions!)).toEqual({ "x-claude-code": { tools: ["Read"], model: "sonnet" } });
    // What core still does not carry is the raise's to ledger.
    expect(ledger.entries.map((e) => e.pointer)).toEqual(["/mcp/servers/0/timeout"]);
    const back = toPlain(lowerToAix(core)) as typeof DOC;
    expect(back["x-claude-code"]).toEqual(DOC["x-claude-code"]);
    expect(back.mcp.servers[1]).toEqual(DOC.mcp.servers[1]);
    expect(Object.keys(back)).toEqual(["meta", "persona", "mcp", "x-claude-code", "security"]);
  });

  it("UAIX, AIR and AIGX ledger what core carries and they cannot hold", async () => {
    // A valid AIX file (with its checksum): the agent as AIX writes it back.
    const input = join(tempDir(), "helper.aix");
    writeFileSync(
      input,
      emitAix(lowerToAix(raiseAix(fromPlain(DOC) as JsonObject, "a.aix", new LossLedger(), "aix")), "yaml"),
    );
    const lost = async (to: string, output: string): Promise<string[]> =>
      (await convert(input, to, { output, write: false })).ledger.minimal().map((e) => `${e.pointer} ${e.reason}`);
    const dir = tempDir();
    // UAIX's world context holds a server's args and env since issue 33 (test/unit/aix-mcp-args-env.test.ts): not lost, its x- fields are.
    const uaix = await lost("uaix", join(dir, "a.uaix"));
    expect(uaix.filter((l) => /^\/mcp\/servers\/\d+\/(args|env) /.test(l))).toEqual([]);
    expect(uaix).toEqual(
      expect.arrayContaining([
        "/mcp/servers/0/x-cwd UAIX keeps an MCP server's name, command and description, not its x-cwd (commands are data, never run)",
        "/mcp/servers/1/x-url UAIX keeps an MCP server's name, command and description, not its x-url (commands are data, never run)",
        "/x-claude-code extension field x-claude-code has no UAIX equivalent",
      ]),
    );
    // AIR v2 (the default target) and v1 alike drop the servers and the x- sections, each saying why.
    expect(await lost("air", join(dir, "a.air"))).toEqual(
      expect.arrayContaining([
        "/x-claude-code extension field x-claude-code has no AIR equivalent",
        "/mcp/servers/0 AIR v2 has no process effect in its public catalog, so MCP servers have no equivalent",
      ]),
    );
    const v1 = (await convert(input, "air", { output: join(dir, "a1.air"), write: false, airVersion: "1" })).ledger
      .minimal()
      .map((e) => `${e.pointer} ${e.reason}`);
    expect(v1).toEqual(
      expect.arrayContaining([
        "/x-claude-code extension field x-claude-code has no AIR equivalent",
        "/mcp/servers/0 AIR v1 has no process effect, so MCP servers have no equivalent",
      ]),
    );
    const aigx = await lost("aigx", join(dir, "a.agent.aigx"));
    expect(aigx).toEqual(
      expect.arrayContaining([
        "/x-claude-code extension field x-claude-code has no AIGX equivalent",
        "/mcp an AIGX concern file holds rules only",
      ]),
    );
    expect(aigx.some((l) => l.startsWith("/mcp/servers/"))).toBe(false);
  });
});
