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
  | { kind: "u64"; value: bigint }
  | { kind: "i64"; value: bigint }
  | { kind: "f64"; value: number };

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
  return new SerdeNumberReader(lexeme).read();
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
  const sign = x < 0 ? "-" : "";
  const [mantissa, expText] = Math.abs(x).toExponential().split("e") as [string, string];
  const digits = mantissa.replace(".", "");
  const exp = Number(expText);
  const length = digits.length;
  if (exp >= -5 && exp <= 15) {
    if (length - 1 <= exp) return `${sign}${digits}${"0".repeat(exp + 1 - length)}.0`;
    if (exp >= 0) return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
    return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  }
  const head = length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${sign}${head}e${exp >= 0 ? "+" : "-"}${Math.abs(exp)}`;
}

/** Print a serde number as serde_json would. */
export function formatSerdeNumber(n: SerdeNumber): string {
  return n.kind === "f64" ? formatF64(n.value) : n.value.toString();
}
