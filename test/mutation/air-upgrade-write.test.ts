/**
 * `convert <v1 world> --to air --air-version 2` in process (format.ts upgradedV2, upgrade-v2.ts): the
 * digest world written as AIR v2 (the files, the manifest's lists, the ledger of what v2 has no place
 * for, as upgrade-v2.ts's header says), and a v1 world whose upgrade does not validate refused with
 * its first errors before anything is written.
 */
import { cpSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { airFormat } from "../../src/formats/air/format.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { parseJson } from "../../ir/json/parse.js";
import { DIGEST } from "../support/air-world.js";
import { tempDir } from "../support/tmp.js";

async function upgradeRun(dir: string) {
  const { ctx } = newRun(dir, { airVersion: "2" }, { target: "air" });
  expect(await airFormat.read!.run(ctx)).toEqual([]);
  expect((await airFormat.verify![0]!.run(ctx)).filter((d) => d.severity === "error")).toEqual([]);
  return ctx;
}

describe("a v1 world converted to AIR v2", () => {
  it("the digest world: a workflow and its module for the plan, the schemas kept, the rest ledgered", async () => {
    const ctx = await upgradeRun(DIGEST);
    const out = airFormat.write!.run(ctx) as { files: Array<[string, Uint8Array]> };
    const files = new Map(out.files.map(([k, v]) => [k, JSON.parse(Buffer.from(v).toString("utf8"))]));
    expect([...files.keys()]).toEqual(["manifest.air.json", "module.air.json", "schemas.air.json"]);
    const names = (list: Array<{ name: string }>) => list.map((x) => x.name);
    const m = files.get("manifest.air.json");
    expect(m.air_version).toBe("2");
    expect(names(m.schemas)).toEqual([
      "com.acme/daily_digest_State@1",
      "com.acme/DigestInput@1",
      "com.acme/FeedItem@1",
      "com.acme/DigestResult@1",
    ]);
    expect(names(m.modules)).toEqual(["com.acme/daily_digest_wasm@1"]);
    expect(names(m.workflows)).toEqual(["com.acme/daily_digest@1"]);
    // The plan's allowed effects (http.request, llm.generate) as the built-in v2 effects.
    expect(names(m.effects)).toEqual(["sys/http.request@1", "sys/llm.generate@1"]);
    expect(m.secrets).toEqual([]);
    expect(m.routing).toEqual({
      subscriptions: [{ event: "com.acme/DigestInput@1", workflow: "com.acme/daily_digest@1" }],
    });
    expect(files.get("module.air.json")).toEqual([
      {
        $kind: "defworkflow",
        name: "com.acme/daily_digest@1",
        state: "com.acme/daily_digest_State@1",
        event: "com.acme/DigestInput@1",
        context: "sys/WorkflowContext@1",
        effects_emitted: ["sys/http.request@1", "sys/llm.generate@1"],
        impl: { module: "com.acme/daily_digest_wasm@1", entrypoint: "step" },
      },
      {
        $kind: "defmodule",
        name: "com.acme/daily_digest_wasm@1",
        runtime: { kind: "wasm", artifact: { kind: "wasm_module" } },
      },
    ]);
    const digestSchemas = parseJson(
      Buffer.from(out.files.find(([k]) => k === "schemas.air.json")![1]).toString("utf8"),
    ).value;
    expect((digestSchemas as Array<{ name: string }>).map((s) => String(s.name))).toEqual([
      "com.acme/DigestInput@1",
      "com.acme/DigestResult@1",
      "com.acme/FeedItem@1",
      "com.acme/daily_digest_State@1",
    ]);
    const plan = join(DIGEST, "plan.air.json");
    expect(ctx.ledger.entries.map((e) => [e.file, e.pointer, e.reason])).toEqual([
      [
        plan,
        "/steps",
        "AIR v2 has no plans: the plan becomes workflow com.acme/daily_digest@1, whose steps are its module's code (com.acme/daily_digest_wasm@1, not written by agentc)",
      ],
      [plan, "/edges", "AIR v2 has no plans: the plan's edges are its workflow's code"],
      [plan, "/output", "AIR v2 has no plans: the plan's output are its workflow's code"],
      [plan, "/required_caps", "AIR v2 has no capabilities"],
      [join(DIGEST, "policy.air.json"), "", "AIR v2 has no policies"],
      ["manifest", "/defaults", "AIR v2 has no default policy or capability grants"],
    ]);
  });

  it("an upgrade that does not validate as v2 is refused with its first errors (AIR-VERSION)", async () => {
    const d = join(tempDir(), "w");
    cpSync(DIGEST, d, { recursive: true });
    writeFileSync(
      join(d, "reducer.air.json"),
      JSON.stringify({
        $kind: "defmodule",
        name: "com.acme/r@1",
        module_kind: "reducer",
        wasm_hash: `sha256:${"1".repeat(64)}`,
        abi: { reducer: { state: "com.acme/Gone@1", event: "com.acme/FeedItem@1" } },
      }),
    );
    const { ctx } = newRun(d, { airVersion: "2" }, { target: "air" });
    await airFormat.read!.run(ctx);
    await airFormat.verify![0]!.run(ctx);
    expect(() => airFormat.write!.run(ctx)).toThrow(
      expect.objectContaining({
        code: "AIR-VERSION",
        message:
          'the AIR v2 world made from this v1 world does not validate: AIR-REF-MISSING: workflow com.acme/r@1: state schema "com.acme/Gone@1" is not a defschema of this world or a built-in',
      }),
    );
  });
});
