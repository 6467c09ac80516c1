/**
 * The AgentOS v1 reference's typed model (crate `aos-air-types`, model.rs, at the seed-era commit
 * 9f2e2b58), ported as its serde derives behave, so that `air hash` accepts exactly the nodes the
 * reference deserialises and hashes exactly what it would serialise back:
 *
 * - a node is an internally tagged enum (`$kind`); everything below it is read from serde's buffered
 *   `Content`, so unknown fields are ignored everywhere (no `deny_unknown_fields` in the model);
 * - `Option<T>` fields (all `#[serde(default)]`): absent or `null` is `None`, left out when written;
 * - `Vec`/`IndexMap` fields with `#[serde(default)]`: absent is empty, `null` is refused, empty is
 *   left out when written (`skip_serializing_if`); required ones have no default;
 * - untagged enums (values, expressions, types) take the first variant that deserialises, and
 *   write only that variant's fields;
 * - a struct may also be given as a JSON array of its fields in order (serde's `visit_seq`),
 *   except a plan step, which `#[serde(flatten)]` reads as a map only;
 * - `u64`/`i64` take integers in range only (a fraction or an exponent is a float, refused);
 *   `HashRef` is `sha256:` and 64 hex digits; `SchemaRef` is `ns/Name@N` (refs.rs);
 * - unit enums (`module_kind`, effect kinds, …) are their string, or a one-key map `{name: null}`;
 *   the tags of internally tagged enums (`$kind`, a step's `op`) are strings only;
 * - a field given twice is refused (when the JSON was parsed with `duplicateKeys: "mark"`);
 * - `-0` is a float to serde_json (it keeps the sign), so no integer.
 *
 * Checked against the reference itself: test/fixtures/air/reference-v1 (SOURCE.md there).
 *
 * `decodeReferenceNode` returns the typed node (what `Hash::of_cbor` encodes) or the refusal.
 * Failure is a return value, not an exception: untagged enums try variants that fail as a matter
 * of course, and a refused node must cost no more than an accepted one (the error-path bench).
 */
import { JsonNumber, emptyObject, isJsonObject, type Json, type JsonObject } from "../../json/value.js";
import { pointerFromPath } from "../../json/pointer.js";
import { duplicateKeysOf } from "../../json/parse.js";

/** A decoder: the serialised typed value, or FAIL (the reason is in `failure`). */
type Dec = (v: Json, path: Path) => Json | typeof FAIL;
type Path = Array<string | number>;

const FAIL: unique symbol = Symbol("refused");

export interface ReferenceRefusal {
  /** JSON pointer inside the node. */
  pointer: string;
  message: string;
  /** True when the cause is an integer outside its Rust type's range (u64 / i64). */
  range: boolean;
}

export type ReferenceVerdict = { ok: true; typed: JsonObject } | { ok: false; refusal: ReferenceRefusal };

/** Inside an untagged enum's trial no message is built: a failed variant is expected, and serde names only the enum. */
let trials = 0;
let failure: ReferenceRefusal | undefined;
/** The first integer-range problem met in this node, even inside a trial (a better message than "no variant matched"). */
let rangeFailure: ReferenceRefusal | undefined;

function fail(path: Path, message: () => string, range = false): typeof FAIL {
  if (range && !rangeFailure) rangeFailure = { pointer: pointerFromPath(path), message: message(), range: true };
  if (trials === 0 && !failure) failure = { pointer: pointerFromPath(path), message: message(), range };
  return FAIL;
}

function typeName(v: Json | undefined): string {
  if (v === null) return "null";
  if (v === undefined) return "nothing";
  if (Array.isArray(v)) return "sequence";
  if (typeof v === "string") return `string ${JSON.stringify(v)}`;
  if (typeof v === "boolean") return `boolean \`${v}\``;
  if (typeof v === "number" || typeof v === "bigint") return `number ${v}`;
  if (v instanceof JsonNumber) return `number ${v.lexeme}`;
  return "map";
}

// ——— scalars ———

const str: Dec = (v, path) =>
  typeof v === "string" ? v : fail(path, () => `invalid type: ${typeName(v)}, expected a string`);

const bool: Dec = (v, path) =>
  typeof v === "boolean" ? v : fail(path, () => `invalid type: ${typeName(v)}, expected a boolean`);

