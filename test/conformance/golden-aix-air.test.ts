import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkAixFile } from "../../src/formats/aix/check-file.js";
import { emitAix } from "../../emitters/aix/emit.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { layoutAirWorld } from "../../emitters/air/world.js";
import { hashNode } from "../../ir/dialects/air/node-hash.js";
import { parseJson } from "../../ir/json/parse.js";
import type { JsonObject } from "../../ir/json/value.js";
import { corpusPath, repoRoot } from "../support/corpus.js";

const golden = (p: string): string => readFileSync(join(repoRoot, "golden", p), "utf8");

describe("golden: AIX emitter", () => {
  const doc = checkAixFile(corpusPath("aix/reference-v1.0/persona-agent.aix")).source.doc!;
  for (const s of ["yaml", "json", "toml"] as const) {
    it(`persona-agent → ${s}`, () => expect(emitAix(doc, s)).toBe(golden(`aix/persona-agent.${s}`)));
  }
});

describe("golden: AIR emitter", () => {
  it("digest world manifest.air.json", () => {
    const files = new Map(layoutAirWorld(validateAir(join(repoRoot, "test/fixtures/air/digest")).resolved).files);
    expect(files.get("manifest.air.json")).toBe(golden("air/digest.manifest.air.json"));
  });
  it("digest plan hash in the spec profile", () => {
    const node = parseJson(readFileSync(join(repoRoot, "test/fixtures/air/digest/plan.air.json"), "utf8"))
      .value as JsonObject;
    expect(`${hashNode(node, "spec").hash}  com.acme/daily_digest@1\n`).toBe(golden("air/digest.plan.spec-hash.txt"));
  });
});
