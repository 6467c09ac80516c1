import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_VALIDATORS, GENERATED_VERDICTS, shapeValidatorsSource } from "../support/air-shape-validators.js";

describe("AIR shape validators, compiled from the schemas at development time", () => {
  it("are what ajv makes of the schemas now (UPDATE_GENERATED=1 rewrites them)", () => {
    const source = shapeValidatorsSource();
    if (process.env.UPDATE_GENERATED === "1") writeFileSync(GENERATED_VALIDATORS, source);
    expect(readFileSync(GENERATED_VALIDATORS, "utf8")).toBe(source);
  });

  it("and the first-error validators that give the verdict", () => {
    const source = shapeValidatorsSource(false);
    if (process.env.UPDATE_GENERATED === "1") writeFileSync(GENERATED_VERDICTS, source);
    expect(readFileSync(GENERATED_VERDICTS, "utf8")).toBe(source);
  });
});
