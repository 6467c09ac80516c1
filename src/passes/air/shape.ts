/**
 * Shape validation of AIR nodes against the seed-era JSON Schemas
 * (draft 2020-12, ajv), with each error placed at its line:col.
 * Later-v1 spellings are first rewritten to their seed equivalents (and
 * reported as such by the resolver); what still does not fit in a later-v1
 * world is a warning, since the schemas are the seed era's.
 */
import { readFileSync, readdirSync } from "node:fs";
import { rangeOf } from "../../../ir/json/line-index.js";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { toPlain, type JsonObject } from "../../../ir/json/value.js";
import { packagePath } from "../../../ir/io/package-root.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { AirNodeEntry } from "../../readers/air/read-world.js";
import { ZERO_HASH_REF } from "../../../ir/dialects/air/constants.js";

let validators: Map<string, ValidateFunction> | undefined;

interface SchemaDoc {
  $defs?: Record<string, { allOf?: Array<{ properties?: Record<string, unknown>; additionalProperties?: boolean }> }>;
}

/**
 * The seed defplan schema composes each step as allOf[StepBase, {…,
 * additionalProperties: false}], and the second part does not list `id`, so
 * as written it rejects every step. agentc adds `id` there (docs/decisions.md).
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

function load(): Map<string, ValidateFunction> {
  if (validators) return validators;
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
  const dir = packagePath("ir/dialects/air/schemas");
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".schema.json"))) {
    const schema = JSON.parse(readFileSync(`${dir}/${f}`, "utf8")) as SchemaDoc;
    if (f === "defplan.schema.json") allowStepIds(schema);
    ajv.addSchema(schema, f);
  }
  validators = new Map();
  for (const kind of ["defschema", "defmodule", "defplan", "defcap", "defpolicy", "manifest"]) {
    validators.set(kind, ajv.getSchema(`${kind}.schema.json`) as ValidateFunction);
  }
  for (const [op, def] of Object.entries(STEP_SCHEMAS)) validators.set(`step:${op}`, ajv.getSchema(`defplan.schema.json#/$defs/${def}`) as ValidateFunction);
  return validators;
}

const LATER_EFFECTS: Record<string, string> = { "blob.put": "fs.blob.put", "blob.get": "fs.blob.get" };

/** The seed-era equivalent of a later-v1 node, for shape checking only. */
function asSeed(node: JsonObject): Record<string, unknown> {
  const n = toPlain(node) as Record<string, unknown>;
  if (n.$kind === "manifest") {
    delete n.air_version;
    delete n.effects;
    delete n.secrets;
    for (const list of ["schemas", "modules", "plans", "caps", "policies"]) {
      if (Array.isArray(n[list])) n[list] = (n[list] as Array<Record<string, unknown>>).map((r) => ({ hash: ZERO_HASH_REF, ...r }));
    }
  }
  if (n.$kind === "defmodule" && n.wasm_hash === undefined) n.wasm_hash = ZERO_HASH_REF;
  if (n.$kind === "defcap" && n.cap_type === "blob") n.cap_type = "fs.blob";
  const rename = (v: unknown): unknown => (typeof v === "string" && LATER_EFFECTS[v] ? LATER_EFFECTS[v] : v);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) o[k] = k === "kind" || k === "effect_kind" ? rename(o[k]) : walk(o[k]);
      if (Array.isArray(o.effects_emitted)) o.effects_emitted = o.effects_emitted.map(rename);
      if (Array.isArray(o.allowed_effects)) o.allowed_effects = o.allowed_effects.map(rename);
      return o;
    }
    return v;
  };
  return walk(n) as Record<string, unknown>;
}

const STEP_SCHEMAS: Record<string, string> = {
  raise_event: "StepRaiseEvent",
  emit_effect: "StepEmitEffect",
  await_receipt: "StepAwaitReceipt",
  await_event: "StepAwaitEvent",
  assign: "StepAssign",
  end: "StepEnd",
};

interface ShapeError {
  path: string;
  message: string;
}

function describe(e: ErrorObject): string {
  const extra =
    e.keyword === "additionalProperties"
      ? ` (${JSON.stringify((e.params as { additionalProperty?: string }).additionalProperty)})`
      : e.keyword === "enum"
        ? `: ${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)}`
        : "";
  return `${e.message ?? "is invalid"}${extra}`;
}

/**
 * ajv reports every branch of a failed oneOf. Keep one message per oneOf
 * ("matches none of the allowed forms") and nothing below it; a step is
 * instead checked against the schema of its own `op`, which says what is wrong.
 */
function collapse(errors: ErrorObject[], node: Record<string, unknown>): ShapeError[] {
  const oneOfPaths = errors.filter((e) => e.keyword === "oneOf").map((e) => e.instancePath);
  const out: ShapeError[] = [];
  for (const e of errors) {
    if (e.keyword === "if" || e.keyword === "anyOf") continue;
    const under = oneOfPaths.find((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`));
    if (e.keyword === "oneOf") {
      const step = /^\/steps\/(\d+)$/.exec(e.instancePath);
      const op = step ? ((node.steps as Array<Record<string, unknown>>)[Number(step[1])]?.op as string | undefined) : undefined;
      if (step && op && STEP_SCHEMAS[op]) {
        const v = load().get(`step:${op}`)!;
        if (!v((node.steps as unknown[])[Number(step[1])])) {
          out.push(...collapse(v.errors ?? [], {}).map((x) => ({ path: `${e.instancePath}${x.path}`, message: x.message })));
        }
        continue;
      }
      if (!oneOfPaths.some((p) => p !== e.instancePath && e.instancePath.startsWith(`${p}/`))) {
        out.push({ path: e.instancePath, message: step ? `has an unknown op ${JSON.stringify(op)}` : "matches none of the allowed forms" });
      }
      continue;
    }
    if (under === undefined) out.push({ path: e.instancePath, message: describe(e) });
  }
  return out;
}

export function checkShape(entry: AirNodeEntry, later = false): Diagnostic[] {
  const kind = entry.node.$kind;
  if (typeof kind !== "string") {
    return [{ code: "AIR-SHAPE", severity: "error", message: 'node has no "$kind"', file: entry.file, pointer: entry.pointer, ...entry.position }];
  }
  const validate = load().get(kind);
  if (!validate) return [];
  const seed = asSeed(entry.node);
  if (validate(seed)) return [];
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const e of collapse(validate.errors ?? [], seed)) {
    const message = `${kind} ${String(entry.node.name ?? "")}: ${e.path || "/"} ${e.message}`;
    if (seen.has(message)) continue;
    seen.add(message);
    const pos = rangeOf(entry.positions?.get(e.path) ?? entry.position);
    out.push(
      later
        ? { code: "AIR-SHAPE-LATER", severity: "warning", message: `${message} (seed-era schema; later-v1 form)`, file: entry.file, pointer: `${entry.pointer}${e.path}`, ...pos }
        : { code: "AIR-SHAPE", severity: "error", message, file: entry.file, pointer: `${entry.pointer}${e.path}`, ...pos },
    );
  }
  return out;
}
