/**
 * AIGX building blocks, pinned where the sampled mutation run found behaviour no test observed
 * (issue 38): `aigx resolve`'s lookup and its text, the `x-` attributes of a rule, the semantic
 * parity signature, `aigx genome --merge`'s removals and its stored base, the lint's density
 * warning and locations, the reader's excludes and glossed checks, the card and entry proposals.
 * Expected values come from the inputs themselves and from hand-worked arithmetic.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { AigxIndex, formatResolution } from "../../src/formats/aigx/resolve.js";
import { applyExtensions, concernName, ruleExtensions } from "../../src/formats/aigx/rule-extensions.js";
import { signatureOf } from "../../src/formats/aigx/parity.js";
import { mergeGenome, parseBase, type GenomeBase } from "../../src/formats/aigx/merge-genome.js";
import { lintRead } from "../../src/formats/aigx/lint.js";
import { readRepository } from "../../src/formats/aigx/read-genome.js";
import { memoryTree } from "../../ir/io/file-tree.js";
import type { CoreRule } from "../../ir/dialects/core/rules.js";
import type { FileEntry, Rule } from "../../ir/dialects/aigx/model.js";
import { tempDir } from "../support/tmp.js";

const PROTOCOL =
  '<aigx-protocol version="1.1">\n  <read-first>Open .aigx/files.aigx for each file; verify every check id.</read-first>\n</aigx-protocol>\n';

/** A repository on disk from path → text. */
function onDisk(files: Record<string, string>): string {
  const d = tempDir();
  for (const [p, t] of Object.entries(files)) {
    mkdirSync(dirname(join(d, p)), { recursive: true });
    writeFileSync(join(d, p), t);
  }
  return d;
}
/** A repository in memory, read as `aigx lint` reads it. */
const inMemory = (files: Record<string, string>, exclude: string[] = []) =>
  readRepository(".", { tree: memoryTree(new Map(Object.entries(files))), exclude });

describe("aigx resolve: the nearest genome's entry, the root genome's, and the rules both check", () => {
  const root = onDisk({
    ".aigx/protocol.aigx": PROTOCOL,
    ".aigx/architecture.aigx": '<aigx-architecture>\n  <rule id="ROOT-1">Root rule.</rule>\n</aigx-architecture>\n',
    ".aigx/files.aigx":
      '<aigx-files>\n  <file path="sub/x.ts">\n    <role>root role</role>\n    <check>ROOT-1 NOPE-1</check>\n  </file>\n</aigx-files>\n',
    "sub/.aigx/protocol.aigx": PROTOCOL,
    "sub/.aigx/rules.aigx": '<aigx-rules>\n  <rule id="SUB-1">Sub rule.</rule>\n</aigx-rules>\n',
    "sub/.aigx/files.aigx":
      '<aigx-files>\n  <file path="sub/x.ts">\n    <role>sub role</role>\n    <forbid pri="CRIT">no x</forbid>\n    <gotcha>g1</gotcha>\n    <check>SUB-1 ROOT-1</check>\n  </file>\n</aigx-files>\n',
    "sub/x.ts": "x",
  });

  it("finds both entries; each rule once, in the order the entries check them, and no id that resolves to nothing", () => {
    const r = new AigxIndex(root).resolve("./sub/x.ts");
    expect(r.genome).toBe("sub/.aigx");
    expect(r.entry?.role).toBe("sub role");
    expect(r.rootEntry?.role).toBe("root role");
    expect(r.rules.map((x) => x.id)).toEqual(["SUB-1", "ROOT-1"]);
  });

  it("prints the entry, then the root genome's, then each rule's text", () => {
    expect(formatResolution(new AigxIndex(root).resolve("sub/x.ts"))).toBe(
      [
        "Applicable genome: sub/.aigx",
        "Role:   sub role",
        "Forbid: no x  [CRIT]",
        "Gotcha: g1",
        "Checks: SUB-1, ROOT-1",
        "Root genome entry:",
        "Role:   root role",
        "Checks: ROOT-1, NOPE-1",
        "  SUB-1: Sub rule.",
        "  ROOT-1: Root rule.",
      ].join("\n"),
    );
  });

  it("prints the root genome's entry alone when the nearest genome has none", () => {
    const only = new AigxIndex(
      onDisk({
        ".aigx/protocol.aigx": PROTOCOL,
        ".aigx/a.aigx": '<aigx-a>\n  <rule id="A-1">Rule a.</rule>\n</aigx-a>\n',
        ".aigx/files.aigx":
          '<aigx-files>\n  <file path="sub/y.ts">\n    <check>A-1</check>\n  </file>\n</aigx-files>\n',
        "sub/.aigx/protocol.aigx": PROTOCOL,
        "sub/.aigx/b.aigx": '<aigx-b>\n  <rule id="B-1">Rule b.</rule>\n</aigx-b>\n',
      }),
    ).resolve("sub/y.ts");
    expect(only.entry).toBeUndefined();
    expect(formatResolution(only)).toBe(
      ["Applicable genome: sub/.aigx", "Root genome entry:", "Checks: A-1", "  A-1: Rule a."].join("\n"),
    );
  });
});

