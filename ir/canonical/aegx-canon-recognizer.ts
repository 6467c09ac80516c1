/**
 * Recognises JSON text that is already in AEGX_CANON_0_1 form, without
 * building values. Bundles written by the reference or by agentc store
 * `meta` and `payload` as compact, key-sorted JSON, which is usually exactly
 * their canonical form; the verifier then hashes slices of the line instead
 * of parsing and re-serialising it. Anything not provably canonical makes the
 * recogniser answer -1 and the caller takes the general path.
 */
import { formatF64, serdeNumber } from "../json/serde-number.js";
import { compareCodePoints } from "../json/strings.js";

/** End offset of the canonical JSON value starting at `i`, or -1. */
export function canonicalValueEnd(s: string, i: number, depth = 0): number {
  if (depth > 127) return -1;
  const c = s.charCodeAt(i);
  if (c === 34) return canonicalStringEnd(s, i);
  if (c === 123) return canonicalObjectEnd(s, i, depth, undefined);
  if (c === 91) {
    let j = i + 1;
    if (s.charCodeAt(j) === 93) return j + 1;
    for (;;) {
      j = canonicalValueEnd(s, j, depth + 1);
      if (j < 0) return -1;
      const d = s.charCodeAt(j);
      if (d === 93) return j + 1;
      if (d !== 44) return -1;
      j++;
    }
  }
  if (c === 116) return s.startsWith("true", i) ? i + 4 : -1;
  if (c === 102) return s.startsWith("false", i) ? i + 5 : -1;
  if (c === 110) return s.startsWith("null", i) ? i + 4 : -1;
  return canonicalNumberEnd(s, i);
}

/** A member of a canonical object: key (without quotes) and the value's span. */
export interface Member {
  key: string;
  start: number;
  end: number;
}

/**
 * End offset of a canonical object at `i` (keys strictly increasing by code
 * point, no whitespace), or -1. Its members are pushed onto `members` if given.
 */
export function canonicalObjectEnd(s: string, i: number, depth: number, members: Member[] | undefined): number {
  let j = i + 1;
  if (s.charCodeAt(j) === 125) return j + 1;
  let prevKey: string | undefined;
  for (;;) {
    const keyEnd = canonicalStringEnd(s, j);
    if (keyEnd < 0 || s.charCodeAt(keyEnd) !== 58) return -1;
    const key = s.slice(j + 1, keyEnd - 1);
    // Keys with escapes would need decoding before comparison: not on the fast path.
    if (key.includes("\\") || (prevKey !== undefined && compareCodePoints(prevKey, key) >= 0)) return -1;
    prevKey = key;
    const valueEnd = canonicalValueEnd(s, keyEnd + 1, depth + 1);
    if (valueEnd < 0) return -1;
    members?.push({ key, start: keyEnd + 1, end: valueEnd });
    const d = s.charCodeAt(valueEnd);
    if (d === 125) return valueEnd + 1;
    if (d !== 44) return -1;
    j = valueEnd + 1;
  }
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102);
}

/** End of a string at `i` whose text is canonical: minimal escapes, lowercase `\u00xx`, NFC. */
export function canonicalStringEnd(s: string, i: number): number {
  if (s.charCodeAt(i) !== 34) return -1;
  let j = i + 1;
  let mayNeedNfc = false;
  for (;;) {
    const c = s.charCodeAt(j);
    if (c === 34) break;
    if (Number.isNaN(c) || c < 0x20) return -1;
    if (c === 92) {
      const e = s.charCodeAt(j + 1);
      if (e === 34 || e === 92 || e === 110 || e === 114 || e === 116) {
        j += 2;
        continue;
      }
      // Only control characters other than \n \r \t are written as \u00xx.
      if (e !== 117 || s.charCodeAt(j + 2) !== 48 || s.charCodeAt(j + 3) !== 48 || !isHex(s.charCodeAt(j + 4)) || !isHex(s.charCodeAt(j + 5))) return -1;
      const code = parseInt(s.slice(j + 4, j + 6), 16);
      if (code >= 0x20 || code === 9 || code === 10 || code === 13) return -1;
      j += 6;
      continue;
    }
    if (c >= 0x300) mayNeedNfc = true;
    j++;
  }
  if (mayNeedNfc) {
    const body = s.slice(i + 1, j);
    if (body.normalize("NFC") !== body) return -1;
  }
  return j + 1;
}

function canonicalNumberEnd(s: string, i: number): number {
  let j = i;
  if (s.charCodeAt(j) === 45) j++;
  const first = j;
  while (s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++;
  if (j === first || (s.charCodeAt(first) === 48 && j - first > 1)) return -1;
  const c = s.charCodeAt(j);
  if (c !== 46 && c !== 101 && c !== 69) {
    // An integer is canonical unless it is -0 or does not fit u64 (i64 when negative).
    if (s.charCodeAt(first) === 48 && first > i) return -1;
    if (j - first > 18) {
      const n = BigInt(s.slice(i, j));
      if (n > 18446744073709551615n || n < -9223372036854775808n) return -1;
    }
    return j;
  }
  while (j < s.length && /[0-9eE.+-]/.test(s[j] as string)) j++;
  const lexeme = s.slice(i, j);
  // A float is canonical when serde reads it and prints it back unchanged (and it is not -0).
  try {
    const n = serdeNumber(lexeme);
    if (n.kind !== "f64" || Object.is(n.value, -0) || formatF64(n.value) !== lexeme) return -1;
  } catch {
    return -1;
  }
  return j;
}
