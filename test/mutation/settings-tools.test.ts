/**
 * Each tool's hooks and permissions read from its own file and written back (docs/formats.md, "Hooks
 * and permissions"): Gemini CLI's events, tool names and millisecond timeouts, Cursor's events with
 * their matcher, Claude Code's groups and events core has no name for, what each tool cannot hold
 * in the tool's own name, OpenCode's and Codex's permissions with every loss; and the settings
 * format's lowering, its check of the written file, its outputs and what it detects.
 */
import { describe, expect, it } from "vitest";
import { readSettingsText, settingsFormat, settingsOutputFor } from "../../src/formats/settings/format.js";
import { SETTINGS_TARGET, settingsRootOf } from "../../src/formats/settings/settings-files.js";
import {
  readOpenCodePermissions,
  writeCodexPermissions,
  writeOpenCodePermissions,
} from "../../src/formats/settings/permissions.js";
import { readHooks, writeHooks } from "../../src/formats/settings/hooks.js";
import { emptyPermissions, type CoreHook } from "../../ir/dialects/core/settings.js";
import type { PassContext } from "../../src/formats/pass.js";
import { fileIn, passContext } from "../support/pass-context.js";

const FILE = ".claude/settings.json";
const cmd = (command: string, more: Record<string, unknown> = {}) => ({ type: "command", command, ...more });

describe("Gemini CLI's hooks (geminicli.com/docs/hooks)", () => {
  // BeforeTool is PreToolUse, run_shell_command is Bash, PreCompress is PreCompact, timeouts in milliseconds.
  const value = {
    BeforeTool: [{ matcher: "run_shell_command", hooks: [cmd("check.sh", { timeout: 5000 })] }],
    PreCompress: [{ hooks: [cmd("c.sh")] }],
    Custom: [{ hooks: [{ command: "u.sh", name: "mine" }] }],
  };
  const read = readHooks("gemini", value);

  it("read in Claude Code's events and tool names, seconds; an event of its own kept as Gemini CLI's", () => {
    expect(read).toEqual({
      hooks: [
        { event: "PreToolUse", matcher: "Bash", group: 0, type: "command", command: "check.sh", timeout: 5, extra: {} },
        { event: "PreCompact", group: 0, type: "command", command: "c.sh", extra: {} },
        {
          event: "gemini:Custom",
          group: 0,
          type: "command",
          command: "u.sh",
          extra: { gemini: { name: "mine", type: null } },
        },
      ],
      pointers: ["/hooks/BeforeTool/0/hooks/0", "/hooks/PreCompress/0/hooks/0", "/hooks/Custom/0/hooks/0"],
      problems: [],
    });
  });

  it("written back to Gemini CLI as it was; to Claude Code with its own event and fields lost", () => {
    expect(writeHooks("gemini", read.hooks)).toEqual({ value, lost: [] });
    expect(writeHooks("claude", read.hooks)).toEqual({
      value: {
        PreToolUse: [{ matcher: "Bash", hooks: [cmd("check.sh", { timeout: 5 })] }],
        PreCompact: [{ hooks: [cmd("c.sh")] }],
      },
      lost: [
        [2, "x-gemini/name", "gemini's own hook setting; claude does not know it"],
        [2, "x-gemini/type", "gemini's own hook setting; claude does not know it"],
        [2, "", "Claude Code has no hook event for gemini:Custom"],
      ],
    });
  });

  it("a matcher naming Gemini CLI's own tool would read back as another: lost, saying what it would mean", () => {
    const h: CoreHook = { event: "PreToolUse", matcher: "run_shell_command", group: 0, type: "command", extra: {} };
    expect(writeHooks("gemini", [h])).toEqual({
      value: {},
      lost: [[0, "", "PreToolUse on run_shell_command would mean PreToolUse on Bash to Gemini CLI"]],
    });
  });
});

