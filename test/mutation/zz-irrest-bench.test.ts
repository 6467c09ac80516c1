import { it } from "vitest";
import { hashNode } from "../../ir/dialects/air/node-hash.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
it("bench", () => {
  const nodes = Array.from({ length: 50000 }, (_, i) => fromPlain({ $kind: "defschema", name: `b/S${i}@1`, type: { record: { id: { nat: {} }, t: { text: {} } } } }) as JsonObject);
  const plans = Array.from({ length: 20000 }, (_, i) => fromPlain({ $kind: "defplan", name: `b/P${i}@1`, input: "b/S@1", steps: [{ id: "a", op: "assign", expr: { nat: i }, bind: { as: "x" } }], edges: [] }) as JsonObject);
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    for (const n of nodes) hashNode(n);
    for (const n of plans) hashNode(n);
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  console.log("median ms", runs[2].toFixed(1));
});
