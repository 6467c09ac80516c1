/**
 * AIX front-end: YAML 1.2 (`yaml`), JSON (agentc's lossless reader) and
 * TOML 1.0 (`smol-toml`) into one lossless document, with a position for
 * every value so that diagnostics carry line:col. Numbers keep their text
 * where the syntax allows (YAML, JSON); limits on aliases, depth and size
 * guard against hostile input.
 */
import {
  LineCounter,
  parseDocument,
  isMap,
  isSeq,
  isScalar,
  isAlias,
  visit,
  YAMLParseError,
  type YAMLError,
  type Node as YamlNode,
} from "yaml";
import { createRequire } from "node:module";
import { JsonParseError, parseJson } from "../../../ir/json/parse.js";
import {
  JsonNumber,
  emptyObject,
  fromPlain,
  isJsonObject,
  type Json,
  type JsonObject,
} from "../../../ir/json/value.js";
import { pointerAppend } from "../../../ir/json/pointer.js";
import type { Position } from "../../../ir/json/line-index.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { detectAixSyntax, type AixSyntax } from "../../../ir/dialects/aix/syntax.js";
import { tomlPositions } from "./toml-positions.js";
import { readBlockYaml } from "./block-yaml.js";

/** smol-toml only when a TOML agent is read (its one-file CommonJS build: no start-up cost for YAML and JSON). */
let toml: typeof import("smol-toml") | undefined;
function smolToml(): typeof import("smol-toml") {
  return (toml ??= createRequire(import.meta.url)("smol-toml") as typeof import("smol-toml"));
}

export const MAX_AIX_BYTES = 8 * 1024 * 1024;

export interface AixSource {
  file: string;
  text: string;
  syntax: AixSyntax;
  doc?: JsonObject;
  positions: Map<string, Position>;
  diagnostics: Diagnostics;
}

const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

type ResolveAlias = (alias: YamlNode) => YamlNode | undefined;

/** Anchored nodes being expanded through an alias right now (a recursive alias re-enters one). */
type Expanding = Set<YamlNode>;

function yamlToJson(
  node: YamlNode | null | undefined,
  pointer: string,
  lc: LineCounter,
  positions: Map<string, Position>,
  depth: number,
  resolve: ResolveAlias,
  expanding: Expanding,
): Json {
  if (depth > 128) throw new YamlShapeError("nesting deeper than 128 levels");
  if (!node) return null;
  if (node.range) {
    const p = lc.linePos(node.range[0]);
    const e = lc.linePos(node.range[1]);
    positions.set(pointer, { line: p.line, col: p.col, endLine: e.line, endCol: e.col });
  }
  if (isMap(node)) {
    const out = emptyObject();
    for (const pair of node.items) {
      const keyNode = pair.key as YamlNode | null;
      const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
      const child = pointerAppend(pointer, key);
      out[key] = yamlToJson(pair.value as YamlNode | null, child, lc, positions, depth + 1, resolve, expanding);
      if (keyNode?.range) {
        const p = lc.linePos(keyNode.range[0]);
        const e = lc.linePos(keyNode.range[1]);
        const key = { line: p.line, col: p.col, endLine: e.line, endCol: e.col };
        const at = positions.get(child);
        positions.set(child, at ? { ...at, key } : { line: p.line, col: p.col, key });
      }
    }
    return out;
  }
  if (isSeq(node))
    return node.items.map((x, i) =>
      yamlToJson(x as YamlNode, `${pointer}/${i}`, lc, positions, depth + 1, resolve, expanding),
    );
  if (isScalar(node)) {
    const v = node.value;
    if (typeof v === "number" || typeof v === "bigint") {
      // Keep the written number when it is valid JSON text (so 1.0 stays a float, big integers stay exact).
      const src = typeof node.source === "string" ? node.source.replace(/^\+/, "") : "";
      if (JSON_NUMBER.test(src)) {
        if (/[.eE]/.test(src) && !Number.isFinite(Number(src)))
          throw new YamlShapeError(`number ${src} at ${pointer || "/"} is out of range (beyond the largest double)`);
        return new JsonNumber(src);
      }
      if (typeof v === "bigint") return v;
      return Number.isFinite(v) ? (Number.isInteger(v) ? v : new JsonNumber(String(v))) : String(v);
    }
    return fromPlain(v);
  }
  // Aliases expand to their anchor's value (their count is capped before this walk); an alias inside its own anchor never ends.
  if (isAlias(node)) {
    const target = resolve(node);
    if (target && expanding.has(target))
      throw new YamlShapeError(`recursive YAML alias *${node.source} at ${pointer || "/"}: its anchor contains it`);
    if (target) expanding.add(target);
    try {
      return yamlToJson(target, pointer, lc, positions, depth + 1, resolve, expanding);
    } finally {
      if (target) expanding.delete(target);
    }
  }
  return null;
}

