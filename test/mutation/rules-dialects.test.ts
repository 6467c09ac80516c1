/**
 * The rule-file dialects (src/formats/rules/): what a written file must read back as (compareRules),
 * where each tool's writer puts a rule and what it ledgers, and what a file's front matter says when it
 * says too little or too much. Expected values are the tools' documented fields (ir/dialects/rules/tools.ts
 * cites each) applied by hand to the inputs here.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
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
import { clineDialect } from "../../src/formats/rules/dialects/cline.js";
import { copilotDialect } from "../../src/formats/rules/dialects/copilot.js";
import { cursorDialect } from "../../src/formats/rules/dialects/cursor.js";
import { kiroDialect } from "../../src/formats/rules/dialects/kiro.js";
import { rooDialect } from "../../src/formats/rules/dialects/roo.js";
import { windsurfDialect } from "../../src/formats/rules/dialects/windsurf.js";
import { derivedId, firstHeading, pathSlug, rulePointer, uniqueId } from "../../src/formats/rules/ids.js";
import { GENERATED_HEADER } from "../../ir/dialects/rules/model.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { ruleInput } from "../../src/formats/rules/rule-format.js";
import { addCoreRules } from "../../ir/dialects/core/rules.js";
import { Graph } from "../../ir/graph/graph.js";
import { EVERY_ACTIVATION, coreRule, readRules, ruleFormat, writeRules } from "../support/rules.js";
import { tempDir, tempRepo } from "../support/tmp.js";

const ledgerOf = (w: Awaited<ReturnType<typeof writeRules>>): string[] =>
  w.ledger.minimal().map((e) => `${e.pointer} ${e.reason}`);

/** What a tool's reader makes of a repository of these files. */
const readRepo = (format: string, files: Record<string, string>, options?: Parameters<typeof readRules>[2]) =>
  readRules(format, tempRepo(files), options);

/** What a dialect's scope is given for a rule file with this front matter (and these fields' lines). */
const fileAttrs = (
  format: "cursor" | "copilot" | "roo" | "cline",
  path: string,
  fields: Record<string, unknown> = {},
  fieldLines: Record<string, number> = {},
) => ({ format, path, fields, fieldLines, frontMatter: true, sections: [], imports: [], generated: false });

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
    expect(await errors("agents-md", tempRepo({ "AGENTS.md": "\n", "pkg/AGENTS.md": "Use pnpm.\n" }))).toEqual([
      { code: "RULES-EMPTY", severity: "warning", message: "AGENTS.md holds no rule text", file: "AGENTS.md" },
    ]);
  });
});

