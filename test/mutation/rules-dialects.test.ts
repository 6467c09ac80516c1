/**
 * The rule-file dialects (src/formats/rules/): what a written file must read back as (compareRules),
 * where each tool's writer puts a rule and what it ledgers, and what a file's front matter says when it
 * says too little or too much. Expected values are the tools' documented fields (ir/dialects/rules/tools.ts
 * cites each) applied by hand to the inputs here.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ruleTool } from "../../ir/dialects/rules/tool.js";
import "../../ir/dialects/rules/tools.js";
import { compareRules } from "../../src/formats/rules/compare.js";
import { lenientFields, readToolFrontMatter } from "../../src/formats/rules/lenient-front-matter.js";
import { schemeDialect } from "../../src/formats/rules/scheme-dialect.js";
import { hasFrontMatter, parseRuleFile, readRuleFile } from "../../src/formats/rules/read-rule-file.js";
import {
  directoryOf,
  directoryScope,
  dirOfPath,
  isAllFiles,
  nestingDirOf,
  stringField,
  underDirectory,
} from "../../src/formats/rules/scope.js";
import { EVERY_ACTIVATION, coreRule, readRules, writeRules } from "../support/rules.js";
import { tempDir } from "../support/tmp.js";

function repo(files: Record<string, string>): string {
  const d = tempDir();
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(d, p)), { recursive: true });
    writeFileSync(join(d, p), text);
  }
  return d;
}

const ledgerOf = (w: Awaited<ReturnType<typeof writeRules>>): string[] =>
  w.ledger.minimal().map((e) => `${e.pointer} ${e.reason}`);

describe("compareRules: a written rule must read back as it was lowered", () => {
  it("names each rule that is missing or reads back with other text, activation or patterns", () => {
    const e = (id: string, activation: "always" | "glob", globs: string[], text = id) => ({
      id,
      path: `${id}.md`,
      text,
      activation,
      globs,
    });
    const r = (id: string, activation: "always" | "glob", globs: string[], text = id) => ({
      ...coreRule(id, { activation, globs }),
      text,
    });
    const expected = [
      e("R-1", "always", []),
      e("R-2", "always", []),
      e("R-3", "glob", ["src/**"]),
      e("R-4", "glob", ["b/**", "a/**"]),
      // Patterns are a set: order and repeats do not matter.
      e("R-5", "glob", ["b/**", "a/**", "a/**"]),
    ];
    const actual = [
      r("R-2", "always", [], "other"),
      r("R-3", "always", ["src/**"]),
      r("R-4", "glob", ["a/**", "c/**"]),
      r("R-5", "glob", ["a/**", "b/**"]),
    ];
    const bad = (file: string, message: string) => ({ code: "RULES-OUTPUT", severity: "error", message, file });
    expect(compareRules(expected, actual, "kiro")).toEqual([
      bad("R-1.md", "kiro: rule R-1 does not read back from R-1.md"),
      bad("R-2.md", "kiro: rule R-2 reads back with different text"),
      bad("R-3.md", "kiro: rule R-3 reads back as always, not glob"),
      bad("R-4.md", 'kiro: rule R-4 reads back scoped to ["a/**","c/**"], not ["a/**","b/**"]'),
    ]);
  });
});

describe("reading a rule format (rule-format.ts)", () => {
  it("says what it found nothing in: a path that is not there, a folder without the format's files, a file without text", async () => {
    const empty = tempDir();
    const missing = join(empty, "missing");
    const errors = async (format: string, root: string, input = root) =>
      (await readRules(format, root, { input })).diagnostics.filter((d) => d.severity !== "info");
    expect(await errors("agents-md", empty, missing)).toEqual([
      { code: "RULES-READ", severity: "error", message: `${missing} does not exist or cannot be read`, file: missing },
    ]);
    expect(await errors("cursor", empty)).toEqual([
      { code: "RULES-NONE", severity: "error", message: `no cursor rule files in ${empty}`, file: empty },
    ]);
    expect(await errors("agents-md", repo({ "AGENTS.md": "\n", "pkg/AGENTS.md": "Use pnpm.\n" }))).toEqual([
      { code: "RULES-EMPTY", severity: "warning", message: "AGENTS.md holds no rule text", file: "AGENTS.md" },
    ]);
  });
});

describe("raising rule files (raise.ts)", () => {
  it("gives each rule an id from its file (made unique), its first heading as title, its scope and its source", async () => {
    const r = await readRules(
      "cursor",
      repo({
        ".cursor/rules/a.mdc": "---\ndescription: Alpha\nglobs: src/**\n---\n# Alpha rule ##\nText\n",
        ".cursor/rules/a.md": "---\nalwaysApply: true\n---\n\nPlain\n",
      }),
    );
    expect(r.rules).toEqual([
      {
        id: "CURSOR-a",
        text: "Plain",
        activation: "always",
        globs: [],
        sources: [{ file: ".cursor/rules/a.md", line: 5, format: "cursor" }],
      },
      {
        id: "CURSOR-a-2",
        text: "# Alpha rule ##\nText",
        title: "Alpha rule",
        description: "Alpha",
        activation: "glob",
        globs: ["src/**"],
        sources: [{ file: ".cursor/rules/a.mdc", line: 5, format: "cursor" }],
      },
    ]);
  });

  it("a tool that names its rules (Continue's name:) gives the title; the heading is the title of the rules after it", async () => {
    const r = await readRules(
      "continue",
      repo({ ".continue/rules/a.md": "---\nname: Nice Name\n---\n# Heading\n\n<!-- agentc:rule A-2 -->\n# Second\n" }),
    );
    expect(r.rules.map((x) => [x.id, x.title])).toEqual([
      ["CONTINUE-a", "Nice Name"],
      ["A-2", "Second"],
    ]);
  });

  it("ledgers, for another target, the fields core has no place for and the @imports that target does not follow", async () => {
    const copilot = await readRules(
      "copilot",
      repo({
        ".github/instructions/a.instructions.md": "---\napplyTo: 'src/**'\nexcludeAgent: code-review\n---\nBody\n",
      }),
      { target: "cursor" },
    );
    const entries = (l: typeof copilot.ledger) =>
      l.minimal().map((e) => `${e.pointer} ${e.file}:${e.line} ${e.target}: ${e.reason}`);
    expect(entries(copilot.ledger)).toEqual([
      '/rules/COPILOT-a/excludeAgent .github/instructions/a.instructions.md:3 cursor: core rules have no excludeAgent ("code-review"); only copilot holds it',
    ]);
    // For its own format nothing is lost.
    expect(
      (
        await readRules(
          "copilot",
          repo({
            ".github/instructions/a.instructions.md": "---\napplyTo: 'src/**'\nexcludeAgent: code-review\n---\nB\n",
          }),
        )
      ).ledger.minimal(),
    ).toEqual([]);
    // Each rule of a file with markers is ledgered for the imports its own text holds.
    const claude = await readRules(
      "claude-md",
      repo({ "CLAUDE.md": "<!-- agentc:rule A -->\nNo import.\n\n<!-- agentc:rule B -->\nSee @docs/style.md\n" }),
      { target: "cursor" },
    );
    expect(entries(claude.ledger)).toEqual([
      '/rules/B/imports CLAUDE.md:5 cursor: cursor does not import files: the text keeps "@docs/style.md" as written, but the imported file\'s rules are not included',
    ]);
  });
});

describe("a tool declared as data (schemeDialect), made afresh", () => {
  it("Augment: type always_apply, agent_requested or manual; no file patterns, so a scoped rule is written always on", () => {
    const d = schemeDialect(ruleTool("augment")!);
    const [always, tests, deploy, manual] = EVERY_ACTIVATION;
    expect(d.place(always!, "always")).toEqual({
      path: ".augment/rules/always.md",
      fields: [["type", "always_apply"]],
      shared: false,
      expect: { activation: "always", globs: [] },
    });
    expect(d.place(tests!, "tests")).toEqual({
      path: ".augment/rules/tests.md",
      fields: [
        ["type", "always_apply"],
        ["description", "How tests are written"],
      ],
      shared: false,
      expect: { activation: "always", globs: [] },
      reasons: {
        activation: "Augment has no file-pattern rules; the rule is written always-on",
        globs: "Augment has no file patterns; the rule scoped to test/**/*.ts applies everywhere",
      },
    });
    expect(d.place(deploy!, "deploy")).toEqual({
      path: ".augment/rules/deploy.md",
      fields: [
        ["type", "agent_requested"],
        ["description", "Deploying to production"],
      ],
      shared: false,
      expect: { activation: "model", globs: [] },
    });
    expect(d.place(manual!, "manual")).toEqual({
      path: ".augment/rules/manual.md",
      fields: [["type", "manual"]],
      shared: false,
      expect: { activation: "manual", globs: [] },
    });
  });

  it("Continue: a scoped rule is its name, its globs as a list and its description (no alwaysApply)", () => {
    const d = schemeDialect(ruleTool("continue")!);
    expect(d.place(EVERY_ACTIVATION[1]!, "tests")).toEqual({
      path: ".continue/rules/tests.md",
      fields: [
        ["name", "tests"],
        ["globs", ["test/**/*.ts"]],
        ["description", "How tests are written"],
      ],
      shared: false,
      expect: { activation: "glob", globs: ["test/**/*.ts"] },
    });
  });
});