describe("Cursor's hooks (cursor.com/docs/agent/hooks)", () => {
  const value = {
    beforeShellExecution: [{ command: "a.sh" }],
    afterFileEdit: [{ command: "f.sh", timeout: 3 }],
    preToolUse: [{ command: "p.sh", matcher: "Shell" }],
    beforeTabFileRead: [{ command: "t.sh" }],
  };

  it("read as Claude Code's event and matcher, Cursor's own spelling kept where the mapping would not give it back", () => {
    const read = readHooks("cursor", value);
    const untyped = { cursor: { type: null } };
    expect(read).toEqual({
      hooks: [
        { event: "PreToolUse", matcher: "Bash", group: 0, type: "command", command: "a.sh", extra: untyped },
        {
          event: "PostToolUse",
          matcher: "Edit|Write|MultiEdit",
          group: 0,
          type: "command",
          command: "f.sh",
          timeout: 3,
          extra: untyped,
        },
        {
          event: "PreToolUse",
          matcher: "Bash",
          group: 0,
          type: "command",
          command: "p.sh",
          extra: { cursor: { event: "preToolUse", matcher: "Shell", type: null } },
        },
        { event: "cursor:beforeTabFileRead", group: 0, type: "command", command: "t.sh", extra: untyped },
      ],
      pointers: [
        "/hooks/beforeShellExecution/0",
        "/hooks/afterFileEdit/0",
        "/hooks/preToolUse/0",
        "/hooks/beforeTabFileRead/0",
      ],
      problems: [],
    });
    expect(writeHooks("cursor", read.hooks)).toEqual({ value, lost: [] });
  });
});

describe("Claude Code's hooks (docs.claude.com/en/docs/claude-code/hooks)", () => {
  it("groups, a group's own field and an event core has no name for come back as they were", () => {
    const value = {
      PreToolUse: [
        { matcher: "Edit|Write", hooks: [cmd("a.sh", { timeout: 10 }), cmd("b.sh")] },
        { matcher: "Bash", hooks: [{ type: "prompt", command: "c" }], note: "x" },
      ],
      FutureEvent: [{ hooks: [cmd("f.sh")] }],
    };
    const read = readHooks("claude", value);
    expect(read.hooks).toEqual([
      {
        event: "PreToolUse",
        matcher: "Edit|Write",
        group: 0,
        type: "command",
        command: "a.sh",
        timeout: 10,
        extra: {},
      },
      { event: "PreToolUse", matcher: "Edit|Write", group: 0, type: "command", command: "b.sh", extra: {} },
      {
        event: "PreToolUse",
        matcher: "Bash",
        group: 1,
        type: "prompt",
        command: "c",
        extra: { claude: { "group:note": "x" } },
      },
      { event: "claude:FutureEvent", group: 0, type: "command", command: "f.sh", extra: {} },
    ]);
    expect(writeHooks("claude", read.hooks)).toEqual({ value, lost: [] });
  });

  it("names every part of a hooks value that is not the shape, and reads the rest", () => {
    expect(readHooks("claude", []).problems).toEqual([["/hooks", "is not an object of events"]]);
    expect(readHooks("claude", { "a/b": 1, Stop: [{ matcher: "x" }, { hooks: [1, cmd("ok.sh")] }] }, "/h")).toEqual({
      hooks: [{ event: "Stop", group: 1, type: "command", command: "ok.sh", extra: {} }],
      pointers: ["/h/Stop/1/hooks/1"],
      problems: [
        ["/h/a~1b", "is not a list"],
        ["/h/Stop/0/hooks", "is missing or not a list"],
        ["/h/Stop/1/hooks/0", "is not an object"],
      ],
    });
  });
});

