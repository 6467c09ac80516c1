import { readFileSync, writeFileSync, mkdirSync, cpSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintRepository } from "../../src/formats/aigx/lint.js";
import { AigxIndex } from "../../src/formats/aigx/resolve.js";
import { readRepository } from "../../src/formats/aigx/read-genome.js";
import { parseAigxTree } from "../../grammars/aigx/tree.js";
import { corpusPath } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const CASES: Array<[string, number, string | undefined]> = [
  ["conformance/valid/clean", 0, undefined],
  ["examples/minimal", 0, undefined],
  ["examples/sourcing-app", 0, undefined],
  ["conformance/invalid/missing-protocol", 1, "missing required protocol"],
  ["conformance/invalid/dangling-check", 1, "does not resolve"],
  ["conformance/invalid/stale-path", 1, "does not exist"],
  ["conformance/invalid/dup-rule-id", 1, "duplicate <rule id="],
  ["conformance/invalid/path-escape", 1, "escapes the repository root"],
];

describe("AIGX corpus verdicts (as the reference linters give them)", () => {
  for (const [dir, exit, substring] of CASES) {
    it(`${dir} → exit ${exit}${substring ? `, "${substring}"` : ""}`, () => {
      const r = lintRepository(corpusPath("aigx", dir));
      expect(r.exitCode).toBe(exit);
      const errors = r.diagnostics.filter((d) => d.severity === "error");
      if (substring) {
        expect(errors).toHaveLength(1);
        expect(errors[0]!.message).toContain(substring);
      } else expect(errors).toEqual([]);
    });
  }
  it("minimal warns about forbid density", () => {
    expect(lintRepository(corpusPath("aigx/examples/minimal")).diagnostics.map((d) => d.code)).toEqual(["S2"]);
  });
  it("sourcing-app: 53 rules, 35 entries, 12 domain cards, Level 2", () => {
    const r = lintRepository(corpusPath("aigx/examples/sourcing-app"));
    expect(r.stats).toMatchObject({ rules: 53, entries: 35, cards: 12 });
    expect(r.level).toBe(2);
    expect(r.repo.cards.every((c) => c.key && c.purpose)).toBe(true);
  });
  it("the corrupted export gives diagnostics, not a crash", () => {
    const text = readFileSync(corpusPath("aigx/corrupted/aigx-brain-object-object-truncated.txt"), "utf8");
    const tree = parseAigxTree(text);
    expect(Array.isArray(tree.roots)).toBe(true);
    const dir = join(tempDir(), "repo");
    mkdirSync(join(dir, ".aigx"), { recursive: true });
    writeFileSync(join(dir, ".aigx", "files.aigx"), text);
    const r = lintRepository(dir);
    expect(r.exitCode).toBe(1);
    expect(r.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(["AIGX-NO-ROOT", "V1", "V2"]));
    expect(lintRepository(corpusPath("aigx/corrupted")).exitCode).toBe(2);
  });
});

describe("AIGX damage is reported, never merged", () => {
  it("an unclosed </file> does not swallow the next entry, and is reported at its line", () => {
    const dir = join(tempDir(), "repo");
    cpSync(corpusPath("aigx/conformance/valid/clean"), dir, { recursive: true });
    writeFileSync(
      join(dir, ".aigx/files.aigx"),
      '<aigx-files>\n  <file path="src/foo.ts">\n    <role>A &lt;b&gt; &amp; c</role>\n    <check>ARCH-no-deep-imports</check>\n  <file path=\'src/foo.ts\' domain="x">\n    <check><c id="ARCH-no-deep-imports">gloss</c></check>\n  </file>\n</aigx-files>\n',
    );
    const repo = readRepository(dir);
    const entries = repo.genomes[0]!.files!.entries;
    expect(entries).toHaveLength(2);
    expect(entries[0]!.role).toBe("A <b> & c");
    expect(entries[1]!.glosses.get("ARCH-no-deep-imports")).toBe("gloss");
    const d = repo.diagnostics.all.find((x) => x.code === "AIGX-UNCLOSED")!;
    expect(d).toMatchObject({ line: 2, col: 3 });
    expect(d.message).toContain("<file> is not closed before the next <file>");
  });
  it("tags written unescaped inside prose (the spec's own protocol example) are prose", () => {
    const tree = parseAigxTree(
      '<aigx-protocol>\n  <read-first>Open .aigx/files.aigx and find the <file> entry for EACH file ... obey its\n   <forbid pri="CRIT"> and satisfy every id in its <check> before finishing.</read-first>\n</aigx-protocol>\n',
    );
    expect(tree.problems).toEqual([]);
    const readFirst = (
      tree.roots[0] as { children: Array<{ kind: string; name?: string; children?: unknown[] }> }
    ).children.find((c) => c.name === "read-first")!;
    expect(readFirst.children).toHaveLength(1);
  });
  it("CRLF, BOM, single quotes, comments and CDATA are tolerated", () => {
    const dir = join(tempDir(), "repo");
    cpSync(corpusPath("aigx/conformance/valid/clean"), dir, { recursive: true });
    writeFileSync(
      join(dir, ".aigx/architecture.aigx"),
      "\uFEFF<aigx-architecture>\r\n  <!-- note -->\r\n  <rule id='ARCH-no-deep-imports'><![CDATA[Use the <barrel> & nothing else]]></rule>\r\n</aigx-architecture>\r\n",
    );
    const r = lintRepository(dir);
    expect(r.exitCode).toBe(0);
    expect(r.repo.genomes[0]!.concerns[0]!.rules[0]!.text).toBe("Use the <barrel> & nothing else");
  });
  it("resolves through a prebuilt index rebuilt only when a genome file changes", () => {
    const dir = join(tempDir(), "repo");
    cpSync(corpusPath("aigx/examples/sourcing-app"), dir, { recursive: true });
    const index = new AigxIndex(dir);
    expect(index.resolve("./src/features/meetings/bookMeeting.ts").entry?.checks).toEqual([
      "ARCH-2",
      "ARCH-4",
      "ARCH-5",
      "DATA-2",
      "TEST-1",
    ]);
    expect(index.refresh()).toBe(false);
    const f = join(dir, ".aigx/files.aigx");
    writeFileSync(f, readFileSync(f, "utf8").replace("ARCH-2 ARCH-4 ARCH-5 DATA-2 TEST-1", "ARCH-2"));
    expect(index.refresh()).toBe(true);
    expect(index.resolve("src/features/meetings/bookMeeting.ts").entry?.checks).toEqual(["ARCH-2"]);
    expect(index.builds).toBe(2);
  });
});