/** A YAML document that has no finite JSON value (a recursive alias, nesting past the limit). */
class YamlShapeError extends Error {}

function readYaml(src: AixSource): void {
  const block = readBlockYaml(src.text);
  if (block) {
    src.doc = block.doc;
    src.positions = block.positions;
  } else readYamlByLibrary(src);
}

/**
 * The identity the `yaml` library's duplicate-key check gives a key (`uniqueKeys: true`: the same
 * node, or scalars whose values are ===), as a string for a Set; undefined for a key equal to no
 * other (a collection, an alias, NaN).
 */
function keyIdentity(key: unknown): string | undefined {
  if (!isScalar(key)) return undefined;
  const v = key.value;
  if (typeof v === "number") return Number.isNaN(v) ? undefined : `n:${Object.is(v, -0) ? 0 : v}`;
  if (v === null || typeof v === "string" || typeof v === "bigint" || typeof v === "boolean")
    return `${v === null ? "null" : typeof v}:${String(v)}`;
  return undefined;
}

/**
 * The library's own duplicate-key check compares each key with every key before it (quadratic:
 * 100,000 keys took minutes); this one keeps a set per mapping, and reports what the library
 * reports: `Map keys must be unique` at each repeated key, in document order among its errors.
 */
function duplicateKeyErrors(doc: ReturnType<typeof parseDocument>): YAMLError[] {
  const found: YAMLError[] = [];
  visit(doc, {
    Map(_, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const id = keyIdentity(pair.key);
        if (id === undefined) continue;
        if (seen.has(id)) {
          const at = (pair.key as YamlNode).range?.[0] ?? 0;
          found.push(new YAMLParseError([at, at + 1], "DUPLICATE_KEY", "Map keys must be unique"));
        } else seen.add(id);
      }
    },
  });
  return found;
}

/** `extra` placed among `errors` by offset, after those at the same offset (the library reports in document order). */
function mergeByOffset(errors: readonly YAMLError[], extra: readonly YAMLError[]): YAMLError[] {
  if (!extra.length) return [...errors];
  const out: YAMLError[] = [];
  let j = 0;
  for (const e of errors) {
    while (j < extra.length && extra[j]!.pos[0] < e.pos[0]) out.push(extra[j++]!);
    out.push(e);
  }
  while (j < extra.length) out.push(extra[j++]!);
  return out;
}

/** YAML read by the `yaml` library: any YAML 1.2, with its diagnostics. readBlockYaml is held to give what this gives. */
function readYamlByLibrary(src: AixSource): void {
  const lc = new LineCounter();
  const doc = parseDocument(src.text, {
    version: "1.2",
    lineCounter: lc,
    intAsBigInt: true,
    uniqueKeys: false,
    prettyErrors: false,
    keepSourceTokens: false,
  });
  const duplicates = duplicateKeyErrors(doc);
  if (duplicates.length) doc.errors = mergeByOffset(doc.errors, duplicates) as typeof doc.errors;
  for (const e of [...doc.errors, ...doc.warnings]) {
    const p = lc.linePos(e.pos[0]);
    src.diagnostics.add({
      code: e.name === "YAMLWarning" ? "AIX-YAML-WARNING" : "SYNTAX_ERROR",
      severity: e.name === "YAMLWarning" ? "warning" : "error",
      message: e.message.split("\n")[0]!,
      file: src.file,
      line: p.line,
      col: p.col,
    });
  }
  if (doc.errors.length) return;
  // A document with aliases is expanded once through toJS, whose alias cap stops billion-laughs input.
  // An alias is written `*name`: a text without "*" has none, and is not walked to look.
  let hasAlias = false;
  if (src.text.includes("*"))
    visit(doc, {
      Alias() {
        hasAlias = true;
        return visit.BREAK;
      },
    });
  if (hasAlias) {
    try {
      doc.toJS({ maxAliasCount: 100 });
    } catch (e) {
      src.diagnostics.error("SYNTAX_ERROR", `YAML alias expansion refused: ${(e as Error).message}`, {
        file: src.file,
      });
      return;
    }
  }
  const resolve: ResolveAlias = (a) => (isAlias(a) ? (a.resolve(doc) as YamlNode | undefined) : undefined);
  let json: Json;
  try {
    json = yamlToJson(doc.contents as YamlNode, "", lc, src.positions, 0, resolve, new Set());
  } catch (e) {
    if (!(e instanceof YamlShapeError)) throw e;
    src.diagnostics.error("SYNTAX_ERROR", e.message, { file: src.file });
    return;
  }
  if (!isJsonObject(json))
    src.diagnostics.error("INVALID_TYPE", "an AIX document is a mapping of sections", {
      file: src.file,
      line: 1,
      col: 1,
    });
  else src.doc = json;
}