describe("the coded dialects", () => {
  it("claude-md: a rule of a directory goes to that directory's CLAUDE.md, other patterns to .claude/rules with paths:", async () => {
    const w = await writeRules("claude-md", EVERY_ACTIVATION);
    expect(w.files.map(([p]) => p)).toEqual([".claude/rules/tests.md", "CLAUDE.md", "docs/CLAUDE.md"]);
  });

  it("cline: a model-decided or manual rule is written always on, and the ledger says which it was", async () => {
    const w = await writeRules("cline", EVERY_ACTIVATION);
    expect(ledgerOf(w).filter((l) => l.includes("/activation "))).toEqual([
      "/rules/deploy/activation Cline has no model-decided rules (only always-on and paths:); written always-on",
      "/rules/manual/activation Cline has no manual rules (only always-on and paths:); written always-on",
    ]);
  });

  it("the ledger of a lowering names, rule by rule, each field the target cannot hold and why", async () => {
    const rules = [
      coreRule("g", { activation: "glob", globs: ["**/*.sql"] }),
      coreRule("d", { activation: "glob", globs: ["pkg/**"], directory: "pkg" }),
      coreRule("m", { activation: "model", description: "SQL" }),
      coreRule("r", { group: "mode:debug" }),
    ];
    expect(ledgerOf(await writeRules("junie", rules))).toEqual([
      "/rules/d/activation Junie guidelines are always on; this glob rule applies to every task",
      "/rules/d/globs Junie guidelines have no scope; the rule scoped to pkg/** applies everywhere",
      "/rules/g/activation Junie guidelines are always on; this glob rule applies to every task",
      "/rules/g/globs Junie guidelines have no scope; the rule scoped to **/*.sql applies everywhere",
      "/rules/m/activation Junie guidelines are always on; this model rule applies to every task",
      "/rules/m/description junie has no description field",
      "/rules/r/group junie has no modes: the rule of Roo mode debug applies in every mode",
    ]);
    // Where the dialect gives no reason of its own, the lowering says what was asked and what was written.
    const cursor = await writeRules("cursor", [
      coreRule("e", { activation: "glob", globs: [] }),
      coreRule("n", { activation: "glob", globs: ["pkg/**/*.ts"], directory: "pkg" }),
      coreRule("s", { activation: "always", globs: ["src/**"] }),
    ]);
    expect(ledgerOf(cursor)).toEqual([
      "/rules/e/activation cursor cannot hold a glob rule; it is written as always",
      "/rules/n/directory cursor cannot nest this glob rule in pkg; it is written to .cursor/rules/n.mdc",
      "/rules/s/globs cursor cannot scope this rule to src/**; it is written with no file pattern",
    ]);
    // A nested AGENTS.md is in the rule's directory: it stays glob-scoped (to pkg/**); its patterns are lost, its directory is not.
    expect(
      ledgerOf(
        await writeRules("agents-md", [
          coreRule("n", { activation: "glob", globs: ["pkg/**/*.ts"], directory: "pkg" }),
        ]),
      ),
    ).toEqual([
      "/rules/n/globs AGENTS.md can scope a rule only to a directory (a nested file), not to pkg/**/*.ts; it is written to pkg/AGENTS.md",
    ]);
    const windsurf = await writeRules("windsurf", [
      coreRule("e", { activation: "glob", globs: [] }),
      coreRule("big", { text: "x".repeat(12_001) }),
    ]);
    expect(ledgerOf(windsurf)).toEqual([
      "/rules/e/activation windsurf cannot hold a glob rule; it is written as always",
    ]);
    expect(windsurf.diagnostics).toEqual([
      {
        code: "RULES-SIZE",
        severity: "warning",
        message:
          ".windsurf/rules/big.md holds 12001 characters of rules; windsurf reads at most 12000 of a file and truncates the rest",
        file: ".windsurf/rules/big.md",
      },
    ]);
  });

  it("windsurf: trigger: glob without globs is read as always_on, with a warning at the trigger", async () => {
    const r = await readRules("windsurf", repo({ ".windsurf/rules/a.md": "---\ntrigger: glob\n---\nUse tabs.\n" }));
    expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([
      {
        code: "RULES-SCOPE",
        severity: "warning",
        message: "trigger: glob names no globs; read as always_on",
        file: ".windsurf/rules/a.md",
        line: 2,
        col: 1,
      },
    ]);
    expect(r.rules.map((x) => [x.id, x.activation, x.globs])).toEqual([["WINDSURF-a", "always", []]]);
  });

  // Windsurf's documented triggers: always_on, manual, model_decision, glob (docs/formats.md); `trigger: always`
  // is in real rule files (test/fixtures/realworld/21-DOT-DEV__swift-secp256k1).
  it("windsurf: an undocumented trigger is read as always_on, with a warning at the trigger", async () => {
    const r = await readRules(
      "windsurf",
      repo({
        ".windsurf/rules/a.md": "---\ntrigger: always\n---\nA.\n",
        ".windsurf/rules/b.md": "---\ntrigger: often\n---\nB.\n",
      }),
    );
    const at = (file: string) => ({ file, line: 2, col: 1 });
    expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([
      {
        code: "RULES-TRIGGER",
        severity: "warning",
        message:
          "trigger: always is not a documented Windsurf trigger (always_on, manual, model_decision, glob); read as always_on",
        ...at(".windsurf/rules/a.md"),
      },
      {
        code: "RULES-TRIGGER",
        severity: "warning",
        message: 'unknown Windsurf trigger "often" (always_on, manual, model_decision, glob); read as always_on',
        ...at(".windsurf/rules/b.md"),
      },
    ]);
    expect(r.rules.map((x) => [x.id, x.activation])).toEqual([
      ["WINDSURF-a", "always"],
      ["WINDSURF-b", "always"],
    ]);
  });

  it("windsurf: a rule's own file keeps its name; another rule whose name is the same gets a file of its own", async () => {
    const home = coreRule("y", { sources: [{ format: "windsurf", file: ".windsurf/rules/x.md" }] });
    const w = await writeRules("windsurf", [home, coreRule("x")]);
    expect(w.diagnostics).toEqual([]);
    // Each file holds one rule: its heading says which.
    expect(w.files.map(([p, text]) => [p, [...text.matchAll(/^# (\w+)$/gm)].map((m) => m[1])])).toEqual([
      [".windsurf/rules/x-2.md", ["x"]],
      [".windsurf/rules/x.md", ["y"]],
    ]);
  });

  // docs/formats.md: Kiro's steering files hold inclusion, fileMatchPattern and description.
  it("kiro: a manual or fileMatch rule keeps its description in the front matter", async () => {
    const w = await writeRules("kiro", [
      coreRule("m", { activation: "manual", description: "Deploying" }),
      coreRule("g", { activation: "glob", globs: ["src/**"], description: "Sources" }),
    ]);
    expect(ledgerOf(w)).toEqual([]);
    const front = (text: string) => /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1];
    expect(w.files.map(([p, text]) => [p, front(text)])).toEqual([
      [".kiro/steering/g.md", "inclusion: fileMatch\nfileMatchPattern: src/**\ndescription: Sources"],
      [".kiro/steering/m.md", "inclusion: manual\ndescription: Deploying"],
    ]);
  });

  it("cursor: only alwaysApply: true with globs is warned of (Cursor then ignores the globs)", async () => {
    const r = await readRules(
      "cursor",
      repo({
        ".cursor/rules/always.mdc": "---\nalwaysApply: true\n---\nBe brief.\n",
        ".cursor/rules/both.mdc": "---\nalwaysApply: true\nglobs: src/**\n---\nUse tabs.\n",
        ".cursor/rules/deploy.mdc": "---\ndescription: Deploying\nalwaysApply: false\n---\nTag first.\n",
      }),
    );
    expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([
      {
        code: "RULES-SCOPE",
        severity: "warning",
        message: "alwaysApply: true makes Cursor ignore globs (src/**)",
        file: ".cursor/rules/both.mdc",
        line: 3,
        col: 1,
      },
    ]);
    expect(r.rules.map((x) => [x.id, x.activation, x.globs])).toEqual([
      ["CURSOR-always", "always", []],
      ["CURSOR-both", "always", []],
      ["CURSOR-deploy", "model", []],
    ]);
  });
});

describe("front matter as the tools read it when YAML cannot (lenient-front-matter.ts)", () => {
  it("reads key: value lines, flow lists, quoted strings, booleans and - items, and names every other line", () => {
    const lines = [
      "  - orphan",
      "# a comment",
      "",
      "name: 'Quoted'",
      "always: true",
      "off: false",
      `globs: [src/**, "a/{b,c}.ts", '']`,
      "paths:",
      '  - "lib/**"',
      "  - test/**",
      "open: [a, b",
      'half: "abc',
      "not a field",
      "empty:",
      "crlf: yes\r",
    ];
    const r = lenientFields(lines, 2);
    expect(r.data).toEqual({
      name: "Quoted",
      always: true,
      off: false,
      globs: ["src/**", "a/{b,c}.ts"],
      paths: ["lib/**", "test/**"],
      empty: undefined,
      crlf: "yes",
    });
    expect("empty" in r.data).toBe(true);
    expect([...r.fieldLines]).toEqual([
      ["name", 5],
      ["always", 6],
      ["off", 7],
      ["globs", 8],
      ["paths", 9],
      ["empty", 15],
      ["crlf", 16],
    ]);
    expect(r.unread).toEqual([2, 12, 13, 14]);
  });

  it("Cursor's unquoted globs: every line reads, so the YAML error is only a note", () => {
    const fm = readToolFrontMatter("a.mdc", "---\ndescription: TS\nglobs: **/*.tsx\nalwaysApply: false\n---\nBody\n");
    expect(fm.data).toEqual({ description: "TS", globs: "**/*.tsx", alwaysApply: false });
    expect([...fm.fieldLines]).toEqual([
      ["description", 2],
      ["globs", 3],
      ["alwaysApply", 4],
    ]);
    expect({ body: fm.body, bodyLine: fm.bodyLine, present: fm.present }).toEqual({
      body: "Body\n",
      bodyLine: 6,
      present: true,
    });
    expect(fm.diagnostics).toEqual([
      {
        code: "RULES-FRONT-MATTER",
        severity: "info",
        message:
          "malformed front matter: Unresolved alias (the anchor must be set before the alias): */*.tsx; read line by line as the tool reads it",
        file: "a.mdc",
        line: 2,
        col: 1,
      },
    ]);
  });

  it("a line that is no field is a warning naming it (an error under --strict); the other fields are read", () => {
    const text = "---\npaths: {src,lib}/**/*.ts\nthis is not yaml\n---\nBody\n";
    const at = (severity: string, line: number, col: number, message: string, hint?: string) => ({
      code: "RULES-FRONT-MATTER",
      severity,
      message: `malformed front matter: ${message}`,
      file: "b.md",
      line,
      col,
      ...(hint ? { hint } : {}),
    });
    const hint = "line 3 is not a field; the other fields and the body are read; --strict makes this an error";
    const fm = readToolFrontMatter("b.md", text);
    expect(fm.data).toEqual({ paths: "{src,lib}/**/*.ts" });
    expect(fm.diagnostics).toEqual([
      at("warning", 2, 17, "Unexpected scalar at node end", hint),
      at("warning", 3, 1, "Implicit map keys need to be followed by map values", hint),
    ]);
    expect(readToolFrontMatter("b.md", text, { strict: true }).diagnostics).toEqual([
      at("error", 2, 17, "Unexpected scalar at node end"),
      at("error", 3, 1, "Implicit map keys need to be followed by map values"),
    ]);
    // Valid YAML and no front matter are the YAML reader's own answer.
    expect(readToolFrontMatter("c.md", "---\nname: x\n---\n").diagnostics).toEqual([]);
    expect(readToolFrontMatter("d.md", "Text\n").present).toBe(false);
  });
});

describe("scope helpers (scope.ts)", () => {
  it("a rule is a directory's when its one pattern is a plain dir/** inside the repository", () => {
    const glob = (g: string, directory?: string) => ({
      activation: "glob" as const,
      globs: [g],
      ...(directory ? { directory } : {}),
    });
    expect(directoryOf(glob("pkg/a/**"))).toBe("pkg/a");
    for (const g of ["pkg/*.ts", "**", "src/*/**", "{a,b}/**", "!x/**", "/abs/**", "../up/**", "a/../b/**"])
      expect(directoryOf(glob(g)), g).toBeUndefined();
    expect(directoryOf({ activation: "always", globs: ["pkg/**"] })).toBeUndefined();
    expect(directoryOf({ activation: "glob", globs: ["pkg/**", "lib/**"] })).toBeUndefined();
    expect(directoryScope("pkg")).toEqual({ activation: "glob", globs: ["pkg/**"], directory: "pkg" });
    expect(directoryScope("")).toEqual({ activation: "always", globs: [] });
  });

  it("paths and fields: nesting folders, patterns under a folder, every-file patterns, trimmed strings", () => {
    expect(nestingDirOf("pkg/a/.cursor/rules/x.mdc", ".cursor/rules")).toBe("pkg/a");
    expect(nestingDirOf(".cursor/rules/x.mdc", ".cursor/rules")).toBe("");
    expect(underDirectory("pkg", ["./src/**", "/lib/*.ts", "*.md"])).toEqual([
      "pkg/src/**",
      "pkg/lib/*.ts",
      "pkg/*.md",
    ]);
    expect(underDirectory("", ["./src/**"])).toEqual(["./src/**"]);
    expect(["**", "*", "**/*", "**/*.ts", "*/**"].map(isAllFiles)).toEqual([true, true, true, false, false]);
    expect([dirOfPath("a/b/c.md"), dirOfPath("c.md")]).toEqual(["a/b", ""]);
    expect([stringField("  x "), stringField("  "), stringField(3)]).toEqual(["x", undefined, undefined]);
  });
});

describe("one rule file as read (read-rule-file.ts)", () => {
  it("has front matter where its tool reads one: not CLAUDE.md, copilot-instructions.md, AGENTS.md or a legacy file", () => {
    const cases: Array<[Parameters<typeof hasFrontMatter>[0], string, boolean]> = [
      ["claude-md", "CLAUDE.md", false],
      ["claude-md", "pkg/CLAUDE.md", false],
      ["claude-md", ".claude/rules/api.md", true],
      ["copilot", ".github/copilot-instructions.md", false],
      ["copilot", ".github/instructions/py.instructions.md", true],
      ["cursor", ".cursorrules", false],
      ["cursor", ".cursor/rules/a.mdc", true],
      ["agents-md", "AGENTS.md", false],
    ];
    expect(cases.map(([f, p]) => [f, p, hasFrontMatter(f, p)])).toEqual(cases);
    // In CLAUDE.md a --- block is text Claude Code reads, not fields.
    const claude = parseRuleFile("claude-md", "CLAUDE.md", "---\npaths: src/**\n---\nUse pnpm.\n").file;
    expect([claude.frontMatter, claude.fields, claude.sections]).toEqual([
      false,
      {},
      [{ text: "---\npaths: src/**\n---\nUse pnpm.", line: 1 }],
    ]);
    // Only the tools that follow @imports have them recorded.
    expect(parseRuleFile("agents-md", "AGENTS.md", "See @docs/a.md\n").file.imports).toEqual([]);
    expect(parseRuleFile("gemini-md", "GEMINI.md", "See @docs/a.md\n").file.imports).toEqual([
      { path: "docs/a.md", line: 1, resolved: "docs/a.md", outside: false },
    ]);
  });

  it("an unreadable file is an error naming it; bytes that are not UTF-8 are a warning before the file's own", () => {
    const root = repo({ ".cursor/rules/bad.mdc": "" });
    writeFileSync(join(root, ".cursor/rules/bad.mdc"), Buffer.from("---\nglobs: [a\n---\ncaf\xe9\n", "latin1"));
    const bad = readRuleFile(root, "cursor", ".cursor/rules/bad.mdc");
    expect(bad.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ["RULES-ENCODING", "warning", 4],
      ["RULES-FRONT-MATTER", "warning", 3],
    ]);
    const missing = readRuleFile(root, "cursor", ".cursor/rules/none.mdc");
    expect(missing).toEqual({
      diagnostics: [
        {
          code: "RULES-READ",
          severity: "error",
          message: `cannot read .cursor/rules/none.mdc: ENOENT: no such file or directory, open '${join(root, ".cursor/rules/none.mdc")}'`,
          file: ".cursor/rules/none.mdc",
        },
      ],
    });
  });
});
