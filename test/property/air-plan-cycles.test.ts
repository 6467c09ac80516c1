/**
 * AIR plans are DAGs (spec: a plan's edges must not form a cycle). On random step graphs, cyclic or
 * not, agentc rejects exactly the cyclic ones with AIR-CYCLE, and accepts every acyclic one whole.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { fromPlain, type Json } from "../../ir/json/value.js";
import { plan } from "../support/air-world.js";

/** n steps and any edges between distinct steps (no duplicates): cycles of every length occur. */
const stepGraph = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    // From a to a + 1 + k (mod n): never a self-loop, so no generated pair is thrown away.
    edges: fc.uniqueArray(
      fc.tuple(fc.nat(n - 1), fc.nat(n - 2)).map(([a, k]): [number, number] => [a, (a + 1 + k) % n]),
      { selector: ([a, b]) => `${a}>${b}`, maxLength: 2 * n },
    ),
  }),
);

/** Independent cycle check: Kahn's algorithm leaves some step unordered exactly when there is a cycle. */
function hasCycle(n: number, edges: Array<[number, number]>): boolean {
  const indegree = Array<number>(n).fill(0);
  for (const [, b] of edges) indegree[b]!++;
  const ready = [...indegree.keys()].filter((i) => indegree[i] === 0);
  let ordered = 0;
  while (ready.length) {
    const x = ready.pop()!;
    ordered++;
    for (const [a, b] of edges) if (a === x && --indegree[b]! === 0) ready.push(b);
  }
  return ordered < n;
}

describe("AIR plan cycles", () => {
  it("a plan is rejected with AIR-CYCLE exactly when its edges form a cycle; an acyclic plan has no error", () => {
    let cyclic = 0;
    fc.assert(
      fc.property(stepGraph, ({ n, edges }) => {
        const world = plan((p) => {
          delete p.output; // a plan with an output needs an end step that gives it; these steps only assign
          p.steps = fromPlain(
            [...Array(n).keys()].map((i) => ({
              id: `s${i}`,
              op: "assign",
              expr: { text: `v${i}` },
              bind: { as: `x${i}` },
            })),
          ) as Json[];
          p.edges = fromPlain(edges.map(([a, b]) => ({ from: `s${a}`, to: `s${b}` }))) as Json[];
        });
        const errors = validateAir(world)
          .diagnostics.filter((d) => d.severity === "error")
          .map((d) => d.code);
        if (hasCycle(n, edges)) {
          cyclic++;
          expect(errors).toContain("AIR-CYCLE");
        } else expect(errors).toEqual([]);
      }),
      // Not scaled in the mutation run (property-runs.ts): the bounds below need every run.
      { numRuns: 300 },
    );
    // Both sides of the property were exercised.
    expect(cyclic).toBeGreaterThan(20);
    expect(cyclic).toBeLessThan(280);
  });
});
