/**
 * The claude-agents format's passes end to end in this process (src/formats/claude-agents/format.ts,
 * core.ts): which files an input folder means, the source text kept for each file, the files written
 * (one subagent, or a folder of them), the check that re-reads them naming every field that reads
 * back otherwise, the round trip, the summary, and an agent with no instructions (a subagent's system
 * prompt is its instructions: docs.claude.com/en/docs/claude-code/sub-agents).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { claudeAgentsFormat } from "../../src/formats/claude-agents/format.js";
import { coreToSubagent, subagentToCore } from "../../src/formats/claude-agents/core.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { GENERATED_HEADER } from "../../ir/dialects/rules/model.js";
import { tempDir } from "../support/tmp.js";

const A = "---\nname: a\ndescription: Plans.\n---\nPlan it.\n";
const B = "---\nname: b\ndescription: Reviews.\ntools: Read, Grep\nmodel: opus\ncolor: blue\n---\nReview it.\n";

async function readRun(input: string) {
  const run = newRun(input, {});
  const ds = [...(await claudeAgentsFormat.read.run(run.ctx))];
  return { run, ctx: run.ctx, ds };
}
const written = (files: ReadonlyArray<[string, Uint8Array]>) =>
  files.map(([p, b]) => [p, Buffer.from(b).toString("utf8")] as const);

describe("which files a folder input means", () => {
  it("a repository's .claude/agents, not the Markdown files at its top", async () => {
    const root = tempDir();
    mkdirSync(join(root, ".claude/agents"), { recursive: true });
    writeFileSync(join(root, "README.md"), "# A project\n");
    writeFileSync(join(root, ".claude/agents/a.md"), A);
    const { ctx, ds } = await readRun(root);
    expect(ds).toEqual([]);
    expect(ctx.graph.nodes().map((n) => n.id)).toEqual([`claude-agents:subagent:${join(root, ".claude/agents/a.md")}`]);
    expect(await claudeAgentsFormat.raise!.run(ctx)).toEqual([]);
  });

  it("a folder named agents (and .claude/agents with a trailing slash) holds its own .md files, sorted", async () => {
    const root = tempDir();
    mkdirSync(join(root, "agents"));
    writeFileSync(join(root, "agents/b.md"), B);
    writeFileSync(join(root, "agents/a.md"), A);
    writeFileSync(join(root, "agents/notes.txt"), "not a subagent\n");
    const { ctx } = await readRun(join(root, "agents"));
    expect(ctx.graph.nodes().map((n) => n.attrs.file)).toEqual(["a.md", "b.md"]);
    mkdirSync(join(root, "x/.claude/agents"), { recursive: true });
    writeFileSync(join(root, "x/.claude/agents/a.md"), A);
    expect((await readRun(join(root, "x/.claude/agents/"))).ctx.graph.nodes().length).toBe(1);
  });
});

describe("read, write, check, round trip and summary of a folder of subagents", () => {
  it("keeps each file's text with the line of each field, writes one file per subagent, re-reads them the same", async () => {
    const root = tempDir();
    mkdirSync(join(root, "agents"));
    writeFileSync(join(root, "agents/a.md"), A);
    writeFileSync(join(root, "agents/b.md"), B);
    const { ctx } = await readRun(join(root, "agents"));
    const bFile = join(root, "agents/b.md");
    const source = ctx.graph.sources.get(bFile);
    expect(source).toEqual({
      file: bFile,
      text: B,
      positions: new Map([
        ["/name", { line: 2, col: 1 }],
        ["/description", { line: 3, col: 1 }],
        ["/tools", { line: 4, col: 1 }],
        ["/model", { line: 5, col: 1 }],
        ["/color", { line: 6, col: 1 }],
      ]),
    });
    const out = claudeAgentsFormat.write.run(ctx);
    expect(out.kind).toBe("directory");
    // Written as docs/formats.md says: front matter (tools joined with ", "), the generated-by line, the prompt.
    expect(written(out.files)).toEqual([
      ["a.md", `---\nname: a\ndescription: Plans.\n---\n${GENERATED_HEADER}\n\nPlan it.\n`],
      [
        "b.md",
        `---\nname: b\ndescription: Reviews.\ntools: Read, Grep\nmodel: opus\ncolor: blue\n---\n${GENERATED_HEADER}\n\nReview it.\n`,
      ],
    ]);
    expect(await claudeAgentsFormat.checkOutput![0]!.run(out, ctx)).toEqual([]);
    expect(await claudeAgentsFormat.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
    expect(claudeAgentsFormat.summarize!(ctx, [])).toEqual({
      result: {
        files: 2,
        subagents: [
          { file: join(root, "agents/a.md"), name: "a" },
          { file: bFile, name: "b", tools: ["Read", "Grep"], model: "opus" },
        ],
      },
      summary: "claude-agents: ok, 2 file(s), 2 subagent(s): a (every tool); b (2 tools), model opus",
    });
  });

  it("the check names every field that reads back otherwise, and a file that is no subagent", async () => {
    const file = join(tempDir(), "b.md");
    writeFileSync(file, B);
    const { ctx } = await readRun(file);
    const check = (text: string) =>
      claudeAgentsFormat.checkOutput![0]!.run({ kind: "file", files: [["", Buffer.from(text)]] }, ctx);
    const other =
      "---\nname: b\ndescription: Other.\ntools: Read\nmodel: sonnet\ncolor: red\n---\nReview something else.\n";
    const e = (message: string) => ({ code: "RULES-OUTPUT", severity: "error", message: `claude-agents: ${message}` });
    expect(await check(other)).toEqual([
      e("b: description differs"),
      e("b: model differs"),
      e("b: prompt differs"),
      e("b: tools differ"),
      e("b: the other front-matter fields differ"),
    ]);
    expect(await check("Review it.\n")).toEqual([e("b: the written file does not read as a subagent")]);
    expect(claudeAgentsFormat.summarize!(ctx, [e("x")]).summary).toBe(
      "claude-agents: FAIL, 1 file(s), 1 subagent(s): b (2 tools), model opus",
    );
  });

  it("the round trip names a subagent that does not come back (a listed tool holding a comma), and a file that is none", async () => {
    const root = tempDir();
    mkdirSync(join(root, "agents"));
    writeFileSync(join(root, "agents/c.md"), "---\nname: c\ndescription: C.\ntools:\n  - Read,Grep\n---\nC.\n");
    writeFileSync(join(root, "agents/d.md"), "No front matter.\n");
    const { ctx } = await readRun(join(root, "agents"));
    const diagnostic = {
      code: "RULES-OUTPUT",
      severity: "error",
      message: "claude-agents: c: tools differ",
    };
    expect(await claudeAgentsFormat.roundtrip!(ctx)).toEqual({
      differences: [`${join(root, "agents/d.md")} does not read as a subagent`, "claude-agents: c: tools differ"],
      diagnostics: [diagnostic],
    });
  });
});

describe("coreToSubagent: an agent with no instructions", () => {
  it("is no subagent: one error naming the agent, at its file when it has one; nothing ledgered", () => {
    const core = subagentToCore({ name: "r", description: "Reviews.", fields: {}, prompt: "Review." });
    core.persona.instructions = " \n ";
    const error = {
      code: "RULES-SUBAGENT",
      severity: "error",
      message: "agent r has no instructions, and a subagent's system prompt is its instructions; nothing to write",
      hint: "give the agent instructions (AIX: persona.instructions)",
    };
    const ledger = new LossLedger();
    expect(coreToSubagent(core, ledger, "r.aix")).toEqual({ diagnostics: [{ ...error, file: "r.aix" }] });
    expect(coreToSubagent(core, ledger, undefined)).toEqual({ diagnostics: [error] });
    expect(ledger.entries).toEqual([]);
  });
});