/** The exact integer of a JSON number, or undefined for a float (serde_json reads a fraction or an exponent as f64). */
function integerOf(v: Json): bigint | undefined {
  if (typeof v === "number") return Number.isInteger(v) ? BigInt(v) : undefined;
  if (typeof v === "bigint") return v;
  if (v instanceof JsonNumber) return v.isIntegerLexeme && v.lexeme !== "-0" ? BigInt(v.lexeme) : undefined;
  return undefined;
}

function integer(min: bigint, max: bigint, rust: string): Dec {
  return (v, path) => {
    const n = integerOf(v);
    if (n === undefined) return fail(path, () => `invalid type: ${typeName(v)}, expected ${rust}`);
    if (n < min || n > max) return fail(path, () => `${n} is out of range for ${rust} (${min} … ${max})`, true);
    return v;
  };
}
const u64 = integer(0n, (1n << 64n) - 1n, "u64");
const i64 = integer(-(1n << 63n), (1n << 63n) - 1n, "i64");

const HASH_REF = /^sha256:[0-9a-fA-F]{64}$/;
const SCHEMA_REF = /^[a-z][a-z0-9._-]*\/[A-Za-z][A-Za-z0-9._-]*@[1-9][0-9]*$/;

const hashRef: Dec = (v, path) =>
  typeof v !== "string"
    ? str(v, path)
    : HASH_REF.test(v)
      ? v
      : fail(path, () => `invalid hash '${v}': must start with 'sha256:' followed by 64 hex chars`);

const schemaRef: Dec = (v, path) =>
  typeof v !== "string"
    ? str(v, path)
    : SCHEMA_REF.test(v)
      ? v
      : fail(path, () => `invalid name '${v}': expected namespace/name@version`);

/** The variants an unknown one is told against, as serde's `OneOf` writes them: `a`, `a` or `b`, one of `a`, `b`, `c`. */
function oneOf(names: readonly string[]): string {
  const q = names.map((n) => `\`${n}\``);
  return q.length === 1 ? q[0]! : q.length === 2 ? `${q[0]} or ${q[1]}` : `one of ${q.join(", ")}`;
}

/** A fieldless enum: its name as a string, or a one-key map whose value is null (serde's enum-as-map form). */
function unitEnum(what: string, names: readonly string[]): Dec {
  const known = new Set(names);
  return (v, path) => {
    let name: Json | undefined = v;
    if (isJsonObject(v)) {
      const keys = Object.keys(v);
      name = keys.length === 1 && v[keys[0]!] === null ? keys[0] : undefined;
    }
    if (typeof name === "string" && known.has(name)) return name;
    return fail(path, () =>
      typeof name === "string"
        ? `unknown variant \`${name}\`, expected ${oneOf(names)}`
        : `invalid type: ${typeName(v)}, expected ${what}`,
    );
  };
}

// ——— containers ———

function vec(item: Dec): Dec {
  return (v, path) => {
    if (!Array.isArray(v)) return fail(path, () => `invalid type: ${typeName(v)}, expected a sequence`);
    const out: Json[] = new Array<Json>(v.length);
    for (let i = 0; i < v.length; i++) {
      path.push(i);
      const x = item(v[i]!, path);
      path.pop();
      if (x === FAIL) return FAIL;
      out[i] = x;
    }
    return out;
  };
}

function indexMap(value: Dec): Dec {
  return (v, path) => {
    if (!isJsonObject(v)) return fail(path, () => `invalid type: ${typeName(v)}, expected a map`);
    const out = emptyObject();
    for (const k of Object.keys(v)) {
      path.push(k);
      const x = value(v[k]!, path);
      path.pop();
      if (x === FAIL) return FAIL;
      out[k] = x;
    }
    return out;
  };
}

/** `req`: must be there; `opt`: `Option<T>` with default (null is None); `dflt`: a `Vec`/`IndexMap` with default, left out when empty. */
type Mode = "req" | "opt" | "dflt";
interface FieldSpec {
  key: string;
  dec: Dec;
  mode: Mode;
}
const req = (key: string, dec: Dec): FieldSpec => ({ key, dec, mode: "req" });
const opt = (key: string, dec: Dec): FieldSpec => ({ key, dec, mode: "opt" });
const dflt = (key: string, dec: Dec): FieldSpec => ({ key, dec, mode: "dflt" });

