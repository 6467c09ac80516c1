/**
 * The typed node: what the AgentOS reference hashes. It reads a node into
 * its typed structures and serialises them back, so unknown fields are
 * dropped, absent/null optional fields are left out, and optional lists and
 * maps that are empty are left out. The rules differ between the two v1 eras
 * agentc reads (reverse-engineered against the corpus hashes):
 *
 * - `v1early` (the seed spec): the manifest keeps `$kind` and its five
 *   definition lists even when empty; `routing` is kept when present.
 * - `v1mid` (corpus worlds 8a8a4e51, recognised by `air_version`): the manifest
 *   is hashed without `$kind`, with `effects`, `secrets` and empty `triggers`
 *   left out; a defmodule without `wasm_hash` gets the zero hash.
 */
import { emptyObject, isJsonObject, type Json, type JsonObject } from "../../json/value.js";
import { ZERO_HASH_REF } from "./constants.js";

/** The seed text's v1, the later v1 (`air_version` "1"), and AIR v2 (`air_version` "2", ir/dialects/air/v2.ts). */
export type AirEra = "v1early" | "v1mid" | "v2";

interface Field {
  /** Omit when absent or null (else kept, null included). */
  optional?: boolean;
  /** Omit when an empty list or map. */
  omitEmpty?: boolean;
  /** Value used when absent. */
  fallback?: Json;
  /** A nested struct, applied to the value (or to each item of a list). */
  struct?: Spec;
  list?: boolean;
  /** A map whose every value is this struct. */
  values?: Spec;
}
type Spec = Record<string, Field>;

const opt: Field = { optional: true };
const optList: Field = { optional: true, omitEmpty: true };
const req: Field = {};

const NAMED_REF: Spec = { name: req, hash: opt };
const CAP_GRANT: Spec = {
  name: req,
  cap: req,
  params: req,
  expiry_ns: opt,
  budget: { optional: true, struct: { tokens: opt, bytes: opt, cents: opt } },
};
const ROUTING: Spec = {
  events: { ...optList, list: true, struct: { event: req, reducer: req, key_field: opt } },
  inboxes: { ...optList, list: true, struct: { source: req, reducer: req } },
};
const MODULE_BINDING: Spec = { slots: optList };
const refList = (omitEmpty: boolean): Field => ({ list: true, struct: NAMED_REF, optional: omitEmpty, omitEmpty });

function manifestSpec(era: AirEra): Spec {
  const spec: Spec = {
    schemas: refList(false),
    modules: refList(false),
    plans: refList(false),
    caps: refList(false),
    policies: refList(false),
    routing: { optional: true, struct: ROUTING },
    triggers: { ...optList, list: true, struct: { event: req, plan: req, correlate_by: opt } },
    defaults: { optional: true, struct: { policy: opt, cap_grants: { ...optList, list: true, struct: CAP_GRANT } } },
    // The reference's ModuleBinding skips empty `slots` (serde skip_serializing_if = "IndexMap::is_empty", in the
    // seed-era model and later): a binding with no slots is hashed as an empty map.
    module_bindings: { ...optList, values: MODULE_BINDING },
  };
  if (era === "v1early") spec.$kind = req;
  else {
    spec.air_version = opt;
    spec.effects = refList(true);
    spec.secrets = refList(true);
  }
  return spec;
}

const STEP_FIELDS: Record<string, Spec> = {
  raise_event: { reducer: req, key: opt, event: req },
  emit_effect: { kind: req, params: req, cap: req, bind: { struct: { effect_id_as: req } } },
  await_receipt: { for: req, bind: { struct: { as: req } } },
  await_event: { event: req, where: opt, bind: { struct: { as: req } } },
  assign: { expr: req, bind: { struct: { as: req } } },
  end: { result: opt },
};

