/** Pretty JSON (2-space indent) that keeps the document's key order and every number's text. */
import { JsonNumber, type Json } from "./value.js";
import { quoteJson } from "./strings.js";

export function orderedJsonText(v: Json, indent = ""): string {
  if (v === null || typeof v === "boolean") return String(v);
  if (typeof v === "string") return quoteJson(v);
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  if (v instanceof JsonNumber) return v.lexeme;
  const inner = `${indent}  `;
  // One string grown in place: UAIX writes a manifest per package.
  if (Array.isArray(v)) {
    if (!v.length) return "[]";
    let s = "[";
    for (let i = 0; i < v.length; i++) s += `${i ? "," : ""}\n${inner}${orderedJsonText(v[i] as Json, inner)}`;
    return `${s}\n${indent}]`;
  }
  const keys = Object.keys(v);
  if (!keys.length) return "{}";
  let s = "{";
  for (let i = 0; i < keys.length; i++)
    s += `${i ? "," : ""}\n${inner}${quoteJson(keys[i]!)}: ${orderedJsonText(v[keys[i]!] as Json, inner)}`;
  return `${s}\n${indent}}`;
}

/** The same on one line with no spaces: for JSON values embedded in line-oriented text. */
export function compactJsonText(v: Json): string {
  if (
    v === null ||
    typeof v === "boolean" ||
    typeof v === "string" ||
    typeof v === "number" ||
    typeof v === "bigint" ||
    v instanceof JsonNumber
  )
    return orderedJsonText(v);
  if (Array.isArray(v)) return `[${v.map(compactJsonText).join(",")}]`;
  return `{${Object.keys(v)
    .map((k) => `${quoteJson(k)}:${compactJsonText(v[k] as Json)}`)
    .join(",")}}`;
}