describe("OpenCode's permission (opencode.ai/docs/permissions)", () => {
  it("per tool an action or patterns; keys with no Claude Code tool stay OpenCode's own, and come back", () => {
    const value = { bash: "allow", edit: { "src/**": "deny" }, mcp_x: "ask", webfetch: "maybe" };
    const p = readOpenCodePermissions(value);
    expect(p).toEqual({
      ...emptyPermissions(),
      allow: ["Bash"],
      deny: ["Edit(src/**)"],
      extra: { opencode: { mcp_x: "ask", webfetch: "maybe" } },
    });
    expect(writeOpenCodePermissions(p)).toEqual({ value, lost: [] });
  });

  it("one action for everything is a string, alone or under `*` beside rules", () => {
    const all = readOpenCodePermissions("ask");
    expect(all).toEqual({ ...emptyPermissions(), extra: { opencode: { "x-all": "ask" } } });
    expect(writeOpenCodePermissions(all)).toEqual({ value: "ask", lost: [] });
    expect(writeOpenCodePermissions({ ...all, allow: ["Read"] })).toEqual({
      value: { read: "allow", "*": "ask" },
      lost: [],
    });
  });

  it("what OpenCode cannot hold, each at its pointer with why", () => {
    const p = {
      ...emptyPermissions(),
      allow: ["mcp__x", "Read"],
      deny: ["Read(secret/**)"],
      additionalDirectories: ["../lib"],
      defaultMode: "plan",
      extra: { codex: { sandbox_mode: "read-only" } },
    };
    expect(writeOpenCodePermissions(p)).toEqual({
      value: { read: "allow" },
      lost: [
        ["/x-codex/sandbox_mode", "codex's own permission setting; opencode does not know it"],
        ["/allow/0", "OpenCode has no permission for mcp__x"],
        ["/deny/0", "OpenCode holds one action or patterns for read, not both"],
        ["/additionalDirectories/0", "OpenCode's permission has no additional directories"],
        ["/defaultMode", "OpenCode's permission has no default mode"],
      ],
    });
  });
});

describe("Codex's permission keys (approval_policy, sandbox_mode)", () => {
  it("what Codex cannot hold, each at its pointer with why", () => {
    const p = {
      ...emptyPermissions(),
      allow: ["Read"],
      additionalDirectories: ["../x"],
      defaultMode: "plan",
      extra: { opencode: { "x-all": "ask" } },
    };
    expect(writeCodexPermissions(p)).toEqual({
      value: {},
      lost: [
        ["/x-opencode/x-all", "opencode's own permission setting; codex does not know it"],
        ["/defaultMode", "Codex has no mode that means Claude Code's plan"],
        ["/allow/0", "Codex has no per-tool permission rules (only approval_policy and sandbox_mode): Read"],
        ["/additionalDirectories/0", "Codex's writable roots apply only to its workspace-write sandbox; not mapped"],
      ],
    });
  });

  it("Codex's own keys win over Claude Code's bypassPermissions, and the loss says so", () => {
    const p = {
      ...emptyPermissions(),
      defaultMode: "bypassPermissions",
      extra: { codex: { approval_policy: "on-request" } },
    };
    expect(writeCodexPermissions(p)).toEqual({
      value: { approval_policy: "on-request" },
      lost: [
        [
          "/defaultMode",
          `Codex's own approval_policy = "on-request" kept; Claude Code's bypassPermissions not written over it`,
        ],
      ],
    });
  });
});

