/**
 * JSON numbers the way serde_json (default features) reads and writes them.
 *
 * Reading: an integer literal that fits u64 (or i64 when negative) stays an
 * integer; anything else becomes an f64 built as `significand * 10^exp` with
 * one multiplication or division by a power of ten. That is serde_json's
 * fast path without `float_roundtrip`, which is not always correctly rounded
 * (`1.23456789012345678` reads as 1.2345678901234567); AEGX recordIds depend
 * on it, so it is reproduced exactly here.
 *
 * Writing: integers in decimal; floats in the shortest round-trip digits,
 * laid out as the zmij crate does (fixed for decimal exponents -5..=15 with a
 * `.0` on integral values, otherwise `d.ddde+N` / `d.ddde-N`).
 */
import { AgentcError } from "../diagnostics/agentc-error.js";
export type SerdeNumber =
  { kind: "u64"; value: bigint } | { kind: "i64"; value: bigint } | { kind: "f64"; value: number };

export class NumberOutOfRange extends AgentcError {
  constructor(lexeme: string) {
    super(`number out of range: ${lexeme}`, "JSON-NUMBER-RANGE");
  }
}

const U64_MAX = 18446744073709551615n;
const U64_MAX_DIV_10 = U64_MAX / 10n;
const U64_MAX_MOD_10 = U64_MAX % 10n;
const POW10: number[] = Array.from({ length: 309 }, (_, k) => Number(`1e${k}`));

/** Interpret a JSON number lexeme (already syntax-checked) as serde_json does. */
export function serdeNumber(lexeme: string): SerdeNumber {
  // Fast path: plain integers that fit their 64-bit type.
  if (lexeme.length <= 20 && /^-?\d+$/.test(lexeme)) {
    const n = BigInt(lexeme);
    if (lexeme.startsWith("-")) {
      if (n === 0n) return { kind: "f64", value: -0 };
      if (n >= -9223372036854775808n) return { kind: "i64", value: n };
    } else if (n <= U64_MAX) return { kind: "u64", value: n };
  }
  const short = shortF64(lexeme);
  if (short !== undefined) return { kind: "f64", value: short };
  return readSerdeNumber(lexeme);
}

/** serde_json's reading, digit by digit (serdeNumber takes shortcuts that give the same answers). */
export function readSerdeNumber(lexeme: string): SerdeNumber {
  return new SerdeNumberReader(lexeme).read();
}

/**
 * A fraction or exponent lexeme with at most 15 significant digits and a decimal exponent within
 * ±22: serde's `significand * 10^exp` is then one operation on exact operands, correctly rounded,
 * so it is what `Number` reads. Undefined for anything else (integers, long or far lexemes).
 */
function shortF64(lexeme: string): number | undefined {
  let i = lexeme.charCodeAt(0) === 45 ? 1 : 0;
  let significant = 0;
  let fraction = 0;
  let point = false;
  for (; i < lexeme.length; i++) {
    const c = lexeme.charCodeAt(i);
    if (c === 46) point = true;
    else if (c >= 48 && c <= 57) {
      if (significant > 0 || c !== 48) significant++;
      if (point) fraction++;
    } else break;
  }
  if (significant > 15) return undefined;
  let exp = 0;
  if (i < lexeme.length) {
    // e or E, an optional sign, then digits (syntax-checked already).
    let k = i + 1;
    const sign = lexeme.charCodeAt(k) === 45 ? -1 : 1;
    if (sign < 0 || lexeme.charCodeAt(k) === 43) k++;
    if (lexeme.length - k > 3) return undefined;
    for (; k < lexeme.length; k++) exp = exp * 10 + (lexeme.charCodeAt(k) - 48);
    exp *= sign;
  } else if (!point) return undefined;
  return Math.abs(exp - fraction) <= 22 ? Number(lexeme) : undefined;
}

class SerdeNumberReader {
  private i = 0;
  private readonly positive: boolean;

  constructor(private readonly s: string) {
    this.positive = s[0] !== "-";
    if (!this.positive) this.i = 1;
  }

  private peekDigit(): number {
    const c = this.s.charCodeAt(this.i);
    return c >= 48 && c <= 57 ? c - 48 : -1;
  }

