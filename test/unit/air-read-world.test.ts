/** Reading AIR worlds from disk, in process: a file that is no node, a profile file, a store without its root. */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emittedWorldOf, readAirWorld } from "../../src/formats/air/read-world.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { emitAirWorld } from "../../emitters/air/world.js";
import { DIGEST, digestWorld } from "../support/air-world.js";
import { hashAirWorld } from "../../src/formats/air/hash-file.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { tempDir } from "../support/tmp.js";
import { agentcInProcess } from "../support/cli.js";
import { airFormat } from "../../src/formats/air/format.js";
import { createHash } from "node:crypto";

const records = (w: ReturnType<typeof readAirWorld>) =>
  w.diagnostics.all.map((d) => ({
    code: d.code,
    severity: d.severity,
    file: d.file,
    pointer: d.pointer,
    line: d.line,
  }));

describe("AIR worlds on disk", () => {
  it("a file whose JSON is not an object is no node, reported at its first line", () => {
    const f = join(tempDir(), "five.air.json");
    writeFileSync(f, "5\n");
    const w = readAirWorld(f);
    expect(w.nodes).toEqual([]);
    expect(records(w)).toEqual([{ code: "AIR-SHAPE", severity: "error", file: f, pointer: "", line: 1 }]);
  });

  it("a manifest.air.json is an emitted world's only with a store and a CBOR root beside it", () => {
    const d = tempDir();
    writeFileSync(join(d, "manifest.air.json"), "{}");
    expect(emittedWorldOf(join(d, "manifest.air.json"))).toBeUndefined();
    const out = join(tempDir(), "w");
    emitAirWorld(validateAir(DIGEST).resolved, out);
    expect(emittedWorldOf(join(out, "manifest.air.json"))).toBe(out);
    rmSync(join(out, "manifest.air.cbor"));
    expect(emittedWorldOf(join(out, "manifest.air.json"))).toBeUndefined();
  });

  it("air-profile.json names the spec profile", () => {
    const out = join(tempDir(), "w");
    emitAirWorld(validateAir(DIGEST, { profile: "spec" }).resolved, out);
    const w = readAirWorld(out);
    expect(w.profile).toBe("spec");
    expect(records(w).filter((d) => d.code === "AIR-PROFILE")).toEqual([]);
  });

  it("a store without its manifest.air.cbor is reported", () => {
    const out = join(tempDir(), "w");
    emitAirWorld(validateAir(DIGEST).resolved, out);
    rmSync(join(out, "manifest.air.cbor"));
    rmSync(join(out, "manifest.air.json"));
    const w = readAirWorld(out);
    expect(w.store.size).toBeGreaterThan(0);
    expect(w.diagnostics.all.map((d) => [d.code, d.message])).toEqual([
      ["AIR-MANIFEST-MISSING", "w has a store but no manifest.air.cbor"],
    ]);
  });
});

describe("the air format", () => {
  it("detects an AIR world and nothing else", () => {
    expect(airFormat.detect!(DIGEST)).toBe(true);
    const f = join(tempDir(), "AGENTS.md");
    writeFileSync(f, "# Agents\n");
    expect(airFormat.detect!(f)).toBe(false);
  });

  it("checks that every stored file hashes to its name", () => {
    const data = new TextEncoder().encode("blob");
    const good = createHash("sha256").update(data).digest("hex");
    const check = airFormat.checkOutput![0]!;
    const out = (rel: string) => ({ files: [[rel, data]] }) as unknown as Parameters<typeof check.run>[0];
    expect(check.run(out(`.store/blobs/sha256/${good}`))).toEqual([]);
    expect(check.run(out(`.store/blobs/sha256/${"0".repeat(64)}`))).toEqual([
      {
        code: "AIR-HASH",
        severity: "error",
        message: `.store/blobs/sha256/${"0".repeat(64)} does not hash to its name`,
      },
    ]);
  });

  it("a node whose name is not a string is a graph node named by its pointer", async () => {
    const f = join(tempDir(), "n.air.json");
    writeFileSync(f, JSON.stringify([{ $kind: "defschema", name: 5, type: { text: {} } }]));
    const r = await agentcInProcess(["graph", f, "--format", "dot"]);
    expect(r.stdout).toContain("air:defschema:/0");
  });
});

describe("hashing a file of nodes", () => {
  const bad = { $kind: "defschema", name: "com.acme/Bad@1", type: 5 };
  const names = (w: ReturnType<typeof digestWorld>, profile: "aos" | "spec") =>
    [...hashAirWorld(w, profile).rows()].map((r) => r.name);

  it("a node the schema refuses has no hash; a later-v1 node it only warns about has one", () => {
    const seed = digestWorld();
    seed.nodes.push({ node: fromPlain(bad) as JsonObject, file: "extra", pointer: "#extra" });
    const rows = names(seed, "spec");
    expect(rows).toContain("com.acme/FeedItem@1");
    expect(rows).not.toContain("com.acme/Bad@1");
    const later = digestWorld((k, n) => {
      if (k === "manifest") n.air_version = "1";
      return n;
    });
    later.nodes.push({ node: fromPlain(bad) as JsonObject, file: "extra", pointer: "#extra" });
    const h = hashAirWorld(later, "aos");
    expect(h.diagnostics.map((d) => [d.code, d.severity])).toContainEqual(["AIR-SHAPE-LATER", "warning"]);
    expect([...h.rows()].map((r) => r.name)).toContain("com.acme/Bad@1");
  });
});
