/**
 * AIGX building blocks, pinned where the sampled mutation run found behaviour no test observed
 * (issue 38): `aigx resolve`'s lookup and its text, the `x-` attributes of a rule, the semantic
 * parity signature, `aigx genome --merge`'s removals and its stored base, the lint's density
 * warning and locations, the reader's excludes and glossed checks, the card and entry proposals.
 * Expected values come from the inputs themselves and from hand-worked arithmetic.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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
import { tempDir, tempRepo } from "../support/tmp.js";
import { sourceFacts as facts } from "../support/source-facts.js";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { Graph } from "../../ir/graph/graph.js";
import { addGenomeNodes, aigxFormat, renderRepository } from "../../src/formats/aigx/format.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { validate } from "../../src/pipeline/validate.js";
import { checksumAix, convert } from "../../src/api.js";
import { domainOf, proposeGenome, roleOf, ruleText } from "../../src/formats/aigx/propose-genome.js";
import { proposeCards } from "../../src/formats/aigx/propose-cards.js";
import { raiseAigx } from "../../src/formats/aigx/raise.js";
import { genomeFromCore } from "../../src/formats/aigx/genome-from-core.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import type { SourceFacts } from "../../src/formats/source/scan-repo.js";
import type { Declaration } from "../../src/formats/architecture/model.js";

const PROTOCOL =
  '<aigx-protocol version="1.1">\n  <read-first>Open .aigx/files.aigx for each file; verify every check id.</read-first>\n</aigx-protocol>\n';

/** A repository in memory, read as `aigx lint` reads it. */
const inMemory = (files: Record<string, string>, exclude: string[] = []) =>
  readRepository(".", { tree: memoryTree(new Map(Object.entries(files))), exclude });

/** A source file whose one import is `to`. */
const imports = (path: string, to: string): SourceFacts =>
  facts(path, { imports: [to], refs: [{ spec: to, file: to, line: 1 }] });
/** A files.aigx entry with no fields but what `over` gives. */
const fileEntry = (path: string, over: Partial<FileEntry> = {}): FileEntry => ({
  path,
  gotchas: [],
  checks: [],
  glosses: new Map(),
  file: ".aigx/files.aigx",
  pos: { line: 1, col: 1 },
  ...over,
});