  read(): SerdeNumber {
    let significand = BigInt(this.s.charCodeAt(this.i) - 48);
    this.i++;
    if (significand !== 0n) {
      for (let d = this.peekDigit(); d >= 0; d = this.peekDigit()) {
        if (overflows(significand, d)) return { kind: "f64", value: this.longInteger(significand) };
        this.i++;
        significand = significand * 10n + BigInt(d);
      }
    }
    const c = this.s[this.i];
    if (c === ".") return { kind: "f64", value: this.decimal(significand, 0) };
    if (c === "e" || c === "E") return { kind: "f64", value: this.exponent(significand, 0) };
    if (this.positive) return { kind: "u64", value: significand };
    const neg = -significand;
    if (neg < -9223372036854775808n || significand === 0n) return { kind: "f64", value: -Number(significand) };
    return { kind: "i64", value: neg };
  }

  private longInteger(significand: bigint): number {
    let exponent = 0;
    while (this.peekDigit() >= 0) {
      this.i++;
      exponent++;
    }
    const c = this.s[this.i];
    if (c === ".") return this.decimal(significand, exponent);
    if (c === "e" || c === "E") return this.exponent(significand, exponent);
    return this.fromParts(significand, exponent);
  }

  private decimal(significand: bigint, exponentBeforePoint: number): number {
    this.i++; // '.'
    let after = 0;
    for (let d = this.peekDigit(); d >= 0; d = this.peekDigit()) {
      if (overflows(significand, d)) {
        while (this.peekDigit() >= 0) this.i++;
        return this.afterDigits(significand, exponentBeforePoint + after);
      }
      this.i++;
      significand = significand * 10n + BigInt(d);
      after--;
    }
    return this.afterDigits(significand, exponentBeforePoint + after);
  }

  private afterDigits(significand: bigint, exponent: number): number {
    const c = this.s[this.i];
    if (c === "e" || c === "E") return this.exponent(significand, exponent);
    return this.fromParts(significand, exponent);
  }

  private exponent(significand: bigint, startingExp: number): number {
    this.i++; // 'e'
    let positiveExp = true;
    if (this.s[this.i] === "+") this.i++;
    else if (this.s[this.i] === "-") {
      positiveExp = false;
      this.i++;
    }
    let exp = 0;
    for (let d = this.peekDigit(); d >= 0; d = this.peekDigit()) {
      this.i++;
      if (exp > 214748364 || (exp === 214748364 && d > 7)) {
        // i32 overflow of the exponent: zero or out of range.
        if (significand !== 0n && positiveExp) throw new NumberOutOfRange(this.s);
        return this.positive ? 0 : -0;
      }
      exp = exp * 10 + d;
    }
    const finalExp = positiveExp ? saturatingI32(startingExp + exp) : saturatingI32(startingExp - exp);
    return this.fromParts(significand, finalExp);
  }

  private fromParts(significand: bigint, exponent: number): number {
    let f = Number(significand);
    for (;;) {
      const pow = POW10[Math.abs(exponent)];
      if (pow !== undefined) {
        if (exponent >= 0) {
          f *= pow;
          if (!Number.isFinite(f)) throw new NumberOutOfRange(this.s);
        } else {
          f /= pow;
        }
        break;
      }
      if (f === 0) break;
      if (exponent >= 0) throw new NumberOutOfRange(this.s);
      f /= 1e308;
      exponent += 308;
    }
    return this.positive ? f : -f;
  }
}

function overflows(significand: bigint, digit: number): boolean {
  return significand >= U64_MAX_DIV_10 && (significand > U64_MAX_DIV_10 || BigInt(digit) > U64_MAX_MOD_10);
}

function saturatingI32(n: number): number {
  return Math.max(-2147483648, Math.min(2147483647, n));
}

/** Format a finite f64 the way serde_json (zmij) prints it. */
export function formatF64(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const abs = Math.abs(x);
  // JavaScript prints the same shortest digits. For decimal exponents -5..=15 its layout is fixed
  // too, and only integral values lack the ".0"; otherwise toExponential is `d.ddde+N` / `d.ddde-N`.
  if (abs >= 1e-5 && abs < 1e16) {
    const fixed = String(x);
    return fixed.includes(".") ? fixed : `${fixed}.0`;
  }
  return x.toExponential();
}

/** Print a serde number as serde_json would. */
export function formatSerdeNumber(n: SerdeNumber): string {
  return n.kind === "f64" ? formatF64(n.value) : n.value.toString();
}
