/**
 * How many runs a property gets: as its test says, except in the mutation run. There a mutant
 * that survives runs every property covering it (the broad ones cover most of ir/), so
 * vitest.mutation.config.ts sets AGENTC_PROPERTY_RUNS_SCALE to a fraction; `npm test` runs
 * every property in full.
 */
const scale = Number(process.env.AGENTC_PROPERTY_RUNS_SCALE ?? "1");

export function propertyRuns(numRuns: number): { numRuns: number } {
  return { numRuns: scale >= 1 ? numRuns : Math.max(10, Math.ceil(numRuns * scale)) };
}
