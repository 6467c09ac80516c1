/** Builds AIR worlds in memory (from the digest fixture, with edits) for semantic tests. */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parseJson } from "../../ir/json/parse.js";
import { isJsonObject, type Json, type JsonObject } from "../../ir/json/value.js";
import { Diagnostics } from "../../ir/diagnostics/diagnostic.js";
import type { AirWorld } from "../../src/formats/air/read-world.js";
import { repoRoot } from "./corpus.js";

export const DIGEST = join(repoRoot, "test/fixtures/air/digest");

type Edit = (key: string, node: JsonObject) => JsonObject | undefined;

/** The digest fixture as a world whose nodes `edit` may change (by kind:name; "manifest" for the manifest). */
export function digestWorld(edit: Edit = (_, n) => n): AirWorld {
  return jsonWorld(DIGEST, edit);
}

/** A world of `*.air.json` files (a directory of test/fixtures) in memory, its nodes edited as digestWorld's. */
export function jsonWorld(dir: string, edit: Edit = (_, n) => n): AirWorld {
  const nodes: JsonObject[] = readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const v = parseJson(readFileSync(join(dir, f), "utf8")).value;
      return (Array.isArray(v) ? v : [v]).filter(isJsonObject);
    });
  const edited = nodes.flatMap((n) => {
    const key = n.$kind === "manifest" ? "manifest" : `${String(n.$kind)}:${String(n.name)}`;
    const copy = JSON.parse(
      JSON.stringify(n, (_k, x) => (x && typeof x === "object" && "lexeme" in x ? Number(x.lexeme) : x)),
    ) as JsonObject;
    const out = edit(key, parseJson(JSON.stringify(copy)).value as JsonObject);
    return out ? [out] : [];
  });
  const entries = edited.map((node) => ({ node, file: "digest", pointer: `#${String(node.name ?? node.$kind)}` }));
  return {
    root: "digest",
    nodes: entries.filter((e) => e.node.$kind !== "manifest"),
    manifest: entries.find((e) => e.node.$kind === "manifest"),
    store: new Map(),
    blobs: new Map(),
    diagnostics: new Diagnostics(),
  };
}

export function plan(edit: (p: JsonObject) => void): AirWorld {
  return digestWorld((key, node) => {
    if (key === "defplan:com.acme/daily_digest@1") edit(node);
    return node;
  });
}

export function steps(p: JsonObject): JsonObject[] {
  return p.steps as JsonObject[];
}

export function edges(p: JsonObject): Json[] {
  return p.edges as Json[];
}
