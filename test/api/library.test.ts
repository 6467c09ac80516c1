/**
 * The library as its users import it: from "agentc-compiler" (the package's own name, resolved through the
 * `exports` of package.json to the build in dist/), never from source paths. Each test is a use the
 * README documents, checked against what can be seen without agentc (the files on disk, node:crypto).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  AgentcError,
  BundleWriter,
  convert,
  emit,
  exportGenome,
  formatNames,
  importRepository,
  initBundle,
  listPasses,
  parse,
  roundtrip,
  ruleTargets,
  validate,
  verifyBundle,
} from "agentc-compiler";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const AGENT = join(repoRoot, "examples/support-agent.aix");
const BUNDLE = join(repoRoot, "examples/session.aegx");
const sha256 = (b: Uint8Array): string => createHash("sha256").update(b).digest("hex");

/** Every file under a directory with its bytes, by relative path. */
function tree(dir: string): Map<string, Buffer> {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(join(dir, f)).isFile()).sort();
  return new Map(files.map((f) => [f, readFileSync(join(dir, f))]));
}

/** The AgentcError a promise rejects with. */
async function rejection(p: Promise<unknown>): Promise<AgentcError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AgentcError);
    return e as AgentcError;
  }
  throw new Error("expected the call to fail");
}

describe('import { … } from "agentc-compiler"', () => {
  it("resolves to the built package, not the sources", async () => {
    const resolved = import.meta.resolve("agentc-compiler");
    expect(resolved).toMatch(/\/dist\/src\/index\.js$/);
    expect(formatNames()).toEqual(expect.arrayContaining(["aix", "aigx", "uaix", "aegx", "air", "agents-md", "claude-md", "cursor", "copilot"]));
  });

  it("parse → emit → validate: an AEGX bundle read into the graph and written again keeps every record", async () => {
    const { format, graph, diagnostics } = await parse(BUNDLE);
    expect(format).toBe("aegx");
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const records = [...graph.nodes("aegx.Record")];
    const lines = readFileSync(join(BUNDLE, "records.jsonl"), "utf8").trim().split("\n");
    expect(records.map((r) => r.attrs.type)).toEqual(lines.map((l) => (JSON.parse(l) as { type: string }).type));

    const copy = join(tempDir(), "copy.aegx");
    await emit(graph, "aegx", { output: copy });
    // A canonical bundle written again is the same bytes (blobs/.keep is the reference's placeholder for an empty folder).
    const original = tree(BUNDLE);
    original.delete("blobs/.keep");
    expect(tree(copy)).toEqual(original);
    const report = await validate(copy, { strict: true });
    expect(report).toMatchObject({ format: "aegx", ok: true, exitCode: 0 });
    expect(report.pipeline.map((s) => s.verdict)).not.toContain("fail");
  });

  it("convert: the pipeline's steps, the loss ledger, and the files it wrote", async () => {
    const output = join(tempDir(), "agent.air");
    const r = await convert(AGENT, "air", { output, profile: "aos" });
    expect(r).toMatchObject({ ok: true, from: "aix", to: "air", output });
    const kinds = r.pipeline.map((s) => s.kind);
    expect(kinds).toEqual(expect.arrayContaining(["raise", "lower"]));
    expect(kinds.indexOf("raise")).toBeLessThan(kinds.indexOf("lower"));
    for (const step of r.pipeline) expect(step.ms).toBeGreaterThanOrEqual(0);
    expect(r.ledger.sorted().length).toBeGreaterThan(0);
    for (const lost of r.ledger.sorted()) expect(lost.pointer).toMatch(/^(\/|$)/);
    // What it says it wrote is on disk, byte for byte, and every stored node is named by its sha256.
    expect(r.written.length).toBeGreaterThan(3);
    for (const [path, bytes] of r.written) expect(readFileSync(path).equals(Buffer.from(bytes))).toBe(true);
    const store = join(output, ".store/nodes/sha256");
    for (const f of readdirSync(store)) expect(sha256(readFileSync(join(store, f)))).toBe(f);

    // Converting again onto the same output is refused (no overwrite without force), and nothing changes.
    const before = tree(output);
    const refused = await rejection(convert(AGENT, "air", { output }));
    expect(refused.code).toBe("AGC-OUTPUT-EXISTS");
    expect(tree(output)).toEqual(before);
  });

  it("roundtrip: an AIX agent written and read again in memory is the same agent", async () => {
    const r = await roundtrip(AGENT);
    expect(r).toMatchObject({ ok: true, format: "aix", identical: true, differences: [] });
  });

  it("listPasses: every pass is a named value with its dialect and a description", async () => {
    const passes = await listPasses();
    expect(passes.length).toBeGreaterThan(20);
    expect(new Set(passes.map((p) => p.name)).size).toBe(passes.length);
    for (const p of passes) {
      expect(p.name).toMatch(/\S/);
      expect(p.dialect).toMatch(/^[a-z][a-z-]*$/);
      expect(p.description).toMatch(/\S/);
    }
    for (const d of ["aix", "aigx", "uaix", "aegx", "air", "core"]) expect(passes.some((p) => p.dialect === d)).toBe(true);
  });

  it("failures agentc means are AgentcErrors with a code and the CLI's exit code", async () => {
    const missing = await rejection(parse(join(tempDir(), "nope.aix")));
    expect(missing.code).toMatch(/^AGC-IO-/);
    expect(missing.exitCode).toBe(4);
    const unknown = await rejection(convert(AGENT, "pdf"));
    expect(unknown.code).toBe("AGC-USAGE");
    expect(unknown.message).toContain("pdf");
    expect(unknown.exitCode).toBe(2);
  });

  it("the README's AEGX example: a bundle written with BundleWriter verifies, its blob stored under its sha256", async () => {
    const dir = join(tempDir(), "run.aegx");
    initBundle(dir);
    const w = await BundleWriter.open(dir);
    const start = w.append({ type: "SessionStart", principal: "SYS", payload: { inline: { reason: "start" } } });
    const blob = w.addBlob(Buffer.from("output"));
    w.append({ type: "FileWrite", principal: "TOOL", parents: [start.recordId], payload: { blob, mime: "text/plain", size: 6 } });
    w.close();
    expect(blob).toBe(sha256(Buffer.from("output")));
    expect(readFileSync(join(dir, "blobs", blob), "utf8")).toBe("output");
    const { ok, exitCode, diagnostics, stats } = await verifyBundle(dir);
    expect({ ok, exitCode, diagnostics }).toEqual({ ok: true, exitCode: 0, diagnostics: [] });
    expect(stats.records).toBe(2);
  });

  it("importRepository → exportGenome: a repository's rules brought into a genome and written for another agent", async () => {
    const repo = join(repoRoot, "test/fixtures/realworld/cline__cline");
    const genome = join(tempDir(), "genome");
    const imported = await importRepository(repo, { output: genome });
    expect(imported.ok).toBe(true);
    expect(existsSync(join(genome, ".aigx"))).toBe(true);
    expect(await ruleTargets()).toEqual(expect.arrayContaining(["agents-md", "cursor", "copilot", "kiro"]));
    const project = tempDir();
    const exported = await exportGenome(genome, ["agents-md"], project);
    expect(exported.ok).toBe(true);
    expect(exported.files.map((f) => f.path)).toContain("AGENTS.md");
    // The rules' text reached the exported file.
    const firstLine = readFileSync(join(repo, ".clinerules/bun-and-node.md"), "utf8").split("\n").find((l) => /\w{4}/.test(l) && !l.startsWith("#"))!;
    expect(readFileSync(join(project, "AGENTS.md"), "utf8")).toContain(firstLine.trim());
  });
});
