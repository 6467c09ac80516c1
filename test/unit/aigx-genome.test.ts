import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentc } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { lintRepository } from "../../src/passes/aigx/lint.js";
import { readRepository } from "../../src/readers/aigx/read-genome.js";
import { memoryTree } from "../../ir/io/file-tree.js";

const FIXTURE = join(repoRoot, "test/fixtures/ts-repo");

describe("aigx genome", () => {
  it("proposes roles, domains, forbids at real boundaries, and reports deep imports", () => {
    const r = agentc(["--json", "aigx", "genome", FIXTURE]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.result.boundaries).toEqual(["src/features/suppliers"]);
    expect(out.result.crossings).toEqual([{ rule: "ARCH-internal", from: "src/features/meetings/legacy.ts", spec: "../suppliers/internal/contactMapper", to: "src/features/suppliers/internal/contactMapper.ts", line: 1 }]);
    expect(out.diagnostics[0].code).toBe("AIGX-DEEP-IMPORT");
  });

  it("--merge creates a genome that lints, and keeps hand-written entries and rules on the next merge", () => {
    const dir = join(tempDir(), "repo");
    cpSync(FIXTURE, dir, { recursive: true });
    expect(agentc(["aigx", "genome", dir, "--merge"]).status).toBe(0);
    const first = lintRepository(dir);
    expect(first.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const entries = first.repo.genomes[0]!.files!.entries;
    expect(entries.find((e) => e.path === "src/features/meetings/bookMeeting.ts")).toMatchObject({ domain: "meetings", role: "Book a meeting for a supplier slot.", checks: ["ARCH-internal"] });
    expect(entries.some((e) => e.path.endsWith(".test.ts"))).toBe(false);
    // Hand-edit an entry, add a source file, merge again.
    const files = join(dir, ".aigx/files.aigx");
    writeFileSync(files, readFileSync(files, "utf8").replace("<role>Exports formatName, VERSION.</role>", "<role>Hand-written role</role>\n    <gotcha>trim, never lowercase</gotcha>"));
    writeFileSync(join(dir, "src/shared/new.ts"), "/** A new helper. */\nexport const x = 1;\n");
    expect(agentc(["aigx", "genome", dir, "--merge"]).status).toBe(0);
    const again = readRepository(dir).genomes[0]!.files!.entries;
    expect(again.find((e) => e.path === "src/shared/format.ts")).toMatchObject({ role: "Hand-written role", gotchas: [{ text: "trim, never lowercase" }] });
    expect(again.find((e) => e.path === "src/shared/new.ts")?.role).toBe("A new helper.");
    expect(readRepository(dir).genomes[0]!.concerns[0]!.rules.map((r) => r.id)).toEqual(["ARCH-internal"]);
  });

  it("invents no rule for a repository that declares nothing and has no internal/ folder", () => {
    const dir = join(tempDir(), "plain");
    mkdirSync(join(dir, "src"), { recursive: true });
    writeFileSync(join(dir, "src/a.ts"), 'import { b } from "./b.js";\nexport const a = b;\n');
    writeFileSync(join(dir, "src/b.ts"), "export const b = 1;\n");
    const r = agentc(["--json", "aigx", "genome", dir, "--merge"]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.result.rules).toEqual([]);
    expect(out.diagnostics.map((d: { code: string }) => d.code)).toEqual(["AIGX-GENOME-NO-RULES"]);
    const repo = readRepository(dir);
    expect(repo.genomes[0]!.concerns).toEqual([]);
    expect(existsSync(join(dir, ".aigx/architecture.aigx"))).toBe(false);
  });

  it("exports and resolve work end to end", () => {
    const dir = join(tempDir(), "repo");
    cpSync(FIXTURE, dir, { recursive: true });
    agentc(["aigx", "genome", dir, "--merge"]);
    for (const f of ["agents-md", "claude-md", "cursor", "copilot"]) expect(agentc(["aigx", "export", "--root", dir, "--format", f]).status).toBe(0);
    expect(readFileSync(join(dir, ".cursor/rules/aigx.mdc"), "utf8")).toMatch(/^---\ndescription: .*\nalwaysApply: true\n---/);
    expect(readFileSync(join(dir, "AGENTS.md"), "utf8")).toContain("**ARCH-internal**: Import a folder");
    const r = agentc(["aigx", "resolve", "src/features/meetings/bookMeeting.ts", "--root", dir]);
    expect(r.stdout).toContain("Forbid: NEVER import src/features/suppliers/internal/*");
    const missing = agentc(["aigx", "resolve", "nope.ts", "--root", dir]);
    expect(missing.status).toBe(1);
    expect(missing.stdout).toBe(""); // aigx resolve prints its error on stderr, not stdout
    expect(missing.stderr).toContain("AIGX-NOT-FOUND");
  });

  it("gives an element's span from its opening `<` to just after its closing tag's `>`", () => {
    const text = '<aigx-rules>\n  <rule id="A-1">Keep it small.</rule>\n</aigx-rules>\n';
    const rule = readRepository(".", { tree: memoryTree(new Map([[".aigx/rules.aigx", text]])) }).genomes[0]!.concerns[0]!.rules[0]!;
    const closing = text.indexOf("</rule>") + "</rule>".length;
    expect(rule.pos).toEqual({ line: 2, col: 3, endLine: 2, endCol: closing - text.indexOf("\n") });
  });
});
