/**
 * The setup formats (skills, commands, ignore files, subagents; src/formats/setup/) driven pass by
 * pass in this process: what a Gemini CLI command that is not TOML reports, what a missing input
 * reports, the summaries' ok / FAIL, and the round trips of a command and an ignore file.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatNamed } from "../../src/formats/registry.js";
import { readCommandText } from "../../src/formats/setup/read-command.js";
import { commandTool } from "../../ir/dialects/setup/tools.js";
import { Graph } from "../../ir/graph/graph.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { RunState, type PassContext } from "../../src/formats/pass.js";
import type { Format } from "../../src/formats/format.js";
import { tempDir } from "../support/tmp.js";
import { writeTree } from "../support/setup.js";

const contextFor = (input: string): PassContext => ({
  graph: new Graph(),
  ledger: new LossLedger(),
  input,
  options: {},
  state: new RunState(),
});
const format = async (name: string): Promise<Format> => (await formatNamed(name))!;
const tree = (files: Record<string, string>): string => {
  const d = tempDir();
  writeTree(d, Object.fromEntries(Object.entries(files).map(([p, bytes]) => [p, { kind: "file", bytes }])));
  return d;
};

describe("a Gemini CLI command that is not TOML", () => {
  it("is COMMAND-INVALID at the line the TOML parser names, with the parser's first line", () => {
    // Line 2 has `prompt = ` with no value: the document is not TOML at column 10, where a value should start.
    const r = readCommandText("c.toml", "c.toml", 'description = "x"\nprompt = \n', commandTool("gemini")!);
    expect(r.command).toBeUndefined();
    expect(r.diagnostics).toHaveLength(1);
    const d = r.diagnostics[0]!;
    expect({ ...d, message: undefined }).toEqual({
      code: "COMMAND-INVALID",
      severity: "error",
      message: undefined,
      file: "c.toml",
      line: 2,
      col: 10,
      hint: 'a Gemini CLI command is TOML with prompt = """…""" and an optional description',
    });
    expect(d.message).toMatch(/^c\.toml is not TOML: \S/);
    expect(d.message).not.toContain("\n");
  });
});

describe("a subagent folder that is not there", () => {
  it("reports RULES-NONE naming where the agents were looked for", async () => {
    const f = await format("opencode-agents");
    const missing = join(tempDir(), "nothing-here");
    const ds = await f.read.run(contextFor(missing));
    expect(ds).toEqual([
      {
        code: "RULES-NONE",
        severity: "error",
        message: `no OpenCode agent (.opencode/agent/*.md) in ${missing}`,
        file: missing,
      },
    ]);
  });
});

describe("summaries", () => {
  it("a skills folder's summary says FAIL when an error was reported, ok when not", async () => {
    const d = tree({ ".claude/skills/s/SKILL.md": "---\nname: s\ndescription: Does s. Use when s.\n---\nDo s.\n" });
    const f = await format("claude-skills");
    const ctx = contextFor(join(d, ".claude/skills/s"));
    expect(await f.read.run(ctx)).toEqual([]);
    const error = { code: "SKILL-INVALID", severity: "error" as const, message: "x" };
    expect(f.summarize!(ctx, [error]).summary).toBe("claude-skills: FAIL, 1 skill(s): s (1 file)");
    expect(f.summarize!(ctx, []).summary).toBe("claude-skills: ok, 1 skill(s): s (1 file)");
  });
});

describe("a commands folder's summary", () => {
  it("names a namespaced command as its tool does: Gemini CLI git:commit, Claude Code git/commit", async () => {
    // docs/formats.md: Gemini CLI's `git/commit.toml` is `/git:commit`; Claude Code's folders namespace by path.
    const d = tree({
      ".gemini/commands/git/commit.toml": 'description = "Commit"\nprompt = "Commit."\n',
      ".claude/commands/git/commit.md": "---\ndescription: Commit\n---\nCommit.\n",
    });
    const names = async (formatName: string, folder: string): Promise<unknown> => {
      const f = await format(formatName);
      const ctx = contextFor(join(d, folder));
      expect(await f.read.run(ctx)).toEqual([]);
      return f.summarize!(ctx, []).result;
    };
    expect(await names("gemini-commands", ".gemini/commands")).toEqual({
      commands: [{ file: join(d, ".gemini/commands/git/commit.toml"), name: "git:commit", description: "Commit" }],
    });
    expect(await names("claude-commands", ".claude/commands")).toEqual({
      commands: [{ file: join(d, ".claude/commands/git/commit.md"), name: "git/commit", description: "Commit" }],
    });
  });
});

describe("round trips", () => {
  it("a command written and re-read is the command read: no differences", async () => {
    const d = tree({ ".gemini/commands/c.toml": 'description = "Does c"\nprompt = """Do c with {{args}}."""\n' });
    const f = await format("gemini-commands");
    const ctx = contextFor(join(d, ".gemini/commands/c.toml"));
    expect(await f.read.run(ctx)).toEqual([]);
    expect(await f.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
  });

  it("an ignore file reads back line for line: no differences", async () => {
    const d = tree({ ".cursorignore": "# secrets\r\n.env\n\n*.pem" });
    const f = await format("cursor-ignore");
    const ctx = contextFor(join(d, ".cursorignore"));
    expect(await f.read.run(ctx)).toEqual([]);
    expect(await f.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
  });
});
