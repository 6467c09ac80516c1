/**
 * The pipeline as users meet it: `agentc passes`, the pipeline in --json results,
 * no temporary files (TMPDIR pointing nowhere), emit for every format, one place
 * that writes (refusing to overwrite), and --fail-on-loss that does not count what
 * the target regenerates.
 * The CLI runs in this process (test/support/cli.ts `agentcInProcess`, which sets the environment and
 * the working directory for the run): TMPDIR is read when a temporary file would be made (os.tmpdir()),
 * never at load, so pointing it nowhere here is what it is for a process; the launcher's code cache
 * under a missing TMPDIR is code-cache.test.ts's. cli-contract.test.ts spawns the CLI for exit codes.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convert, emit, parse, roundtrip, validate } from "../../src/api.js";
import type { Origin } from "../../ir/graph/origin.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const AGENT = join(repoRoot, "examples/support-agent.aix");
const BUNDLE = join(repoRoot, "examples/session.aegx");
const GENOME = join(repoRoot, "test/fixtures/corpus/aigx/examples/sourcing-app");
const WORLD = join(repoRoot, "test/fixtures/air/digest");
const PACKAGE = join(repoRoot, "golden/convert/support-agent.uaix");
const NO_TMP = { TMPDIR: "/nonexistent/agentc-tmp", TMP: "/nonexistent/agentc-tmp", TEMP: "/nonexistent/agentc-tmp" };

interface Step {
  name: string;
  dialect: string;
  kind: string;
  verdict: string;
  ms: number;
}

describe("agentc passes", () => {
  it("lists every pass of aix, aigx, uaix, aegx, air and core, as {name, dialect, description} in --json", async () => {
    const r = await agentcInProcess(["--json", "passes"]);
    expect(r.status).toBe(0);
    const passes = JSON.parse(r.stdout).result as Array<{
      name: string;
      dialect: string;
      kind: string;
      description: string;
    }>;
    for (const d of ["aix", "aigx", "uaix", "aegx", "air", "core"])
      expect(
        passes.some((p) => p.dialect === d),
        d,
      ).toBe(true);
    for (const p of passes) {
      expect(p.name.startsWith(`${p.dialect}.`)).toBe(true);
      expect(p.description.length).toBeGreaterThan(10);
    }
    expect(passes.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        "aix.raise",
        "air.lower",
        "uaix.raise",
        "uaix.lower",
        "aigx.raise",
        "aigx.lower",
        "core.verify",
        "aegx.verify",
        "air.validate",
      ]),
    );
    expect((await agentcInProcess(["passes", "--dialect", "core"])).stdout).toMatch(/^core\.verify\s+verify\s+/m);
  });
});

describe("the pipeline in results", () => {
  it("agentc --json convert agent.aix --to air shows at least five steps through aix, core and air, in order", async () => {
    const out = join(tempDir(), "agent.air");
    const r = await agentcInProcess(["--json", "convert", AGENT, "--to", "air", "-o", out]);
    expect(r.status).toBe(0);
    const steps = JSON.parse(r.stdout).result.pipeline as Step[];
    expect(steps.length).toBeGreaterThanOrEqual(5);
    expect(steps.map((s) => s.name)).toEqual([
      "aix.read",
      "aix.validate",
      "aix.raise",
      "core.verify",
      "air.lower",
      "air.validate",
      "air.write",
      "air.store-hashes",
    ]);
    expect([...new Set(steps.map((s) => s.dialect))]).toEqual(["aix", "core", "air"]);
    for (const s of steps) {
      expect(s.verdict).not.toBe("failed");
      expect(s.ms).toBeGreaterThanOrEqual(0);
    }
  });

  it("validate and roundtrip carry their pipeline too; a failed conversion reports how far it ran", async () => {
    expect(
      (JSON.parse((await agentcInProcess(["--json", "validate", AGENT])).stdout).result.pipeline as Step[]).map(
        (s) => s.name,
      ),
    ).toEqual(["aix.read", "aix.validate"]);
    expect(
      (JSON.parse((await agentcInProcess(["--json", "roundtrip", GENOME])).stdout).result.pipeline as Step[]).map(
        (s) => s.name,
      ),
    ).toEqual(["aigx.read", "aigx.lint", "aigx.roundtrip"]);
    const bad = join(tempDir(), "bad.aix");
    writeFileSync(bad, readFileSync(AGENT, "utf8").replace(/name: .*/, "name: 42"));
    const r = await agentcInProcess(["--json", "convert", bad, "--to", "air", "-o", join(tempDir(), "x.air")]);
    expect(r.status).toBe(1);
    const steps = JSON.parse(r.stdout).result.pipeline as Step[];
    expect(steps.at(-1)).toMatchObject({ name: "aix.validate", verdict: "failed" });
  });

  it("--print-pipeline traces each step after it ran", async () => {
    const r = await agentcInProcess([
      "convert",
      AGENT,
      "--to",
      "uaix",
      "-o",
      join(tempDir(), "a.uaix"),
      "--print-pipeline",
    ]);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/\/\/ after aix\.raise \(aix, raise\): ok/);
    expect(r.stdout).toMatch(/core\s+verify\s+core\.verify\s+ok/);
  });
});

