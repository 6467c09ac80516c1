/**
 * The AIR format's passes called on runs of their own (format.ts): what the read puts in the graph
 * (each node with its kind and where it is), the summary of a valid and an invalid run, the verifier's
 * refusal to turn a v2 world into v1, the lowering with no agent, and the output check of store names.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { airFormat } from "../../src/formats/air/format.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { DIGEST } from "../support/air-world.js";
import { repoRoot } from "../support/corpus.js";

const COUNTER = join(repoRoot, "test/fixtures/air-v2/worlds/00-counter");

describe("the AIR format's passes", () => {
  it("read: every node of the world in the graph, with its kind and its place; the summary says what was read", async () => {
    const { ctx } = newRun(DIGEST);
    expect(await airFormat.read!.run(ctx)).toEqual([]);
    const at = (f: string, pointer: string, line: number, col: number, endLine: number, endCol: number) => ({
      file: join(DIGEST, f),
      pointer,
      line,
      col,
      endLine,
      endCol,
    });
    // Positions: the fixture's own lines (plan.air.json is 23 lines, a schema is one line of schemas.air.json).
    expect([...ctx.graph.nodes()].map((n) => [n.id, n.kind, n.origin])).toEqual([
      ["air:defplan:com.acme/daily_digest@1", "air.defplan", at("plan.air.json", "", 1, 1, 23, 2)],
      ["air:defpolicy:com.acme/policy@1", "air.defpolicy", at("policy.air.json", "", 1, 1, 9, 2)],
      ["air:defschema:com.acme/DigestInput@1", "air.defschema", at("schemas.air.json", "/0", 2, 3, 2, 112)],
      ["air:defschema:com.acme/FeedItem@1", "air.defschema", at("schemas.air.json", "/1", 3, 3, 3, 132)],
      ["air:defschema:com.acme/DigestResult@1", "air.defschema", at("schemas.air.json", "/2", 4, 3, 4, 112)],
      ["air:manifest", "air.manifest", at("manifest.air.json", "", 1, 1, 16, 2)],
    ]);
    const valid = airFormat.summarize!(ctx, [{ code: "AIR-UNLISTED", severity: "warning", message: "w" }]);
    const manifest = valid.result as { manifest: string };
    expect(manifest.manifest).toMatch(/^sha256:[0-9a-f]{64}$/);
    // 3 schemas, the plan and the policy: the built-ins are not the world's definitions.
    expect(valid).toEqual({
      result: { era: "v1early", profile: "aos", definitions: 5, manifest: manifest.manifest },
      summary: `AIR world (v1early, 5 definitions): valid, manifest ${manifest.manifest}`,
    });
    expect(airFormat.summarize!(ctx, [{ code: "X", severity: "error", message: "m" }]).summary).toBe(
      `AIR world (v1early, 5 definitions): INVALID, manifest ${manifest.manifest}`,
    );
  });

  it("verify: a v2 world asked for as v1 is refused with the way out", async () => {
    const { ctx } = newRun(COUNTER, { airVersion: "1" }, { target: "air" });
    await airFormat.read!.run(ctx);
    expect((await airFormat.verify![0]!.run(ctx)).map((d) => [d.code, d.severity, d.message])).toEqual([
      ["AIR-V2", "info", 'AIR v2 world (manifest air_version "2"): read and checked with the AIR v2 schemas and rules'],
      [
        "AIR-VERSION",
        "error",
        "the world is AIR v2 and the conversion asks for v1: agentc does not convert a world between AIR versions (yet); convert the agent it came from with --air-version 1, or give --air-version 2",
      ],
    ]);
    // Asked for as v2 (or not asked): no refusal.
    const same = newRun(COUNTER, { airVersion: "2" }, { target: "air" }).ctx;
    await airFormat.read!.run(same);
    expect((await airFormat.verify![0]!.run(same)).map((d) => d.code)).toEqual(["AIR-V2"]);
  });

  it("lower with no agent in the graph, and the output check of store names", async () => {
    expect(await airFormat.lower!.run(newRun("x.aix").ctx)).toEqual([
      {
        code: "AGC-NO-CORE-AGENT",
        severity: "error",
        message: "there is no agent to lower to AIR (the source holds rules, not an agent)",
      },
    ]);
    const empty = new Uint8Array();
    // sha256 of no bytes (FIPS 180-2 test vector): the one store name here that is right.
    const E3 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    expect(
      airFormat.checkOutput![0]!.run({
        files: [
          [".store/nodes/sha256/abc", empty],
          [`.store/blobs/sha256/${E3}`, empty],
          ["manifest.air.json", new Uint8Array([1])],
        ],
      } as never),
    ).toEqual([{ code: "AIR-HASH", severity: "error", message: ".store/nodes/sha256/abc does not hash to its name" }]);
  });
});
