/** IEEE 754 half precision conversion, exact only (used to find the shortest float). */

/** The binary16 bits of `x` when `x` is exactly representable in half precision, else undefined. */
export function toFloat16Exact(x: number): number | undefined {
  if (Number.isNaN(x)) return 0x7e00;
  if (x === Infinity) return 0x7c00;
  if (x === -Infinity) return 0xfc00;
  const sign = x < 0 || Object.is(x, -0) ? 0x8000 : 0;
  const a = Math.abs(x);
  if (a === 0) return sign;
  if (a >= 65520) return undefined;
  // Subnormal halves are multiples of 2^-24 below 2^-14.
  if (a < 2 ** -14) {
    const m = a / 2 ** -24;
    return Number.isInteger(m) ? sign | m : undefined;
  }
  const e = Math.floor(Math.log2(a));
  // Guard against log2 rounding at exact powers of two.
  const exp = 2 ** e > a ? e - 1 : 2 ** (e + 1) <= a ? e + 1 : e;
  const mant = (a / 2 ** exp - 1) * 1024;
  if (!Number.isInteger(mant) || exp > 15) return undefined;
  return sign | ((exp + 15) << 10) | mant;
}

export function fromFloat16(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exp = (bits >> 10) & 0x1f;
  const mant = bits & 0x3ff;
  if (exp === 0) return sign * mant * 2 ** -24;
  if (exp === 31) return mant ? NaN : sign * Infinity;
  return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}
