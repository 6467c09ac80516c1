/**
 * The setup formats (skills, commands, ignore files, subagents; src/formats/setup/) driven pass by
 * pass in this process: what a Gemini CLI command that is not TOML reports, what a missing input
 * reports, the summaries' ok / FAIL, and the round trips of a command and an ignore file.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatNamed } from "../../src/formats/registry.js";
import { sameFeatureFormatName, setupFormatNamed } from "../../src/formats/setup/formats.js";
import { skillFoldersIn } from "../../src/formats/setup/read-skill.js";
import { formatPasses } from "../../src/pipeline/format-passes.js";
import { readCommandText } from "../../src/formats/setup/read-command.js";
import { lowerCommand } from "../../src/formats/setup/commands-format.js";
import { skillFoldersOf } from "../../src/formats/setup/skills-format.js";
import type { CoreCommand } from "../../ir/dialects/core/setup.js";
import {
  COMMAND_TOOLS,
  commandFormatName,
  commandTool,
  IGNORE_TOOLS,
  ignoreFormatName,
  SKILL_TOOLS,
  skillFormatName,
  SUBAGENT_STYLES,
  subagentFormatName,
} from "../../ir/dialects/setup/tools.js";
import { Graph } from "../../ir/graph/graph.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { RunState, type PassContext } from "../../src/formats/pass.js";
import type { Format } from "../../src/formats/format.js";
import type { OutputFiles } from "../../ir/io/output-files.js";
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

describe("setup format details", () => {
  it("a subagent converted to any of Claude Code's names is a Claude Code agent", async () => {
    const from = await format("opencode-agents");
    for (const name of ["claude", "claude-code", "claude-md"])
      expect(sameFeatureFormatName(from, name)).toBe("claude-agents");
    expect(sameFeatureFormatName(from, "copilot")).toBe("copilot-agents");
  });

  it("the skill folders of a skills folder come in code-unit order, not the order the folder lists them in", () => {
    const skill = (n: string) => ({ [`${n}/SKILL.md`]: `---\nname: s\ndescription: Does s.\n---\n` });
    // Node lists a folder in UTF-8 byte order (libuv sorts its scandir): U+FF21 (EF BC A1) before U+1F600
    // (F0 9F 98 80). In UTF-16 code units U+1F600 (D83D DE00) comes first: the order the skills are read in.
    const d = tree({ ...skill("\uFF21"), ...skill("\u{1F600}"), ...skill("b"), ...skill("a") });
    expect(readdirSync(d)).toEqual(["a", "b", "\uFF21", "\u{1F600}"]);
    expect(skillFoldersIn(d)).toEqual(["a", "b", "\u{1F600}", "\uFF21"]);
  });

  it("a description of only white space is no description", async () => {
    const d = tree({ ".claude/skills/s/SKILL.md": "---\nname: s\ndescription: '   '\n---\nDo s.\n" });
    const ds = await (await format("claude-skills")).read.run(contextFor(join(d, ".claude/skills/s")));
    expect(ds.map(({ code, message, line, col }) => ({ code, message, line, col }))).toEqual([
      {
        code: "SKILL-INVALID",
        message: "SKILL.md of skill s has no description in its front matter; the tools do not load it",
        line: 2,
        col: 1,
      },
    ]);
  });

  it("two tools' skills read into one run's state keep each their own (each format's state keys are its own)", async () => {
    const d = tree({
      ".claude/skills/s/SKILL.md": "---\nname: s\ndescription: Does s.\n---\nDo s.\n",
      ".cursor/skills/t/SKILL.md": "---\nname: t\ndescription: Does t.\n---\nDo t.\n",
    });
    const state = new RunState();
    const claude = { ...contextFor(join(d, ".claude/skills")), state };
    const cursor = { ...contextFor(join(d, ".cursor/skills")), state };
    const [fc, fu] = [await format("claude-skills"), await format("cursor-skills")];
    expect(await fc.read.run(claude)).toEqual([]);
    expect(await fu.read.run(cursor)).toEqual([]);
    expect(fc.summarize!(claude, []).summary).toBe("claude-skills: ok, 1 skill(s): s (1 file)");
    expect(fu.summarize!(cursor, []).summary).toBe("cursor-skills: ok, 1 skill(s): t (1 file)");
  });

  it("every pass of the setup formats says what it does, as `agentc passes` lists it", () => {
    const names = [
      ...SKILL_TOOLS.map(skillFormatName),
      ...COMMAND_TOOLS.map(commandFormatName),
      ...IGNORE_TOOLS.map(ignoreFormatName),
      ...SUBAGENT_STYLES.map(subagentFormatName),
    ];
    const passes = names.flatMap((n) => {
      const f = setupFormatNamed(n)!;
      const { write, checks } = formatPasses(f);
      return [f.read, ...f.verify, f.raise!, f.lower!, write!, ...checks];
    });
    expect(passes.length).toBeGreaterThan(names.length * 5);
    for (const p of passes) expect(p.description.length, p.name).toBeGreaterThan(10);
  });
});

describe("skills read and lowered", () => {
  const SKILL_MD = "---\nname: s\ndescription: Does s.\nallowed-tools: Read\n---\nDo s.\n";

  it("the read keeps SKILL.md's text as the graph's source of the skill (for code frames)", async () => {
    const d = tree({ ".claude/skills/s/SKILL.md": SKILL_MD });
    const ctx = contextFor(join(d, ".claude/skills/s"));
    expect(await (await format("claude-skills")).read.run(ctx)).toEqual([]);
    expect(ctx.graph.sources.get(join(d, ".claude/skills/s/SKILL.md"))?.text).toBe(SKILL_MD);
  });

  it("a front-matter field the target tool does not read is kept and ledgered, citing the tool's documentation", async () => {
    const d = tree({ ".claude/skills/s/SKILL.md": SKILL_MD });
    const ctx = contextFor(join(d, ".claude/skills/s"));
    const [from, to] = [await format("claude-skills"), await format("codex-skills")];
    for (const pass of [from.read, from.raise!, to.lower!]) expect(await pass.run(ctx)).toEqual([]);
    // Codex reads name, description and metadata (developers.openai.com/codex/skills); Claude Code's allowed-tools is not one.
    expect(ctx.ledger.entries.map(({ pointer, target, reason }) => ({ pointer, target, reason }))).toEqual([
      {
        pointer: "/skills/s/front/allowed-tools",
        target: "codex-skills",
        reason:
          "kept in SKILL.md as written, but Codex does not read allowed-tools (https://developers.openai.com/codex/skills)",
      },
    ]);
  });
});

describe("lowerCommand: a command in another tool's words, and what it cannot hold", () => {
  // The tools' fields and placeholders: docs/formats.md and ir/dialects/setup/tools.ts (each tool's documentation).
  const FILE = "/r/.claude/commands/git/commit.md";
  const MD =
    "---\ndescription: Commit\nargument-hint: [msg]\nallowed-tools: Bash(git commit:*), Read\nmodel: opus\ndisable-model-invocation: true\n---\nCommit $ARGUMENTS, then $1.\n";
  const claude = () => readCommandText(FILE, "git/commit.md", MD, commandTool("claude")!).command!;
  const lowered = (c: CoreCommand, tool: string) => {
    const ledger = new LossLedger();
    const file = lowerCommand(c, commandTool(tool)!, ledger, `${tool}-commands`);
    return {
      file,
      lost: ledger.entries.map(({ pointer, reason }) => [pointer.replace("/commands/git~1commit", ""), reason]),
    };
  };

  it("to Cursor (no fields, no folders, no placeholders): everything but the text is ledgered", () => {
    const cursor = "https://cursor.com/docs/agent/chat/commands";
    const placeholder = (p: string) =>
      `Cursor cannot spell the placeholder ${p} (${cursor}); it is left out of the prompt`;
    expect(lowered(claude(), "cursor")).toEqual({
      file: { fields: {}, prompt: "Commit , then .\n" },
      lost: [
        ["/description", `Cursor commands have no description (${cursor})`],
        ["/argumentHint", `Cursor commands have no argumentHint (${cursor})`],
        ["/allowedTools", `Cursor commands have no allowedTools (${cursor})`],
        ["/model", `Cursor commands have no model (${cursor})`],
        ["/namespace", "Cursor does not namespace commands by folder: the command is named git-commit"],
        ["/residual/claude/disable-model-invocation", "a field of claude's command file that Cursor has no place for"],
        ["/prompt/placeholders/0", placeholder("$ARGUMENTS")],
        ["/prompt/placeholders/1", placeholder("$1")],
      ],
    });
  });

  it("to Gemini CLI: its description and {{args}}; no positional arguments", () => {
    const gemini = "https://geminicli.com/docs/cli/custom-commands/";
    expect(lowered(claude(), "gemini")).toEqual({
      file: { fields: { description: "Commit" }, prompt: "Commit {{args}}, then .\n" },
      lost: [
        ["/argumentHint", `Gemini CLI commands have no argumentHint (${gemini})`],
        ["/allowedTools", `Gemini CLI commands have no allowedTools (${gemini})`],
        ["/model", `Gemini CLI commands have no model (${gemini})`],
        [
          "/residual/claude/disable-model-invocation",
          "a field of claude's command file that Gemini CLI has no place for",
        ],
        [
          "/prompt/placeholders/1",
          `Gemini CLI cannot spell the placeholder $1 (${gemini}); it is left out of the prompt`,
        ],
      ],
    });
  });

  it("to its own tool every field comes back, the tool's own too; Copilot takes the tools as a list", () => {
    expect(lowered(claude(), "claude")).toEqual({
      file: {
        fields: {
          description: "Commit",
          "argument-hint": "[msg]",
          "allowed-tools": "Bash(git commit:*), Read",
          model: "opus",
          "disable-model-invocation": true,
        },
        prompt: "Commit $ARGUMENTS, then $1.\n",
      },
      lost: [],
    });
    expect(lowered(claude(), "copilot").file.fields).toEqual({
      description: "Commit",
      "argument-hint": "[msg]",
      tools: ["Bash(git commit:*)", "Read"],
      model: "opus",
    });
  });

  it("a $1 inside a Gemini shell injection stays the shell's: nothing is ledgered", () => {
    const g = readCommandText(
      "/r/.gemini/commands/p.toml",
      "p.toml",
      'prompt = "Run !{echo $1} for {{args}}"\n',
      commandTool("gemini")!,
    );
    const ledger = new LossLedger();
    expect(lowerCommand(g.command!, commandTool("claude")!, ledger, "claude-commands").prompt).toBe(
      "Run !`echo $1` for $ARGUMENTS",
    );
    expect(ledger.entries).toEqual([]);
  });

  it("to Claude Code, a Gemini prompt's literal $1 would become a placeholder: ledgered", () => {
    const g = readCommandText(
      "/r/.gemini/commands/p.toml",
      "p.toml",
      'prompt = "Costs $1 for {{args}}"\n',
      commandTool("gemini")!,
    );
    const ledger = new LossLedger();
    expect(lowerCommand(g.command!, commandTool("claude")!, ledger, "claude-commands")).toEqual({
      fields: {},
      prompt: "Costs $1 for $ARGUMENTS",
    });
    expect(ledger.entries.map(({ pointer, reason }) => [pointer, reason])).toEqual([
      [
        "/commands/p/prompt",
        "the prompt's text holds what Claude Code reads as an argument placeholder ($ARGUMENTS $1…); it was literal text in gemini's command",
      ],
    ]);
  });
});

describe("a subagents format through its passes (OpenCode's .opencode/agent/*.md)", () => {
  const A = "---\ndescription: Reviews code.\nmode: subagent\n---\nReview the diff.\n";
  const B = "---\ndescription: Writes docs.\n---\nWrite the docs.\n";
  const two = () => tree({ ".opencode/agent/review.md": A, ".opencode/agent/docs.md": B });

  it("a folder of two agents: read and summarized in name order; a conversion carries one, so the raise refuses", async () => {
    const d = two();
    const f = await format("opencode-agents");
    const ctx = contextFor(d);
    expect(await f.read.run(ctx)).toEqual([]);
    expect(f.summarize!(ctx, [])).toEqual({
      result: {
        agents: [
          { file: join(d, ".opencode/agent/docs.md"), name: "docs", fields: [] },
          { file: join(d, ".opencode/agent/review.md"), name: "review", fields: ["mode"] },
        ],
      },
      summary: "opencode-agents: ok, 2 agent(s): docs, review",
    });
    expect(await f.raise!.run(ctx)).toEqual([
      {
        code: "CORE-AGENT-MANY",
        severity: "error",
        message: `${d} holds 2 agents; a conversion carries one agent`,
        file: d,
        hint: "convert them one by one (agentc convert .opencode/agent/<name>.md --to …)",
      },
    ]);
    expect(await f.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
  });

  it("the files written are re-read: as written they pass, another prompt is named", async () => {
    const f = await format("opencode-agents");
    const ctx = contextFor(two());
    expect(await f.read.run(ctx)).toEqual([]);
    const out = f.write.run(ctx) as OutputFiles;
    expect(out.files.map(([p]) => p)).toEqual(["docs.md", "review.md"]);
    expect(await f.checkOutput![0]!.run(out, ctx)).toEqual([]);
    const changed: OutputFiles = {
      ...out,
      files: [out.files[0]!, ["review.md", Buffer.from(A.replace("diff", "code"))]],
    };
    expect(await f.checkOutput![0]!.run(changed, ctx)).toEqual([
      { code: "RULES-OUTPUT", severity: "error", message: "opencode-agents: review does not read back as written" },
    ]);
  });

  it("two texts mean the same agent when they read the same, whatever their YAML spelling", async () => {
    const f = await format("opencode-agents");
    const p = ".opencode/agent/review.md";
    expect(f.sameMeaning!(p, A, A.replace("description: Reviews code.", 'description: "Reviews code."'))).toBe(true);
    expect(f.sameMeaning!(p, A, A.replace("diff", "code"))).toBe(false);
    expect(f.sameMeaning!(p, A, "no front matter and no prompt")).toBe(false);
  });
});

describe("the setup formats' edges", () => {
  it("an ignore format detects its own tool's ignore file only, and only a file", async () => {
    const d = tree({ ".cursorignore": "dist/\n", ".geminiignore": "dist/\n", "x/.cursorignore/a": "" });
    const cursor = await format("cursor-ignore");
    expect(
      [".cursorignore", ".geminiignore", "x/.cursorignore", "missing/.cursorignore"].map((p) =>
        cursor.detect(join(d, p)),
      ),
    ).toEqual([true, false, false, false]);
  });

  it("lowering commands with none in the graph is an error that says so", async () => {
    expect(await (await format("claude-commands")).lower!.run(contextFor("/r"))).toEqual([
      { code: "COMMAND-INVALID", severity: "error", message: "there is no command to lower to Claude Code commands" },
    ]);
  });
});

describe("setup inputs that hold nothing", () => {
  it("a skills input that is not there names no skill folder", () => {
    expect(skillFoldersOf(join(tempDir(), "missing"), SKILL_TOOLS[0]!)).toEqual([]);
  });

  it("an agents folder without the tool's agent folder: read says so, raise counts 0 agents", async () => {
    const d = tempDir();
    const f = await format("copilot-agents");
    const ctx = contextFor(d);
    const read = [...(await f.read.run(ctx))];
    expect(read).toEqual([
      {
        code: "RULES-NONE",
        severity: "error",
        message: `no GitHub Copilot agent (.github/agents/*.agent.md) in ${d}`,
        file: d,
      },
    ]);
    expect(await f.raise!.run(ctx)).toMatchObject([
      { code: "CORE-AGENT-MANY", severity: "error", message: `${d} holds 0 agents; a conversion carries one agent` },
    ]);
    expect(f.summarize!(contextFor(d), []).summary).toBe("copilot-agents: ok, 0 agent(s)");
  });
});
