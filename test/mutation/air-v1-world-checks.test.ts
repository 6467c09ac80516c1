/**
 * AIR v1 checks pinned as whole outputs: a plan's steps and edges that are not objects (the pointers
 * of the others stay theirs), typed literals out of range only where a literal is (a one-key object),
 * the later-v1 manifest's `sys/` built-ins against a missing definition of the world, and an emitted
 * world's manifest.air.json view (in process: test/unit/air-world.test.ts spawns, so no mutant sees it).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { emitAirWorld } from "../../emitters/air/world.js";
import { integerRangeProblems } from "../../src/formats/air/typed-checks.js";
import { parseJson } from "../../ir/json/parse.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { DIGEST, edges, jsonWorld, plan, steps } from "../support/air-world.js";
import { corpusPath } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

type D = { code: string; severity: string; pointer?: string; message: string };
const rows = (ds: D[]) => ds.map((d) => [d.code, d.severity, d.pointer, d.message]);
const P = "#com.acme/daily_digest@1";
const PLAN = "com.acme/daily_digest@1";

describe("a plan's steps and edges that are no objects", () => {
  it("are shape errors; the steps and edges after them keep their own index in every pointer", () => {
    const v = validateAir(
      plan((p) => {
        edges(p).unshift("set_url->fetch", null);
        edges(p).push(fromPlain({ from: "nowhere", to: "done" }));
        steps(p).unshift(7);
        steps(p).push(fromPlain({ id: "fetch", op: "assign", expr: { text: "again" }, bind: { as: "again" } }));
      }),
    );
    expect(v.ok).toBe(false);
    // The digest has 6 steps and 5 edges: with 1 step and 2 edges put first, the added ones are 7th.
    expect(rows(v.diagnostics)).toEqual([
      ["AIR-SHAPE", "error", `${P}/steps/0`, `defplan ${PLAN}: /steps/0 has no op`],
      ["AIR-SHAPE", "error", `${P}/edges/0`, `defplan ${PLAN}: /edges/0 must be object`],
      ["AIR-SHAPE", "error", `${P}/edges/1`, `defplan ${PLAN}: /edges/1 must be object`],
      ["AIR-STEP-DUP", "error", `${P}/steps/7/id`, `plan ${PLAN}: step id fetch is used twice`],
      ["AIR-EDGE", "error", `${P}/edges/7/from`, `plan ${PLAN}: edge 7 comes from unknown step "nowhere"`],
    ]);
  });

  it("a cycle and a step's own checks point at the step as written", () => {
    const cyc = validateAir(
      plan((p) => {
        steps(p).unshift("not a step");
        edges(p).push(fromPlain({ from: "done", to: "set_url" }));
      }),
    );
    expect(rows(cyc.diagnostics.filter((d) => d.code !== "AIR-SHAPE"))).toEqual([
      [
        "AIR-CYCLE",
        "error",
        `${P}/steps/1`,
        `plan ${PLAN}: steps form a cycle: set_url → fetch → wait_fetch → summarize → wait_sum → done → set_url`,
      ],
    ]);
    const effect = validateAir(
      plan((p) => {
        steps(p).unshift(null);
        (steps(p)[2] as JsonObject).kind = "teleport.now";
      }),
    );
    expect(rows(effect.diagnostics.filter((d) => d.code === "AIR-EFFECT"))).toEqual([
      ["AIR-EFFECT", "error", `${P}/steps/2/kind`, `plan ${PLAN}, step fetch: unknown effect kind "teleport.now"`],
    ]);
  });
});