describe("a rule's x- attributes", () => {
  const base: CoreRule = { id: "R-1", text: "t", activation: "always", globs: [], group: "rules", sources: [] };
  const implied = { activation: "always" as const, globs: [], group: "rules" };

  it("a list with white space in an item is a JSON array, and decodes to its strings only", () => {
    const ext = ruleExtensions({ ...base, activation: "glob", globs: ["docs/a b/**", "src/**"] }, implied);
    expect(ext).toEqual([
      ["x-activation", "glob"],
      ["x-globs", '["docs/a b/**","src/**"]'],
    ]);
    expect(applyExtensions(base, [["x-globs", '["a b", 3, "c"]']]).globs).toEqual(["a b", "c"]);
  });

  it("a rule with nothing beyond what its genome implies has no x- attribute", () => {
    expect(ruleExtensions(base, implied)).toEqual([]);
  });

  it("x-format is the genome's to read (markdown text), not an unknown attribute to carry", () => {
    const r = applyExtensions(base, [
      ["x-format", "markdown"],
      ["x-team", "core"],
    ]);
    expect(r.extensions).toEqual([["x-team", "core"]]);
  });

  it("a group with no letter or digit names the concern file rules.aigx", () => {
    expect(concernName("::")).toBe("rules");
    expect(concernName("Mode:Code")).toBe("mode-code");
  });
});

describe("semantic parity's signature (AIGX 1.1 section 5)", () => {
  it("holds every fact as domain and text, sorted", () => {
    const repo = inMemory({
      "src/zeta/zeta.aigx": '<aigx-domain key="zeta" path="src/zeta">\n  <fact>Z one.</fact>\n</aigx-domain>\n',
      "src/alpha/alpha.aigx":
        '<aigx-domain key="alpha" path="src/alpha">\n  <fact>A two.</fact>\n  <fact>A one.</fact>\n</aigx-domain>\n',
    });
    expect(signatureOf(repo).facts).toEqual(["alpha\tA one.", "alpha\tA two.", "zeta\tZ one."]);
  });
});

describe("aigx genome --merge", () => {
  const at = { file: ".aigx/architecture.aigx", pos: { line: 1, col: 1 } };
  const rule = (id: string, text: string, key = "declared:a"): Rule => ({
    id,
    text,
    ...at,
    ext: [["x-declared", key]],
  });
  const entry = (path: string, over: Partial<FileEntry> = {}): FileEntry => ({
    path,
    gotchas: [],
    checks: [],
    glosses: new Map(),
    file: ".aigx/files.aigx",
    pos: { line: 1, col: 1 },
    ...over,
  });
  const baseWith = (id: string, text: string): GenomeBase => ({
    version: 1,
    rules: { "declared:a": { id, text } },
    entries: {},
  });
  const none = { rules: [], entries: [] };
  const exists = (): boolean => true;

  it("without a base, a generated rule no longer declared counts as a hand edit and stays", () => {
    const r = mergeGenome({ rules: [rule("ARCH-1", "t")], entries: [], proposed: none, exists });
    expect(r.rules.map((x) => x.id)).toEqual(["ARCH-1"]);
    expect(r.report.rulesRemoved).toEqual([]);
  });

  it("a generated rule no longer declared, untouched and cited by no hand-written check, goes", () => {
    const r = mergeGenome({
      rules: [rule("ARCH-1", "t")],
      entries: [],
      base: baseWith("ARCH-1", "t"),
      proposed: none,
      exists,
    });
    expect(r.rules).toEqual([]);
    expect(r.report.rulesRemoved).toEqual(["ARCH-1"]);
  });

  it("it stays when its id was renamed by hand, or a hand-written check cites it", () => {
    const renamed = mergeGenome({
      rules: [rule("ARCH-9", "t")],
      entries: [],
      base: baseWith("ARCH-1", "t"),
      proposed: none,
      exists,
    });
    expect(renamed.rules.map((x) => x.id)).toEqual(["ARCH-9"]);
    const cited = mergeGenome({
      rules: [rule("ARCH-1", "t")],
      entries: [entry("src/a.ts", { checks: ["ARCH-1"] })],
      base: baseWith("ARCH-1", "t"),
      proposed: none,
      exists,
    });
    expect(cited.rules.map((x) => x.id)).toEqual(["ARCH-1"]);
    expect(cited.report.rulesRemoved).toEqual([]);
  });

  it("without a base, an entry on disk keeps its fields and each difference is reported; the base holds only what was proposed", () => {
    const r = mergeGenome({
      rules: [],
      entries: [entry("src/a.ts", { role: "hand" })],
      proposed: { rules: [], entries: [entry("src/a.ts", { role: "generated" })] },
      exists,
    });
    expect(r.entries.map((e) => e.role)).toEqual(["hand"]);
    expect(r.report.editsKept).toEqual(["src/a.ts role"]);
    // No domain was proposed: the stored base has no domain key (not one set to undefined).
    expect(Object.keys(r.base.entries["src/a.ts"]!).sort()).toEqual(["checks", "role"]);
    const bare = mergeGenome({ rules: [], entries: [], proposed: { rules: [], entries: [entry("b.ts")] }, exists });
    expect(Object.keys(bare.base.entries["b.ts"]!)).toEqual(["checks"]);
  });

  it("a stored base is one only with version 1, rules and entries", () => {
    expect(parseBase('{"version":1,"rules":{},"entries":{}}')).toEqual({ version: 1, rules: {}, entries: {} });
    expect(parseBase('{"version":1,"rules":{}}')).toBeUndefined();
    expect(parseBase('{"version":2,"rules":{},"entries":{}}')).toBeUndefined();
  });
});