describe("aigx resolve: the nearest genome's entry, the root genome's, and the rules both check", () => {
  const root = tempRepo({
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
      tempRepo({
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
      entries: [fileEntry("src/a.ts", { checks: ["ARCH-1"] })],
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
      entries: [fileEntry("src/a.ts", { role: "hand" })],
      proposed: { rules: [], entries: [fileEntry("src/a.ts", { role: "generated" })] },
      exists,
    });
    expect(r.entries.map((e) => e.role)).toEqual(["hand"]);
    expect(r.report.editsKept).toEqual(["src/a.ts role"]);
    // No domain was proposed: the stored base has no domain key (not one set to undefined).
    expect(Object.keys(r.base.entries["src/a.ts"]!).sort()).toEqual(["checks", "role"]);
    const bare = mergeGenome({ rules: [], entries: [], proposed: { rules: [], entries: [fileEntry("b.ts")] }, exists });
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

describe("aigx lint: X4 without a root genome", () => {
  // Two sibling genomes and no root genome: an entry of b/ may check b/'s rules only (spec 8).
  const x4 = (id: string, check: string): string[] =>
    lintRead(
      inMemory({
        "a/.aigx/protocol.aigx": PROTOCOL,
        "a/.aigx/rules.aigx": `<aigx-rules>\n  <rule id="${id}">a</rule>\n</aigx-rules>\n`,
        "a/.aigx/files.aigx": `<aigx-files>\n  <file path="a/x.ts"><check>${check}</check></file>\n</aigx-files>\n`,
        "b/.aigx/protocol.aigx": PROTOCOL,
        "b/.aigx/rules.aigx": '<aigx-rules>\n  <rule id="B-1">b</rule>\n</aigx-rules>\n',
        "b/.aigx/files.aigx": `<aigx-files>\n  <file path="b/y.ts"><check>B-1</check><check>${check}</check></file>\n</aigx-files>\n`,
      }),
      "/",
    )
      .diagnostics.filter((d) => d.code === "X4")
      .map((d) => d.file!);

  it("a rule only the sibling genome defines is not applicable, whatever its id", () => {
    expect(x4("A-1", "A-1")).toEqual(["b/.aigx/files.aigx"]);
    // An id with spaces (X1 warns of it) can still be cited by a glossed check.
    expect(x4("Stryker was here", '<c id="Stryker was here">g</c>')).toEqual(["b/.aigx/files.aigx"]);
  });
});

describe("AIGX in the pipeline", () => {
  it("a file entry's checks are edges to the rules that exist in its genome", () => {
    const repo = inMemory({
      ".aigx/architecture.aigx": '<aigx-architecture>\n  <rule id="ARCH-1">a</rule>\n</aigx-architecture>\n',
      ".aigx/files.aigx": '<aigx-files>\n  <file path="a.ts"><check>ARCH-1 NOPE-1</check></file>\n</aigx-files>\n',
    });
    const g = addGenomeNodes(new Graph(), repo);
    expect(g.edgesFrom("aigx:file:.aigx:a.ts", "checks").map((e) => e.to)).toEqual(["aigx:rule:ARCH-1:.aigx"]);
  });

  it("lowering nothing to AIGX is refused with its reason", () => {
    const ds = aigxFormat.lower!.run(newRun("(empty)", {}, { target: "aigx" }).ctx);
    expect(ds).toEqual([{ code: "AGC-NO-CORE", severity: "error", message: "there are no rules to lower to AIGX" }]);
  });

  it("validate's summary of a genome: verdict, rules, entries and conformance level", async () => {
    // The conformance suite's clean genome: one rule, one entry, no freshness nor domain card (level 1).
    const v = await validate(corpusPath("aigx/conformance/valid/clean"));
    expect(v.summary).toBe("AIGX genome(s): ok, 1 rules, 1 entries, level 1");
  });

  it("an agent's constraint with runs of white space is written folded, as AIGX reads rule text, and reads back", async () => {
    const d = tempDir();
    const file = join(d, "a.aix");
    writeFileSync(
      file,
      readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8").replace(
        '"Never ask for passwords or card numbers"',
        '"Never ask for  passwords   or card numbers"',
      ),
    );
    expect(await checksumAix(file, { algorithm: "sha256", write: true })).toMatchObject({ ok: true });
    // The parity check throws when the written file does not read back as meant.
    const r = await convert(file, "aigx", { output: join(d, "out"), write: false });
    const back = readRepository(".", { tree: memoryTree(new Map(r.files.files)) });
    expect(back.genomes[0]!.concerns[0]!.rules.map((x) => x.text)).toContain("Never ask for passwords or card numbers");
  });
});

describe("aigx genome: the proposed entries", () => {
  it("a domain is the folder under src/, lib/ or app/", () => {
    expect(domainOf("app/billing/x.ts")).toBe("billing");
    expect(domainOf("lib/auth/x.ts")).toBe("auth");
    expect(domainOf("app/x.ts")).toBe("app");
    expect(domainOf("tools/x.ts")).toBe("tools");
  });

  it("a role from the exports: the first four, and how many more", () => {
    expect(roleOf(facts("a.ts", { exports: ["a", "b", "c", "d", "e", "f"] }))).toBe("Exports a, b, c, d and 2 more.");
    expect(roleOf(facts("a.ts", { exports: ["a", "b", "c", "d"] }))).toBe("Exports a, b, c, d.");
    expect(roleOf(facts("a.ts"))).toBeUndefined();
  });

  it("a rule's text ends each sentence once, whatever white space the declaration left", () => {
    const d = {
      tool: "dependency-cruiser",
      name: "no-circular",
      forbids: "No cycles. ",
      source: { file: ".dependency-cruiser.js", line: 3 },
      constraints: [],
    } as Declaration;
    expect(ruleText(d)).toBe(
      'No cycles. Declared by dependency-cruiser rule "no-circular" in .dependency-cruiser.js:3.',
    );
  });

  it("the file's own warning is its gotcha", () => {
    const p = proposeGenome(
      [facts("gen.ts", { statements: [{ kind: "generated", text: "Generated file.", line: 1 }] })],
      [],
    );
    expect(p.entries[0]!.gotchas).toEqual([{ pri: "CRIT", text: "Generated file." }]);
  });

  it("internal/: the files that import another folder's internal/ are told which one", () => {
    const p = proposeGenome(
      [facts("src/a/index.ts"), facts("src/a/internal/x.ts"), imports("src/b/y.ts", "src/a/internal/x.ts")],
      [],
    );
    expect(p.boundaries).toEqual(["src/a"]);
    expect(p.entries.find((e) => e.path === "src/b/y.ts")!.forbid).toEqual({
      pri: "CRIT",
      text: "NEVER import src/a/internal/* - use its public entry point (ARCH-internal)",
    });
    expect(p.placed).toEqual([{ id: "ARCH-internal", files: ["src/b/y.ts"], inferred: true }]);
  });

  it("a folder of two or more files entered only through its index, by two files outside it", () => {
    const p = proposeGenome(
      [
        facts("src/lib/index.ts"),
        facts("src/lib/other.ts"),
        imports("src/a.ts", "src/lib/index.ts"),
        imports("src/b.ts", "src/lib/index.ts"),
      ],
      [],
    );
    expect(p.rules.map((r) => r.id)).toEqual(["ARCH-entry-src-lib"]);
    expect(p.placed).toEqual([{ id: "ARCH-entry-src-lib", files: ["src/a.ts", "src/b.ts"], inferred: true }]);
    expect(p.entries.find((e) => e.path === "src/a.ts")!.forbid?.text).toBe(
      "NEVER import src/lib/* except through src/lib/index.ts (ARCH-entry-src-lib)",
    );
    // A folder that is its index alone has nothing to hide behind it.
    const alone = proposeGenome(
      [facts("src/one/index.ts"), imports("src/a.ts", "src/one/index.ts"), imports("src/b.ts", "src/one/index.ts")],
      [],
    );
    expect(alone.rules).toEqual([]);
  });
});

describe("aigx genome: domain cards", () => {
  /** An entry in this domain, at no place in a file. */
  const inDomain = (path: string, domain: string): FileEntry => fileEntry(path, { domain, pos: { line: 0, col: 0 } });
  /** One package, packages/p, with this package.json; its files in domain p. */
  const pkgCard = (pkg: object, lock?: string) =>
    proposeCards({
      facts: [facts("packages/p/src/x.ts")],
      entries: [inDomain("packages/p/src/x.ts", "p")],
      packages: [{ dir: "packages/p", name: "p", by: "package.json workspaces" }],
      read: (path) => (path === "packages/p/package.json" ? JSON.stringify(pkg) : undefined),
      exists: (path) => path === lock,
    });

  it("the names a package exports (Node's exports field: a string, conditions, subpaths, null for none)", () => {
    const api = (exports: unknown): string | undefined => pkgCard({ name: "p", exports })[0]?.publicApi;
    expect(api("./index.js")).toBe("By name: p.");
    expect(api({ import: "./x.mjs", require: "./x.cjs" })).toBe("By name: p.");
    expect(api({ ".": "./i.js", "./util": "./u.js", "./private": null })).toBe("By name: p, p/util.");
    // A mix of subpaths and conditions is invalid for Node: only the subpaths name something.
    expect(api({ ".": "./i.js", default: "./i.js" })).toBe("By name: p.");
    expect(pkgCard({ name: "p" })).toEqual([]);
  });

  it("a package's description is the card's purpose; its tests run by the package manager its lock file names", () => {
    const [card] = pkgCard({ name: "p", description: "Pays.", scripts: { test: "vitest" } }, "yarn.lock");
    expect(card).toMatchObject({
      key: "p",
      path: "packages/p",
      purpose: "Pays.",
      test: "yarn workspace p test (runs: vitest)",
    });
    expect(card!.publicApi).toBeUndefined();
  });

  it("the entry point is the folder's index (not a test, not another file); export * passes on the names", () => {
    const cards = proposeCards({
      facts: [
        facts("src/d/a.ts", { exports: ["A"] }),
        facts("src/d/index.test.ts", { test: true, exports: ["T"] }),
        facts("src/d/index.ts", { exports: ["B"], refs: [{ spec: "./a", file: "src/d/a.ts", line: 1 }] }),
      ],
      entries: [inDomain("src/d/a.ts", "d"), inDomain("src/d/index.ts", "d")],
      packages: [],
      read: (path) => (path === "src/d/index.ts" ? 'export  *  from "./a";\n' : undefined),
      exists: () => false,
    });
    expect(cards.map((c) => c.publicApi)).toEqual(["src/d/index.ts exports B, A."]);
  });

  it("cards in domain order; a folder with neither API nor purpose has none; a package is found by its own folder", () => {
    const withApi = (p: string): SourceFacts => facts(p, { exports: ["X"] });
    const cards = proposeCards({
      facts: [
        withApi("src/zeta/index.ts"),
        withApi("src/mid/index.ts"),
        withApi("src/alpha/index.ts"),
        facts("src/none/index.ts"),
      ],
      entries: [
        inDomain("src/zeta/index.ts", "zeta"),
        inDomain("src/mid/index.ts", "mid"),
        inDomain("src/alpha/index.ts", "alpha"),
        inDomain("src/none/index.ts", "none"),
      ],
      packages: [],
      read: () => undefined,
      exists: () => false,
    });
    expect(cards.map((c) => c.key)).toEqual(["alpha", "mid", "zeta"]);
    const two = proposeCards({
      facts: [withApi("packages/b/index.ts")],
      entries: [inDomain("packages/b/index.ts", "b")],
      packages: [
        { dir: "packages/a", name: "a", by: "package.json workspaces" },
        { dir: "packages/b", name: "b", by: "package.json workspaces" },
      ],
      read: () => undefined,
      exists: () => false,
    });
    expect(two.map((c) => c.path)).toEqual(["packages/b"]);
  });
});

describe("aigx lint: a genome's structure, every diagnostic", () => {
  // The messages of V1–V3 are the reference linter's (Lolner95/AIGX crates/aigx/src/main.rs, `cmd_lint`):
  // "[<genome>] no <rule id> found in any concern file (need >=1)", "missing required protocol.aigx", ….
  it("no rule, a protocol that does not say how to look files up, an empty index; a genome with neither protocol nor index", () => {
    const root = tempRepo({
      ".aigx/protocol.aigx":
        '<aigx-protocol version="1.1">\n  <read-first>Read the rules.</read-first>\n</aigx-protocol>\n',
      ".aigx/files.aigx": "<aigx-files>\n</aigx-files>\n",
      "sub/.aigx/rules.aigx": '<aigx-rules>\n  <rule id="SUB-1">s</rule>\n</aigx-rules>\n',
    });
    const ds = lintRead(readRepository(root), root).diagnostics;
    expect(ds.map((d) => [d.code, d.severity, d.message, d.file])).toEqual([
      ["V2", "error", "[.aigx] no <rule id> found in any concern file (need >=1)", ".aigx"],
      [
        "X7",
        "warning",
        "protocol.aigx should instruct the per-file lookup in files.aigx and the verification of <check> ids",
        ".aigx/protocol.aigx",
      ],
      ["V3", "error", "[.aigx] files.aigx has no <file> entries (need >=1)", ".aigx/files.aigx"],
      ["V1", "error", "[sub/.aigx] missing required protocol.aigx", "sub/.aigx"],
      ["V3", "error", "[sub/.aigx] missing required files.aigx", "sub/.aigx"],
    ]);
  });

  it("X4: the root genome's entry for a file of a nested genome may check that genome's rules, not a sibling's", () => {
    const root = tempRepo({
      ".aigx/protocol.aigx": PROTOCOL,
      ".aigx/architecture.aigx": '<aigx-architecture>\n  <rule id="ROOT-1">r</rule>\n</aigx-architecture>\n',
      ".aigx/files.aigx":
        '<aigx-files>\n  <file path="sub/x.ts"><check>SUB-1 ROOT-1</check></file>\n  <file path="sub/y.ts"><check>OTHER-1</check></file>\n</aigx-files>\n',
      "sub/.aigx/protocol.aigx": PROTOCOL,
      "sub/.aigx/rules.aigx": '<aigx-rules>\n  <rule id="SUB-1">s</rule>\n</aigx-rules>\n',
      "sub/.aigx/files.aigx": '<aigx-files>\n  <file path="sub/x.ts"><check>SUB-1</check></file>\n</aigx-files>\n',
      "other/.aigx/protocol.aigx": PROTOCOL,
      "other/.aigx/rules.aigx": '<aigx-rules>\n  <rule id="OTHER-1">o</rule>\n</aigx-rules>\n',
      "other/.aigx/files.aigx":
        '<aigx-files>\n  <file path="other/z.ts"><check>OTHER-1</check></file>\n</aigx-files>\n',
      "sub/x.ts": "x",
      "sub/y.ts": "y",
      "other/z.ts": "z",
    });
    const x4 = lintRead(readRepository(root), root).diagnostics.filter((d) => d.code === "X4");
    expect(x4.map((d) => [d.file, d.line, d.message])).toEqual([
      [
        ".aigx/files.aigx",
        3,
        "<check> id 'OTHER-1' (in sub/y.ts) resolves only in other/.aigx, which is neither the file's nearest genome nor the root genome",
      ],
    ]);
  });
});

describe("the genome reader: every diagnostic of damaged files, with its place", () => {
  it("no root, two roots, unknown children, a rule without id, an entry without path, two forbids, bad UTF-8", () => {
    const repo = readRepository(".", {
      tree: memoryTree(
        new Map<string, string | Uint8Array>([
          [".aigx/protocol.aigx", PROTOCOL],
          [".aigx/empty.aigx", "only words\n"],
          [".aigx/two.aigx", '<aigx-two>\n  <rule id="T-1">t</rule>\n</aigx-two>\n<aigx-more/>\n'],
          [".aigx/rules.aigx", "<aigx-rules>\n  <note>n</note>\n  <rule>no id</rule>\n</aigx-rules>\n"],
          [
            ".aigx/files.aigx",
            '<aigx-files>\n  <dir/>\n  <file><role>r</role></file>\n  <file path="a.ts">\n    <forbid>one</forbid>\n    <forbid>two</forbid>\n    <owner>me</owner>\n  </file>\n</aigx-files>\n',
          ],
          [".aigx/bytes.aigx", Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0x3c, 0x2f, 0x61, 0x3e])],
        ]),
      ),
    });
    expect(repo.diagnostics.all.map((d) => [d.code, d.severity, d.message, d.file, d.line, d.col])).toEqual([
      ["AIGX-UTF8", "error", "the file is not valid UTF-8", ".aigx/bytes.aigx", 1, 1],
      [
        "AIGX-NO-ROOT",
        "error",
        "no root element: the file holds no XML element, and a genome file is one",
        ".aigx/empty.aigx",
        1,
        1,
      ],
      ["AIGX-UNKNOWN-ELEMENT", "warning", "<dir> in files.aigx (children are <file>)", ".aigx/files.aigx", 2, 3],
      ["AIGX-FILE-PATH", "error", "<file> has no path", ".aigx/files.aigx", 3, 3],
      ["AIGX-FORBID-MANY", "warning", "a.ts: more than one <forbid>; the first is kept", ".aigx/files.aigx", 6, 5],
      [
        "AIGX-UNKNOWN-ELEMENT",
        "warning",
        "a.ts: <owner> is not a file-entry field (role, forbid, gotcha, check)",
        ".aigx/files.aigx",
        7,
        5,
      ],
      [
        "AIGX-UNKNOWN-ELEMENT",
        "warning",
        "<note> in a concern file (children are <rule id>)",
        ".aigx/rules.aigx",
        2,
        3,
      ],
      ["AIGX-RULE-ID", "error", "<rule> has no id", ".aigx/rules.aigx", 3, 3],
      ["AIGX-ROOTS", "warning", "2 root elements; the first is read", ".aigx/two.aigx", 4, 1],
    ]);
    const g = repo.genomes[0]!;
    expect(g.files!.entries.map((e) => [e.path, e.forbid])).toEqual([["a.ts", { text: "one" }]]);
    expect(g.concerns.map((c) => [c.file, c.rules.map((r) => r.id)])).toEqual([
      [".aigx/bytes.aigx", []],
      [".aigx/rules.aigx", []],
      [".aigx/two.aigx", ["T-1"]],
    ]);
  });

  it("a byte-order mark is not part of the text, even in a file that is not valid UTF-8", () => {
    // TextDecoder drops a leading BOM itself; the reader's own removal matters where it falls back to lenient decoding.
    const bytes = Buffer.concat([
      Buffer.from('\ufeff<aigx-rules><rule id="R-1">t</rule></aigx-rules>\n<!-- ', "utf8"),
      Buffer.from([0xff]),
      Buffer.from(" -->\n"),
    ]);
    const repo = readRepository(".", { tree: memoryTree(new Map([[".aigx/rules.aigx", bytes]])) });
    expect(repo.diagnostics.all.map((d) => d.code)).toEqual(["AIGX-UTF8"]);
    // `<aigx-rules>` is 12 characters: the rule starts at column 13; it is 23 characters, so it ends before column 36.
    expect(repo.genomes[0]!.concerns[0]!.rules[0]!.pos).toEqual({ line: 1, col: 13, endLine: 1, endCol: 36 });
  });

  it("an empty domain is no domain: the canonical files leave it out", () => {
    const repo = inMemory({
      ".aigx/files.aigx": '<aigx-files>\n  <file path="a.ts" domain=""><check>A-1</check></file>\n</aigx-files>\n',
    });
    expect(repo.genomes[0]!.files!.entries[0]!.domain).toBeUndefined();
    expect(renderRepository(repo).get(".aigx/files.aigx")).toBe(
      '<aigx-files>\n  <file path="a.ts">\n    <check>A-1</check>\n  </file>\n</aigx-files>\n',
    );
  });
});

describe("AIGX nodes and x- attributes", () => {
  it("a domain card is the node aigx:card:<its file>", () => {
    const repo = inMemory({
      "src/pay/pay.aigx": '<aigx-domain key="pay" path="src/pay">\n  <fact>Pays.</fact>\n</aigx-domain>\n',
      "src/ship/ship.aigx": '<aigx-domain key="ship" path="src/ship">\n  <fact>Ships.</fact>\n</aigx-domain>\n',
    });
    const g = addGenomeNodes(new Graph(), repo);
    expect(g.nodes("aigx.DomainCard").map((n) => n.id)).toEqual([
      "aigx:card:src/pay/pay.aigx",
      "aigx:card:src/ship/ship.aigx",
    ]);
  });

  it("a value that names an activation sets the activation only under x-activation", () => {
    const base: CoreRule = { id: "R-1", text: "t", activation: "always", globs: [], group: "rules", sources: [] };
    const r = applyExtensions(base, [
      ["x-title", "manual"],
      ["x-team", "glob"],
    ]);
    expect(r.activation).toBe("always");
    expect(r.title).toBe("manual");
    expect(r.extensions).toEqual([["x-team", "glob"]]);
  });
});

describe("AIGX: what a genome carries to core and back, and the generator's words", () => {
  it("raise: a check's glosses are lost at the entry's check, with the reason", () => {
    const repo = inMemory({
      ".aigx/architecture.aigx": '<aigx-architecture>\n  <rule id="A-1">a</rule>\n</aigx-architecture>\n',
      ".aigx/files.aigx":
        '<aigx-files>\n  <file path="src/a.ts"><check><c id="A-1">why</c></check></file>\n</aigx-files>\n',
    });
    const ledger = new LossLedger();
    raiseAigx(repo, "p", ledger, "rules");
    expect(ledger.entries.map((e) => [e.file, e.pointer, e.target, e.reason])).toEqual([
      [".aigx/files.aigx", "/files/src/a.ts/check", "rules", "core keeps check ids, not their glosses"],
    ]);
  });

  it("lower: a genome's freshness comes back as its product file, each domain's facts as its card", () => {
    const repo = genomeFromCore({
      project: { name: "p", genomes: [{ dir: ".aigx", freshness: "weekly" }, { dir: "sub/.aigx" }] },
      rules: [{ id: "A-1", text: "a", activation: "always", globs: [], group: "rules", sources: [] }],
      boundaries: [],
      facts: [
        { text: "Pays.", domain: "pay", path: "src/pay" },
        { text: "Refunds too.", domain: "pay", path: "src/pay" },
        { text: "Ships.", domain: "ship" },
      ],
    });
    // One card per domain, its facts in order; a card's file is named after its key.
    expect(repo.cards.map((c) => [c.key, c.path, c.file, c.facts.map((f) => f.text)])).toEqual([
      ["pay", "src/pay", "pay.aigx", ["Pays.", "Refunds too."]],
      ["ship", undefined, "ship.aigx", ["Ships."]],
    ]);
    expect(repo.genomes.map((g) => [g.dir, g.product])).toEqual([
      [".aigx", { file: ".aigx/product.aigx", freshness: "weekly", fields: [["freshness", "weekly"]] }],
      ["sub/.aigx", undefined],
    ]);
  });

  it("a fact's rule ids are the PREFIX-N words it names in parentheses", () => {
    const repo = inMemory({
      "src/d/d.aigx":
        '<aigx-domain key="d" path="src/d">\n  <facts>\n    <fact>Pure (ARCH-no-io) and small (RULE-2, not (lower-1)).</fact>\n  </facts>\n</aigx-domain>\n',
    });
    expect(repo.cards[0]!.facts.map((f) => f.ids)).toEqual([["ARCH-no-io"]]);
  });

  it(".aigxignore: bytes that are not UTF-8 are told, at the ignore file; its patterns still apply", () => {
    const repo = readRepository(".", {
      tree: memoryTree(
        new Map<string, string | Uint8Array>([
          [".aigxignore", Buffer.concat([Buffer.from("sub/\n# "), Buffer.from([0xff]), Buffer.from("\n")])],
          [".aigx/rules.aigx", '<aigx-rules>\n  <rule id="A-1">a</rule>\n</aigx-rules>\n'],
          ["sub/.aigx/rules.aigx", '<aigx-rules>\n  <rule id="S-1">s</rule>\n</aigx-rules>\n'],
        ]),
      ),
    });
    expect(repo.diagnostics.all.map((d) => [d.code, d.file, d.line])).toEqual([["RULES-ENCODING", ".aigxignore", 2]]);
    expect(repo.genomes.map((g) => g.dir)).toEqual([".aigx"]);
  });

  it("domainOf: the folder under src/, a file at the root is in domain root", () => {
    expect(domainOf("src/pay/x.ts")).toBe("pay");
    expect(domainOf("src/x.ts")).toBe("src");
    expect(domainOf("x.ts")).toBe("root");
    expect(domainOf("packages/web/src/deep/x.ts")).toBe("web");
  });

  it("a declaration agentc cannot place says why in its rule's text", () => {
    const d = {
      tool: "eslint",
      name: "no-restricted-imports",
      forbids: "No lodash",
      source: { file: "eslint.config.js", line: 7 },
      constraints: [],
      unplaced: "its patterns name no file",
    } as Declaration;
    expect(ruleText(d)).toBe(
      'No lodash. Declared by ESLint rule "no-restricted-imports" in eslint.config.js:7. Not placed on files: its patterns name no file.',
    );
  });
});

describe("aigx genome: more of the generator", () => {
  it("an index.mjs is a folder's index too, and the inferred rule says what the import graph showed", () => {
    const p = proposeGenome(
      [
        facts("src/lib/index.mjs"),
        facts("src/lib/other.mjs"),
        imports("src/a.mjs", "src/lib/index.mjs"),
        imports("src/b.mjs", "src/lib/index.mjs"),
      ],
      [],
    );
    // The whole rule, as `proposeGenome` (a public API) gives it: its concern file, no place of its own yet, its x- attributes.
    expect(p.rules).toEqual([
      {
        id: "ARCH-entry-src-lib",
        text: "Import src/lib/ only through src/lib/index.mjs; never import a file under src/lib/ directly. Inferred from the import graph: all 2 files that import src/lib/ from outside do so through its index, and nothing declares it.",
        file: ".aigx/architecture.aigx",
        pos: { line: 0, col: 0 },
        ext: [
          ["x-inferred", "import graph"],
          ["x-declared", "inferred:entry:src/lib"],
        ],
      },
    ]);
  });

  it("a card's entry point is a file named index, not one whose name ends so", () => {
    const cards = proposeCards({
      facts: [facts("src/d/reindex.ts", { exports: ["R"] }), facts("src/d/a.ts", { exports: ["A"] })],
      entries: [fileEntry("src/d/reindex.ts", { domain: "d" }), fileEntry("src/d/a.ts", { domain: "d" })],
      packages: [],
      read: () => undefined,
      exists: () => false,
    });
    expect(cards).toEqual([]);
  });

  it("a package whose exports are subpaths only is named by each of them", () => {
    const cards = proposeCards({
      facts: [facts("packages/p/src/x.ts")],
      entries: [fileEntry("packages/p/src/x.ts", { domain: "p" })],
      packages: [{ dir: "packages/p", name: "p", by: "package.json workspaces" }],
      read: (path) =>
        path === "packages/p/package.json"
          ? JSON.stringify({ name: "p", exports: { "./a": "./a.js", "./b": "./b.js" } })
          : undefined,
      exists: () => false,
    });
    expect(cards.map((c) => c.publicApi)).toEqual(["By name: p/a, p/b."]);
  });

  it("--merge: a domain nobody edited takes the new proposal; a new entry goes in path order", () => {
    const r = mergeGenome({
      rules: [],
      entries: [fileEntry("a.ts", { domain: "old" }), fileEntry("c.ts")],
      base: { version: 1, rules: {}, entries: { "a.ts": { domain: "old", checks: [] }, "c.ts": { checks: [] } } },
      proposed: { rules: [], entries: [fileEntry("a.ts", { domain: "new" }), fileEntry("b.ts"), fileEntry("c.ts")] },
      exists: () => true,
    });
    expect(r.entries.map((e) => [e.path, e.domain])).toEqual([
      ["a.ts", "new"],
      ["b.ts", undefined],
      ["c.ts", undefined],
    ]);
    expect(r.report.entriesUpdated).toEqual(["a.ts"]);
    expect(r.report.entriesAdded).toEqual(["b.ts"]);
  });
});

describe("aigx genome: a declared boundary's way in", () => {
  const side = (label: string, dir: string) => ({ label, file: (p: string) => p.startsWith(`${dir}/`) });

  it("a file only the other side imports carries the rule, even when it imports itself", () => {
    const d = {
      tool: "dependency-cruiser",
      name: "domain-pure",
      forbids: "Domain imports no infrastructure.",
      source: { file: ".dependency-cruiser.js", line: 1 },
      constraints: [{ from: side("src/domain", "src/domain"), to: side("src/infra", "src/infra") }],
    } as Declaration;
    const p = proposeGenome(
      [
        facts("src/domain/port.ts", {
          imports: ["src/domain/port.ts"],
          refs: [{ spec: "./port", file: "src/domain/port.ts", line: 1 }],
        }),
        facts("src/infra/db.ts", {
          imports: ["src/domain/port.ts"],
          refs: [{ spec: "../domain/port", file: "src/domain/port.ts", line: 1 }],
        }),
      ],
      [d],
    );
    expect(p.placed).toEqual([{ id: "ARCH-domain-pure", files: ["src/domain/port.ts"] }]);
    expect(p.crossings).toEqual([]);
  });
});

describe("AIGX to AIGX", () => {
  it("a genome already canonical is written as it is, and its parity is checked against what was read", async () => {
    const dir = corpusPath("aigx/conformance/valid/clean");
    const r = await convert(dir, "aigx", { output: join(tempDir(), "out"), write: false });
    const names = [".aigx/protocol.aigx", ".aigx/architecture.aigx", ".aigx/files.aigx"];
    expect(new Map([...r.files.files].map(([k, v]) => [k, String(v)]))).toEqual(
      new Map(names.map((n) => [n, readFileSync(join(dir, n), "utf8")])),
    );
  });
});

describe("a rule's x- attributes, there and back", () => {
  it("every core field a genome does not imply is written, and read back to the same rule", () => {
    const rule: CoreRule = {
      id: "R-1",
      text: "t",
      activation: "manual",
      globs: ["src/**", "docs/**"],
      directory: "src",
      title: "T",
      description: "D",
      group: "Mode:Code",
      sources: [
        { file: "AGENTS.md", line: 3, format: "agents-md" },
        { file: ".aigx/x.aigx", format: "aigx" },
        { file: "CLAUDE.md" },
      ],
      extensions: [
        ["x-team", "core"],
        ["x-title", "a known name is the field's, not an extension"],
      ],
    };
    const ext = ruleExtensions(rule, { activation: "always", globs: [], group: "mode-code" });
    expect(ext).toEqual([
      ["x-activation", "manual"],
      ["x-globs", "src/** docs/**"],
      ["x-directory", "src"],
      ["x-title", "T"],
      ["x-description", "D"],
      ["x-group", "Mode:Code"],
      ["x-sources", "agents-md:AGENTS.md:3 CLAUDE.md"],
      ["x-team", "core"],
    ]);
    const base: CoreRule = {
      id: "R-1",
      text: "t",
      activation: "always",
      globs: [],
      group: "mode-code",
      sources: [{ file: ".aigx/x.aigx", format: "aigx" }],
    };
    expect(applyExtensions(base, ext)).toEqual({
      ...rule,
      sources: [rule.sources[0], rule.sources[2], rule.sources[1]],
      extensions: [["x-team", "core"]],
    });
  });

  it("a genome's product file: each field in order, and its freshness", () => {
    const g = inMemory({
      ".aigx/product.aigx": "<aigx-product>\n  <name>n</name>\n  <freshness>weekly</freshness>\n</aigx-product>\n",
    }).genomes[0]!;
    expect(g.product).toEqual({
      file: ".aigx/product.aigx",
      fields: [
        ["name", "n"],
        ["freshness", "weekly"],
      ],
      freshness: "weekly",
    });
  });
});

describe("aigx lint: X5, domain cards", () => {
  it("a card without key, an entry under a card declaring another domain, a fact citing no rule: each at its place", () => {
    const root = tempRepo({
      ".aigx/protocol.aigx": PROTOCOL,
      ".aigx/architecture.aigx": '<aigx-architecture>\n  <rule id="ARCH-1">a</rule>\n</aigx-architecture>\n',
      ".aigx/files.aigx":
        '<aigx-files>\n  <file path="src/pay/a.ts" domain="ship"><check>ARCH-1</check></file>\n  <file path="src/payroll/b.ts" domain="hr"><check>ARCH-1</check></file>\n</aigx-files>\n',
      "src/pay/a.ts": "a",
      "src/payroll/b.ts": "b",
      "src/pay/pay.aigx":
        '<aigx-domain key="pay" path="src/pay">\n  <facts>\n    <fact>Cites (ARCH-1).</fact>\n    <fact>Cites (NOPE-1).</fact>\n  </facts>\n</aigx-domain>\n',
      "src/x.aigx": "<aigx-domain>\n  <purpose>p</purpose>\n</aigx-domain>\n",
    });
    const x5 = lintRead(readRepository(root), root).diagnostics.filter((d) => d.code === "X5");
    expect(x5.map((d) => [d.severity, d.message, d.file, d.line, d.col])).toEqual([
      [
        "warning",
        'src/pay/a.ts is under domain card pay (src/pay) but declares domain="ship"',
        ".aigx/files.aigx",
        2,
        3,
      ],
      ["error", "fact in domain card pay cites NOPE-1, which is not a rule", "src/pay/pay.aigx", 4, 5],
      ["error", "domain card has no key", "src/x.aigx", 1, 1],
    ]);
  });
});
