/**
 * `convert --to air --air-version 2`: an AIX agent becomes an AIR v2 world (workflow, module,
 * schemas, a secret, the built-in effects its capabilities allow) that validates as v2 when read
 * back from disk, round-trips, and ledgers what AIR v2 has no place for.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertPath } from "../../src/pipeline/convert.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { agentcInProcess } from "../support/cli.js";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const AGENTS = [
  join(repoRoot, "examples/support-agent.aix"),
  ...["persona-agent.aix", "tool-agent.aix", "hybrid-agent.aix"].map((f) => corpusPath("aix/reference-v1.0", f)),
  ...readdirSync(corpusPath("aix/reference-head")).map((f) => corpusPath("aix/reference-head", f)),
];

describe("AIX → AIR v2", () => {
  it("every fixture agent that converts gives a v2 world that validates from disk, with a workflow subscribed to its input", async () => {
    let converted = 0;
    for (const agent of AGENTS) {
      const out = join(tempDir(), "w");
      const r = await convertPath(agent, { to: "air", airVersion: "2", output: out }).catch(() => undefined);
      if (!r) continue;
      converted++;
      const v = validateAir(out);
      expect(
        v.diagnostics.filter((d) => d.severity === "error"),
        agent,
      ).toEqual([]);
      expect(v.resolved.era).toBe("v2");
      const m = JSON.parse(readFileSync(join(out, "manifest.air.json"), "utf8"));
      expect(m.air_version).toBe("2");
      const [sub] = m.routing.subscriptions;
      const workflow = [...v.resolved.defs.values()].find((d) => d.kind === "defworkflow" && !d.builtin)!;
      expect(sub).toMatchObject({ workflow: workflow.name, event: workflow.node.event });
      expect(workflow.node.effects_emitted).toContain("sys/llm.generate@1");
      // The instructions travel beside the world, named by their hash in the ledger.
      const instructions = readFileSync(join(out, "instructions.txt"));
      expect(r.ledger.entries.find((e) => e.pointer === "/persona/instructions")?.reason).toContain(
        `sha256:${sha256Hex(instructions)}`,
      );
      expect(existsSync(join(out, ".store"))).toBe(false);
    }
    expect(converted).toBeGreaterThanOrEqual(4);
  });

  it("ledgers what AIR v2 has no place for: grants, policy, tools, model params", async () => {
    const out = join(tempDir(), "w");
    const r = await convertPath(AGENTS[0]!, { to: "air", airVersion: "2", output: out });
    const pointers = new Set(r.ledger.entries.map((e) => e.pointer));
    for (const p of [
      "/apis/0",
      "/skills/0",
      "/security/capabilities/restricted_domains/0",
      "/persona/temperature",
      "/persona/context_window",
      "/persona/provider",
      "/persona/model",
      "/mcp/servers/0",
    ])
      expect(pointers, p).toContain(p);
    const secrets = JSON.parse(readFileSync(join(out, "secrets.air.json"), "utf8"));
    expect(secrets[0]).toMatchObject({ $kind: "defsecret", binding_id: "env:LLM_API_KEY" });
  });

  it("the CLI: --air-version 2 writes v2; --profile implies 1 and refuses 2; a bad version is a usage error; roundtrip holds", async () => {
    const d = tempDir();
    const v2 = await agentcInProcess([
      "--json",
      "convert",
      AGENTS[0]!,
      "--to",
      "air",
      "--air-version",
      "2",
      "-o",
      join(d, "v2"),
    ]);
    expect(v2.status, v2.stdout).toBe(0);
    expect((await agentcInProcess(["air", "validate", join(d, "v2")])).stdout).toMatch(/valid AIR v2/);
    expect((await agentcInProcess(["roundtrip", join(d, "v2")])).status).toBe(0);
    expect(
      (
        await agentcInProcess([
          "--json",
          "convert",
          AGENTS[0]!,
          "--to",
          "air",
          "--air-version",
          "2",
          "--profile",
          "spec",
          "-o",
          join(d, "x"),
        ])
      ).status,
    ).toBe(2);
    expect(
      (
        await agentcInProcess([
          "--json",
          "convert",
          AGENTS[0]!,
          "--to",
          "air",
          "--air-version",
          "3",
          "-o",
          join(d, "y"),
        ])
      ).status,
    ).toBe(2);
    const v1 = await agentcInProcess([
      "--json",
      "convert",
      AGENTS[0]!,
      "--to",
      "air",
      "--profile",
      "spec",
      "-o",
      join(d, "v1"),
    ]);
    expect(v1.status).toBe(0);
    expect(existsSync(join(d, "v1", "manifest.air.cbor"))).toBe(true);
  });
});

describe("AIR → AIR: a world keeps its version unless asked; v1 → v2 upgrades, v2 → v1 is refused", () => {
  it("a v2 world re-emitted as v2 by default; asked for v1, refused, naming the way that works", async () => {
    const d = tempDir();
    const v2 = join(repoRoot, "test/fixtures/air-v2/worlds/01-hello-timer");
    expect((await agentcInProcess(["convert", v2, "--to", "air", "-o", join(d, "same")])).status).toBe(0);
    expect(validateAir(join(d, "same")).resolved.era).toBe("v2");
    const down = await agentcInProcess([
      "--json",
      "convert",
      v2,
      "--to",
      "air",
      "--air-version",
      "1",
      "-o",
      join(d, "down"),
    ]);
    expect(down.status).toBe(1);
    expect(JSON.parse(down.stdout).diagnostics).toContainEqual(
      expect.objectContaining({
        code: "AIR-VERSION",
        message: expect.stringMatching(/is AIR v2 and the conversion asks for v1/),
      }),
    );
    expect(existsSync(join(d, "down"))).toBe(false);
  });

  it("a v1 world converts to v2: plans and reducers become workflows, triggers and routes subscriptions; plan steps, caps and policies are ledgered", async () => {
    const out = join(tempDir(), "up");
    const r = await convertPath(join(repoRoot, "test/fixtures/air/digest"), {
      to: "air",
      airVersion: "2",
      output: out,
    });
    const v = validateAir(out);
    expect(v.diagnostics.filter((x) => x.severity === "error")).toEqual([]);
    expect(v.resolved.era).toBe("v2");
    const wf = [...v.resolved.defs.values()].find(
      (x) => x.kind === "defworkflow" && x.name === "com.acme/daily_digest@1",
    )!;
    expect(wf.node.effects_emitted).toEqual(["sys/http.request@1", "sys/llm.generate@1"]);
    const reasons = r.ledger.entries.map((e) => `${e.pointer} ${e.reason}`).join("\n");
    expect(reasons).toMatch(/\/steps AIR v2 has no plans: the plan becomes workflow com\.acme\/daily_digest@1/);
    expect(reasons).toMatch(/AIR v2 has no capabilities/);
    expect(reasons).toMatch(/AIR v2 has no default policy or capability grants/);
    // The reference's later-v1 worlds upgrade too, routes and triggers becoming subscriptions.
    const fetch = join(tempDir(), "fetch");
    await convertPath(corpusPath("air/worlds/8a8a4e51/examples/03-fetch-notify/air"), {
      to: "air",
      airVersion: "2",
      output: fetch,
    });
    const m = JSON.parse(readFileSync(join(fetch, "manifest.air.json"), "utf8"));
    expect(m.routing.subscriptions.length).toBeGreaterThan(0);
    expect(validateAir(fetch).ok).toBe(true);
  });

  it("a v1 world whose v2 form would not validate is refused with the v2 rule it breaks", async () => {
    const d = tempDir();
    const r = await agentcInProcess([
      "--json",
      "convert",
      corpusPath("air/worlds/8a8a4e51/examples/02-blob-echo/air"),
      "--to",
      "air",
      "--air-version",
      "2",
      "-o",
      join(d, "x"),
    ]);
    expect(r.status).toBe(1);
    expect(JSON.stringify(JSON.parse(r.stdout).diagnostics)).toMatch(/AIR-VERSION.*AIR-V2-ROUTING/);
    // The v2 errors, each with its code, in one message: receipts routed to a workflow whose event has no such arm.
    const arm = (i: number, event: string) =>
      `AIR-V2-ROUTING: routing subscription ${i}: event ${event} is neither workflow demo/BlobEchoSM@1's event demo/BlobEchoEvent@1 nor an arm of it`;
    expect(
      (JSON.parse(r.stdout).diagnostics as Array<{ code: string; message: string }>).find(
        (x) => x.code === "AIR-VERSION",
      )!.message,
    ).toBe(
      `the AIR v2 world made from this v1 world does not validate: ${arm(1, "sys/BlobPutResult@1")}; ${arm(2, "sys/BlobGetResult@1")}`,
    );
    expect(existsSync(join(d, "x"))).toBe(false);
  });
});
