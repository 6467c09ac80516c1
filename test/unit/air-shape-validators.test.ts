import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  GENERATED_BUILTINS_V2,
  GENERATED_VALIDATORS,
  GENERATED_VALIDATORS_V2,
  GENERATED_VERDICTS,
  builtinsV2Source,
  shapeValidatorsSource,
  shapeValidatorsV2Source,
} from "../support/air-shape-validators.js";
import { verdictOnly } from "../support/verdict-only.js";
import { corpusPath } from "../support/corpus.js";
import * as all from "../../ir/dialects/air/shape-validators.generated.js";
import * as firstError from "../../ir/dialects/air/shape-verdicts.generated.js";

describe("AIR shape validators, compiled from the schemas at development time", () => {
  it("are what ajv makes of the schemas now (UPDATE_GENERATED=1 rewrites them)", () => {
    const source = shapeValidatorsSource();
    if (process.env.UPDATE_GENERATED === "1") writeFileSync(GENERATED_VALIDATORS, source);
    expect(readFileSync(GENERATED_VALIDATORS, "utf8")).toBe(source);
  });

  it("and AIR v2's, from its own schemas", () => {
    const source = shapeValidatorsV2Source();
    if (process.env.UPDATE_GENERATED === "1") writeFileSync(GENERATED_VALIDATORS_V2, source);
    expect(readFileSync(GENERATED_VALIDATORS_V2, "utf8")).toBe(source);
  });

  it("and AIR v2's built-in catalog with its hashes", async () => {
    const source = await builtinsV2Source();
    if (process.env.UPDATE_GENERATED === "1") writeFileSync(GENERATED_BUILTINS_V2, source);
    expect(readFileSync(GENERATED_BUILTINS_V2, "utf8")).toBe(source);
  });

  it("and the first-error validators that give the verdict", () => {
    const source = shapeValidatorsSource(false);
    if (process.env.UPDATE_GENERATED === "1") writeFileSync(GENERATED_VERDICTS, source);
    expect(readFileSync(GENERATED_VERDICTS, "utf8")).toBe(source);
  });
});

describe("verdict-only validators (test/support/verdict-only.ts)", () => {
  it("record no error and spell no path, in any validator", () => {
    const source = readFileSync(GENERATED_VERDICTS, "utf8");
    for (const recording of [
      "vErrors.push",
      "vErrors = [",
      "errors = vErrors.length",
      "const err",
      "instancePath:instancePath+",
    ])
      expect(source).not.toContain(recording);
  });

  it("refuse code they cannot rewrite entirely, rather than leave a validator half rewritten", () => {
    const recorded =
      'const err0 = {instancePath,keyword:"type"};\nif(vErrors === null){\nvErrors = [err0];\n}\nelse {\nvErrors.push(err0);\n}\nerrors++;';
    const appended =
      "vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);\nerrors = vErrors.length;";
    const returned = 'validate0.errors = [{instancePath,keyword:"type"}];\nreturn false;';
    const path = 'validate1(data.x, {instancePath:instancePath+"/x",parentData:data})';
    expect(verdictOnly([recorded, appended, returned, path].join("\n"))).toBe(
      "errors++;\nerrors++;\nreturn false;\nvalidate1(data.x, {instancePath,parentData:data})",
    );
    expect(() => verdictOnly([appended, returned, path].join("\n"))).toThrow(/no recorded error/);
    // An error recorded in a form the rewrites do not know stays recorded: refused.
    expect(() => verdictOnly([recorded, appended, returned, path, "vErrors.push(e);"].join("\n"))).toThrow(
      /vErrors.push/,
    );
  });
});

/** Every AIR node of the corpus worlds and seed-style files: plans, manifests, schemas, caps, policies, modules. */
function corpusNodes(): Array<Record<string, unknown>> {
  const files = [corpusPath("air/seed-style-nodes"), corpusPath("air/worlds")].flatMap((dir) =>
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => join(dir, f)),
  );
  const values = files.map((f) => JSON.parse(readFileSync(f, "utf8")) as unknown);
  return values
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter(
      (n): n is Record<string, unknown> =>
        typeof n === "object" && n !== null && typeof (n as { $kind?: unknown }).$kind === "string",
    );
}

/** The value at a path of keys and indices replaced (or, with `undefined`, removed). */
function damaged(node: unknown, path: number[], by: unknown): unknown {
  if (!path.length || typeof node !== "object" || node === null) return by;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(node)
    ? [...node]
    : { ...(node as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (!keys.length) return copy;
  const key = keys[path[0]! % keys.length]!;
  const inner = damaged((copy as Record<string, unknown>)[key], path.slice(1), by);
  if (inner === undefined && !Array.isArray(copy)) delete (copy as Record<string, unknown>)[key];
  else (copy as Record<string, unknown>)[key] = inner;
  return copy;
}

describe("the first-error validators give the all-errors validators' verdict", () => {
  const nodes = corpusNodes();
  const full = all as unknown as Record<string, ((n: unknown) => boolean) | undefined>;
  const first = firstError as unknown as Record<string, ((n: unknown) => boolean) | undefined>;

  it("on every corpus node", () => {
    expect(nodes.length).toBeGreaterThan(20);
    for (const n of nodes) {
      const kind = n.$kind as string;
      if (!full[kind]) continue;
      expect(first[kind]!(n), `${kind} ${String(n.name)}`).toBe(full[kind]!(n));
    }
  });

  it("on corpus nodes with one value replaced or removed anywhere", () => {
    const replacement = fc.oneof(
      fc.constant(undefined),
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom("sys/timer@1", "s1", { nat: 1 }, { text: "x" }, "emit_effect", "http.request"),
    );
    const verdicts = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(
        fc.nat({ max: nodes.length - 1 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        replacement,
        (i, path, by) => {
          const kind = nodes[i]!.$kind as string;
          if (!full[kind]) return;
          const n = damaged(nodes[i], path, by);
          const verdict = full[kind]!(n);
          verdicts[verdict ? "valid" : "invalid"]++;
          expect(first[kind]!(n)).toBe(verdict);
        },
      ),
      // This file is not in the mutation run (it checks files too), so its runs are never scaled.
      { numRuns: 500 },
    );
    // Both verdicts were compared, many times each.
    expect(verdicts.valid).toBeGreaterThan(15);
    expect(verdicts.invalid).toBeGreaterThan(50);
  });
});
