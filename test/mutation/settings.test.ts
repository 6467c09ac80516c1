/**
 * The settings format (src/formats/settings/) in this process: every diagnostic of a malformed
 * `.claude/settings.json` (code, pointer, line:col, message), OpenCode's one-action-or-patterns rule
 * in the loss list, and the check that re-reads a written Codex config.toml.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSettingsText, settingsFormat } from "../../src/formats/settings/format.js";
import {
  planSettingsFiles,
  readRepositorySettings,
  SETTINGS_TARGET,
} from "../../src/formats/settings/settings-files.js";
import { writeOpenCodePermissions } from "../../src/formats/settings/permissions.js";
import { readHooks, writeHooks } from "../../src/formats/settings/hooks.js";
import { emptyPermissions, type CoreHook } from "../../ir/dialects/core/settings.js";
import { Graph } from "../../ir/graph/graph.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { RunState, type PassContext } from "../../src/formats/pass.js";
import { tempDir } from "../support/tmp.js";
import { writeTree } from "../support/setup.js";

const FILE = ".claude/settings.json";

describe("readSettingsText", () => {
  it("a document that is JSON but not an object is one error at 1:1", () => {
    expect(readSettingsText(FILE, "[]\n")).toEqual({
      diagnostics: [
        {
          code: "RULES-SETTINGS",
          severity: "error",
          message: ".claude/settings.json is not a JSON object",
          file: FILE,
          line: 1,
          col: 1,
        },
      ],
    });
  });

  it("reports a group that is not an object, an event that is not a list, a permission list that is not strings", () => {
    const text = [
      "{",
      '  "hooks": {',
      '    "PreToolUse": [',
      '      "not a group",',
      '      { "matcher": "Bash", "hooks": [{ "type": "command", "command": "x" }] }',
      "    ],",
      '    "Stop": {}',
      "  },",
      '  "permissions": { "allow": ["Read"], "ask": ["Read", 1], "deny": "Bash" }',
      "}",
      "",
    ].join("\n");
    const r = readSettingsText(FILE, text);
    expect("document" in r).toBe(true);
    // Each line:col is where the value starts in the text above (1-based), worked by hand.
    expect(r.diagnostics).toEqual([
      {
        code: "RULES-SETTINGS",
        severity: "error",
        message: ".claude/settings.json/hooks/PreToolUse/0 is not an object",
        file: FILE,
        pointer: "/hooks/PreToolUse/0",
        line: 4,
        col: 7,
      },
      {
        code: "RULES-SETTINGS",
        severity: "error",
        message: ".claude/settings.json/hooks/Stop is not a list",
        file: FILE,
        pointer: "/hooks/Stop",
        line: 7,
        col: 13,
      },
      {
        code: "RULES-SETTINGS",
        severity: "error",
        message: ".claude/settings.json/permissions/ask is not a list of strings",
        file: FILE,
        pointer: "/permissions/ask",
        line: 9,
        col: 46,
      },
      {
        code: "RULES-SETTINGS",
        severity: "error",
        message: ".claude/settings.json/permissions/deny is not a list of strings",
        file: FILE,
        pointer: "/permissions/deny",
        line: 9,
        col: 67,
      },
    ]);
  });
});

describe("writeOpenCodePermissions", () => {
  it("a tool holds one action or patterns, not both: the later rule is lost, whichever came first", () => {
    // docs/formats.md: OpenCode's `permission` maps a tool to one action, or to patterns → actions.
    const patternsFirst = { ...emptyPermissions(), allow: ["Bash(git push:*)"], deny: ["Bash"] };
    expect(writeOpenCodePermissions(patternsFirst)).toEqual({
      value: { bash: { "git push *": "allow" } },
      lost: [["/deny/0", "OpenCode holds one action or patterns for bash, not both"]],
    });
    const actionFirst = { ...emptyPermissions(), allow: ["Edit"], deny: ["Edit(secrets/**)"] };
    expect(writeOpenCodePermissions(actionFirst)).toEqual({
      value: { edit: "allow" },
      lost: [["/deny/0", "OpenCode holds one action or patterns for edit, not both"]],
    });
  });
});

describe("the re-read of a written Codex config.toml", () => {
  const lowered = async (): Promise<PassContext> => {
    const d = tempDir();
    writeTree(d, { [FILE]: { kind: "file", bytes: '{ "permissions": { "defaultMode": "bypassPermissions" } }\n' } });
    const ctx: PassContext = {
      graph: new Graph(),
      ledger: new LossLedger(),
      input: join(d, FILE),
      target: "settings",
      options: {},
      state: new RunState(),
    };
    ctx.state.set(SETTINGS_TARGET, "codex");
    for (const pass of [settingsFormat.read, settingsFormat.raise!, settingsFormat.lower!])
      expect(await pass.run(ctx)).toEqual([]);
    return ctx;
  };
  const check = (ctx: PassContext, text: string) =>
    settingsFormat.checkOutput![0]!.run({ kind: "file", files: [["", Buffer.from(text)]] }, ctx);

  it("passes the file written, and says an empty file holds none of the permissions written", async () => {
    const ctx = await lowered();
    // Claude Code's bypassPermissions is Codex's never + danger-full-access (src/formats/settings/permissions.ts).
    const written = 'approval_policy = "never"\nsandbox_mode = "danger-full-access"\n';
    expect(Buffer.from(settingsFormat.write.run(ctx).files[0]![1]).toString("utf8")).toBe(written);
    expect(await check(ctx, written)).toEqual([]);
    expect(await check(ctx, "")).toEqual([
      {
        code: "RULES-OUTPUT",
        severity: "error",
        message: "settings: .codex/config.toml holds no permissions, though some were written",
      },
    ]);
  });
});

describe("the settings format's read and summary", () => {
  const readCtx = async (place: string, text: string): Promise<PassContext> => {
    const d = tempDir();
    writeTree(d, { [place]: { kind: "file", bytes: text } });
    const ctx: PassContext = {
      graph: new Graph(),
      ledger: new LossLedger(),
      input: join(d, place),
      options: {},
      state: new RunState(),
    };
    expect(await settingsFormat.read.run(ctx)).toEqual([]);
    return ctx;
  };
  const settingsOf = (ctx: PassContext): unknown => ctx.graph.first("settings.File")?.attrs.settings;

  it("the file node lists the keys other than hooks (and Claude Code's permissions, which it reads)", async () => {
    const claude = '{ "env": {}, "hooks": {}, "permissions": { "allow": ["Read"] }, "model": "x" }\n';
    expect(settingsOf(await readCtx(FILE, claude))).toEqual(["env", "model"]);
    // Cursor's hooks.json has no permissions: a `permissions` key there is only another setting.
    const cursor = '{ "version": 1, "hooks": {}, "permissions": {} }\n';
    expect(settingsOf(await readCtx(".cursor/hooks.json", cursor))).toEqual(["version", "permissions"]);
  });

  it("the summary lists each hook with its event, matcher (when it has one), type and command", async () => {
    const text = JSON.stringify({
      hooks: {
        PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "check.sh" }] }],
        Stop: [{ hooks: [{ type: "command", command: "done.sh" }] }],
      },
      permissions: { allow: ["Read"], deny: ["Bash(rm:*)"], defaultMode: "plan" },
    });
    const ctx = await readCtx(FILE, text);
    // Strict: a hook without a matcher has no matcher key at all (the summary is printed as JSON).
    expect(settingsFormat.summarize!(ctx, [])).toStrictEqual({
      result: {
        tool: "claude",
        file: FILE,
        hooks: [
          { event: "PreToolUse", matcher: "Bash", type: "command", command: "check.sh" },
          { event: "Stop", type: "command", command: "done.sh" },
        ],
        permissions: { allow: 1, ask: 0, deny: 1, additionalDirectories: 0, defaultMode: "plan" },
      },
      summary:
        "settings (Claude Code, .claude/settings.json): ok, 2 hook(s) on PreToolUse, Stop; permissions: 1 allow, 0 ask, 1 deny, default mode plan",
    });
  });
});

describe("a repository's settings files", () => {
  it("Codex's config.toml permissions are read and the file is named among those read", () => {
    const d = tempDir();
    writeTree(d, {
      ".codex/config.toml": {
        kind: "file",
        bytes: 'approval_policy = "on-request"\nsandbox_mode = "workspace-write"\n',
      },
    });
    const r = readRepositorySettings(d);
    expect(r.files).toEqual([".codex/config.toml"]);
    expect(r.permissions.extra).toEqual({
      codex: { approval_policy: "on-request", sandbox_mode: "workspace-write" },
    });
    expect(r.diagnostics).toEqual([]);
  });

  it("a default mode alone is written to Claude Code's permissions; Codex, not wanted, gets nothing and loses nothing", () => {
    const ledger = new LossLedger();
    const planned = planSettingsFiles(
      { hooks: [], permissions: { ...emptyPermissions(), allow: ["Read"], defaultMode: "plan" }, file: "a.aix" },
      (t) => t === "claude-md",
      () => undefined,
      ledger,
    );
    const permissions = { allow: ["Read"], ask: [], deny: [], defaultMode: "plan" };
    expect(planned.map((p) => ({ ...p, text: JSON.parse(p.text) as unknown }))).toEqual([
      { path: ".claude/settings.json", text: { permissions }, target: "claude-md" },
    ]);
    expect(ledger.entries).toEqual([]);
    const modeOnly = planSettingsFiles(
      { hooks: [], permissions: { ...emptyPermissions(), defaultMode: "plan" } },
      (t) => t === "claude-md",
      () => undefined,
      new LossLedger(),
    );
    expect(modeOnly.map((p) => JSON.parse(p.text) as unknown)).toEqual([
      { permissions: { allow: [], ask: [], deny: [], defaultMode: "plan" } },
    ]);
  });
});

describe("what the settings format ledgers", () => {
  const ctxOf = (place: string, text: string, target?: string): PassContext => {
    const d = tempDir();
    writeTree(d, { [place]: { kind: "file", bytes: text } });
    const ctx: PassContext = {
      graph: new Graph(),
      ledger: new LossLedger(),
      input: join(d, place),
      target: "aix",
      options: {},
      state: new RunState(),
    };
    if (target) ctx.state.set(SETTINGS_TARGET, target);
    return ctx;
  };
  const entries = (ctx: PassContext) =>
    ctx.ledger.entries.map(({ pointer, reason, regenerated }) => ({
      pointer,
      reason,
      ...(regenerated ? { regenerated } : {}),
    }));

  it("raise: Cursor's version is regenerated, any other setting is not carried", async () => {
    const ctx = ctxOf(
      ".cursor/hooks.json",
      '{ "version": 1, "hooks": { "stop": [{ "command": "done.sh" }] }, "extra": true }\n',
    );
    for (const pass of [settingsFormat.read, settingsFormat.raise!]) expect(await pass.run(ctx)).toEqual([]);
    expect(entries(ctx)).toEqual([
      {
        pointer: "/version",
        reason: "the hooks file's format version; a writer of Cursor's hooks.json writes its own",
        regenerated: true,
      },
      {
        pointer: "/extra",
        reason: "a setting of .cursor/hooks.json other than its hooks and permissions is not carried",
      },
    ]);
  });

  it("lower: hooks to OpenCode and permissions to Cursor have no file; both are ledgered at their place in the source", async () => {
    const text = JSON.stringify({
      hooks: { Stop: [{ hooks: [{ type: "command", command: "done.sh" }] }] },
      permissions: { allow: ["Read"] },
    });
    const opencode = ctxOf(FILE, text, "opencode");
    for (const pass of [settingsFormat.read, settingsFormat.raise!, settingsFormat.lower!])
      expect(await pass.run(opencode)).toEqual([]);
    expect(entries(opencode)).toEqual([{ pointer: "/hooks", reason: "OpenCode has no hooks agentc writes" }]);
    const cursor = ctxOf(FILE, text, "cursor");
    for (const pass of [settingsFormat.read, settingsFormat.raise!, settingsFormat.lower!])
      expect(await pass.run(cursor)).toEqual([]);
    expect(entries(cursor)).toEqual([
      { pointer: "/permissions", reason: "Cursor has no permissions file agentc writes" },
    ]);
    // Hooks alone to Cursor: nothing is lost.
    const hooksOnly = ctxOf(FILE, JSON.stringify({ hooks: (JSON.parse(text) as { hooks: unknown }).hooks }), "cursor");
    for (const pass of [settingsFormat.read, settingsFormat.raise!, settingsFormat.lower!])
      expect(await pass.run(hooksOnly)).toEqual([]);
    expect(entries(hooksOnly)).toEqual([]);
  });

  it("lower: a lost hook is ledgered at its own place in the source, the eleventh as well as the first", async () => {
    const stop = Array.from({ length: 10 }, (_, i) => ({ hooks: [{ type: "command", command: `s${i}.sh` }] }));
    const text = JSON.stringify({
      hooks: { Stop: stop, Notification: [{ hooks: [{ type: "command", command: "n.sh" }] }] },
    });
    const cursor = ctxOf(FILE, text, "cursor");
    for (const pass of [settingsFormat.read, settingsFormat.raise!, settingsFormat.lower!])
      expect(await pass.run(cursor)).toEqual([]);
    // Cursor's hook events (cursor.com/docs/agent/hooks) have no Notification; the hook is the 11th read (index 10).
    expect(entries(cursor)).toEqual([
      { pointer: "/hooks/Notification/0/hooks/0", reason: "Cursor has no hook event for Notification" },
    ]);
  });
});

describe("writeHooks: core hooks in Gemini CLI's and Cursor's words, and what they cannot hold", () => {
  const hook = (h: Partial<CoreHook> & Pick<CoreHook, "event" | "command">): CoreHook => ({
    group: 0,
    type: "command",
    extra: {},
    ...h,
  });
  const bash = hook({ event: "PreToolUse", matcher: "Bash", command: "a.sh", timeout: 5 });
  const notify = hook({ event: "Notification", command: "n.sh" });

  it("Gemini CLI: its event and tool names, timeouts in milliseconds; another tool's own field is lost", () => {
    // geminicli.com/docs/hooks: BeforeTool is PreToolUse, run_shell_command and read_file are Bash and Read.
    const read = hook({
      event: "PreToolUse",
      matcher: "Read",
      group: 1,
      command: "r.sh",
      extra: { claude: { statusMessage: "x" }, gemini: { name: "reader" } },
    });
    expect(writeHooks("gemini", [bash, notify, read])).toEqual({
      value: {
        BeforeTool: [
          { matcher: "run_shell_command", hooks: [{ type: "command", command: "a.sh", timeout: 5000 }] },
          // Gemini CLI's own field comes back to it; Claude Code's is lost.
          { matcher: "read_file", hooks: [{ type: "command", command: "r.sh", name: "reader" }] },
        ],
        Notification: [{ hooks: [{ type: "command", command: "n.sh" }] }],
      },
      lost: [[2, "x-claude/statusMessage", "claude's own hook setting; gemini does not know it"]],
    });
    const back = readHooks("gemini", writeHooks("gemini", [bash]).value);
    expect(back).toEqual({ hooks: [bash], pointers: ["/hooks/BeforeTool/0/hooks/0"], problems: [] });
  });

  it("Cursor: PreToolUse on Bash is beforeShellExecution; an event it lacks and a matcher it would misread are lost", () => {
    // cursor.com/docs/agent/hooks: beforeShellExecution; Cursor calls Claude Code's Bash tool Shell.
    const shell = hook({ event: "PreToolUse", matcher: "Shell", command: "s.sh" });
    expect(writeHooks("cursor", [bash, notify, shell])).toEqual({
      value: { beforeShellExecution: [{ type: "command", command: "a.sh", timeout: 5 }] },
      lost: [
        [1, "", "Cursor has no hook event for Notification"],
        [2, "", "PreToolUse on Shell would mean PreToolUse on Bash to Cursor"],
      ],
    });
  });
});

describe("a repository's settings files, several at once", () => {
  it("one hook said by two tools is one; a bad group and a file that is not JSON are warnings", () => {
    const d = tempDir();
    const done = { hooks: [{ type: "command", command: "done.sh" }] };
    writeTree(d, {
      [FILE]: {
        kind: "file",
        bytes: JSON.stringify({ hooks: { Stop: [done, "bad"] }, permissions: { allow: ["Read"] } }),
      },
      // Gemini CLI's AfterAgent is Claude Code's Stop (geminicli.com/docs/hooks).
      ".gemini/settings.json": { kind: "file", bytes: JSON.stringify({ hooks: { AfterAgent: [done] } }) },
      ".cursor/hooks.json": { kind: "file", bytes: "not json" },
    });
    const r = readRepositorySettings(d);
    expect(r.hooks).toEqual([{ event: "Stop", group: 0, type: "command", command: "done.sh", extra: {} }]);
    expect(r.permissions.allow).toEqual(["Read"]);
    expect(r.files).toEqual([FILE, ".gemini/settings.json"]);
    expect(r.diagnostics).toEqual([
      {
        code: "RULES-MCP-CONFIG",
        severity: "warning",
        message: ".claude/settings.json/hooks/Stop/1 is not an object; skipped",
        file: join(d, FILE),
      },
      {
        code: "RULES-MCP-CONFIG",
        severity: "warning",
        message: ".cursor/hooks.json is not JSON: its hooks are not imported",
        file: join(d, ".cursor/hooks.json"),
      },
    ]);
  });

  it("a Codex config.toml whose key agentc would have to rewrite is left as it is, and the ledger says why", () => {
    const ledger = new LossLedger();
    // A multi-line string: the span editor rewrites one-line strings only (ir/edit/toml-edit.ts).
    const current = 'approval_policy = """on-request"""\n';
    const why = "approval_policy is not written as a one-line string before the first table; edit it by hand";
    const planned = planSettingsFiles(
      { hooks: [], permissions: { ...emptyPermissions(), defaultMode: "bypassPermissions" }, file: "a.aix" },
      (t) => t === "codex",
      (path) => (path === ".codex/config.toml" ? current : undefined),
      ledger,
    );
    expect(planned).toEqual([]);
    expect(ledger.entries.map(({ pointer, target, reason }) => ({ pointer, target, reason }))).toEqual(
      ["approval_policy", "sandbox_mode"].map((k) => ({
        pointer: "/x-permissions",
        target: "codex",
        reason: `.codex/config.toml was not edited (${why}): ${k} not written`,
      })),
    );
  });
});