const DEF_SPECS: Record<string, (era: AirEra) => Spec> = {
  defschema: () => ({ $kind: req, name: req, type: req }),
  defmodule: () => ({
    $kind: req,
    name: req,
    module_kind: req,
    wasm_hash: { fallback: ZERO_HASH_REF },
    key_schema: opt,
    abi: {
      struct: {
        reducer: {
          optional: true,
          struct: { state: req, event: req, annotations: opt, effects_emitted: optList, cap_slots: optList },
        },
      },
    },
  }),
  defplan: () => ({
    $kind: req,
    name: req,
    input: req,
    output: opt,
    locals: optList,
    steps: req,
    edges: { ...optList, list: true, struct: { from: req, to: req, when: opt } },
    required_caps: optList,
    allowed_effects: optList,
    invariants: optList,
  }),
  defcap: () => ({ $kind: req, name: req, cap_type: req, schema: req }),
  defpolicy: () => ({
    $kind: req,
    name: req,
    rules: {
      list: true,
      struct: {
        when: {
          struct: { effect_kind: opt, cap_name: opt, host: opt, method: opt, origin_kind: opt, origin_name: opt },
        },
        decision: req,
      },
    },
  }),
  defsecret: () => ({ $kind: req, name: req, binding_id: req, allowed_caps: optList, allowed_plans: optList }),
  manifest: manifestSpec,
};

function isEmpty(v: Json): boolean {
  return (Array.isArray(v) && v.length === 0) || (isJsonObject(v) && Object.keys(v).length === 0);
}

const entriesOf = new WeakMap<Spec, Array<[string, Field]>>();

function project(v: JsonObject, spec: Spec): JsonObject {
  const out = emptyObject();
  let entries = entriesOf.get(spec);
  if (!entries) entriesOf.set(spec, (entries = Object.entries(spec)));
  for (const [key, f] of entries) {
    let x = v[key] as Json | undefined;
    if (x === undefined && f.fallback !== undefined) x = f.fallback;
    if (x === undefined || (x === null && f.optional)) continue;
    if (f.omitEmpty && isEmpty(x)) continue;
    if (f.struct && f.list && Array.isArray(x)) x = x.map((i) => (isJsonObject(i) ? project(i, f.struct as Spec) : i));
    else if (f.struct && isJsonObject(x)) x = project(x, f.struct);
    else if (f.values && isJsonObject(x)) {
      const map = emptyObject();
      for (const [k, item] of Object.entries(x)) map[k] = isJsonObject(item) ? project(item, f.values) : item;
      x = map;
    }
    out[key] = x;
  }
  return out;
}

const STEP_SPECS: Record<string, Spec> = Object.fromEntries(
  Object.entries(STEP_FIELDS).map(([op, fields]) => [op, { id: req, op: req, ...fields }]),
);

function projectStep(step: Json): Json {
  if (!isJsonObject(step) || typeof step.op !== "string") return step;
  // Own keys only: an op spelt "constructor" is unknown, not Object's.
  const spec = Object.hasOwn(STEP_SPECS, step.op) ? STEP_SPECS[step.op] : undefined;
  return spec ? project(step, spec) : step;
}

/** The era of a node: later-v1 nodes are recognised by their spellings. */
export function eraOf(node: JsonObject): AirEra {
  return node.$kind === "manifest" && "air_version" in node ? "v1mid" : "v1early";
}

// Every kind's spec for every era, built once when the module loads: the projection runs per node
// on the hashing path, where building a spec per call cost a quarter of the time (50,000 schemas and
// 20,000 plans hashed: 217 ms with built specs, 277–348 ms building per call).
// A Map, not DEF_SPECS[kind]: a kind spelt "constructor" or "toString" is no kind (it was projected to {}).
const ERAS: readonly AirEra[] = ["v1early", "v1mid", "v2"];
const SPECS = new Map<string, Spec>(
  Object.entries(DEF_SPECS).flatMap(([kind, build]) => ERAS.map((era) => [`${kind}:${era}`, build(era)] as const)),
);

function specFor(kind: string, era: AirEra): Spec | undefined {
  return SPECS.get(`${kind}:${era}`);
}

/** The typed form of an AIR node, as the reference hashes it. Unknown kinds are returned unchanged. */
export function typedNode(node: JsonObject, era: AirEra = eraOf(node)): JsonObject {
  const kind = node.$kind;
  const spec = typeof kind === "string" ? specFor(kind, era) : undefined;
  if (!spec) return node;
  const typed = project(node, spec);
  if (kind === "defplan" && Array.isArray(typed.steps)) typed.steps = typed.steps.map(projectStep);
  return typed;
}
