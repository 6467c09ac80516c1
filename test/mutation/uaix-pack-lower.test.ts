/**
 * The UAIX format (src/formats/uaix/) packing, verifying, lowering and raising: the code a refused
 * pack carries, a large .uai file read in windows that says nothing of authority, the lowered
 * package's graph and its check before writing, the test plan's concern file by its exact name, and
 * raised fields that a package does not hold left out (not set to undefined).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderUai } from "../../ir/dialects/uaix/uai-text.js";
import { UNIVERSAL_FILES } from "../../ir/dialects/uaix/tokens.js";
import { addCoreAgent, type CoreAgent } from "../../ir/dialects/core/agent.js";
import { Graph } from "../../ir/graph/graph.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { packDirectory } from "../../src/formats/uaix/pack.js";
import { verifyUaixPackage } from "../../src/formats/uaix/verify-package.js";
import { uaixFormat } from "../../src/formats/uaix/format.js";
import { raiseUaix } from "../../src/formats/uaix/raise.js";
import { decodeText } from "../../src/formats/uaix/uai-values.js";
import { genomeToUaix } from "../../src/formats/uaix/lower-genome.js";
import { readRepository } from "../../src/formats/aigx/read-genome.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { packageDir, uaiFile } from "../support/uaix-fixture.js";

describe("packing", () => {
  it("a package that would not pass import is refused with UAIX-PACK-INVALID", async () => {
    const dir = packageDir(["persona_profile"]);
    rmSync(join(dir, UNIVERSAL_FILES[0]));
    const err = await packDirectory(dir, join(tempDir(), "p.uaix"), { scopes: ["persona_profile"] }).then(
      () => undefined,
      (e: unknown) => e as Error & { code?: string },
    );
    expect(err?.code).toBe("UAIX-PACK-INVALID");
  });

  it("a .uai file over 1 MiB, read in windows, that names no grant or escalation is no authority claim", async () => {
    const f = UNIVERSAL_FILES.find((p) => p.endsWith(".uai"))!;
    // About 1.01 MiB of plain prose: above the size read whole (1 MiB, entry-digest.ts), so it streams.
    const big = uaiFile(f, " The cat sat on the mat.".repeat(44_000));
    expect(big.length).toBeGreaterThan(1 << 20);
    const out = join(tempDir(), "big.uaix");
    await packDirectory(packageDir(["persona_profile"], { [f]: big }), out, { scopes: ["persona_profile"] });
    const v = await verifyUaixPackage(out);
    expect(v.reasons).toEqual([]);
    expect(v.diagnostics.filter((d) => d.severity !== "info").map((d) => d.code)).toEqual(["UAIX-UNSIGNED"]);
  });
});

const agent: CoreAgent = {
  id: "a-1",
  name: "Helper",
  version: "1",
  created: "2026-01-02T03:04:05Z",
  persona: { role: "r", instructions: "i", constraints: [] },
  tools: [],
  apis: [],
  mcpServers: [],
  memory: {},
  policy: { allowedOperations: [], restrictedDomains: [] },
};

describe("lowering an agent to a package", () => {
  it("the package node has each file, and the check before writing passes it naming the package <package>.uaix", async () => {
    const run = newRun("(core)", {}, { graph: addCoreAgent(new Graph(), agent), target: "uaix" });
    expect([...(await uaixFormat.lower!.run(run.ctx))]).toEqual([]);
    const files = run.ctx.graph.nodes("uaix.File").map((n) => n.id);
    expect(files.length).toBeGreaterThan(3);
    expect(files.every((id) => id.startsWith("uaix:file:"))).toBe(true);
    expect(run.ctx.graph.edgesFrom("uaix:package", "has").map((e) => e.to)).toEqual(files);
    const out = await uaixFormat.write.run(run.ctx);
    const check = await uaixFormat.checkOutput![0]!.run(out, run.ctx);
    // No output named: the label ends in .uaix, so no extension note; an unsigned package is a warning.
    expect(check).toEqual([
      {
        code: "UAIX-UNSIGNED",
        severity: "warning",
        message: "the package is not signed; its origin is not established",
        file: "<package>.uaix",
      },
    ]);
  });
});

describe("genomeToUaix: the test plan's concern file", () => {
  it("is test.aigx or testing.aigx, not a name that only starts so", () => {
    const source = join(repoRoot, "test/fixtures/corpus/aigx/examples/sourcing-app/.aigx");
    const root = join(tempDir(), "repo");
    mkdirSync(join(root, ".aigx"), { recursive: true });
    writeFileSync(join(root, ".aigx", "testing.aigx.aigx"), readFileSync(join(source, "testing.aigx"), "utf8"));
    const repo = readRepository(root);
    // The floor: the file is read as a concern with its rules.
    expect(repo.genomes.flatMap((g) => g.concerns.flatMap((c) => c.rules)).length).toBeGreaterThan(0);
    const plan = [...genomeToUaix(repo, "p").files].find(([path]) => path.includes("test-plan"))?.[1];
    expect(plan).toContain("- (none in the genome)");
    expect(plan).not.toContain("TEST-1");
  });
});

describe("raising a package", () => {
  it("an API or server the package gives no description has no description key", () => {
    const uai = (headers: Array<[string, string]>, sections: Array<[string, string]> = []): string =>
      renderUai({ title: "t", purpose: "p", requiredFor: ["test"], headers, sections });
    const files = new Map([
      [".uai/identity.uai", uai([["id", "a1"]])],
      [".uai/persona.uai", uai([["role", "helper"]])],
      [
        ".uai/world-context.uai",
        uai(
          [],
          [
            ["APIs", "- api\n  base_url: https://x.test\n  endpoint: GET /items"],
            ["MCP Servers", "- srv\n  command: run"],
          ],
        ),
      ],
    ]);
    const a = raiseUaix(files, new LossLedger(), "p.uaix");
    expect(a.apis).toStrictEqual([
      { name: "api", baseUrl: "https://x.test", endpoints: [{ method: "GET", path: "/items" }] },
    ]);
    expect(a.mcpServers).toStrictEqual([{ name: "srv", command: "run" }]);
  });
});

describe("decodeText", () => {
  it("only a text that starts with a quote is read as JSON", () => {
    expect(decodeText(' "a"')).toBe(' "a"');
    expect(decodeText('"a"')).toBe("a");
  });
});
