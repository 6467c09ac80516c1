/**
 * The setup tools' table (ir/dialects/setup/tools.ts) against docs/formats.md's "feature × tool
 * table", which cites each tool's own documentation: the folder each tool writes its skills to and
 * the ones it also reads, the SKILL.md fields it reads, its commands folder, its ignore file, and the
 * page each comes from. Then the path detection's edges. Pinned where the sampled mutation run found
 * table entries no test read (issue 38, seed `third`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMMAND_TOOLS,
  IGNORE_TOOLS,
  SKILL_TOOLS,
  commandTool,
  commandToolOfPath,
  skillTool,
  skillToolOfPath,
} from "../../ir/dialects/setup/tools.js";
import { placeholdersFromCore, placeholdersToCore } from "../../ir/dialects/setup/placeholders.js";
import { repoRoot } from "../support/corpus.js";

/** The rows of docs/formats.md's feature × tool table, as cells. */
function docsTable(): string[][] {
  const text = readFileSync(join(repoRoot, "docs/formats.md"), "utf8");
  const from = text.indexOf("### The feature × tool table");
  const lines = text.slice(from).split("\n").slice(1);
  const start = lines.findIndex((l) => l.startsWith("|"));
  const rows: string[][] = [];
  for (const l of lines.slice(start + 2)) {
    if (!l.startsWith("|")) break;
    rows.push(
      l
        .slice(1, -1)
        .split(" | ")
        .map((c) => c.trim()),
    );
  }
  return rows;
}
const code = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const link = (cell: string): string | undefined => /\]\((https:[^)]+)\)/.exec(cell)?.[1];

describe("the setup tools, as docs/formats.md documents them", () => {
  const rows = docsTable();

  it("each documented skills folder, the folders also read, the SKILL.md fields and the source", () => {
    const documented = rows.filter((r) => r[1] !== "—");
    expect(documented.length).toBeGreaterThanOrEqual(6);
    for (const [name, skills, fields] of documented) {
      const t = SKILL_TOOLS.find((x) => name!.startsWith(x.title));
      expect(t, name).toBeDefined();
      const dirs = code(skills!.replace(/\(\[[^\]]*\]\([^)]*\)\)/, ""));
      expect([t!.home, t!.reads], name).toEqual([dirs[0], dirs]);
      expect(t!.source, name).toBe(link(skills!));
      const read = fields!
        .replace(/\([^)]*\)/g, "")
        .split(",")
        .map((f) => f.trim());
      expect(t!.fields, name).toEqual(read);
    }
  });

  it("each documented commands folder (and the ones also read), and the source", () => {
    const documented = rows.filter((r) => /^`\./.test(r[3]!));
    expect(documented.length).toBeGreaterThanOrEqual(5);
    for (const [name, , , commands] of documented) {
      const t = COMMAND_TOOLS.find((x) => name!.startsWith(x.title));
      expect(t, name).toBeDefined();
      const globs = code(commands!).filter((c) => c.startsWith("."));
      expect(globs[0]!.startsWith(`${t!.dir}/`), name).toBe(true);
      expect(globs[0]!.endsWith(`*${t!.suffix}`), name).toBe(true);
      expect(t!.alsoReads ?? [], name).toEqual(globs.slice(1));
      expect(t!.source, name).toBe(link(commands!));
    }
  });

  it("each documented ignore file, and the source", () => {
    const documented = rows.filter((r) => /^`\./.test(r[5]!));
    expect(documented.length).toBeGreaterThanOrEqual(7);
    for (const [name, , , , , ignore] of documented) {
      const t = IGNORE_TOOLS.find((x) => x.file === code(ignore!)[0]);
      expect(t, name).toBeDefined();
      expect(t!.source, name).toBe(link(ignore!));
    }
  });
});

describe("which tool a path belongs to", () => {
  it("a SKILL.md outside every tool's folder is the standard's (Codex's); a file is never a skill by its folder's SKILL.md", () => {
    expect(skillToolOfPath("x/my-skill/SKILL.md", false, false)?.tool).toBe("codex");
    expect(skillToolOfPath("x/my-skill/README.md", false, true)).toBeUndefined();
    expect(skillToolOfPath("x/my-skill", true, true)?.tool).toBe("codex");
    expect(skillToolOfPath("x/my-skill", true, false)).toBeUndefined();
  });

  it("a file named like a commands folder is not that folder", () => {
    expect(commandToolOfPath(".claude/commands", true)?.tool).toBe("claude");
    expect(commandToolOfPath(".claude/commands", false)).toBeUndefined();
    expect(commandToolOfPath("app/.opencode/commands", true)?.tool).toBe("opencode");
    expect(commandToolOfPath("app/.opencode/commands", false)).toBeUndefined();
  });

  it("a tool's documented alias names its skills and commands too (docs/formats.md: copilot is also github-copilot)", () => {
    expect(skillTool("github-copilot")?.tool).toBe("copilot");
    expect(commandTool("github-copilot")?.tool).toBe("copilot");
  });
});

describe("OpenCode's shell injection (opencode.ai/docs/commands: !`command`)", () => {
  it("reads to core's and writes back the same", () => {
    const opencode = COMMAND_TOOLS.find((t) => t.tool === "opencode")!.placeholders;
    const core = placeholdersToCore("Summarize !`git log -n 3` for $ARGUMENTS", opencode, "opencode");
    expect(core).toBe("Summarize {{agentc:shell:git log -n 3}} for {{agentc:all}}");
    expect(placeholdersFromCore(core, opencode, "opencode")).toEqual({
      text: "Summarize !`git log -n 3` for $ARGUMENTS",
      lost: [],
    });
  });
});
