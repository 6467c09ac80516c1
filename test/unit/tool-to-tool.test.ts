/**
 * `agentc convert --from X --to Y <repo>`: a repository's setup for one tool becomes another tool's,
 * through core, without a genome: every pair among Claude Code, Codex, Copilot, Cursor, Gemini CLI
 * and OpenCode (Codex and OpenCode read AGENTS.md, so they are agents-md's files), each rule read
 * back from the output or named in the ledger; and one file of each tool to every other tool.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { convert } from "../../src/api.js";
import { ruleTool } from "../../ir/dialects/rules/tool.js";
import { agentcInProcess } from "../support/cli.js";
import { readRules } from "../support/rules.js";
import { lostButUnledgered } from "../support/rule-survival.js";
import { tempDir } from "../support/tmp.js";

const TOOLS = ["claude-code", "codex", "copilot", "cursor", "gemini-cli", "opencode"];

/** One repository holding each tool's own files. */
function setup(): string {
  const d = tempDir();
  const files: Record<string, string> = {
    "AGENTS.md": "# Project\n\nRun npm test before committing.\n",
    "docs/AGENTS.md": "Write docs in British English.\n",
    "CLAUDE.md": "# Claude\n\nPrefer small commits.\n",
    ".claude/rules/api.md": '---\npaths:\n  - "src/api/**/*.ts"\n---\nValidate every request body.\n',
    "GEMINI.md": "# Gemini\n\nKeep answers short.\n",
    "web/GEMINI.md": "Use the design tokens.\n",
    ".github/copilot-instructions.md": "Use pnpm.\n",
    ".github/instructions/tests.instructions.md":
      '---\napplyTo: "test/**/*.ts"\ndescription: Tests\n---\nName tests after what they hold.\n',
    ".cursor/rules/style.mdc": "---\nalwaysApply: true\n---\nTwo spaces.\n",
    ".cursor/rules/sql.mdc": "---\nglobs: db/**/*.sql\n---\nUpper-case keywords.\n",
    ".cursor/rules/release.mdc": "---\ndescription: How to cut a release\n---\nTag, then publish.\n",
  };
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(d, p)), { recursive: true });
    writeFileSync(join(d, p), text);
  }
  return d;
}

const formatOf = (tool: string): string => {
  const t = ruleTool(tool)!;
  return t.files?.length || t.nested ? t.name : t.reads![0]!;
};

describe("convert --from <tool> --to <tool> <repository>", () => {
  const repo = setup();
  for (const from of TOOLS) {
    for (const to of TOOLS) {
      if (from === to) continue;
      it(`${from} → ${to}`, async () => {
        const out = join(tempDir(), "out");
        const r = await convert(repo, to, { from, output: out });
        expect(r.from).toBe(formatOf(from));
        expect(r.to).toBe(formatOf(to));
        const src = await readRules(formatOf(from), repo);
        const back = await readRules(formatOf(to), out);
        expect(back.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        if (formatOf(from) === formatOf(to)) {
          // Codex and OpenCode read the same AGENTS.md files: the conversion re-emits them.
          expect(back.rules.map((x) => x.text)).toEqual(src.rules.map((x) => x.text));
          return;
        }
        expect(lostButUnledgered(src.rules, back.rules, r.ledger, formatOf(to))).toEqual([]);
      });
    }
  }

  // One file of each tool converts the same way: every pair, both directions, the file's rule read back from the output.
  const ONE: Record<string, string> = {
    "claude-code": ".claude/rules/api.md",
    codex: "docs/AGENTS.md",
    copilot: ".github/instructions/tests.instructions.md",
    cursor: ".cursor/rules/release.mdc",
    "gemini-cli": "web/GEMINI.md",
    opencode: "AGENTS.md",
  };
  for (const from of TOOLS) {
    for (const to of TOOLS) {
      if (from === to) continue;
      it(`one file: ${ONE[from]} (${from}) → ${to}`, async () => {
        const input = join(repo, ONE[from]!);
        // A nested file given alone (docs/AGENTS.md, web/GEMINI.md) is the root file of its own folder: nothing marks
        // where its repository starts. It is read that way here too, so its rule is always-on, as converted.
        const nested = ruleTool(from)?.nested ?? ruleTool(formatOf(from))?.nested;
        const src = await readRules(formatOf(from), nested && ONE[from]!.endsWith(nested) ? dirname(input) : repo, {
          input,
        });
        expect(src.rules.length, ONE[from]).toBe(1);
        const out = join(tempDir(), "out");
        const r = await convert(input, to, { from, output: out });
        expect(r.from).toBe(formatOf(from));
        expect(r.to).toBe(formatOf(to));
        const back = await readRules(formatOf(to), out);
        expect(back.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        // Nothing but that file's rule: the repository's other files stay out of the output.
        expect(back.rules.map((x) => x.text)).toEqual(src.rules.map((x) => x.text));
        if (formatOf(from) !== formatOf(to))
          expect(lostButUnledgered(src.rules, back.rules, r.ledger, formatOf(to))).toEqual([]);
      });
    }
  }

  it("on the command line, with a tool's alias, and nothing but that tool's files read", async () => {
    const out = join(tempDir(), "out");
    const r = await agentcInProcess(["convert", repo, "--from", "cursor", "--to", "claude-code", "-o", out]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain("(CURSOR) →");
    // The glob rule keeps its paths; the always-on and the model-decided rule (Claude Code has none) are in CLAUDE.md.
    expect(readdirSync(join(out, ".claude/rules"))).toEqual(["cursor-sql.md"]);
    expect(readdirSync(out).sort()).toEqual([".claude", "CLAUDE.md"]);
    expect(r.stdout).toMatch(/activation/);
  });
});
