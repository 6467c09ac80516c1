/**
 * Canonical AIX key order: sections in spec order, fields in spec order,
 * then unknown fields, then `x-` extensions (each group in source order).
 * Free-form objects (parameters, env, config, traits) keep their order.
 */
import { emptyObject, isJsonObject, type Json, type JsonObject } from "../../ir/json/value.js";
import { FIELD_ORDER, SECTIONS } from "../../ir/dialects/aix/constants.js";

/** The shape name of the object at a path of keys (array indexes as "*"). */
function shapeAt(path: readonly string[]): string | undefined {
  const p = path.join("/");
  const table: Record<string, string> = {
    meta: "meta",
    persona: "persona",
    "skills/*": "skill",
    "apis/*": "api",
    "apis/*/auth": "api.auth",
    "apis/*/rate_limit": "api.rate_limit",
    "apis/*/retry": "api.retry",
    "apis/*/endpoints/*": "api.endpoint",
    mcp: "mcp",
    "mcp/servers/*": "mcp.server",
    memory: "memory",
    "memory/episodic": "memory.episodic",
    "memory/semantic": "memory.semantic",
    "memory/procedural": "memory.procedural",
    "memory/persistence": "memory.persistence",
    security: "security",
    "security/checksum": "security.checksum",
    "security/signature": "security.signature",
    "security/encryption": "security.encryption",
    "security/capabilities": "security.capabilities",
    "security/compliance": "security.compliance",
  };
  return table[p];
}

function ordered(o: JsonObject, order: readonly string[]): string[] {
  const keys = Object.keys(o);
  const known = order.filter((k) => k in o);
  const unknown = keys.filter((k) => !order.includes(k) && !k.startsWith("x-"));
  const ext = keys.filter((k) => !order.includes(k) && k.startsWith("x-"));
  return [...known, ...unknown, ...ext];
}

function reorder(v: Json, path: string[]): Json {
  if (Array.isArray(v)) return v.map((x) => reorder(x, [...path, "*"]));
  if (!isJsonObject(v)) return v;
  const shape = path.length === 0 ? "root" : shapeAt(path);
  const order = shape === "root" ? SECTIONS : shape ? (FIELD_ORDER[shape] ?? []) : undefined;
  const keys = order ? ordered(v, order) : Object.keys(v);
  const out = emptyObject();
  for (const k of keys) out[k] = order ? reorder(v[k] as Json, [...path, k]) : (v[k] as Json);
  return out;
}

export function canonicalAixOrder(doc: JsonObject): JsonObject {
  return reorder(doc, []) as JsonObject;
}
