// `--global` hooks and permissions of Gemini CLI, Cursor and Codex (issue 34 item 3): each tool's
// user-level settings file (its declaration's `user.settings`) in a temporary HOME, holding keys agentc
// does not own, is read into the user's genome (~/.aigx/agents/project.aix); an export changes no byte
// of it, a second export changes nothing in the home, `--check` passes; after the genome changes,
// `--check` fails (RULES-STALE), `--dry-run` prints the diff and writes nothing, and the export edits
// the owned key alone, every other byte kept. Cursor's and Codex's files are real (test/fixtures/settings/SOURCES.md).
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ruleTool } from "../../ir/dialects/rules/tool.js";
import "../../ir/dialects/rules/tools.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const FIXTURES = join(repoRoot, "test/fixtures/settings");

/** Gemini CLI's user settings as its configuration page shows them: a theme, an editor mode, and one hook (timeout in ms). */
const GEMINI = `{\n  "theme": "Dracula",\n  "general": { "vimMode": true },\n  "hooks": {\n    "BeforeTool": [\n      { "matcher": "run_shell_command", "hooks": [{ "type": "command", "command": "~/.gemini/hooks/check-shell.sh", "timeout": 5000 }] }\n    ]\n  }\n}\n`;

interface Case {
  tool: string;
  format: string;
  path: string;
  text: string;
  /** What the genome holds after import (a hook's command, Codex's own sandbox mode). */
  imported: string;
  /** An edit of the genome, and what the file then says at the owned key. */
  edit: [RegExp, string];
  after: (text: string) => void;
  /** The file's text outside what agentc owns (kept byte for byte). */
  outside: (text: string) => string;
}

const CASES: Case[] = [
  {
    tool: "gemini-md",
    format: "gemini-cli",
    path: ".gemini/settings.json",
    text: GEMINI,
    imported: "command: ~/.gemini/hooks/check-shell.sh",
    edit: [/timeout: 5\n/, "timeout: 7\n"],
    after: (t) => expect(JSON.parse(t).hooks.BeforeTool[0].hooks[0].timeout).toBe(7000),
    outside: (t) => t.slice(0, t.indexOf('"hooks"')),
  },
  {
    tool: "cursor",
    format: "cursor",
    path: ".cursor/hooks.json",
    text: readFileSync(join(FIXTURES, "1Password__agent-hooks/.cursor/hooks.json"), "utf8"),
    imported: "command: bin/run-hook.sh 1password-validate-mounted-env-files",
    edit: [/1password-validate-mounted-env-files/, "1password-validate-mounted-env-files --strict"],
    after: (t) =>
      expect(JSON.parse(t).hooks.beforeShellExecution).toEqual([
        { command: "bin/run-hook.sh 1password-validate-mounted-env-files --strict" },
      ]),
    outside: (t) => t.slice(0, t.indexOf('"hooks"')),
  },
  {
    tool: "codex",
    format: "codex",
    path: ".codex/config.toml",
    text: readFileSync(join(FIXTURES, "openai__codex/.codex/config.toml"), "utf8"),
    imported: "sandbox_mode: danger-full-access",
    edit: [/sandbox_mode: danger-full-access/, "sandbox_mode: workspace-write"],
    after: (t) => expect(t).toMatch(/^sandbox_mode = "workspace-write"$/m),
    outside: (t) => t.replace(/^sandbox_mode = .*$/m, ""),
  },
];

function home(c: Case): string {
  const h = tempDir();
  mkdirSync(dirname(join(h, c.path)), { recursive: true });
  writeFileSync(join(h, c.path), c.text);
  return h;
}

