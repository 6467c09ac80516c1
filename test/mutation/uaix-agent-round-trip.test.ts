/**
 * A core agent through the UAIX format's own passes (src/formats/uaix/format.ts): lowered to a
 * persona package, written, read back into uaix.* nodes, verified and raised. The agent that comes
 * back is the one that went in, but for what the ledger names; the read graph holds every entry
 * with its digest and size; a package that is not a persona package, or unsigned under --strict,
 * is refused with its message.
 */
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addCoreAgent, coreAgentOf, type CoreAgent } from "../../ir/dialects/core/agent.js";
import { MANIFEST_PATH } from "../../ir/dialects/uaix/tokens.js";
import { Graph } from "../../ir/graph/graph.js";
import { addCoreRules } from "../../ir/dialects/core/rules.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { fromPlain, toPlain, type JsonObject } from "../../ir/json/value.js";
import { uaixFormat } from "../../src/formats/uaix/format.js";
import { unpackUaix } from "../../src/formats/uaix/unpack.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { tempDir } from "../support/tmp.js";

const agent: CoreAgent = {
  id: "a1",
  name: "Ada",
  version: "2",
  created: "2026-01-02T03:04:05Z",
  description: "A careful helper.",
  author: "me",
  persona: { role: "helper", instructions: "Do things.\nThen stop.", constraints: ["no a", "no b"] },
  tools: [
    { name: "s1", description: "d1", enabled: false },
    { name: "s2", description: "d2", enabled: true },
  ],
  apis: [{ name: "api", baseUrl: "https://x.test", endpoints: [{ method: "GET", path: "/a" }] }],
  mcpServers: [{ name: "srv", command: "run", description: "a server" }],
  memory: { episodic: fromPlain({ window: 5 }) as JsonObject },
  policy: { allowedOperations: ["read"], restrictedDomains: ["x.test"], maxApiCallsPerMinute: 60 },
};

/** The package file of a core agent, written by the format's lower and write passes. */
async function packaged(a: CoreAgent): Promise<string> {
  const run = newRun("(core)", {}, { graph: addCoreAgent(new Graph(), a), target: "uaix" });
  expect([...(await uaixFormat.lower!.run(run.ctx))]).toEqual([]);
  const out = (await uaixFormat.write.run(run.ctx)) as { files: Array<[string, Uint8Array]> };
  const file = join(tempDir(), "ada.uaix");
  writeFileSync(file, out.files[0]![1]);
  return file;
}

