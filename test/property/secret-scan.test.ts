/** The one-pass hint scan of looksLikeSecret against the per-hint scan it replaced. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SECRET_PATTERNS, looksLikeSecret } from "../../ir/dialects/aix/secrets.js";

function reference(s: string): string | undefined {
  if (s.length < 16) return undefined;
  const lower = s.toLowerCase();
  for (const p of SECRET_PATTERNS) if (p.hints.some((h) => lower.includes(h)) && p.re.test(s)) return p.kind;
  return undefined;
}

const pieces = fc.constantFrom(
  ...SECRET_PATTERNS.flatMap((p) => p.hints),
  "AKIA", "ASIA", "ABCDEFGHIJKLMNOP", "Bearer ", "abcdefghijklmnopqrstuvwxyz0123", "eyJabcdefghij.", "-----BEGIN PRIVATE KEY-----", "sk-", "://user:pass@host",
  " = ", ": ", "'", '"', " ", "\n", "x", "Password", "SECRET", "ghp_", "0123456789abcdef0123456789abcdef0123",
);

describe("secret scan", () => {
  it("finds the same kind as checking every hint separately", () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 14 }), (parts) => {
        const s = parts.join("");
        expect(looksLikeSecret(s)).toBe(reference(s));
      }),
      { numRuns: 2000 },
    );
  });
});
