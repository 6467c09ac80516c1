/**
 * AIR v2 node identity: every test vector of the AgentOS specification (spec/test-vectors, copied
 * into test/fixtures/air-v2 with its source and licence) hashes to its stated canonical CBOR bytes
 * and sha256.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseJson } from "../../ir/json/parse.js";
import { canonicalNodeBytesV2, hashNodeV2 } from "../../ir/dialects/air/v2.js";
import type { Json, JsonObject } from "../../ir/json/value.js";
import { repoRoot } from "../support/corpus.js";

const DIR = join(repoRoot, "test/fixtures/air-v2/test-vectors");

describe("AIR v2 test vectors", () => {
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith(".json"))
    .sort();
  it("are all here (canonical-cbor.json, schemas.json)", () =>
    expect(files).toEqual(["canonical-cbor.json", "schemas.json"]));
  for (const f of files) {
    // Parsed losslessly: the vectors' JSON is read as AgentOS reads it.
    const vectors = parseJson(readFileSync(join(DIR, f), "utf8")).value as JsonObject[];
    for (const v of vectors) {
      it(`${f}: ${String(v.label)}`, () => {
        const json = v.json as Json;
        expect(Buffer.from(canonicalNodeBytesV2(json)).toString("hex")).toBe(v.cbor_hex);
        expect(hashNodeV2(json).hash).toBe(v.hash);
      });
    }
  }
});