describe("a core agent lowered to UAIX and raised back", () => {
  it("comes back as it went in, and the read graph holds every entry with its digest and size", async () => {
    const file = await packaged(agent);
    const run = newRun(file, {}, { target: "aix" });
    expect([...(await uaixFormat.read.run(run.ctx))]).toEqual([]);
    for (const pass of uaixFormat.verify)
      expect((await pass.run(run.ctx)).filter((d) => d.code !== "UAIX-UNSIGNED")).toEqual([]);
    expect([...(await uaixFormat.raise!.run(run.ctx))]).toEqual([]);
    expect(toPlain(fromPlain(coreAgentOf(run.ctx.graph)))).toEqual(toPlain(fromPlain(agent)));
    // What is lost is the package's own metadata (the format's `loses.raise`), each manifest field by its pointer.
    expect(run.ctx.ledger.entries).toEqual(
      ["createdUtc", "issuer", "declaredScopes", "supportBoundary"].map((k) => ({
        file,
        pointer: `/${MANIFEST_PATH}/${k}`,
        reason: "AIX has no place for the package's own metadata",
        target: "aix",
      })),
    );

    const g = run.ctx.graph;
    const files = g.nodes("uaix.File");
    expect(toPlain(g.get("uaix:package")!.attrs)).toEqual({ entries: files.length + 1 });
    expect(g.get("uaix:package")!.origin).toEqual({ file });
    expect(g.get("uaix:manifest")!.origin).toEqual({ file: `${file}/${MANIFEST_PATH}`, pointer: "" });
    expect(g.edgesFrom("uaix:package", "has").map((e) => e.to)).toEqual(
      expect.arrayContaining(["uaix:manifest", ...files.map((n) => n.id)]),
    );
    expect(g.edgesFrom("uaix:package", "has").length).toBe(files.length + 1);
    // Each file node's digest is the sha256 of its bytes in the blob store, its size their length.
    for (const n of files) {
      const { path, sha256, size } = toPlain(n.attrs) as { path: string; sha256: string; size: number };
      expect(n.id).toBe(`uaix:file:${path}`);
      expect(n.origin).toEqual({ file: `${file}/${path}` });
      const bytes = g.blobs.get(sha256)!;
      expect(sha256Hex(bytes)).toBe(sha256);
      expect(bytes.length).toBe(size);
    }
    expect(files.map((n) => (toPlain(n.attrs) as { path: string }).path)).toContain(".uai/persona.uai");
  });

  it("every field UAIX holds comes back: a server's args and env, persona's tone, style, temperature and context window, each memory, the rate limit", async () => {
    const full: CoreAgent = {
      ...agent,
      persona: { ...agent.persona, tone: "calm", style: "terse", temperature: 0.5, contextWindow: 8000 },
      mcpServers: [{ name: "srv", command: "run", description: "a server", args: ["-v", "x y"], env: { K: "V" } }],
      memory: {
        episodic: fromPlain({ window: 5 }) as JsonObject,
        procedural: fromPlain({ steps: 3 }) as JsonObject,
        persistence: fromPlain({ store: "disk" }) as JsonObject,
        semantic: fromPlain({ index: "wiki" }) as JsonObject,
      },
    };
    const run = newRun(await packaged(full), {}, { target: "aix" });
    for (const pass of [uaixFormat.read, uaixFormat.raise!]) expect([...(await pass.run(run.ctx))]).toEqual([]);
    expect(toPlain(fromPlain(coreAgentOf(run.ctx.graph)))).toEqual(toPlain(fromPlain(full)));
  });

  it("lowering ledgers an x- section UAIX has no file for, and not a server's args and env, which it holds", async () => {
    const withNote: CoreAgent = {
      ...agent,
      mcpServers: [{ name: "srv", command: "run", args: ["-v"], env: { K: "V" } }],
      extensions: fromPlain({ "x-note": "kept elsewhere" }) as JsonObject,
    };
    const run = newRun("(core)", {}, { graph: addCoreAgent(new Graph(), withNote), target: "uaix" });
    expect([...(await uaixFormat.lower!.run(run.ctx))]).toEqual([]);
    expect(
      run.ctx.ledger.entries.map(({ pointer, file, target, reason }) => ({ pointer, file, target, reason })),
    ).toEqual([
      { pointer: "/x-note", file: "(core)", target: "uaix", reason: "extension field x-note has no UAIX equivalent" },
    ]);
  });

  it("under --strict an unsigned package fails the verify pass: a trusted signature is required", async () => {
    const file = await packaged(agent);
    const run = newRun(file, { strict: true }, { target: "aix" });
    const d = await uaixFormat.verify[0]!.run(run.ctx);
    expect(d.map(({ code, severity, message }) => ({ code, severity, message }))).toEqual([
      {
        code: "UAIX-SIGNATURE-INVALID",
        severity: "error",
        message: "the package is not signed, and a trusted signature is required",
      },
    ]);
  });

  it("a project handoff package describes no agent: raising it is refused, naming the file", async () => {
    const graph = addCoreRules(new Graph(), {
      project: { name: "demo", genomes: [] },
      rules: [],
      boundaries: [],
      facts: [],
    });
    const low = newRun("(core)", {}, { graph, target: "uaix" });
    expect([...(await uaixFormat.lower!.run(low.ctx))]).toEqual([]);
    const file = join(tempDir(), "demo.uaix");
    writeFileSync(file, ((await uaixFormat.write.run(low.ctx)) as { files: Array<[string, Uint8Array]> }).files[0]![1]);
    const run = newRun(file, {}, { target: "aix" });
    expect([...(await uaixFormat.read.run(run.ctx))]).toEqual([]);
    expect(await uaixFormat.raise!.run(run.ctx)).toEqual([
      {
        code: "UAIX-NOT-PERSONA",
        severity: "error",
        message: `${file} is not a persona package (no .uai/persona.uai); only persona packages describe an agent`,
        file,
      },
    ]);
    expect(coreAgentOf(run.ctx.graph)).toBeUndefined();
  });

  it("unpacks a package that passes into its files, and writes nothing of one that does not", async () => {
    const file = await packaged(agent);
    const dir = join(tempDir(), "out");
    expect((await unpackUaix(file, dir)).verdict).toBe("accept");
    expect(readdirSync(join(dir, ".uai"))).toContain("persona.uai");
    const refused = join(tempDir(), "refused");
    const v = await unpackUaix(file, refused, { requireSignature: true });
    expect(v.verdict).toBe("no-op");
    expect(existsSync(refused)).toBe(false);
  });
});
