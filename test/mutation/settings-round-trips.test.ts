/**
 * The settings format (src/formats/settings/) read into the graph, lowered from an agent that came
 * from no settings file, and each tool's file read and written back: the graph's nodes with their
 * origins, the ledger's file, Codex's and Gemini CLI's events, Claude Code's `additionalDirectories: []`,
 * OpenCode's patterns and `opencode.json` as a repository holds it, and a blank file written afresh.
 */
import { describe, expect, it } from "vitest";
import { settingsFormat } from "../../src/formats/settings/format.js";
import {
  planSettingsFiles,
  readRepositorySettings,
  SETTINGS_TARGET,
} from "../../src/formats/settings/settings-files.js";
import {
  readClaudePermissions,
  writeClaudePermissions,
  writeOpenCodePermissions,
} from "../../src/formats/settings/permissions.js";
import { readHooks, writeHooks } from "../../src/formats/settings/hooks.js";
import { emptyPermissions, type CoreHook } from "../../ir/dialects/core/settings.js";
import { addCoreAgent } from "../../ir/dialects/core/agent.js";
import { projectCore } from "../../src/formats/mcp/core.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { Graph } from "../../ir/graph/graph.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import type { PassContext } from "../../src/formats/pass.js";
import { tempDir } from "../support/tmp.js";
import { writeTree } from "../support/setup.js";
import { fileIn, passContext } from "../support/pass-context.js";

const FILE = ".claude/settings.json";
const hook = (event: string, more: Partial<CoreHook> = {}): CoreHook => ({
  event,
  group: 0,
  type: "command",
  command: "x.sh",
  extra: {},
  ...more,
});

describe("the graph the settings read pass builds", () => {
  const readCtx = async (text: string): Promise<PassContext> => {
    const ctx = passContext({ input: fileIn(FILE, text) });
    expect(await settingsFormat.read.run(ctx)).toEqual([]);
    return ctx;
  };

  it("each hook is a node at its handler's pointer and line:col; no permissions node when the file has none", async () => {
    const text = [
      "{",
      '  "hooks": {',
      '    "Stop": [{ "hooks": [{ "type": "command", "command": "done.sh" }] }]',
      "  }",
      "}",
      "",
    ].join("\n");
    const ctx = await readCtx(text);
    const node = ctx.graph.get("settings:hook:0");
    // The handler object starts at line 3, column 26 of the text above (1-based), worked by hand.
    expect(node?.origin).toEqual({ file: ctx.input, pointer: "/hooks/Stop/0/hooks/0", line: 3, col: 26 });
    expect(ctx.graph.nodes("settings.Hook").map((n) => n.id)).toEqual(["settings:hook:0"]);
    expect(ctx.graph.has("settings:permissions")).toBe(false);
    expect(ctx.graph.edgesFrom("settings:file").map((e) => [e.to, e.kind])).toEqual([
      ["settings:hook:0", "configures"],
    ]);
  });

  it("permissions are one node at /permissions", async () => {
    const ctx = await readCtx('{\n  "permissions": { "allow": ["Read"] }\n}\n');
    expect(ctx.graph.get("settings:permissions")?.origin).toEqual({
      file: ctx.input,
      pointer: "/permissions",
      line: 2,
      col: 18,
    });
    expect(ctx.graph.edgesFrom("settings:file").map((e) => e.to)).toEqual(["settings:permissions"]);
  });
});

describe("lowering an agent that came from no settings file", () => {
  it("what the target cannot hold is ledgered against the input, at the agent's pointer", async () => {
    const core = projectCore("demo", []);
    core.extensions = fromPlain({
      "x-hooks": [hook("Stop")],
      "x-permissions": { ...emptyPermissions(), allow: ["Read"] },
    }) as JsonObject;
    const ctx = passContext({ graph: addCoreAgent(new Graph(), core), input: "agents/demo.aix", target: "settings" });
    ctx.state.set(SETTINGS_TARGET, "opencode");
    expect(await settingsFormat.lower!.run(ctx)).toEqual([]);
    expect(ctx.ledger.entries.map(({ pointer, file, reason }) => ({ pointer, file, reason }))).toEqual([
      { pointer: "/x-hooks", file: "agents/demo.aix", reason: "OpenCode has no hooks agentc writes" },
    ]);
    expect(JSON.parse(Buffer.from(settingsFormat.write.run(ctx).files[0]![1]).toString("utf8"))).toEqual({
      permission: { read: "allow" },
    });
  });
});