function readJson(src: AixSource): void {
  try {
    const { value, positions } = parseJson(src.text.replace(/^\uFEFF/, ""), { positions: true });
    for (const [k, v] of positions ?? []) src.positions.set(k, v);
    if (!isJsonObject(value))
      src.diagnostics.error("INVALID_TYPE", "an AIX document is an object of sections", {
        file: src.file,
        line: 1,
        col: 1,
      });
    else src.doc = value;
  } catch (e) {
    if (!(e instanceof JsonParseError)) throw e;
    src.diagnostics.error("SYNTAX_ERROR", e.reason, { file: src.file, line: e.line, col: e.col });
  }
}

/** The pointer of the first number in `v` that is not finite (TOML's `inf` and `nan`), depth first in document order. */
function nonFiniteAt(v: Json, pointer: string): { pointer: string; value: number } | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? undefined : { pointer, value: v };
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const at = nonFiniteAt(v[i]!, `${pointer}/${i}`);
      if (at !== undefined) return at;
    }
  } else if (isJsonObject(v))
    for (const k of Object.keys(v)) {
      const at = nonFiniteAt(v[k] as Json, pointerAppend(pointer, k));
      if (at !== undefined) return at;
    }
  return undefined;
}

function readToml(src: AixSource): void {
  try {
    const { parse: parseToml } = smolToml();
    const value = parseToml(src.text, { integersAsBigInt: "asNeeded", maxDepth: 128 });
    const doc = fromPlain(value) as JsonObject;
    for (const [k, v] of tomlPositions(src.text)) src.positions.set(k, v);
    // TOML's inf and nan have no JSON value (nor an RFC 8785 one for the checksum): refused as the
    // JSON reader refuses them and the YAML reader refuses numbers beyond the double range.
    const bad = nonFiniteAt(doc, "");
    if (bad !== undefined) {
      // An array item has no position of its own (tomlPositions locates keys): its array's then.
      let p = bad.pointer;
      while (p && !src.positions.has(p)) p = p.slice(0, p.lastIndexOf("/"));
      const at = src.positions.get(p);
      src.diagnostics.error(
        "SYNTAX_ERROR",
        `number ${String(bad.value)} at ${bad.pointer} has no JSON value (TOML inf and nan are not allowed in an AIX agent)`,
        { file: src.file, ...(at ? { line: at.line, col: at.col } : {}) },
      );
      return;
    }
    src.doc = doc;
  } catch (e) {
    if (!(e instanceof smolToml().TomlError)) throw e;
    src.diagnostics.error("SYNTAX_ERROR", e.message.split("\n")[0]!, { file: src.file, line: e.line, col: e.column });
  }
}

/** The reference reading of YAML text, by the `yaml` library alone (the differential test of readBlockYaml compares with it). */
export function readAixYamlByLibrary(file: string, text: string): AixSource {
  const src: AixSource = { file, text, syntax: "yaml", positions: new Map(), diagnostics: new Diagnostics() };
  readYamlByLibrary(src);
  return src;
}

/** Read AIX text (of any syntax) into a lossless document. */
export function readAixText(file: string, text: string, syntax: AixSyntax = detectAixSyntax(file, text)): AixSource {
  const src: AixSource = { file, text, syntax, positions: new Map(), diagnostics: new Diagnostics() };
  if (text.length > MAX_AIX_BYTES) {
    src.diagnostics.error("FILE_TOO_LARGE", `AIX files are limited to ${MAX_AIX_BYTES} bytes`, { file });
    return src;
  }
  if (syntax === "yaml") readYaml(src);
  else if (syntax === "json") readJson(src);
  else readToml(src);
  return src;
}
