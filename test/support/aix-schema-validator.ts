/**
 * The source of ir/dialects/aix/schema-v1.4.generated.ts: the AIX v1.4.0 release's unified JSON
 * Schema (ir/dialects/aix/schema-v1.4/aix.schema.json, the reference's `schemas/aix.schema.json`,
 * which its own `scripts/validate-examples.js` checks examples with) compiled by ajv into a
 * standalone validator, so agentc compiles no schema at run time. Formats (`date-time`, `uri`) are
 * left to the semantic checks (src/formats/aix/validate-v14.ts), which say more than "must match
 * format" and need no ajv-formats at run time.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { repoRoot } from "./corpus.js";

export const AIX14_SCHEMA = join(repoRoot, "ir/dialects/aix/schema-v1.4/aix.schema.json");
export const GENERATED_AIX14_VALIDATOR = join(repoRoot, "ir/dialects/aix/schema-v1.4.generated.ts");

/** ajv's standalone code may `require` runtime helpers; the module is ESM and ajv a development dependency, so they are inlined. */
function inlineRuntime(code: string): string {
  const helpers: Record<string, string> = {
    'require("ajv/dist/runtime/ucs2length").default': "((s) => [...s].length)",
    'require("ajv/dist/runtime/equal").default':
      '(function equal(a, b) { if (a === b) return true; if (a && b && typeof a == "object" && typeof b == "object") { if (Array.isArray(a) !== Array.isArray(b)) return false; if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => equal(x, b[i])); const ka = Object.keys(a), kb = Object.keys(b); return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k])); } return a !== a && b !== b; })',
  };
  let out = code;
  for (const [call, inline] of Object.entries(helpers)) out = out.split(call).join(inline);
  if (out.includes("require("))
    throw new Error("the generated AIX v1.4 validator requires a runtime helper that is not inlined");
  return out;
}

export function aix14ValidatorSource(): string {
  const ajv = new Ajv2020({
    allErrors: true,
    messages: true,
    strict: false,
    validateFormats: false,
    code: { source: true, esm: true, lines: true },
  });
  ajv.addSchema(JSON.parse(readFileSync(AIX14_SCHEMA, "utf8")) as object, "aix.schema.json");
  const code = inlineRuntime(standaloneCode(ajv, { aix: "aix.schema.json" }));
  return `// @ts-nocheck\n// Generated from ir/dialects/aix/schema-v1.4/aix.schema.json (the AIX-Format/aix-format v1.4.0 release's schemas/aix.schema.json) by test/support/aix-schema-validator.ts (ajv standalone).\n// Do not edit: UPDATE_GENERATED=1 npx vitest run test/unit/aix-v14.test.ts\n${code}\n`;
}