describe("Codex's hooks (developers.openai.com/codex/hooks: Claude Code's names and shape)", () => {
  it("an event Claude Code has but core does not name reads as Claude Code's own, and is written back as it was", () => {
    const value = { PermissionRequest: [{ matcher: "Bash", hooks: [{ type: "command", command: "ok.sh" }] }] };
    const read = readHooks("codex", value);
    expect(read).toEqual({
      hooks: [
        {
          event: "claude:PermissionRequest",
          matcher: "Bash",
          group: 0,
          type: "command",
          command: "ok.sh",
          extra: {},
        },
      ],
      pointers: ["/hooks/PermissionRequest/0/hooks/0"],
      problems: [],
    });
    expect(writeHooks("codex", read.hooks)).toEqual({ value, lost: [] });
  });

  it("a core event Codex has no name for is lost, said in each tool's name", () => {
    // Notification is Claude Code's and Gemini CLI's, not in Codex's list of events.
    expect(writeHooks("codex", [hook("Notification")])).toEqual({
      value: {},
      lost: [[0, "", "Codex has no hook event for Notification"]],
    });
    expect(writeHooks("gemini", [hook("SubagentStop", { matcher: "x" })])).toEqual({
      value: {},
      lost: [[0, "", "Gemini CLI has no hook event for SubagentStop on x"]],
    });
    expect(writeHooks("claude", [hook("cursor:beforeTabFileRead")])).toEqual({
      value: {},
      lost: [[0, "", "Claude Code has no hook event for cursor:beforeTabFileRead"]],
    });
    expect(writeHooks("cursor", [hook("Notification")])).toEqual({
      value: {},
      lost: [[0, "", "Cursor has no hook event for Notification"]],
    });
  });
});

describe("permissions read and written back", () => {
  it("Claude Code's empty additionalDirectories comes back as it was", () => {
    const value = { allow: ["Read"], ask: [], deny: [], additionalDirectories: [] };
    expect(writeClaudePermissions(readClaudePermissions(value))).toEqual({ value, lost: [] });
  });

  it("OpenCode's patterns: only bash's trailing ` *` is Claude Code's `:*`", () => {
    const p = { ...emptyPermissions(), allow: ["Bash(git push:*)", "Read(src:*)"] };
    expect(writeOpenCodePermissions(p)).toEqual({
      value: { bash: { "git push *": "allow" }, read: { "src:*": "allow" } },
      lost: [],
    });
  });

  it("a repository's opencode.json permission is read in OpenCode's words", () => {
    const d = tempDir();
    writeTree(d, {
      "opencode.json": {
        kind: "file",
        bytes: '{ "permission": { "bash": { "git push *": "ask" }, "edit": "deny" } }\n',
      },
    });
    const r = readRepositorySettings(d);
    expect(r.files).toEqual(["opencode.json"]);
    expect(r.permissions).toEqual({
      ...emptyPermissions(),
      ask: ["Bash(git push:*)"],
      deny: ["Edit"],
    });
    expect(r.diagnostics).toEqual([]);
  });
});

describe("a blank settings file", () => {
  it("is written as a new file (Cursor's with its version), not left as it is", () => {
    const ledger = new LossLedger();
    const planned = planSettingsFiles(
      { hooks: [hook("Stop")], permissions: emptyPermissions() },
      (t) => t === "cursor",
      () => "  \n",
      ledger,
    );
    expect(planned.map((p) => ({ ...p, text: JSON.parse(p.text) as unknown }))).toEqual([
      {
        path: ".cursor/hooks.json",
        text: { version: 1, hooks: { stop: [{ type: "command", command: "x.sh" }] } },
        target: "cursor",
      },
    ]);
    expect(ledger.entries).toEqual([]);
  });
});
