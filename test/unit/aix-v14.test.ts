import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aix14ValidatorSource, GENERATED_AIX14_VALIDATOR } from "../support/aix-schema-validator.js";

describe("the AIX v1.4 schema validator, compiled from the vendored schema at development time", () => {
  it("is what ajv makes of the schema now (UPDATE_GENERATED=1 rewrites it)", () => {
    const source = aix14ValidatorSource();
    if (process.env.UPDATE_GENERATED === "1" || !existsSync(GENERATED_AIX14_VALIDATOR)) writeFileSync(GENERATED_AIX14_VALIDATOR, source);
    expect(readFileSync(GENERATED_AIX14_VALIDATOR, "utf8")).toBe(source);
  });
});
