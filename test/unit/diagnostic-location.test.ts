/**
 * Issue 38 part 4: one Location for diagnostics, origins and ledger entries; notes (a second
 * location that explains a diagnostic) in text, --json and SARIF; the pass that raised a
 * diagnostic; the graph node it is about, which pictures mark instead of guessing.
 * Inputs are real files changed in one place: examples/support-agent.aix, the AIGX corpus's
 * minimal genome, the digest world (test/fixtures/air/digest).
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import type { Log } from "sarif";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { Location } from "../../ir/diagnostics/location.js";
import type { Origin } from "../../ir/graph/origin.js";
import type { LossEntry } from "../../ir/loss-ledger.js";
import { renderDiagnostic } from "../../ir/diagnostics/render.js";
import { Graph } from "../../ir/graph/graph.js";
import { sarifLog } from "../../src/cli/sarif.js";
import { PassManager } from "../../src/pipeline/pass-manager.js";
import { placeFailures } from "../../src/pipeline/draw/failures.js";
import { lintRepository } from "../../src/formats/aigx/lint.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { verifyCore } from "../../src/formats/core/verify.js";
import { newRun } from "../../src/pipeline/run-context.js";
import type { JsonObject } from "../../ir/json/value.js";
import { digestWorld } from "../support/air-world.js";
import { agentcInProcess } from "../support/cli.js";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const EXAMPLE = readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8");
/** The 1-based line of the n-th (0-based) line of `text` that contains `needle`: an oracle independent of the reader's positions. */
function lineOf(text: string, needle: string, nth = 0): number {
  const hits = text.split("\n").flatMap((l, i) => (l.includes(needle) ? [i + 1] : []));
  expect(hits.length, `${needle} occurs ${nth + 1} times`).toBeGreaterThan(nth);
  return hits[nth]!;
}

describe("one Location", () => {
  it("a diagnostic, an origin, a ledger entry and a note are each a Location (the same fields, one definition)", () => {
    expectTypeOf<Diagnostic>().toMatchTypeOf<Location>();
    expectTypeOf<Origin>().toMatchTypeOf<Location>();
    expectTypeOf<LossEntry>().toMatchTypeOf<Location>();
    expectTypeOf<NonNullable<Diagnostic["notes"]>[number]>().toMatchTypeOf<Location>();
    // Origin has no `span` any more: line and col are the Location's own.
    expectTypeOf<Origin>().not.toHaveProperty("span");
    const g = new Graph();
    g.add({ id: "n", kind: "core.Agent", attrs: {}, origin: { file: "a.md", line: 3, col: 1, endLine: 3, endCol: 9 } });
    const at: Location = g.get("n")!.origin!;
    expect(at).toEqual({ file: "a.md", line: 3, col: 1, endLine: 3, endCol: 9 });
  });
});