describe("no temporary files: TMPDIR points at a directory that does not exist", () => {
  it("convert to every target, roundtrip every format and aigx fmt still work", async () => {
    const dir = tempDir();
    for (const to of ["air", "uaix", "aigx", "aix"])
      expect(
        (await agentcInProcess(["convert", AGENT, "--to", to, "-o", join(dir, `out-${to}`)], { env: NO_TMP })).status,
        to,
      ).toBe(0);
    for (const input of [AGENT, BUNDLE, GENOME, WORLD, PACKAGE])
      expect((await agentcInProcess(["roundtrip", input], { env: NO_TMP })).status, input).toBe(0);
    const fmt = await agentcInProcess(["aigx", "fmt", "--root", GENOME, "-o", join(dir, "fmt")], { env: NO_TMP });
    expect(fmt.status, fmt.stderr).toBe(0);
    const zip = join(dir, "ev.aegx.zip");
    expect((await agentcInProcess(["--evidence", zip, "validate", AGENT], { env: NO_TMP })).status).toBe(0);
    expect((await agentcInProcess(["--evidence", zip, "validate", AGENT], { env: NO_TMP })).status).toBe(0);
    expect((await agentcInProcess(["aegx", "verify", zip])).status).toBe(0);
  });
});

describe("emit writes every format from a graph", () => {
  for (const [format, input] of [
    ["aix", AGENT],
    ["aigx", GENOME],
    ["uaix", PACKAGE],
    ["aegx", BUNDLE],
    ["air", WORLD],
  ] as const) {
    it(`${format}: parse → emit → the written output validates as the same format`, async () => {
      const { graph } = await parse(input);
      const out = join(tempDir(), `out.${format === "aigx" ? "genome" : format}`);
      const files = await emit(graph, format, { output: out });
      expect(files.files.length).toBeGreaterThan(0);
      const v = await validate(out, { format });
      if (format === "aigx")
        expect(v.diagnostics.filter((d) => d.severity === "error").every((d) => d.code === "V5")).toBe(true);
      else expect(v.exitCode, JSON.stringify(v.diagnostics.slice(0, 3))).toBe(0);
    });
  }
  it("a graph holding core nodes is lowered first; one without them cannot be", async () => {
    const r = await convert(AGENT, "air", { write: false });
    expect(r.written).toEqual([]);
    expect(r.graph.dialects()).toEqual(["aix", "air", "core"]);
    const out = join(tempDir(), "from-graph.uaix");
    await emit(r.graph, "uaix", { output: out });
    expect((await validate(out)).exitCode).toBe(0);
    const { graph } = await parse(AGENT);
    await expect(emit(graph, "air")).rejects.toMatchObject({ code: "AGC-EMIT" });
  });
});

