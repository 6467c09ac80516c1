/** String helpers shared by the canonical JSON encoders. */

/** Compare two strings by Unicode code point (= UTF-8 byte order), not UTF-16 unit order. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** Compare by UTF-16 code units (RFC 8785's key order). */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const MAYBE_NOT_NFC = /[^\u0000-\u02ff]/;

/** NFC-normalise, skipping the work for text that cannot change (nothing at or above U+0300). */
export function nfc(s: string): string {
  return MAYBE_NOT_NFC.test(s) ? s.normalize("NFC") : s;
}

/**
 * A string as ECMAScript's JSON.stringify quotes it (RFC 8785 section 3.2.2.2). Most strings need no
 * escape: no quote, backslash, control character or surrogate (a lone one is escaped); those are
 * quoted as they are, without the call.
 */
const PLAIN_STRING = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;
export function quoteJson(s: string): string {
  return PLAIN_STRING.test(s) ? `"${s}"` : JSON.stringify(s);
}

const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;

/**
 * Quote a string with the minimal JSON escapes: `\"`, `\\`, `\n`, `\r`, `\t`,
 * and `\u00xx` (lowercase hex) for the other control characters.
 */
export function quoteMinimal(s: string): string {
  if (!NEEDS_ESCAPE.test(s)) return `"${s}"`;
  let out = '"';
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let esc: string | undefined;
    if (c === 0x22) esc = '\\"';
    else if (c === 0x5c) esc = "\\\\";
    else if (c < 0x20) {
      esc = c === 0x0a ? "\\n" : c === 0x0d ? "\\r" : c === 0x09 ? "\\t" : `\\u00${c.toString(16).padStart(2, "0")}`;
    }
    if (esc !== undefined) {
      out += s.slice(run, i) + esc;
      run = i + 1;
    }
  }
  return `${out}${s.slice(run)}"`;
}
