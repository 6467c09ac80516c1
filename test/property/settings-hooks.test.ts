/**
 * Hooks round-trip through core for each tool: any `hooks` value of a tool's shape (random events,
 * known and unknown; random matchers; handler and group fields only that tool knows) read into
 * core and written back for the same tool is the same value. Across tools, a hook either arrives
 * with the same meaning (event, matcher, command, timeout) when read back, or is in the losses.
 * Floors: most generated hooks use mapped events, and cross-tool conversions carry some hooks.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readHooks, writeHooks, type HookTool } from "../../src/formats/settings/hooks.js";
import { repoRoot } from "../support/corpus.js";

const EVENTS: Record<HookTool, string[]> = {
  claude: [
    "PreToolUse",
    "PostToolUse",
    "UserPromptSubmit",
    "Stop",
    "SubagentStop",
    "SessionStart",
    "SessionEnd",
    "PreCompact",
    "Notification",
    "PermissionRequest",
  ],
  gemini: [
    "BeforeTool",
    "AfterTool",
    "BeforeAgent",
    "AfterAgent",
    "SessionStart",
    "SessionEnd",
    "PreCompress",
    "Notification",
    "BeforeModel",
  ],
  cursor: [
    "beforeShellExecution",
    "afterShellExecution",
    "beforeMCPExecution",
    "afterFileEdit",
    "beforeReadFile",
    "beforeSubmitPrompt",
    "preToolUse",
    "postToolUse",
    "stop",
    "sessionStart",
    "subagentStart",
  ],
  // Codex's (developers.openai.com/codex/hooks): Claude Code's names, three of them Claude Code's own in core; TurnAborted is not one of its events (kept as Codex's own).
  codex: [
    "PreToolUse",
    "PermissionRequest",
    "PostToolUse",
    "PreCompact",
    "PostCompact",
    "UserPromptSubmit",
    "SubagentStop",
    "Stop",
    "SessionStart",
    "SubagentStart",
    "TurnAborted",
  ],
};
const MATCHERS = ["Bash", "Edit|Write", "", "mcp__.*", "Shell", "run_shell_command", "Notebook.*"];
const extraKey = fc.constantFrom("if", "name", "description", "statusMessage", "async", "x_custom");
const extraValue = fc.oneof(fc.string({ maxLength: 8 }), fc.boolean(), fc.integer({ min: 0, max: 9 }));

const handler = (tool: HookTool) =>
  fc
    .record(
      {
        type: tool === "cursor" ? fc.constantFrom("command", "prompt") : fc.constantFrom("command", "prompt", "http"),
        command: fc.string({ minLength: 1, maxLength: 12 }),
        timeout: fc.integer({ min: 1, max: 600 }),
        extras: fc.dictionary(extraKey, extraValue, { maxKeys: 2 }),
      },
      { requiredKeys: ["command", "extras"] },
    )
    .map(({ extras, ...h }) => ({ ...h, ...extras }));

function hooksValue(tool: HookTool): fc.Arbitrary<Record<string, unknown[]>> {
  const matcher = fc.option(fc.constantFrom(...MATCHERS), { nil: undefined });
  const entry =
    tool === "cursor"
      ? fc.tuple(handler(tool), matcher).map(([h, m]) => ({ ...h, ...(m !== undefined ? { matcher: m } : {}) }))
      : fc
          .record({
            m: matcher,
            hooks: fc.array(handler(tool), { minLength: 1, maxLength: 3 }),
            sequential: fc.option(fc.boolean(), { nil: undefined }),
          })
          .map(({ m, hooks, sequential }) => ({
            ...(m !== undefined ? { matcher: m } : {}),
            hooks,
            ...(sequential !== undefined ? { sequential } : {}),
          }));
  return fc.dictionary(fc.constantFrom(...EVENTS[tool]), fc.array(entry, { minLength: 1, maxLength: 3 }), {
    minKeys: 1,
    maxKeys: 4,
  });
}

const TOOLS: HookTool[] = ["claude", "gemini", "cursor", "codex"];

describe("hooks through core", () => {
  for (const tool of TOOLS) {
    it(`${tool}: read then written back is the same value (extra fields and unmapped events included)`, () => {
      let mapped = 0;
      let total = 0;
      fc.assert(
        fc.property(hooksValue(tool), (value) => {
          const read = readHooks(tool, value);
          expect(read.problems).toEqual([]);
          total += read.hooks.length;
          // Unmapped: held as this tool's own event (Codex's PermissionRequest is Claude Code's too, `claude:PermissionRequest`: mapped).
          mapped += read.hooks.filter((h) => !h.event.startsWith(`${tool}:`)).length;
          const back = writeHooks(tool, read.hooks);
          expect(back.lost).toEqual([]);
          expect(back.value).toEqual(value);
        }),
        { numRuns: 300, seed: 33 },
      );
      expect(total).toBeGreaterThan(600);
      expect(mapped / total).toBeGreaterThan(0.6);
    });
  }

  it("across tools, a hook arrives with the same event, matcher, command and timeout, or is named in the losses", () => {
    let carried = 0;
    for (const from of TOOLS)
      for (const to of TOOLS) {
        if (from === to) continue;
        fc.assert(
          fc.property(hooksValue(from), (value) => {
            const core = readHooks(from, value).hooks;
            const out = writeHooks(to, core);
            const lostAt = new Set(out.lost.filter(([, field]) => field === "").map(([i]) => i));
            const again = readHooks(to, out.value).hooks;
            const kept = core.filter((_, i) => !lostAt.has(i));
            expect(again.length).toBe(kept.length);
            const meaning = (h: (typeof core)[number]) =>
              JSON.stringify([h.event, h.matcher ?? null, h.command, h.timeout ?? null, h.type]);
            expect(again.map(meaning).sort()).toEqual(kept.map(meaning).sort());
            carried += kept.length;
          }),
          { numRuns: 100, seed: 7 },
        );
      }
    expect(carried).toBeGreaterThan(300);
  });

  it("a real Claude Code settings file's hooks come back as they were; Cursor gets them as its events", () => {
    for (const rel of [
      "0xMiden__note-transport-service/.claude/settings.json",
      "getsentry__sentry-javascript/.claude/settings.json",
    ]) {
      const doc = JSON.parse(readFileSync(join(repoRoot, "test/fixtures/realworld", rel), "utf8")) as {
        hooks?: unknown;
      };
      if (doc.hooks === undefined) continue;
      const read = readHooks("claude", doc.hooks);
      expect(read.hooks.length, rel).toBeGreaterThan(0);
      expect(writeHooks("claude", read.hooks).value).toEqual(doc.hooks);
    }
    const miden = JSON.parse(
      readFileSync(
        join(repoRoot, "test/fixtures/realworld/0xMiden__note-transport-service/.claude/settings.json"),
        "utf8",
      ),
    ) as { hooks: unknown };
    const cursor = writeHooks("cursor", readHooks("claude", miden.hooks).hooks);
    expect(Object.keys(cursor.value).sort()).toEqual(["afterShellExecution", "beforeShellExecution"]);
    expect(cursor.value.beforeShellExecution).toHaveLength(3);
    // Claude Code's `if` is its own: named in the losses for Cursor, by hook and field.
    expect(cursor.lost.map(([i, f]) => `${i} ${f}`)).toContain("0 x-claude/if");
  });
});
