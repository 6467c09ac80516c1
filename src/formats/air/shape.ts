/**
 * Shape validation of AIR nodes against the seed-era JSON Schemas
 * (draft 2020-12, ajv), with each error placed at its line:col.
 * Later-v1 spellings are first rewritten to their seed equivalents (and
 * reported as such by the resolver); what still does not fit in a later-v1
 * world is a warning, since the schemas are the seed era's.
 */
import { rangeOf } from "../../../ir/json/line-index.js";
import { JsonNumber, toPlain, type Json, type JsonObject } from "../../../ir/json/value.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { AirNodeEntry } from "./read-world.js";
import { ZERO_HASH_REF } from "../../../ir/dialects/air/constants.js";
// Compiled from the schemas by ajv at development time (test/support/air-shape-validators.ts; a
// test keeps it current): compiling them at run time cost 0.16 s a process.
import * as compiled from "../../../ir/dialects/air/shape-validators.generated.js";
// The same schemas compiled to stop at a node's first error and to build no error at all: the
// verdict on a valid node, several times faster; only a node that fails is checked again for all its errors.
import * as verdicts from "../../../ir/dialects/air/shape-verdicts.generated.js";

/** What an ajv validator reports (only the fields agentc reads). */
export interface ErrorObject {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}
type ValidateFunction = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const validators = compiled as unknown as Record<string, ValidateFunction | undefined>;
const firstErrorValidators = verdicts as unknown as Record<string, ValidateFunction | undefined>;

const NODE_KINDS = new Set(["defschema", "defmodule", "defplan", "defcap", "defpolicy", "manifest"]);

function nodeValidator(kind: string): ValidateFunction | undefined {
  return NODE_KINDS.has(kind) ? validators[kind] : undefined;
}

/** A step checked alone, by its op: says what is wrong with it where the plan's oneOf cannot. */
function stepValidator(op: string): ValidateFunction | undefined {
  return Object.hasOwn(validators, `step_${op}`) ? validators[`step_${op}`] : undefined;
}

/** A value as JSON text in a message (as written, whatever its type: the op that is not a string too). */
const shownValue = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    typeof x === "bigint" ? x.toString() : x instanceof JsonNumber ? x.toNumber() : x,
  ) ?? String(v);

const LATER_EFFECTS: Record<string, string> = { "blob.put": "fs.blob.put", "blob.get": "fs.blob.get" };

const renamed = (v: string): string => (Object.hasOwn(LATER_EFFECTS, v) ? LATER_EFFECTS[v]! : v);

/** A plain copy of a value with later-v1 effect kinds in their seed spelling (under `kind`, `effect_kind`, and in effect lists). */
function seedValue(v: Json): unknown {
  if (typeof v !== "object" || v === null) return typeof v === "bigint" ? Number(v) : v;
  if (v instanceof JsonNumber) return v.toNumber();
  if (Array.isArray(v)) return v.map(seedValue);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const x = v[k]!;
    let y: unknown;
    if (k === "kind" || k === "effect_kind") y = typeof x === "string" ? renamed(x) : toPlain(x);
    else {
      y = seedValue(x);
      if ((k === "effects_emitted" || k === "allowed_effects") && Array.isArray(y))
        y = y.map((e: unknown) => (typeof e === "string" ? renamed(e) : e));
    }
    // A "__proto__" key is data: assigning it would set the prototype instead.
    if (k === "__proto__")
      Object.defineProperty(out, k, { value: y, enumerable: true, writable: true, configurable: true });
    else out[k] = y;
  }
  return out;
}

/** Whether seedValue would give a value equal to `v`: no lossless number, no later-v1 effect kind (most nodes, and every node agentc lowers). */
function isSeedAlready(v: Json): boolean {
  if (typeof v !== "object" || v === null) return typeof v !== "bigint";
  if (v instanceof JsonNumber) return false;
  if (Array.isArray(v)) return v.every(isSeedAlready);
  for (const k of Object.keys(v)) {
    const x = v[k]!;
    if ((k === "kind" || k === "effect_kind") && typeof x === "string" && renamed(x) !== x) return false;
    if (
      (k === "effects_emitted" || k === "allowed_effects") &&
      Array.isArray(x) &&
      x.some((e) => typeof e === "string" && renamed(e) !== e)
    )
      return false;
    if (!isSeedAlready(x)) return false;
  }
  return true;
}

