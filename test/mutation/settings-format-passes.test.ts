/**
 * The settings format's passes at their edges (src/formats/settings/format.ts): a file that is not
 * JSON, a Codex hooks file (Claude Code's shape, its `permissions` only another setting), the same
 * format written with no tool named (the bytes read), and each pass run with nothing to work on.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSettingsText, settingsFormat } from "../../src/formats/settings/format.js";
import type { PassContext } from "../../src/formats/pass.js";
import { tempDir } from "../support/tmp.js";
import { fileIn, passContext } from "../support/pass-context.js";

const ctxOf = (place: string | undefined, text = ""): PassContext =>
  passContext({ input: place ? fileIn(place, text) : join(tempDir(), "none.json"), target: "aix" });

describe("a settings file that is not JSON", () => {
  it("is one error at the first character that is not JSON, with the way out", () => {
    const r = readSettingsText(".cursor/hooks.json", '{\n  "hooks": ,\n}\n');
    expect("document" in r).toBe(false);
    const [d, ...more] = r.diagnostics;
    expect(more).toEqual([]);
    // The `,` where a value must be: line 2, column 12, worked by hand.
    expect({ ...d, message: undefined }).toEqual({
      code: "RULES-SETTINGS",
      severity: "error",
      message: undefined,
      file: ".cursor/hooks.json",
      line: 2,
      col: 12,
      hint: "fix the JSON; Claude Code and Cursor read it strictly",
    });
    expect(d!.message.startsWith(".cursor/hooks.json is not valid JSON: ")).toBe(true);
  });
});

describe("Codex's .codex/hooks.json", () => {
  const text = JSON.stringify({
    hooks: { PermissionRequest: [{ matcher: "Bash", hooks: [{ type: "command", command: "ok.sh" }] }] },
    permissions: { allow: ["Read"] },
  });

  it("reads its hooks; its permissions key is only another setting, not carried", async () => {
    const ctx = ctxOf(".codex/hooks.json", text);
    for (const pass of [settingsFormat.read, ...settingsFormat.verify, settingsFormat.raise!])
      expect(await pass.run(ctx)).toEqual([]);
    expect(ctx.graph.first("settings.File")?.attrs.settings).toEqual(["permissions"]);
    expect(ctx.graph.has("settings:permissions")).toBe(false);
    expect(ctx.ledger.entries.map(({ pointer, reason }) => ({ pointer, reason }))).toEqual([
      {
        pointer: "/permissions",
        reason: "a setting of .codex/hooks.json other than its hooks and permissions is not carried",
      },
    ]);
    expect(settingsFormat.summarize!(ctx, []).summary).toBe(
      "settings (Codex, .codex/hooks.json): ok, 1 hook(s) on claude:PermissionRequest; permissions: 0 allow, 0 ask, 0 deny",
    );
  });

  it("with no tool named is written back as the bytes read, and the check of a written file has nothing to say", async () => {
    const ctx = ctxOf(".codex/hooks.json", text);
    expect(await settingsFormat.read.run(ctx)).toEqual([]);
    const out = settingsFormat.write.run(ctx);
    expect(Buffer.from(out.files[0]![1]).toString("utf8")).toBe(text);
    expect(await settingsFormat.checkOutput![0]!.run(out, ctx)).toEqual([]);
  });
});

describe("the settings verify pass", () => {
  it("reports what the read found wrong, each at its place", async () => {
    const ctx = ctxOf(".codex/hooks.json", '{ "hooks": { "Stop": {} } }\n');
    expect(await settingsFormat.read.run(ctx)).toEqual([]);
    // The `{` of Stop's value: line 1, column 22, worked by hand.
    expect(await settingsFormat.verify[0]!.run(ctx)).toEqual([
      {
        code: "RULES-SETTINGS",
        severity: "error",
        message: ".codex/hooks.json/hooks/Stop is not a list",
        file: ctx.input,
        pointer: "/hooks/Stop",
        line: 1,
        col: 22,
      },
    ]);
  });
});

describe("the settings passes with nothing to work on", () => {
  it("verify says nothing, raise says there is no file, lower says there is no agent", async () => {
    const ctx = ctxOf(undefined);
    expect(await settingsFormat.verify[0]!.run(ctx)).toEqual([]);
    expect(await settingsFormat.raise!.run(ctx)).toEqual([
      { code: "AGC-NO-INPUT", severity: "error", message: "the graph holds no settings file to raise" },
    ]);
    expect(await settingsFormat.lower!.run(ctx)).toEqual([
      expect.objectContaining({
        code: "AGC-NO-CORE-AGENT",
        severity: "error",
        message:
          "there is no agent whose hooks and permissions could be written (the source holds rules, not an agent)",
      }),
    ]);
  });
});
