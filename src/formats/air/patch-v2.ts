/**
 * AIR v2 patch documents (spec/03-air.md section 13 and spec/schemas/patch.schema.json of
 * smartcomputer-ai/agent-os): `{ version: "2", base_manifest_hash, patches: [...] }` with
 * add_def, replace_def, remove_def, set_manifest_refs and set_routing_subscriptions. The document
 * is first validated against its schema; the operations are then applied as the reference's kernel
 * compiles them (crates/aos-kernel/src/patch_doc.rs): a declared kind must be the node's `$kind`;
 * `sys/*` names are immutable; replace_def and remove_def check `pre_hash` against the manifest's
 * reference; set_routing_subscriptions checks `pre_hash` against the hash of the current
 * subscriptions; new and replaced definitions are hashed and the manifest's references re-pinned.
 * The result is re-validated and re-hashed as a whole; any failure rejects the whole patch.
 */
import { emptyObject, isJsonObject, toPlain, type Json, type JsonObject } from "../../../ir/json/value.js";
import { Diagnostics, type Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { Code } from "../../../ir/diagnostics/codes.js";
import { hashNodeV2, V2_MANIFEST_LISTS, type V2DefKind } from "../../../ir/dialects/air/v2.js";
import * as compiled from "../../../ir/dialects/air/shape-validators-v2.generated.js";
import type { AirNodeEntry, AirWorld } from "./read-world.js";
import { collapse, type ErrorObject } from "./shape.js";
import { validateAirV2, type AirV2Validation } from "./validate-v2.js";
import type { AirValidation } from "./validate-world.js";
import type { PatchResult } from "./patch.js";

type ValidateFunction = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
const patchSchema = (compiled as unknown as Record<string, ValidateFunction>).patch!;

/** The patch document against patch.schema.json: one AIR-PATCH error per problem, at its pointer. */
export function patchDocumentProblems(doc: Json, label: string): Diagnostic[] {
  const plain = toPlain(doc);
  if (patchSchema(plain)) return [];
  return collapse(patchSchema.errors ?? [], isJsonObject(doc) ? (plain as Record<string, unknown>) : {}).map((e) => ({
    code: "AIR-PATCH" as const,
    severity: "error" as const,
    message: `the patch document does not follow the AIR v2 patch schema: ${e.path || "/"} ${e.message}`,
    file: label,
    pointer: e.path,
  }));
}

function refsOf(m: JsonObject, kind: string): JsonObject[] | undefined {
  const list = Object.hasOwn(V2_MANIFEST_LISTS, kind) ? V2_MANIFEST_LISTS[kind as V2DefKind] : undefined;
  if (!list) return undefined;
  if (!Array.isArray(m[list])) m[list] = [];
  return m[list] as JsonObject[];
}

function namedRef(name: string, hash: string): JsonObject {
  const r = emptyObject();
  r.name = name;
  r.hash = hash;
  return r;
}

const ZERO = `sha256:${"0".repeat(64)}`;

/** The subscriptions a manifest routes by (none when it has no routing). */
function subscriptionsOf(m: JsonObject): Json[] {
  return isJsonObject(m.routing) && Array.isArray(m.routing.subscriptions) ? m.routing.subscriptions : [];
}

/** The hash `set_routing_subscriptions.pre_hash` names: canonical CBOR of the current subscriptions. */
export function subscriptionsHash(m: JsonObject): string {
  return hashNodeV2(subscriptionsOf(m)).hash;
}

export function applyPatchV2(base: AirValidation, doc: Json, label = "patch"): PatchResult {
  const ds = new Diagnostics();
  const fail = (code: Code, message: string, pointer: string): void =>
    void ds.error(code, message, { file: label, pointer });
  ds.addAll(patchDocumentProblems(doc, label));
  if (ds.hasErrors || !isJsonObject(doc) || !Array.isArray(doc.patches)) return { ok: false, diagnostics: [...ds.all] };
  const current = base.resolved.manifestHash;
  if (doc.base_manifest_hash !== current)
    fail(
      "AIR-PATCH-BASE",
      `base_manifest_hash ${String(doc.base_manifest_hash)} is not the world's manifest ${current}`,
      "/base_manifest_hash",
    );
  const m = JSON.parse(JSON.stringify(toPlain(base.resolved.manifest ?? emptyObject()))) as JsonObject;
  // Definitions by kind:name; new and replaced ones are hashed at the end (rewrite_manifest_refs).
  const defs = new Map<string, JsonObject>();
  for (const d of base.resolved.defs.values()) if (!d.builtin) defs.set(`${d.kind}:${d.name}`, d.node);
  const touched = new Map<string, JsonObject>();
  const sys = (name: unknown, what: string, pointer: string): boolean => {
    if (typeof name === "string" && name.startsWith("sys/"))
      fail(
        "AIR-V2-SYS",
        `cannot ${what} ${name}: sys/* definitions and references are immutable through patches`,
        pointer,
      );
    return typeof name === "string" && name.startsWith("sys/");
  };
  doc.patches.forEach((op, i) => {
    const p = `/patches/${i}`;
    if (!isJsonObject(op)) return;
    const [opName] = Object.keys(op);
    const body = op[opName!] as JsonObject;
    const kind = String(body.kind ?? "");
    const refs = refsOf(m, kind);
    if (opName !== "set_routing_subscriptions" && opName !== "set_manifest_refs" && !refs)
      return fail("AIR-PATCH", `${opName}: ${kind} is not a kind a manifest lists`, `${p}/${opName}/kind`);
    switch (opName) {
      case "add_def":
      case "replace_def": {
        const node = (opName === "add_def" ? body.node : body.new_node) as JsonObject;
        const nodeKey = opName === "add_def" ? "node" : "new_node";
        if (node.$kind !== kind)
          return fail(
            "AIR-PATCH",
            `${opName}: kind mismatch: the patch declares ${kind} but the node is ${String(node.$kind)}`,
            `${p}/${opName}/${nodeKey}/$kind`,
          );
        const name = opName === "add_def" ? node.name : body.name;
        if (typeof name !== "string")
          return fail("AIR-PATCH", `${opName}: the node needs a name`, `${p}/${opName}/${nodeKey}`);
        if (
          sys(name, opName === "add_def" ? "add" : "replace", `${p}/${opName}`) ||
          sys(node.name, "replace", `${p}/${opName}/${nodeKey}/name`)
        )
          return;
        if (opName === "replace_def" && node.name !== name)
          return fail(
            "AIR-PATCH",
            `replace_def: new_node is named ${String(node.name)}, not ${name}`,
            `${p}/replace_def/new_node/name`,
          );
        const at = refs!.findIndex((r) => r.name === name);
        if (opName === "add_def" && (at >= 0 || defs.has(`${kind}:${name}`)))
          return fail(
            "AIR-PATCH-EXISTS",
            `add_def: ${kind} ${name} already exists (replace it with replace_def)`,
            `${p}/add_def/node/name`,
          );
        if (opName === "replace_def") {
          if (at < 0 && !defs.has(`${kind}:${name}`))
            return fail("AIR-PATCH-MISSING", `replace_def: ${kind} ${name} does not exist`, `${p}/replace_def/name`);
          if (at >= 0 && refs![at]!.hash !== body.pre_hash)
            return fail(
              "AIR-PATCH-PRE-HASH",
              `replace_def: ${kind} ${name} is ${String(refs![at]!.hash)}, not pre_hash ${String(body.pre_hash)}`,
              `${p}/replace_def/pre_hash`,
            );
        }
        defs.set(`${kind}:${name}`, node);
        touched.set(`${kind}:${name}`, node);
        if (at < 0) refs!.push(namedRef(name, ZERO));
        return;
      }
      case "remove_def": {
        const name = String(body.name);
        if (sys(name, "remove", `${p}/remove_def/name`)) return;
        const at = refs!.findIndex((r) => r.name === name);
        if (at < 0 && !defs.has(`${kind}:${name}`))
          return fail("AIR-PATCH-MISSING", `remove_def: ${kind} ${name} does not exist`, `${p}/remove_def/name`);
        if (at >= 0 && refs![at]!.hash !== body.pre_hash)
          return fail(
            "AIR-PATCH-PRE-HASH",
            `remove_def: ${kind} ${name} is ${String(refs![at]!.hash)}, not pre_hash ${String(body.pre_hash)}`,
            `${p}/remove_def/pre_hash`,
          );
        if (at >= 0) refs!.splice(at, 1);
        defs.delete(`${kind}:${name}`);
        touched.delete(`${kind}:${name}`);
        return;
      }
      case "set_manifest_refs": {
        for (const [j, r] of (Array.isArray(body.add) ? (body.add as JsonObject[]) : []).entries()) {
          if (sys(r.name, "add a reference to", `${p}/set_manifest_refs/add/${j}/name`)) continue;
          const list = refsOf(m, String(r.kind));
          if (!list) {
            fail(
              "AIR-PATCH",
              `set_manifest_refs: ${String(r.kind)} is not a kind a manifest lists`,
              `${p}/set_manifest_refs/add/${j}/kind`,
            );
            continue;
          }
          const at = list.findIndex((x) => x.name === r.name);
          if (at >= 0) list[at]!.hash = r.hash!;
          else list.push(namedRef(String(r.name), String(r.hash)));
        }
        for (const [j, r] of (Array.isArray(body.remove) ? (body.remove as JsonObject[]) : []).entries()) {
          if (sys(r.name, "remove the reference to", `${p}/set_manifest_refs/remove/${j}/name`)) continue;
          const list = refsOf(m, String(r.kind));
          const at = list ? list.findIndex((x) => x.name === r.name) : -1;
          if (at >= 0) list!.splice(at, 1);
        }
        return;
      }
      case "set_routing_subscriptions": {
        const pre = subscriptionsHash(m);
        if (body.pre_hash !== pre)
          return fail(
            "AIR-PATCH-PRE-HASH",
            `set_routing_subscriptions: the current subscriptions hash to ${pre}, not pre_hash ${String(body.pre_hash)}`,
            `${p}/set_routing_subscriptions/pre_hash`,
          );
        const routing = isJsonObject(m.routing) ? m.routing : emptyObject();
        routing.subscriptions = body.subscriptions ?? [];
        m.routing = routing;
        return;
      }
    }
  });
  if (ds.hasErrors) return { ok: false, diagnostics: [...ds.all] };
  // Re-pin what the patch added or replaced, then check and hash the whole world again.
  for (const [key, node] of touched) {
    const kind = key.slice(0, key.indexOf(":"));
    const ref = refsOf(m, kind)!.find((r) => r.name === node.name);
    if (ref) ref.hash = hashNodeV2(node).hash;
  }
  const world = worldOf(defs, m, label, base.world);
  const validation: AirV2Validation = validateAirV2(world);
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

function worldOf(defs: Map<string, JsonObject>, manifest: JsonObject, label: string, base: AirWorld): AirWorld {
  const nodes: AirNodeEntry[] = [...defs.values()].map((node) => ({
    node,
    file: label,
    pointer: `#${String(node.$kind)}:${String(node.name)}`,
  }));
  const m: AirNodeEntry = { node: manifest, file: label, pointer: "#manifest" };
  return {
    root: label,
    nodes,
    entries: [...nodes, m],
    manifest: m,
    store: new Map(),
    blobs: base.blobs,
    diagnostics: new Diagnostics(),
  };
}

function op(name: string, body: Record<string, Json>): JsonObject {
  const o = emptyObject();
  o[name] = Object.assign(emptyObject(), body);
  return o;
}

/**
 * The AIR v2 patch document that turns world `a` into world `b`: definitions added, replaced and
 * removed (pre_hash: a's hash), and the routing subscriptions when they differ. What a v2 patch
 * cannot say (a changed `sys/*` reference, other manifest fields) is reported, not dropped.
 */
export function diffWorldsV2(a: AirValidation, b: AirValidation): { patch: JsonObject; diagnostics: Diagnostic[] } {
  const patches: Json[] = [];
  const diagnostics: Diagnostic[] = [];
  const user = (v: AirValidation) => new Map([...v.resolved.defs].filter(([, d]) => !d.builtin));
  const before = user(a);
  const after = user(b);
  for (const key of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const x = before.get(key);
    const y = after.get(key);
    if (!x && y) patches.push(op("add_def", { kind: y.kind, node: y.node }));
    else if (x && !y) patches.push(op("remove_def", { kind: x.kind, name: x.name, pre_hash: x.hash }));
    else if (x && y && x.hash !== y.hash)
      patches.push(op("replace_def", { kind: x.kind, name: x.name, new_node: y.node, pre_hash: x.hash }));
  }
  const ma = a.resolved.manifest ?? emptyObject();
  const mb = b.resolved.manifest ?? emptyObject();
  if (hashNodeV2(subscriptionsOf(ma)).hash !== hashNodeV2(subscriptionsOf(mb)).hash) {
    patches.push(
      op("set_routing_subscriptions", { pre_hash: subscriptionsHash(ma), subscriptions: subscriptionsOf(mb) }),
    );
  }
  for (const [kind, list] of Object.entries(V2_MANIFEST_LISTS)) {
    const sysRefs = (m: JsonObject): string =>
      JSON.stringify(
        (Array.isArray(m[list]) ? (m[list] as JsonObject[]) : [])
          .filter((r) => String(r.name).startsWith("sys/"))
          .map((r) => r.name)
          .sort(),
      );
    if (sysRefs(ma) !== sysRefs(mb))
      diagnostics.push({
        code: "AIR-DIFF-INEXPRESSIBLE",
        severity: "warning",
        message: `the manifests list different sys/* ${kind} references; sys/* references are immutable through AIR v2 patches`,
      });
  }
  const known = new Set(["$kind", "air_version", "routing", ...Object.values(V2_MANIFEST_LISTS)]);
  for (const field of [...new Set([...Object.keys(ma), ...Object.keys(mb)])].filter((f) => !known.has(f)).sort()) {
    if (hashNodeV2(ma[field] ?? null).hash !== hashNodeV2(mb[field] ?? null).hash)
      diagnostics.push({
        code: "AIR-DIFF-INEXPRESSIBLE",
        severity: "warning",
        message: `manifest ${field} differs; AIR v2 patches cannot express that change`,
      });
  }
  const patch = emptyObject();
  patch.version = "2";
  patch.base_manifest_hash = a.resolved.manifestHash ?? null;
  patch.patches = patches;
  return { patch, diagnostics };
}