/** Every file of the home with its bytes. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel))) {
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(join(dir, r)).isDirectory()) walk(r);
      else out.set(r, readFileSync(join(dir, r), "utf8"));
    }
  };
  walk("");
  return out;
}

// In this process (test/support/cli.ts): HOME is read when a command runs (os.homedir()), not at load.
const run = (h: string, args: string[]) => agentcInProcess(args, { env: { HOME: h, USERPROFILE: h } });
const project = (h: string): string => readFileSync(join(h, ".aigx/agents/project.aix"), "utf8");

describe("--global: the user settings of Gemini CLI, Cursor and Codex", () => {
  it("each is data on its tool's declaration", () => {
    expect(ruleTool("gemini-cli")?.user?.settings).toEqual([".gemini/settings.json"]);
    expect(ruleTool("cursor")?.user?.settings).toEqual([".cursor/hooks.json"]);
    expect(ruleTool("codex")?.user?.settings).toEqual([".codex/config.toml"]);
    expect(ruleTool("claude-code")?.user?.settings).toEqual([".claude/settings.json"]);
  });

  for (const c of CASES) {
    it(`${c.path}: imported, exported to the same bytes twice, --check, --dry-run, then only the owned key edited`, async () => {
      const h = home(c);
      const imported = await run(h, ["import", "--global"]);
      expect(imported.status, imported.stdout + imported.stderr).toBe(0);
      expect(project(h)).toContain(c.imported);

      const first = await run(h, ["aigx", "export", "--global", "--format", c.format]);
      expect(first.status, first.stdout + first.stderr).toBe(0);
      expect(readFileSync(join(h, c.path), "utf8")).toBe(c.text);
      const settled = snapshot(h);
      expect((await run(h, ["aigx", "export", "--global", "--format", c.format])).status).toBe(0);
      expect(snapshot(h)).toEqual(settled);
      const check = await run(h, ["aigx", "export", "--global", "--format", c.format, "--check"]);
      expect(check.status, check.stdout + check.stderr).toBe(0);

      // The genome changes: --check names the file stale, --dry-run shows the edit and writes nothing.
      const [re, by] = c.edit;
      expect(project(h)).toMatch(re);
      writeFileSync(join(h, ".aigx/agents/project.aix"), project(h).replace(re, by));
      const stale = await run(h, ["aigx", "export", "--global", "--format", c.format, "--check"]);
      expect(stale.status).toBe(1);
      expect(stale.stderr + stale.stdout).toContain(`RULES-STALE`);
      expect(stale.stderr + stale.stdout).toContain(c.path);
      const before = snapshot(h);
      const dry = await run(h, ["aigx", "export", "--global", "--format", c.format, "--dry-run"]);
      expect(dry.status, dry.stdout + dry.stderr).toBe(0);
      expect(dry.stdout).toContain(`+++ b/${c.path}`);
      expect(snapshot(h)).toEqual(before);

      const edited = await run(h, ["aigx", "export", "--global", "--format", c.format]);
      expect(edited.status, edited.stdout + edited.stderr).toBe(0);
      const after = readFileSync(join(h, c.path), "utf8");
      expect(after).not.toBe(c.text);
      c.after(after);
      expect(c.outside(after)).toBe(c.outside(c.text));
      // Nothing else in the home changed but the record of what agentc wrote.
      const changed = [...snapshot(h)]
        .filter(([p, t]) => before.get(p) !== t)
        .map(([p]) => p)
        .sort();
      expect(changed).toEqual([".aigx/agentc-files.json", c.path].sort());
      const again = await run(h, ["aigx", "export", "--global", "--format", c.format, "--check"]);
      expect(again.status, again.stdout + again.stderr).toBe(0);
    });
  }

  it("a home holding all three and Claude Code's: one genome, each file edited at its own key only", async () => {
    const h = tempDir();
    const files: Record<string, string> = {
      ".gemini/settings.json": GEMINI,
      ".cursor/hooks.json": CASES[1]!.text,
      ".codex/config.toml": CASES[2]!.text,
      ".claude/settings.json": readFileSync(
        join(FIXTURES, "getsentry__sentry-javascript/.claude/settings.json"),
        "utf8",
      ),
    };
    for (const [p, t] of Object.entries(files)) {
      mkdirSync(dirname(join(h, p)), { recursive: true });
      writeFileSync(join(h, p), t);
    }
    expect((await run(h, ["import", "--global"])).status).toBe(0);
    const aix = project(h);
    for (const s of [
      "check-shell.sh",
      "1password-validate-mounted-env-files",
      "sandbox_mode: danger-full-access",
      "Bash(yarn:*)",
    ])
      expect(aix, s).toContain(s);
    const r = await run(h, ["aigx", "export", "--global", "--format", "codex"]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    // Codex alone named: only its file may change, and it already says what the genome holds.
    for (const [p, t] of Object.entries(files)) expect(readFileSync(join(h, p), "utf8"), p).toBe(t);
  });
});
