/**
 * How many runs a property gets: the count its test names, times AGENTC_PROPERTY_RUNS (at least 10).
 *
 * - `npm test` (vitest.config.ts) sets 0.25: every property runs, on a quarter of its cases, so the
 *   default set stays fast (vitest.sets.ts);
 * - `npm run check` (vitest.check.config.ts) sets 2: the long runs, twice the count each test names;
 * - the mutation run (vitest.mutation.config.ts) sets 0.25: a surviving mutant runs every property
 *   that covers it;
 * - unset (a test file run on its own with a config that sets nothing) or 1: the count as written.
 *
 * A property whose floor needs an exact count (test/support/reach.ts is a fraction and needs none)
 * passes `{ numRuns }` itself and is not scaled.
 */
const scale = Number(process.env.AGENTC_PROPERTY_RUNS ?? "1");

export function propertyRuns(numRuns: number): { numRuns: number } {
  if (!Number.isFinite(scale) || scale <= 0)
    throw new Error(
      `AGENTC_PROPERTY_RUNS=${process.env.AGENTC_PROPERTY_RUNS} is not a positive number (0.25 quick, 1 as written, 2 long)`,
    );
  return { numRuns: scale === 1 ? numRuns : Math.max(10, Math.ceil(numRuns * scale)) };
}