/** The seed-era equivalent of a later-v1 node, for shape checking only. */
function asSeed(node: JsonObject): Record<string, unknown> {
  // A node already in seed form is checked as it is; only its top level is copied, for the edits below.
  const n = isSeedAlready(node) ? { ...node } : (seedValue(node) as Record<string, unknown>);
  if (n.$kind === "manifest") {
    delete n.air_version;
    delete n.effects;
    delete n.secrets;
    for (const list of ["schemas", "modules", "plans", "caps", "policies"]) {
      if (Array.isArray(n[list]))
        n[list] = (n[list] as Array<Record<string, unknown>>).map((r) => ({ hash: ZERO_HASH_REF, ...r }));
    }
  }
  if (n.$kind === "defmodule" && n.wasm_hash === undefined) n.wasm_hash = ZERO_HASH_REF;
  if (n.$kind === "defcap" && n.cap_type === "blob") n.cap_type = "fs.blob";
  return n;
}

/** A node as messages name it: its kind and name (the kind alone when it has none; an empty name as ""). */
export function nodeTitle(kind: string, name: Json | undefined): string {
  if (name === undefined || name === null) return kind;
  return `${kind} ${name === "" ? '""' : nameText(name)}`;
}

/**
 * A node's name (never undefined or null: nodeTitle shows the kind alone then) as a message shows it.
 * A name that is not a string is a shape error of its own, and shown as its JSON (a number read from
 * text is a JsonNumber, which String() would print as [object Object]).
 */
function nameText(name: Json): string {
  if (typeof name === "string") return name;
  return typeof name === "bigint" ? String(name) : JSON.stringify(name);
}

export interface ShapeError {
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
export function collapse(errors: ErrorObject[], node: Record<string, unknown>): ShapeError[] {
  const oneOfPaths = errors.filter((e) => e.keyword === "oneOf").map((e) => e.instancePath);
  const out: ShapeError[] = [];
  for (const e of errors) {
    if (e.keyword === "if" || e.keyword === "anyOf") continue;
    const under = oneOfPaths.find((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`));
    if (e.keyword === "oneOf") {
      const step = /^\/steps\/(\d+)$/.exec(e.instancePath);
      const stepNode = step ? (node.steps as Array<Record<string, unknown>>)[Number(step[1])] : undefined;
      // An op that is not a string (an object, a number) has no step schema: the plan's oneOf error stands.
      const op = typeof stepNode?.op === "string" ? stepNode.op : undefined;
      const v = op ? stepValidator(op) : undefined;
      if (v) {
        if (!v(stepNode)) {
          for (const x of collapse(v.errors ?? [], {}))
            out.push({ path: `${e.instancePath}${x.path}`, message: x.message });
        }
        continue;
      }
      if (!oneOfPaths.some((p) => p !== e.instancePath && e.instancePath.startsWith(`${p}/`))) {
        out.push({
          path: e.instancePath,
          message: !step
            ? "matches none of the allowed forms"
            : stepNode?.op === undefined
              ? "has no op"
              : `has an unknown op ${shownValue(stepNode.op)}`,
        });
      }
      continue;
    }
    if (under === undefined) out.push({ path: e.instancePath, message: describe(e) });
  }
  return out;
}

/** Whether the seed-era schema refuses a node (the verdict only: no error is built). */
export function specRefuses(node: JsonObject): boolean {
  const kind = node.$kind;
  if (typeof kind !== "string") return true;
  const verdict = NODE_KINDS.has(kind) ? firstErrorValidators[kind] : undefined;
  return verdict ? !verdict(asSeed(node)) : false;
}

export function checkShape(entry: AirNodeEntry, later = false): Diagnostic[] {
  const kind = entry.node.$kind;
  if (typeof kind !== "string") {
    return [
      {
        code: "AIR-SHAPE",
        severity: "error",
        message: 'node has no "$kind"',
        file: entry.file,
        pointer: entry.pointer,
        ...entry.position,
      },
    ];
  }
  const validate = nodeValidator(kind);
  if (!validate) return [];
  const seed = asSeed(entry.node);
  if (firstErrorValidators[kind]!(seed) || validate(seed)) return [];
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const e of collapse(validate.errors ?? [], seed)) {
    const message = `${nodeTitle(kind, entry.node.name)}: ${e.path || "/"} ${e.message}`;
    if (seen.has(message)) continue;
    seen.add(message);
    const pos = rangeOf(entry.positions?.get(e.path) ?? entry.position);
    out.push(
      later
        ? {
            code: "AIR-SHAPE-LATER",
            severity: "warning",
            message: `${message} (seed-era schema; later-v1 form)`,
            file: entry.file,
            pointer: `${entry.pointer}${e.path}`,
            ...pos,
          }
        : {
            code: "AIR-SHAPE",
            severity: "error",
            message,
            file: entry.file,
            pointer: `${entry.pointer}${e.path}`,
            ...pos,
          },
    );
  }
  return out;
}
