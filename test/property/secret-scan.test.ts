/** The one-pass hint scan of looksLikeSecret against the per-hint scan it replaced, and the byte scan against both. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SECRET_HINTS, SECRET_PATTERNS, looksLikeSecret } from "../../ir/dialects/aix/secrets.js";
import { hintsInBytes, looksLikeSecretInBytes } from "../../ir/dialects/aix/secret-bytes.js";
import { propertyRuns } from "../support/property-runs.js";

function reference(s: string): string | undefined {
  if (s.length < 16) return undefined;
  const lower = s.toLowerCase();
  for (const p of SECRET_PATTERNS) if (p.hints.some((h) => lower.includes(h)) && p.re.test(s)) return p.kind;
  return undefined;
}

const pieces = fc.constantFrom(
  ...SECRET_PATTERNS.flatMap((p) => p.hints),
  "AKIA",
  "ASIA",
  "ABCDEFGHIJKLMNOP",
  "Bearer ",
  "abcdefghijklmnopqrstuvwxyz0123",
  "eyJabcdefghij.",
  "-----BEGIN PRIVATE KEY-----",
  "sk-",
  "://user:pass@host",
  " = ",
  ": ",
  "'",
  '"',
  " ",
  "\n",
  "x",
  "Password",
  "SECRET",
  "ghp_",
  "0123456789abcdef0123456789abcdef0123",
  // Letters that lowercase to ASCII (Kelvin sign, dotted capital I), other non-ASCII, upper case hints.
  "\u212a",
  "\u0130",
  "é",
  "ß",
  "\u{1f511}",
  "PWD",
  "API_KEY",
  "_LIVE_",
  "XOX",
  "-----begin",
);

describe("secret scan", () => {
  it("finds the same kind as checking every hint separately", () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 14 }), (parts) => {
        const s = parts.join("");
        expect(looksLikeSecret(s)).toBe(reference(s));
      }),
      propertyRuns(2000),
    );
  });

  it("over UTF-8 bytes gives the same kind as over the decoded text", () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 14 }), (parts) => {
        const s = parts.join("");
        expect(looksLikeSecretInBytes(Buffer.from(s, "utf8"))).toBe(looksLikeSecret(s));
      }),
      propertyRuns(2000),
    );
  });

  it("over bytes finds every hint, in any ASCII case, at the start, the end and overlapping", () => {
    const found = (s: string): string[] => [...(hintsInBytes(Buffer.from(s, "utf8")) ?? [])].sort();
    expect(found("PWD")).toEqual(["pwd"]);
    expect(found("x://")).toEqual(["://"]);
    expect(found("sk_live_key and Bearer")).toEqual(["_live_", "bearer"]);
    expect(found("é-----BEGIN")).toEqual(["-----begin"]);
    expect(found("passwd")).toEqual(["passwd"]);
    expect(found("apikeyaccesstoken")).toEqual(["accesstoken", "apikey"]);
    expect(found("pw")).toEqual([]);
    expect(found("pwx skx aki")).toEqual([]);
    expect(hintsInBytes(Buffer.alloc(0))).toBeUndefined();
    // The scan looks at every second byte: that finds a hint at any offset only if each is 3+ ASCII bytes.
    expect(SECRET_HINTS.filter((h) => h.length < 3 || !/^[\x21-\x7e]+$/.test(h) || h !== h.toLowerCase())).toEqual([]);
    for (const h of SECRET_HINTS)
      for (const pad of ["", "x", "xy", "xyz"]) expect(found(`${pad}${h.toUpperCase()}`), `${pad}${h}`).toContain(h);
  });
});
