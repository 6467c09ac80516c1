/**
 * "Did you mean …?": the known word nearest to a misspelt one, by
 * Damerau–Levenshtein distance (optimal string alignment: insertions,
 * deletions, substitutions and swaps of neighbours each cost 1).
 */

export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  const d: number[][] = Array.from({ length: m + 1 }, (_, i) =>
    Array.from({ length: n + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[m]![n]!;
}

/**
 * The candidate nearest to `word` (case-insensitively), if it is within
 * `maxDistance` edits and closer than the word is long (so `ab` never
 * "means" `xy`). Ties go to the earlier candidate, so the answer is stable.
 */
export function nearest(word: string, candidates: Iterable<string>, maxDistance = 2): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    if (c === word) continue;
    const dist = editDistance(w, c.toLowerCase());
    if (dist < bestDistance && dist <= maxDistance && dist < Math.max(w.length, 2)) {
      best = c;
      bestDistance = dist;
    }
  }
  return best;
}

/** The hint text for a suggestion: "did you mean `temperature`?" (undefined when there is none). */
export function didYouMean(word: string, candidates: Iterable<string>, maxDistance = 2): string | undefined {
  const n = nearest(word, candidates, maxDistance);
  return n === undefined ? undefined : `did you mean \`${n}\`?`;
}
