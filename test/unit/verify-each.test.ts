/**
 * The pass manager owns every step (issue 38): it runs a dialect's verifier after every pass that
 * produced that dialect's nodes (read → the format's `verify`, raise → `core.verify`, lower → the
 * format's `verifyTarget`), as MLIR's -verify-each does, and every command's pipeline (convert, emit,
 * import, aigx export, roundtrip) lists its read, verify, raise/lower, write and check steps.
 * `verifyEach: false` (benchmarks only) turns the automatic verifiers off.
 */
import { cpSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convert, parse, registerFormat, roundtrip } from "../../src/api.js";
import { ConvertError } from "../../src/pipeline/convert.js";
import { emitRun } from "../../src/pipeline/emit.js";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { newRun, runPass } from "../../src/pipeline/run-context.js";
import { formatPasses } from "../../src/pipeline/format-passes.js";
import { formatNamed } from "../../src/formats/registry.js";
import type { PipelineStep } from "../../src/pipeline/pass-manager.js";
import type { Graph } from "../../ir/graph/graph.js";
import { useBrokenToyFormat } from "../support/toy-broken-format.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const AGENT = join(repoRoot, "examples/support-agent.aix");
const GENOME = join(repoRoot, "test/fixtures/corpus/aigx/examples/sourcing-app");
const REPO = join(repoRoot, "test/fixtures/realworld/supabase__supabase");

useBrokenToyFormat(registerFormat);

const names = (steps: readonly PipelineStep[]): string[] => steps.map((s) => s.name);
const kinds = (steps: readonly PipelineStep[]): string[] => steps.map((s) => s.kind);
/** The step right after each step named `after` (what the pass manager ran after it). */
const nextAfter = (steps: readonly PipelineStep[], after: string): Array<string | undefined> =>
  steps.flatMap((s, i) => (s.name === after ? [steps[i + 1]?.name] : []));

