/**
 * normalizeAegxTimestamp's shortcut for the stored form (YYYY-MM-DDTHH:MM:SSZ with real fields)
 * answers as the RFC 3339 reading does: the same text with a +00:00 offset takes the full parser.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isNormalStoredTs, normalizeAegxTimestamp } from "../../ir/dialects/aegx/timestamp.js";
import { propertyRuns } from "../support/property-runs.js";

const two = (max: number): fc.Arbitrary<string> => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, "0"));
const storedShape = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1900, 2000, 2023, 2024, 2100)),
    two(14),
    two(33),
    two(25),
    two(61),
    two(62),
  )
  .map(([y, mo, d, h, mi, s]) => `${String(y).padStart(4, "0")}-${mo}-${d}T${h}:${mi}:${s}Z`);

describe("stored-form timestamps", () => {
  it("normalise to themselves exactly when the full RFC 3339 reading says so", () => {
    fc.assert(
      fc.property(storedShape, (ts) => {
        const full = normalizeAegxTimestamp(`${ts.slice(0, -1)}+00:00`);
        const fast = normalizeAegxTimestamp(ts);
        expect(fast.ok, ts).toBe(full.ok);
        if (full.ok && fast.ok) expect(fast.value).toBe(full.value);
        expect(isNormalStoredTs(ts), ts).toBe(full.ok && full.value === ts);
      }),
      propertyRuns(3000),
    );
    for (const ts of [
      "2024-02-29T00:00:00Z",
      "2000-02-29T23:59:60Z",
      "1900-02-29T00:00:00Z",
      "2023-02-29T00:00:00Z",
      "2026-04-31T00:00:00Z",
      "2026-01-01T24:00:00Z",
      "2026-01-01T00:60:00Z",
      "2026-01-01T00:00:61Z",
      "0000-01-01T00:00:00Z",
      "9999-12-31T23:59:59Z",
      "2026-01-01t00:00:00Z",
      "2026-01-01T00:00:00z",
      "2026-1-01T00:00:00Z0",
    ]) {
      const full = normalizeAegxTimestamp(`${ts.slice(0, -1)}+00:00`);
      expect(isNormalStoredTs(ts), ts).toBe(full.ok && full.value === ts);
    }
  });
});