describe("notes: the first definition of a duplicate", () => {
  const dir = tempDir();
  const file = join(dir, "agent.aix");
  // Two skills named search_docs: the second is the error, the first is the note.
  const text = EXAMPLE.replace('name: "book_callback"', 'name: "search_docs"');
  writeFileSync(file, text);

  it("AIX DUPLICATE_NAME: --json carries the note at the first skill, the pass and the node", async () => {
    const r = await agentcInProcess(["--json", "validate", file]);
    expect(r.status).toBe(1);
    const d = (JSON.parse(r.stdout) as { diagnostics: Array<Record<string, unknown>> }).diagnostics.find(
      (x) => x.code === "DUPLICATE_NAME",
    )!;
    expect(d).toMatchObject({
      line: lineOf(text, 'name: "search_docs"', 1),
      pointer: "/skills/1/name",
      node: "aix:skill:1",
      pass: "aix.validate",
    });
    expect(d.notes).toEqual([
      expect.objectContaining({
        message: "'search_docs' is first defined here",
        file,
        line: lineOf(text, 'name: "search_docs"', 0),
        pointer: "/skills/0/name",
      }),
    ]);
  });

  it("AIX DUPLICATE_NAME: the text shows the note like rustc's secondary label, with its line quoted and underlined with -", async () => {
    const r = await agentcInProcess(["validate", file]);
    const first = lineOf(text, 'name: "search_docs"', 0);
    const block = r.stderr.slice(r.stderr.indexOf("error[DUPLICATE_NAME]"));
    const noteAt = block.indexOf("= note: 'search_docs' is first defined here");
    expect(noteAt).toBeGreaterThan(0);
    const after = block.slice(noteAt).split("\n");
    expect(after[1]).toMatch(
      new RegExp(`--> ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:${first}:11 #/skills/0/name$`),
    );
    expect(after.find((l) => l.includes(`${first} |`))).toContain('- name: "search_docs"');
    expect(after.find((l) => /\|\s+-+$/.test(l))).toMatch(/\| {11}-{13}$/);
    // The footer names the command that explains the codes shown.
    expect(r.stderr).toContain("For more information about these codes, try `agentc explain <CODE>` (docs/codes.md).");
  });

  it("AIX REFERENCE_NOT_FOUND notes where the agent's APIs are declared", async () => {
    const t = EXAMPLE.replace(
      'description: "Search the product documentation"',
      'description: "Search the product documentation"\n    parameters:\n      api: "ordrs"',
    );
    const f = join(dir, "ref.aix");
    writeFileSync(f, t);
    const d = (
      JSON.parse((await agentcInProcess(["--json", "validate", f])).stdout) as { diagnostics: Diagnostic[] }
    ).diagnostics.find((x) => x.code === "REFERENCE_NOT_FOUND")!;
    expect(d.hint).toBe("did you mean `orders`?");
    expect(d.notes).toEqual([expect.objectContaining({ pointer: "/apis", line: lineOf(t, "apis:") + 1 })]);
    expect(d.notes![0]!.message).toContain("orders");
  });

  it("SARIF: the note is a relatedLocation, the pass and node are properties, the rule links its docs section", async () => {
    const out = join(dir, "dup.sarif");
    await agentcInProcess(["validate", file, "--sarif", out], { cwd: dir });
    const log = JSON.parse(readFileSync(out, "utf8")) as Log;
    const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
    const validate = addFormats(new Ajv({ allErrors: true, strict: false })).compile(
      JSON.parse(readFileSync(join(repoRoot, "test/fixtures/sarif/sarif-schema-2.1.0.json"), "utf8")) as object,
    );
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const run = log.runs[0]!;
    const res = run.results!.find((x) => x.ruleId === "DUPLICATE_NAME")!;
    expect(res.relatedLocations).toEqual([
      expect.objectContaining({
        id: 0,
        message: { text: "'search_docs' is first defined here" },
        physicalLocation: expect.objectContaining({
          region: expect.objectContaining({ startLine: lineOf(text, 'name: "search_docs"', 0) }),
        }),
      }),
    ]);
    expect(res.properties).toEqual({ pass: "aix.validate", node: "aix:skill:1" });
    const rule = run.tool.driver.rules!.find((x) => x.id === "DUPLICATE_NAME")!;
    expect(rule.helpUri).toMatch(/^https:\/\/unpkg\.com\/agentc-compiler@[^/]+\/docs\/codes\.md#duplicate_name$/);
  });

  it("AIGX V7 and X6 note the first definition of the rule id; X4 notes where the rule is", () => {
    const repo = tempDir();
    cpSync(corpusPath("aigx/examples/minimal"), repo, { recursive: true });
    const arch = ".aigx/architecture.aigx";
    writeFileSync(
      join(repo, arch),
      '<aigx-architecture>\n  <rule id="ARCH-1">a</rule>\n  <rule id="ARCH-1">b</rule>\n</aigx-architecture>\n',
    );
    mkdirSync(join(repo, "sub/.aigx"), { recursive: true });
    writeFileSync(
      join(repo, "sub/.aigx/rules.aigx"),
      '<aigx-architecture>\n  <rule id="SUB-1">s</rule>\n  <rule id="ARCH-1">again</rule>\n</aigx-architecture>\n',
    );
    writeFileSync(join(repo, "sub/.aigx/protocol.aigx"), readFileSync(join(repo, ".aigx/protocol.aigx")));
    writeFileSync(
      join(repo, "sub/.aigx/files.aigx"),
      '<aigx-files>\n  <file path="sub/x.ts" domain="core">\n    <role>r</role>\n    <check>SUB-1</check>\n  </file>\n</aigx-files>\n',
    );
    writeFileSync(join(repo, "sub/x.ts"), "x");
    // A root entry that checks SUB-1, a rule only the sub genome defines: X4, noted at SUB-1's definition.
    writeFileSync(
      join(repo, ".aigx/files.aigx"),
      '<aigx-files>\n  <file path="src/core/service.ts" domain="core">\n    <role>r</role>\n    <check>ARCH-1 SUB-1</check>\n  </file>\n</aigx-files>\n',
    );
    const ds = lintRepository(repo).diagnostics;
    const x4 = ds.find((d) => d.code === "X4")!;
    expect(x4).toMatchObject({ file: ".aigx/files.aigx", line: 2, node: "aigx:file:.aigx:src/core/service.ts" });
    expect(x4.notes).toEqual([
      {
        message: "rule SUB-1 is defined here, in sub/.aigx",
        file: "sub/.aigx/rules.aigx",
        line: 2,
        col: 3,
        node: "aigx:rule:SUB-1:sub/.aigx",
      },
    ]);
    const v7 = ds.find((d) => d.code === "V7")!;
    expect(v7).toMatchObject({ file: arch, line: 3, node: "aigx:rule:ARCH-1:.aigx" });
    expect(v7.notes).toEqual([
      { message: "rule ARCH-1 is first defined here", file: arch, line: 2, col: 3, node: "aigx:rule:ARCH-1:.aigx" },
    ]);
    const x6 = ds.find((d) => d.code === "X6")!;
    expect(x6).toMatchObject({ file: "sub/.aigx/rules.aigx", line: 3 });
    expect(x6.notes![0]).toMatchObject({ file: arch, line: 2 });
  });

  it("AIR-NAME-DUP notes the first cap grant of the name (a manifest's list)", () => {
    const w = digestWorld((k, n) => {
      if (k === "manifest")
        ((n.defaults as JsonObject).cap_grants as JsonObject[]).push(
          ((n.defaults as JsonObject).cap_grants as JsonObject[])[0]!,
        );
      return n;
    });
    const d = validateAir(w).diagnostics.find((x) => x.code === "AIR-NAME-DUP")!;
    expect(d.pointer).toBe("#manifest/defaults/cap_grants/2/name");
    expect(d.node).toBe("air:manifest");
    expect(d.notes).toEqual([expect.objectContaining({ pointer: "#manifest/defaults/cap_grants/0/name" })]);
  });

  it("AIR-NAME-DUP notes the first definition of a name defined twice", () => {
    const w = digestWorld();
    const [def, other] = w.nodes.filter((e) => e.node.$kind === "defschema");
    // The same name with another schema's type: a different definition, not a copy.
    w.nodes.push({
      ...def!,
      node: { ...def!.node, type: other!.node.type! } as JsonObject,
      file: "second.air.json",
      pointer: "#second",
    });
    const d = validateAir(w).diagnostics.find((x) => x.code === "AIR-NAME-DUP")!;
    expect(d).toMatchObject({
      file: "second.air.json",
      pointer: "#second/name",
      node: `air:defschema:${def!.node.name as string}`,
    });
    expect(d.notes).toEqual([expect.objectContaining({ file: def!.file, pointer: `${def!.pointer}/name` })]);
  });

  it("CORE-RULE-DUP names both rules' nodes: the repeat, and the first in its note", () => {
    const g = new Graph();
    const rule = { id: "R-1", text: "Use pnpm.", activation: "always", globs: [], sources: [] };
    g.add({ id: "a", kind: "core.Rule", attrs: rule, origin: { file: "AGENTS.md", line: 3, col: 1 } });
    g.add({ id: "b", kind: "core.Rule", attrs: rule, origin: { file: "CLAUDE.md", line: 7, col: 1 } });
    const ds = verifyCore.run(newRun("(core)", {}, { graph: g }).ctx) as Diagnostic[];
    const d = ds.find((x) => x.code === "CORE-RULE-DUP")!;
    expect(d).toMatchObject({ file: "CLAUDE.md", line: 7, node: "b" });
    expect(d.notes).toEqual([
      { message: "rule R-1 is first defined here", file: "AGENTS.md", line: 3, col: 1, node: "a" },
    ]);
  });
});

describe("the raising pass", () => {
  it("PassManager.run stamps each diagnostic with the step's name, keeping one a nested step set", async () => {
    const pm = new PassManager();
    await pm.run({ name: "x.verify", dialect: "x", kind: "verify" }, () => [
      { code: "AGC-ERROR", severity: "warning", message: "a" },
      { code: "AGC-ERROR", severity: "warning", message: "b", pass: "x.inner" },
    ]);
    expect(pm.diagnostics.map((d) => d.pass)).toEqual(["x.verify", "x.inner"]);
  });
});

describe("pictures mark the node a diagnostic names", () => {
  // Two nodes on one line: the old guess (the first node on the diagnostic's line) picks the wrong one.
  const g = new Graph();
  g.add({ id: "first", kind: "core.Rule", attrs: {}, origin: { file: "/r/AGENTS.md", line: 4, col: 1 } });
  g.add({ id: "second", kind: "core.Rule", attrs: {}, origin: { file: "/r/AGENTS.md", line: 4, col: 20 } });
  const at = {
    code: "CORE-RULE-DUP" as const,
    severity: "error" as const,
    message: "dup",
    file: "/r/AGENTS.md",
    line: 4,
    col: 20,
  };

  it("by its node id when it has one", () => {
    expect([...placeFailures(g, [{ ...at, node: "second" }]).byNode.keys()]).toEqual(["second"]);
  });
  it("by the old guess from its location when it has none (the fallback)", () => {
    expect([...placeFailures(g, [at]).byNode.keys()]).toEqual(["first"]);
  });
  it("agentc graph draws the duplicate skill failed, and the first one not", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "a.aix"), EXAMPLE.replace('name: "book_callback"', 'name: "search_docs"'));
    const r = await agentcInProcess(["graph", join(dir, "a.aix"), "-o", join(dir, "g.dot")]);
    expect(r.status, r.stderr).toBe(0);
    const dot = readFileSync(join(dir, "g.dot"), "utf8").split("\n");
    const failed = dot.filter((l) => l.includes(' failed"')).map((l) => /tooltip="([^\\"]+)/.exec(l)?.[1]);
    expect(failed).toContain("aix:skill:1");
    expect(failed).not.toContain("aix:skill:0");
  });
  it("by the guess when its node id is not in the graph", () => {
    expect([...placeFailures(g, [{ ...at, node: "gone" }]).byNode.keys()]).toEqual(["first"]);
  });
});

describe("rendering a note without a source", () => {
  it("prints the note and its location even when the file's text is not at hand", () => {
    const text = renderDiagnostic({
      code: "V7",
      severity: "error",
      message: "dup",
      file: "a.aigx",
      line: 3,
      col: 3,
      notes: [{ message: "first defined here", file: "a.aigx", line: 2, col: 3 }],
    });
    expect(text.split("\n")).toEqual([
      "error[V7]: dup",
      " --> a.aigx:3:3",
      "  = note: first defined here",
      " --> a.aigx:2:3",
    ]);
  });
  it("quotes the note's line from the sources", () => {
    const text = renderDiagnostic(
      {
        code: "V7",
        severity: "error",
        message: "dup",
        file: "a.aigx",
        line: 3,
        col: 3,
        endCol: 9,
        notes: [{ message: "first defined here", file: "a.aigx", line: 2, col: 3, endCol: 9 }],
      },
      { sources: new Map([["a.aigx", "<x>\n  <rule>\n  <rule>\n"]]) },
    );
    expect(text).toContain("  = note: first defined here\n --> a.aigx:2:3\n  |\n1 | <x>\n2 |   <rule>\n  |   ------");
  });
});