function isEmptyValue(x: Json): boolean {
  return Array.isArray(x) ? x.length === 0 : isJsonObject(x) && Object.keys(x).length === 0;
}

/** Writes one decoded field the way serde serialises it (None and empty defaults left out). */
function put(out: JsonObject, f: FieldSpec, x: Json): void {
  if (f.mode === "opt" && x === null) return;
  if (f.mode === "dflt" && isEmptyValue(x)) return;
  out[f.key] = x;
}

function decodeField(f: FieldSpec, x: Json, path: Path): Json | typeof FAIL {
  if (f.mode === "opt" && x === null) return null;
  path.push(f.key);
  const d = f.dec(x, path);
  path.pop();
  return d;
}

/**
 * A struct: a map (unknown keys ignored, missing required fields refused) or, unless `mapOnly`,
 * a sequence of its fields in declaration order (missing trailing fields take their default).
 */
function struct(name: string, fields: FieldSpec[], mapOnly = false): Dec {
  return (v, path) => {
    const out = emptyObject();
    if (isJsonObject(v)) {
      const repeated = duplicateKeysOf(v);
      const twice = repeated && fields.find((f) => repeated.has(f.key));
      if (twice) return fail(path, () => `duplicate field \`${twice.key}\``);
      for (const f of fields) {
        const x = v[f.key];
        if (x === undefined) {
          if (f.mode === "req") return fail(path, () => `missing field \`${f.key}\` (${name})`);
          continue;
        }
        const d = decodeField(f, x, path);
        if (d === FAIL) return FAIL;
        put(out, f, d);
      }
      return out;
    }
    if (Array.isArray(v) && !mapOnly) {
      if (v.length > fields.length)
        return fail(path, () => `invalid length ${v.length}, expected struct ${name} with ${fields.length} elements`);
      for (let i = 0; i < fields.length; i++) {
        const f = fields[i]!;
        if (i >= v.length) {
          if (f.mode === "req")
            return fail(
              path,
              () => `invalid length ${v.length}, expected struct ${name} with ${fields.length} elements`,
            );
          continue;
        }
        path.push(i);
        const d = f.mode === "opt" && v[i] === null ? null : f.dec(v[i]!, path);
        path.pop();
        if (d === FAIL) return FAIL;
        put(out, f, d);
      }
      return out;
    }
    return fail(path, () => `invalid type: ${typeName(v)}, expected struct ${name}`);
  };
}

/** `EmptyObject {}`: any map (its keys ignored) or an empty sequence. */
const emptyObj: Dec = (v, path) => {
  if (isJsonObject(v) || (Array.isArray(v) && v.length === 0)) return emptyObject();
  return fail(path, () => `invalid type: ${typeName(v)}, expected struct EmptyObject`);
};

/**
 * An untagged enum: the first variant that deserialises. A map without a variant's first field
 * cannot be that variant (every variant here has a required first field), so it is not tried.
 */
function untagged(name: string, variants: Array<[firstKey: string, dec: Dec]>): Dec {
  return (v, path) => {
    const map = isJsonObject(v);
    trials++;
    try {
      for (const [key, dec] of variants) {
        if (map && (v as JsonObject)[key] === undefined) continue;
        const x = dec(v, path);
        if (x !== FAIL) return x;
      }
    } finally {
      trials--;
    }
    return fail(path, () => `data did not match any variant of untagged enum ${name}`);
  };
}

/** An untagged enum whose variants are one-field structs `{key: T}` (`mapOnly` for an inline struct variant, which serde reads from a map only). */
function oneField(name: string, key: string, dec: Dec, mapOnly = false): [string, Dec] {
  return [key, struct(name, [req(key, dec)], mapOnly)];
}

// ——— values, expressions, types (model.rs) ———

