/**
 * The secret scan over bytes, for large texts (UAIX entries): the same verdict as looksLikeSecret
 * on the decoded text, about twice as fast, and the text is decoded only when a hint occurs.
 *
 * Hints are ASCII (three bytes or more) and matched without regard to ASCII case, so the scan works on UTF-8 as is (no
 * byte of a multi-byte character is ASCII). The string scan lowercases with Unicode rules, which can
 * turn a few non-ASCII letters into ASCII ones (the Kelvin sign into `k`); such a hint never makes a
 * pattern match, since every match contains one of its hints in ASCII letters (the patterns are not
 * in Unicode mode, where `/i` keeps non-ASCII apart from ASCII). A property test holds the two equal.
 */
import { SECRET_HINTS, secretAmong } from "./secrets.js";

const LOWER = new Uint8Array(256).map((_, b) => (b >= 0x41 && b <= 0x5a ? b + 0x20 : b));

/** The hints by their first (lowercase) byte. */
const BY_FIRST: Buffer[][] = Array.from({ length: 256 }, () => []);

/**
 * For two bytes (in any ASCII case), indexed by (byte << 8) | next byte: bit 1 when they are the
 * first two letters of some hint, bit 2 when they are its second and third.
 */
const PAIRS = new Uint8Array(1 << 16);
{
  const lowerPairs = new Uint8Array(1 << 16);
  for (const h of SECRET_HINTS) {
    const b = Buffer.from(h, "latin1");
    lowerPairs[(b[0]! << 8) | b[1]!]! |= 1;
    lowerPairs[(b[1]! << 8) | b[2]!]! |= 2;
    BY_FIRST[b[0]!]!.push(b);
  }
  for (let x = 0; x < 1 << 16; x++) PAIRS[x] = lowerPairs[(LOWER[x >> 8]! << 8) | LOWER[x & 0xff]!]!;
}

/** Add to `seen` every hint that starts at `at` (a read past the end is undefined: no match). */
function hintsAt(bytes: Uint8Array, at: number, seen: Set<string> | undefined): Set<string> | undefined {
  if (at < 0) return seen;
  for (const h of BY_FIRST[LOWER[bytes[at]!]!]!) {
    let k = 1;
    while (k < h.length && LOWER[bytes[at + k]!] === h[k]) k++;
    if (k === h.length) (seen ??= new Set()).add(h.toString("latin1"));
  }
  return seen;
}

/**
 * Which hints occur in the bytes (overlapping occurrences included), or undefined for none.
 * Every hint is at least three bytes long, so its first or its second pair of letters starts at an
 * even offset: one table look-up every second byte finds every place a hint may start.
 */
export function hintsInBytes(bytes: Uint8Array): Set<string> | undefined {
  let seen: Set<string> | undefined;
  const last = bytes.length - 1;
  for (let i = 0; i < last; i += 2) {
    const pair = PAIRS[(bytes[i]! << 8) | bytes[i + 1]!]!;
    if (pair === 0) continue;
    if (pair & 1) seen = hintsAt(bytes, i, seen);
    if (pair & 2) seen = hintsAt(bytes, i - 1, seen);
  }
  return seen;
}

/** looksLikeSecret of the UTF-8 text in `bytes`. */
export function looksLikeSecretInBytes(bytes: Uint8Array): string | undefined {
  if (bytes.length < 16) return undefined;
  const seen = hintsInBytes(bytes);
  return seen
    ? secretAmong(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"), seen)
    : undefined;
}