describe("raising rule files (raise.ts)", () => {
  it("gives each rule an id from its file (made unique), its first heading as title, its scope and its source", async () => {
    const r = await readRepo("cursor", {
      ".cursor/rules/a.mdc": "---\ndescription: Alpha\nglobs: src/**\n---\n# Alpha rule ##\nText\n",
      ".cursor/rules/a.md": "---\nalwaysApply: true\n---\n\nPlain\n",
    });
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
    const r = await readRepo("continue", {
      ".continue/rules/a.md": "---\nname: Nice Name\n---\n# Heading\n\n<!-- agentc:rule A-2 -->\n# Second\n",
    });
    expect(r.rules.map((x) => [x.id, x.title])).toEqual([
      ["CONTINUE-a", "Nice Name"],
      ["A-2", "Second"],
    ]);
  });

  it("ledgers, for another target, the fields core has no place for and the @imports that target does not follow", async () => {
    const copilot = await readRepo(
      "copilot",
      {
        ".github/instructions/a.instructions.md": "---\napplyTo: 'src/**'\nexcludeAgent: code-review\n---\nBody\n",
      },
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
        await readRepo("copilot", {
          ".github/instructions/a.instructions.md": "---\napplyTo: 'src/**'\nexcludeAgent: code-review\n---\nB\n",
        })
      ).ledger.minimal(),
    ).toEqual([]);
    // Each rule of a file with markers is ledgered for the imports its own text holds.
    const claude = await readRepo(
      "claude-md",
      { "CLAUDE.md": "<!-- agentc:rule A -->\nNo import.\n\n<!-- agentc:rule B -->\nSee @docs/style.md\n" },
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
    const r = await readRepo("windsurf", { ".windsurf/rules/a.md": "---\ntrigger: glob\n---\nUse tabs.\n" });
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
    const r = await readRepo("windsurf", {
      ".windsurf/rules/a.md": "---\ntrigger: always\n---\nA.\n",
      ".windsurf/rules/b.md": "---\ntrigger: often\n---\nB.\n",
    });
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
    const r = await readRepo("cursor", {
      ".cursor/rules/always.mdc": "---\nalwaysApply: true\n---\nBe brief.\n",
      ".cursor/rules/both.mdc": "---\nalwaysApply: true\nglobs: src/**\n---\nUse tabs.\n",
      ".cursor/rules/deploy.mdc": "---\ndescription: Deploying\nalwaysApply: false\n---\nTag first.\n",
    });
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

  it("a key may hold - and _; a value needs a space after the colon; - items replace a scalar and extend a list", () => {
    const r = lenientFields(
      ["x-y: 1", "a:b", "globs: a", "  - 'b'", "t: True", `q: "a'`, `l: ['x', "y"]`, "  -\tz"],
      2,
    );
    expect([r.data, [...r.fieldLines], r.unread]).toEqual([
      { "x-y": "1", globs: ["b"], t: "True", l: ["x", "y", "z"] },
      [
        ["x-y", 2],
        ["globs", 4],
        ["t", 6],
        ["l", 8],
      ],
      [3, 7],
    ]);
    // A byte-order mark before the front matter does not shift its lines.
    const fm = readToolFrontMatter("a.mdc", "\uFEFF---\nglobs: **/*.tsx\nalwaysApply: true\n---\nB\n");
    expect([fm.data, [...fm.fieldLines], fm.diagnostics.map((d) => [d.severity, d.line])]).toEqual([
      { globs: "**/*.tsx", alwaysApply: true },
      [
        ["globs", 2],
        ["alwaysApply", 3],
      ],
      [["info", 2]],
    ]);
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
    const root = tempRepo({ ".cursor/rules/bad.mdc": "" });
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

describe("whole outputs of the coded dialects, pinned (docs/formats.md gives each tool's fields)", () => {
  const front = (text: string) => /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1];
  const markers = (text: string) => [...text.matchAll(/<!-- agentc:rule (\S+) -->/g)].map((m) => m[1]);
  const shape = (w: Awaited<ReturnType<typeof writeRules>>) => w.files.map(([p, t]) => [p, front(t), markers(t)]);

  // Claude Code: CLAUDE.md at the root (always) or in a directory (that subtree), `.claude/rules/*.md` with `paths:`;
  // no description, model-decided or manual rules.
  it("claude-md: where each activation goes, and the ledger of what Claude Code cannot say", async () => {
    const w = await writeRules("claude-md", [
      ...EVERY_ACTIVATION,
      coreRule("e", { activation: "glob", globs: [] }),
      // A directory's rule whose pattern is not the whole directory keeps its pattern in .claude/rules.
      coreRule("n", { activation: "glob", globs: ["pkg/**/*.ts"], directory: "pkg" }),
      coreRule("pm", { activation: "model", directory: "pkg" }),
    ]);
    expect(shape(w)).toEqual([
      [".claude/rules/n.md", 'paths:\n  - "pkg/**/*.ts"', ["n"]],
      [".claude/rules/tests.md", 'paths:\n  - "test/**/*.ts"', ["tests"]],
      ["CLAUDE.md", undefined, ["always", "deploy", "manual", "e"]],
      ["docs/CLAUDE.md", undefined, ["docs"]],
      ["pkg/CLAUDE.md", undefined, ["pm"]],
    ]);
    expect(ledgerOf(w)).toEqual([
      "/rules/deploy/activation Claude Code has no model-decided rules: the rule is written to CLAUDE.md, always loaded",
      "/rules/deploy/description claude-md has no description field",
      "/rules/e/activation CLAUDE.md holds only always-on rules (the root file) and directory-scoped ones (a nested file); this glob rule is written to CLAUDE.md",
      "/rules/manual/activation Claude Code has no manual rules: the rule is written to CLAUDE.md, always loaded",
      "/rules/n/directory claude-md cannot nest this glob rule in pkg; it is written to .claude/rules/n.md",
      "/rules/pm/activation Claude Code has no model-decided rules: the rule is written to pkg/CLAUDE.md, always loaded for its directory",
      "/rules/pm/globs claude-md cannot scope this rule to no file pattern (directory pkg); it is written with pkg/**",
      "/rules/tests/description claude-md has no description field",
    ]);
    expect([w.checks, w.diagnostics]).toEqual([[], []]);
  });

  // Cursor: alwaysApply true (always), globs with alwaysApply false (auto attached), a description alone
  // (agent requested), neither (manual); a nested .cursor/rules scopes its rules to its directory.
  it("cursor and windsurf: the placement of every activation, a directory's rule and the rules that fall back", () => {
    const rules = [
      ...EVERY_ACTIVATION,
      coreRule("sg", { activation: "always", globs: ["src/**"], description: "S" }),
      coreRule("e", { activation: "glob", globs: [] }),
      coreRule("n", { activation: "glob", globs: ["pkg/**/*.ts"], directory: "pkg" }),
      coreRule("pm", { activation: "model", directory: "pkg" }),
    ];
    const place = (d: typeof cursorDialect) => rules.map((r) => d.place(r, r.id));
    const always = { activation: "always", globs: [] };
    expect(place(cursorDialect)).toEqual([
      { path: ".cursor/rules/always.mdc", fields: [["alwaysApply", true]], shared: false, expect: always },
      {
        path: ".cursor/rules/tests.mdc",
        fields: [
          ["description", "How tests are written"],
          ["globs", "test/**/*.ts"],
          ["alwaysApply", false],
        ],
        shared: false,
        expect: { activation: "glob", globs: ["test/**/*.ts"] },
      },
      {
        path: ".cursor/rules/deploy.mdc",
        fields: [
          ["description", "Deploying to production"],
          ["alwaysApply", false],
        ],
        shared: false,
        expect: { activation: "model", globs: [] },
      },
      {
        path: ".cursor/rules/manual.mdc",
        fields: [["alwaysApply", false]],
        shared: false,
        expect: { activation: "manual", globs: [] },
        reasons: {
          description: "a Cursor rule with a description is agent-requested; the manual rule's description is left out",
        },
      },
      {
        path: "docs/.cursor/rules/docs.mdc",
        fields: [["alwaysApply", true]],
        shared: false,
        expect: { activation: "glob", globs: ["docs/**"], directory: "docs" },
      },
      {
        path: ".cursor/rules/sg.mdc",
        fields: [
          ["description", "S"],
          ["alwaysApply", true],
        ],
        shared: false,
        expect: always,
      },
      { path: ".cursor/rules/e.mdc", fields: [["alwaysApply", true]], shared: false, expect: always },
      {
        path: ".cursor/rules/n.mdc",
        fields: [
          ["globs", "pkg/**/*.ts"],
          ["alwaysApply", false],
        ],
        shared: false,
        expect: { activation: "glob", globs: ["pkg/**/*.ts"] },
      },
      {
        path: ".cursor/rules/pm.mdc",
        fields: [
          ["description", "pm"],
          ["alwaysApply", false],
        ],
        shared: false,
        expect: { activation: "model", globs: [] },
      },
    ]);
    // Windsurf: trigger always_on, glob (+ globs), model_decision (+ description), manual.
    expect(place(windsurfDialect)).toEqual([
      { path: ".windsurf/rules/always.md", fields: [["trigger", "always_on"]], shared: false, expect: always },
      {
        path: ".windsurf/rules/tests.md",
        fields: [
          ["trigger", "glob"],
          ["globs", "test/**/*.ts"],
          ["description", "How tests are written"],
        ],
        shared: false,
        expect: { activation: "glob", globs: ["test/**/*.ts"] },
      },
      {
        path: ".windsurf/rules/deploy.md",
        fields: [
          ["trigger", "model_decision"],
          ["description", "Deploying to production"],
        ],
        shared: false,
        expect: { activation: "model", globs: [] },
      },
      {
        path: ".windsurf/rules/manual.md",
        fields: [["trigger", "manual"]],
        shared: false,
        expect: { activation: "manual", globs: [] },
      },
      {
        path: "docs/.windsurf/rules/docs.md",
        fields: [["trigger", "always_on"]],
        shared: false,
        expect: { activation: "glob", globs: ["docs/**"], directory: "docs" },
      },
      {
        path: ".windsurf/rules/sg.md",
        fields: [
          ["trigger", "always_on"],
          ["description", "S"],
        ],
        shared: false,
        expect: always,
      },
      { path: ".windsurf/rules/e.md", fields: [["trigger", "always_on"]], shared: false, expect: always },
      {
        path: ".windsurf/rules/n.md",
        fields: [
          ["trigger", "glob"],
          ["globs", "pkg/**/*.ts"],
        ],
        shared: false,
        expect: { activation: "glob", globs: ["pkg/**/*.ts"] },
      },
      {
        path: ".windsurf/rules/pm.md",
        fields: [
          ["trigger", "model_decision"],
          ["description", "pm"],
        ],
        shared: false,
        expect: { activation: "model", globs: [] },
      },
    ]);
  });

  // Gemini CLI: GEMINI.md at the root and in directories; nothing else can be said.
  it("gemini-md: the root file or a directory's, and why each other rule is written there", async () => {
    const w = await writeRules("gemini-md", EVERY_ACTIVATION);
    expect(shape(w)).toEqual([
      ["GEMINI.md", undefined, ["always", "tests", "deploy", "manual"]],
      ["docs/GEMINI.md", undefined, ["docs"]],
    ]);
    const held = "GEMINI.md holds only always-on rules (the root file) and directory-scoped ones (a nested file)";
    expect(ledgerOf(w)).toEqual([
      `/rules/deploy/activation ${held}; this model rule is written to GEMINI.md`,
      "/rules/deploy/description gemini-md has no description field",
      `/rules/manual/activation ${held}; this manual rule is written to GEMINI.md`,
      `/rules/tests/activation ${held}; this glob rule is written to GEMINI.md`,
      "/rules/tests/description gemini-md has no description field",
      "/rules/tests/globs GEMINI.md can scope a rule only to a directory (a nested file), not to test/**/*.ts; it is written to GEMINI.md",
    ]);
    expect(w.checks).toEqual([]);
  });

  it("windsurf reads 12,000 characters of a file: exactly that many is no warning", async () => {
    expect((await writeRules("windsurf", [coreRule("edge", { text: "x".repeat(12_000) })])).diagnostics).toEqual([]);
  });

  // Trae reads one file, .trae/rules/project_rules.md, always.
  it("a tool of one always-read file (Trae): the ledger names, rule by rule, the activation and scope it loses", async () => {
    expect(ledgerOf(await writeRules("trae", EVERY_ACTIVATION))).toEqual([
      "/rules/deploy/activation Trae reads .trae/rules/project_rules.md always; this model-decided rule applies to every task",
      "/rules/deploy/description trae has no description field",
      "/rules/docs/activation Trae reads .trae/rules/project_rules.md always; this file-pattern rule applies to every task",
      "/rules/docs/globs Trae cannot scope a rule in .trae/rules/project_rules.md; the rule scoped to docs/** applies everywhere",
      "/rules/manual/activation Trae reads .trae/rules/project_rules.md always; this manual rule applies to every task",
      "/rules/tests/activation Trae reads .trae/rules/project_rules.md always; this file-pattern rule applies to every task",
      "/rules/tests/description trae has no description field",
      "/rules/tests/globs Trae cannot scope a rule in .trae/rules/project_rules.md; the rule scoped to test/**/*.ts applies everywhere",
    ]);
  });

  // Kiro steering: inclusion always (the default), fileMatch with fileMatchPattern, manual, auto (with description).
  it("kiro: each inclusion read, and a fileMatch without pattern or an unknown inclusion warned of at its line", async () => {
    const r = await readRepo("kiro", {
      ".kiro/steering/a.md": "---\ndescription: Always\n---\nA.\n",
      ".kiro/steering/b.md": "---\ninclusion: fileMatch\nfileMatchPattern: ['src/**', 'lib/**']\n---\nB.\n",
      ".kiro/steering/c.md": "---\ndescription: Nothing matched\ninclusion: fileMatch\n---\nC.\n",
      ".kiro/steering/d.md": "---\ninclusion: auto\ndescription: Deploying\n---\nD.\n",
      ".kiro/steering/e.md": "---\ninclusion: manual\n---\nE.\n",
      ".kiro/steering/f.md": "---\n\ninclusion: often\n---\nF.\n",
    });
    expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([
      {
        code: "RULES-SCOPE",
        severity: "warning",
        message: "inclusion: fileMatch names no fileMatchPattern; read as always",
        file: ".kiro/steering/c.md",
        line: 3,
        col: 1,
      },
      {
        code: "RULES-TRIGGER",
        severity: "warning",
        message: 'unknown Kiro inclusion "often" (always, fileMatch, manual, auto); read as always',
        file: ".kiro/steering/f.md",
        line: 3,
        col: 1,
      },
    ]);
    expect(r.rules.map((x) => [x.id, x.activation, x.globs, x.description])).toEqual([
      ["KIRO-a", "always", [], "Always"],
      ["KIRO-b", "glob", ["src/**", "lib/**"], undefined],
      ["KIRO-c", "always", [], "Nothing matched"],
      ["KIRO-d", "model", [], "Deploying"],
      ["KIRO-e", "manual", [], undefined],
      ["KIRO-f", "always", [], undefined],
    ]);
  });

  it("kiro: a rule of several patterns goes home to the steering file it was read from, its patterns a flow list", async () => {
    const home = coreRule("y", {
      activation: "glob",
      globs: ["a/**", "b/**"],
      sources: [{ format: "kiro", file: ".kiro/steering/x.md" }],
    });
    const w = await writeRules("kiro", [home]);
    expect(shape(w)).toEqual([
      [".kiro/steering/x.md", 'inclusion: fileMatch\nfileMatchPattern: ["a/**", "b/**"]', ["y"]],
    ]);
    expect([ledgerOf(w), w.checks]).toEqual([[], []]);
  });

  it("a rule file read and written again in its own format keeps its fields as they were spelled", async () => {
    const root = tempRepo({
      ".claude/rules/api.md": "---\npaths:\n  - src/**\n  - lib/**\nx-n: [1, 2]\nflag: true\n---\nUse the API.\n",
    });
    const f = await ruleFormat("claude-md");
    const run = newRun(root, {}, { root, target: "claude-md" });
    await f.read.run(run.ctx);
    const out = await f.write!.run(run.ctx);
    expect(out.files.map(([p, b]) => [p, Buffer.from(b).toString("utf8")])).toEqual([
      [
        ".claude/rules/api.md",
        `---\npaths:\n  - "src/**"\n  - "lib/**"\nx-n: [1,2]\nflag: true\n---\n${GENERATED_HEADER}\n\n<!-- agentc:rule CLAUDE-api -->\nUse the API.\n`,
      ],
    ]);
  });

  it("a lowering ledgers the per-file boundaries and domain facts a rule file has no place for", async () => {
    const w = await writeRules("agents-md", [coreRule("a")], {
      boundaries: [
        { path: "src/db.ts", forbid: { text: "no http" }, gotchas: [], checks: [] },
        { path: "src/ui.ts", gotchas: [{ text: "slow" }], checks: [] },
        { path: "src/index.ts", role: "entry", gotchas: [], checks: ["a"] },
      ],
      facts: [
        { domain: "billing", text: "Prices are in cents." },
        { domain: "a/b", text: "Slash." },
      ],
    });
    expect(w.ledger.minimal().map((e) => `${e.pointer} ${e.target}: ${e.reason}`)).toEqual([
      "/boundaries/src~1db.ts agents-md: agents-md has no per-file boundaries: the forbidden imports of src/db.ts stay in .aigx/files.aigx (the AIGX addendum points agents there)",
      "/boundaries/src~1ui.ts agents-md: agents-md has no per-file boundaries: the gotchas of src/ui.ts stay in .aigx/files.aigx (the AIGX addendum points agents there)",
      "/facts/a~1b/1 agents-md: agents-md has no domain facts",
      "/facts/billing/0 agents-md: agents-md has no domain facts",
    ]);
  });

  it("@imports: the trailing punctuation is not the path, an @mention is not an import, code is not read", () => {
    const text =
      "Thanks @alice.\nSee @docs/a.md?! and `@b/c.md`, @~/x.md\n```\n@in/fence.md\n```\n@../up.md @/abs.md\n";
    expect(parseRuleFile("claude-md", "pkg/CLAUDE.md", text).file.imports).toEqual([
      { path: "docs/a.md", line: 2, resolved: "pkg/docs/a.md", outside: false },
      { path: "~/x.md", line: 2, outside: true },
      { path: "../up.md", line: 6, resolved: "up.md", outside: false },
      { path: "/abs.md", line: 6, outside: true },
    ]);
  });

  it("a title is the text of the first ATX heading, after any run of spaces or tabs and without closing #s", () => {
    expect(
      ["#  Two spaces", "##\t\tTabbed ##", "#NoSpace", "####### Seven", "text\n### Third #", "no heading"].map(
        firstHeading,
      ),
    ).toEqual(["Two spaces", "Tabbed", undefined, undefined, "Third", undefined]);
  });
});

describe("sameMeaning of a rule file (an export leaves a file alone when it says the same)", () => {
  it("same rules, activation, pattern set and description: whitespace, pattern order and markers do not matter", async () => {
    const f = await ruleFormat("cursor");
    const p = "pkg/.cursor/rules/a.mdc";
    const A = "---\ndescription: Sources\nglobs: src/**,lib/**\nalwaysApply: false\n---\nUse tabs.\n";
    const same = (b: string) => f.sameMeaning!(p, A, b);
    expect(
      [
        A,
        A.replace("src/**,lib/**", "lib/**,src/**,lib/**"),
        A.replace("Use tabs.\n", "\nUse tabs.\n\n"),
        A.replace("description: Sources", 'description: "Sources"'),
        A.replace("description: Sources", "description: Other"),
        A.replace("description: Sources\n", ""),
        A.replace("lib/**", "test/**"),
        A.replace("alwaysApply: false", "alwaysApply: true"),
        A.replace("Use tabs.", "Use spaces."),
        `${A}\n<!-- agentc:rule B -->\nMore.\n`,
      ].map(same),
    ).toEqual([true, true, true, true, false, false, false, false, false, false]);
  });
});

describe("where copilot, cline, roo and kiro put each kind of rule (their documented fields, by hand)", () => {
  const rules = [
    ...EVERY_ACTIVATION,
    coreRule("sg", { activation: "always", globs: ["src/**"], description: "S" }),
    coreRule("e", { activation: "glob", globs: [] }),
    coreRule("mx", { activation: "model", title: undefined, text: "## Deploy  it\nmore" }),
    coreRule("mi", { activation: "model", title: undefined, text: "\nSecond" }),
    coreRule("r", { group: "mode:debug", activation: "glob", globs: ["a/**", "b/**"] }),
  ];
  const rows = (d: typeof copilotDialect) =>
    rules.map((r) => {
      const p = d.place(r, r.id);
      return [p.path, p.fields, p.shared, p.expect.activation, p.expect.globs, p.reasons ?? null];
    });

  // Copilot: .github/copilot-instructions.md (always, no fields) or .github/instructions/*.instructions.md
  // with name, description and applyTo; a description without applyTo is model-decided, neither is manual.
  it("copilot: a description or a scope gives a rule its own instructions file", async () => {
    const own = (id: string) => `.github/instructions/${id}.instructions.md`;
    const shared = [".github/copilot-instructions.md", [], true, "always", [], null];
    expect(rows(copilotDialect)).toEqual([
      shared,
      [
        own("tests"),
        [
          ["name", "tests"],
          ["description", "How tests are written"],
          ["applyTo", "test/**/*.ts"],
        ],
        false,
        "glob",
        ["test/**/*.ts"],
        null,
      ],
      [
        own("deploy"),
        [
          ["name", "deploy"],
          ["description", "Deploying to production"],
        ],
        false,
        "model",
        [],
        null,
      ],
      [
        own("manual"),
        [["name", "manual"]],
        false,
        "manual",
        [],
        {
          description:
            "a Copilot instruction file with a description is matched by it (model-decided); the manual rule's description is left out",
        },
      ],
      [
        own("docs"),
        [
          ["name", "docs"],
          ["applyTo", "docs/**"],
        ],
        false,
        "glob",
        ["docs/**"],
        null,
      ],
      // Always on because Copilot cannot hold "always, but only src/**": its description still needs a file of its own.
      [
        own("sg"),
        [
          ["name", "sg"],
          ["description", "S"],
          ["applyTo", "**"],
        ],
        false,
        "always",
        [],
        null,
      ],
      shared,
      // A model-decided rule with neither description nor title is described by its first line (or its id).
      [own("mx"), [["description", "Deploy  it"]], false, "model", [], null],
      [own("mi"), [["description", "mi"]], false, "model", [], null],
      [
        own("r"),
        [
          ["name", "r"],
          ["applyTo", "a/**,b/**"],
        ],
        false,
        "glob",
        ["a/**", "b/**"],
        null,
      ],
    ]);
    // Written and read back: the description is kept, only the pattern is ledgered.
    const w = await writeRules("copilot", [rules[5]!]);
    expect([ledgerOf(w), w.checks]).toEqual([
      ["/rules/sg/globs copilot cannot scope this rule to src/**; it is written with no file pattern"],
      [],
    ]);
  });

  // Cline: .clinerules/*.md, always on, or scoped by a paths: list.
  it("cline: paths: for a rule with patterns, always on for every other, saying what it was", () => {
    const always = (id: string, was: string) => [
      `.clinerules/${id}.md`,
      [],
      false,
      "always",
      [],
      { activation: `Cline has no ${was} rules (only always-on and paths:); written always-on` },
    ];
    const glob = (id: string, globs: string[]) => [
      `.clinerules/${id}.md`,
      [["paths", globs]],
      false,
      "glob",
      globs,
      null,
    ];
    expect(rows(clineDialect)).toEqual([
      always("always", "always"),
      glob("tests", ["test/**/*.ts"]),
      always("deploy", "model-decided"),
      always("manual", "manual"),
      glob("docs", ["docs/**"]),
      always("sg", "always"),
      always("e", "glob"),
      always("mx", "model-decided"),
      always("mi", "model-decided"),
      glob("r", ["a/**", "b/**"]),
    ]);
  });

  // Roo Code: .roo/rules/ always on; .roo/rules-{mode}/ always on in that mode.
  it("roo: every rule always on, in .roo/rules or its mode's folder", () => {
    const row = (id: string, activation: string, globs: string, mode?: string) => [
      mode ? `.roo/rules-${mode}/${id}.md` : `.roo/rules/${id}.md`,
      [],
      false,
      "always",
      [],
      {
        activation: `Roo rules are always on${mode ? ` in mode ${mode}` : ""}; this ${activation} rule is written always-on`,
        globs: `Roo rules have no file scope; the rule scoped to ${globs} applies everywhere`,
      },
    ];
    expect(rows(rooDialect)).toEqual([
      row("always", "always", ""),
      row("tests", "glob", "test/**/*.ts"),
      row("deploy", "model", ""),
      row("manual", "manual", ""),
      row("docs", "glob", "docs/**"),
      row("sg", "always", "src/**"),
      row("e", "glob", ""),
      row("mx", "model", ""),
      row("mi", "model", ""),
      row("r", "glob", "a/**, b/**", "debug"),
    ]);
  });

  // Kiro: inclusion always, fileMatch + fileMatchPattern (a string, or a list for several), manual, auto + description.
  it("kiro: inclusion and fileMatchPattern for each activation, the description kept", () => {
    const path = (id: string) => `.kiro/steering/${id}.md`;
    const always = (id: string, desc: Array<[string, string]> = []) => [
      path(id),
      [["inclusion", "always"], ...desc],
      false,
      "always",
      [],
      null,
    ];
    const model = (id: string, d: string) => [
      path(id),
      [
        ["inclusion", "auto"],
        ["description", d],
      ],
      false,
      "model",
      [],
      null,
    ];
    expect(rows(kiroDialect)).toEqual([
      always("always"),
      [
        path("tests"),
        [
          ["inclusion", "fileMatch"],
          ["fileMatchPattern", "test/**/*.ts"],
          ["description", "How tests are written"],
        ],
        false,
        "glob",
        ["test/**/*.ts"],
        null,
      ],
      model("deploy", "Deploying to production"),
      [path("manual"), [["inclusion", "manual"]], false, "manual", [], null],
      [
        path("docs"),
        [
          ["inclusion", "fileMatch"],
          ["fileMatchPattern", "docs/**"],
        ],
        false,
        "glob",
        ["docs/**"],
        null,
      ],
      always("sg", [["description", "S"]]),
      always("e"),
      model("mx", "mx"),
      model("mi", "mi"),
      [
        path("r"),
        [
          ["inclusion", "fileMatch"],
          ["fileMatchPattern", { flow: ["a/**", "b/**"] }],
        ],
        false,
        "glob",
        ["a/**", "b/**"],
        null,
      ],
    ]);
  });
});

describe("a rule file's sections, lines and imports (read-rule-file.ts), CRLF and all", () => {
  it("splits at markers, drops the generated header, skips blank lines for each rule's line, keeps an empty marked rule", () => {
    const text = [
      "\uFEFF---",
      "paths:",
      "  - src/**",
      "---",
      GENERATED_HEADER,
      "",
      "Intro line",
      "",
      "<!-- agentc:rule A -->",
      "",
      "",
      "# Alpha",
      "See @docs/a.md",
      "<!-- agentc:rule B -->",
      "<!-- agentc:rule C -->",
      "  ",
      "C text",
      "",
    ].join("\r\n");
    expect(parseRuleFile("claude-md", ".claude/rules/a.md", text)).toEqual({
      file: {
        format: "claude-md",
        path: ".claude/rules/a.md",
        fields: { paths: ["src/**"] },
        fieldLines: { paths: 2 },
        frontMatter: true,
        sections: [
          { text: "Intro line", line: 7 },
          { id: "A", text: "# Alpha\nSee @docs/a.md", line: 12 },
          { id: "B", text: "", line: 15 },
          { id: "C", text: "C text", line: 17 },
        ],
        // Claude Code resolves an import relative to the file that holds it.
        imports: [{ path: "docs/a.md", line: 13, resolved: ".claude/rules/docs/a.md", outside: false }],
        generated: true,
      },
      diagnostics: [],
    });
    // A lone carriage return ends a line too (CommonMark's line endings): the second import is on line 2.
    expect(parseRuleFile("claude-md", "CLAUDE.md", "See @a/b.md\rSee @c/d.md").file.imports.map((i) => i.line)).toEqual(
      [1, 2],
    );
    // Without front matter (CLAUDE.md), a byte-order mark is not text and a hand-written file is one rule at its line.
    expect(parseRuleFile("claude-md", "CLAUDE.md", "\uFEFF\n\nUse pnpm.\n").file).toEqual({
      format: "claude-md",
      path: "CLAUDE.md",
      fields: {},
      fieldLines: {},
      frontMatter: false,
      sections: [{ text: "Use pnpm.", line: 3 }],
      imports: [],
      generated: false,
    });
  });
});

describe("a rule format as the pipeline sees it (rule-format.ts, tool-format.ts)", () => {
  it("names its passes and says what each does and what the format loses", async () => {
    const passes = (f: Awaited<ReturnType<typeof ruleFormat>>) =>
      [f.read, ...f.verify, f.raise!, f.lower!, f.write!, ...(f.checkOutput ?? [])].map((p) => [
        p.name,
        "kind" in p ? p.kind : undefined,
        p.description,
      ]);
    // Its description and what it loses are its tool's declaration (ir/dialects/rules/tools.ts).
    const trae = await ruleFormat("trae");
    const tool = ruleTool("trae")!;
    expect([trae.name, trae.dialect, trae.description, trae.core, trae.loses]).toEqual([
      "trae",
      "trae",
      tool.description,
      { raises: ["rules"], lowers: ["rules"] },
      tool.loses,
    ]);
    expect([typeof tool.description, Object.keys(tool.loses!)]).toEqual(["string", ["raise", "lower"]]);
    expect(passes(trae)).toEqual([
      [
        "trae.read",
        "read",
        "find and parse trae files (front matter with line:col, rules split at agentc's markers, imports recorded)",
      ],
      ["trae.verify", "verify", "every file gives its rules a known activation and a scope that fits it"],
      ["trae.raise", "raise", "trae files → core rules: scope, activation, ids, sources (file, line, format)"],
      [
        "trae.lower",
        "lower",
        "core rules → trae files at their conventional paths; what trae cannot hold is ledgered rule by rule",
      ],
      [
        "trae.write",
        undefined,
        "trae files in memory (generated-by header, each rule under its id marker), paths relative to the repository root",
      ],
      [
        "trae.reread",
        undefined,
        "the written trae files, re-read with the trae reader, give back every rule with its text, activation and scope",
      ],
    ]);
  });

  it("sums up what it read, ok or FAIL, and a re-read names a rule in the output that nothing was lowered to", async () => {
    const root = tempRepo({
      ".cursor/rules/a.mdc": "---\nalwaysApply: true\n---\nA.\n\n<!-- agentc:rule A-2 -->\nA2.\n",
      ".cursor/rules/b.mdc": "---\nalwaysApply: true\n---\nB.\n",
    });
    const f = await ruleFormat("cursor");
    const run = newRun(root, {}, { root, target: "cursor" });
    await f.read.run(run.ctx);
    expect(f.summarize!(run.ctx, [])).toEqual({
      result: { files: 2, rules: 3 },
      summary: "cursor: ok, 2 file(s), 3 rule(s)",
    });
    const error = { code: "RULES-READ", severity: "error" as const, message: "m" };
    expect(f.summarize!(run.ctx, [error, { ...error, severity: "warning" }]).summary).toBe(
      "cursor: FAIL, 2 file(s), 3 rule(s)",
    );
    expect(f.summarize!(run.ctx, [{ ...error, severity: "warning" }]).summary).toBe("cursor: ok, 2 file(s), 3 rule(s)");
    // Lower one rule, then re-read the output with a file more: that file's rule is named; an `@AGENTS.md` import is not a rule.
    const w = newRun(
      "(core)",
      {},
      { graph: addCoreRules(new Graph(), { rules: [coreRule("x")], boundaries: [], facts: [] }), target: "cursor" },
    );
    await f.lower!.run(w.ctx);
    const out = await f.write!.run(w.ctx);
    const extra: Array<[string, Uint8Array]> = [
      [".cursor/rules/extra.mdc", Buffer.from("---\nalwaysApply: true\n---\nExtra.\n")],
      [".cursor/rules/imp.mdc", Buffer.from("---\nalwaysApply: true\n---\n@AGENTS.md\n")],
    ];
    expect(await f.checkOutput![0]!.run({ ...out, files: [...out.files, ...extra] }, w.ctx)).toEqual([
      {
        code: "RULES-OUTPUT",
        severity: "error",
        message: "cursor: .cursor/rules/extra.mdc holds a rule (CURSOR-extra) nothing was lowered to",
        file: ".cursor/rules/extra.mdc",
      },
    ]);
    expect(await f.checkOutput![0]!.run(out, w.ctx)).toEqual([]);
  });

  it("read puts each file and each of its rules in the graph, with where they are; lower adds the files it will write", async () => {
    const root = tempRepo({
      ".cursor/rules/a.mdc": "---\nalwaysApply: true\n---\nA.\n\n<!-- agentc:rule A-2 -->\nA2.\n",
    });
    const f = await ruleFormat("cursor");
    const run = newRun(root, {}, { root, target: "cursor" });
    await f.read.run(run.ctx);
    const g = run.ctx.graph;
    const file = "cursor:file:.cursor/rules/a.mdc";
    expect(g.nodes().map((n) => [n.id, n.kind, n.origin])).toEqual([
      [file, "cursor.RuleFile", { file: ".cursor/rules/a.mdc" }],
      ["cursor:rule:.cursor/rules/a.mdc:0", "cursor.Rule", { file: ".cursor/rules/a.mdc", line: 4, col: 1 }],
      ["cursor:rule:.cursor/rules/a.mdc:1", "cursor.Rule", { file: ".cursor/rules/a.mdc", line: 7, col: 1 }],
    ]);
    expect(g.edgesFrom(file).map((e) => [e.to, e.kind])).toEqual([
      ["cursor:rule:.cursor/rules/a.mdc:0", "rule"],
      ["cursor:rule:.cursor/rules/a.mdc:1", "rule"],
    ]);
    const w = newRun(
      "(core)",
      {},
      {
        graph: addCoreRules(new Graph(), { rules: [coreRule("x"), coreRule("y")], boundaries: [], facts: [] }),
        target: "cursor",
      },
    );
    await f.lower!.run(w.ctx);
    expect(w.ctx.graph.nodes("cursor.RuleFile").map((n) => [n.id, n.attrs])).toEqual([
      ["cursor:out:.cursor/rules/x.mdc", { path: ".cursor/rules/x.mdc", rules: ["x"], imports: [] }],
      ["cursor:out:.cursor/rules/y.mdc", { path: ".cursor/rules/y.mdc", rules: ["y"], imports: [] }],
    ]);
  });

  it("reads the files of a folder inside the repository, a file in it, or a file from outside by its name", () => {
    const root = tempRepo({ "a/x.md": "", "ab/y.md": "", "a/b/z.md": "", "top.md": "" });
    const outside = tempRepo({ "far.md": "" });
    const discover = () => ["a/b/z.md", "a/x.md", "ab/y.md", "top.md"];
    expect(ruleInput(join(root, "a"), root, discover)).toEqual({ root, paths: ["a/b/z.md", "a/x.md"] });
    expect(ruleInput(root, root, discover)).toEqual({ root, paths: discover() });
    expect(ruleInput(join(root, "a/x.md"), root, discover)).toEqual({ root, paths: ["a/x.md"] });
    expect(ruleInput(join(outside, "far.md"), root, discover)).toEqual({ root, paths: ["far.md"] });
  });
});

describe("a rule goes home to the file it was read from (lower.ts)", () => {
  const front = (text: string) => /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1];
  const markers = (text: string) => [...text.matchAll(/<!-- agentc:rule (\S+) -->/g)].map((m) => m[1]);

  it("a nested .cursor/rules file keeps the rule, its patterns written relative to its directory", async () => {
    const y = coreRule("y", {
      activation: "glob",
      globs: ["pkg/src/**", "pkg/lib/**"],
      directory: "pkg",
      sources: [{ format: "cursor", file: "pkg/.cursor/rules/x.mdc" }],
    });
    const w = await writeRules("cursor", [y]);
    expect(w.files.map(([p, t]) => [p, front(t), markers(t)])).toEqual([
      ["pkg/.cursor/rules/x.mdc", "globs: src/**,lib/**\nalwaysApply: false", ["y"]],
    ]);
    expect([ledgerOf(w), w.checks]).toEqual([[], []]);
  });

  it("a home's name is taken before any other rule is placed; a legacy single file is written without front matter", async () => {
    const w = await writeRules("cursor", [
      coreRule("x"),
      coreRule("y", { sources: [{ format: "cursor", file: ".cursor/rules/x.mdc" }] }),
      coreRule("z", { sources: [{ format: "cursor", file: ".cursorrules" }] }),
    ]);
    expect(w.files.map(([p, t]) => [p, front(t), markers(t)])).toEqual([
      [".cursor/rules/x-2.mdc", "alwaysApply: true", ["x"]],
      [".cursor/rules/x.mdc", "alwaysApply: true", ["y"]],
      [".cursorrules", undefined, ["z"]],
    ]);
    expect([ledgerOf(w), w.checks]).toEqual([[], []]);
  });

  it("copilot: a second rule of a home's name gets -2 before .instructions.md", async () => {
    const g = { activation: "glob" as const, globs: ["src/**"] };
    const w = await writeRules("copilot", [
      coreRule("x", g),
      coreRule("y", { ...g, sources: [{ format: "copilot", file: ".github/instructions/x.instructions.md" }] }),
    ]);
    expect(w.files.map(([p, t]) => [p, markers(t)])).toEqual([
      [".github/instructions/x-2.instructions.md", ["x"]],
      [".github/instructions/x.instructions.md", ["y"]],
    ]);
    expect(w.checks).toEqual([]);
  });

  // Cline reads either a .clinerules file or a .clinerules/ folder: with the file a rule's home, every rule goes in it.
  it("cline: a .clinerules file that is a rule's home takes every other rule, always on, and the ledger says why", async () => {
    const w = await writeRules("cline", [
      coreRule("home", { sources: [{ format: "cline", file: ".clinerules" }] }),
      coreRule("g", { activation: "glob", globs: ["src/**"] }),
      coreRule("m", { activation: "model", description: "Deploying" }),
    ]);
    expect(w.files.map(([p, t]) => [p, front(t), markers(t)])).toEqual([
      [".clinerules", undefined, ["home", "g", "m"]],
    ]);
    const why = "cline's rules are in the single file .clinerules (always on), which leaves no room for its folder";
    expect(ledgerOf(w)).toEqual([
      `/rules/g/activation ${why}: this glob rule is always on there`,
      `/rules/g/globs ${why}: the rule applies to every file`,
      `/rules/m/activation ${why}: this model rule is always on there`,
      "/rules/m/description cline has no description field",
    ]);
    expect(w.checks).toEqual([]);
  });
});

describe("the scope a cursor or windsurf file gives its rules (docs/formats.md), case by case", () => {
  const file = (format: "cursor" | "windsurf", path: string, fields: Record<string, unknown>) => ({
    format,
    path,
    fields,
    fieldLines: {},
    frontMatter: true,
    sections: [],
    imports: [],
    generated: false,
  });
  const pkg = { directory: "pkg" };

  it("cursor: a legacy file is always on; alwaysApply, globs, a description or none, in a nested folder or not", () => {
    const scope = (path: string, fields: Record<string, unknown>) => cursorDialect.scope(file("cursor", path, fields));
    expect([
      scope(".cursorrules", { alwaysApply: false, globs: "src/**" }),
      scope("pkg/.cursor/rules/a.mdc", { alwaysApply: "true", description: " D " }),
      scope("pkg/.cursor/rules/b.mdc", { globs: "src/**,*.ts", alwaysApply: false }),
      scope("pkg/.cursor/rules/c.mdc", { description: "D" }),
      scope(".cursor/rules/d.mdc", {}),
      scope(".cursor/rules/e.mdc", { alwaysApply: true, globs: ["a/**"] }),
    ]).toEqual([
      { activation: "always", globs: [] },
      { description: "D", activation: "glob", globs: ["pkg/**"], ...pkg, diagnostics: [] },
      { activation: "glob", globs: ["pkg/src/**", "pkg/*.ts"], ...pkg },
      { description: "D", activation: "model", globs: [], ...pkg },
      { activation: "manual", globs: [] },
      {
        activation: "always",
        globs: [],
        diagnostics: [
          {
            code: "RULES-SCOPE",
            severity: "warning",
            message: "alwaysApply: true makes Cursor ignore globs (a/**)",
            file: ".cursor/rules/e.mdc",
            line: 1,
            col: 1,
          },
        ],
      },
    ]);
  });

  it("windsurf: a legacy file is always on; each trigger, in a nested folder or not", () => {
    const scope = (path: string, fields: Record<string, unknown>) =>
      windsurfDialect.scope(file("windsurf", path, fields));
    expect([
      scope(".windsurfrules", { trigger: "manual" }),
      scope("pkg/.windsurf/rules/a.md", { trigger: "glob", globs: "src/**" }),
      scope("pkg/.windsurf/rules/b.md", { trigger: "model_decision", description: "D" }),
      scope("pkg/.windsurf/rules/c.md", { trigger: "manual" }),
      scope("pkg/.windsurf/rules/d.md", { trigger: "always_on" }),
      scope(".windsurf/rules/e.md", {}),
      scope(".windsurf/rules/f.md", { trigger: "glob" }),
    ]).toEqual([
      { activation: "always", globs: [] },
      { activation: "glob", globs: ["pkg/src/**"], ...pkg },
      { description: "D", activation: "model", globs: [], ...pkg },
      { activation: "manual", globs: [], ...pkg },
      { activation: "glob", globs: ["pkg/**"], ...pkg, diagnostics: [] },
      { activation: "always", globs: [], diagnostics: [] },
      {
        activation: "always",
        globs: [],
        diagnostics: [
          {
            code: "RULES-SCOPE",
            severity: "warning",
            message: "trigger: glob names no globs; read as always_on",
            file: ".windsurf/rules/f.md",
            line: 1,
            col: 1,
          },
        ],
      },
    ]);
  });
});

describe("the scope a tool declared as data gives a file (schemeDialect), case by case", () => {
  const scopes = (tool: string, cases: Array<[string, Record<string, unknown>]>) => {
    const d = schemeDialect(ruleTool(tool)!);
    return cases.map(([path, fields]) =>
      d.scope(fileAttrs(tool as "cursor", path, fields, "alwaysApply" in fields ? { alwaysApply: 3 } : {})),
    );
  };

  // Continue: name, globs (a list; a leading / is the repository root), alwaysApply (true: always; false: the
  // rule is chosen by its description, or applies to its globs), description.
  it("continue: alwaysApply, globs and name", () => {
    const r = ".continue/rules/r.md";
    expect(
      scopes("continue", [
        [r, { name: " N ", alwaysApply: true, globs: ["src/**"] }],
        [r, { alwaysApply: false, globs: "/**/*.ts" }],
        [r, { description: "D", alwaysApply: "false" }],
        [r, { globs: ["a/**"] }],
        [r, { alwaysApply: "sometimes" }],
        [r, {}],
      ]),
    ).toEqual([
      { title: "N", activation: "always", globs: [] },
      { activation: "glob", globs: ["**/*.ts"] },
      { description: "D", activation: "model", globs: [] },
      { activation: "glob", globs: ["a/**"] },
      {
        activation: "always",
        globs: [],
        diagnostics: [
          {
            code: "RULES-TRIGGER",
            severity: "warning",
            message: 'unknown Continue alwaysApply "sometimes" (true, false); read as always on',
            file: r,
            line: 3,
            col: 1,
          },
        ],
      },
      { activation: "always", globs: [] },
    ]);
  });

  // Augment: type always_apply, agent_requested or manual (the default); .augment-guidelines is always on.
  // OpenHands: type repo (always) or knowledge (manual); triggers: alone makes a keyword (manual) microagent.
  it("augment and openhands: the type, its default, a legacy file and a field whose presence decides", () => {
    expect(
      scopes("augment", [
        [".augment/rules/a.md", {}],
        [".augment/rules/b.md", { type: "always_apply", description: "D" }],
        [".augment/rules/c.md", { type: "agent_requested" }],
        [".augment-guidelines", { type: "manual" }],
      ]),
    ).toEqual([
      { activation: "manual", globs: [] },
      { description: "D", activation: "always", globs: [] },
      { activation: "model", globs: [] },
      { activation: "always", globs: [] },
    ]);
    const m = ".openhands/microagents/m.md";
    expect(
      scopes("openhands", [
        [m, { triggers: ["deploy"] }],
        [m, { type: "repo", triggers: ["x"] }],
        [m, { type: "knowledge" }],
        [m, {}],
      ]),
    ).toEqual([
      { activation: "manual", globs: [] },
      { activation: "always", globs: [] },
      { activation: "manual", globs: [] },
      { activation: "always", globs: [] },
    ]);
  });

  // Antigravity reads Windsurf's triggers: only trigger: glob scopes a rule to its globs.
  it("antigravity: globs beside another trigger are not read as a scope", () => {
    const r = ".agents/rules/r.md";
    expect(
      scopes("antigravity", [
        [r, { trigger: "model_decision", globs: "src/**", description: "D" }],
        [r, { trigger: "glob", globs: "src/**,lib/**" }],
        [r, { trigger: "always_on", globs: "src/**" }],
        [r, { trigger: "glob" }],
      ]),
    ).toEqual([
      { description: "D", activation: "model", globs: [] },
      { activation: "glob", globs: ["src/**", "lib/**"] },
      { activation: "always", globs: [] },
      { activation: "always", globs: [] },
    ]);
  });

  // Warp: WARP.md at the root (always) or in a directory (that directory).
  it("warp: a nested file is its directory's", () => {
    expect(
      scopes("warp", [
        ["WARP.md", {}],
        ["pkg/WARP.md", {}],
      ]),
    ).toEqual([
      { activation: "always", globs: [] },
      { activation: "glob", globs: ["pkg/**"], directory: "pkg" },
    ]);
  });
});

describe("where a tool declared as data puts each kind of rule (schemeDialect.place)", () => {
  const rules = [
    ...EVERY_ACTIVATION,
    coreRule("e", { activation: "glob", globs: [] }),
    coreRule("mt", { activation: "model", title: undefined }),
  ];
  const rows = (tool: string) => {
    const d = schemeDialect(ruleTool(tool)!);
    return rules.map((r) => {
      const p = d.place(r, r.id);
      return [p.path.split("/").pop(), p.fields, p.shared, p.expect, p.reasons ?? null];
    });
  };
  const always = { activation: "always", globs: [] };
  const no = (title: string, what: string, globs?: string) => ({
    activation: `${title} has no ${what} rules; the rule is written always-on`,
    ...(globs ? { globs: `${title} has no file patterns; the rule scoped to ${globs} applies everywhere` } : {}),
  });

  // OpenHands: type repo (always on) or knowledge (manual); no patterns, no model-decided rules.
  it("openhands: repo or knowledge, every other activation written always-on", () => {
    const repoType = [["type", "repo"]];
    expect(rows("openhands")).toEqual([
      ["always.md", repoType, false, always, null],
      ["tests.md", repoType, false, always, no("OpenHands", "file-pattern", "test/**/*.ts")],
      ["deploy.md", repoType, false, always, no("OpenHands", "model-decided")],
      ["manual.md", [["type", "knowledge"]], false, { activation: "manual", globs: [] }, null],
      ["docs.md", repoType, false, always, no("OpenHands", "file-pattern", "docs/**")],
      ["e.md", repoType, false, always, null],
      ["mt.md", repoType, false, always, no("OpenHands", "model-decided")],
    ]);
  });

  // Kilo Code: .kilocode/rules/*.md, always on, no front matter.
  it("kilocode: no fields; every activation but always is written always-on", () => {
    expect(rows("kilocode")).toEqual([
      ["always.md", [], false, always, null],
      ["tests.md", [], false, always, no("Kilo Code", "file-pattern", "test/**/*.ts")],
      ["deploy.md", [], false, always, no("Kilo Code", "model-decided")],
      ["manual.md", [], false, always, no("Kilo Code", "manual")],
      ["docs.md", [], false, always, no("Kilo Code", "file-pattern", "docs/**")],
      ["e.md", [], false, always, null],
      ["mt.md", [], false, always, no("Kilo Code", "model-decided")],
    ]);
  });

  // Continue names its rules, so a model-decided rule without a description is shown by its name, not given one.
  it("continue: name first, alwaysApply, globs as a list; a manual rule is written always-on", () => {
    expect(rows("continue").slice(3)).toEqual([
      [
        "manual.md",
        [
          ["name", "manual"],
          ["alwaysApply", true],
        ],
        false,
        always,
        no("Continue", "manual"),
      ],
      [
        "docs.md",
        [
          ["name", "docs"],
          ["globs", ["docs/**"]],
        ],
        false,
        { activation: "glob", globs: ["docs/**"] },
        null,
      ],
      [
        "e.md",
        [
          ["name", "e"],
          ["alwaysApply", true],
        ],
        false,
        always,
        null,
      ],
      [
        "mt.md",
        [
          ["name", "mt"],
          ["alwaysApply", false],
        ],
        false,
        { activation: "model", globs: [] },
        null,
      ],
    ]);
    // The name is the rule's title, else its id.
    const d = schemeDialect(ruleTool("continue")!);
    expect(
      [coreRule("x", { title: "Nice" }), coreRule("y", { title: undefined })].map((r) => d.place(r, r.id).fields[0]),
    ).toEqual([
      ["name", "Nice"],
      ["name", "y"],
    ]);
    // A tool without a name field gives such a rule its id as the description Antigravity chooses it by.
    expect(rows("antigravity")[6]).toEqual([
      "mt.md",
      [
        ["trigger", "model_decision"],
        ["description", "mt"],
      ],
      false,
      { activation: "model", globs: [] },
      null,
    ]);
  });
});

describe("CLAUDE.md beside AGENTS.md in one export (rule-format.ts lower)", () => {
  const markers = (text: string) =>
    [...text.matchAll(/<!-- agentc:rule (\S+) -->|^@AGENTS\.md$/gm)].map((m) => m[1] ?? m[0]);
  const joint = { exportTargets: ["agents-md", "claude-md"] };

  it("a CLAUDE.md that is a rule's home keeps its rules and copies the others; the nested ones import AGENTS.md", async () => {
    const rules = (home: string) => [
      coreRule("root", { sources: [{ format: "claude-md", file: home }] }),
      coreRule("other"),
      coreRule("nested", { activation: "glob", globs: ["pkg/**"], directory: "pkg" }),
    ];
    const w = await writeRules("claude-md", rules("CLAUDE.md"), joint);
    expect(w.files.map(([p, t]) => [p, markers(t)])).toEqual([
      ["CLAUDE.md", ["root", "other"]],
      ["pkg/CLAUDE.md", ["@AGENTS.md"]],
    ]);
    // Claude Code reads .claude/CLAUDE.md as the root CLAUDE.md: a home there keeps the root from importing too.
    const dot = await writeRules("claude-md", rules(".claude/CLAUDE.md"), joint);
    expect(dot.files.map(([p, t]) => [p, markers(t)])).toEqual([
      [".claude/CLAUDE.md", ["root"]],
      ["CLAUDE.md", ["other"]],
      ["pkg/CLAUDE.md", ["@AGENTS.md"]],
    ]);
    expect([w.checks, dot.checks]).toEqual([[], []]);
    // Only a file of this format is a home: a source of another format at that path is not.
    const other = rules("CLAUDE.md").map((r) => ({
      ...r,
      sources: r.sources.map((x) => ({ ...x, format: "gemini-md" })),
    }));
    expect((await writeRules("claude-md", other, joint)).files.map(([p, t]) => [p, markers(t)])).toEqual([
      ["CLAUDE.md", ["@AGENTS.md"]],
      ["pkg/CLAUDE.md", ["@AGENTS.md"]],
    ]);
  });

  it("no rules to lower is an error naming the format", async () => {
    expect((await writeRules("cursor", [])).diagnostics).toEqual([
      { code: "AGC-NO-CORE", severity: "error", message: "there are no rules to lower to cursor" },
    ]);
  });
});

describe("rule ids from paths (ids.ts)", () => {
  it("a path's slug drops its extension, each tool's folders and nested file names; a tool's one file is root", () => {
    const cases: Array<[string, string]> = [
      ["AGENTS.md", "root"],
      ["apps/docs/AGENTS.md", "apps-docs"],
      ["pkg/.goosehints", "pkg"],
      [".cursor/rules/sentry.mdc", "sentry"],
      [".cursor/rules/x/RULE.md", "x"],
      ["pkg/.cursor/rules/b.mdc", "pkg-b"],
      [".github/copilot-instructions.md", "root"],
      [".github/instructions/py.instructions.md", "py"],
      [".roorules-debug", "debug"],
      [".roo/rules-debug/x.md", "debug-x"],
      ["docs/Guide.TXT", "docs-guide"],
      [".kiro/steering/Product Notes.md", "product-notes"],
      ["--Odd--.md", "odd"],
    ];
    expect(cases.map(([p]) => [p, pathSlug(p)])).toEqual(cases);
    expect([derivedId("CURSOR", ".cursor/rules/sentry.mdc"), rulePointer("a/b~c", "globs")]).toEqual([
      "CURSOR-sentry",
      "/rules/a~1b~0c/globs",
    ]);
    const used = new Set<string>();
    expect(["X", "X", "X", "X-2"].map((id) => uniqueId(id, used))).toEqual(["X", "X-2", "X-3", "X-2-2"]);
  });
});

describe("the scope a copilot, roo or cline file gives its rules (docs/formats.md)", () => {
  it("copilot: applyTo every file is always on, other patterns a scope, else description or nothing; name and excludeAgent kept", () => {
    const i = ".github/instructions/a.instructions.md";
    const scope = (path: string, fields: Record<string, unknown>) =>
      copilotDialect.scope(fileAttrs("copilot", path, fields));
    expect([
      scope(".github/copilot-instructions.md", { applyTo: "src/**" }),
      scope(i, { applyTo: "src/**, **", name: "N" }),
      scope(i, { applyTo: "src/**,lib/*.ts", excludeAgent: "code-review" }),
      scope(i, { description: "D" }),
      scope(i, {}),
    ]).toEqual([
      { activation: "always", globs: [] },
      { title: "N", activation: "always", globs: [] },
      { extras: { excludeAgent: "code-review" }, activation: "glob", globs: ["src/**", "lib/*.ts"] },
      { description: "D", activation: "model", globs: [] },
      { activation: "manual", globs: [] },
    ]);
  });

  it("roo: a rules-{mode} folder or .roorules-{mode} file is that mode's; cline: paths scope a rule file, not .clinerules", () => {
    expect(
      [".roo/rules/a.md", ".roo/rules-debug/a.md", ".roorules-code", ".roorules", "x/.roo/rules-debug/a.md"].map((p) =>
        rooDialect.scope(fileAttrs("roo", p)),
      ),
    ).toEqual([
      { activation: "always", globs: [] },
      { activation: "always", globs: [], group: "mode:debug" },
      { activation: "always", globs: [], group: "mode:code" },
      { activation: "always", globs: [] },
      { activation: "always", globs: [] },
    ]);
    expect(
      [".clinerules", ".clinerules/a.md", ".clinerules/b.md"].map((p, i) =>
        clineDialect.scope(fileAttrs("cline", p, i < 2 ? { paths: ["src/**"] } : {})),
      ),
    ).toEqual([
      { activation: "always", globs: [] },
      { activation: "glob", globs: ["src/**"] },
      { activation: "always", globs: [] },
    ]);
  });
});

describe("a model-decided rule without a description is described by its title, else its id", () => {
  it("cursor, windsurf, kiro and copilot", () => {
    const titled = coreRule("x", { activation: "model", title: "Nice title" });
    const bare = coreRule("y", { activation: "model", title: "" });
    const desc = (d: typeof cursorDialect) =>
      [titled, bare].map((r) => d.place(r, r.id).fields.find(([k]) => k === "description")?.[1]);
    expect([cursorDialect, windsurfDialect, kiroDialect].map(desc)).toEqual([
      ["Nice title", "y"],
      ["Nice title", "y"],
      ["Nice title", "y"],
    ]);
    // Copilot falls back to the text's first line (its heading's words) before the id.
    const worded = coreRule("z", { activation: "model", title: "", text: "## Words here\nBody" });
    expect([titled, worded].map((r) => copilotDialect.place(r, r.id).fields)).toEqual([
      [
        ["name", "Nice title"],
        ["description", "Nice title"],
      ],
      [["description", "Words here"]],
    ]);
  });
});
