/**
 * The state a format's passes share (src/formats/pass.ts): values under typed keys, read back
 * without a cast. Keys are compared by identity, two keys with one name are refused, `required`
 * names the key a pass looked for; and no source reads state back through an `as` cast any more.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { RunState, stateKey } from "../../src/formats/pass.js";
import { newRun, stateOf } from "../../src/pipeline/run-context.js";
import { Graph } from "../../ir/graph/graph.js";
import { repoRoot } from "../support/corpus.js";

describe("RunState", () => {
  it("gives back what was set under the same key object, typed", () => {
    const WORLD = stateKey<{ manifest: string }>("test.world");
    const COUNT = stateKey<number>("test.count");
    const s = new RunState();
    expect(s.get(WORLD)).toBeUndefined();
    expect(s.has(WORLD)).toBe(false);
    s.set(WORLD, { manifest: "m" });
    s.set(COUNT, 0);
    const w: { manifest: string } | undefined = s.get(WORLD);
    expect(w).toEqual({ manifest: "m" });
    // A falsy value is set: `has` and `required` do not confuse 0 with absence.
    expect(s.has(COUNT)).toBe(true);
    expect(s.required(COUNT)).toBe(0);
    s.set(COUNT, 2);
    expect(s.get(COUNT)).toBe(2);
    expect(s.names()).toEqual(["test.world", "test.count"]);
  });

  it("refuses a second key object of one name, and does not read through it", () => {
    const A = stateKey<string>("test.same");
    const B = stateKey<string>("test.same");
    const s = new RunState();
    s.set(A, "a");
    expect(() => s.set(B, "b")).toThrow(
      new TypeError("two state keys are named test.same: declare a format's state keys once, as constants"),
    );
    expect(s.get(B)).toBeUndefined();
    expect(s.has(B)).toBe(false);
    expect(s.get(A)).toBe("a");
  });

  it("required names the key that no pass set", () => {
    const LOWERED = stateKey<string>("test.lowered");
    expect(() => new RunState().required(LOWERED)).toThrow(
      "state test.lowered is not set: the pass that sets it has not run",
    );
  });

  it("is one per graph: a run made on a graph sees what an earlier run on it left", () => {
    const KEY = stateKey<string>("test.graph");
    const graph = new Graph();
    newRun("in", {}, { graph }).ctx.state.set(KEY, "kept");
    expect(newRun("again", {}, { graph }).ctx.state.get(KEY)).toBe("kept");
    expect(stateOf(graph)).toBe(stateOf(graph));
    expect(stateOf(new Graph()).get(KEY)).toBeUndefined();
  });
});

function files(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) files(p, out);
    else if (p.endsWith(".ts")) out.push(p);
  }
  return out;
}

describe("the sources", () => {
  it("read state back without a cast and use only typed keys", () => {
    const sources = ["src", "ir", "emitters"].flatMap((d) => files(join(repoRoot, d)));
    const casts: string[] = [];
    let uses = 0;
    for (const f of sources) {
      const text = readFileSync(f, "utf8");
      uses += [...text.matchAll(/\b(?:state|fileState)\.(?:get|set|has|required)\(/g)].length;
      for (const m of text.matchAll(/\b(?:state|fileState)\.(?:get|required)\([^()]*\)\s*as\s/g))
        casts.push(`${relative(repoRoot, f)}: ${m[0]}`);
      // A string key (`state.get("roundtrip")`) is a key no one can type.
      for (const m of text.matchAll(/\b(?:ctx\.state|fileState)\.(?:get|set|has|required)\(\s*["'`]/g))
        casts.push(`${relative(repoRoot, f)}: ${m[0]}`);
    }
    // A floor: the pattern still matches the call sites, so an empty list means something.
    expect(uses).toBeGreaterThan(80);
    expect(casts).toEqual([]);
  });
});
