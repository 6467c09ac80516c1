/**
 * AIR patches (spec section 14): add_def, replace_def and remove_def (with
 * pre_hash checks), set_manifest_refs and set_defaults, applied to a copy of
 * the world as one transaction; the result is fully re-validated, and any
 * failure rejects the whole patch. add_def also lists the new definition in
 * the manifest and replace_def re-pins it, so a patch reads as intent.
 */
import { emptyObject, isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import { Diagnostics, type Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { MANIFEST_LISTS } from "../../../ir/dialects/air/constants.js";
import { hashNode } from "../../../ir/dialects/air/node-hash.js";
import { eraOf } from "../../../ir/dialects/air/typed-node.js";
import { defKey } from "./resolve.js";
import { validateAir, type AirValidation } from "./validate-world.js";
import { modelOf, worldOfModel, type WorldModel } from "./world-model.js";
import type { Code } from "../../../ir/diagnostics/codes.js";

export interface PatchResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** The re-validated world after the patch (when every operation applied). */
  validation?: AirValidation;
}

function refList(m: JsonObject, kind: string): Json[] {
  const list = MANIFEST_LISTS[kind];
  if (!list) return [];
  if (!Array.isArray(m[list])) m[list] = [];
  return m[list] as Json[];
}

function setRef(m: JsonObject, kind: string, name: string, hash: string | undefined): void {
  const list = refList(m, kind);
  const i = list.findIndex((r) => isJsonObject(r) && r.name === name);
  const ref = emptyObject();
  ref.name = name;
  if (hash) ref.hash = hash;
  if (i >= 0) list[i] = ref;
  else list.push(ref);
}

function removeRef(m: JsonObject, kind: string, name: string): boolean {
  const list = refList(m, kind);
  const i = list.findIndex((r) => isJsonObject(r) && r.name === name);
  if (i >= 0) list.splice(i, 1);
  return i >= 0;
}

export function applyPatch(base: AirValidation, patch: Json, label = "patch"): PatchResult {
  const ds = new Diagnostics();
  const fail = (code: Code, message: string, pointer: string): void =>
    void ds.error(code, message, { file: label, pointer });
  if (!isJsonObject(patch) || !Array.isArray(patch.patches)) {
    fail("AIR-PATCH", "a patch is { base_manifest_hash, patches: [...] }", "");
    return { ok: false, diagnostics: [...ds.all] };
  }
  const current = base.resolved.manifestHash;
  if (patch.base_manifest_hash !== undefined && patch.base_manifest_hash !== current) {
    fail(
      "AIR-PATCH-BASE",
      `base_manifest_hash ${String(patch.base_manifest_hash)} does not match the world's manifest ${current}`,
      "/base_manifest_hash",
    );
  }
  const model: WorldModel = modelOf(base.resolved);
  const m = model.manifest;
  const era = eraOf(m);
  const hashOf = (node: JsonObject): string => hashNode(node, model.profile, era).hash;
  patch.patches.forEach((op, i) => {
    const p = `/patches/${i}`;
    if (!isJsonObject(op)) return fail("AIR-PATCH", "an operation is an object", p);
    const [name] = Object.keys(op);
    const body = name ? op[name] : undefined;
    if (Object.keys(op).length !== 1 || !isJsonObject(body))
      return fail("AIR-PATCH", "an operation is { <op>: { … } }", p);
    const kind = typeof body.kind === "string" ? body.kind : "";
    switch (name) {
      case "add_def": {
        const node = body.node;
        if (!isJsonObject(node) || typeof node.name !== "string")
          return fail("AIR-PATCH", "add_def needs a node with a name", `${p}/add_def/node`);
        const k = typeof node.$kind === "string" ? node.$kind : kind;
        if (kind && node.$kind !== undefined && node.$kind !== kind)
          return fail(
            "AIR-PATCH",
            `add_def kind ${kind} does not match the node's $kind ${String(node.$kind)}`,
            `${p}/add_def`,
          );
        if (model.defs.has(defKey(k, node.name)))
          return fail(
            "AIR-PATCH-EXISTS",
            `add_def: ${k} ${node.name} already exists (use replace_def)`,
            `${p}/add_def/node/name`,
          );
        const n = Object.assign(emptyObject(), node, { $kind: k });
        model.defs.set(defKey(k, node.name), n);
        setRef(m, k, node.name, hashOf(n));
        return;
      }
      case "replace_def":
      case "remove_def": {
        const defName = body.name;
        if (typeof defName !== "string" || !kind)
          return fail("AIR-PATCH", `${name} needs kind and name`, `${p}/${name}`);
        const existing = model.defs.get(defKey(kind, defName));
        if (!existing)
          return fail("AIR-PATCH-MISSING", `${name}: ${kind} ${defName} does not exist`, `${p}/${name}/name`);
        const pre = hashOf(existing);
        if (body.pre_hash !== pre)
          return fail(
            "AIR-PATCH-PRE-HASH",
            `${name}: ${kind} ${defName} is ${pre}, not pre_hash ${String(body.pre_hash)}`,
            `${p}/${name}/pre_hash`,
          );
        if (name === "remove_def") {
          model.defs.delete(defKey(kind, defName));
          removeRef(m, kind, defName);
          return;
        }
        const next = body.new_node;
        if (!isJsonObject(next) || next.name !== defName)
          return fail(
            "AIR-PATCH",
            "replace_def.new_node must be a node with the same name",
            `${p}/replace_def/new_node`,
          );
        const n = Object.assign(emptyObject(), next, { $kind: kind });
        model.defs.set(defKey(kind, defName), n);
        setRef(m, kind, defName, hashOf(n));
        return;
      }
      case "set_manifest_refs": {
        for (const [j, r] of (Array.isArray(body.remove) ? body.remove : []).entries()) {
          if (
            !isJsonObject(r) ||
            typeof r.kind !== "string" ||
            typeof r.name !== "string" ||
            !removeRef(m, r.kind, r.name)
          ) {
            fail(
              "AIR-PATCH-MISSING",
              "set_manifest_refs.remove names a reference the manifest does not have",
              `${p}/set_manifest_refs/remove/${j}`,
            );
          }
        }
        for (const [j, r] of (Array.isArray(body.add) ? body.add : []).entries()) {
          if (!isJsonObject(r) || typeof r.kind !== "string" || typeof r.name !== "string")
            fail("AIR-PATCH", "set_manifest_refs.add items are {kind, name, hash}", `${p}/set_manifest_refs/add/${j}`);
          else setRef(m, r.kind, r.name, typeof r.hash === "string" ? r.hash : undefined);
        }
        return;
      }
      case "set_defaults": {
        const defaults = Object.assign(emptyObject(), isJsonObject(m.defaults) ? m.defaults : {});
        if (body.policy !== undefined) defaults.policy = body.policy;
        if (body.cap_grants !== undefined) defaults.cap_grants = body.cap_grants;
        m.defaults = defaults;
        return;
      }
      default:
        return fail("AIR-PATCH", `unknown patch operation ${JSON.stringify(name)}`, p);
    }
  });
  if (ds.hasErrors) return { ok: false, diagnostics: [...ds.all] };
  const validation = validateAir(worldOfModel(model, label), { profile: model.profile });
  const errors = validation.diagnostics.filter((d) => d.severity === "error");
  if (errors.length)
    ds.error(
      "AIR-PATCH-INVALID",
      `the patched world does not validate (${errors.length} error${errors.length === 1 ? "" : "s"}); nothing was applied`,
      { file: label },
    );
  ds.addAll(validation.diagnostics);
  return { ok: !ds.hasErrors, diagnostics: [...ds.all], validation };
}
