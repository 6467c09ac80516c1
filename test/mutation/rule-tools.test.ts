/**
 * The rule tools' table (ir/dialects/rules/tools.ts) against docs/formats.md's table of tools, which
 * cites each tool's documentation: every tool's aliases, whether `--format all` writes it, and which
 * tool's files a tool without files of its own reads. Pinned where the sampled mutation run found
 * table entries no test read (issue 38, seed `third`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasOwnFiles, inAll, ruleTool, userAgentPaths, userFiles } from "../../ir/dialects/rules/tool.js";
import { ruleRootOf } from "../../ir/dialects/rules/paths.js";
import "../../ir/dialects/rules/tools.js";
import { repoRoot } from "../support/corpus.js";

const DOC = readFileSync(join(repoRoot, "docs/formats.md"), "utf8");

/** The rows of docs/formats.md's table whose header starts so, as cells. */
function docsTable(header: string): string[][] {
  const lines = DOC.split("\n");
  const start = lines.findIndex((l) => l.startsWith(header));
  const rows: string[][] = [];
  for (const l of lines.slice(start + 2)) {
    if (!l.startsWith("|")) break;
    rows.push(
      l
        .slice(1, -1)
        .split("|")
        .map((c) => c.trim()),
    );
  }
  return rows;
}

describe("the rule tools, as docs/formats.md documents them", () => {
  const rows = docsTable("| tool (`--format`) | aliases |");

  it("every documented tool, with its aliases; written by --format all when marked ✔; reading the files it names", () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const [cell, aliases, , , , alsoReads, all] of rows) {
      const name = /`([^`]+)`/.exec(cell!)![1]!;
      const t = ruleTool(name);
      expect(t?.name, name).toBe(name);
      expect(t!.aliases ?? [], name).toEqual(aliases ? aliases.split(", ") : []);
      expect(inAll(t!), name).toBe(all === "✔");
      // A tool with no files of its own is written as the tools it reads (`(via agents-md)`).
      if (!hasOwnFiles(t!)) expect(all, name).toBe(`(via ${t!.reads![0]})`);
      else if (/^[a-z-]+(, [a-z-]+)*$/.test(alsoReads!)) expect(t!.reads ?? [], name).toEqual(alsoReads!.split(", "));
    }
  });
});

describe("user-level files, as docs/formats.md documents them", () => {
  it("every user-level rule file and folder of the table is one of the tools' user files", () => {
    const rows = docsTable("| tool | user-level rules | subagents |").filter((r) => r[1]!.startsWith("`~/"));
    expect(rows.length).toBeGreaterThanOrEqual(9);
    const homes = userFiles().map((u) => u.homePath);
    for (const [name, cell] of rows) {
      const path = /`~\/([^`]+)`/.exec(cell!)![1]!.replace(/\/\*\*\/\*\.md$/, "");
      expect(homes, name).toContain(path);
    }
  });

  it("the settings files with hooks or permissions at user level are the four the section names", () => {
    const para = DOC.slice(DOC.indexOf("Hooks and permissions at user level"));
    const named = [...para.slice(0, para.indexOf("They\n")).matchAll(/`~\/([^`]+)`/g)].map((m) => m[1]);
    expect(named).toHaveLength(4);
    expect([...userAgentPaths().settings].sort()).toEqual([...named].sort());
  });
});

describe("the repository of a rule file given alone", () => {
  it("is the part of its path before the tool's folder (Junie's .junie/, Antigravity's .agents/ and legacy .agent/)", () => {
    expect(ruleRootOf("proj/.junie/guidelines.md", false)).toBe("proj");
    expect(ruleRootOf("proj/.agents/rules/a.md", false)).toBe("proj");
    expect(ruleRootOf("proj/.agent/rules/a.md", false)).toBe("proj");
    // Roo Code reads a file two levels under .roo/ whatever the folder between is called.
    expect(ruleRootOf("proj/.roo/custom/a.md", false)).toBe("proj");
    expect(ruleRootOf("proj/custom/a.md", false)).toBe("proj/custom");
  });
});
