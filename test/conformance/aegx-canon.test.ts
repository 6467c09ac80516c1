import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aegxCanonicalBytes } from "../../ir/canonical/aegx-canon.js";
import { parseJson } from "../../ir/json/parse.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { normalizeAegxTimestamp } from "../../ir/dialects/aegx/timestamp.js";
import { corpusPath } from "../support/corpus.js";

interface CanonVector {
  input_json_text?: string;
  canonical?: string;
  canonical_utf8_hex?: string;
  sha256?: string;
  error?: string;
  normalize_timestamp?: string;
}

const vectors = (JSON.parse(readFileSync(corpusPath("aegx/canon-vectors.json"), "utf8")) as { vectors: CanonVector[] })
  .vectors;

describe("AEGX_CANON_0_1 corpus vectors", () => {
  const canon = vectors.filter((v) => v.input_json_text !== undefined);
  it("has vectors", () => expect(canon.length).toBeGreaterThan(10));
  for (const v of canon) {
    it(`canonicalises ${v.input_json_text!.slice(0, 60)}`, () => {
      const run = () => aegxCanonicalBytes(parseJson(v.input_json_text!).value);
      if (v.error !== undefined) {
        expect(run).toThrow();
        return;
      }
      const bytes = run();
      expect(bytes.toString("hex")).toBe(v.canonical_utf8_hex);
      expect(bytes.toString("utf8")).toBe(v.canonical);
      expect(sha256Hex(bytes)).toBe(v.sha256);
    });
  }
});

describe("AEGX meta.ts normalisation corpus vectors", () => {
  const ts = vectors.filter((v) => v.normalize_timestamp !== undefined);
  it("has vectors", () => expect(ts.length).toBeGreaterThan(10));
  for (const v of ts) {
    const m = /^"(.*)" -> (Ok|Err)\("(.*)"\)$/.exec(v.normalize_timestamp!);
    it(`normalises ${v.normalize_timestamp}`, () => {
      expect(m).not.toBeNull();
      const [, input, kind, out] = m!;
      const result = normalizeAegxTimestamp(input!);
      if (kind === "Ok") expect(result).toEqual({ ok: true, value: out });
      else expect(result).toEqual({ ok: false, error: out });
    });
  }
});
