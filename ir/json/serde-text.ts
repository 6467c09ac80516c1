/**
 * JSON text as serde_json writes a `serde_json::Value` (`to_string` and
 * `to_string_pretty`): object keys in code point order (its BTreeMap), short
 * escapes for `\b \f \n \r \t`, `\u00xx` for other control characters, nothing
 * else escaped. Numbers read from text are written with their original lexeme
 * (so a reader sees exactly the value that was hashed); numbers made in code
 * are printed as serde prints them. Used to write AEGX files the way the
 * reference does; hashing uses AEGX_CANON_0_1 instead.
 */
import { JsonNumber, isJsonObject, type Json } from "./value.js";
import { formatF64 } from "./serde-number.js";
import { compareCodePoints } from "./strings.js";

const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;
const SHORT: Record<number, string> = { 8: "\\b", 9: "\\t", 10: "\\n", 12: "\\f", 13: "\\r", 34: '\\"', 92: "\\\\" };

export function serdeQuote(s: string): string {
  if (!NEEDS_ESCAPE.test(s)) return `"${s}"`;
  let out = '"';
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c !== 34 && c !== 92) continue;
    out += s.slice(run, i) + (SHORT[c] ?? `\\u00${c.toString(16).padStart(2, "0")}`);
    run = i + 1;
  }
  return `${out}${s.slice(run)}"`;
}

export function serdeNumberText(v: number | bigint | JsonNumber): string {
  if (v instanceof JsonNumber) return v.lexeme;
  if (typeof v === "bigint") return v.toString();
  return Number.isInteger(v) && !Object.is(v, -0) && Math.abs(v) <= Number.MAX_SAFE_INTEGER ? String(v) : formatF64(v);
}

export function serdeJsonText(v: Json, pretty = false): string {
  return write(v, pretty ? "\n" : "");
}

function write(v: Json, nl: string): string {
  if (v === null) return "null";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (typeof v === "string") return serdeQuote(v);
  if (typeof v === "number" || typeof v === "bigint" || v instanceof JsonNumber) return serdeNumberText(v);
  const inner = nl ? `${nl}  ` : "";
  const sep = nl ? ": " : ":";
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    let out = `[${inner}${write(v[0] as Json, inner)}`;
    for (let i = 1; i < v.length; i++) out += `,${inner}${write(v[i] as Json, inner)}`;
    return `${out}${nl}]`;
  }
  if (isJsonObject(v)) {
    const keys = Object.keys(v);
    if (keys.length === 0) return "{}";
    if (!inCodePointOrder(keys)) keys.sort(compareCodePoints);
    let out = "{";
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      out += `${i ? "," : ""}${inner}${serdeQuote(k)}${sep}${write(v[k] as Json, inner)}`;
    }
    return `${out}${nl}}`;
  }
  throw new TypeError(`not a JSON value: ${String(v)}`);
}

/** Keys usually arrive sorted (they were read from sorted text or built in order): no sort then. */
function inCodePointOrder(keys: string[]): boolean {
  for (let i = 1; i < keys.length; i++)
    if (compareCodePoints(keys[i - 1] as string, keys[i] as string) > 0) return false;
  return true;
}
