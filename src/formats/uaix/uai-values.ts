/**
 * Lossless values inside the `.uai` text template (ir/dialects/uaix/uai-text.ts).
 * Values are written as plain text whenever that reads back as the same value,
 * and as JSON otherwise (a string such as "123" or "true", text with line
 * breaks or surrounding spaces, objects). Lists are `- item` bullets; lists of
 * named items put each item's fields on indented `key: value` lines.
 * So persona package → AIX → persona package is byte-identical.
 */
import { parseJson } from "../../../ir/json/parse.js";
import { compactJsonText } from "../../../ir/json/ordered-text.js";
import { emptyObject, isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";

/** Text that a reader would take for JSON rather than a plain string. */
const READS_AS_JSON = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null|[[{"].*)$/;

/** Every character some reader takes for a line end (JavaScript's `.` and many editors stop at all of them). */
const LINE_END = /[\r\n\u0085\u2028\u2029]/;

/** JSON text with the line-end characters JSON.stringify leaves raw escaped, so it stays on one line for every reader. */
function oneLineJson(text: string): string {
  return text.replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function plainSafe(s: string): boolean {
  return s !== "" && !LINE_END.test(s) && s.trim() === s && !READS_AS_JSON.test(s);
}

/** A header value: plain when unambiguous, else JSON. */
export function encodeValue(v: Json): string {
  return typeof v === "string" && plainSafe(v) ? v : oneLineJson(compactJsonText(v));
}

export function decodeValue(s: string): Json {
  if (!READS_AS_JSON.test(s)) return s;
  try {
    return parseJson(s).value;
  } catch {
    return s;
  }
}

/** A string in a bullet list or item field: plain unless it could be misread. */
export function encodeText(s: string): string {
  return s !== "" && !LINE_END.test(s) && s.trim() === s && !s.startsWith('"') ? s : oneLineJson(JSON.stringify(s));
}

export function decodeText(s: string): string {
  if (!s.startsWith('"')) return s;
  try {
    const v = parseJson(s).value;
    return typeof v === "string" ? v : s;
  } catch {
    return s;
  }
}

export function renderBullets(items: readonly string[]): string {
  return items.map((x) => `- ${encodeText(x)}`).join("\n");
}

export function parseBullets(text: string | undefined): string[] {
  return (text ?? "")
    .split("\n")
    .filter((l) => l.startsWith("- "))
    .map((l) => decodeText(l.slice(2)));
}

export interface NamedItem {
  name: string;
  fields: Array<[string, string]>;
}

/** `- name` lines, each followed by `  key: value` lines. */
export function renderItems(items: readonly NamedItem[]): string {
  return items
    .flatMap((it) => [`- ${encodeText(it.name)}`, ...it.fields.map(([k, v]) => `  ${k}: ${encodeText(v)}`)])
    .join("\n");
}

export function parseItems(text: string | undefined): NamedItem[] {
  const out: NamedItem[] = [];
  for (const line of (text ?? "").split("\n")) {
    if (line.startsWith("- ")) out.push({ name: decodeText(line.slice(2)), fields: [] });
    else {
      const m = /^ {2}([^:]+): (.*)$/s.exec(line);
      if (m && out.length) out[out.length - 1]!.fields.push([m[1]!, decodeText(m[2]!)]);
    }
  }
  return out;
}

/** Keys that can stand as header names (not the template's own Title / Purpose / Required For). */
const HEADER_KEY = /^[A-Za-z0-9_-]+$/;
const RESERVED = new Set(["title", "purpose"]);

/** An object as headers `prefix + key: value`; an object whose keys cannot be header names becomes one `prefix + json` header. */
export function objectHeaders(o: JsonObject | undefined, prefix = ""): Array<[string, string]> {
  if (!o) return [];
  const keys = Object.keys(o);
  if (keys.length && keys.every((k) => HEADER_KEY.test(k) && !RESERVED.has(k.toLowerCase()) && k !== "json"))
    return keys.map((k) => [`${prefix}${k}`, encodeValue(o[k]!)]);
  return [[`${prefix}json`, encodeValue(o)]];
}

/** The inverse of objectHeaders over the headers that start with `prefix`. */
export function headersObject(headers: ReadonlyArray<[string, string]>, prefix = ""): JsonObject | undefined {
  const mine = headers.filter(([k]) => k.startsWith(prefix) && !k.slice(prefix.length).includes("."));
  if (!mine.length) return undefined;
  if (mine.length === 1 && mine[0]![0] === `${prefix}json`) {
    const v = decodeValue(mine[0]![1]);
    if (isJsonObject(v)) return v;
  }
  const o = emptyObject();
  for (const [k, v] of mine) o[k.slice(prefix.length)] = decodeValue(v);
  return o;
}
