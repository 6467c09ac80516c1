/**
 * AEGX_CANON_0_1 recognition on UTF-8 bytes: recognises JSON text already in canonical form
 * without building values, on lines as they were read, so that the verifier's fast path neither
 * decodes nor cuts strings (reading a JS string char by char costs about twice a byte array).
 *
 * Offsets are byte offsets; `end` bounds the text (a line inside a larger chunk). The bytes must be
 * valid UTF-8 (readers check whole blocks first). UTF-8 keeps code point order bytewise, so keys
 * compare as bytes; a string with a code point at or above U+0300 (a lead byte of 0xCC or more) is
 * decoded for the NFC check, exactly where the text form checks it. Anything not provably
 * canonical gives -1.
 */
import { formatF64, serdeNumber } from "../json/serde-number.js";

const TRUE = [116, 114, 117, 101];
const FALSE = [102, 97, 108, 115, 101];
const NULL = [110, 117, 108, 108];

function literalEnd(b: Buffer, i: number, end: number, word: number[]): number {
  if (i + word.length > end) return -1;
  for (let k = 0; k < word.length; k++) if (b[i + k] !== word[k]) return -1;
  return i + word.length;
}

/** End offset of the canonical JSON value starting at `i`, or -1. */
export function canonicalValueEndAt(b: Buffer, i: number, end: number, depth = 0): number {
  if (depth > 127 || i >= end) return -1;
  const c = b[i];
  if (c === 34) return canonicalStringEndAt(b, i, end);
  if (c === 123) return canonicalObjectEndAt(b, i, end, depth, undefined);
  if (c === 91) {
    let j = i + 1;
    if (j < end && b[j] === 93) return j + 1;
    for (;;) {
      j = canonicalValueEndAt(b, j, end, depth + 1);
      if (j < 0 || j >= end) return -1;
      const d = b[j];
      if (d === 93) return j + 1;
      if (d !== 44) return -1;
      j++;
    }
  }
  if (c === 116) return literalEnd(b, i, end, TRUE);
  if (c === 102) return literalEnd(b, i, end, FALSE);
  if (c === 110) return literalEnd(b, i, end, NULL);
  return canonicalNumberEndAt(b, i, end);
}

/** The members of an object as offsets, four per member: key start and end (inside the quotes), value start and end. */
export class MemberSpans {
  at = new Int32Array(64);
  /** Members recorded (the offsets of member k start at at[4k]). */
  count = 0;
  push(keyStart: number, keyEnd: number, valueStart: number, valueEnd: number): void {
    if (4 * this.count + 4 > this.at.length) {
      const grown = new Int32Array(this.at.length * 2);
      grown.set(this.at);
      this.at = grown;
    }
    const k = 4 * this.count++;
    this.at[k] = keyStart;
    this.at[k + 1] = keyEnd;
    this.at[k + 2] = valueStart;
    this.at[k + 3] = valueEnd;
  }
}

/**
 * End offset of a canonical object at `i` (keys strictly increasing, no whitespace), or -1. Its
 * members are recorded in `members` if given (which the caller has emptied).
 */
export function canonicalObjectEndAt(
  b: Buffer,
  i: number,
  end: number,
  depth: number,
  members: MemberSpans | undefined,
): number {
  let j = i + 1;
  if (j < end && b[j] === 125) return j + 1;
  let prev = -1;
  let prevEnd = -1;
  for (;;) {
    const keyEnd = canonicalStringEndAt(b, j, end);
    if (keyEnd < 0 || keyEnd >= end || b[keyEnd] !== 58) return -1;
    // Keys with escapes would need decoding before comparison: not on the fast path.
    if (!plainKeyAfter(b, prev, prevEnd, j + 1, keyEnd - 1)) return -1;
    prev = j + 1;
    prevEnd = keyEnd - 1;
    const valueEnd = canonicalValueEndAt(b, keyEnd + 1, end, depth + 1);
    if (valueEnd < 0 || valueEnd >= end) return -1;
    members?.push(j + 1, keyEnd - 1, keyEnd + 1, valueEnd);
    const d = b[valueEnd];
    if (d === 125) return valueEnd + 1;
    if (d !== 44) return -1;
    j = valueEnd + 1;
  }
}

