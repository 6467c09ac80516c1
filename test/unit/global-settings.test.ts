// `--global` hooks and permissions: ~/.claude/settings.json (HOME a temporary directory) read into the
// user's genome (~/.aigx/agents/project.aix) and written back by editing only `hooks` and
// `permissions`; every other key (here the real file's `env`) byte for byte.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const FIXTURES = join(repoRoot, "test/fixtures/settings");
const PERMISSIONS = join(FIXTURES, "getsentry__sentry-javascript/.claude/settings.json");
const HOOKS = join(FIXTURES, "0xMiden__note-transport-service/.claude/settings.json");

function home(settings: string): string {
  const h = tempDir();
  mkdirSync(join(h, ".claude"));
  writeFileSync(join(h, ".claude/settings.json"), readFileSync(settings));
  writeFileSync(join(h, ".claude/CLAUDE.md"), "# Me\n\nAnswer briefly.\n");
  return h;
}
// In this process (test/support/cli.ts): HOME is read when a command runs (os.homedir()), not at load.
const run = (h: string, args: string[]) => agentcInProcess(args, { env: { HOME: h, USERPROFILE: h } });
const project = (h: string): string => readFileSync(join(h, ".aigx/agents/project.aix"), "utf8");

describe("--global: hooks and permissions of ~/.claude/settings.json", () => {
  it("import puts the user's permissions in ~/.aigx; export changes no byte; a new rule edits only permissions", async () => {
    const h = home(PERMISSIONS);
    const source = readFileSync(PERMISSIONS, "utf8");
    expect((await run(h, ["import", "--global"])).status).toBe(0);
    const allow = (JSON.parse(source) as { permissions: { allow: string[] } }).permissions.allow;
    expect(allow.length).toBeGreaterThan(20);
    for (const rule of allow) expect(project(h)).toContain(rule);
    expect((await run(h, ["aigx", "export", "--global", "--format", "claude-code"])).status).toBe(0);
    expect(readFileSync(join(h, ".claude/settings.json"), "utf8")).toBe(source);
    // A deny rule added in the genome: the file's env (a key agentc does not own) stays byte for byte.
    writeFileSync(join(h, ".aigx/agents/project.aix"), project(h).replace(/deny: \[\]/, "deny:\n    - Read(./.env)"));
    const r = await run(h, ["aigx", "export", "--global", "--format", "claude-code", "--force"]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    const after = readFileSync(join(h, ".claude/settings.json"), "utf8");
    expect((JSON.parse(after) as { permissions: { deny: string[] } }).permissions.deny).toEqual(["Read(./.env)"]);
    expect(after.slice(0, after.indexOf('"permissions"'))).toBe(source.slice(0, source.indexOf('"permissions"')));
    expect(after).not.toBe(source);
  });

  it("the user's hooks reach the genome and come back to the same bytes", async () => {
    const h = home(HOOKS);
    expect((await run(h, ["import", "--global"])).status).toBe(0);
    expect(project(h)).toContain(".claude/hooks/pre-push-review.sh");
    expect((await run(h, ["aigx", "export", "--global", "--format", "claude-code"])).status).toBe(0);
    expect(readFileSync(join(h, ".claude/settings.json"), "utf8")).toBe(readFileSync(HOOKS, "utf8"));
  });
});
