/**
 * A floor for a property that can skip its assertion (an early `return`, `fc.pre`): it counts the
 * runs that entered the property and those that reached the assertion, and fails when too few did.
 * Without it a generator that drifts (a new rejection in the reader, a narrower arbitrary) leaves a
 * property that passes while testing nothing. The floor is a fraction, so it holds at every
 * AGENTC_PROPERTY_RUNS (test/support/property-runs.ts).
 *
 *   const r = reach("accepted blocks");
 *   fc.assert(fc.property(arb, (x) => { r.enter(); if (!ok(x)) return; r.hit(); expect(...) }), runs);
 *   r.expectAtLeast(0.2);
 *
 * With `fc.pre`, call `enter()` before it and `hit()` after: fast-check retries a skipped run, so
 * `entered` counts the attempts.
 */
import { expect } from "vitest";

export interface Reach {
  /** A run entered the property. */
  enter(): void;
  /** That run reached the assertion. */
  hit(): void;
  readonly entered: number;
  readonly reached: number;
  /** Fails unless at least `fraction` of the runs that entered reached the assertion (and one did). */
  expectAtLeast(fraction: number): void;
}

export function reach(what: string): Reach {
  let entered = 0;
  let reached = 0;
  return {
    enter: () => void entered++,
    hit: () => void reached++,
    get entered() {
      return entered;
    },
    get reached() {
      return reached;
    },
    expectAtLeast(fraction: number): void {
      const message = `${what}: ${reached} of ${entered} runs reached the assertion (floor ${fraction})`;
      expect(reached, message).toBeGreaterThan(0);
      expect(reached / entered, message).toBeGreaterThanOrEqual(fraction);
    },
  };
}