describe("aigx lint", () => {
  const genome = (entries: string[]): Record<string, string> => ({
    ".aigx/protocol.aigx": PROTOCOL,
    ".aigx/architecture.aigx": '<aigx-architecture>\n  <rule id="ARCH-1">a</rule>\n</aigx-architecture>\n',
    ".aigx/files.aigx": `<aigx-files>\n${entries.join("\n")}\n</aigx-files>\n`,
  });
  const plain = (p: string): string => `  <file path="${p}"><check>ARCH-1</check></file>`;
  const forbidden = (p: string): string => `  <file path="${p}"><forbid>no</forbid><check>ARCH-1</check></file>`;
  const s2 = (entries: string[]) => lintRead(inMemory(genome(entries)), "/").diagnostics.filter((d) => d.code === "S2");

  it("S2: the <forbid> density rounded to a whole percent (2 of 3 = 66.7% → 67%)", () => {
    expect(s2([forbidden("a"), forbidden("b"), plain("c")]).map((d) => d.message)).toEqual([
      "<forbid> density is 67% of entries - scarcity preserves salience",
    ]);
  });

  it("S2: no warning at 40% or below", () => {
    expect(s2([forbidden("a"), forbidden("b"), plain("c"), plain("d"), plain("e")])).toEqual([]);
    expect(s2([plain("a"), plain("b")])).toEqual([]);
  });

  it("V3 without files.aigx points at the genome", () => {
    const files = genome([]);
    delete files[".aigx/files.aigx"];
    const v3 = lintRead(inMemory(files), "/").diagnostics.filter((d) => d.code === "V3");
    expect(v3.map((d) => [d.message, d.file])).toEqual([["[.aigx] missing required files.aigx", ".aigx"]]);
  });
});

describe("the genome reader", () => {
  const files = {
    ".aigx/protocol.aigx": PROTOCOL,
    ".aigx/architecture.aigx": '<aigx-architecture>\n  <rule id="ARCH-1">a</rule>\n</aigx-architecture>\n',
    ".aigx/files.aigx":
      '<aigx-files>\n  <file path="a.ts"><check><c id="ARCH-1">why</c><c>no id</c></check></file>\n</aigx-files>\n',
    "sub/.aigx/rules.aigx": '<aigx-rules>\n  <rule id="SUB-1">s</rule>\n</aigx-rules>\n',
  };

  it("excludes a folder named with or without its trailing slash, and nothing else", () => {
    expect(inMemory(files).genomes.map((g) => g.dir)).toEqual([".aigx", "sub/.aigx"]);
    expect(inMemory(files, ["sub"]).genomes.map((g) => g.dir)).toEqual([".aigx"]);
    expect(inMemory(files, ["sub/"]).genomes.map((g) => g.dir)).toEqual([".aigx"]);
  });

  it("a glossed check keeps the ids it names; a <c> with no id adds nothing", () => {
    const e = inMemory(files).genomes[0]!.files!.entries[0]!;
    expect(e.checks).toEqual(["ARCH-1"]);
    expect([...e.glosses]).toEqual([["ARCH-1", "why"]]);
  });

  it("protocol, product and files are not concern files", () => {
    const g = inMemory({ ...files, ".aigx/product.aigx": "<aigx-product>\n  <name>n</name>\n</aigx-product>\n" })
      .genomes[0]!;
    expect(g.concerns.map((c) => c.file)).toEqual([".aigx/architecture.aigx"]);
  });
});
