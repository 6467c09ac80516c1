/**
 * AIR v2 worlds: every real v2 world of the AgentOS repository (test/fixtures/air-v2/worlds, with
 * source and licence) is read as v2, validates with the v2 schemas and rules, and has every
 * definition and its manifest hashed by the v2 identity rule; `air validate` never calls a v2 world
 * v1. Worlds with one thing wrong are refused, each for its reason.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { hashNodeV2 } from "../../ir/dialects/air/v2.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const WORLDS = join(repoRoot, "test/fixtures/air-v2/worlds");
const names = readdirSync(WORLDS).sort();

/** A copy of a fixture world with one file's JSON changed. */
function edited(world: string, file: string, edit: (json: any) => void): string {
  const dir = join(tempDir(), world);
  cpSync(join(WORLDS, world), dir, { recursive: true });
  const json = JSON.parse(readFileSync(join(dir, file), "utf8"));
  edit(json);
  writeFileSync(join(dir, file), JSON.stringify(json, null, 2));
  return dir;
}

const codes = (dir: string): string[] =>
  validateAir(dir)
    .diagnostics.filter((d) => d.severity === "error")
    .map((d) => d.code);

describe("real AIR v2 worlds", () => {
  it("are all here (the 17 smoke-test worlds and demiurge)", () => expect(names).toHaveLength(18));
  for (const name of names) {
    it(`${name}: read as v2, valid, every definition and the manifest hashed`, () => {
      const v = validateAir(join(WORLDS, name));
      expect(
        v.diagnostics.filter((d) => d.severity === "error"),
        name,
      ).toEqual([]);
      expect(v.ok).toBe(true);
      expect(v.resolved.era).toBe("v2");
      expect(v.diagnostics.map((d) => d.code)).toContain("AIR-V2");
      for (const d of v.resolved.defs.values()) if (!d.builtin) expect(d.hash).toBe(hashNodeV2(d.node).hash);
      expect(v.resolved.manifestHash).toBe(hashNodeV2(v.resolved.manifest!).hash);
      for (const list of ["schemas", "modules", "workflows", "effects"]) {
        for (const ref of v.resolved.manifest![list] as Array<{ hash: string }>)
          expect(ref.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
      }
    });
  }

  it("air validate says AIR v2, never v1", async () => {
    for (const name of names) {
      const r = await agentcInProcess(["air", "validate", join(WORLDS, name)]);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/: valid AIR v2 \(\d+ definitions\)/);
      expect(r.stdout).not.toMatch(/AIR \(v1/);
    }
  });

  it("a name the specification's pattern refuses but AgentOS accepts is a warning that says so", () => {
    const v = validateAir(join(WORLDS, "06-safe-upgrade-v2"));
    expect(v.ok).toBe(true);
    expect(v.diagnostics.find((d) => d.code === "AIR-V2-NAME")?.message).toMatch(/AgentOS loader accepts any string/);
  });
});

describe("AIR v2 worlds with one thing wrong are refused", () => {
  it("a manifest listing a workflow the world does not define", () => {
    expect(
      codes(edited("01-hello-timer", "manifest.air.json", (m) => m.workflows.push({ name: "demo/Nowhere@1" }))),
    ).toContain("AIR-REF-MISSING");
  });
  it("a module with an unknown runtime kind", () => {
    expect(codes(edited("01-hello-timer", "module.air.json", (ns) => (ns[0].runtime = { kind: "jvm" })))).toContain(
      "AIR-SHAPE",
    );
  });
  it("a subscription to an event no schema defines, and one to a workflow that does not exist", () => {
    expect(
      codes(
        edited("01-hello-timer", "manifest.air.json", (m) => (m.routing.subscriptions[0].event = "demo/NoSuchEvent@1")),
      ),
    ).toContain("AIR-REF-MISSING");
    expect(
      codes(
        edited(
          "01-hello-timer",
          "manifest.air.json",
          (m) => (m.routing.subscriptions[0].workflow = "demo/NoSuchWorkflow@1"),
        ),
      ),
    ).toContain("AIR-REF-MISSING");
  });
  it("a key_field on an unkeyed workflow, and an event the workflow does not accept", () => {
    expect(
      codes(edited("01-hello-timer", "manifest.air.json", (m) => (m.routing.subscriptions[0].key_field = "key"))),
    ).toContain("AIR-V2-ROUTING");
    expect(
      codes(
        edited("01-hello-timer", "manifest.air.json", (m) => (m.routing.subscriptions[0].event = "demo/TimerState@1")),
      ),
    ).toContain("AIR-V2-ROUTING");
  });
  it("a workflow emitting an effect that does not exist, and one whose module does not exist", () => {
    expect(
      codes(edited("01-hello-timer", "module.air.json", (ns) => ns[1].effects_emitted.push("sys/teleport@1"))),
    ).toContain("AIR-REF-MISSING");
    expect(codes(edited("01-hello-timer", "module.air.json", (ns) => (ns[1].impl.module = "demo/Gone@1")))).toContain(
      "AIR-REF-MISSING",
    );
  });
  it("an AIR v1 kind, and a definition of a sys/* name", () => {
    expect(
      codes(
        edited("01-hello-timer", "module.air.json", (ns) =>
          ns.push({ $kind: "defpolicy", name: "demo/policy@1", rules: [] }),
        ),
      ),
    ).toContain("AIR-V2-KIND");
    expect(
      codes(
        edited("01-hello-timer", "schemas.air.json", (ns) =>
          ns.push({ $kind: "defschema", name: "sys/Mine@1", type: { unit: {} } }),
        ),
      ),
    ).toContain("AIR-V2-SYS");
  });
  it("a manifest pinning a definition to a hash it does not have", () => {
    expect(
      codes(edited("01-hello-timer", "manifest.air.json", (m) => (m.schemas[0].hash = `sha256:${"1".repeat(64)}`))),
    ).toContain("AIR-REF-HASH");
  });
});

describe("air hash of a v2 world", () => {
  it("hashes every node of a file of v2 definitions by the v2 identity rule", async () => {
    const r = await agentcInProcess(["--json", "air", "hash", join(WORLDS, "01-hello-timer", "module.air.json")]);
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout).result as Array<{ name: string; hash: string; airVersion: string }>;
    const v = validateAir(join(WORLDS, "01-hello-timer"));
    expect(rows.map((x) => x.name)).toEqual(["demo/TimerSM_wasm@1", "demo/TimerSM@1"]);
    for (const row of rows) expect(row.hash).toBe([...v.resolved.defs.values()].find((d) => d.name === row.name)!.hash);
    expect(rows.every((x) => x.airVersion === "2")).toBe(true);
  });
});
