/**
 * AEGX `meta.ts` normalisation (spec section 6.2): parse RFC 3339 as the
 * reference does (chrono 0.4.23 `parse_from_rfc3339`) and print it in UTC,
 * second precision, trailing `Z`. Errors carry chrono's wording, because the
 * reference hashes the raw value when normalisation fails.
 */
export type TimestampResult = { ok: true; value: string } | { ok: false; error: string };

const INVALID = "input contains invalid characters";
const TOO_SHORT = "premature end of input";
const OUT_OF_RANGE = "input is out of range";
const TRAILING = "trailing input";

class Fail {
  constructor(readonly reason: string) {}
}

export function normalizeAegxTimestamp(ts: string): TimestampResult {
  // Already in stored form with every field in range (what writers store): normalising is the identity.
  if (isNormalStoredTs(ts)) return { ok: true, value: ts };
  try {
    return { ok: true, value: formatUtc(parseRfc3339(ts)) };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: `invalid RFC3339 timestamp '${ts}': ${e.reason}` };
    throw e;
  }
}

/** The spec's stored form: `YYYY-MM-DDTHH:MM:SSZ`. */
export const AEGX_TS_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** Two ASCII digits of `s` at `i` as a number (NaN when they are not digits). */
function twoDigits(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : NaN;
}

/**
 * Whether `ts` is in the stored form with a real date and time (seconds up to 60, as chrono
 * reads a leap second): exactly what parsing and printing it back returns unchanged.
 */
export function isNormalStoredTs(ts: string): boolean {
  if (
    ts.length !== 20 ||
    ts.charCodeAt(4) !== 45 ||
    ts.charCodeAt(7) !== 45 ||
    ts.charCodeAt(10) !== 84 ||
    ts.charCodeAt(13) !== 58 ||
    ts.charCodeAt(16) !== 58 ||
    ts.charCodeAt(19) !== 90
  )
    return false;
  const year = twoDigits(ts, 0) * 100 + twoDigits(ts, 2);
  const month = twoDigits(ts, 5);
  const day = twoDigits(ts, 8);
  // NaN (a non-digit) fails every comparison.
  return (
    year >= 0 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    twoDigits(ts, 11) <= 23 &&
    twoDigits(ts, 14) <= 59 &&
    twoDigits(ts, 17) <= 60
  );
}

interface Parsed {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  offsetMinutes: number;
}

function parseRfc3339(s: string): Parsed {
  let i = 0;
  const digits = (n: number, min: number, max: number): number => {
    let v = 0;
    for (let k = 0; k < n; k++) {
      if (i >= s.length) throw new Fail(TOO_SHORT);
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) throw new Fail(INVALID);
      v = v * 10 + (c - 48);
      i++;
    }
    if (v < min || v > max) throw new Fail(OUT_OF_RANGE);
    return v;
  };
  const expect = (chars: string): void => {
    if (i >= s.length) throw new Fail(TOO_SHORT);
    if (!chars.includes(s[i] as string)) throw new Fail(INVALID);
    i++;
  };
  const year = digits(4, 0, 9999);
  expect("-");
  const month = digits(2, 1, 12);
  expect("-");
  const day = digits(2, 1, 31);
  expect("Tt");
  const hour = digits(2, 0, 23);
  expect(":");
  const minute = digits(2, 0, 59);
  expect(":");
  const second = digits(2, 0, 60);
  if (s[i] === ".") {
    i++;
    const start = i;
    while (i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
    if (i === start) throw new Fail(i >= s.length ? TOO_SHORT : INVALID);
  }
  if (i >= s.length) throw new Fail(TOO_SHORT);
  let offsetMinutes = 0;
  const z = s[i];
  if (z === "Z" || z === "z") i++;
  else if (z === "+" || z === "-") {
    i++;
    const oh = digits(2, 0, 23);
    expect(":");
    const om = digits(2, 0, 59);
    offsetMinutes = (z === "-" ? -1 : 1) * (oh * 60 + om);
  } else throw new Fail(INVALID);
  if (i !== s.length) throw new Fail(TRAILING);
  if (day > daysInMonth(year, month)) throw new Fail(OUT_OF_RANGE);
  return { year, month, day, hour, minute, second, offsetMinutes };
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  return [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] as number;
}

/** Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(z: number): [number, number, number] {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

function formatUtc(p: Parsed): string {
  // A leap second (:60) is kept as :60 after shifting the rest of the time.
  const leap = p.second === 60;
  const secs =
    daysFromCivil(p.year, p.month, p.day) * 86400 +
    p.hour * 3600 +
    p.minute * 60 +
    (leap ? 59 : p.second) -
    p.offsetMinutes * 60;
  const days = Math.floor(secs / 86400);
  const rem = secs - days * 86400;
  const [y, m, d] = civilFromDays(days);
  const pad = (n: number, w = 2): string => String(n).padStart(w, "0");
  const year = y < 0 ? `-${pad(-y, 4)}` : y > 9999 ? `+${y}` : pad(y, 4);
  const sec = leap ? 60 : rem % 60;
  return `${year}-${pad(m)}-${pad(d)}T${pad(Math.floor(rem / 3600))}:${pad(Math.floor((rem % 3600) / 60))}:${pad(sec)}Z`;
}

/** The current time (or `at`) in the AEGX stored form. */
export function aegxNow(at: Date = new Date()): string {
  return at.toISOString().replace(/\.\d{3}Z$/, "Z");
}
