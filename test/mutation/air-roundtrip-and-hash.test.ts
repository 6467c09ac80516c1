/**
 * The AIR format's roundtrip (write the world again, compare every hash) and `agentc air hash`'s
 * work (hashAirWorld), pinned as whole answers: a world whose written bytes do not hash as read is
 * reported definition by definition, and a v2 file's read diagnostics come with its rows.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { airFormat, resolvedOf } from "../../src/formats/air/format.js";
import { hashAirWorld } from "../../src/formats/air/hash-file.js";
import { readAirWorld } from "../../src/formats/air/read-world.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { DIGEST } from "../support/air-world.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const COUNTER = join(repoRoot, "test/fixtures/air-v2/worlds/00-counter");
const FAKE = `sha256:${"ab".repeat(32)}`;

/** A run that has read `dir` with the AIR format's own read pass. */
async function readRun(dir: string) {
  const { ctx } = newRun(dir);
  expect(await airFormat.read!.run(ctx)).toEqual([]);
  return ctx;
}

describe("roundtrip of an AIR world", () => {
  it("v2: the manifest and each definition of the world hash as read, built-ins and opaque ones aside", async () => {
    const ctx = await readRun(COUNTER);
    expect(await airFormat.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
    const r = resolvedOf(ctx);
    expect(r.era).toBe("v2");
    const manifest = r.manifestHash!;
    const defs = [...r.defs.values()];
    const own = defs.find((d) => d.kind === "defschema" && d.name === "demo/CounterPc@1")!;
    const real = own.hash;
    // As if the world read had other hashes: the written one is the truth the roundtrip compares with.
    r.manifestHash = FAKE;
    Object.assign(own, { hash: FAKE });
    const builtin = defs.find((d) => d.builtin)!;
    Object.assign(builtin, { hash: FAKE });
    expect(await airFormat.roundtrip!(ctx)).toEqual({
      differences: [`manifest ${FAKE} → ${manifest}`, `defschema demo/CounterPc@1: ${FAKE} → ${real}`],
      diagnostics: [],
    });
  });

  it("v1: the store node written under a definition's hash and the manifest's bytes hash as they are", async () => {
    const ctx = await readRun(DIGEST);
    expect(await airFormat.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
    const r = resolvedOf(ctx);
    const manifest = r.manifestHash!;
    r.manifestHash = FAKE;
    const own = [...r.defs.values()].find((d) => d.kind === "defplan")!;
    const real = own.hash;
    Object.defineProperty(own, "hash", { value: FAKE });
    expect(await airFormat.roundtrip!(ctx)).toEqual({
      differences: [`manifest ${FAKE} → ${manifest}`, `defplan ${own.name}: ${FAKE} → ${real}`],
      diagnostics: [],
    });
  });
});

describe("hashAirWorld", () => {
  it("v2: the read's diagnostics come with the rows of the nodes that are objects", () => {
    const d = tempDir();
    const one = join(d, "one.air.json");
    const two = join(d, "two.air.json");
    const secret = { $kind: "defsecret", name: "demo/S@1", binding_id: "env:X" };
    writeFileSync(one, JSON.stringify([secret]));
    writeFileSync(two, `[\n${JSON.stringify(secret)},\n 5\n]`);
    const alone = hashAirWorld(readAirWorld(one), "aos");
    expect(alone.diagnostics).toEqual([]);
    const h = hashAirWorld(readAirWorld(two), "aos");
    expect(h.version).toBe("2");
    expect([...h.rows()]).toEqual([...alone.rows()]);
    expect([...h.rows()].map((r) => [r.name, r.kind, r.airVersion])).toEqual([["demo/S@1", "defsecret", "2"]]);
    expect(h.diagnostics).toEqual([
      {
        code: "AIR-SHAPE",
        severity: "error",
        message: "an AIR node must be a JSON object",
        file: two,
        pointer: "/1",
        line: 3,
        col: 2,
        endLine: 3,
        endCol: 3,
      },
    ]);
  });
});