describe("the settings format's lowering and its check of the written file", () => {
  const ctxOf = (text: string, target: string): PassContext => {
    const ctx = passContext({ input: fileIn(FILE, text), target: "settings" });
    ctx.state.set(SETTINGS_TARGET, target);
    return ctx;
  };
  const run = async (ctx: PassContext) => {
    for (const pass of [settingsFormat.read, settingsFormat.raise!]) expect(await pass.run(ctx)).toEqual([]);
    return settingsFormat.lower!.run(ctx);
  };
  const check = (ctx: PassContext, text: string) =>
    settingsFormat.checkOutput![0]!.run({ kind: "file", files: [["", Buffer.from(text)]] }, ctx);
  const hooksAndPermissions = JSON.stringify({
    hooks: { Stop: [{ hooks: [cmd("done.sh")] }] },
    permissions: { allow: ["Read"] },
  });

  it("a file the target tool cannot hold any of is an error pointing at the ledger", async () => {
    const ctx = ctxOf(JSON.stringify({ permissions: { allow: ["Read"] } }), "cursor");
    expect(await run(ctx)).toEqual([
      {
        code: "AGC-NO-CORE-AGENT",
        severity: "error",
        message: "the source holds no hooks or permissions Cursor can hold; nothing to write",
        hint: "see the loss ledger (--json) for what was left out",
      },
    ]);
  });

  it("Cursor's hooks.json: written with its version; not JSON, or without the hooks written, is an error", async () => {
    const ctx = ctxOf(hooksAndPermissions, "cursor");
    expect(await run(ctx)).toEqual([]);
    const written = Buffer.from(settingsFormat.write.run(ctx).files[0]![1]).toString("utf8");
    expect(JSON.parse(written)).toEqual({ version: 1, hooks: { stop: [cmd("done.sh")] } });
    expect(await check(ctx, written)).toEqual([]);
    expect(await check(ctx, "{")).toEqual([
      { code: "RULES-OUTPUT", severity: "error", message: "settings: the written .cursor/hooks.json is not JSON" },
    ]);
    expect((await check(ctx, '{ "version": 1, "hooks": {} }\n')).map((d) => d.message)).toEqual([
      "settings: .cursor/hooks.json, re-read and written again, differs: a hook or permission does not read back as written",
      "settings: .cursor/hooks.json holds no hooks, though 1 were written",
    ]);
  });

  it("Claude Code's settings.json without the permissions written is an error", async () => {
    const ctx = ctxOf(hooksAndPermissions, "claude-md");
    expect(await run(ctx)).toEqual([]);
    const hooksOnly = `${JSON.stringify({ hooks: { Stop: [{ hooks: [cmd("done.sh")] }] } }, null, 2)}\n`;
    // The hooks alone write back to the same bytes: only the missing permissions are said.
    expect((await check(ctx, hooksOnly)).map((d) => d.message)).toEqual([
      "settings: .claude/settings.json holds no permissions, though some were written",
    ]);
  });

  it("a summary with no file read says only ok or FAIL", () => {
    const ctx = passContext({ input: FILE });
    expect(settingsFormat.summarize!(ctx, [])).toEqual({ summary: "settings: ok" });
    expect(settingsFormat.summarize!(ctx, [{ code: "RULES-SETTINGS", severity: "error", message: "x" }])).toEqual({
      summary: "settings: FAIL",
    });
  });
});

describe("the settings files the format reads and writes, by place", () => {
  it("detects each tool's settings file, on either slash", () => {
    for (const p of [
      "r/.claude/settings.json",
      ".claude/settings.local.json",
      "a\\.cursor\\hooks.json",
      ".codex/hooks.json",
      ".gemini/settings.json",
    ])
      expect(settingsFormat.detect!(p), p).toBe(true);
    for (const p of ["settings.json", ".claude/settings.jsonc", "x.claude/settings.json", ".cursor/mcp.json"])
      expect(settingsFormat.detect!(p), p).toBe(false);
  });

  it("writes where each tool reads, in the input's repository", () => {
    const input = "/r/.claude/settings.json";
    expect(settingsRootOf(input)).toBe("/r");
    expect(settingsRootOf("/r/opencode.json")).toBe("/r");
    expect(settingsOutputFor(input, "codex")).toBe("/r/.codex/config.toml");
    expect(settingsOutputFor(input, "cursor")).toBe("/r/.cursor/hooks.json");
    expect(settingsOutputFor(input, "gemini-md")).toBe("/r/.gemini/settings.json");
    expect(settingsOutputFor(input, "opencode")).toBe("/r/opencode.json");
    expect(settingsOutputFor(input, "aix")).toBeUndefined();
  });

  it("permissions that are not an object are one error at their place", () => {
    const r = readSettingsText(FILE, '{\n  "permissions": []\n}\n');
    expect(r.diagnostics).toEqual([
      {
        code: "RULES-SETTINGS",
        severity: "error",
        message: ".claude/settings.json/permissions is not an object",
        file: FILE,
        pointer: "/permissions",
        line: 2,
        col: 18,
      },
    ]);
  });
});
