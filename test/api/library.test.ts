/**
 * The library as its users import it: from "agentc-compiler" (the package's own name, resolved through the
 * `exports` of package.json to the build in dist/), never from source paths. Each test is a use the
 * README documents, checked against what can be seen without agentc (the files on disk, node:crypto).
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
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
import {
  addAegxBlob,
  addAegxRecord,
  appendAegxJsonl,
  buildAir,
  checkAix,
  checksumAix,
  decodeAirNode,
  diffAir,
  drawInput,
  exportAegxZip,
  exportRuleFile,
  formatAix,
  formatGenome,
  generateKeyPair,
  hashAir,
  importAegxZip,
  initAegx,
  initUaix,
  lintGenome,
  packUaixDirectory,
  pictureFormatOf,
  repairAegx,
  resolveInGenome,
  signAix,
  summarizeAegxBundle,
  unpackUaixPackage,
  validateAirWorld,
  verifyAegx,
  verifyAix,
  verifyUaix,
} from "agentc-compiler";
import { parse as parseYaml } from "yaml";
import { packageDir } from "../support/uaix-fixture.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const AGENT = join(repoRoot, "examples/support-agent.aix");
const BUNDLE = join(repoRoot, "examples/session.aegx");
const sha256 = (b: Uint8Array): string => createHash("sha256").update(b).digest("hex");

/** Every file under a directory with its bytes, by relative path. */
function tree(dir: string): Map<string, Buffer> {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
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
    expect(formatNames()).toEqual(
      expect.arrayContaining(["aix", "aigx", "uaix", "aegx", "air", "agents-md", "claude-md", "cursor", "copilot"]),
    );
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
    for (const d of ["aix", "aigx", "uaix", "aegx", "air", "core"])
      expect(passes.some((p) => p.dialect === d)).toBe(true);
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
    w.append({
      type: "FileWrite",
      principal: "TOOL",
      parents: [start.recordId],
      payload: { blob, mime: "text/plain", size: 6 },
    });
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
    const firstLine = readFileSync(join(repo, ".clinerules/bun-and-node.md"), "utf8")
      .split("\n")
      .find((l) => /\w{4}/.test(l) && !l.startsWith("#"))!;
    expect(readFileSync(join(project, "AGENTS.md"), "utf8")).toContain(firstLine.trim());
  });
});

/**
 * The per-format operations the CLI runs, called as a library user would (in this process, from the
 * built package). Each is checked against what agentc did not compute: bytes on disk, node:crypto,
 * the yaml package's reading of the same file.
 */
