/**
 * The setup formats (skills, commands, ignore files, subagents; src/formats/setup/) driven pass by
 * pass in this process: what a Gemini CLI command that is not TOML reports, what a missing input
 * reports, the summaries' ok / FAIL, and the round trips of a command and an ignore file.
 */
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatNamed } from "../../src/formats/registry.js";
import { sameFeatureFormatName, setupFormatNamed } from "../../src/formats/setup/formats.js";
import { setupFormatNameOfPath } from "../../src/formats/setup/detect.js";
import {
  linkStaysInside,
  readSkillEntries,
  skillFoldersIn,
  skillFromEntries,
} from "../../src/formats/setup/read-skill.js";
import { formatPasses } from "../../src/pipeline/format-passes.js";
import { commandFilesIn, readCommandText } from "../../src/formats/setup/read-command.js";
import { commandInputs, commandPath, commandsFormat, lowerCommand } from "../../src/formats/setup/commands-format.js";
import { readStyledSubagent, subagentsFormat } from "../../src/formats/setup/subagents-format.js";
import {
  entryDifferences,
  skillFoldersOf,
  skillsFormat,
  skillsOfOutput,
} from "../../src/formats/setup/skills-format.js";
import { ignoreFormat } from "../../src/formats/setup/ignore-format.js";
import { coreSkillsOf, type CoreCommand } from "../../ir/dialects/core/setup.js";
import type { JsonObject } from "../../ir/json/value.js";
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
import { GENERATED_HEADER } from "../../ir/dialects/rules/model.js";
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

/** A command lowered to `tool`: the file, and what the ledger lost ([pointer under the command, reason]). */
const lowered = (c: CoreCommand, tool: string) => {
  const ledger = new LossLedger();
  const file = lowerCommand(c, commandTool(tool)!, ledger, `${tool}-commands`);
  return {
    file,
    lost: ledger.entries.map(({ pointer, reason }) => [pointer.replace("/commands/git~1commit", ""), reason]),
  };
};

/** A Gemini CLI command file `p.toml` of this TOML text, read. */
const gemini = (toml: string): CoreCommand =>
  readCommandText("/r/.gemini/commands/p.toml", "p.toml", toml, commandTool("gemini")!).command!;

describe("lowerCommand: a command in another tool's words, and what it cannot hold", () => {
  // The tools' fields and placeholders: docs/formats.md and ir/dialects/setup/tools.ts (each tool's documentation).
  const FILE = "/r/.claude/commands/git/commit.md";
  const MD =
    "---\ndescription: Commit\nargument-hint: [msg]\nallowed-tools: Bash(git commit:*), Read\nmodel: opus\ndisable-model-invocation: true\n---\nCommit $ARGUMENTS, then $1.\n";
  const claude = () => readCommandText(FILE, "git/commit.md", MD, commandTool("claude")!).command!;

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
    const r = lowered(gemini('prompt = "Run !{echo $1} for {{args}}"\n'), "claude");
    expect(r.file.prompt).toBe("Run !`echo $1` for $ARGUMENTS");
    expect(r.lost).toEqual([]);
  });

  it("to Claude Code, a Gemini prompt's literal $1 would become a placeholder: ledgered", () => {
    const r = lowered(gemini('prompt = "Costs $1 for {{args}}"\n'), "claude");
    expect(r.file).toEqual({ fields: {}, prompt: "Costs $1 for $ARGUMENTS" });
    expect(r.lost).toEqual([
      [
        "/commands/p/prompt",
        "the prompt's text holds what Claude Code reads as an argument placeholder ($ARGUMENTS $1…); it was literal text in gemini's command",
      ],
    ]);
  });
});

