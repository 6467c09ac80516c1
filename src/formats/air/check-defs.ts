/**
 * Semantic checks of schemas, modules, caps, policies and grants (spec
 * section 13): references resolve, schemas are not recursive, effect kinds
 * and cap types are known, grant params fit their cap's schema.
 */
import { isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import type { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { CAP_TYPES, EFFECT_KINDS, LATER_CAP_TYPES, LATER_EFFECT_KINDS } from "../../../ir/dialects/air/constants.js";
import { ANY_TYPE, checkValue, typeRefs } from "./check-value.js";
import { defKey, where, type ResolvedDef, type ResolvedWorld, hasDef } from "./resolve.js";
import type { AirNodeEntry } from "./read-world.js";
import { note } from "../../../ir/diagnostics/location.js";

const EFFECTS = new Set<string>([...EFFECT_KINDS, ...LATER_EFFECT_KINDS]);
const CAPS = new Set<string>([...CAP_TYPES, ...LATER_CAP_TYPES]);

export function schemaResolver(world: ResolvedWorld): (name: string) => Json | undefined {
  return (name) => {
    const d = world.defs.get(defKey("defschema", name));
    return d?.opaque ? ANY_TYPE : (d?.node.type as Json | undefined);
  };
}

function laterSpelling(ds: Diagnostics, value: string, entry: AirNodeEntry | undefined, pointer: string): void {
  if (
    (LATER_EFFECT_KINDS as readonly string[]).includes(value) ||
    (LATER_CAP_TYPES as readonly string[]).includes(value)
  ) {
    ds.info("AIR-LATER-V1", `${JSON.stringify(value)} is a later-v1 spelling`, where(entry, pointer));
  }
}

export function checkSchemas(world: ResolvedWorld, ds: Diagnostics): void {
  // Built-ins refer to no schema: only the world's own are walked, each once.
  const schemas = [...world.defs.values()].filter((d) => d.kind === "defschema" && !d.builtin);
  // Only schemas that refer to others are kept in the map, and walked: one that refers to none is
  // in no cycle (a world of a million plain schemas needs no map of a million empty lists).
  const refsOf = new Map<string, string[]>();
  for (const d of schemas) {
    const refs = typeRefs(d.node.type as Json);
    if (refs.length) refsOf.set(d.name, refs);
  }
  for (const d of schemas) {
    for (const ref of refsOf.get(d.name) ?? []) {
      if (!hasDef(world, "defschema", ref))
        ds.error(
          "AIR-REF-MISSING",
          `defschema ${d.name}: type refers to unknown schema ${ref}`,
          where(d.entry, "/type"),
        );
    }
  }
  // No recursive types in v1: a cycle through refs.
  const state = new Map<string, 1 | 2>();
  const visit = (d: ResolvedDef, path: string[]): void => {
    state.set(d.name, 1);
    for (const ref of refsOf.get(d.name) ?? []) {
      const next = world.defs.get(defKey("defschema", ref));
      if (!next) continue;
      if (state.get(ref) === 1)
        ds.error(
          "AIR-SCHEMA-RECURSIVE",
          `defschema ${d.name}: recursive type ${[...path, ref].join(" → ")} (no recursive types in v1)`,
          where(d.entry, "/type"),
        );
      else if (!state.has(ref)) visit(next, [...path, ref]);
    }
    state.set(d.name, 2);
  };
  for (const d of schemas) if (refsOf.has(d.name) && !state.has(d.name)) visit(d, [d.name]);
}

export function checkModule(d: ResolvedDef, world: ResolvedWorld, ds: Diagnostics): void {
  const abi = isJsonObject(d.node.abi) && isJsonObject(d.node.abi.reducer) ? d.node.abi.reducer : undefined;
  const refs: Array<[string, Json]> = [["/key_schema", d.node.key_schema as Json]];
  if (abi)
    refs.push(
      ["/abi/reducer/state", abi.state as Json],
      ["/abi/reducer/event", abi.event as Json],
      ["/abi/reducer/annotations", abi.annotations as Json],
    );
  for (const [p, name] of refs) {
    if (name !== undefined && !hasDef(world, "defschema", name)) {
      ds.error(
        "AIR-REF-MISSING",
        `defmodule ${d.name}: ${p.split("/").pop()} schema ${JSON.stringify(name)} is not defined`,
        where(d.entry, p),
      );
    }
  }
  (Array.isArray(abi?.effects_emitted) ? abi!.effects_emitted : []).forEach((e, i) => {
    if (typeof e !== "string" || !EFFECTS.has(e))
      ds.error(
        "AIR-EFFECT",
        `defmodule ${d.name}: unknown effect kind ${JSON.stringify(e)}`,
        where(d.entry, `/abi/reducer/effects_emitted/${i}`),
      );
    else laterSpelling(ds, e, d.entry, `/abi/reducer/effects_emitted/${i}`);
  });
  if (isJsonObject(abi?.cap_slots)) {
    for (const [slot, t] of Object.entries(abi!.cap_slots as JsonObject)) {
      if (typeof t !== "string" || !CAPS.has(t))
        ds.error(
          "AIR-CAP-TYPE",
          `defmodule ${d.name}: slot ${slot} has unknown cap type ${JSON.stringify(t)}`,
          where(d.entry, `/abi/reducer/cap_slots/${slot}`),
        );
    }
  }
}

export function checkCap(d: ResolvedDef, world: ResolvedWorld, ds: Diagnostics): void {
  const t = d.node.cap_type;
  if (typeof t !== "string" || !CAPS.has(t))
    ds.error(
      "AIR-CAP-TYPE",
      `defcap ${d.name}: cap_type ${JSON.stringify(t)} is not a built-in capability type (${CAP_TYPES.join(", ")})`,
      where(d.entry, "/cap_type"),
    );
  else laterSpelling(ds, t, d.entry, "/cap_type");
  for (const ref of typeRefs(d.node.schema as Json)) {
    if (!hasDef(world, "defschema", ref))
      ds.error("AIR-REF-MISSING", `defcap ${d.name}: schema refers to unknown ${ref}`, where(d.entry, "/schema"));
  }
}

export function checkPolicy(d: ResolvedDef, ds: Diagnostics): void {
  const rules = Array.isArray(d.node.rules) ? d.node.rules : [];
  rules.forEach((r, i) => {
    if (!isJsonObject(r)) return;
    if (r.decision !== "allow" && r.decision !== "deny")
      ds.error(
        "AIR-POLICY",
        `defpolicy ${d.name}: rule ${i} decision must be allow or deny (require_approval is reserved)`,
        where(d.entry, `/rules/${i}/decision`),
      );
    const when = isJsonObject(r.when) ? r.when : undefined;
    const kind = when?.effect_kind;
    if (kind !== undefined && (typeof kind !== "string" || !EFFECTS.has(kind)))
      ds.error(
        "AIR-EFFECT",
        `defpolicy ${d.name}: rule ${i} matches unknown effect kind ${JSON.stringify(kind)}`,
        where(d.entry, `/rules/${i}/when/effect_kind`),
      );
    else if (typeof kind === "string") laterSpelling(ds, kind, d.entry, `/rules/${i}/when/effect_kind`);
    if (when?.origin_kind !== undefined && when.origin_kind !== "plan" && when.origin_kind !== "reducer") {
      ds.error(
        "AIR-POLICY",
        `defpolicy ${d.name}: rule ${i} origin_kind must be plan or reducer`,
        where(d.entry, `/rules/${i}/when/origin_kind`),
      );
    }
  });
}

/** Grants of the manifest defaults: their cap exists and their params fit its schema. */
export function checkGrants(
  manifest: JsonObject,
  entry: AirNodeEntry | undefined,
  world: ResolvedWorld,
  ds: Diagnostics,
): void {
  const defaults = isJsonObject(manifest.defaults) ? manifest.defaults : undefined;
  const grants = Array.isArray(defaults?.cap_grants) ? defaults!.cap_grants : [];
  const resolve = schemaResolver(world);
  const names = new Map<string, number>();
  grants.forEach((g, i) => {
    if (!isJsonObject(g)) return;
    const p = `/defaults/cap_grants/${i}`;
    if (typeof g.name === "string") {
      if (names.has(g.name))
        ds.error("AIR-NAME-DUP", `cap grant ${g.name} is defined twice`, {
          ...where(entry, `${p}/name`),
          notes: [
            note(
              `cap grant ${g.name} is first defined here`,
              where(entry, `/defaults/cap_grants/${names.get(g.name)}/name`),
            ),
          ],
        });
      else names.set(g.name, i);
    }
    const cap = typeof g.cap === "string" ? world.defs.get(defKey("defcap", g.cap)) : undefined;
    if (!cap) {
      ds.error(
        "AIR-CAP-UNKNOWN",
        `cap grant ${String(g.name)}: cap ${JSON.stringify(g.cap)} is not defined`,
        where(entry, `${p}/cap`),
      );
      return;
    }
    if (cap.opaque) return;
    for (const problem of checkValue(g.params as Json, cap.node.schema as Json, resolve)) {
      // A problem is "<pointer>: <why>"; the params themselves are the pointer "/" (as AIR-SHAPE names the root).
      ds.error(
        "AIR-GRANT-PARAMS",
        `cap grant ${String(g.name)}: params do not fit ${cap.name}: ${problem.startsWith(":") ? `/${problem}` : problem}`,
        where(entry, `${p}/params`),
      );
    }
  });
  if (typeof defaults?.policy === "string" && !hasDef(world, "defpolicy", defaults.policy)) {
    ds.error("AIR-REF-MISSING", `defaults.policy ${defaults.policy} is not defined`, where(entry, "/defaults/policy"));
  }
}
