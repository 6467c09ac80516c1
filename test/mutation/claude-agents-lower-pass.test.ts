/**
 * The claude-agents lower and write passes in this process (src/formats/claude-agents/format.ts): a
 * subagent raised to the core agent and lowered again is written as the subagent it was (front matter,
 * agentc's generated-by line, the prompt) and passes the re-read check; the graph names what was
 * lowered; a graph with no agent, or an agent with no instructions, is said to have nothing to write.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { claudeAgentsFormat } from "../../src/formats/claude-agents/format.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { addCoreAgent } from "../../ir/dialects/core/agent.js";
import { subagentToCore } from "../../src/formats/claude-agents/core.js";
import { GENERATED_HEADER } from "../../ir/dialects/rules/model.js";
import { toPlain } from "../../ir/json/value.js";
import { tempDir } from "../support/tmp.js";

const B = "---\nname: b\ndescription: Reviews.\ntools: Read, Grep\nmodel: opus\ncolor: blue\n---\nReview it.\n";

describe("the claude-agents lower and write passes", () => {
  it("a subagent raised and lowered is written as it was, and the written file re-reads as the subagent", async () => {
    const file = join(tempDir(), "b.md");
    writeFileSync(file, B);
    const { ctx } = newRun(file, {});
    expect(await claudeAgentsFormat.read.run(ctx)).toEqual([]);
    expect(await claudeAgentsFormat.raise!.run(ctx)).toEqual([]);
    expect(await claudeAgentsFormat.lower!.run(ctx)).toEqual([]);
    expect(toPlain(ctx.graph.get("claude-agents:out")!.attrs)).toEqual({
      name: "b",
      description: "Reviews.",
      tools: ["Read", "Grep"],
    });
    const out = claudeAgentsFormat.write.run(ctx);
    expect(out.kind).toBe("file");
    expect(Buffer.from(out.files[0]![1]).toString("utf8")).toBe(
      `---\nname: b\ndescription: Reviews.\ntools: Read, Grep\nmodel: opus\ncolor: blue\n---\n${GENERATED_HEADER}\n\nReview it.\n`,
    );
    expect(await claudeAgentsFormat.checkOutput![0]!.run(out, ctx)).toEqual([]);
    expect(ctx.ledger.entries).toEqual([]);
  });

  it("with no agent in the graph, or an agent with no instructions, there is nothing to write", async () => {
    const empty = newRun("rules.md", {}).ctx;
    expect(await claudeAgentsFormat.lower!.run(empty)).toEqual([
      {
        code: "AGC-NO-CORE-AGENT",
        severity: "error",
        message: "there is no agent to lower to a Claude Code subagent (the source holds rules, not an agent)",
      },
    ]);
    expect(claudeAgentsFormat.summarize!(empty, [])).toEqual({
      result: { files: 0, subagents: [] },
      summary: "claude-agents: ok, 0 file(s), 0 subagent(s)",
    });
    const { ctx } = newRun("r.aix", {});
    const core = subagentToCore({ name: "r", description: "R.", fields: {}, prompt: "R." });
    core.persona.instructions = "";
    addCoreAgent(ctx.graph, core, (pointer) => ({ file: "r.aix", pointer }));
    expect(await claudeAgentsFormat.lower!.run(ctx)).toEqual([
      {
        code: "RULES-SUBAGENT",
        severity: "error",
        message: "agent r has no instructions, and a subagent's system prompt is its instructions; nothing to write",
        file: "r.aix",
        hint: "give the agent instructions (AIX: persona.instructions)",
      },
    ]);
    expect(ctx.graph.get("claude-agents:out")).toBeUndefined();
  });
});