describe("the per-format operations of the API", () => {
  const corpus = (...p: string[]): string => join(repoRoot, "test/fixtures/corpus", ...p);

  it("AIX: checkAix, checksumAix (written, then tampered with), signAix, verifyAix with and without a trusted key, formatAix", async () => {
    const dir = tempDir();
    const file = join(dir, "agent.aix");
    cpSync(AGENT, file);
    expect((await checkAix(file)).report.valid).toBe(true);
    const computed = await checksumAix(file, { algorithm: "sha256" });
    expect(computed.ok && computed.value).toMatch(/^[0-9a-f]{64}$/);
    const written = await checksumAix(file, { algorithm: "sha256", write: true });
    expect(written).toMatchObject({ ok: true, file, how: "edited in place (comments kept)" });
    const text = readFileSync(file, "utf8");
    expect(text).toContain(computed.ok ? computed.value : "?");
    expect(text).toContain("# Example agent for `npm run demo`"); // the comment kept
    expect(await verifyAix(file)).toMatchObject({ ok: true, verdict: "verified" });

    const keys = await generateKeyPair("ed25519");
    const signed = await signAix(file, {
      privateKeyPem: keys.privateKeyPem,
      signer: "ci",
      timestamp: "2026-01-01T00:00:00Z",
    });
    expect(signed).toMatchObject({ ok: true, algorithm: expect.stringMatching(/ed25519/i), signer: "ci" });
    expect(await verifyAix(file)).toMatchObject({ ok: true, verdict: "signer not verified", signer: "ci" });
    const trusted = await verifyAix(file, { trust: { pubkeys: [{ pem: keys.publicKeyPem, source: "test key" }] } });
    expect(trusted).toMatchObject({ ok: true, verdict: "verified", signerVerified: true });
    expect("notCovered" in trusted && trusted.notCovered).toContain("security.signature.signer");

    // One changed word after signing: the checksum no longer matches.
    writeFileSync(file, readFileSync(file, "utf8").replace("friendly and precise", "friendly and vague"));
    const tampered = await verifyAix(file, { trust: { pubkeys: [{ pem: keys.publicKeyPem, source: "test key" }] } });
    expect(tampered).toMatchObject({ ok: false, verdict: "FAILED" });
    expect(tampered.diagnostics.map((d) => d.code)).toContain("CHECKSUM_MISMATCH");

    const json = await formatAix(AGENT, { to: "json" });
    expect(json.ok).toBe(true);
    expect(JSON.parse(json.ok ? json.text : "null")).toEqual(parseYaml(readFileSync(AGENT, "utf8")));
  });

  it("AIR: buildAir stores each node under its own sha256, re-verified; validateAirWorld, hashAir, decodeAirNode, diffAir", async () => {
    const world = corpus("air/worlds/8a8a4e51/examples/03-fetch-notify/air");
    const out = join(tempDir(), "built");
    const built = await buildAir(world, { output: out });
    expect(built).toMatchObject({ ok: true, world: out });
    const store = join(out, ".store/nodes/sha256");
    const stored = readdirSync(store);
    expect(stored.length).toBeGreaterThanOrEqual(5);
    for (const name of stored) expect(sha256(readFileSync(join(store, name)))).toBe(name);
    expect((await validateAirWorld(out)).ok).toBe(true);
    const node = await decodeAirNode(join(store, stored[0]!));
    expect(node.text.length).toBeGreaterThan(2);
    expect(typeof node.node).toBe("object");
    const same = await diffAir(world, world);
    expect(same.ok && (same.patch.patches as unknown[]).length).toBe(0);
    const hashes = await hashAir(join(world, "schemas.air.json"));
    const rows = [...hashes.rows()];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it("UAIX: initUaix writes the templates; packUaixDirectory, verifyUaix, unpackUaixPackage give back every file byte for byte", async () => {
    const started = join(tempDir(), "new");
    const init = await initUaix(started);
    expect(init.files.length).toBeGreaterThan(3);
    for (const f of init.files) expect(existsSync(join(started, f))).toBe(true);

    const src = packageDir(["persona_profile"]);
    const pkg = join(tempDir(), "p.uaix");
    const packed = await packUaixDirectory(src, pkg, { scopes: ["persona_profile"] });
    expect(packed.ok).toBe(true);
    const v = await verifyUaix(pkg);
    expect(v.verdict).not.toBe("no-op");
    const into = join(tempDir(), "out");
    await unpackUaixPackage(pkg, into);
    const given = tree(src);
    const back = tree(into);
    expect(given.size).toBeGreaterThan(3);
    for (const [rel, bytes] of given)
      if (!rel.startsWith(".uaix")) expect(back.get(rel)?.equals(bytes), rel).toBe(true);
  });

  it("AEGX: initAegx, addAegxBlob (stored under its sha256), addAegxRecord, appendAegxJsonl, verifyAegx, the zip and back, summary, repair", async () => {
    const dir = join(tempDir(), "run.aegx");
    await initAegx(dir, { createdAt: "2026-01-01T00:00:00Z" });
    const data = Buffer.from("output of a tool");
    const blob = await addAegxBlob(dir, data);
    expect(blob.sha256).toBe(sha256(data));
    expect(readFileSync(join(dir, "blobs", blob.sha256)).equals(data)).toBe(true);
    const start = await addAegxRecord(dir, {
      type: "SessionStart",
      principal: "SYS",
      payload: { inline: { reason: "start" } },
    });
    expect(start.recordId).toMatch(/^[0-9a-f]{64}$/);
    const line = (n: number): string =>
      JSON.stringify({ type: "ToolCall", principal: "TOOL", parents: [start.recordId], payload: { inline: { n } } });
    const batch = await appendAegxJsonl(dir, [Buffer.from(`${line(1)}\n${line(2)}\n`)], "calls.jsonl");
    expect(batch).toMatchObject({ ok: true, appended: 2 });
    const bad = await appendAegxJsonl(dir, [Buffer.from(`${line(3)}\nnot json\n`)], "bad.jsonl");
    expect(bad).toMatchObject({ ok: false, appended: 0 });
    expect(readFileSync(join(dir, "records.jsonl"), "utf8").trim().split("\n")).toHaveLength(3); // the bad batch left nothing
    expect((await verifyAegx(dir)).ok).toBe(true);
    const zip = join(tempDir(), "run.aegx.zip");
    expect(await exportAegxZip(dir, zip)).toEqual(expect.arrayContaining(["manifest.json", "records.jsonl"]));
    const back = await importAegxZip(zip, join(tempDir(), "back.aegx"));
    expect(back.extracted && back.verification.ok).toBe(true);
    const summary = await summarizeAegxBundle(dir);
    expect(summary.read && summary.summary.records).toBe(3);
    const repaired = await repairAegx(dir);
    expect(repaired.repair.cutRecords).toBe(0);
    expect(repaired.verification.ok).toBe(true);
  });

  it("AIGX: lintGenome, resolveInGenome, formatGenome (parity proven), exportRuleFile", async () => {
    const root = corpus("aigx/examples/minimal");
    const lint = await lintGenome(root);
    expect(lint.ok).toBe(true);
    expect(lint.stats.genomes).toBeGreaterThan(0);
    // In place, on a copy: every file rewritten in canonical form still lints with its sources beside it.
    const copy = join(tempDir(), "minimal");
    cpSync(root, copy, { recursive: true });
    const f = await formatGenome(copy, { write: true });
    expect(f.ok).toBe(true);
    expect(f.ok && f.files.length).toBeGreaterThan(0);
    expect((await lintGenome(copy)).ok).toBe(true);
    const found = await resolveInGenome(root, "src/core");
    expect(found.text.length).toBeGreaterThan(0);
    const one = await exportRuleFile(root, "agents-md");
    expect(one.path).toBe("AGENTS.md");
    expect(Buffer.from(one.bytes).toString("utf8").length).toBeGreaterThan(20);
  });

  it("pictures: drawInput draws any input in DOT (no Graphviz needed); pictureFormatOf reads a file name", async () => {
    const drawn = await drawInput(AGENT, { format: "dot" });
    expect(drawn.format).toBe("aix");
    expect(drawn.text).toMatch(/^(strict )?digraph/);
    expect(await pictureFormatOf("x.mmd")).toBe("mermaid");
    expect(await pictureFormatOf("x.txt")).toBeUndefined();
  });
});