describe("a dialect's verifier runs after every pass that produced its nodes", () => {
  it("catches a lowering that leaves an invalid node, with no verifier named by the pipeline", async () => {
    const out = join(tempDir(), "agent.toy");
    const e = await convert(AGENT, "toy-broken", { output: out }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(ConvertError);
    const err = e as ConvertError;
    expect(err.code).toBe("AGC-CONVERT-OUTPUT");
    expect(err.message).toMatch(/TOY-BROKEN output does not validate/);
    expect(err.diagnostics.map((d) => d.code)).toContain("TOY-NAME");
    // The verifier ran right after the lowering, failed, and nothing after it ran (nothing written).
    expect(names(err.pipeline).slice(-2)).toEqual(["toy-broken.lower", "toy.verify"]);
    expect(err.pipeline.at(-1)).toMatchObject({ kind: "verify", dialect: "toy", verdict: "failed" });
    expect(kinds(err.pipeline)).not.toContain("write");
    expect(existsSync(out)).toBe(false);
  });

  it("verifyEach: false runs no verifier: the same broken lowering is written (benchmarks only)", async () => {
    const out = join(tempDir(), "agent.toy");
    const r = await convert(AGENT, "toy-broken", { output: out, verifyEach: false });
    expect(kinds(r.pipeline)).toEqual(["read", "raise", "lower", "write", "check"]);
    expect(readFileSync(out, "utf8")).toBe("role: nameless\n");
    const air = await convert(AGENT, "air", { write: false, verifyEach: false });
    expect(names(air.pipeline)).toEqual(["aix.read", "aix.raise", "air.lower", "air.write", "air.store-hashes"]);
  });

  it("a verifier the pass manager has just run is not run again when the pipeline names it next", async () => {
    const aix = (await formatNamed("aix"))!;
    const run = newRun(AGENT);
    expect(await runPass(run, formatPasses(aix).read)).toBe(true);
    for (const p of aix.verify) expect(await runPass(run, p)).toBe(true);
    expect(names(run.pm.steps)).toEqual(["aix.read", "aix.validate"]);
    // After another pass it runs again: the graph may have changed.
    await runPass(run, aix.raise!);
    expect(names(run.pm.steps)).toEqual(["aix.read", "aix.validate", "aix.raise", "core.verify"]);
  });
});

describe("every command's pipeline lists every step", () => {
  it("convert: read, verify, raise, verify, lower, verify, write, check", async () => {
    const r = await convert(AGENT, "air", { write: false });
    expect(kinds(r.pipeline)).toEqual(["read", "verify", "raise", "verify", "lower", "verify", "write", "check"]);
    expect(names(r.pipeline)).toEqual([
      "aix.read",
      "aix.validate",
      "aix.raise",
      "core.verify",
      "air.lower",
      "air.validate",
      "air.write",
      "air.store-hashes",
    ]);
  });

  it("emit: core's verifier, the lowering (and its verifier where declared), the writer and the checks", async () => {
    const graph = async (): Promise<Graph> => (await convert(AGENT, "air", { write: false })).graph;
    // The graph holds aix, core and air nodes; written as UAIX it is lowered from its core nodes.
    const r = await emitRun(await graph(), "uaix");
    expect(kinds(r.pipeline).slice(0, 3)).toEqual(["verify", "lower", "write"]);
    expect(names(r.pipeline).slice(0, 3)).toEqual(["core.verify", "uaix.lower", "uaix.write"]);
    expect(kinds(r.pipeline).slice(3).length).toBeGreaterThan(0);
    expect(
      kinds(r.pipeline)
        .slice(3)
        .every((k) => k === "check"),
    ).toBe(true);
    // A graph of the format's own dialect is verified by the format's target verifier, then written and checked.
    const again = await emitRun(await graph(), "air");
    expect(names(again.pipeline)).toEqual(["air.validate", "air.write", "air.store-hashes"]);
    const off = await emitRun(await graph(), "uaix", { verifyEach: false });
    expect(kinds(off.pipeline).slice(0, 2)).toEqual(["lower", "write"]);
  });

  it("parse: the read and the read's verifier", async () => {
    const r = await parse(AGENT);
    expect(names(r.pipeline)).toEqual(["aix.read", "aix.validate"]);
    expect(r.ok).toBe(true);
  });

  it("import: each file read, verified, raised and core-verified; the genome lowered, written and checked", async () => {
    const repo = tempDir();
    cpSync(REPO, repo, { recursive: true });
    const r = await importRepository(repo, { write: false });
    expect(r.ok).toBe(true);
    const steps = names(r.pipeline);
    for (const f of ["agents-md", "cursor", "copilot"]) {
      expect(nextAfter(r.pipeline, `${f}.read`).every((n) => n === `${f}.verify`)).toBe(true);
      expect(nextAfter(r.pipeline, `${f}.raise`).every((n) => n === "core.verify")).toBe(true);
      expect(steps).toContain(`${f}.raise`);
    }
    const tail = steps.slice(steps.lastIndexOf("aigx.lower") - 1);
    expect(tail).toEqual(["core.verify", "aigx.lower", "aigx.write", "aigx.parity"]);
  });

  it("aigx export: the genome read, linted, raised, core-verified; each target lowered, written and checked", async () => {
    const repo = tempDir();
    cpSync(REPO, repo, { recursive: true });
    await importRepository(repo);
    const r = await exportGenome(repo, ["cursor", "claude-md"], repo, { dryRun: true });
    const steps = names(r.pipeline);
    expect(steps.slice(0, 4)).toEqual(["aigx.read", "aigx.lint", "aigx.raise", "core.verify"]);
    for (const t of ["cursor", "claude-md"]) {
      const at = steps.indexOf(`${t}.lower`);
      expect(at).toBeGreaterThan(3);
      expect(r.pipeline[at + 1]).toMatchObject({ kind: "write" });
      expect(r.pipeline[at + 2]).toMatchObject({ kind: "check" });
    }
    expect(kinds(r.pipeline).filter((k) => k === "write").length).toBe(2);
  });

  it("roundtrip: read, the read's verifier, the round trip", async () => {
    const r = await roundtrip(AGENT);
    expect(names(r.pipeline)).toEqual(["aix.read", "aix.validate", "aix.roundtrip"]);
  });

  it("the CLI's --json shows them: import and aigx export", async () => {
    const repo = tempDir();
    cpSync(REPO, repo, { recursive: true });
    const imported = JSON.parse((await agentcInProcess(["--json", "import", repo])).stdout).result
      .pipeline as PipelineStep[];
    expect(names(imported)).toEqual(
      expect.arrayContaining([
        "cursor.read",
        "cursor.verify",
        "cursor.raise",
        "core.verify",
        "aigx.lower",
        "aigx.write",
        "aigx.parity",
      ]),
    );
    const exported = JSON.parse(
      (await agentcInProcess(["--json", "aigx", "export", "--root", repo, "--format", "cursor", "--dry-run"])).stdout,
    ).result.pipeline as PipelineStep[];
    expect(names(exported)).toEqual(
      expect.arrayContaining([
        "aigx.read",
        "aigx.lint",
        "aigx.raise",
        "core.verify",
        "cursor.lower",
        "cursor.write",
        "cursor.reread",
      ]),
    );
  });
});
