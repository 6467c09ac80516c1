/**
 * Skills and commands of every tool, converted through core: a skill arrives byte for byte (binary
 * files, CRLF, the executable bit, links inside it) in every tool's layout; commands' placeholders
 * are translated and back; what a target cannot spell is in the ledger by JSON pointer.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertPath } from "../../src/pipeline/convert.js";
import { validate } from "../../src/pipeline/validate.js";
import { COMMAND_TOOLS, SKILL_TOOLS } from "../../ir/dialects/setup/tools.js";
import { placeholdersFromCore, placeholdersToCore } from "../../ir/dialects/setup/placeholders.js";
import { tempDir } from "../support/tmp.js";
import { snapshot, writeTree } from "../support/setup.js";

const BINARY = Uint8Array.from([0, 255, 254, 13, 10, 0x80, 0xc3, 0x28, 7]);
const SKILL =
  "---\r\nname: pdf\r\ndescription: Fill PDF forms. Use when a PDF is named.\r\nallowed-tools: Bash, Read\r\nlicense: MIT\r\n---\r\n\r\n# PDF\r\nRun scripts/fill.sh\r\n";

function skillRepo(dir = ".claude/skills"): string {
  const d = tempDir();
  writeTree(d, {
    [`${dir}/pdf/SKILL.md`]: { kind: "file", bytes: SKILL },
    [`${dir}/pdf/scripts/fill.sh`]: { kind: "file", bytes: "#!/bin/sh\necho filled\n", mode: 0o755 },
    [`${dir}/pdf/assets/form.bin`]: { kind: "file", bytes: BINARY, mode: 0o600 },
    [`${dir}/pdf/assets/fill`]: { kind: "link", target: "../scripts/fill.sh" },
  });
  return d;
}

describe("skills", () => {
  for (const t of SKILL_TOOLS) {
    it(`a Claude Code skill converts to ${t.title} byte for byte, and back`, async () => {
      const d = skillRepo();
      const src = join(d, ".claude/skills/pdf");
      const out = join(d, "out", t.home, "pdf");
      const r = await convertPath(src, { to: t.tool, output: out });
      expect(r.to).toBe(`${t.tool}-skills`);
      expect(snapshot(out)).toEqual(snapshot(src));
      // Every front-matter field the target does not read is named, and only those.
      const named = r.ledger.entries.map((e) => e.pointer.split("/").pop());
      expect(named.sort()).toEqual(
        ["name", "description", "allowed-tools", "license"].filter((f) => !t.fields.includes(f)).sort(),
      );
      const back = join(d, "back");
      await convertPath(out, { to: "claude", output: back });
      expect(snapshot(back)).toEqual(snapshot(src));
    });
  }

  it("a folder of skills converts as a folder of skills", async () => {
    const d = skillRepo(".agents/skills");
    writeTree(d, {
      ".agents/skills/two/SKILL.md": { kind: "file", bytes: "---\nname: two\ndescription: Second.\n---\nTwo.\n" },
    });
    const r = await convertPath(join(d, ".agents/skills"), { to: "cursor", output: join(d, "cursor-skills") });
    expect(r.from).toBe("codex-skills");
    expect(snapshot(join(d, "cursor-skills"))).toEqual(snapshot(join(d, ".agents/skills")));
  });

  it("validate names each skill and its files", async () => {
    const v = await validate(join(skillRepo(), ".claude/skills/pdf/SKILL.md"));
    expect(v.format).toBe("claude-skills");
    expect(v.ok).toBe(true);
    expect(v.summary).toBe("claude-skills: ok, 1 skill(s): pdf (4 files)");
  });

  it("a link leaving the skill refuses the conversion, and nothing is written", async () => {
    const d = skillRepo();
    writeTree(d, { ".claude/skills/pdf/escape": { kind: "link", target: "../../../etc" } });
    await expect(
      convertPath(join(d, ".claude/skills/pdf"), { to: "codex", output: join(d, "out") }),
    ).rejects.toMatchObject({ code: "AGC-CONVERT-INPUT" });
    expect(() => snapshot(join(d, "out"))).toThrow();
  });
});

describe("command placeholders", () => {
  const byTool = Object.fromEntries(COMMAND_TOOLS.map((t) => [t.tool, t.placeholders]));
  it("each tool's spelling reads to core's", () => {
    expect(placeholdersToCore("a $ARGUMENTS b $1 c $12", byTool.claude!)).toBe(
      "a {{agentc:all}} b {{agentc:1}} c {{agentc:12}}",
    );
    expect(placeholdersToCore("a {{args}} $1", byTool.gemini!)).toBe("a {{agentc:all}} $1");
    expect(
      placeholdersToCore("${input:args} ${input:arg2} ${input:topic:What topic?} ${selection}", byTool.copilot!),
    ).toBe("{{agentc:all}} {{agentc:2}} {{agentc:input:topic:What topic?}} ${selection}");
    expect(placeholdersToCore("$ARGUMENTS", byTool.cursor!)).toBe("$ARGUMENTS");
  });
  it("given the tool, shell and file injections and Copilot's variables: translated where the target has them, else named", () => {
    const gemini = "!{git log -n 5} and @{docs/a.md} and !{echo {a}}";
    const core = placeholdersToCore(gemini, byTool.gemini!, "gemini");
    expect(core).toBe("{{agentc:shell:git log -n 5}} and {{agentc:file:docs/a.md}} and {{agentc:shell:echo {a}}}");
    expect(placeholdersFromCore(core, byTool.gemini!, "gemini")).toEqual({ text: gemini, lost: [] });
    // Claude Code runs !`cmd`; it has no file injection agentc writes (its @ is mentions and packages too).
    expect(placeholdersFromCore(core, byTool.claude!, "claude")).toEqual({
      text: "!`git log -n 5` and  and !`echo {a}`",
      lost: [{ placeholder: "{{agentc:file:docs/a.md}}", index: 1 }],
    });
    expect(placeholdersToCore("run !`ls -la` now, mail a@b.c", byTool.claude!, "claude")).toBe(
      "run {{agentc:shell:ls -la}} now, mail a@b.c",
    );
    // A command a backtick pair cannot hold stays out of Claude Code's prompt, named.
    expect(placeholdersFromCore("{{agentc:shell:echo `date`}}", byTool.claude!, "claude").lost).toHaveLength(1);
    expect(placeholdersFromCore(core, byTool.cursor!, "cursor").lost).toHaveLength(3);
    // Gemini CLI ends !{…} at the brace that balances the first: a command whose braces do not balance stays out, named.
    for (const cmd of ["echo a{b", "echo }a{"])
      expect(placeholdersFromCore(`x {{agentc:shell:${cmd}}} y`, byTool.gemini!, "gemini")).toEqual({
        text: "x  y",
        lost: [{ placeholder: `{{agentc:shell:${cmd}}}`, index: 0 }],
      });
    const copilot = "Explain ${selection} in ${file}; keep ${env:HOME} and ${unknownVar}";
    const fromCopilot = placeholdersToCore(copilot, byTool.copilot!, "copilot");
    expect(fromCopilot).toBe(
      "Explain {{agentc:var:selection}} in {{agentc:var:file}}; keep ${env:HOME} and ${unknownVar}",
    );
    expect(placeholdersFromCore(fromCopilot, byTool.copilot!, "copilot")).toEqual({ text: copilot, lost: [] });
    expect(placeholdersFromCore(fromCopilot, byTool.claude!, "claude").lost.map((l) => l.placeholder)).toEqual([
      "{{agentc:var:selection}}",
      "{{agentc:var:file}}",
    ]);
    // Without the tool, as before: nothing but arguments.
    expect(placeholdersToCore(gemini, byTool.gemini!)).toBe(gemini);
  });
  it("core's spelling writes each tool's, and names what it cannot spell", () => {
    const core = "{{agentc:all}}|{{agentc:2}}|{{agentc:input:topic}}";
    expect(placeholdersFromCore(core, byTool.claude!)).toEqual({
      text: "$ARGUMENTS|$2|",
      lost: [{ placeholder: "{{agentc:input:topic}}", index: 2 }],
    });
    expect(placeholdersFromCore(core, byTool.gemini!)).toEqual({
      text: "{{args}}||",
      lost: [
        { placeholder: "{{agentc:2}}", index: 1 },
        { placeholder: "{{agentc:input:topic}}", index: 2 },
      ],
    });
    expect(placeholdersFromCore(core, byTool.copilot!)).toEqual({
      text: "${input:args}|${input:arg2}|${input:topic}",
      lost: [],
    });
    expect(placeholdersFromCore(core, byTool.cursor!).lost).toHaveLength(3);
  });
});

describe("commands", () => {
  const REVIEW =
    "---\ndescription: Review a PR\nargument-hint: [pr] [priority]\nallowed-tools: Bash(git diff:*), Read\nmodel: claude-sonnet-4-5\ndisable-model-invocation: true\n---\n\nReview PR #$1 with priority $2. Context: $ARGUMENTS\n";
  it("Claude → Gemini names the positional placeholders and fields Gemini cannot hold", async () => {
    const d = tempDir();
    writeTree(d, { ".claude/commands/review.md": { kind: "file", bytes: REVIEW } });
    const r = await convertPath(join(d, ".claude/commands/review.md"), {
      to: "gemini",
      output: join(d, "review.toml"),
    });
    expect(Buffer.from(r.files.files[0]![1]).toString()).toBe(
      "description = \"Review a PR\"\nprompt = '''\n\nReview PR # with priority . Context: {{args}}\n'''\n",
    );
    expect(r.ledger.entries.map((e) => e.pointer)).toEqual([
      "/commands/review/argumentHint",
      "/commands/review/allowedTools",
      "/commands/review/model",
      "/commands/review/residual/claude/disable-model-invocation",
      "/commands/review/prompt/placeholders/0",
      "/commands/review/prompt/placeholders/1",
    ]);
  });
  it("Claude → Copilot → Claude gives back every field and placeholder (the residual rides along in core only, so it is ledgered)", async () => {
    const d = tempDir();
    writeTree(d, { ".claude/commands/review.md": { kind: "file", bytes: REVIEW } });
    const c = await convertPath(join(d, ".claude/commands/review.md"), {
      to: "copilot",
      output: join(d, "review.prompt.md"),
    });
    expect(Buffer.from(c.files.files[0]![1]).toString()).toContain(
      "Review PR #${input:arg1} with priority ${input:arg2}. Context: ${input:args}",
    );
    const back = await convertPath(join(d, "review.prompt.md"), {
      to: "claude",
      output: join(d, "back.md"),
      from: "copilot-commands",
    });
    expect(Buffer.from(back.files.files[0]![1]).toString()).toBe(
      '---\ndescription: Review a PR\nargument-hint: "[pr] [priority]"\nallowed-tools: Bash(git diff:*), Read\nmodel: claude-sonnet-4-5\n---\n\nReview PR #$1 with priority $2. Context: $ARGUMENTS\n',
    );
  });
  it("a Gemini command folder namespaces by folder, and keeps its other keys", async () => {
    const d = tempDir();
    writeTree(d, {
      ".gemini/commands/git/commit.toml": {
        kind: "file",
        bytes: 'description = "Commit"\nx-team = "core"\nprompt = """\nWrite a commit message for {{args}}.\n"""\n',
      },
    });
    const v = await validate(join(d, ".gemini/commands"));
    expect(v.summary).toBe("gemini-commands: ok, 1 command(s): git:commit");
    const r = await convertPath(join(d, ".gemini/commands"), { to: "claude", output: join(d, "claude-commands") });
    expect(r.files.files.map(([p]) => p)).toEqual([""]);
    expect(Buffer.from(r.files.files[0]![1]).toString()).toBe(
      "---\ndescription: Commit\n---\nWrite a commit message for $ARGUMENTS.\n",
    );
    expect(r.ledger.entries.map((e) => e.pointer)).toEqual(["/commands/git~1commit/residual/gemini/x-team"]);
    const same = await convertPath(join(d, ".gemini/commands/git/commit.toml"), {
      to: "gemini",
      output: join(d, "again.toml"),
    });
    expect(Buffer.from(same.files.files[0]![1]).toString()).toBe(
      "description = \"Commit\"\nx-team = \"core\"\nprompt = '''\nWrite a commit message for {{args}}.\n'''\n",
    );
  });
});

describe("ignore files", () => {
  it("convert line for line between tools (comments, order, negation, CRLF)", async () => {
    const d = tempDir();
    const text = "# secrets\r\n.env\r\n\r\n!keep.env\r\n/build/\r\n";
    writeTree(d, { ".cursorignore": { kind: "file", bytes: text } });
    for (const t of ["gemini", "windsurf", "junie", "cline", "roo"]) {
      const r = await convertPath(join(d, ".cursorignore"), { to: t, output: join(d, `out-${t}`) });
      expect(Buffer.from(r.files.files[0]![1]).toString()).toBe(text);
      expect(r.ledger.entries).toEqual([]);
    }
  });
});

describe("import and aigx export carry skills, commands and ignore files", () => {
  it("each target tool gets what it does not read already; a second round changes nothing", async () => {
    const { importRepository } = await import("../../src/pipeline/rules/import-repository.js");
    const { exportGenome } = await import("../../src/pipeline/rules/export-genome.js");
    const d = skillRepo();
    writeTree(d, {
      "AGENTS.md": { kind: "file", bytes: "Use pnpm.\n" },
      ".gemini/commands/git/commit.toml": {
        kind: "file",
        bytes: 'description = "Commit"\nprompt = """\nWrite a commit message for {{args}}.\n"""\n',
      },
      ".geminiignore": { kind: "file", bytes: "# keep secrets out\n.env\n" },
    });
    const first = await importRepository(d);
    expect(first.ok).toBe(true);
    expect(first.sources.map((s) => s.format)).toEqual(
      expect.arrayContaining(["claude-skills", "gemini-commands", "gemini-ignore"]),
    );
    const out = await exportGenome(d, ["claude-md", "agents-md", "gemini-md", "copilot", "cursor", "windsurf"], d);
    expect(out.ok).toBe(true);
    const written = out.files.filter((f) => f.status === "new").map((f) => f.path);
    // Codex gets the skill in .agents/skills (Gemini CLI reads it there too); Copilot and Cursor read .claude/skills already.
    expect(written).toEqual(
      expect.arrayContaining([
        ".agents/skills/pdf/SKILL.md",
        ".agents/skills/pdf/scripts/fill.sh",
        ".claude/commands/git/commit.md",
        ".github/prompts/git-commit.prompt.md",
        ".cursor/commands/git-commit.md",
        ".cursorignore",
        ".codeiumignore",
      ]),
    );
    expect(
      written.filter(
        (p) => p.startsWith(".gemini/skills/") || p.startsWith(".github/skills/") || p.startsWith(".cursor/skills/"),
      ),
    ).toEqual([]);
    expect(snapshot(join(d, ".agents/skills/pdf"))).toEqual(snapshot(join(d, ".claude/skills/pdf")));
    expect(out.ledger.map((e) => e.pointer)).toContain("/commands/git~1commit/namespace");
    // Import again: the copies are agentc's, not new skills or commands; export again: no byte changes.
    const again = await importRepository(d);
    expect(again.diagnostics.filter((x) => x.code === "RULES-NOT-READ")).toEqual([]);
    expect(again.written).toEqual([]);
    const second = await exportGenome(d, ["claude-md", "agents-md", "gemini-md", "copilot", "cursor", "windsurf"], d);
    expect(second.files.filter((f) => f.status !== "unchanged")).toEqual([]);
  });
});

describe("subagents in other tools' styles", () => {
  const REAL = join(__dirname, "../fixtures/setup/schiffy91__dr-gregory-max/.github/agents/planner.agent.md");
  it("a real Copilot agent keeps every field in Copilot's style, and a second conversion changes nothing", async () => {
    const d = tempDir();
    const v = await validate(REAL);
    expect(v.summary).toBe("copilot-agents: ok, 1 agent(s): Planner");
    const once = await convertPath(REAL, { to: "copilot", output: join(d, "planner.agent.md") });
    const text = Buffer.from(once.files.files[0]![1]).toString();
    for (const k of [
      "name: Planner",
      "model: Gemini 3 Pro (Preview)",
      "handoffs:",
      "label: Update Standards",
      "- githubRepo",
    ])
      expect(text).toContain(k);
    const twice = await convertPath(join(d, "planner.agent.md"), { to: "copilot", output: join(d, "again.agent.md") });
    expect(Buffer.from(twice.files.files[0]![1]).toString()).toBe(text);
  });
  it("Copilot → Claude → Copilot: name, description and prompt cross; Copilot's own fields are ledgered by pointer", async () => {
    const d = tempDir();
    const toClaude = await convertPath(REAL, { to: "claude", output: join(d, "planner.md") });
    expect(toClaude.to).toBe("claude-agents");
    expect(toClaude.ledger.entries.map((e) => e.pointer)).toEqual(["/meta/name", "/x-copilot"]);
    const back = await convertPath(join(d, "planner.md"), {
      to: "opencode",
      output: join(d, "planner-oc.md"),
      from: "claude-agents",
    });
    const text = Buffer.from(back.files.files[0]![1]).toString();
    expect(
      text.startsWith(
        "---\ndescription: Creates high-level plans and delegates to specialist subagents.\n---\n\n# Planner\n",
      ),
    ).toBe(true);
  });
});
