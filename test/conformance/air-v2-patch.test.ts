/**
 * AIR v2 patch documents (spec/03-air.md section 13, spec/schemas/patch.schema.json of agent-os at
 * 28d71de8): the specification's own example against the schema, and patches between two real
 * AgentOS worlds (the smoke fixture 06-safe-upgrade before and after its upgrade), whose result
 * must hash to the manifest the second world has on its own.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseJson } from "../../ir/json/parse.js";
import { fromPlain, type Json, type JsonObject } from "../../ir/json/value.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import {
  applyPatchV2,
  diffWorldsV2,
  patchDocumentProblems,
  subscriptionsHash,
} from "../../src/formats/air/patch-v2.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const v2 = (...p: string[]): string => join(repoRoot, "test/fixtures/air-v2", ...p);
const before = v2("worlds/06-safe-upgrade-v1");
const after = v2("worlds/06-safe-upgrade-v2");
const specExample = (): JsonObject =>
  parseJson(readFileSync(v2("patches/spec-section-13-example.json"), "utf8")).value as JsonObject;
const codes = (ds: ReadonlyArray<{ code: string; severity: string }>): string[] =>
  ds.filter((d) => d.severity === "error").map((d) => d.code);

describe("AIR v2 patch documents", () => {
  it("the specification's example follows the patch schema except for its elided hashes (sha256:...)", () => {
    const problems = patchDocumentProblems(specExample(), "example");
    // The second operation's elided pre_hash makes it match none of the operations' forms (a oneOf).
    expect(problems.map((d) => d.pointer).sort()).toEqual(["/base_manifest_hash", "/patches/1"]);
    // With real hashes in place it follows the schema entirely.
    const filled = specExample();
    filled.base_manifest_hash = `sha256:${"a".repeat(64)}`;
    ((filled.patches as JsonObject[])[1]!.set_routing_subscriptions as JsonObject).pre_hash =
      `sha256:${"b".repeat(64)}`;
    expect(patchDocumentProblems(filled, "example")).toEqual([]);
  });

  it("the schema refuses what is not a v2 patch: version 1, no operations, an unknown operation", () => {
    for (const edit of [
      (d: JsonObject) => (d.version = "1"),
      (d: JsonObject) => (d.patches = []),
      (d: JsonObject) => (d.patches = [fromPlain({ set_defaults: { policy: "x/P@1" } })]),
    ]) {
      const d = specExample();
      d.base_manifest_hash = `sha256:${"a".repeat(64)}`;
      ((d.patches as JsonObject[])[1]!.set_routing_subscriptions as JsonObject).pre_hash = `sha256:${"b".repeat(64)}`;
      edit(d);
      expect(codes(patchDocumentProblems(d, "p"))).toContain("AIR-PATCH");
    }
  });

  it("diff then patch turns one real world into the other: the patched manifest hashes as the second world's own", () => {
    const a = validateAir(before);
    const b = validateAir(after);
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(a.resolved.manifestHash).not.toBe(b.resolved.manifestHash);
    const { patch } = diffWorldsV2(a, b);
    expect(patch.version).toBe("2");
    expect(patchDocumentProblems(patch, "diff")).toEqual([]);
    const ops = (patch.patches as JsonObject[]).map((o) => Object.keys(o)[0]);
    expect(ops).toEqual(expect.arrayContaining(["add_def", "remove_def"]));
    const r = applyPatchV2(a, patch, "diff");
    expect(codes(r.diagnostics)).toEqual([]);
    expect(r.validation?.resolved.manifestHash).toBe(b.resolved.manifestHash);
  });

  it("the spec example's operations, with this world's hashes, add a workflow and route an event to it", () => {
    const a = validateAir(after);
    const workflow = [...a.resolved.defs.values()].find((d) => d.kind === "defworkflow" && !d.builtin)!;
    const node = fromPlain({
      ...(JSON.parse(JSON.stringify(workflow.node)) as object),
      name: "demo/Extra@1",
    }) as JsonObject;
    const doc = specExample();
    doc.base_manifest_hash = a.resolved.manifestHash!;
    ((doc.patches as JsonObject[])[0]!.add_def as JsonObject).node = node;
    const route = (doc.patches as JsonObject[])[1]!.set_routing_subscriptions as JsonObject;
    route.pre_hash = subscriptionsHash(a.resolved.manifest!);
    route.subscriptions = fromPlain([
      {
        event: String(workflow.node.event),
        workflow: "demo/Extra@1",
        ...(workflow.node.key_schema ? { key_field: "id" } : {}),
      },
    ]);
    const r = applyPatchV2(a, doc, "example");
    expect(codes(r.diagnostics)).toEqual([]);
    const m = r.validation!.resolved.manifest!;
    expect(
      (m.workflows as JsonObject[]).some(
        (w) => w.name === "demo/Extra@1" && /^sha256:[0-9a-f]{64}$/.test(String(w.hash)),
      ),
    ).toBe(true);
    expect(((m.routing as JsonObject).subscriptions as JsonObject[]).map((s) => s.workflow)).toEqual(["demo/Extra@1"]);
    expect(r.validation!.resolved.manifestHash).not.toBe(a.resolved.manifestHash);
  });

  it("rejects a stale base, a stale pre_hash, a kind that is not the node's and a sys/* definition, and applies nothing", () => {
    const a = validateAir(before);
    const b = validateAir(after);
    const good = (): JsonObject =>
      fromPlain(
        JSON.parse(
          JSON.stringify(diffWorldsV2(a, b).patch, (_k, v: unknown) => (typeof v === "bigint" ? Number(v) : v)),
        ),
      ) as JsonObject;
    const cases: Array<[string, (d: JsonObject) => void]> = [
      ["AIR-PATCH-BASE", (d) => (d.base_manifest_hash = `sha256:${"1".repeat(64)}`)],
      [
        "AIR-PATCH-PRE-HASH",
        (d) =>
          (((d.patches as JsonObject[]).find((o) => o.remove_def)!.remove_def as JsonObject).pre_hash =
            `sha256:${"2".repeat(64)}`),
      ],
      [
        "AIR-PATCH",
        (d) => (((d.patches as JsonObject[]).find((o) => o.add_def)!.add_def as JsonObject).kind = "defschema"),
      ],
      [
        "AIR-V2-SYS",
        (d) =>
          (d.patches as Json[]).push(
            fromPlain({
              add_def: { kind: "defschema", node: { $kind: "defschema", name: "sys/Mine@1", type: { text: {} } } },
            }),
          ),
      ],
    ];
    for (const [code, edit] of cases) {
      const d = good();
      edit(d);
      const r = applyPatchV2(a, d, "p");
      expect(r.ok, code).toBe(false);
      expect(codes(r.diagnostics), code).toContain(code);
    }
  });

  it("agentc air diff and air patch do the same from the command line", async () => {
    const d = tempDir();
    const p = join(d, "upgrade.patch.json");
    expect((await agentcInProcess(["air", "diff", before, after, "-o", p])).status).toBe(0);
    const out = join(d, "patched");
    const r = await agentcInProcess(["--json", "air", "patch", before, p, "-o", out]);
    expect(r.status, r.stdout).toBe(0);
    const b = validateAir(after);
    expect((JSON.parse(r.stdout) as { result: { manifest: string } }).result.manifest).toBe(b.resolved.manifestHash);
    expect(validateAir(out).resolved.manifestHash).toBe(b.resolved.manifestHash);
    // A v1 world and a v2 world have no patch between them.
    const mixed = await agentcInProcess([
      "--json",
      "air",
      "diff",
      join(repoRoot, "test/fixtures/corpus/air/worlds/8a8a4e51/examples/00-counter/air"),
      after,
    ]);
    expect(mixed.status).toBe(1);
    expect(mixed.stdout).toContain("AIR-VERSION");
  });
});
