/**
 * The AIX emitter: canonical AIX in YAML, JSON or TOML (canonical key order,
 * LF, final newline), lossless through round trips: `x-` sections and
 * unknown fields are written back, integral floats keep their `.0` in YAML
 * and JSON, integers beyond 2^53 stay exact. TOML has no null, so a document
 * holding null cannot be written as TOML; that is refused with the pointers named.
 */
import { Document, Pair, Scalar, YAMLMap, YAMLSeq } from "yaml";
import { createRequire } from "node:module";
import { JsonNumber, isJsonObject, type Json, type JsonObject } from "../../ir/json/value.js";
import { canonicalAixOrder } from "./canonical-order.js";
import { orderedJsonText } from "../../ir/json/ordered-text.js";
import type { AixSyntax } from "../../ir/dialects/aix/syntax.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import type { Code } from "../../ir/diagnostics/codes.js";

export class AixEmitError extends AgentcError {
  constructor(message: string, code: Code) {
    super(message, code);
  }
}

/** An exact integer as number or bigint; a float as number. */
function numberValue(v: JsonNumber): number | bigint {
  if (!v.isIntegerLexeme) return v.toNumber();
  const n = BigInt(v.lexeme);
  return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
}

function yamlNode(v: Json): unknown {
  if (v instanceof JsonNumber) {
    const s = new Scalar(numberValue(v));
    if (!v.isIntegerLexeme && Number.isInteger(v.toNumber())) s.minFractionDigits = 1;
    return s;
  }
  if (Array.isArray(v)) {
    const seq = new YAMLSeq();
    seq.items = v.map(yamlNode);
    return seq;
  }
  if (isJsonObject(v)) {
    const map = new YAMLMap();
    for (const k of Object.keys(v)) map.items.push(new Pair(new Scalar(k), yamlNode(v[k] as Json)));
    return map;
  }
  return new Scalar(v);
}

/** Plain JS for the TOML library (exact integers as bigint). */
function tomlValue(v: Json): unknown {
  if (v instanceof JsonNumber) return numberValue(v);
  if (Array.isArray(v)) return v.map(tomlValue);
  if (isJsonObject(v)) {
    const o: Record<string, unknown> = {};
    for (const k of Object.keys(v))
      Object.defineProperty(o, k, {
        value: tomlValue(v[k] as Json),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return o;
  }
  return v;
}

function nullPointers(v: Json, p = ""): string[] {
  if (v === null) return [p || "/"];
  if (Array.isArray(v)) return v.flatMap((x, i) => nullPointers(x, `${p}/${i}`));
  if (isJsonObject(v)) return Object.keys(v).flatMap((k) => nullPointers(v[k] as Json, `${p}/${k}`));
  return [];
}

export function emitAix(doc: JsonObject, syntax: AixSyntax): string {
  const ordered = canonicalAixOrder(doc);
  switch (syntax) {
    case "json":
      return `${orderedJsonText(ordered)}\n`;
    case "yaml": {
      const document = new Document(null, { version: "1.2" });
      document.contents = yamlNode(ordered) as YAMLMap;
      return document.toString({ lineWidth: 0, indent: 2, blockQuote: "literal" });
    }
    case "toml": {
      const nulls = nullPointers(ordered);
      if (nulls.length)
        throw new AixEmitError(
          `TOML cannot hold null values (at ${nulls.join(", ")}); write YAML or JSON instead`,
          "AIX-TOML-NULL",
        );
      const text = (createRequire(import.meta.url)("smol-toml") as typeof import("smol-toml")).stringify(
        tomlValue(ordered),
      );
      return text.endsWith("\n") ? text : `${text}\n`;
    }
  }
}