let valueLiteral: Dec = () => FAIL;
const valueLit: Dec = (v, p) => valueLiteral(v, p);
valueLiteral = untagged("ValueLiteral", [
  oneField("ValueNull", "null", emptyObj),
  oneField("ValueBool", "bool", bool),
  oneField("ValueInt", "int", i64),
  oneField("ValueNat", "nat", u64),
  oneField("ValueDec128", "dec128", str),
  oneField("ValueBytes", "bytes_b64", str),
  oneField("ValueText", "text", str),
  oneField("ValueTimeNs", "time_ns", u64),
  oneField("ValueDurationNs", "duration_ns", i64),
  oneField("ValueHash", "hash", hashRef),
  oneField("ValueUuid", "uuid", str),
  oneField("ValueList", "list", vec(valueLit)),
  oneField("ValueSet", "set", vec(valueLit)),
  oneField("ValueMap", "map", vec(struct("ValueMapEntry", [req("key", valueLit), req("value", valueLit)]))),
  oneField("ValueRecord", "record", indexMap(valueLit)),
  ["tag", struct("ValueVariant", [req("tag", str), opt("value", valueLit)])],
]);

const PRIMITIVES = [
  "bool",
  "int",
  "nat",
  "dec128",
  "bytes",
  "text",
  "time",
  "duration",
  "hash",
  "uuid",
  "unit",
] as const;
const typePrimitive = untagged(
  "TypePrimitive",
  PRIMITIVES.map((k) => oneField(`TypePrimitive_${k}`, k, emptyObj)),
);
const typeMapKey = untagged(
  "TypeMapKey",
  (["int", "nat", "text", "uuid", "hash"] as const).map((k) => oneField(`TypePrimitive_${k}`, k, emptyObj)),
);

let typeExpr: Dec = () => FAIL;
const typeEx: Dec = (v, p) => typeExpr(v, p);
/** Primitive is an untagged enum inside an untagged enum: tried whenever the map has any primitive's key. */
const primitiveVariant: Dec = (v, p) => typePrimitive(v, p);
typeExpr = (v, path) => {
  const map = isJsonObject(v);
  trials++;
  try {
    if (!map || PRIMITIVES.some((k) => (v as JsonObject)[k] !== undefined)) {
      const x = primitiveVariant(v, path);
      if (x !== FAIL) return x;
    }
    for (const [key, dec] of TYPE_VARIANTS) {
      if (map && (v as JsonObject)[key] === undefined) continue;
      const x = dec(v, path);
      if (x !== FAIL) return x;
    }
  } finally {
    trials--;
  }
  return fail(path, () => "data did not match any variant of untagged enum TypeExpr");
};
const TYPE_VARIANTS: Array<[string, Dec]> = [
  oneField("TypeRecord", "record", indexMap(typeEx)),
  oneField("TypeVariant", "variant", indexMap(typeEx)),
  oneField("TypeList", "list", typeEx),
  oneField("TypeSet", "set", typeEx),
  oneField("TypeMap", "map", struct("TypeMapEntry", [req("key", typeMapKey), req("value", typeEx)])),
  oneField("TypeOption", "option", typeEx),
  oneField("TypeRef", "ref", schemaRef),
];

const CONST_FIELDS: Array<[string, Dec]> = [
  ["bool", bool],
  ["int", i64],
  ["nat", u64],
  ["dec128", str],
  ["text", str],
  ["bytes_b64", str],
  ["time_ns", u64],
  ["duration_ns", i64],
  ["hash", hashRef],
  ["uuid", str],
];
const exprConst = untagged(
  "ExprConst",
  CONST_FIELDS.map(([k, d]) => oneField(`ExprConst_${k}`, k, d, true)),
);

const OP_CODES = [
  "len",
  "get",
  "has",
  "eq",
  "ne",
  "lt",
  "le",
  "gt",
  "ge",
  "and",
  "or",
  "not",
  "concat",
  "add",
  "sub",
  "mul",
  "div",
  "mod",
  "starts_with",
  "ends_with",
  "contains",
];

