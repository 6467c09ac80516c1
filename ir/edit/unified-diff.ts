/**
 * A unified diff of two texts, line by line (what `agentc aigx export --dry-run` shows for each file):
 * `--- a/<path>` / `+++ b/<path>` headers (`/dev/null` for a file created or removed), then hunks with
 * three lines of context, as `diff -u` and `git diff` print them, so that `patch -p1` applies them.
 *
 * The edit script is the shortest one (Myers' O(ND) algorithm): a file changed in a few lines costs
 * little however long it is. Deterministic bytes: the same two texts always give the same diff.
 */

const CONTEXT = 3;

type Op = { kind: " " | "-" | "+"; line: string };

/** The lines of a text, each without its line end; a last line without one is marked as `diff` marks it. */
function linesOf(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  else lines[lines.length - 1] += "\n\\ No newline at end of file";
  return lines;
}

/** The shortest edit script turning `a` into `b` (Myers 1986: the furthest point on each diagonal, kept per step to walk back). */
function editScript(a: readonly string[], b: readonly string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // trace[d]: the furthest x on each diagonal before step d, only diagonals -d-1 … d+1 (all step d reads).
  const trace: Int32Array[] = [];
  const fromAbove = (w: Int32Array, d: number, k: number): boolean => k === -d || (k !== d && w[offset + k - 1]! < w[offset + k + 1]!);
  search: for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = fromAbove(v, d, k) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) break search;
    }
  }
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    // The saved window, read at its own offset (diagonal k is at k + d + 1).
    const w = trace[d]!;
    const at = (k: number): number => w[k + d + 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      ops.push({ kind: " ", line: a[x]! });
    }
    if (d === 0) break;
    if (x === prevX) ops.push({ kind: "+", line: b[prevY]! });
    else ops.push({ kind: "-", line: a[prevX]! });
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}

/** `diff -u`'s range: `start,count`, the start one before the hunk when it is empty. */
const range = (start: number, count: number): string => (count === 1 ? `${start + 1}` : `${count === 0 ? start : start + 1},${count}`);

/**
 * The unified diff turning `before` into `after` at `path` (`before` undefined: a file created;
 * `after` undefined: a file removed); empty when they are equal.
 */
export function unifiedDiff(path: string, before: string | undefined, after: string | undefined): string {
  if (before === after) return "";
  const a = linesOf(before ?? "");
  const b = linesOf(after ?? "");
  const ops = editScript(a, b);
  const out = [`--- ${before === undefined ? "/dev/null" : `a/${path}`}`, `+++ ${after === undefined ? "/dev/null" : `b/${path}`}`];
  // Hunks: each change with up to three lines of context around it; changes closer than twice that share one.
  const changed = ops.flatMap((o, i) => (o.kind === " " ? [] : [i]));
  // Line numbers before each op, counted once.
  const aAt = new Int32Array(ops.length + 1);
  const bAt = new Int32Array(ops.length + 1);
  ops.forEach((o, i) => {
    aAt[i + 1] = aAt[i]! + (o.kind !== "+" ? 1 : 0);
    bAt[i + 1] = bAt[i]! + (o.kind !== "-" ? 1 : 0);
  });
  let g = 0;
  while (g < changed.length) {
    let last = g;
    while (last + 1 < changed.length && changed[last + 1]! - changed[last]! - 1 <= 2 * CONTEXT) last++;
    const from = Math.max(0, changed[g]! - CONTEXT);
    const to = Math.min(ops.length, changed[last]! + 1 + CONTEXT);
    const hunk = ops.slice(from, to);
    out.push(`@@ -${range(aAt[from]!, aAt[to]! - aAt[from]!)} +${range(bAt[from]!, bAt[to]! - bAt[from]!)} @@`);
    for (const o of hunk) out.push(`${o.kind}${o.line}`);
    g = last + 1;
  }
  return `${out.join("\n")}\n`;
}
