// `agentc convert .claude/settings.json --to cursor|gemini-cli|opencode` and `agentc validate` of a
// settings file: real Claude Code settings (test/fixtures/settings/SOURCES.md) through read, verify,
// raise, lower, write and check; each output re-read with JSON.parse, against the source file read
// the same way (not through agentc's own reader).
// The CLI runs in this process (test/support/cli.ts `agentcInProcess`): what is tested is what a command
// writes and says; test/unit/cli-contract.test.ts spawns it for start-up and exit codes.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const FIXTURES = join(repoRoot, "test/fixtures/settings");
const HOOKS = join(FIXTURES, "0xMiden__note-transport-service/.claude/settings.json");
const PERMISSIONS = join(FIXTURES, "getsentry__sentry-javascript/.claude/settings.json");
const LOCAL = join(FIXTURES, "OpenRakis__Spice86/.claude/settings.local.json");

type Handler = { type: string; command: string; if?: string };
type Groups = Record<string, Array<{ matcher?: string; hooks: Handler[] }>>;
const json = (p: string): Record<string, unknown> => JSON.parse(readFileSync(p, "utf8")) as Record<string, unknown>;

/** A repository holding one fixture at its place. */
function repo(fixture: string, place = ".claude/settings.json"): string {
  const dir = tempDir();
  mkdirSync(dirname(join(dir, place)), { recursive: true });
  cpSync(fixture, join(dir, place));
  return dir;
}

/** The source's commands of one event, in file order (the oracle). */
const commandsOf = (file: string, event: string): string[] =>
  ((json(file).hooks as Groups)[event] ?? []).flatMap((g) => g.hooks.map((h) => h.command));

describe("agentc validate of a settings file", () => {
  it("reports the hooks of .claude/settings.json, by event, with their commands", async () => {
    const r = await agentcInProcess(["validate", HOOKS, "--json"]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    const out = JSON.parse(r.stdout) as {
      result: { format: string; hooks: Array<{ event: string; command: string }> };
    };
    expect(out.result.format).toBe("settings");
    const want = ["PreToolUse", "PostToolUse"].flatMap((e) =>
      commandsOf(HOOKS, e).map((command) => ({ event: e, command })),
    );
    expect(want.length).toBe(4); // a floor: the fixture has hooks on two events
    expect(out.result.hooks.map((h) => ({ event: h.event, command: h.command }))).toEqual(want);
    expect((await agentcInProcess(["validate", HOOKS])).stdout).toMatch(/4 hook\(s\) on PreToolUse, PostToolUse/);
  });

  it("reports the permission rules of .claude/settings.json and of settings.local.json", async () => {
    for (const file of [PERMISSIONS, LOCAL]) {
      const r = await agentcInProcess(["validate", file, "--json"]);
      expect(r.status, r.stderr + r.stdout).toBe(0);
      const allow = (json(file).permissions as { allow: string[] }).allow.length;
      expect(allow).toBeGreaterThan(4);
      expect((JSON.parse(r.stdout) as { result: { permissions: { allow: number } } }).result.permissions.allow).toBe(
        allow,
      );
    }
  });

  it("a settings file that is not JSON is RULES-SETTINGS with its line, exit 1", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, ".claude"));
    writeFileSync(join(dir, ".claude/settings.json"), '{\n  "hooks": {\n    "Stop": [,]\n  }\n}\n');
    const r = await agentcInProcess(["validate", join(dir, ".claude/settings.json")]);
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/RULES-SETTINGS/);
    expect(r.stdout + r.stderr).not.toMatch(/\bat .*\.js:\d+/); // no stack trace
  });
});

