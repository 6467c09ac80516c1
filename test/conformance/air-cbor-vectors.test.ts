import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseJson } from "../../ir/json/parse.js";
import type { Json, JsonObject } from "../../ir/json/value.js";
import { canonicalCborOfJson, sha256Ref } from "../../ir/canonical/canonical-cbor.js";
import { decodeCbor, isCanonicalCbor } from "../../ir/cbor/decode.js";
import { encodeCbor } from "../../ir/cbor/encode.js";
import { corpusPath } from "../support/corpus.js";

const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");

interface Vector {
  label: string;
  json: unknown;
  cbor_hex: string;
  hash: string;
}

describe("AIR reference CBOR vectors (aos profile)", () => {
  for (const file of ["canonical-cbor.json", "schemas.json", "plans.json"]) {
    // The vectors' JSON read with agentc's lossless reader, so numbers keep their lexemes (1.0 stays 1.0).
    const text = readFileSync(corpusPath("air/test-vectors", file), "utf8");
    const vectors = JSON.parse(text) as Vector[];
    const lossless = parseJson(text).value as JsonObject[];
    for (const [i, v] of vectors.entries()) {
      it(`${file}: ${v.label}`, () => {
        const json = lossless[i]!.json as Json;
        const bytes = canonicalCborOfJson(json, "aos");
        expect(hex(bytes)).toBe(v.cbor_hex);
        expect(sha256Ref(bytes)).toBe(v.hash);
        expect(isCanonicalCbor(bytes)).toBe(true);
      });
    }
  }
});

describe("AIR edge-case vectors", () => {
  const rows = readFileSync(corpusPath("air/test-vectors/edge-cases.tsv"), "utf8")
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((l) => l.split("\t") as [string, string, string, string]);
  it("has rows", () => expect(rows.length).toBeGreaterThan(15));
  for (const [name, json, cborHex, hash] of rows) {
    it(name, () => {
      const bytes = canonicalCborOfJson(parseJson(json).value, "aos");
      expect(hex(bytes)).toBe(cborHex);
      expect(sha256Ref(bytes)).toBe(hash);
      // decode → encode is the identity on canonical bytes
      const { value, selfDescribed } = decodeCbor(bytes);
      expect(selfDescribed).toBe(true);
      expect(hex(encodeCbor(value, { selfDescribe: true }))).toBe(cborHex);
      // the spec profile is the same bytes without the self-describe prefix
      expect(hex(canonicalCborOfJson(parseJson(json).value, "spec"))).toBe(cborHex.slice(6));
    });
  }
});

describe("AIR whole-file hashes of the seed-era schemas", () => {
  const present = new Set(readdirSync(corpusPath("air/schemas-seed")));
  const rows = readFileSync(corpusPath("air/test-vectors/whole-file-hashes.tsv"), "utf8")
    .split("\n")
    .filter((l) => l.startsWith("8918c43b "))
    .map((l) => l.split(" ") as [string, string, string, string]);
  it("covers every seed schema", () => expect(rows.length).toBe(7));
  for (const [, path, , hash] of rows) {
    const file = path.split("/").pop()!;
    it(file, () => {
      expect(present.has(file)).toBe(true);
      const json = parseJson(readFileSync(corpusPath("air/schemas-seed", file), "utf8")).value;
      expect(sha256Ref(canonicalCborOfJson(json, "aos"))).toBe(hash);
    });
  }
});
