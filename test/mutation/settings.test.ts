/**
 * The settings format (src/formats/settings/) in this process: every diagnostic of a malformed
 * `.claude/settings.json` (code, pointer, line:col, message), OpenCode's one-action-or-patterns rule
 * in the loss list, and the check that re-reads a written Codex config.toml.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSettingsText, settingsFormat } from "../../src/formats/settings/format.js";
import { SETTINGS_TARGET } from "../../src/formats/settings/settings-files.js";
import { writeOpenCodePermissions } from "../../src/formats/settings/permissions.js";
import { emptyPermissions } from "../../ir/dialects/core/settings.js";
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
      '  "permissions": { "allow": ["Read"], "deny": "Bash" }',
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
        message: ".claude/settings.json/permissions/deny is not a list of strings",
        file: FILE,
        pointer: "/permissions/deny",
        line: 9,
        col: 47,
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