let expr: Dec = () => FAIL;
const ex: Dec = (v, p) => expr(v, p);
expr = (v, path) => {
  const map = isJsonObject(v);
  trials++;
  try {
    for (const [key, dec] of EXPR_VARIANTS) {
      if (map && key !== "" && (v as JsonObject)[key] === undefined) continue;
      if (map && key === "" && !CONST_FIELDS.some(([k]) => (v as JsonObject)[k] !== undefined)) continue;
      const x = dec(v, path);
      if (x !== FAIL) return x;
    }
  } finally {
    trials--;
  }
  return fail(path, () => "data did not match any variant of untagged enum Expr");
};
/** "" marks the Const variant, itself untagged: tried when the map has any constant's key. */
const EXPR_VARIANTS: Array<[string, Dec]> = [
  oneField("ExprRef", "ref", str),
  ["", exprConst],
  ["op", struct("ExprOp", [req("op", unitEnum("ExprOpCode", OP_CODES)), req("args", vec(ex))])],
  oneField("ExprRecord", "record", indexMap(ex)),
  oneField("ExprList", "list", vec(ex)),
  oneField("ExprSet", "set", vec(ex)),
  oneField("ExprMap", "map", vec(struct("ExprMapEntry", [req("key", ex), req("value", ex)]))),
  oneField("ExprVariant", "variant", struct("VariantExpr", [req("tag", str), opt("value", ex)])),
];

// ——— definitions ———

const EFFECT_KINDS = ["http.request", "fs.blob.put", "fs.blob.get", "timer.set", "llm.generate"];
const effectKind = unitEnum("EffectKind", EFFECT_KINDS);
const capType = unitEnum("CapType", ["http.out", "fs.blob", "timer", "llm.basic"]);

const reducerAbi = struct("ReducerAbi", [
  req("state", schemaRef),
  req("event", schemaRef),
  opt("annotations", schemaRef),
  dflt("effects_emitted", vec(effectKind)),
  dflt("cap_slots", indexMap(capType)),
]);

const planBind = struct("PlanBind", [req("as", str)]);

/** A step's fields after `id` and `op`, by op (PlanStepKind, internally tagged by "op"). */
const STEP_KINDS: Record<string, FieldSpec[]> = {
  raise_event: [req("reducer", str), req("event", ex), opt("key", ex)],
  emit_effect: [
    req("kind", effectKind),
    req("params", ex),
    req("cap", str),
    req("bind", struct("PlanBindEffect", [req("effect_id_as", str)])),
  ],
  await_receipt: [req("for", ex), req("bind", planBind)],
  await_event: [req("event", schemaRef), opt("where", ex), req("bind", planBind)],
  assign: [req("expr", ex), req("bind", planBind)],
  end: [opt("result", ex)],
};
const stepDecoders: Record<string, Dec> = Object.fromEntries(
  Object.entries(STEP_KINDS).map(([op, fields]) => [op, struct(`PlanStep ${op}`, fields)]),
);

/** `PlanStep { id, #[serde(flatten)] kind }`: a map only; `op` names the variant, whose struct reads the remaining keys. */
const planStep: Dec = (v, path) => {
  if (!isJsonObject(v)) return fail(path, () => `invalid type: ${typeName(v)}, expected struct PlanStep`);
  if (v.id === undefined) return fail(path, () => "missing field `id`");
  const repeated = duplicateKeysOf(v);
  if (repeated?.has("id") || repeated?.has("op"))
    return fail(path, () => `duplicate field \`${repeated.has("id") ? "id" : "op"}\``);
  path.push("id");
  const id = str(v.id, path);
  path.pop();
  if (id === FAIL) return FAIL;
  const op = v.op;
  if (op === undefined) return fail(path, () => "missing field `op`");
  const dec = typeof op === "string" && Object.hasOwn(stepDecoders, op) ? stepDecoders[op] : undefined;
  if (!dec) {
    path.push("op");
    return fail(path, () =>
      typeof op === "string"
        ? `unknown variant \`${op}\`, expected ${oneOf(Object.keys(STEP_KINDS))}`
        : `invalid type: ${typeName(op)}, expected variant identifier`,
    );
  }
  const body = dec(v, path);
  if (body === FAIL) return FAIL;
  const out = emptyObject();
  out.id = id;
  out.op = op;
  Object.assign(out, body);
  return out;
};

const namedRef = struct("NamedRef", [req("name", str), req("hash", hashRef)]);
const capGrant = struct("CapGrant", [
  req("name", str),
  req("cap", str),
  req("params", valueLit),
  opt("expiry_ns", u64),
  opt("budget", struct("CapGrantBudget", [opt("tokens", u64), opt("bytes", u64), opt("cents", u64)])),
]);