/** Whether the key in [k, kEnd) has no backslash and sorts after the one in [p, pEnd) (p < 0: none). */
function plainKeyAfter(b: Buffer, p: number, pEnd: number, k: number, kEnd: number): boolean {
  for (let x = k; x < kEnd; x++) if (b[x] === 92) return false;
  if (p < 0) return true;
  for (; ; p++, k++) {
    if (k === kEnd) return false; // equal, or this key is a prefix of the previous one
    if (p === pEnd) return true; // the previous key is a prefix of this one
    if (b[p] !== b[k]) return b[p] < b[k];
  }
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102);
}

/** End of a string at `i` whose text is canonical: minimal escapes, lowercase `\u00xx`, NFC. */
export function canonicalStringEndAt(b: Buffer, i: number, end: number): number {
  if (i >= end || b[i] !== 34) return -1;
  let j = i + 1;
  let mayNeedNfc = false;
  for (;;) {
    if (j >= end) return -1;
    const c = b[j];
    if (c === 34) break;
    if (c < 0x20) return -1;
    if (c === 92) {
      const e = j + 1 < end ? b[j + 1] : -1;
      if (e === 34 || e === 92 || e === 110 || e === 114 || e === 116) {
        j += 2;
        continue;
      }
      // Only control characters other than \n \r \t are written as \u00xx.
      if (e !== 117 || j + 5 >= end || b[j + 2] !== 48 || b[j + 3] !== 48 || !isHex(b[j + 4]) || !isHex(b[j + 5]))
        return -1;
      const code = parseInt(b.toString("latin1", j + 4, j + 6), 16);
      if (code >= 0x20 || code === 9 || code === 10 || code === 13) return -1;
      j += 6;
      continue;
    }
    if (c >= 0xcc) mayNeedNfc = true;
    j++;
  }
  if (mayNeedNfc) {
    const body = b.toString("utf8", i + 1, j);
    if (body.normalize("NFC") !== body) return -1;
  }
  return j + 1;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

const U64_MAX_DIGITS = Buffer.from("18446744073709551615");
const I64_MIN_DIGITS = Buffer.from("9223372036854775808");

/** Whether the digits b[s, e) (no leading zero) are at most the number spelled by `max`. */
function digitsAtMost(b: Buffer, s: number, e: number, max: Buffer): boolean {
  if (e - s !== max.length) return e - s < max.length;
  for (let k = 0; k < max.length; k++) if (b[s + k] !== max[k]) return (b[s + k] as number) < (max[k] as number);
  return true;
}

/**
 * Whether the float lexeme b[i, j) (an integer part already checked, then anything the number
 * scan took) is what formatF64 prints for the value serde reads from it, decided from its digits
 * where that is exact; undefined elsewhere (the caller formats the value and compares).
 *
 * Exact where serdeNumber's short path is (at most 15 significant digits, decimal exponent within
 * ±22): serde's value is then the nearest double, and no other decimal of 15 digits or fewer rounds
 * to that double, so its shortest digits are the lexeme's own without trailing zeros; what is left
 * is formatF64's layout for them (fixed for exponents -5..=15 with ".0" on integral values, else
 * d.ddde±N). Shapes formatF64 never prints (an E, an exponent without sign or with a leading zero,
 * a point without digits after it) are refused whatever the value.
 */
function shortFloatCanonical(b: Buffer, i: number, j: number): boolean | undefined {
  let p = b[i] === 45 ? i + 1 : i;
  const intStart = p;
  while (p < j && isDigit(b[p])) p++;
  const intEnd = p;
  let fracStart = p;
  let fracEnd = p;
  if (p < j && b[p] === 46) {
    fracStart = ++p;
    while (p < j && isDigit(b[p])) p++;
    fracEnd = p;
    if (fracEnd === fracStart) return false;
  }
  const hasFrac = fracEnd > fracStart;
  let exp = 0;
  const hasExp = p < j;
  if (hasExp) {
    if (b[p] !== 101) return false;
    const sign = b[p + 1];
    if (sign !== 43 && sign !== 45) return false;
    const digits = p + 2;
    if (digits >= j || b[digits] === 48 || j - digits > 3)
      return j - digits > 3 && b[digits] !== 48 && digits < j ? undefined : false;
    for (let k = digits; k < j; k++) {
      if (!isDigit(b[k])) return false;
      exp = exp * 10 + b[k] - 48;
    }
    if (sign === 45) exp = -exp;
  }
  // The significant digits: from the first non-zero one; `lastNonZero` ends them without trailing zeros.
  let first = -1;
  let lastNonZero = -1;
  let significant = 0;
  for (let k = intStart; k < fracEnd; k++) {
    if (k === intEnd) continue;
    const d = b[k];
    if (first < 0 && d === 48) continue;
    if (first < 0) first = k;
    significant++;
    if (d !== 48) lastNonZero = k;
  }
  if (first < 0) return !hasExp && b[i] !== 45 && intEnd - intStart === 1 && fracEnd - fracStart === 1; // zero: only "0.0"
  if (significant > 15 || Math.abs(exp - (fracEnd - fracStart)) > 22) return undefined;
  // Decimal exponent of the first significant digit, and how many digits there are without trailing zeros.
  const e = (first < intEnd ? intEnd - 1 - first : fracStart - 1 - first) + exp;
  const lastInFrac = lastNonZero >= fracStart;
  if (e >= -5 && e <= 15) {
    if (hasExp || !hasFrac) return false;
    // Fixed: the integer part is the digits before the point (no leading zero unless it is "0"), the
    // fraction is the rest with no trailing zero, or exactly "0" when there is no rest.
    if (e < 0) return intEnd - intStart === 1 && b[intStart] === 48 && b[fracEnd - 1] !== 48;
    return lastInFrac ? b[fracEnd - 1] !== 48 : fracEnd - fracStart === 1 && b[fracStart] === 48;
  }
  // d.ddde±N: one non-zero digit before the point, the rest (if any) after it without trailing zero.
  if (!hasExp || intEnd - intStart !== 1 || b[intStart] === 48) return false;
  return lastInFrac ? b[fracEnd - 1] !== 48 : !hasFrac;
}

function canonicalNumberEndAt(b: Buffer, i: number, end: number): number {
  let j = i;
  if (j < end && b[j] === 45) j++;
  const first = j;
  while (j < end && isDigit(b[j])) j++;
  if (j === first || (b[first] === 48 && j - first > 1)) return -1;
  const c = j < end ? b[j] : -1;
  if (c !== 46 && c !== 101 && c !== 69) {
    // An integer is canonical unless it is -0 or does not fit u64 (i64 when negative).
    if (b[first] === 48 && first > i) return -1;
    if (j - first > 18 && !digitsAtMost(b, first, j, first > i ? I64_MIN_DIGITS : U64_MAX_DIGITS)) return -1;
    return j;
  }
  for (let d = c; isDigit(d) || d === 101 || d === 69 || d === 46 || d === 43 || d === 45; d = j < end ? b[j] : -1) j++;
  const known = shortFloatCanonical(b, i, j);
  if (known !== undefined) return known ? j : -1;
  const lexeme = b.toString("latin1", i, j);
  // A float is canonical when serde reads it and prints it back unchanged (and it is not -0).
  try {
    const n = serdeNumber(lexeme);
    if (n.kind !== "f64" || Object.is(n.value, -0) || formatF64(n.value) !== lexeme) return -1;
  } catch {
    return -1;
  }
  return j;
}
