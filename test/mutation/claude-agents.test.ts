/**
 * Claude Code subagent files as read (src/formats/claude-agents/read-subagent.ts): what Claude Code
 * requires (name, description, a prompt) and the subagent each field gives (docs/formats.md: `tools` a
 * comma-separated string or a list, `model` a name, any other field kept as it is); where they are found.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { discoverSubagents, readSubagent } from "../../src/formats/claude-agents/read-subagent.js";
import { sameSubagentMeaning } from "../../src/formats/claude-agents/same-meaning.js";
import { claudeAgentsFormat } from "../../src/formats/claude-agents/format.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { aixToSubagent, firstSentence, nameUuid } from "../../src/formats/claude-agents/subagent-aix.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { tempDir } from "../support/tmp.js";
import { coreToSubagent, subagentToCore } from "../../src/formats/claude-agents/core.js";
import { LossLedger } from "../../ir/loss-ledger.js";

const missing = (file: string, line: number, what: string) => ({
  diagnostics: [
    {
      code: "RULES-SUBAGENT",
      severity: "error",
      message: `the subagent has no ${what}; it is not imported`,
      file,
      line,
      col: 1,
    },
  ],
});

describe("readSubagent", () => {
  it("names everything Claude Code requires that the file lacks, at the front matter (or the first line)", () => {
    expect(readSubagent("a.md", "Review the diff.\n")).toEqual(missing("a.md", 1, "name or description"));
    expect(readSubagent("b.md", "---\nname: b\ndescription: ' '\n---\n\n")).toEqual(
      missing("b.md", 2, "description or system prompt (the text after the front matter)"),
    );
    expect(readSubagent("c.md", "---\nname: c\ndescription: C.\n---\n")).toEqual(
      missing("c.md", 2, "system prompt (the text after the front matter)"),
    );
  });

  it("reads the subagent: names trimmed, tools split at commas or listed, a model name, the other fields as they are", () => {
    expect(
      readSubagent(
        "r.md",
        "---\nname: reviewer\ndescription: Reviews code.\ntools: Read, Grep ,\nmodel: opus\ncolor: blue\n---\n\nReview the diff.\n",
      ),
    ).toEqual({
      agent: {
        name: "reviewer",
        description: "Reviews code.",
        tools: ["Read", "Grep"],
        model: "opus",
        fields: { color: "blue" },
        prompt: "Review the diff.",
      },
      diagnostics: [],
    });
    // YAML's own list and number: the list's items as text; a model that is no name is not a model.
    expect(
      readSubagent("s.md", "---\nname: s\ndescription: S.\ntools:\n  - Read\n  - 3\nmodel: 3\n---\nS.\n").agent,
    ).toEqual({ name: "s", description: "S.", tools: ["Read", "3"], fields: {}, prompt: "S." });
    // Quoted names and descriptions keep their spaces in YAML; the subagent's are trimmed.
    expect(readSubagent("q.md", '---\nname: " q "\ndescription: " Q. "\n---\nQ.\n').agent).toEqual({
      name: "q",
      description: "Q.",
      fields: {},
      prompt: "Q.",
    });
    // No tools: every tool (no list at all, not an empty one).
    expect(readSubagent("t.md", "---\nname: t\ndescription: T.\n---\nT.\n").agent).toEqual({
      name: "t",
      description: "T.",
      fields: {},
      prompt: "T.",
    });
  });
});

describe("discoverSubagents", () => {
  it("lists .claude/agents/*.md, sorted, from the listing or the disk; nothing when there is no such folder", () => {
    const root = tempDir();
    expect(discoverSubagents(root)).toEqual([]);
    mkdirSync(join(root, ".claude/agents/deep"), { recursive: true });
    for (const f of ["b.md", "a.md", "notes.txt", "deep/c.md"]) writeFileSync(join(root, ".claude/agents", f), "x\n");
    expect(discoverSubagents(root)).toEqual([".claude/agents/a.md", ".claude/agents/b.md"]);
    expect(
      discoverSubagents(root, [".claude/agents/z.md", ".claude/agents/deep/c.md", "x/.claude/agents/y.md", "a.md"]),
    ).toEqual([".claude/agents/z.md"]);
    const file = tempDir();
    mkdirSync(join(file, ".claude"));
    writeFileSync(join(file, ".claude/agents"), "not a folder\n");
    expect(discoverSubagents(file)).toEqual([]);
  });
});

describe("sameSubagentMeaning", () => {
  it("is the agent Claude Code reads: quoting, key order and trailing white space do not count", () => {
    const a = "---\nname: r\ndescription: Reviews.\ntools: Read, Grep\n---\nReview.\n";
    expect(
      sameSubagentMeaning("r.md", a, "---\ndescription: 'Reviews.'\nname: \"r\"\ntools: Read,Grep\n---\n\nReview.  \n"),
    ).toBe(true);
    expect(sameSubagentMeaning("r.md", a, a.replace("Review.\n", "Review twice.\n"))).toBe(false);
    expect(sameSubagentMeaning("r.md", a, a.replace("tools: Read, Grep\n", ""))).toBe(false);
    // Nothing Claude Code would load means nothing, not the same thing twice.
    const none = "---\nname: r\n---\nReview.\n";
    expect(sameSubagentMeaning("r.md", none, none)).toBe(false);
  });
});

describe("the claude-agents format's read and raise", () => {
  const read = async (input: string) => {
    const run = newRun(input, {});
    const ds = [...(await claudeAgentsFormat.read.run(run.ctx))];
    return { ds, raise: [...(await claudeAgentsFormat.raise!.run(run.ctx))] };
  };

  it("says what it found nothing in, and refuses more than one subagent for one conversion", async () => {
    const root = tempDir();
    const missing = join(root, "missing");
    expect((await read(missing)).ds).toEqual([
      { code: "RULES-READ", severity: "error", message: `${missing} does not exist or cannot be read`, file: missing },
    ]);
    expect((await read(root)).ds).toEqual([
      {
        code: "RULES-NONE",
        severity: "error",
        message: `no Claude Code subagent (.claude/agents/*.md) in ${root}`,
        file: root,
        hint: "name a subagent file, or a folder holding .claude/agents",
      },
    ]);
    mkdirSync(join(root, ".claude/agents"), { recursive: true });
    for (const n of ["a", "b"])
      writeFileSync(join(root, `.claude/agents/${n}.md`), `---\nname: ${n}\ndescription: ${n}.\n---\n${n}.\n`);
    const two = await read(root);
    expect(two.ds).toEqual([]);
    expect(two.raise).toEqual([
      {
        code: "CORE-AGENT-MANY",
        severity: "error",
        message: `${root} holds 2 subagents; a conversion carries one agent`,
        file: root,
        hint: "convert them one by one (agentc convert .claude/agents/<name>.md --to …)",
      },
    ]);
    // The folder itself reads its .md files.
    expect((await read(join(root, ".claude/agents"))).raise[0]?.message).toBe(
      `${join(root, ".claude/agents")} holds 2 subagents; a conversion carries one agent`,
    );
    expect((await read(join(root, ".claude/agents/a.md"))).raise).toEqual([]);
  });

  it("gives each core node the subagent file's line of the field it came from (name for the agent, the body for the persona)", async () => {
    const file = join(tempDir(), "a.md");
    // line 1 ---, 2 description, 3 name, 4 tools, 5 ---, 6 the prompt
    writeFileSync(file, "---\ndescription: Plans.\nname: planner\ntools: Read\n---\nPlan it.\n");
    const run = newRun(file, {});
    await claudeAgentsFormat.read.run(run.ctx);
    expect(await claudeAgentsFormat.raise!.run(run.ctx)).toEqual([]);
    const origins = Object.fromEntries(run.ctx.graph.nodes().map((n) => [n.kind, n.origin]));
    expect(origins["core.Agent"]).toEqual({ file, pointer: "/meta", line: 3, col: 1 });
    expect(origins["core.Persona"]).toEqual({ file, pointer: "/persona", line: 6, col: 1 });
    expect(origins["core.Policy"]).toEqual({ file, pointer: "/security/capabilities", line: 3, col: 1 });
  });
});

describe("a subagent as an AIX agent (subagent-aix.ts)", () => {
  it("ids are version-4-shaped UUIDs of the name's sha256 (worked by hand with Python's hashlib)", () => {
    // sha256("agentc:agent\0planner") starts e2750cf0a603e0b17d02: nibble 12 (e) becomes 4, nibble 16 (7) becomes "89ab"[7 % 4] = b.
    expect(nameUuid("agentc:agent", "planner")).toBe("e2750cf0-a603-40b1-bd02-9dc162bccf2a");
    expect(nameUuid("agentc:agent", "reviewer")).toBe("75d79665-a28e-43a4-9355-db5a9cb67b7a");
    expect(nameUuid("agentc:agent", "writer")).toBe("c8f90c16-82b5-4bed-8293-21bcbfa795b3");
  });

  it("the role is the description's first sentence, white space folded, at most 200 characters", () => {
    expect(firstSentence("Reviews code. Then more.")).toBe("Reviews code.");
    expect(firstSentence("Ships v1.2 today! Yes")).toBe("Ships v1.2 today!");
    expect(firstSentence("Asks why?\nAlways")).toBe("Asks why?");
    expect(firstSentence("  Reads\n   the   diff.  ")).toBe("Reads the diff.");
    expect(firstSentence("No end")).toBe("No end");
    expect(firstSentence("x".repeat(250))).toBe("x".repeat(200));
    expect(firstSentence(`${"y".repeat(199)}. z`)).toBe(`${"y".repeat(199)}.`);
    // The AIX schema's role has maxLength 200, full stop included: a longer sentence is cut at 200.
    expect(firstSentence(`${"y".repeat(200)}. z`)).toBe("y".repeat(200));
    expect(firstSentence(`${"y".repeat(201)}. z`)).toBe("y".repeat(200));
    expect(firstSentence(`${"y".repeat(200)}.`)).toBe("y".repeat(200));
  });

  it("an agent with an x-claude-code section is the subagent it came from; one without is none", () => {
    const doc = (over: object) => fromPlain(over) as JsonObject;
    expect(
      aixToSubagent(
        doc({
          meta: { name: "r", description: "" },
          persona: { role: "Reviewer", instructions: "Review." },
          "x-claude-code": { tools: ["Read", 3], model: 4, color: "blue" },
        }),
      ),
    ).toEqual({
      name: "r",
      description: "Reviewer",
      tools: ["Read", "3"],
      fields: { color: "blue" },
      prompt: "Review.",
    });
    expect(aixToSubagent(doc({ meta: { name: "r" }, "x-claude-code": {} }))).toEqual({
      name: "r",
      description: "",
      fields: {},
      prompt: "",
    });
    expect(aixToSubagent(doc({ meta: { name: "r" }, "x-claude-code": "tools" }))).toBeUndefined();
    expect(aixToSubagent(doc({ meta: { name: "r" } }))).toBeUndefined();
  });
});

describe("an agent as a subagent (core.ts coreToSubagent)", () => {
  it("splits an x-claude-code tools string at commas, and ledgers a rate limit and another tool's section", () => {
    const core = subagentToCore({ name: "r", description: "Reviews.", fields: {}, prompt: "Review." });
    core.extensions = {
      "x-claude-code": fromPlain({ tools: " Read , Grep,," }) as JsonObject,
      "x-other": fromPlain({ a: 1 }),
    };
    core.policy.maxApiCallsPerMinute = 60;
    const ledger = new LossLedger();
    const out = coreToSubagent(core, ledger, "r.aix");
    expect(out).toEqual({
      subagent: { name: "r", description: "Reviews.", tools: ["Read", "Grep"], fields: {}, prompt: "Review." },
      diagnostics: [],
    });
    expect(ledger.entries.map((e) => ({ ...e }))).toEqual([
      {
        pointer: "/security/capabilities/max_api_calls_per_minute",
        file: "r.aix",
        target: "claude-agents",
        reason: "a subagent file has no rate limits",
      },
      {
        pointer: "/x-other",
        file: "r.aix",
        target: "claude-agents",
        reason: "extension field x-other has no CLAUDE-AGENTS equivalent",
      },
    ]);
  });
});
