/**
 * A core agent lowered to a Claude Code subagent, the whole ledger of what a subagent file has no
 * place for (src/formats/claude-agents/core.ts coreToSubagent); the name Claude Code asks for
 * (docs.claude.com/en/docs/claude-code/sub-agents: "lowercase letters and hyphens"); and the verify
 * pass's warnings for fields Claude Code reads otherwise than they say, at the line of each field.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coreToSubagent, subagentName, subagentToCore } from "../../src/formats/claude-agents/core.js";
import { claudeAgentsFormat } from "../../src/formats/claude-agents/format.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import type { CoreAgent } from "../../ir/dialects/core/agent.js";
import { tempDir } from "../support/tmp.js";

describe("coreToSubagent: an agent with more than a subagent holds", () => {
  it("a name made Claude Code's, a version, skills beside x-claude-code tools: each ledgered, the subagent written", () => {
    const core = subagentToCore({ name: "r", description: "Reviews code. Carefully.", fields: {}, prompt: "Review." });
    const a = {
      ...core,
      name: "Code Reviewer!",
      version: "2.0",
      tools: [{ name: "lint" }],
      extensions: {
        "x-claude-code": fromPlain({ tools: ["Read", "Grep"], model: "opus", color: "red" }) as JsonObject,
      },
    } as unknown as CoreAgent;
    const ledger = new LossLedger();
    expect(coreToSubagent(a, ledger, "r.aix")).toEqual({
      subagent: {
        name: "code-reviewer",
        description: "Reviews code. Carefully.",
        tools: ["Read", "Grep"],
        model: "opus",
        fields: { color: "red" },
        prompt: "Review.",
      },
      diagnostics: [],
    });
    const at = (pointer: string, reason: string, regenerated?: boolean) => ({
      pointer,
      file: "r.aix",
      target: "claude-agents",
      reason,
      ...(regenerated ? { regenerated } : {}),
    });
    expect(ledger.entries.map((e) => ({ ...e }))).toEqual([
      at(
        "/meta/name",
        'a subagent\'s name is lower-case letters, digits and hyphens: "Code Reviewer!" becomes code-reviewer',
      ),
      // The id was the one of the name "r": not the one the way back makes from "Code Reviewer!".
      at("/meta/id", "a subagent has no id (the way back derives one from its name)", true),
      at("/meta/version", "a subagent has no version"),
      at(
        "/skills",
        "a subagent's tools are Claude Code's own (its x-claude-code tools are written); AIX skills have no place",
      ),
    ]);
  });

  it("no description: the role's words, else the name; a name of no letters is `agent`", () => {
    const core = subagentToCore({ name: "r", description: "Reviews.", fields: {}, prompt: "Review." });
    const lower = (a: CoreAgent) => coreToSubagent(a, new LossLedger(), undefined).subagent?.description;
    expect(lower({ ...core, description: " ", persona: { ...core.persona, role: " Reviewer " } })).toBe("Reviewer");
    expect(lower({ ...core, description: "", persona: { ...core.persona, role: "" } })).toBe("r");
    expect(subagentName("--Ünïcode__Agent 2--")).toBe("n-code-agent-2");
    expect(subagentName("***")).toBe("agent");
  });
});

describe("the claude-agents verify pass", () => {
  it("warns of a name Claude Code does not accept, tools that are no list of names, a model that is no name, each at its line", async () => {
    const file = join(tempDir(), "r.md");
    // line 2 name, 3 description, 4 tools (5-6 its items), 7 model
    writeFileSync(
      file,
      "---\nname: Code Reviewer\ndescription: Reviews code.\ntools:\n  - Read\n  - { a: 1 }\nmodel: 4\n---\nReview.\n",
    );
    const run = newRun(file, {});
    expect(await claudeAgentsFormat.read.run(run.ctx)).toEqual([]);
    const warn = (line: number, message: string) => ({
      code: "RULES-SUBAGENT-FIELD",
      severity: "warning",
      message,
      file,
      line,
      col: 1,
    });
    expect(await claudeAgentsFormat.verify![0]!.run(run.ctx)).toEqual([
      warn(2, 'the subagent name "Code Reviewer" is not lower-case letters, digits and hyphens, as Claude Code asks'),
      warn(4, "tools is neither a comma-separated list nor a list of tool names"),
      warn(7, "model is not a model name (sonnet, opus, haiku, inherit or a model id)"),
    ]);
  });

  it("a file lacking what Claude Code requires: the reader's error from verify, at the front matter", async () => {
    const file = join(tempDir(), "r.md");
    writeFileSync(file, "---\nname: r\n---\n\n");
    const run = newRun(file, {});
    await claudeAgentsFormat.read.run(run.ctx);
    expect(await claudeAgentsFormat.verify![0]!.run(run.ctx)).toEqual([
      {
        code: "RULES-SUBAGENT",
        severity: "error",
        message:
          "the subagent has no description or system prompt (the text after the front matter); it is not imported",
        file,
        line: 2,
        col: 1,
      },
    ]);
    // Its graph node keeps the front matter it had; nothing is raised from it.
    expect(run.ctx.graph.nodes().map((n) => n.attrs)).toEqual([{ file: "r.md", front: { name: "r" } }]);
    expect((await claudeAgentsFormat.raise!.run(run.ctx))[0]?.message).toBe(
      `${file} holds 0 subagents; a conversion carries one agent`,
    );
  });
});
