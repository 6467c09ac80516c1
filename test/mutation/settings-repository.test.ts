/**
 * A repository's settings files (src/formats/settings/settings-files.ts) as `agentc import` reads
 * them and `aigx export` writes them back: every tool's file read into one set of hooks and
 * permissions (a hook two tools hold once, each tool's own fields kept), every file that is not the
 * shape a warning, and every tool's file written back by editing only the key agentc owns, with the
 * whole ledger of what a tool cannot hold.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  planSettingsFiles,
  readRepositorySettings,
  settingsOfAgents,
  settingsSections,
} from "../../src/formats/settings/settings-files.js";
import { emptyPermissions } from "../../ir/dialects/core/settings.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { tempDir } from "../support/tmp.js";
import { writeTree } from "../support/setup.js";

const cmd = (command: string, more: Record<string, unknown> = {}) => ({ type: "command", command, ...more });

const FILES: Record<string, string> = {
  ".claude/settings.json": `${JSON.stringify({
    model: "x",
    hooks: { Stop: [{ hooks: [cmd("done.sh")] }] },
    permissions: { allow: ["Read"], deny: [] },
  })}\n`,
  // Gemini CLI's AfterAgent is Claude Code's Stop: the same hook as Claude Code's, with a field of its own.
  ".gemini/settings.json": `${JSON.stringify({
    hooks: { AfterAgent: [{ hooks: [cmd("done.sh", { name: "g" })] }], BeforeTool: "x" },
  })}\n`,
  ".cursor/hooks.json": "{ not json",
  "opencode.json": `${JSON.stringify({ $schema: "https://opencode.ai/config.json", permission: { bash: "ask", read: "allow" } })}\n`,
};

describe("a repository's settings files", () => {
  const repo = tempDir();
  writeTree(repo, Object.fromEntries(Object.entries(FILES).map(([k, v]) => [k, { kind: "file" as const, bytes: v }])));
  const read = readRepositorySettings(repo);

  it("are read into one set: a hook two tools hold is one, each tool's fields kept; every fault a warning", () => {
    expect(read).toEqual({
      hooks: [{ event: "Stop", group: 0, type: "command", command: "done.sh", extra: { gemini: { name: "g" } } }],
      permissions: {
        ...emptyPermissions(),
        allow: ["Read"],
        ask: ["Bash"],
        // The file spelled out allow and deny, not ask: written back so.
        extra: { claude: { "x-lists": "allow,deny" } },
      },
      files: [".claude/settings.json", ".gemini/settings.json", "opencode.json"],
      diagnostics: [
        {
          code: "RULES-MCP-CONFIG",
          severity: "warning",
          message: ".gemini/settings.json/hooks/BeforeTool is not a list; skipped",
          file: join(repo, ".gemini/settings.json"),
        },
        {
          code: "RULES-MCP-CONFIG",
          severity: "warning",
          message: ".cursor/hooks.json is not JSON: its hooks are not imported",
          file: join(repo, ".cursor/hooks.json"),
        },
      ],
    });
    expect(settingsSections(read)).toEqual({ "x-hooks": read.hooks, "x-permissions": read.permissions });
    expect(settingsSections({ hooks: [], permissions: emptyPermissions() })).toEqual({});
  });

  it("are written back at the key agentc owns, other keys kept, a file that is not JSON left alone; the ledger says what each tool lost", () => {
    const ledger = new LossLedger();
    const planned = planSettingsFiles(
      read,
      () => true,
      (p) => FILES[p],
      ledger,
    );
    expect(planned.map((p) => ({ ...p, text: JSON.parse(p.text) as unknown }))).toEqual([
      {
        path: ".claude/settings.json",
        target: "claude-md",
        text: {
          model: "x",
          hooks: { Stop: [{ hooks: [cmd("done.sh")] }] },
          permissions: { allow: ["Read"], ask: ["Bash"], deny: [] },
        },
      },
      {
        path: ".gemini/settings.json",
        target: "gemini-md",
        text: { hooks: { AfterAgent: [{ hooks: [cmd("done.sh", { name: "g" })] }] } },
      },
      {
        path: "opencode.json",
        target: "opencode",
        text: { $schema: "https://opencode.ai/config.json", permission: { read: "allow", bash: "ask" } },
      },
      { path: ".codex/hooks.json", target: "codex", text: { hooks: { Stop: [{ hooks: [cmd("done.sh")] }] } } },
    ]);
    const lostName = (tool: string) => `gemini's own hook setting; ${tool} does not know it`;
    const rules = "Codex has no per-tool permission rules (only approval_policy and sandbox_mode)";
    expect(ledger.entries.map(({ pointer, file, target, reason }) => ({ pointer, file, target, reason }))).toEqual([
      {
        pointer: "/x-hooks/0/extra/gemini/name",
        file: "agents/project.aix",
        target: "claude-md",
        reason: lostName("claude"),
      },
      {
        pointer: "/x-hooks/0/extra/gemini/name",
        file: "agents/project.aix",
        target: "cursor",
        reason: lostName("cursor"),
      },
      {
        pointer: "/x-hooks/0/extra/gemini/name",
        file: "agents/project.aix",
        target: "codex",
        reason: lostName("codex"),
      },
      { pointer: "/x-permissions/allow/0", file: "agents/project.aix", target: "codex", reason: `${rules}: Read` },
      { pointer: "/x-permissions/ask/0", file: "agents/project.aix", target: "codex", reason: `${rules}: Bash` },
    ]);
  });
});

describe("the settings the genome's agents hold", () => {
  it("are every agent's hooks, and their permissions merged, ledgered against the first agent that has any", () => {
    const hook = { event: "Stop", group: 0, type: "command", command: "a.sh" };
    const agents = [
      { file: "agents/none.aix", doc: fromPlain({ name: "none" }) as JsonObject },
      {
        file: "agents/a.aix",
        doc: fromPlain({ "x-hooks": [hook], "x-permissions": { allow: ["Read"], defaultMode: "plan" } }) as JsonObject,
      },
      {
        file: "agents/b.aix",
        doc: fromPlain({
          "x-hooks": [{ ...hook, command: "b.sh", extra: { cursor: { type: null } } }],
          "x-permissions": { allow: ["Read", "Grep"], deny: ["Bash"], defaultMode: "acceptEdits" },
        }) as JsonObject,
      },
    ];
    expect(settingsOfAgents(agents)).toEqual({
      hooks: [
        { ...hook, extra: {} },
        { ...hook, command: "b.sh", extra: { cursor: { type: null } } },
      ],
      permissions: { ...emptyPermissions(), allow: ["Read", "Grep"], deny: ["Bash"], defaultMode: "plan" },
      file: "agents/a.aix",
    });
    expect(settingsOfAgents([agents[0]!])).toEqual({ hooks: [], permissions: emptyPermissions() });
  });
});
