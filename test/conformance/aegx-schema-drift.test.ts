import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HEX64, PRINCIPALS, RECORD_TYPES } from "../../ir/dialects/aegx/constants.js";
import { AEGX_TS_PATTERN } from "../../ir/dialects/aegx/timestamp.js";
import { decodeManifest } from "../../ir/dialects/aegx/decode.js";
import { parseJson } from "../../ir/json/parse.js";
import { corpusPath } from "../support/corpus.js";

/** The schema checks are written by hand for speed and precise messages; this keeps them in step with corpus/aegx/schemas.json. */
const schemas = JSON.parse(readFileSync(corpusPath("aegx/schemas.json"), "utf8"));

describe("AEGX schema checks follow corpus/aegx/schemas.json", () => {
  it("record enums (agentc adds NetworkRequest from the spec)", () => {
    expect([...schemas.record.properties.type.enum, "NetworkRequest"]).toEqual([...RECORD_TYPES]);
    expect(schemas.record.properties.principal.enum).toEqual([...PRINCIPALS]);
  });
  it("patterns", () => {
    expect(schemas.record.properties.recordId.pattern).toBe(HEX64.source);
    expect(schemas["audit-entry"].properties.ts.pattern).toBe(AEGX_TS_PATTERN.source);
    expect(schemas.manifest.properties.created_at.pattern).toBe(AEGX_TS_PATTERN.source);
  });
  it("manifest required fields and additionalProperties", () => {
    const m = parseJson('{"aegx_version":"0.1"}').value;
    const issues = decodeManifest(m).issues.map((i) => i.message);
    for (const field of schemas.manifest.required.filter((f: string) => f !== "aegx_version")) {
      expect(issues).toContain(`"${field}" is a required property`);
    }
    expect(schemas.manifest.additionalProperties).toBe(false);
    expect(Object.keys(schemas.manifest.properties).sort()).toEqual(
      [...schemas.manifest.required, "meta", "extensions"].sort(),
    );
  });
});
