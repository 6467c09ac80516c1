/**
 * IEEE 754-2008 decimal128 in the binary integer decimal (BID) encoding, for
 * the `spec` profile's dec128 (tag 2000 over 16 bytes). The coefficient and
 * exponent are kept as written (`0.20` keeps its trailing zero: decimal
 * cohorts are distinct values). Bytes are big-endian.
 */
import { AgentcError } from "../../diagnostics/agentc-error.js";

export class Decimal128Error extends AgentcError {
  constructor(message: string) {
    super(message, "AIR-DEC128");
  }
}

const MAX_COEFFICIENT = 10n ** 34n - 1n;
const BIAS = 6176;
const MIN_EXP = -6176;
const MAX_EXP = 6111;
const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

export function encodeDecimal128(text: string): Uint8Array {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new Decimal128Error(`not a decimal: ${JSON.stringify(text)}`);
  const [, sign, int, frac = "", exp = "0"] = m;
  let coefficient = BigInt(`${int}${frac}`);
  let exponent = Number(exp) - frac.length;
  // Too many digits: drop trailing zeros while the value stays exact.
  while (coefficient > MAX_COEFFICIENT && coefficient % 10n === 0n) {
    coefficient /= 10n;
    exponent++;
  }
  if (coefficient > MAX_COEFFICIENT) throw new Decimal128Error(`${text}: more than 34 significant digits`);
  // Exponent out of range: scale the coefficient when that stays exact.
  while (exponent > MAX_EXP && coefficient * 10n <= MAX_COEFFICIENT && coefficient !== 0n) {
    coefficient *= 10n;
    exponent--;
  }
  if (coefficient === 0n) exponent = Math.min(MAX_EXP, Math.max(MIN_EXP, exponent));
  if (exponent > MAX_EXP || exponent < MIN_EXP)
    throw new Decimal128Error(`${text}: exponent out of the decimal128 range`);
  const bits = ((sign === "-" ? 1n : 0n) << 127n) | (BigInt(exponent + BIAS) << 113n) | coefficient;
  const out = new Uint8Array(16);
  const view = new DataView(out.buffer);
  view.setBigUint64(0, bits >> 64n);
  view.setBigUint64(8, bits & 0xffffffffffffffffn);
  return out;
}

/** The decimal text of a BID decimal128 (finite values only). */
export function decodeDecimal128(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new Decimal128Error("decimal128 is 16 bytes");
  const view = new DataView(bytes.buffer, bytes.byteOffset, 16);
  const bits = (view.getBigUint64(0) << 64n) | view.getBigUint64(8);
  const negative = bits >> 127n === 1n;
  if (((bits >> 125n) & 3n) === 3n)
    throw new Decimal128Error("special or non-canonical decimal128 values are not supported");
  const exponent = Number((bits >> 113n) & 0x3fffn) - BIAS;
  const coefficient = bits & ((1n << 113n) - 1n);
  return `${negative ? "-" : ""}${scientificString(coefficient.toString(), exponent)}`;
}

/**
 * The General Decimal Arithmetic to-scientific-string form: plain notation
 * when the exponent is ≤ 0 and the adjusted exponent ≥ −6 (`0.3`, `0.20`,
 * `42`), else one digit before the point and an exponent (`1.5e+7`). It keeps
 * coefficient and exponent, so encodeDecimal128 reads back the same bytes.
 */
function scientificString(digits: string, exponent: number): string {
  const adjusted = exponent + digits.length - 1;
  if (exponent <= 0 && adjusted >= -6) {
    if (exponent === 0) return digits;
    const point = digits.length + exponent;
    return point > 0 ? `${digits.slice(0, point)}.${digits.slice(point)}` : `0.${"0".repeat(-point)}${digits}`;
  }
  return `${digits[0]}${digits.length > 1 ? `.${digits.slice(1)}` : ""}e${adjusted >= 0 ? "+" : ""}${adjusted}`;
}
