/**
 * An MCP server's `args` and `env` from AIX to UAIX and AIR (issue 33): UAIX's world context holds
 * them, so AIX → UAIX → AIX gives each server back whole and the ledger names neither; AIR has no
 * process effect, so each server's args and env are in the ledger by JSON pointer. The agent is the one
 * `convert .mcp.json --to aix` makes of a real Claude Code MCP file (test/fixtures/realworld,
 * anthropics/claude-code-action: five servers, each with args and env).
 */
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { convert } from "../../src/api.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { raiseAix } from "../../src/formats/aix/raise.js";
import { lowerToUaix } from "../../src/formats/uaix/lower.js";
import { raiseUaix } from "../../src/formats/uaix/raise.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

interface Server {
  name: string;
  command: string;
  args?: string[];
  env?: Record<string, string>;
}

/** The AIX agent of the real MCP file, and its servers as the file has them (the oracle: the JSON itself). */
async function agent(): Promise<{
  aix: string;
  servers: Server[];
  file: Record<string, { args: string[]; env: Record<string, string> }>;
}> {
  const d = tempDir();
  cpSync(join(repoRoot, "test/fixtures/realworld/anthropics__claude-code-action/.mcp.json"), join(d, ".mcp.json"));
  const aix = join(d, "project.aix");
  const r = await convert(join(d, ".mcp.json"), "aix", { output: aix });
  expect(r.ok, JSON.stringify(r.diagnostics)).toBe(true);
  const file = (
    JSON.parse(readFileSync(join(d, ".mcp.json"), "utf8")) as {
      mcpServers: Record<string, { args: string[]; env: Record<string, string> }>;
    }
  ).mcpServers;
  const servers = (parse(readFileSync(aix, "utf8")) as { mcp: { servers: Server[] } }).mcp.servers;
  return { aix, servers, file };
}

describe("an MCP server's args and env, AIX → UAIX and AIR", () => {
  it("AIX → UAIX → AIX gives every server back with its args and env, and the ledger names neither", async () => {
    const { aix, servers, file } = await agent();
    // A floor: the property is about servers that have both.
    expect(servers.length).toBe(5);
    for (const s of servers) expect(s.args?.length && Object.keys(s.env ?? {}).length, s.name).toBeTruthy();
    const d = tempDir();
    const to = await convert(aix, "uaix", { output: join(d, "p.uaix") });
    expect(to.ok, JSON.stringify(to.diagnostics)).toBe(true);
    const lostTo = to.ledger.minimal().map((e) => e.pointer);
    expect(lostTo.filter((p) => /^\/mcp\/servers\/\d+\/(args|env)$/.test(p))).toEqual([]);
    const back = await convert(join(d, "p.uaix"), "aix", { output: join(d, "back.aix") });
    expect(back.ok, JSON.stringify(back.diagnostics)).toBe(true);
    const again = (parse(readFileSync(join(d, "back.aix"), "utf8")) as { mcp: { servers: Server[] } }).mcp.servers;
    expect(again.map((s) => s.name)).toEqual(servers.map((s) => s.name));
    // Against the MCP file itself, not only the AIX it became.
    for (const s of again) {
      expect(s.args, s.name).toEqual(file[s.name]!.args);
      expect(s.env, s.name).toEqual(file[s.name]!.env);
    }
  });

  it("a package whose server args or env are not what the lowering writes names them in the ledger, never guesses", async () => {
    const { aix } = await agent();
    const core = raiseAix(fromPlain(parse(readFileSync(aix, "utf8"))) as JsonObject, aix, new LossLedger(), "uaix");
    const files = new Map(lowerToUaix(core).files);
    const world = files.get(".uai/world-context.uai")!;
    // The lowering wrote each as one-line JSON; a hand edit breaks the first server's args and second's env.
    expect(world).toContain(`  args: ${JSON.stringify(core.mcpServers[0]!.args)}`);
    files.set(
      ".uai/world-context.uai",
      world
        .replace(`  args: ${JSON.stringify(core.mcpServers[0]!.args)}`, "  args: run -i --rm")
        .replace(`  env: ${JSON.stringify(core.mcpServers[1]!.env)}`, '  env: ["not", "a", "map"]'),
    );
    const ledger = new LossLedger();
    const back = raiseUaix(files, ledger, "p.uaix");
    expect(back.mcpServers[0]!.args).toBeUndefined();
    expect(back.mcpServers[0]!.env).toEqual(core.mcpServers[0]!.env);
    expect(back.mcpServers[1]!.env).toBeUndefined();
    expect(back.mcpServers[1]!.args).toEqual(core.mcpServers[1]!.args);
    const reasons = ledger
      .sorted()
      .filter((e) => e.pointer === "/.uai/world-context.uai")
      .map((e) => e.reason);
    expect(reasons).toEqual([
      `the MCP server ${core.mcpServers[0]!.name}'s args is not a JSON list of strings; not read`,
      `the MCP server ${core.mcpServers[1]!.name}'s env is not a JSON object of strings; not read`,
    ]);
  });

  it("AIX → AIR ledgers each server's args and env by JSON pointer", async () => {
    const { aix, servers } = await agent();
    const r = await convert(aix, "air", { output: join(tempDir(), "out") });
    expect(r.ok, JSON.stringify(r.diagnostics)).toBe(true);
    const all = r.ledger.sorted().map((e) => `${e.target} ${e.pointer}`);
    servers.forEach((_, i) => {
      expect(all).toContain(`air /mcp/servers/${i}`);
      expect(all).toContain(`air /mcp/servers/${i}/args`);
      expect(all).toContain(`air /mcp/servers/${i}/env`);
    });
  });
});
