/**
 * `agentc convert .claude/settings.json --to <tool>` in process, pass by pass (src/formats/settings/format.ts):
 * the core agent the raise builds (its hooks and permissions as x-hooks / x-permissions), and every
 * loss of the lowering ledgered at its place in the settings file read (not in the core agent).
 */
import { basename, dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { settingsFormat } from "../../src/formats/settings/format.js";
import { SETTINGS_TARGET } from "../../src/formats/settings/settings-files.js";
import { coreAgentOf } from "../../ir/dialects/core/agent.js";
import { toPlain } from "../../ir/json/value.js";
import type { PassContext } from "../../src/formats/pass.js";
import { fileIn, passContext } from "../support/pass-context.js";

const FILE = ".claude/settings.json";
const text = JSON.stringify({
  hooks: {
    Notification: [{ hooks: [{ type: "command", command: "n.sh", async: true }] }],
    Stop: [{ hooks: [{ type: "command", command: "s.sh" }] }],
  },
  permissions: { allow: ["Read", "mcp__x"] },
});

async function lowered(target: string): Promise<{ ctx: PassContext; diagnostics: unknown[] }> {
  const ctx = passContext({ input: fileIn(FILE, text), target: "settings" });
  ctx.state.set(SETTINGS_TARGET, target);
  for (const pass of [settingsFormat.read, settingsFormat.raise!]) expect(await pass.run(ctx)).toEqual([]);
  return { ctx, diagnostics: [...(await settingsFormat.lower!.run(ctx))] };
}
const ledger = (ctx: PassContext) =>
  ctx.ledger.entries.map(({ pointer, file, target, reason }) => ({ pointer, file, target, reason }));
const written = (ctx: PassContext): unknown =>
  JSON.parse(Buffer.from(settingsFormat.write.run(ctx).files[0]![1]).toString("utf8"));

describe("a Claude Code settings file converted", () => {
  it("is raised to the repository's agent holding its hooks and permissions", async () => {
    const { ctx } = await lowered("cursor");
    const core = coreAgentOf(ctx.graph)!;
    // The agent is named after the repository: the folder the .claude folder is in.
    expect(core.name).toBe(basename(dirname(dirname(ctx.input))));
    expect(toPlain(core.extensions!)).toEqual({
      "x-hooks": [
        {
          event: "Notification",
          group: 0,
          type: "command",
          command: "n.sh",
          extra: { claude: { async: true } },
        },
        { event: "Stop", group: 0, type: "command", command: "s.sh", extra: {} },
      ],
      "x-permissions": {
        allow: ["Read", "mcp__x"],
        ask: [],
        deny: [],
        additionalDirectories: [],
        // The file spelled out allow alone: written back so.
        extra: { claude: { "x-lists": "allow" } },
      },
    });
  });

  it("to Cursor: the hooks it has events for; each loss at its place in the settings file", async () => {
    const { ctx, diagnostics } = await lowered("cursor");
    expect(diagnostics).toEqual([]);
    expect(written(ctx)).toEqual({ version: 1, hooks: { stop: [{ type: "command", command: "s.sh" }] } });
    expect(ledger(ctx)).toEqual([
      {
        pointer: "/permissions",
        file: ctx.input,
        target: "settings",
        reason: "Cursor has no permissions file agentc writes",
      },
      {
        pointer: "/hooks/Notification/0/hooks/0/async",
        file: ctx.input,
        target: "settings",
        reason: "claude's own hook setting; cursor does not know it",
      },
      {
        pointer: "/hooks/Notification/0/hooks/0",
        file: ctx.input,
        target: "settings",
        reason: "Cursor has no hook event for Notification",
      },
    ]);
  });

  it("to OpenCode: the permissions it has tools for; each loss at its place in the settings file", async () => {
    const { ctx, diagnostics } = await lowered("opencode");
    expect(diagnostics).toEqual([]);
    expect(written(ctx)).toEqual({ permission: { read: "allow" } });
    expect(ledger(ctx)).toEqual([
      { pointer: "/hooks", file: ctx.input, target: "settings", reason: "OpenCode has no hooks agentc writes" },
      {
        pointer: "/permissions/allow/1",
        file: ctx.input,
        target: "settings",
        reason: "OpenCode has no permission for mcp__x",
      },
    ]);
  });
});
