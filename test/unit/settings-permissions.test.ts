// Permissions between Claude Code's settings and OpenCode's `permission`, on real files.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseJsonc } from "../../ir/edit/jsonc-edit.js";
import {
  readClaudePermissions,
  readOpenCodePermissions,
  writeClaudePermissions,
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
});