describe("agentc convert .claude/settings.json --to <tool>", () => {
  it("--to cursor writes .cursor/hooks.json beside .claude/, each Bash hook a shell hook, through raise and lower", async () => {
    const dir = repo(HOOKS);
    const r = await agentcInProcess(["convert", join(dir, ".claude/settings.json"), "--to", "cursor", "--json"]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    const out = json(join(dir, ".cursor/hooks.json")) as {
      version: number;
      hooks: Record<string, Array<{ command: string }>>;
    };
    expect(out.version).toBe(1);
    expect(out.hooks.beforeShellExecution!.map((h) => h.command)).toEqual(commandsOf(HOOKS, "PreToolUse"));
    expect(out.hooks.afterShellExecution!.map((h) => h.command)).toEqual(commandsOf(HOOKS, "PostToolUse"));
    const result = (
      JSON.parse(r.stdout) as {
        result: { pipeline: Array<{ name: string }>; lossLedger: Array<{ pointer: string; line?: number }> };
      }
    ).result;
    expect(result.pipeline.map((s) => s.name)).toEqual([
      "settings.read",
      "settings.verify",
      "settings.raise",
      "core.verify",
      "settings.lower",
      "settings.write",
      "settings.reread",
    ]);
    // Claude Code's `if` conditions have no place in Cursor's file: each one ledgered at its own field, with its line.
    const ifs = Object.values(json(HOOKS).hooks as Groups)
      .flatMap((gs) => gs.flatMap((g) => g.hooks))
      .filter((h) => h.if !== undefined).length;
    expect(ifs).toBe(4);
    const lost = result.lossLedger.filter((e) => e.pointer.endsWith("/if"));
    expect(lost.map((e) => e.pointer).sort()).toEqual([
      "/hooks/PostToolUse/0/hooks/0/if",
      "/hooks/PreToolUse/0/hooks/0/if",
      "/hooks/PreToolUse/0/hooks/1/if",
      "/hooks/PreToolUse/0/hooks/2/if",
    ]);
    expect(lost.every((e) => typeof e.line === "number" && e.line > 1)).toBe(true);
  });

  it("--to gemini-cli writes .gemini/settings.json hooks in Gemini's events and tool names", async () => {
    const dir = repo(HOOKS);
    const r = await agentcInProcess(["convert", join(dir, ".claude/settings.json"), "--to", "gemini-cli"]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    const hooks = json(join(dir, ".gemini/settings.json")).hooks as Groups;
    expect(Object.keys(hooks)).toEqual(["BeforeTool", "AfterTool"]);
    expect(hooks.BeforeTool![0]!.matcher).toBe("run_shell_command");
    expect(hooks.BeforeTool!.flatMap((g) => g.hooks.map((h) => h.command))).toEqual(commandsOf(HOOKS, "PreToolUse"));
  });

  it("--to opencode writes opencode.json's permission: each Bash rule a bash pattern, the file's env ledgered", async () => {
    const dir = repo(PERMISSIONS);
    const r = await agentcInProcess(["convert", join(dir, ".claude/settings.json"), "--to", "opencode", "--json"]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    const permission = json(join(dir, "opencode.json")).permission as { bash: Record<string, string> };
    const bash = (json(PERMISSIONS).permissions as { allow: string[] }).allow.filter((a) => a.startsWith("Bash("));
    expect(bash.length).toBeGreaterThan(20);
    expect(Object.keys(permission.bash)).toEqual(bash.map((a) => a.slice(5, -1).replace(/:\*$/, " *")));
    expect(Object.values(permission.bash).every((a) => a === "allow")).toBe(true);
    const lost = (JSON.parse(r.stdout) as { result: { lossLedger: Array<{ pointer: string }> } }).result.lossLedger;
    expect(lost.map((e) => e.pointer)).toContain("/env");
  });

  it("a tool that can hold none of it is refused with a code, and nothing is written", async () => {
    const dir = repo(HOOKS);
    const r = await agentcInProcess(["convert", join(dir, ".claude/settings.json"), "--to", "opencode"]);
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toMatch(/AGC-NO-CORE-AGENT/);
    expect(existsSync(join(dir, "opencode.json"))).toBe(false);
  });

  it("keeps the rules of convert: an existing target file is not overwritten without --force", async () => {
    const dir = repo(HOOKS);
    mkdirSync(join(dir, ".cursor"));
    writeFileSync(join(dir, ".cursor/hooks.json"), '{ "version": 1, "hooks": {} }\n');
    const r = await agentcInProcess(["convert", join(dir, ".claude/settings.json"), "--to", "cursor"]);
    expect(r.status).not.toBe(0);
    expect(readFileSync(join(dir, ".cursor/hooks.json"), "utf8")).toBe('{ "version": 1, "hooks": {} }\n');
    expect(
      (await agentcInProcess(["convert", join(dir, ".claude/settings.json"), "--to", "cursor", "--force"])).status,
    ).toBe(0);
    expect(Object.keys((json(join(dir, ".cursor/hooks.json")) as { hooks: object }).hooks)).toEqual([
      "beforeShellExecution",
      "afterShellExecution",
    ]);
  });

  // Cursor's hooks have no groups: each comes back in a group of its own, with the same matcher.
  it("Cursor's hooks.json converts back to Claude Code's settings with the same events, matchers and commands", async () => {
    const dir = repo(HOOKS);
    expect((await agentcInProcess(["convert", join(dir, ".claude/settings.json"), "--to", "cursor"])).status).toBe(0);
    const back = join(tempDir(), "settings.json");
    // Nothing is lost on the way back (Cursor's `version` is the file format's: regenerated, not a loss).
    const r = await agentcInProcess([
      "convert",
      join(dir, ".cursor/hooks.json"),
      "--to",
      "claude",
      "-o",
      back,
      "--fail-on-loss",
    ]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    const hooks = json(back).hooks as Groups;
    const source = json(HOOKS).hooks as Groups;
    const pairs = (groups: Groups, event: string): Array<[string | undefined, string]> =>
      groups[event]!.flatMap((g) => g.hooks.map((h): [string | undefined, string] => [g.matcher, h.command]));
    for (const event of ["PreToolUse", "PostToolUse"]) expect(pairs(hooks, event)).toEqual(pairs(source, event));
    expect(Object.keys(hooks)).toEqual(Object.keys(source));
  });
});

describe(".claude/settings.local.json on import (docs/decisions.md)", () => {
  it("is read by validate but its rules stay out of the shared genome, with a warning saying why", async () => {
    const dir = repo(PERMISSIONS);
    cpSync(LOCAL, join(dir, ".claude/settings.local.json"));
    writeFileSync(join(dir, "AGENTS.md"), "Use yarn.\n");
    const r = await agentcInProcess(["import", dir]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    const project = readFileSync(join(dir, "agents/project.aix"), "utf8");
    // The shared file's rules are there (a floor), the personal file's are not.
    expect(project).toContain("Bash(gh pr view:*)");
    const local = (json(LOCAL).permissions as { allow: string[] }).allow;
    for (const rule of local.filter((a) => !(json(PERMISSIONS).permissions as { allow: string[] }).allow.includes(a)))
      expect(project).not.toContain(rule.slice(5, -1));
    expect(r.stdout + r.stderr).toMatch(
      /settings\.local\.json: Claude Code local settings; personal and usually git-ignored/,
    );
  });
});

describe("Codex's hooks file and Gemini CLI's settings as settings files", () => {
  it("validate reads .codex/hooks.json; convert to Claude Code and back gives the same events and commands", async () => {
    // Codex's hooks.json is Claude Code's shape (developers.openai.com/codex/hooks): the real Claude hooks, as Codex's.
    const dir = repo(HOOKS, ".codex/hooks.json");
    const v = await agentcInProcess(["validate", ".codex/hooks.json"], { cwd: dir });
    expect(v.status, v.stdout + v.stderr).toBe(0);
    expect(v.stdout).toContain("settings (Codex, .codex/hooks.json): ok, 4 hook(s) on PreToolUse, PostToolUse");
    const c = await agentcInProcess(["convert", ".codex/hooks.json", "--to", "claude", "--json"], { cwd: dir });
    expect(c.status, c.stdout + c.stderr).toBe(0);
    for (const e of ["PreToolUse", "PostToolUse"])
      expect(commandsOf(join(dir, ".claude/settings.json"), e), e).toEqual(commandsOf(HOOKS, e));
    // A field Codex does not define (the fixture's `if`, Claude Code's) is read as Codex's own, and named where it cannot go.
    const ledger = (
      JSON.parse(c.stdout) as { result: { lossLedger: Array<{ pointer: string }> } }
    ).result.lossLedger.map((e) => e.pointer);
    expect(ledger.filter((p) => p.endsWith("/if")).length).toBe(4);
  });

  it("with --from settings, Gemini CLI's settings.json is read for its hooks in Gemini's events, not as Claude Code's", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, ".gemini"), { recursive: true });
    writeFileSync(
      join(dir, ".gemini/settings.json"),
      JSON.stringify(
        {
          general: { vimMode: true },
          hooks: {
            BeforeTool: [
              { matcher: "run_shell_command", hooks: [{ type: "command", command: "./check.sh", timeout: 5000 }] },
            ],
          },
        },
        null,
        2,
      ),
    );
    const c = await agentcInProcess(["convert", ".gemini/settings.json", "--from", "settings", "--to", "claude"], {
      cwd: dir,
    });
    expect(c.status, c.stdout + c.stderr).toBe(0);
    expect((json(join(dir, ".claude/settings.json")).hooks as Groups).PreToolUse).toEqual([
      { matcher: "Bash", hooks: [{ type: "command", command: "./check.sh", timeout: 5 }] },
    ]);
  });
});