describe("one place writes", () => {
  it("refuses an existing output without --force and leaves it untouched; replaces it with --force", async () => {
    const out = join(tempDir(), "agent.uaix");
    writeFileSync(out, "precious");
    await expect(convert(AGENT, "uaix", { output: out })).rejects.toMatchObject({ code: "AGC-OUTPUT-EXISTS" });
    expect(readFileSync(out, "utf8")).toBe("precious");
    const r = await agentcInProcess(["convert", AGENT, "--to", "uaix", "-o", out]);
    expect(r.status).toBe(1);
    expect(readFileSync(out, "utf8")).toBe("precious");
    await convert(AGENT, "uaix", { output: out, force: true });
    expect(readFileSync(out).subarray(0, 2).toString("latin1")).toBe("PK");
  });

  it("the default output goes beside the input, not into the working directory", async () => {
    const dir = tempDir();
    cpSync(AGENT, join(dir, "support-agent.aix"));
    const r = await agentcInProcess(["convert", join(dir, "support-agent.aix"), "--to", "uaix"], { cwd: tempDir() });
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(join(dir, "support-agent.uaix"))).toBe(true);
  });

  it("--fail-on-loss ignores what the target regenerates (checksum, signature) and fails on real losses", async () => {
    const minimal = join(tempDir(), "minimal.aix");
    const src = readFileSync(AGENT, "utf8");
    writeFileSync(minimal, src);
    const air = await convert(minimal, "air", { output: join(tempDir(), "m.air"), write: false }).catch(
      (e: { code: string }) => e,
    );
    expect(air).toMatchObject({ ledger: expect.anything() });
    const ledger = (
      air as { ledger: { minimal(): Array<{ pointer: string; regenerated?: boolean }> } }
    ).ledger.minimal();
    expect(ledger.find((e) => e.pointer === "/security/checksum")).toMatchObject({ regenerated: true });
    // AIX → AIX loses nothing: only regenerated fields could be in its ledger, so --fail-on-loss passes.
    await expect(
      convert(minimal, "aix", { output: join(tempDir(), "m.aix.yaml"), failOnLoss: true }),
    ).resolves.toMatchObject({ to: "aix" });
    // AIX → AIR loses real fields (MCP servers): --fail-on-loss refuses and writes nothing.
    const out = join(tempDir(), "m2.air");
    await expect(convert(minimal, "air", { output: out, failOnLoss: true })).rejects.toMatchObject({
      code: "AGC-LOSS",
    });
    expect(existsSync(out)).toBe(false);
  });

  it("the library's roundtrip runs in memory for every format", async () => {
    for (const input of [AGENT, BUNDLE, GENOME, WORLD, PACKAGE])
      expect((await roundtrip(input)).identical, input).toBe(true);
  });
});

describe("convert --graph", () => {
  it("draws the pipeline that ran (every step, grouped by dialect) and the ledger's losses", async () => {
    const dir = tempDir();
    const r = await agentcInProcess([
      "convert",
      AGENT,
      "--to",
      "air",
      "-o",
      join(dir, "a.air"),
      "--graph",
      join(dir, "pipeline.dot"),
    ]);
    expect(r.status, r.stderr).toBe(0);
    const dot = readFileSync(join(dir, "pipeline.dot"), "utf8");
    for (const step of ["aix.read", "aix.raise", "core.verify", "air.lower", "air.validate", "air.write"])
      expect(dot).toContain(step);
    expect(dot).toContain("/mcp/servers/0");
    const failed = await agentcInProcess([
      "convert",
      join(repoRoot, "test/fixtures/corpus/aix/reference-head/axiom-agent.aix.json"),
      "--to",
      "air",
      "-o",
      join(dir, "b.air"),
      "--graph",
      join(dir, "failed.mmd"),
    ]);
    expect(failed.status).toBe(1);
    expect(readFileSync(join(dir, "failed.mmd"), "utf8")).toMatch(/aix\.validate/);
  });
});

describe("nodes read from text carry their span", () => {
  it("file, line, column and end, for every node kind that comes from a text file", async () => {
    for (const input of [AGENT, GENOME, BUNDLE, WORLD]) {
      const { graph } = await parse(input);
      const fromText = graph.nodes().filter((n) => n.origin?.line !== undefined);
      expect(fromText.length, input).toBeGreaterThan(1);
      for (const n of fromText) {
        const s = n.origin! as Required<Origin>;
        expect(n.origin!.file, n.id).toBeTruthy();
        expect(s.endLine, `${n.id} has an end`).toBeGreaterThanOrEqual(s.line);
        if (s.endLine === s.line) expect(s.endCol!).toBeGreaterThan(s.col);
      }
    }
    const { graph } = await parse(AGENT);
    const skill = graph.get("aix:skill:1")!;
    const text = readFileSync(AGENT, "utf8").split("\n");
    expect(text[skill.origin!.line! - 1]).toMatch(/name:/);
  });
});
