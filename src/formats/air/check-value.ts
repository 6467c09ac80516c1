/**
 * Does a value literal fit a TypeAST? Used for CapGrant params against their
 * cap's schema. Value forms: {"text": s}, {"nat": n}, {"int": n},
 * {"bool": b}, {"dec128": "…"}, {"hash": "sha256:…"}, {"bytes": b64},
 * {"time"|"duration": n}, {"uuid": s}, {"record": {f: v}}, {"list"|"set": [v]},
 * {"map": [{key, value}]}, {"variant": {tag, value}}, {"unit": {}}; an absent
 * record field fits an `option` type.
 */
import { isJsonObject, numberOf, isJsonNumber, type Json, type JsonObject } from "../../../ir/json/value.js";

export type ResolveType = (name: string) => Json | undefined;

/** The type of an opaque built-in: every value fits. */
export const ANY_TYPE: Json = "*";

const PRIMS: Record<string, (v: Json) => boolean> = {
  text: (v) => typeof v === "string",
  bool: (v) => typeof v === "boolean",
  nat: (v) => isJsonNumber(v) && Number.isInteger(numberOf(v)) && numberOf(v) >= 0,
  int: (v) => isJsonNumber(v) && Number.isInteger(numberOf(v)),
  time: (v) => isJsonNumber(v) && Number.isInteger(numberOf(v)),
  duration: (v) => isJsonNumber(v) && Number.isInteger(numberOf(v)),
  dec128: (v) => typeof v === "string" && /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(v),
  hash: (v) => typeof v === "string" && /^sha256:[0-9a-f]{64}$/.test(v),
  bytes: (v) => typeof v === "string",
  uuid: (v) => typeof v === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
};

function only(o: JsonObject): [string, Json] | undefined {
  const keys = Object.keys(o);
  return keys.length === 1 ? [keys[0]!, o[keys[0]!] as Json] : undefined;
}

/** Problems as "pointer: message" strings; empty when the value fits. */
export function checkValue(value: Json, type: Json, resolve: ResolveType, pointer = "", depth = 0): string[] {
  if (depth > 64) return [`${pointer}: type nesting too deep (recursive schema?)`];
  if (type === ANY_TYPE) return [];
  if (!isJsonObject(type)) return [`${pointer}: not a type`];
  const t = only(type);
  if (!t) return [`${pointer}: a type has exactly one key`];
  const [tk, tv] = t;
  if (tk === "ref") {
    const target = typeof tv === "string" ? resolve(tv) : undefined;
    return target === undefined
      ? [`${pointer}: unknown schema ${JSON.stringify(tv)}`]
      : checkValue(value, target, resolve, pointer, depth + 1);
  }
  if (tk === "option") {
    if (value === null || (isJsonObject(value) && Object.keys(value).length === 0)) return [];
    return checkValue(value, tv, resolve, pointer, depth + 1);
  }
  if (!isJsonObject(value)) return [`${pointer}: expected a ${tk} value literal like {"${tk}": …}`];
  const v = only(value);
  if (!v) return [`${pointer}: a value literal has exactly one key`];
  const [vk, vv] = v;
  if (vk !== tk) return [`${pointer}: expected ${tk}, got ${vk}`];
  const prim = PRIMS[tk];
  if (prim) return prim(vv) ? [] : [`${pointer}: ${JSON.stringify(vv)} is not a valid ${tk}`];
  switch (tk) {
    case "unit":
      return [];
    case "record": {
      if (!isJsonObject(vv) || !isJsonObject(tv)) return [`${pointer}: record fields must be objects`];
      const out: string[] = [];
      for (const [f, ft] of Object.entries(tv)) {
        if (vv[f] === undefined) {
          if (!(isJsonObject(ft) && "option" in ft)) out.push(`${pointer}/${f}: required field is missing`);
          continue;
        }
        for (const problem of checkValue(vv[f] as Json, ft, resolve, `${pointer}/${f}`, depth + 1)) out.push(problem);
      }
      for (const f of Object.keys(vv)) if (!(f in tv)) out.push(`${pointer}/${f}: field not in the schema`);
      return out;
    }
    case "list":
    case "set":
      if (!Array.isArray(vv)) return [`${pointer}: ${tk} values are arrays`];
      return vv.flatMap((x, i) => checkValue(x, tv, resolve, `${pointer}/${i}`, depth + 1));
    case "map": {
      if (!Array.isArray(vv) || !isJsonObject(tv)) return [`${pointer}: map values are arrays of {key, value}`];
      return vv.flatMap((e, i) =>
        isJsonObject(e)
          ? [
              ...checkValue(e.key as Json, tv.key as Json, resolve, `${pointer}/${i}/key`, depth + 1),
              ...checkValue(e.value as Json, tv.value as Json, resolve, `${pointer}/${i}/value`, depth + 1),
            ]
          : [`${pointer}/${i}: map entries are {key, value}`],
      );
    }
    case "variant": {
      if (!isJsonObject(vv) || !isJsonObject(tv) || typeof vv.tag !== "string")
        return [`${pointer}: variant values are {tag, value}`];
      const alt = tv[vv.tag];
      if (alt === undefined) return [`${pointer}: ${vv.tag} is not an alternative of the variant`];
      return vv.value === undefined ? [] : checkValue(vv.value as Json, alt, resolve, `${pointer}/value`, depth + 1);
    }
    default:
      return [`${pointer}: unknown type ${tk}`];
  }
}

/** Schema names a TypeAST refers to. */
export function typeRefs(type: Json): string[] {
  const out: string[] = [];
  const walk = (t: Json): void => {
    if (Array.isArray(t)) t.forEach(walk);
    else if (isJsonObject(t)) {
      for (const [k, v] of Object.entries(t)) {
        if (k === "ref" && typeof v === "string") out.push(v);
        else walk(v);
      }
    }
  };
  walk(type);
  return out;
}
