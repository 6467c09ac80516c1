/**
 * The source of ir/dialects/air/shape-validators.generated.ts: the seed-era AIR JSON Schemas
 * (ir/dialects/air/schemas) compiled by ajv into standalone validators, so that agentc does not
 * compile them at run time (about 0.16 s, once per process, more than converting 50 agents).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { repoRoot } from "./corpus.js";
import { verdictOnly } from "./verdict-only.js";

export const GENERATED_VALIDATORS = join(repoRoot, "ir/dialects/air/shape-validators.generated.ts");
export const GENERATED_VERDICTS = join(repoRoot, "ir/dialects/air/shape-verdicts.generated.ts");
export const GENERATED_VALIDATORS_V2 = join(repoRoot, "ir/dialects/air/shape-validators-v2.generated.ts");

interface SchemaDoc {
  $defs?: Record<string, { allOf?: Array<{ properties?: Record<string, unknown>; additionalProperties?: boolean }> }>;
}

/**
 * The seed defplan schema composes each step as allOf[StepBase, {…, additionalProperties: false}],
 * and the second part does not list `id`, so as written it rejects every step. agentc adds `id`
 * there (docs/decisions.md).
 */
function allowStepIds(schema: SchemaDoc): void {
  for (const [name, def] of Object.entries(schema.$defs ?? {})) {
    if (!name.startsWith("Step") || !def.allOf) continue;
    for (const part of def.allOf) {
      if (part.additionalProperties === false && part.properties && !("id" in part.properties)) {
        part.properties.id = { $ref: "common.schema.json#/$defs/StepId" };
      }
    }
  }
}

/** Node kinds, and steps by op (checked alone to say what is wrong with one step). */
const EXPORTS: Record<string, string> = {
  defschema: "defschema.schema.json",
  defmodule: "defmodule.schema.json",
  defplan: "defplan.schema.json",
  defcap: "defcap.schema.json",
  defpolicy: "defpolicy.schema.json",
  manifest: "manifest.schema.json",
  step_raise_event: "defplan.schema.json#/$defs/StepRaiseEvent",
  step_emit_effect: "defplan.schema.json#/$defs/StepEmitEffect",
  step_await_receipt: "defplan.schema.json#/$defs/StepAwaitReceipt",
  step_await_event: "defplan.schema.json#/$defs/StepAwaitEvent",
  step_assign: "defplan.schema.json#/$defs/StepAssign",
  step_end: "defplan.schema.json#/$defs/StepEnd",
};

/** Node kinds only: a verdict is taken on whole nodes. */
const NODE_EXPORTS = Object.fromEntries(Object.entries(EXPORTS).filter(([name]) => !name.startsWith("step_")));

/**
 * `allErrors`: every error of a node, for the report (shape-validators.generated.ts); without it,
 * ajv stops at a node's first error, which is all a verdict needs and several times faster on
 * valid nodes, whose plans and manifests go through oneOf branches that fail
 * (shape-verdicts.generated.ts). Both come from the same schemas, so their verdicts agree. A
 * verdict's errors are never shown (a failing node is checked again with every error), so the
 * verdicts build no message strings, and no errors at all (verdict-only.ts).
 */
export function shapeValidatorsSource(allErrors = true): string {
  const ajv = new Ajv2020({
    allErrors,
    messages: allErrors,
    strict: false,
    validateFormats: false,
    code: { source: true, esm: true, lines: true },
  });
  const dir = join(repoRoot, "ir/dialects/air/schemas");
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort()) {
    const schema = JSON.parse(readFileSync(join(dir, f), "utf8")) as SchemaDoc;
    if (f === "defplan.schema.json") allowStepIds(schema);
    ajv.addSchema(schema, f);
  }
  const code = allErrors ? standaloneCode(ajv, EXPORTS) : verdictOnly(standaloneCode(ajv, NODE_EXPORTS));
  return `// @ts-nocheck\n// Generated from ir/dialects/air/schemas by test/support/air-shape-validators.ts (ajv standalone${allErrors ? "" : ", verdict only (test/support/verdict-only.ts)"}).\n// Do not edit: UPDATE_GENERATED=1 npx vitest run test/unit/air-shape-validators.test.ts\n${code}\n`;
}