const NODE_FIELDS: Record<string, FieldSpec[]> = {
  defschema: [req("name", str), req("type", typeEx)],
  defmodule: [
    req("name", str),
    req("module_kind", unitEnum("ModuleKind", ["reducer"])),
    req("wasm_hash", hashRef),
    opt("key_schema", schemaRef),
    req("abi", struct("ModuleAbi", [opt("reducer", reducerAbi)])),
  ],
  defplan: [
    req("name", str),
    req("input", schemaRef),
    opt("output", schemaRef),
    dflt("locals", indexMap(schemaRef)),
    req("steps", vec(planStep)),
    dflt("edges", vec(struct("PlanEdge", [req("from", str), req("to", str), opt("when", ex)]))),
    dflt("required_caps", vec(str)),
    dflt("allowed_effects", vec(effectKind)),
    dflt("invariants", vec(ex)),
  ],
  defcap: [req("name", str), req("cap_type", capType), req("schema", typeEx)],
  defpolicy: [
    req("name", str),
    req(
      "rules",
      vec(
        struct("PolicyRule", [
          req(
            "when",
            struct("PolicyMatch", [
              opt("effect_kind", effectKind),
              opt("cap_name", str),
              opt("host", str),
              opt("method", str),
              opt("origin_kind", unitEnum("OriginKind", ["plan", "reducer"])),
              opt("origin_name", str),
            ]),
          ),
          req("decision", unitEnum("PolicyDecision", ["allow", "deny"])),
        ]),
      ),
    ),
  ],
  manifest: [
    req("schemas", vec(namedRef)),
    req("modules", vec(namedRef)),
    req("plans", vec(namedRef)),
    req("caps", vec(namedRef)),
    req("policies", vec(namedRef)),
    opt("defaults", struct("ManifestDefaults", [opt("policy", str), dflt("cap_grants", vec(capGrant))])),
    dflt("module_bindings", indexMap(struct("ModuleBinding", [dflt("slots", indexMap(str))]))),
    opt(
      "routing",
      struct("Routing", [
        dflt(
          "events",
          vec(struct("RoutingEvent", [req("event", schemaRef), req("reducer", str), opt("key_field", str)])),
        ),
        dflt("inboxes", vec(struct("InboxRoute", [req("source", str), req("reducer", str)]))),
      ]),
    ),
    dflt("triggers", vec(struct("Trigger", [req("event", schemaRef), req("plan", str), opt("correlate_by", str)]))),
  ],
};
/** AirNode's variants, in declaration order. */
const NODE_KINDS = Object.keys(NODE_FIELDS);
const nodeDecoders: Record<string, Dec> = Object.fromEntries(
  Object.entries(NODE_FIELDS).map(([k, fields]) => [k, struct(k, fields)]),
);

/**
 * Deserialise one node as the reference's `AirNode` (`#[serde(tag = "$kind", rename_all = "lowercase")]`)
 * and serialise it back: the value `aos_cbor::Hash::of_cbor` hashes, or why the reference refuses it.
 */
export function decodeReferenceNode(node: JsonObject): ReferenceVerdict {
  failure = undefined;
  rangeFailure = undefined;
  trials = 0;
  const path: Path = [];
  const tag = node.$kind;
  const kind = typeof tag === "string" ? tag : undefined;
  let body: Json | typeof FAIL = FAIL;
  if (tag === undefined) fail(path, () => "missing field `$kind`");
  else if (duplicateKeysOf(node)?.has("$kind")) fail(path, () => "duplicate field `$kind`");
  else if (kind === undefined || !Object.hasOwn(nodeDecoders, kind)) {
    path.push("$kind");
    fail(path, () =>
      typeof tag === "string"
        ? `unknown variant \`${tag}\`, expected ${oneOf(NODE_KINDS)}`
        : `invalid type: ${typeName(tag)}, expected variant identifier`,
    );
  } else body = nodeDecoders[kind]!(node, path);
  if (body === FAIL || !isJsonObject(body)) {
    const why = rangeFailure ?? failure ?? { pointer: "", message: "refused", range: false };
    return { ok: false, refusal: why };
  }
  const typed = emptyObject();
  typed.$kind = kind!;
  Object.assign(typed, body);
  return { ok: true, typed };
}
