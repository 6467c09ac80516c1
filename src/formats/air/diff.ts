/**
 * The patch between two worlds: definitions added, replaced and removed,
 * and changed defaults. Manifest changes the patch format cannot express
 * (routing, triggers, module_bindings) are reported, not dropped silently.
 */
import { emptyObject, isJsonObject, jsonEqual, type Json, type JsonObject } from "../../../ir/json/value.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { AirValidation } from "./validate-world.js";

function op(name: string, body: JsonObject): JsonObject {
  const o = emptyObject();
  o[name] = body;
  return o;
}

export function diffWorlds(a: AirValidation, b: AirValidation): { patch: JsonObject; diagnostics: Diagnostic[] } {
  const patches: Json[] = [];
  const diagnostics: Diagnostic[] = [];
  const user = (v: AirValidation) => new Map([...v.resolved.defs].filter(([, d]) => !d.builtin));
  const before = user(a);
  const after = user(b);
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  for (const key of keys) {
    const x = before.get(key);
    const y = after.get(key);
    if (!x && y) patches.push(op("add_def", Object.assign(emptyObject(), { kind: y.kind, node: y.node })));
    else if (x && !y)
      patches.push(op("remove_def", Object.assign(emptyObject(), { kind: x.kind, name: x.name, pre_hash: x.hash })));
    else if (x && y && x.hash !== y.hash)
      patches.push(
        op(
          "replace_def",
          Object.assign(emptyObject(), { kind: x.kind, name: x.name, new_node: y.node, pre_hash: x.hash }),
        ),
      );
  }
  const ma = a.resolved.manifest ?? emptyObject();
  const mb = b.resolved.manifest ?? emptyObject();
  const da = isJsonObject(ma.defaults) ? ma.defaults : emptyObject();
  const db = isJsonObject(mb.defaults) ? mb.defaults : emptyObject();
  const defaults = emptyObject();
  if (!jsonEqual(da.policy ?? null, db.policy ?? null) && db.policy !== undefined) defaults.policy = db.policy;
  if (!jsonEqual(da.cap_grants ?? [], db.cap_grants ?? [])) defaults.cap_grants = db.cap_grants ?? [];
  if (Object.keys(defaults).length) patches.push(op("set_defaults", defaults));
  if (da.policy !== undefined && db.policy === undefined) {
    diagnostics.push({
      code: "AIR-DIFF-INEXPRESSIBLE",
      severity: "warning",
      message: "defaults.policy was removed; set_defaults cannot unset it",
    });
  }
  for (const field of ["routing", "triggers", "module_bindings", "air_version"]) {
    if (!jsonEqual(ma[field] ?? null, mb[field] ?? null)) {
      diagnostics.push({
        code: "AIR-DIFF-INEXPRESSIBLE",
        severity: "warning",
        message: `manifest ${field} differs; AIR v1 patches cannot express that change`,
      });
    }
  }
  const patch = emptyObject();
  patch.base_manifest_hash = a.resolved.manifestHash ?? null;
  patch.patches = patches;
  return { patch, diagnostics };
}
