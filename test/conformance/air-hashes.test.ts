import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseJson } from "../../ir/json/parse.js";
import { isJsonObject, type JsonObject } from "../../ir/json/value.js";
import { hashNode } from "../../ir/dialects/air/node-hash.js";
import { corpusPath } from "../support/corpus.js";

describe("AIR seed-style nodes (v1early typed hashes)", () => {
  const rows = readFileSync(corpusPath("air/seed-style-nodes/HASHES.tsv"), "utf8")
    .split("\n")
    .filter((l) => l.startsWith("v1early\t"))
    .map((l) => l.split("\t") as [string, string, string, string, string, string]);
  it("has the seven rows", () => expect(rows).toHaveLength(7));
  for (const [, file, , name, , hash] of rows) {
    it(`${file} ${name}`, () => {
      const node = parseJson(readFileSync(corpusPath("air/seed-style-nodes", file), "utf8")).value as JsonObject;
      expect(hashNode(node).hash).toBe(hash);
    });
  }
});

function worldNodes(dir: string): JsonObject[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".air.json"))
    .sort()
    .flatMap((f) => {
      const v = parseJson(readFileSync(join(dir, f), "utf8")).value;
      return (Array.isArray(v) ? v : [v]).filter(isJsonObject);
    });
}

describe("AIR worlds 8a8a4e51: definitions hash to the reference's typed hashes", () => {
  const rows = readFileSync(corpusPath("air/worlds/HASHES-8a8a4e51.tsv"), "utf8")
    .split("\n")
    .filter((l) => l.includes("\tDEF_TYPED\t"))
    .map((l) => l.split("\t") as [string, string, string, string, string]);
  it("covers 105 definitions", () => expect(rows).toHaveLength(105));
  for (const [world, , kind, name, hash] of rows) {
    it(`${world} ${kind} ${name}`, () => {
      const node = worldNodes(corpusPath("air/worlds/8a8a4e51", world)).find(
        (n) => n.$kind === kind && n.name === name,
      );
      expect(node).toBeDefined();
      expect(hashNode(node!).hash).toBe(hash);
    });
  }
});