describe("lowerCommand to Copilot (named placeholders only)", () => {
  it("a Gemini prompt's literal ${input:x} would become Copilot's placeholder: ledgered; {{args}} is Copilot's ${input:args}", () => {
    const r = lowered(gemini('description = "P"\nprompt = "Use ${input:x} for {{args}}"\n'), "copilot");
    expect(r.file).toEqual({ fields: { description: "P" }, prompt: "Use ${input:x} for ${input:args}" });
    expect(r.lost).toEqual([
      [
        "/commands/p/prompt",
        "the prompt's text holds what GitHub Copilot reads as an argument placeholder (${input:…}); it was literal text in gemini's command",
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

// Round 3 of the sampled run (seed `fifth`): each setup format's passes, bad inputs and round trips, pinned whole.
describe("the setup formats' passes, as `agentc passes` lists them", () => {
  it("every setup format's passes are <format>.read, .verify, .raise, .lower, .write, .reread, each of its kind", () => {
    const names = [
      ...SKILL_TOOLS.map(skillFormatName),
      ...COMMAND_TOOLS.map(commandFormatName),
      ...IGNORE_TOOLS.map(ignoreFormatName),
      ...SUBAGENT_STYLES.map(subagentFormatName),
    ];
    for (const n of names) {
      const f = setupFormatNamed(n)!;
      const { write, checks } = formatPasses(f);
      const got = [f.read, ...f.verify, f.raise!, f.lower!, write!, ...checks].map((p) => `${p.name} ${p.kind}`);
      // Only the skills formats verify what they read (the name and description rules of the Agent Skills standard).
      const verify = n.endsWith("-skills") ? [`${n}.verify verify`] : [];
      expect(got, n).toEqual([
        `${n}.read read`,
        ...verify,
        `${n}.raise raise`,
        `${n}.lower lower`,
        `${n}.write write`,
        `${n}.reread check`,
      ]);
      expect(
        [f.read, ...f.verify, f.raise!, f.lower!].every((p) => p.dialect === n),
        n,
      ).toBe(true);
    }
  });
});

describe("setup inputs a reader refuses", () => {
  it("a command file that is not UTF-8 is RULES-READ; the folder's other commands are read", async () => {
    const d = tree({ ".claude/commands/good.md": "---\ndescription: Does good.\n---\nDo good.\n" });
    writeFileSync(join(d, ".claude/commands/bad.md"), Buffer.from([0x2d, 0xff, 0xfe, 0x0a]));
    const f = await format("claude-commands");
    const ctx = contextFor(join(d, ".claude/commands"));
    const bad = join(d, ".claude/commands/bad.md");
    expect(await f.read.run(ctx)).toEqual([
      { code: "RULES-READ", severity: "error", message: `${bad} is not UTF-8 text`, file: bad },
    ]);
    expect(f.summarize!(ctx, []).summary).toBe("claude-commands: ok, 1 command(s): good");
  });

  it("an ignore file that is not there is RULES-READ naming it, not a throw; a folder names the tool's file in it", async () => {
    const d = tree({ ".cursorignore": "dist/\n" });
    const f = await format("cursor-ignore");
    const missing = join(d, "missing/.cursorignore");
    expect(await f.read.run(contextFor(missing))).toEqual([
      {
        code: "RULES-READ",
        severity: "error",
        message: `${missing} cannot be read: ENOENT: no such file or directory, stat '${missing}'`,
        file: missing,
      },
    ]);
    const ctx = contextFor(d);
    expect(await f.read.run(ctx)).toEqual([]);
    expect(f.summarize!(ctx, []).summary).toBe("cursor-ignore: ok, 1 pattern(s) in 1 line(s)");
  });

  it("a socket in a skill folder is SKILL-INVALID: a skill holds files, folders and links only", async () => {
    const d = tree({ ".claude/skills/s/SKILL.md": "---\nname: s\ndescription: Does s.\n---\nDo s.\n" });
    const sock = join(d, ".claude/skills/s/agent.sock");
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(sock, resolve));
    try {
      const f = await format("claude-skills");
      const ctx = contextFor(join(d, ".claude/skills/s"));
      expect(await f.read.run(ctx)).toEqual([
        {
          code: "SKILL-INVALID",
          severity: "error",
          message: `${sock} is neither a file, a folder nor a link (a FIFO, socket or device); a skill cannot hold it`,
          file: sock,
          hint: "remove it from the skill",
        },
      ]);
      expect(f.summarize!(ctx, []).summary).toBe("claude-skills: ok, 0 skill(s)");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("Codex custom agents (TOML; developers.openai.com/codex/subagents)", () => {
  const codex = SUBAGENT_STYLES.find((s) => s.tool === "codex")!;
  const read = (text: string) => readStyledSubagent("/r/.codex/agents/rev.toml", text, codex);
  const refused = (message: string, line = 1, col = 1) => ({
    diagnostics: [{ code: "RULES-SUBAGENT", severity: "error", message, file: "/r/.codex/agents/rev.toml", line, col }],
  });

  it("name, description and developer_instructions are the agent's; every other key is Codex's own, in order", () => {
    expect(
      read(
        'name = "reviewer"\ndescription = " Reviews diffs. "\nmodel = "gpt-5"\ndeveloper_instructions = "Review the diff."\nsandbox_mode = "read-only"\n',
      ),
    ).toEqual({
      agent: {
        name: "reviewer",
        description: "Reviews diffs.",
        fields: { model: "gpt-5", sandbox_mode: "read-only" },
        prompt: "Review the diff.",
      },
      diagnostics: [],
    });
  });

  it("a file that is not TOML is refused at the line and column the TOML parser names", () => {
    // Line 2, `description = ` with no value: the value should start at column 15.
    expect(read('name = "rev"\ndescription = \n')).toEqual(
      refused("the Codex agent rev is not TOML (Invalid TOML document: invalid value); it is not read", 2, 15),
    );
  });

  it("an agent without a description, or without developer_instructions, is refused saying which", () => {
    expect(read('developer_instructions = "Review."\n')).toEqual(
      refused("the Codex agent rev has no description; it is not read"),
    );
    expect(read('description = 42\ndeveloper_instructions = "Review."\n')).toEqual(
      refused("the Codex agent rev has no description; it is not read"),
    );
    expect(read('name = "r2"\ndescription = "Reviews."\n')).toEqual(
      refused("the Codex agent r2 has no developer_instructions (its system prompt); it is not read"),
    );
  });
});

describe("an agents folder's files: the tool's suffix only, in code-unit order", () => {
  it("read and discovered alike, a file of another suffix left out", async () => {
    const agent = "---\ndescription: Does it.\n---\nDo it.\n";
    // Node lists a folder in UTF-8 byte order: U+FF21 before U+1F600; in UTF-16 code units U+1F600 comes first.
    const d = tree({
      ".opencode/agent/\uFF21.md": agent,
      ".opencode/agent/\u{1F600}.md": agent,
      ".opencode/agent/b.md": agent,
      ".opencode/agent/notes.txt": "not an agent\n",
    });
    const f = await format("opencode-agents");
    const ctx = contextFor(d);
    expect(await f.read.run(ctx)).toEqual([]);
    expect(f.summarize!(ctx, []).summary).toBe("opencode-agents: ok, 3 agent(s): b, \u{1F600}, \uFF21");
    expect(f.discover!(d)).toEqual([
      ".opencode/agent/b.md",
      ".opencode/agent/\u{1F600}.md",
      ".opencode/agent/\uFF21.md",
    ]);
  });
});

describe("a Claude Code command's argument-hint", () => {
  // Claude Code reads the front matter as YAML (code.claude.com/docs/en/slash-commands): a comment is no part of the value.
  it("is the text as written when YAML reads no string from it, YAML's string when it does", () => {
    const hint = (line: string) =>
      readCommandText("c.md", "c.md", `---\n${line}\n---\nDo it.\n`, commandTool("claude")!).command!.argumentHint;
    expect(hint("argument-hint: [pr] [priority]")).toBe("[pr] [priority]");
    expect(hint("argument-hint: <file> # the file to review")).toBe("<file>");
    expect(hint("argument-hint: '[pr]'")).toBe("[pr]");
    expect(hint("description: no hint")).toBeUndefined();
  });
});

describe("a skills round trip that does not read back", () => {
  it("names each difference, as SKILL-OUTPUT errors, in the check of the output too", async () => {
    // No raiser makes two core skills of one folder (the graph refuses a second core:skill:s), so the
    // graph is built by hand here: the second skill's SKILL.md overwrites the first's in the output,
    // and the first does not read back.
    const d = tree({ ".claude/skills/s/SKILL.md": "---\nname: s\ndescription: First.\n---\n" });
    const [claude, codex] = [await format("claude-skills"), await format("codex-skills")];
    const ctx = contextFor(join(d, ".claude/skills/s"));
    for (const pass of [claude.read, claude.raise!]) expect(await pass.run(ctx)).toEqual([]);
    const first = coreSkillsOf(ctx.graph)[0]!;
    const second = Buffer.from("---\nname: s\ndescription: Second.\n---\n");
    ctx.graph.add({
      id: "core:skill:s (again)",
      kind: "core.Skill",
      attrs: {
        ...first,
        entries: [
          { path: "SKILL.md", kind: "file", sha256: ctx.graph.blobs.put(second), size: second.length, mode: 0o644 },
        ],
      } as unknown as JsonObject,
      origin: { file: first.from.file },
    });
    expect(await codex.lower!.run(ctx)).toEqual([]);
    const differ = "s/SKILL.md: bytes, mode or link target differ";
    expect(await codex.roundtrip!(ctx)).toEqual({
      differences: [differ],
      diagnostics: [{ code: "SKILL-OUTPUT", severity: "error", message: differ }],
    });
    const out = codex.write.run(ctx) as OutputFiles;
    expect(await codex.checkOutput![0]!.run(out, ctx)).toEqual([
      { code: "SKILL-OUTPUT", severity: "error", message: `codex-skills: ${differ}` },
    ]);
  });
});

describe("the setup formats' diagnostics, each whole (code, message, place, way out)", () => {
  it("skills: the Agent Skills standard's name and description rules (agentskills.io/specification) as warnings", async () => {
    // name: 1-64 lower-case letters, digits and hyphens, the folder's name; description: at most 1024 characters.
    const md = (name: string, description: string) => `---\nname: ${name}\ndescription: ${description}\n---\nDo it.\n`;
    const long = "a".repeat(65);
    const d = tree({
      ".claude/skills/big/SKILL.md": md("Big Name", "d".repeat(1025)),
      ".claude/skills/long/SKILL.md": md(long, "Does long."),
      ".claude/skills/s/SKILL.md": md("t", "Does t."),
      ".claude/skills/u/SKILL.md": md("u", "d".repeat(1024)),
    });
    const f = await format("claude-skills");
    const ctx = contextFor(join(d, ".claude/skills"));
    expect(await f.read.run(ctx)).toEqual([]);
    const at = (dir: string) => ({ file: join(d, ".claude/skills", dir, "SKILL.md"), line: 2, col: 1 });
    const rename = "rename it (and its folder) in lower-case words joined by hyphens";
    expect(await f.verify[0]!.run(ctx)).toEqual([
      {
        code: "SKILL-NAME",
        severity: "warning",
        message:
          'skill name "Big Name" is not 1-64 lower-case letters, digits and single hyphens, as the Agent Skills standard asks',
        ...at("big"),
        hint: rename,
      },
      {
        code: "SKILL-NAME",
        severity: "warning",
        message: "the description of skill Big Name is 1025 characters; the standard allows 1024",
        ...at("big"),
        hint: "shorten it",
      },
      {
        code: "SKILL-NAME",
        severity: "warning",
        message: `skill name "${long}" is not 1-64 lower-case letters, digits and single hyphens, as the Agent Skills standard asks`,
        ...at("long"),
        hint: rename,
      },
      {
        code: "SKILL-NAME",
        severity: "warning",
        message: "skill name t differs from its folder s; Codex, OpenCode and the standard ask that they are the same",
        ...at("s"),
        hint: "rename the folder to t",
      },
    ]);
  });

  it("skills: no skill in the input, a SKILL.md without front matter, a link leaving the skill, nothing to lower", async () => {
    const empty = tempDir();
    const f = await format("claude-skills");
    expect(await f.read.run(contextFor(empty))).toEqual([
      {
        code: "SKILL-INVALID",
        severity: "error",
        message: `no skill (a folder holding SKILL.md) in ${empty}`,
        file: empty,
        hint: "name a skill folder (.claude/skills/<name>), its SKILL.md, or a folder of skills",
      },
    ]);
    const d = tree({ ".claude/skills/s/SKILL.md": "Just do s.\n", ".claude/skills/s/notes.md": "n\n" });
    symlinkSync("../../../secret", join(d, ".claude/skills/s/x"));
    expect(await f.read.run(contextFor(join(d, ".claude/skills/s")))).toEqual([
      {
        code: "SKILL-LINK-OUTSIDE",
        severity: "error",
        message: `x in skill ${join(d, ".claude/skills/s")} is a symbolic link to ../../../secret, which leaves the skill; a skill is copied as it is, so it must hold what it links to`,
        file: join(d, ".claude/skills/s/x"),
        hint: `copy the file into the skill (cp --remove-destination "$(readlink -f ${join(d, ".claude/skills/s/x")})" ${join(d, ".claude/skills/s/x")}) or point the link at a file inside it`,
      },
      {
        code: "SKILL-INVALID",
        severity: "error",
        message: "SKILL.md of skill s has no name or description in its front matter; the tools do not load it",
        file: join(d, ".claude/skills/s/SKILL.md"),
        line: 1,
        col: 1,
        hint: "start SKILL.md with ---, name: <folder name>, description: <what it does and when to use it>, ---",
      },
    ]);
    expect(await f.lower!.run(contextFor(d))).toEqual([
      { code: "SKILL-INVALID", severity: "error", message: "there is no skill to lower to Claude Code skills" },
    ]);
  });

  it("skills: a link stays inside when it resolves below the skill's folder, relative and not to the folder itself", () => {
    const cases: Array<[string, string, boolean]> = [
      ["x", "notes.md", true],
      ["sub/x", "../notes.md", true],
      ["sub/x", "../../notes.md", false],
      ["x", "../other/SKILL.md", false],
      ["x", "/etc/passwd", false],
      ["x", "C:/secret", false],
      ["x", ".", false],
      ["sub/x", "..", false],
      ["x", "sub\\notes.md", true],
    ];
    expect(cases.map(([path, target]) => linkStaysInside(path, target))).toEqual(cases.map(([, , inside]) => inside));
  });

  it("commands: none in the input, a Gemini command without a prompt, an output that does not read back", async () => {
    const empty = tempDir();
    const claude = await format("claude-commands");
    expect(await claude.read.run(contextFor(empty))).toEqual([
      {
        code: "COMMAND-INVALID",
        severity: "error",
        message: `no Claude Code command (.claude/commands/*.md) in ${empty}`,
        file: empty,
        hint: "name a command file or the .claude/commands folder",
      },
    ]);
    expect(readCommandText("/r/c.toml", "c.toml", 'description = "x"\n', commandTool("gemini")!)).toEqual({
      order: ["description"],
      diagnostics: [
        {
          code: "COMMAND-INVALID",
          severity: "error",
          message: "/r/c.toml has no prompt (a string), which Gemini CLI requires",
          file: "/r/c.toml",
          hint: 'add prompt = """…"""',
        },
      ],
    });
    const d = tree({ ".claude/commands/c.md": "---\ndescription: C\n---\nDo $ARGUMENTS.\n" });
    const ctx = contextFor(join(d, ".claude/commands/c.md"));
    expect(await claude.read.run(ctx)).toEqual([]);
    expect(await claude.checkOutput![0]!.run({ kind: "file", files: [["", Buffer.from("Do else.\n")]] }, ctx)).toEqual([
      {
        code: "COMMAND-OUTPUT",
        severity: "error",
        message: "claude-commands: c.md does not read back as the command written",
      },
    ]);
  });

  it("ignore files: nothing to lower, an output that differs, and the summary's counts", async () => {
    const f = await format("cursor-ignore");
    expect(await f.lower!.run(contextFor("/r"))).toEqual([
      { code: "CORE-EMPTY", severity: "error", message: "there are no ignore patterns to write to .cursorignore" },
    ]);
    const d = tree({ ".cursorignore": "# secrets\n.env\n\n*.pem\n" });
    const ctx = contextFor(join(d, ".cursorignore"));
    expect(await f.read.run(ctx)).toEqual([]);
    expect(await f.checkOutput![0]!.run({ kind: "file", files: [["", Buffer.from(".env\n")]] }, ctx)).toEqual([
      {
        code: "IGNORE-OUTPUT",
        severity: "error",
        message: "cursor-ignore: the written .cursorignore differs from the patterns written",
      },
    ]);
    expect(f.summarize!(ctx, [])).toEqual({
      result: { file: join(d, ".cursorignore"), patterns: 2, lines: 4 },
      summary: "cursor-ignore: ok, 2 pattern(s) in 4 line(s)",
    });
    expect(f.summarize!(contextFor("/r"), [{ code: "RULES-READ", severity: "error", message: "x" }])).toEqual({
      result: { file: undefined, patterns: 0, lines: 0 },
      summary: "cursor-ignore: FAIL, 0 pattern(s) in 0 line(s)",
    });
    expect(f.discover!(d)).toEqual([".cursorignore"]);
    expect(f.discover!(tempDir())).toEqual([]);
    expect(f.discover!(d, [".cursorignore", "sub/.cursorignore", ".geminiignore"])).toEqual([".cursorignore"]);
  });

  it("Copilot agents: one without a system prompt, or without a description, is not read, placed at the front matter", () => {
    const copilot = SUBAGENT_STYLES.find((s) => s.tool === "copilot")!;
    const file = "/r/.github/agents/rev.agent.md";
    const said = (text: string) => readStyledSubagent(file, text, copilot).diagnostics;
    const refused = (message: string, line: number) => [
      { code: "RULES-SUBAGENT", severity: "error", message, file, line, col: 1 },
    ];
    expect(said("---\nname: Reviewer\ndescription: Reviews.\n---\n")).toEqual(
      refused(
        "the GitHub Copilot agent Reviewer has no system prompt (the text after the front matter); it is not read",
        2,
      ),
    );
    expect(said("---\ntools: [read]\n---\nReview.\n")).toEqual(
      refused("the GitHub Copilot agent rev has no description; it is not read", 2),
    );
    expect(said("Review.\n")).toEqual(refused("the GitHub Copilot agent rev has no description; it is not read", 1));
  });
});

describe("a tool's command files: where they are found and where they are written", () => {
  it("a file, a command folder, or a repository's folder; nested where the tool namespaces by folder", () => {
    const d = tree({
      ".claude/commands/b.md": "B\n",
      ".claude/commands/git/commit.md": "C\n",
      ".claude/commands/notes.txt": "n\n",
      ".cursor/commands/a.md": "A\n",
      ".cursor/commands/git/c.md": "C\n",
    });
    const [claude, cursor] = [commandTool("claude")!, commandTool("cursor")!];
    const inputs = (input: string, tool: typeof claude) =>
      commandInputs(join(d, input), tool).map(({ file, rel }) => [file.slice(d.length + 1), rel]);
    expect(inputs("", claude)).toEqual([
      [".claude/commands/b.md", "b.md"],
      [".claude/commands/git/commit.md", "git/commit.md"],
    ]);
    expect(inputs(".claude/commands", claude)).toEqual(inputs("", claude));
    expect(inputs(".claude/commands/git/commit.md", claude)).toEqual([[".claude/commands/git/commit.md", "commit.md"]]);
    expect(inputs("", cursor)).toEqual([[".cursor/commands/a.md", "a.md"]]);
    expect(inputs("missing", cursor)).toEqual([]);
    const c = readCommandText("/r/x.md", "git/commit.md", "Commit.\n", claude).command!;
    expect([commandPath(c, claude), commandPath(c, cursor), commandPath(c, commandTool("gemini")!)]).toEqual([
      "git/commit.md",
      "git-commit.md",
      "git/commit.toml",
    ]);
  });

  it("discovered from a repository's file list: the tool's suffix under its folder, sub-folders only where it nests", async () => {
    const list = [
      ".claude/commands/a.md",
      ".claude/commands/git/commit.md",
      ".claude/commands/a.txt",
      "docs/a.md",
      ".cursor/commands/a.md",
      ".cursor/commands/git/c.md",
    ];
    expect((await format("claude-commands")).discover!("/r", list)).toEqual([
      ".claude/commands/a.md",
      ".claude/commands/git/commit.md",
    ]);
    expect((await format("cursor-commands")).discover!("/r", list)).toEqual([".cursor/commands/a.md"]);
  });
});

describe("which setup format a path is (detect.ts, each format's detect)", () => {
  it("by where it is: a tool's skill, command, agent or ignore file, or none", async () => {
    const skill = "---\nname: s\ndescription: Does s.\n---\nDo s.\n";
    const d = tree({
      ".claude/skills/s/SKILL.md": skill,
      "x/SKILL.md": skill,
      ".claude/commands/c.md": "Do c.\n",
      ".opencode/command/c.md": "Do c.\n",
      ".github/prompts/p.prompt.md": "Do p.\n",
      ".github/agents/r.agent.md": "---\ndescription: R.\n---\nR.\n",
      ".opencode/agent/a.md": "A.\n",
      ".codex/agents/a.toml": 'description = "A."\ndeveloper_instructions = "A."\n',
      ".cursorignore": "dist/\n",
      "README.md": "# r\n",
    });
    const cases: Array<[string, string | undefined]> = [
      [".claude/skills", "claude-skills"],
      [".claude/skills/s", "claude-skills"],
      [".claude/skills/s/SKILL.md", "claude-skills"],
      // A skill folder in no tool's home is the open standard's, which Codex reads.
      ["x", "codex-skills"],
      [".claude/commands", "claude-commands"],
      [".claude/commands/c.md", "claude-commands"],
      [".opencode/command/c.md", "opencode-commands"],
      [".github/prompts/p.prompt.md", "copilot-commands"],
      [".github/agents/r.agent.md", "copilot-agents"],
      [".opencode/agent/a.md", "opencode-agents"],
      [".codex/agents/a.toml", "codex-agents"],
      [".cursorignore", "cursor-ignore"],
      ["README.md", undefined],
      ["missing/SKILL.md", undefined],
    ];
    expect(cases.map(([p]) => setupFormatNameOfPath(join(d, p)))).toEqual(cases.map(([, name]) => name));
    for (const [p, name] of cases)
      if (name) expect((await format(name)).detect(join(d, p)), `${name} detects ${p}`).toBe(true);
    // Each detects its own only.
    expect((await format("cursor-skills")).detect(join(d, ".claude/skills/s"))).toBe(false);
    expect((await format("cursor-commands")).detect(join(d, ".claude/commands/c.md"))).toBe(false);
    expect((await format("copilot-agents")).detect(join(d, ".opencode/agent/a.md"))).toBe(false);
    expect((await format("claude-skills")).detect(join(d, "missing"))).toBe(false);
    expect((await format("claude-commands")).detect(join(d, "missing/.claude/commands/c.md"))).toBe(false);
  });
});

describe("readCommandText: a command file whole (fields core models, the tool's others as its residual)", () => {
  it("Claude Code: a field of another type than core holds stays residual, so it comes back as written", () => {
    const text =
      "---\ndescription: 42\nx-team: core\nallowed-tools:\n  - Read\n  - Bash\nmodel: opus\nargument-hint: <file>\n---\nReview $ARGUMENTS.\n";
    expect(readCommandText("/r/.claude/commands/git/review.md", "git/review.md", text, commandTool("claude")!)).toEqual(
      {
        command: {
          name: "review",
          namespace: ["git"],
          prompt: "Review {{agentc:all}}.\n",
          argumentHint: "<file>",
          allowedTools: ["Read", "Bash"],
          model: "opus",
          residual: { claude: { "x-team": "core", description: 42 } },
          from: { tool: "claude", file: "/r/.claude/commands/git/review.md" },
        },
        order: ["description", "x-team", "allowed-tools", "model", "argument-hint"],
        diagnostics: [],
      },
    );
    const odd = readCommandText("/r/c.md", "c.md", "---\nallowed-tools: { a: 1 }\n---\nDo.\n", commandTool("claude")!);
    expect(odd.command!.allowedTools).toBeUndefined();
    expect(odd.command!.residual).toEqual({ claude: { "allowed-tools": { a: 1 } } });
    // Claude Code's allowed-tools is a comma-separated text or a list; each tool is a string.
    const tools = (v: string) =>
      readCommandText("/r/c.md", "c.md", `---\nallowed-tools: ${v}\n---\nDo.\n`, commandTool("claude")!).command!
        .allowedTools;
    expect(tools("Bash(git diff:*), Read,")).toEqual(["Bash(git diff:*)", "Read"]);
    expect(tools("[Read, 7]")).toEqual(["Read", "7"]);
  });

  it("Gemini CLI: TOML's description and prompt; another key is Gemini's own", () => {
    const text = 'description = "Commits."\nprompt = """Commit {{args}}."""\nx-team = "core"\n';
    expect(
      readCommandText("/r/.gemini/commands/git/commit.toml", "git/commit.toml", text, commandTool("gemini")!),
    ).toEqual({
      command: {
        name: "commit",
        namespace: ["git"],
        description: "Commits.",
        prompt: "Commit {{agentc:all}}.",
        residual: { gemini: { "x-team": "core" } },
        from: { tool: "gemini", file: "/r/.gemini/commands/git/commit.toml" },
      },
      order: ["description", "prompt", "x-team"],
      diagnostics: [],
    });
  });
});

describe("a Copilot agent lowered through core", () => {
  const A =
    "---\nname: reviewer\ndescription: Reviews code.\ntools: ['read', 'search']\nmodel: GPT-5\n---\nReview the diff.\n";
  const lowered = async (to: string) => {
    const d = tree({ ".github/agents/reviewer.agent.md": A });
    const ctx = contextFor(join(d, ".github/agents/reviewer.agent.md"));
    const [from, target] = [await format("copilot-agents"), await format(to)];
    for (const pass of [from.read, from.raise!, target.lower!]) expect(await pass.run(ctx)).toEqual([]);
    const out = target.write.run(ctx) as OutputFiles;
    expect(await target.checkOutput![0]!.run(out, ctx)).toEqual([]);
    return {
      text: Buffer.from(out.files[0]![1]).toString("utf8"),
      lost: ctx.ledger.entries.map(({ pointer, target }) => [pointer, target]),
    };
  };

  it("to Copilot: every field comes back (its tools and model among them), nothing is lost", async () => {
    expect(await lowered("copilot-agents")).toEqual({
      text: "---\nname: reviewer\ndescription: Reviews code.\ntools:\n  - read\n  - search\nmodel: GPT-5\n---\n\nReview the diff.\n",
      lost: [],
    });
  });

  it("to OpenCode: the description and prompt; Copilot's own fields are ledgered", async () => {
    expect(await lowered("opencode-agents")).toEqual({
      text: "---\ndescription: Reviews code.\n---\n\nReview the diff.\n",
      lost: [["/x-copilot", "opencode-agents"]],
    });
  });
});

describe("a skills folder read and written whole", () => {
  it("each skill's files with their modes, a link inside kept as a link, under the skills' folders; the summary counts files", async () => {
    const md = (n: string) => `---\nname: ${n}\ndescription: Does ${n}.\n---\nDo ${n}.\n`;
    const d = tempDir();
    writeTree(d, {
      ".claude/skills/a/SKILL.md": { kind: "file", bytes: md("a") },
      ".claude/skills/a/run.sh": { kind: "file", bytes: "#!/bin/sh\n", mode: 0o755 },
      ".claude/skills/a/latest.sh": { kind: "link", target: "run.sh" },
      ".claude/skills/b/SKILL.md": { kind: "file", bytes: md("b") },
      ".claude/skills/notes.md": { kind: "file", bytes: "not a skill\n" },
    });
    const f = await format("claude-skills");
    const ctx = contextFor(join(d, ".claude/skills"));
    expect(await f.read.run(ctx)).toEqual([]);
    expect(f.summarize!(ctx, [])).toEqual({
      result: {
        skills: [
          {
            folder: join(d, ".claude/skills/a"),
            name: "a",
            description: "Does a.",
            files: 3,
            fields: ["name", "description"],
          },
          {
            folder: join(d, ".claude/skills/b"),
            name: "b",
            description: "Does b.",
            files: 1,
            fields: ["name", "description"],
          },
        ],
      },
      summary: "claude-skills: ok, 2 skill(s): a (3 files); b (1 file)",
    });
    const out = f.write.run(ctx) as OutputFiles;
    expect({ ...out, files: out.files.map(([p, b]) => [p, Buffer.from(b).toString("utf8")]) }).toEqual({
      kind: "directory",
      files: [
        ["a/SKILL.md", md("a")],
        ["a/run.sh", "#!/bin/sh\n"],
        ["b/SKILL.md", md("b")],
      ],
      modes: { "a/SKILL.md": 0o644, "a/run.sh": 0o755, "b/SKILL.md": 0o644 },
      links: [["a/latest.sh", "run.sh"]],
    });
    expect(await f.checkOutput![0]!.run(out, ctx)).toEqual([]);
    expect(await f.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
    // One skill (named by its folder or its SKILL.md) is written at the root; another file names no skill.
    for (const input of [".claude/skills/a", ".claude/skills/a/SKILL.md"]) {
      const one = contextFor(join(d, input));
      expect(await f.read.run(one)).toEqual([]);
      const written = f.write.run(one) as OutputFiles;
      expect([written.files.map(([p]) => p), written.links]).toEqual([
        ["SKILL.md", "run.sh"],
        [["latest.sh", "run.sh"]],
      ]);
    }
    expect((await f.read.run(contextFor(join(d, ".claude/skills/a/run.sh")))).map((x) => x.code)).toEqual([
      "SKILL-INVALID",
    ]);
    expect(f.discover!(d)).toEqual([".claude/skills/a/SKILL.md", ".claude/skills/b/SKILL.md"]);
    expect(
      f.discover!(d, [
        ".claude/skills/a/SKILL.md",
        ".claude/skills/a/sub/SKILL.md",
        "claude/skills/c/SKILL.md",
        "Xclaude/skills/d/SKILL.md",
      ]),
    ).toEqual([".claude/skills/a/SKILL.md"]);
  });
});

describe("the folders a tool also reads, and several files written at once", () => {
  it("OpenCode's commands in .opencode/commands: found from the repository, written under their namespaces, read back", async () => {
    const d = tree({
      ".opencode/commands/a.md": "---\ndescription: Does a.\n---\nDo a with $ARGUMENTS.\n",
      ".opencode/commands/git/commit.md": "---\ndescription: Commits.\n---\nCommit.\n",
    });
    expect(commandInputs(d, commandTool("opencode")!).map(({ rel }) => rel)).toEqual(["a.md", "git/commit.md"]);
    const f = await format("opencode-commands");
    expect(f.discover!(d)).toEqual([".opencode/commands/a.md", ".opencode/commands/git/commit.md"]);
    const ctx = contextFor(d);
    expect(await f.read.run(ctx)).toEqual([]);
    const out = f.write.run(ctx) as OutputFiles;
    expect(out.files.map(([p, b]) => [p, Buffer.from(b).toString("utf8")])).toEqual([
      ["a.md", "---\ndescription: Does a.\n---\nDo a with $ARGUMENTS.\n"],
      ["git/commit.md", "---\ndescription: Commits.\n---\nCommit.\n"],
    ]);
    expect(await f.checkOutput![0]!.run(out, ctx)).toEqual([]);
    expect(await f.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
  });

  it("OpenCode's agents in .opencode/agents: read and discovered; an agent folder that is a link out of the repository is not", async () => {
    const agent = "---\ndescription: Does it.\n---\nDo it.\n";
    const d = tree({ ".opencode/agents/a.md": agent });
    const f = await format("opencode-agents");
    const ctx = contextFor(d);
    expect(await f.read.run(ctx)).toEqual([]);
    expect(f.summarize!(ctx, []).summary).toBe("opencode-agents: ok, 1 agent(s): a");
    expect(f.discover!(d)).toEqual([".opencode/agents/a.md"]);
    const outside = tree({ "b.agent.md": agent });
    const repo = tempDir();
    writeTree(repo, { ".github/agents": { kind: "link", target: outside } });
    expect((await format("copilot-agents")).discover!(repo)).toEqual([]);
    expect(
      (await format("copilot-agents")).discover!("/r", [
        ".github/agents/b.agent.md",
        ".github/agents/x/c.agent.md",
        ".github/agents/b.md",
      ]),
    ).toEqual([".github/agents/b.agent.md"]);
  });
});

describe("readStyledSubagent: who names the agent", () => {
  it("Copilot's front matter names it (its file when the name is blank); OpenCode's file does, and a name field is OpenCode's own", () => {
    const [copilot, opencode] = ["copilot", "opencode"].map((t) => SUBAGENT_STYLES.find((s) => s.tool === t)!);
    const md = "---\nname: Other\ndescription: ' Does it. '\nmode: subagent\n---\n\nDo it.\n\n";
    expect(readStyledSubagent("/r/.github/agents/rev.agent.md", md, copilot!)).toEqual({
      agent: { name: "Other", description: "Does it.", fields: { mode: "subagent" }, prompt: "Do it." },
      diagnostics: [],
    });
    expect(readStyledSubagent("/r/.github/agents/rev.agent.md", md.replace("Other", "' '"), copilot!).agent!.name).toBe(
      "rev",
    );
    expect(readStyledSubagent("/r/.opencode/agent/rev.md", md, opencode!)).toEqual({
      agent: { name: "rev", description: "Does it.", fields: { name: "Other", mode: "subagent" }, prompt: "Do it." },
      diagnostics: [],
    });
    // OpenCode loads an agent without a description (its primary agents have none).
    expect(readStyledSubagent("/r/.opencode/agent/rev.md", "Do it.\n", opencode!)).toEqual({
      agent: { name: "rev", description: "", fields: {}, prompt: "Do it." },
      diagnostics: [],
    });
  });
});

// Round 4 of the sampled run (seed `sixth`). setupFormatNamed keeps each format value it makes, so a
// test that reaches a format only through it sees the value an earlier test made: the tests below make
// every setup format afresh from its factory, so what each factory returns is what they check.
const freshFormats = (): Array<[string, Format]> => [
  ...SKILL_TOOLS.map((t): [string, Format] => [skillFormatName(t), skillsFormat(t)]),
  ...COMMAND_TOOLS.map((t): [string, Format] => [commandFormatName(t), commandsFormat(t)]),
  ...IGNORE_TOOLS.map((t): [string, Format] => [ignoreFormatName(t), ignoreFormat(t)]),
  ...SUBAGENT_STYLES.map((t): [string, Format] => [subagentFormatName(t), subagentsFormat(t)]),
];

describe("each setup format as its factory makes it", () => {
  it("its passes are <format>.read, .verify, .raise, .lower, .write, .reread, each of its kind, each described", () => {
    const made = freshFormats();
    expect(made.length).toBe(SKILL_TOOLS.length + COMMAND_TOOLS.length + IGNORE_TOOLS.length + SUBAGENT_STYLES.length);
    for (const [n, f] of made) {
      expect(f.name).toBe(n);
      const { write, checks } = formatPasses(f);
      const passes = [f.read, ...f.verify, f.raise!, f.lower!, write!, ...checks];
      const verify = n.endsWith("-skills") ? [`${n}.verify verify`] : [];
      expect(
        passes.map((p) => `${p.name} ${p.kind}`),
        n,
      ).toEqual([
        `${n}.read read`,
        ...verify,
        `${n}.raise raise`,
        `${n}.lower lower`,
        `${n}.write write`,
        `${n}.reread check`,
      ]);
      for (const p of passes) expect(p.description.length, p.name).toBeGreaterThan(10);
    }
  });

  it("it raises and lowers its own feature, so that naming a tool finds that tool's format of the same feature", () => {
    for (const [n, f] of freshFormats()) {
      const feature = n.endsWith("-skills")
        ? "skills"
        : n.endsWith("-commands")
          ? "commands"
          : n.endsWith("-ignore")
            ? "ignore"
            : "agents";
      if (feature !== "agents") expect(f.core, n).toEqual({ raises: [feature], lowers: [feature] });
    }
    expect(sameFeatureFormatName(ignoreFormat(IGNORE_TOOLS[0]!), "cursor")).toBe("cursor-ignore");
    expect(sameFeatureFormatName(commandsFormat(commandTool("claude")!), "gemini")).toBe("gemini-commands");
  });

  it("two tools' commands read into one run's state keep each their own (each format's state keys are its own)", async () => {
    const d = tree({
      ".claude/commands/c.md": "---\ndescription: C\n---\nDo c.\n",
      ".gemini/commands/g.toml": 'description = "G"\nprompt = "Do g."\n',
    });
    const state = new RunState();
    const claude = { ...contextFor(join(d, ".claude/commands")), state };
    const gemini = { ...contextFor(join(d, ".gemini/commands")), state };
    const [fc, fg] = [commandsFormat(commandTool("claude")!), commandsFormat(commandTool("gemini")!)];
    expect(await fc.read.run(claude)).toEqual([]);
    expect(await fg.read.run(gemini)).toEqual([]);
    expect(fc.summarize!(claude, []).summary).toBe("claude-commands: ok, 1 command(s): c");
    expect(fg.summarize!(gemini, []).summary).toBe("gemini-commands: ok, 1 command(s): g");
  });
});

describe("round 4: what the setup readers take from a folder", () => {
  it("a skill's entries: SKILL.md first, then by path in code-unit order (a.txt before a/x.md), not the folder's walk order", () => {
    const d = tree({
      "SKILL.md": "---\nname: s\ndescription: Does s.\n---\n",
      "A.md": "a",
      "a/x.md": "x",
      "a.txt": "t",
    });
    const r = readSkillEntries(d);
    expect(r.diagnostics).toEqual([]);
    expect(r.entries.map((e) => e.path)).toEqual(["SKILL.md", "A.md", "a.txt", "a/x.md"]);
  });

  it("entries without SKILL.md as a file are no skill: SKILL-INVALID naming the skill, with what a skill is", () => {
    const want = {
      fieldLines: new Map(),
      diagnostics: [
        {
          code: "SKILL-INVALID",
          severity: "error",
          message: "skill s has no SKILL.md file",
          file: "/r/s/SKILL.md",
          hint: "a skill is a folder holding SKILL.md (front matter with name and description, then instructions)",
        },
      ],
    };
    expect(skillFromEntries("s", "/r/s/SKILL.md", [])).toEqual(want);
    expect(skillFromEntries("s", "/r/s/SKILL.md", [{ path: "SKILL.md", kind: "link", target: "x.md" }])).toEqual(want);
  });

  it("a command folder's link to nothing is no command file, and the folder's other commands are found", () => {
    const d = tree({ "a.md": "A\n", "c.md": "C\n" });
    symlinkSync("nowhere.md", join(d, "b.md"));
    expect(commandFilesIn(d, commandTool("claude")!)).toEqual(["a.md", "c.md"]);
  });

  // Claude Code's command front matter is allowed-tools, argument-hint, description, model and
  // disable-model-invocation (code.claude.com/docs/en/slash-commands): `prompt` is none of them.
  it("a Markdown command's `prompt` field is the tool's own, kept as its residual (only Gemini's TOML prompt is the prompt)", () => {
    const r = readCommandText("c.md", "c.md", "---\nprompt: x\ndescription: D\n---\nDo it.\n", commandTool("claude")!);
    expect(r.diagnostics).toEqual([]);
    expect(r.command?.residual).toEqual({ claude: { prompt: "x" } });
    expect(r.command?.description).toBe("D");
  });
});

describe("what `agentc formats`, `passes` and `conversions` say of a setup format, made afresh", () => {
  const header = (f: Format) => {
    const { write, checks } = formatPasses(f);
    return {
      name: f.name,
      dialect: f.dialect,
      description: f.description,
      core: f.core,
      loses: f.loses,
      outputSuffix: f.outputSuffix?.(),
      passes: [f.read, ...f.verify, f.raise!, f.lower!, write!, ...checks].map((p) => [p.name, p.description]),
    };
  };

  it("Claude Code's skills and commands, Cursor's ignore file, Copilot's agents: each whole", () => {
    expect(header(skillsFormat(SKILL_TOOLS.find((t) => t.tool === "claude")!))).toEqual({
      name: "claude-skills",
      dialect: "claude-skills",
      description:
        "Claude Code skills: .claude/skills/<name>/SKILL.md and the files beside it (https://code.claude.com/docs/en/skills)",
      core: { raises: ["skills"], lowers: ["skills"] },
      loses: {
        raise: "nothing: every file, byte, mode and link",
        lower: "nothing is dropped; front-matter fields Claude Code does not read are ledgered",
      },
      outputSuffix: ".claude-skill",
      passes: [
        [
          "claude-skills.read",
          "read skill folders: SKILL.md's front matter and body, every file's bytes (to the blob store) and mode, links inside the skill as links; a link leaving the skill is refused",
        ],
        [
          "claude-skills.verify",
          "each skill's name is lower-case words and hyphens, equal to its folder; its description fits the standard's 1024 characters",
        ],
        ["claude-skills.raise", "skills → core skills: front matter and body, files as blobs with their mode, links"],
        [
          "claude-skills.lower",
          "core skills → Claude Code skills, byte for byte; front-matter fields Claude Code does not read stay in SKILL.md and are ledgered",
        ],
        [
          "claude-skills.write",
          "each skill's files byte for byte, with their modes and links (one skill at the root, several under their folders)",
        ],
        [
          "claude-skills.reread",
          "the written skills, re-read in memory, hold every file, byte, mode and link of the skills written",
        ],
      ],
    });
    expect(header(commandsFormat(commandTool("claude")!))).toEqual({
      name: "claude-commands",
      dialect: "claude-commands",
      description: "Claude Code commands: .claude/commands/*.md (https://code.claude.com/docs/en/slash-commands)",
      core: { raises: ["commands"], lowers: ["commands"] },
      loses: {
        raise: "nothing: fields core does not model travel as the tool's residual",
        lower: "placeholders and fields the tool cannot spell (ledgered by JSON pointer)",
      },
      outputSuffix: ".md",
      passes: [
        [
          "claude-commands.read",
          "read command files: front matter (or TOML) and prompt, placeholders in core's spelling, the tool's other fields as its residual",
        ],
        [
          "claude-commands.raise",
          "commands → core commands (placeholders in core's spelling; the tool's other fields as its residual)",
        ],
        [
          "claude-commands.lower",
          "core commands → Claude Code commands; placeholders and fields it cannot hold are ledgered by JSON pointer",
        ],
        ["claude-commands.write", "Claude Code command files"],
        ["claude-commands.reread", "the written command files, re-read, give back the commands written"],
      ],
    });
    expect(header(ignoreFormat(IGNORE_TOOLS.find((t) => t.file === ".cursorignore")!))).toEqual({
      name: "cursor-ignore",
      dialect: "cursor-ignore",
      description: "Cursor's ignore file: .cursorignore (https://cursor.com/docs/context/ignore-files)",
      core: { raises: ["ignore"], lowers: ["ignore"] },
      loses: { raise: "nothing", lower: "nothing: every tool listed reads gitignore syntax" },
      outputSuffix: ".cursorignore",
      passes: [
        [
          "cursor-ignore.read",
          "read the ignore file's lines (patterns, comments, blank lines) in order, with its line ends",
        ],
        ["cursor-ignore.raise", "the ignore file → core ignore patterns, comments and order kept"],
        ["cursor-ignore.lower", "core ignore patterns → .cursorignore, line for line"],
        ["cursor-ignore.write", ".cursorignore: the lines as read, in order, with their line ends"],
        ["cursor-ignore.reread", "the written file holds the lines written"],
      ],
    });
    expect(header(subagentsFormat(SUBAGENT_STYLES.find((t) => t.tool === "copilot")!))).toEqual({
      name: "copilot-agents",
      dialect: "copilot-agents",
      description:
        "GitHub Copilot custom agents: .github/agents/*.agent.md (https://docs.github.com/en/copilot/reference/custom-agents-configuration)",
      core: { raises: ["agent"], lowers: ["agent"] },
      loses: {
        raise: "nothing: the tool's fields travel as x-copilot",
        lower: "another tool's fields (x-claude-code, …), skills, APIs, MCP servers, memory",
      },
      outputSuffix: ".agent.md",
      passes: [
        [
          "copilot-agents.read",
          "read GitHub Copilot agent files: name, description, the tool's other fields, the system prompt",
        ],
        [
          "copilot-agents.raise",
          "a GitHub Copilot agent → the core agent (name, description, prompt as instructions; the tool's fields as x-copilot)",
        ],
        [
          "copilot-agents.lower",
          "core agent → a GitHub Copilot agent (its x-copilot section gives back the tool's fields); what the file cannot hold is ledgered",
        ],
        ["copilot-agents.write", "GitHub Copilot agent files: front matter and system prompt"],
        ["copilot-agents.reread", "the written agent files, re-read, give back each agent"],
      ],
    });
  });
});

describe("round 4: an ignore file in the graph, and folders named like files", () => {
  it("an ignore file read is one graph node: its file, patterns (not comments or blank lines) and lines, at the file", async () => {
    const d = tree({ ".cursorignore": "# secrets\n.env\n\nbuild/\n" });
    const input = join(d, ".cursorignore");
    const ctx = contextFor(input);
    expect(await ignoreFormat(IGNORE_TOOLS.find((t) => t.file === ".cursorignore")!).read.run(ctx)).toEqual([]);
    const node = ctx.graph.get(`cursor-ignore:${input}`)!;
    expect([node.kind, node.attrs, node.origin]).toEqual([
      "cursor-ignore.IgnoreFile",
      { file: ".cursorignore", patterns: 2, lines: 4 },
      { file: input },
    ]);
  });

  it("a folder named as an ignore file or an agent file is neither", () => {
    const d = tree({ "keep.txt": "" });
    mkdirSync(join(d, ".cursorignore"));
    mkdirSync(join(d, ".github/agents/a.agent.md"), { recursive: true });
    expect([
      setupFormatNameOfPath(join(d, ".cursorignore")),
      setupFormatNameOfPath(join(d, ".github/agents/a.agent.md")),
    ]).toEqual([undefined, undefined]);
  });
});

describe("round 4: a styled agent's name, dates and the header agentc writes", () => {
  const codex = SUBAGENT_STYLES.find((s) => s.tool === "codex")!;
  const copilot = SUBAGENT_STYLES.find((s) => s.tool === "copilot")!;

  it("Codex: a blank name is the file's; a TOML date is kept as its ISO text (JSON holds no date)", () => {
    expect(
      readStyledSubagent(
        "/r/.codex/agents/rev.toml",
        'name = "  "\ndescription = "Reviews."\ndeveloper_instructions = "Review."\nreviewed = 1979-05-27T07:32:00Z\n',
        codex,
      ),
    ).toEqual({
      agent: {
        name: "rev",
        description: "Reviews.",
        fields: { reviewed: "1979-05-27T07:32:00.000Z" },
        prompt: "Review.",
      },
      diagnostics: [],
    });
  });

  it("Copilot: the generated-file comment agentc writes above a prompt is no part of the prompt", () => {
    const r = readStyledSubagent(
      "/r/.github/agents/rev.agent.md",
      `---\ndescription: Reviews.\n---\n${GENERATED_HEADER}\nReview the diff.\n`,
      copilot,
    );
    expect(r.agent?.prompt).toBe("Review the diff.");
  });
});

describe("round 4: how a written skill is compared with the skill written", () => {
  const file = (path: string, text: string, mode = 0o644) =>
    ({ path, kind: "file", bytes: Buffer.from(text), mode }) as const;
  const link = (path: string, target: string) => ({ path, kind: "link", target }) as const;

  it("a file of other bytes or mode, a link to another target, a file missing and one too many are each named", () => {
    const want = [
      file("SKILL.md", "a"),
      file("run.sh", "x", 0o755),
      file("same.sh", "y", 0o755),
      link("l", "SKILL.md"),
      file("gone.txt", "g"),
    ];
    const got = [
      file("SKILL.md", "a"),
      file("run.sh", "x", 0o644),
      file("same.sh", "y", 0o755),
      link("l", "run.sh"),
      file("extra.txt", "e"),
    ];
    expect(entryDifferences("s", want, got)).toEqual([
      "s/run.sh: bytes, mode or link target differ",
      "s/l: bytes, mode or link target differ",
      "s/gone.txt: missing",
      "s/extra.txt: not in the skill",
    ]);
    expect(entryDifferences("s", want, want)).toEqual([]);
  });

  it("an output re-read: a file without a mode is 0644; several skills are split by their folders, in order", () => {
    const bytes = Buffer.from("b");
    expect(skillsOfOutput({ kind: "directory", files: [["SKILL.md", bytes]] }, ["s"])).toEqual([
      { dir: "s", entries: [{ path: "SKILL.md", kind: "file", bytes, mode: 0o644 }] },
    ]);
    const two = skillsOfOutput(
      {
        kind: "directory",
        files: [
          ["b/x.md", bytes],
          ["a/SKILL.md", bytes],
          ["b/SKILL.md", bytes],
        ],
        modes: { "b/x.md": 0o600 },
        links: [["a/l", "SKILL.md"]],
      },
      ["a", "b"],
    );
    expect(two.map((s) => [s.dir, s.entries.map((e) => [e.path, e.kind === "file" ? e.mode : e.target])])).toEqual([
      [
        "a",
        [
          ["SKILL.md", 0o644],
          ["l", "SKILL.md"],
        ],
      ],
      [
        "b",
        [
          ["SKILL.md", 0o644],
          ["x.md", 0o600],
        ],
      ],
    ]);
  });
});

describe("round 4: commands in the graph", () => {
  it("each command read is a graph node (name, namespace, its fields in order) at line 1, and its text is the graph's source for code frames", async () => {
    const text = "---\nmodel: m\ndescription: C\n---\nDo $ARGUMENTS.\n";
    const d = tree({ ".claude/commands/git/c.md": text });
    const ctx = contextFor(join(d, ".claude/commands"));
    expect(await commandsFormat(commandTool("claude")!).read.run(ctx)).toEqual([]);
    const file = join(d, ".claude/commands/git/c.md");
    const node = ctx.graph.get(`commands:${file}`)!;
    expect([node.kind, node.attrs, node.origin]).toEqual([
      "claude-commands.Command",
      { name: "c", namespace: ["git"], fields: ["model", "description"] },
      { file, line: 1, col: 1 },
    ]);
    expect(ctx.graph.sources.get(file)?.text).toBe(text);
  });
});

describe("round 4: agents in the graph", () => {
  it("each agent read is a graph node (name, description, the tool's field names) at line 1", async () => {
    const d = tree({
      ".opencode/agent/review.md": "---\ndescription: Reviews code.\nmode: subagent\n---\nReview the diff.\n",
    });
    const ctx = contextFor(d);
    expect(await subagentsFormat(SUBAGENT_STYLES.find((s) => s.tool === "opencode")!).read.run(ctx)).toEqual([]);
    const file = join(d, ".opencode/agent/review.md");
    const node = ctx.graph.get(`opencode-agents:${file}`)!;
    expect([node.kind, node.attrs, node.origin]).toEqual([
      "opencode-agents.Subagent",
      { name: "review", description: "Reviews code.", fields: ["mode"] },
      { file, line: 1, col: 1 },
    ]);
  });
});

describe("round 4: skills in the graph", () => {
  it("each skill read is a graph node: folder, name, description, front matter, and each file by its sha256, size and mode", async () => {
    const md = "---\nname: s\ndescription: Does s.\n---\nDo s.\n";
    const d = tree({ ".claude/skills/s/SKILL.md": md });
    const ctx = contextFor(join(d, ".claude/skills"));
    expect(await skillsFormat(SKILL_TOOLS.find((t) => t.tool === "claude")!).read.run(ctx)).toEqual([]);
    const folder = join(d, ".claude/skills/s");
    const node = ctx.graph.get(`skills:${folder}`)!;
    const { createHash } = await import("node:crypto");
    const { statSync } = await import("node:fs");
    expect([node.kind, node.attrs, node.origin]).toEqual([
      "claude-skills.Skill",
      {
        dir: "s",
        name: "s",
        description: "Does s.",
        front: { name: "s", description: "Does s." },
        entries: [
          {
            path: "SKILL.md",
            kind: "file",
            sha256: createHash("sha256").update(md).digest("hex"),
            size: Buffer.byteLength(md),
            mode: statSync(join(folder, "SKILL.md")).mode & 0o777,
          },
        ],
      },
      { file: join(folder, "SKILL.md"), line: 1, col: 1 },
    ]);
  });
});

describe("round 4: a link written with backslashes, an argument-hint YAML refuses", () => {
  it("a link target's backslashes are separators: ..\\..\\secret leaves the skill, sub\\b.md and ..\\b.md from a folder stay", () => {
    expect([
      linkStaysInside("a", "..\\..\\secret"),
      linkStaysInside("a", "sub\\b.md"),
      linkStaysInside("d/a", "..\\b.md"),
    ]).toEqual([false, true, true]);
  });

  it("an argument-hint YAML refuses is said; a quoted text it could not read is not taken as the hint; spaces around the text go", () => {
    const read = (line: string) =>
      readCommandText("c.md", "c.md", `---\n${line}\n---\nDo it.\n`, commandTool("claude")!);
    const quoted = read("argument-hint: '[a]' [b]");
    expect(quoted.command?.argumentHint).toBeUndefined();
    expect(quoted.diagnostics.map((d) => d.code)).toContain("RULES-FRONT-MATTER");
    expect(read("argument-hint:    [x]  ").command?.argumentHint).toBe("[x]");
    // YAML gives a list here (after saying what it could not read): the quoted first line is no hint
    // text, and the list stays Claude Code's own field, so that it is written back as it was read.
    const listed = read('argument-hint: "x"\n  - y').command!;
    expect([listed.argumentHint, listed.residual]).toEqual([undefined, { claude: { "argument-hint": ["y"] } }]);
    // A file that starts with a byte-order mark: the hint is still the text as written.
    const bom = "\uFEFF---\nargument-hint: [pr] [x]\n---\nDo it.\n";
    expect(readCommandText("c.md", "c.md", bom, commandTool("claude")!).command?.argumentHint).toBe("[pr] [x]");
  });
});
