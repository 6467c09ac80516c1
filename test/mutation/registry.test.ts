/**
 * The format registry (src/formats/registry.ts) as this process has it (no format registered: the files
 * that register toys run apart, vitest.sets.ts REGISTERS): names, aliases, the list of every format.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectInput, formatNamed, formatNames, ruleFileFormats, ruleFormatNames } from "../../src/formats/registry.js";
import { tempDir } from "../support/tmp.js";

describe("the format registry", () => {
  it("lists every format once; the rule-file formats are the tools with files of their own", async () => {
    const names = formatNames();
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["aix", "claude-agents", "settings", ...ruleFormatNames()]));
    expect((await ruleFileFormats()).map((f) => f.name)).toEqual(ruleFormatNames());
  });

  it("a tool's name or alias names its format; a tool that writes no files of its own names the one it reads", async () => {
    expect((await formatNamed("claude"))?.name).toBe("claude-md");
    // Codex reads AGENTS.md (ir/dialects/rules/tools.ts: reads: ["agents-md"]).
    expect((await formatNamed("codex"))?.name).toBe("agents-md");
    expect(await formatNamed("no-such-format")).toBeUndefined();
  });

  it("detects a skill by where it is before a rule format claims its Markdown, and nothing in an empty folder", async () => {
    const root = tempDir();
    const at = (rel: string, text: string): string => {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
      return join(root, rel);
    };
    const skill = at(".claude/skills/pdf/SKILL.md", "---\nname: pdf\ndescription: PDFs.\n---\nRead PDFs.\n");
    expect((await detectInput(skill))?.name).not.toBe("claude-md");
    expect((await detectInput(skill))?.core?.raises).toEqual(["skills"]);
    expect((await detectInput(at("AGENTS.md", "Use pnpm.\n")))?.name).toBe("agents-md");
    expect(await detectInput(at("notes.txt", "x\n"))).toBeUndefined();
  });
});
