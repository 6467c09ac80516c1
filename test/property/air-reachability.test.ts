/** The on-demand "runs before" of AIR plan checks agrees with a plain search on random DAGs, in any topological order. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Reachability } from "../../src/formats/air/reachability.js";
import { propertyRuns } from "../support/property-runs.js";

/** A random DAG: edges only from a lower to a higher rank of a random permutation. */
const dag = fc.integer({ min: 1, max: 14 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    perm: fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
    edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 3 * n }),
  }),
);

function naiveBefore(succ: number[][], a: number, b: number): boolean {
  const seen = new Set<number>();
  const stack = [...succ[a]!];
  while (stack.length) {
    const x = stack.pop()!;
    if (x === b) return true;
    if (!seen.has(x)) (seen.add(x), stack.push(...succ[x]!));
  }
  return false;
}

describe("AIR plan reachability", () => {
  it("matches a plain search for every pair", () => {
    fc.assert(
      fc.property(dag, ({ n, perm, edges }) => {
        const rank = new Map(perm.map((node, r) => [node, r]));
        const succ: number[][] = Array.from({ length: n }, () => []);
        for (const [x, y] of edges) if (rank.get(x)! < rank.get(y)!) succ[x]!.push(y);
        const order = [...perm]; // ranks increase along every edge, so the permutation is a topological order
        const r = new Reachability(succ, order);
        for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) expect(r.before(a, b)).toBe(naiveBefore(succ, a, b));
      }),
      propertyRuns(300),
    );
  });
});
