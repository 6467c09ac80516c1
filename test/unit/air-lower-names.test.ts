/**
 * AIX → AIR: grant names are identifiers derived from API names, and two API names can give the same
 * identifier ("e" and "e_" both give api_e). Found by the conversion property on a random agent.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emitAix } from "../../emitters/aix/emit.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { convertPath } from "../../src/pipeline/convert.js";
import { tempDir } from "../support/tmp.js";

/** An AIX v1.0 agent with these APIs and allowed operations, its checksum computed, written as YAML in a new folder. */
function agentFile(apis: object[], allowedOperations: string[]): { dir: string; file: string } {
  const doc = fromPlain({
    meta: {
      version: "1.0",
      id: "0b4f6a8e-4c1d-4e8a-9d6b-1f2e3d4c5b6a",
      name: "x",
      created: "2025-01-12T10:30:00Z",
      author: "prop",
    },
    persona: { role: "r", instructions: "i" },
    apis,
    security: {
      checksum: { algorithm: "sha256", value: "0" },
      capabilities: { allowed_operations: allowedOperations },
    },
  }) as JsonObject;
  ((doc.security as JsonObject).checksum as JsonObject).value = computeChecksum(doc, "sha256");
  const dir = tempDir();
  writeFileSync(join(dir, "a.aix"), emitAix(doc, "yaml"));
  return { dir, file: join(dir, "a.aix") };
}

describe("AIX → AIR grant names", () => {
  it("numbers an API whose identifier is already taken, and says so in the ledger", async () => {
    const api = (name: string, host: string) => ({
      name,
      base_url: `https://${host}/v1`,
      endpoints: [{ path: "/items", method: "GET" }],
    });
    const { dir, file } = agentFile([api("e", "a.example"), api("e_", "b.example")], ["call_apis"]);
    const r = await convertPath(file, { to: "air", airVersion: "1", output: join(dir, "w.air") });
    const manifest = JSON.parse(readFileSync(join(dir, "w.air/manifest.air.json"), "utf8")) as {
      defaults: { cap_grants: Array<{ name: string }> };
    };
    expect(manifest.defaults.cap_grants.map((g) => g.name).filter((n) => n.startsWith("api_"))).toEqual([
      "api_e",
      "api_e_2",
    ]);
    expect(r.ledger.entries.find((e) => e.pointer === "/apis/1/name")?.reason).toContain("api_e_2");
  });

  it("AIR v2: an agent with APIs may emit HTTP requests even when no operation admits them", async () => {
    const { dir, file } = agentFile(
      [{ name: "e", base_url: "https://a.example/v1", endpoints: [{ path: "/items", method: "GET" }] }],
      [],
    );
    await convertPath(file, { to: "air", airVersion: "2", output: join(dir, "w.air") });
    const files = readdirSync(join(dir, "w.air")).filter((f) => f.endsWith(".air.json"));
    const nodes = files.flatMap((f) => [JSON.parse(readFileSync(join(dir, "w.air", f), "utf8")) as unknown].flat());
    const workflows = (nodes as Array<{ $kind?: string; effects_emitted?: string[] }>).filter(
      (n) => n.$kind === "defworkflow",
    );
    expect(workflows).toHaveLength(1);
    expect(workflows[0]!.effects_emitted).toEqual(["sys/http.request@1", "sys/llm.generate@1"]);
  });
});
