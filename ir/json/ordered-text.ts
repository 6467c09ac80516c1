/** Pretty JSON (2-space indent) that keeps the document's key order and every number's text. */
import { JsonNumber, type Json } from "./value.js";

export function orderedJsonText(v: Json, indent = ""): string {
  if (v === null || typeof v === "boolean") return String(v);
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  if (v instanceof JsonNumber) return v.lexeme;
  const inner = `${indent}  `;
  if (Array.isArray(v)) return v.length ? `[\n${v.map((x) => inner + orderedJsonText(x, inner)).join(",\n")}\n${indent}]` : "[]";
  const keys = Object.keys(v);
  return keys.length ? `{\n${keys.map((k) => `${inner}${JSON.stringify(k)}: ${orderedJsonText(v[k] as Json, inner)}`).join(",\n")}\n${indent}}` : "{}";
}

/** The same on one line with no spaces: for JSON values embedded in line-oriented text. */
export function compactJsonText(v: Json): string {
  if (v === null || typeof v === "boolean" || typeof v === "string" || typeof v === "number" || typeof v === "bigint" || v instanceof JsonNumber) return orderedJsonText(v);
  if (Array.isArray(v)) return `[${v.map(compactJsonText).join(",")}]`;
  return `{${Object.keys(v).map((k) => `${JSON.stringify(k)}:${compactJsonText(v[k] as Json)}`).join(",")}}`;
}
