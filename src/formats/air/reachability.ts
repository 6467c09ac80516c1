/**
 * "Does step a run before step b?" in a plan's DAG, answered on demand: a
 * backward search from b over predecessors, pruned by topological position
 * (a node placed before a cannot lead back to a). References usually name a
 * nearby earlier step, so a query touches few nodes; unlike a transitive
 * closure this needs no memory quadratic in the plan's length.
 */
export class Reachability {
  private readonly pred: number[][];
  private readonly position: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;

  /** `succ`: successors of each step; `order`: a topological order of all steps. */
  constructor(succ: readonly (readonly number[])[], order: readonly number[]) {
    this.pred = succ.map(() => []);
    succ.forEach((tos, from) => tos.forEach((to) => this.pred[to]!.push(from)));
    this.position = new Int32Array(succ.length);
    order.forEach((n, i) => (this.position[n] = i));
    this.seen = new Int32Array(succ.length);
  }

  /** Whether `a` is a proper ancestor of `b`. */
  before(a: number, b: number): boolean {
    if (a === b || this.position[a]! >= this.position[b]!) return false;
    const stamp = ++this.stamp;
    const floor = this.position[a]!;
    const stack = [b];
    while (stack.length) {
      for (const p of this.pred[stack.pop()!]!) {
        if (p === a) return true;
        if (this.seen[p] === stamp || this.position[p]! < floor) continue;
        this.seen[p] = stamp;
        stack.push(p);
      }
    }
    return false;
  }
}
