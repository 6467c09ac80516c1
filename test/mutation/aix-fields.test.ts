/**
 * The AIX v1.0 fields agentc knows (ir/dialects/aix/constants.ts `FIELD_ORDER`: a field outside them
 * is an unknown field, and the order is the one written) against the reference's v1.0 JSON Schema
 * (test/fixtures/corpus/aix/aix-v1.schema.json): every section holds exactly the schema's properties.
 * Pinned where the sampled mutation run found field names no test read (issue 38, seed `third`).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIELD_ORDER } from "../../ir/dialects/aix/constants.js";
import { corpusPath } from "../support/corpus.js";

type Schema = { properties?: Record<string, Schema>; items?: Schema };
const schema = JSON.parse(readFileSync(corpusPath("aix/aix-v1.schema.json"), "utf8")) as Schema;

/** The object schema at a section's path (`api.endpoint` is apis[].endpoints[]). */
function objectAt(section: string): Schema {
  const steps: Record<string, string[]> = {
    skill: ["skills", "[]"],
    api: ["apis", "[]"],
    "api.endpoint": ["apis", "[]", "endpoints", "[]"],
    "mcp.server": ["mcp", "servers", "[]"],
  };
  const path = steps[section] ?? section.split(".").flatMap((p) => (p === "api" ? ["apis", "[]"] : [p]));
  let s = schema;
  for (const p of path) s = p === "[]" ? s.items! : s.properties![p]!;
  return s;
}

describe("AIX v1.0's known fields are the reference schema's", () => {
  it("each section's fields, and no section the schema lacks", () => {
    const sections = Object.keys(FIELD_ORDER);
    expect(sections.length).toBeGreaterThanOrEqual(20);
    for (const section of sections) {
      // (restricted_operations is not in the v1.0 text, constants.ts says, but the reference's schema has it.)
      const expected = Object.keys(objectAt(section).properties ?? {});
      expect([...FIELD_ORDER[section]!].sort(), section).toEqual(expected.sort());
    }
  });
});
