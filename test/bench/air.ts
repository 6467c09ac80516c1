/**
 * AIR benchmark: canonicalise and hash 100,000 generated nodes (typed
 * projection + deterministic CBOR + sha256), and validate a world of 10,000
 * definitions whose plans are long chains (the DAG check is linear in steps
 * plus edges).
 */
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { hashNode } from "../../ir/dialects/air/node-hash.js";
import { validateAir } from "../../src/passes/air/validate-world.js";
import { Diagnostics } from "../../ir/diagnostics/diagnostic.js";
import type { AirWorld } from "../../src/readers/air/read-world.js";
import { line, rate, scaled, time } from "./measure.js";

function schema(i: number): JsonObject {
  return fromPlain({ $kind: "defschema", name: `bench/S${i}@1`, type: { record: { id: { nat: {} }, title: { text: {} }, tags: { list: { text: {} } }, score: { option: { dec128: {} } } } } }) as JsonObject;
}

function plan(i: number, steps: number): JsonObject {
  const s = Array.from({ length: steps }, (_, k) =>
    k === steps - 1 ? { id: `s${k}`, op: "end" } : { id: `s${k}`, op: "assign", expr: { record: { n: { nat: k }, t: { dec128: "0.5" } } }, bind: { as: `v${k}` } },
  );
  return fromPlain({
    $kind: "defplan",
    name: `bench/P${i}@1`,
    input: `bench/S${i % 100}@1`,
    steps: s,
    edges: s.slice(1).map((x, k) => ({ from: `s${k}`, to: x.id })),
    required_caps: [],
    allowed_effects: [],
  }) as JsonObject;
}

export async function runAirBench(): Promise<void> {
  const n = scaled(100_000);
  const nodes = Array.from({ length: n }, (_, i) => (i % 2 ? schema(i) : plan(i, 8)));
  for (const profile of ["aos", "spec"] as const) {
    const { seconds } = time(() => {
      for (const node of nodes) hashNode(node, profile);
    });
    line(`air canonicalise+hash, ${profile} (nodes/s)`, `${rate(n, seconds)}  (${n} nodes, ${seconds.toFixed(2)} s)`);
  }
  const defs = scaled(10_000);
  const entries = [
    ...Array.from({ length: Math.ceil(defs / 2) }, (_, i) => schema(i)),
    ...Array.from({ length: Math.floor(defs / 2) }, (_, i) => plan(i, 50)),
  ].map((node) => ({ node, file: "bench", pointer: "" }));
  const manifest = fromPlain({
    $kind: "manifest",
    schemas: entries.filter((e) => e.node.$kind === "defschema").map((e) => ({ name: e.node.name })),
    modules: [],
    plans: entries.filter((e) => e.node.$kind === "defplan").map((e) => ({ name: e.node.name })),
    caps: [],
    policies: [],
  }) as JsonObject;
  const world: AirWorld = { root: "bench", nodes: entries, manifest: { node: manifest, file: "bench", pointer: "" }, store: new Map(), blobs: new Map(), diagnostics: new Diagnostics() };
  const { value, seconds } = time(() => validateAir(world));
  if (!value.ok) throw new Error(`bench world invalid: ${JSON.stringify(value.diagnostics.slice(0, 2))}`);
  const steps = Math.floor(defs / 2) * 50;
  line("air validate world (s)", `${seconds.toFixed(2)} s for ${defs} definitions (${steps} plan steps, ${steps - Math.floor(defs / 2)} edges)`);
}
