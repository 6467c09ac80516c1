// Permissions between Claude Code's settings and OpenCode's `permission`, on real files.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseJsonc } from "../../ir/edit/jsonc-edit.js";
import {
  readClaudePermissions,
  readCodexPermissions,
  readOpenCodePermissions,
  writeClaudePermissions,
  writeCodexPermissions,
  writeOpenCodePermissions,
} from "../../src/formats/settings/permissions.js";
import { repoRoot } from "../support/corpus.js";

const sentry = JSON.parse(
  readFileSync(join(repoRoot, "test/fixtures/realworld/getsentry__sentry-javascript/.claude/settings.json"), "utf8"),
) as { permissions: Record<string, string[]> };
const opencode = parseJsonc(
  readFileSync(join(repoRoot, "test/fixtures/settings/anomalyco__opencode/.opencode/opencode.jsonc"), "utf8"),
)!.value as { permission: unknown };

describe("permissions", () => {
  it("Claude Code's permissions come back as they were (lists it spelled out, empty ones too)", () => {
    const p = readClaudePermissions(sentry.permissions);
    expect(p.allow.length).toBeGreaterThan(5);
    expect(writeClaudePermissions(p).value).toEqual(sentry.permissions);
    const withExtra = {
      allow: ["Bash(npm run test:*)"],
      deny: [],
      defaultMode: "acceptEdits",
      disableBypassPermissionsMode: "disable",
    };
    expect(writeClaudePermissions(readClaudePermissions(withExtra)).value).toEqual(withExtra);
  });

  it("OpenCode's permission comes back as it was, and reads as Claude Code's rules", () => {
    const p = readOpenCodePermissions(opencode.permission);
    expect(p.deny).toEqual(["Edit(packages/opencode/migration/*)"]);
    expect(writeOpenCodePermissions(p).value).toEqual(opencode.permission);
    expect(writeClaudePermissions(p).value).toEqual({
      allow: [],
      ask: [],
      deny: ["Edit(packages/opencode/migration/*)"],
    });
  });

  it("OpenCode's one action for everything stays OpenCode's own", () => {
    expect(writeOpenCodePermissions(readOpenCodePermissions("ask")).value).toBe("ask");
    expect(writeClaudePermissions(readOpenCodePermissions("ask")).lost).toEqual([
      ["/x-opencode/x-all", "opencode's own permission setting; claude does not know it"],
    ]);
  });

  it("Claude Code's rules in OpenCode: Bash prefixes as patterns, the rest named in the losses", () => {
    const p = readClaudePermissions({
      allow: ["Bash(git status:*)", "WebFetch", "mcp__github__list"],
      ask: ["Bash(git push:*)"],
      deny: ["Read(.env)"],
      additionalDirectories: ["../docs"],
    });
    const out = writeOpenCodePermissions(p);
    expect(out.value).toEqual({
      bash: { "git status *": "allow", "git push *": "ask" },
      webfetch: "allow",
      read: { ".env": "deny" },
    });
    expect(out.lost.map(([at]) => at)).toEqual(["/allow/2", "/additionalDirectories/0"]);
    // …and back: the same rules.
    const back = readOpenCodePermissions(out.value);
    expect([...back.allow, ...back.ask, ...back.deny].sort()).toEqual([
      "Bash(git push:*)",
      "Bash(git status:*)",
      "Read(.env)",
      "WebFetch",
    ]);
  });

  describe("what OpenCode and Codex cannot hold, each loss with its reason", () => {
    const p = {
      allow: ["Read", "Bash(git push:*)", "mcp__x"],
      ask: ["Edit"],
      deny: [],
      additionalDirectories: ["../lib"],
      defaultMode: "acceptEdits",
      extra: { claude: { "x-lists": "allow,ask" }, codex: { approval_policy: "on-request" } },
    };

    it("OpenCode: a rule of a tool it has no key for, the directories, the mode, Codex's own setting", () => {
      expect(writeOpenCodePermissions(p)).toEqual({
        value: { read: "allow", bash: { "git push *": "allow" }, edit: "ask" },
        lost: [
          ["/x-codex/approval_policy", "codex's own permission setting; opencode does not know it"],
          ["/allow/2", "OpenCode has no permission for mcp__x"],
          ["/additionalDirectories/0", "OpenCode's permission has no additional directories"],
          ["/defaultMode", "OpenCode's permission has no default mode"],
        ],
      });
    });

    it("Codex: its own approval_policy is written; every rule, the directories and a mode it has none for are lost", () => {
      const rule = (r: string) =>
        `Codex has no per-tool permission rules (only approval_policy and sandbox_mode): ${r}`;
      expect(writeCodexPermissions(p)).toEqual({
        value: { approval_policy: "on-request" },
        lost: [
          ["/defaultMode", "Codex has no mode that means Claude Code's acceptEdits"],
          ["/allow/0", rule("Read")],
          ["/allow/1", rule("Bash(git push:*)")],
          ["/allow/2", rule("mcp__x")],
          ["/ask/0", rule("Edit")],
          ["/additionalDirectories/0", "Codex's writable roots apply only to its workspace-write sandbox; not mapped"],
        ],
      });
    });

    it("Codex: never with danger-full-access is Claude Code's bypassPermissions, both ways; other values are Codex's own", () => {
      // docs.claude.com/en/docs/claude-code/settings: bypassPermissions skips every prompt; Codex's pair runs with no prompt and no sandbox.
      const bypass = readCodexPermissions({
        approval_policy: "never",
        sandbox_mode: "danger-full-access",
        model: "o3",
      });
      expect(bypass).toEqual({ ...readClaudePermissions({}), defaultMode: "bypassPermissions", extra: {} });
      expect(writeCodexPermissions(bypass)).toEqual({
        value: { approval_policy: "never", sandbox_mode: "danger-full-access" },
        lost: [],
      });
      const own = readCodexPermissions({ approval_policy: "never", sandbox_mode: "read-only" });
      expect(own.defaultMode).toBeUndefined();
      expect(own.extra).toEqual({ codex: { approval_policy: "never", sandbox_mode: "read-only" } });
      expect(writeCodexPermissions(own).value).toEqual({ approval_policy: "never", sandbox_mode: "read-only" });
      expect(readCodexPermissions(["not", "a", "table"])).toEqual(readClaudePermissions(undefined));
      // Claude Code's bypass merged with Codex's own keys: Codex keeps its keys, and the bypass it drops is ledgered.
      expect(writeCodexPermissions({ ...own, defaultMode: "bypassPermissions" })).toEqual({
        value: { approval_policy: "never", sandbox_mode: "read-only" },
        lost: [
          [
            "/defaultMode",
            `Codex's own approval_policy = "never", sandbox_mode = "read-only" kept; Claude Code's bypassPermissions not written over it`,
          ],
        ],
      });
    });
  });
});