/** AIR v2's node kinds and the patch document, each by its schema (ir/dialects/air/schemas-v2, from AgentOS's spec/schemas). */
const EXPORTS_V2: Record<string, string> = {
  defschema: "defschema.schema.json",
  defmodule: "defmodule.schema.json",
  defworkflow: "defworkflow.schema.json",
  defeffect: "defeffect.schema.json",
  defsecret: "defsecret.schema.json",
  manifest: "manifest.schema.json",
  patch: "patch.schema.json",
};

/** The source of shape-validators-v2.generated.ts: the AIR v2 schemas compiled by ajv, every error reported. */
export function shapeValidatorsV2Source(): string {
  const ajv = new Ajv2020({
    allErrors: true,
    messages: true,
    strict: false,
    validateFormats: false,
    code: { source: true, esm: true, lines: true },
  });
  const dir = join(repoRoot, "ir/dialects/air/schemas-v2");
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort())
    ajv.addSchema(JSON.parse(readFileSync(join(dir, f), "utf8")) as object, f);
  const code = inlineRuntime(standaloneCode(ajv, EXPORTS_V2));
  return `// @ts-nocheck\n// Generated from ir/dialects/air/schemas-v2 (AIR v2, CC BY 4.0) by test/support/air-shape-validators.ts (ajv standalone).\n// Do not edit: UPDATE_GENERATED=1 npx vitest run test/unit/air-shape-validators.test.ts\n${code}\n`;
}

/**
 * ajv's standalone code `require`s two runtime helpers for the v2 schemas (string length in code
 * points, for minLength; deep equality, for uniqueItems/const): ajv is a development dependency and
 * the module is ESM, so they are written inline, with the helpers' meaning.
 */
function inlineRuntime(code: string): string {
  const helpers: Record<string, string> = {
    'require("ajv/dist/runtime/ucs2length").default': "((s) => [...s].length)",
    'require("ajv/dist/runtime/equal").default':
      '(function equal(a, b) { if (a === b) return true; if (a && b && typeof a == "object" && typeof b == "object") { if (Array.isArray(a) !== Array.isArray(b)) return false; if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => equal(x, b[i])); const ka = Object.keys(a), kb = Object.keys(b); return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k])); } return a !== a && b !== b; })',
  };
  let out = code;
  for (const [call, inline] of Object.entries(helpers)) out = out.split(call).join(inline);
  if (out.includes("require("))
    throw new Error("the generated AIR v2 validators require a runtime helper that is not inlined");
  return out;
}

export const GENERATED_BUILTINS_V2 = join(repoRoot, "ir/dialects/air/builtins-v2.generated.ts");

/**
 * The source of builtins-v2.generated.ts: every built-in `sys/*` definition of AIR v2
 * (test/fixtures/air-v2/defs, from AgentOS's spec/defs) as [kind, name, hash], the hash as the
 * specification defines node identity (ir/dialects/air/v2.ts). A v2 world may name them without
 * defining them (they are ambient), and its manifest pins them by these hashes.
 */
export async function builtinsV2Source(): Promise<string> {
  const { hashNodeV2 } = await import("../../ir/dialects/air/v2.js");
  const { parseJson } = await import("../../ir/json/parse.js");
  const dir = join(repoRoot, "test/fixtures/air-v2/defs");
  const rows: string[] = [];
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(".air.json"))
    .sort()) {
    for (const node of parseJson(readFileSync(join(dir, f), "utf8")).value as Array<{ $kind: string; name: string }>) {
      rows.push(
        `  [${JSON.stringify(node.$kind)}, ${JSON.stringify(node.name)}, ${JSON.stringify(hashNodeV2(node as never).hash)}],`,
      );
    }
  }
  return `// Generated from test/fixtures/air-v2/defs (AgentOS spec/defs, CC BY 4.0) by test/support/air-shape-validators.ts.\n// Do not edit: UPDATE_GENERATED=1 npx vitest run test/unit/air-shape-validators.test.ts\n/** AIR v2's built-in definitions: [kind, name, hash]. */\nexport const BUILTINS_V2: ReadonlyArray<readonly [string, string, string]> = [\n${rows.join("\n")}\n];\n`;
}
