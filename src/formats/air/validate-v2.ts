/**
 * AIR v2 worlds (ir/dialects/air/v2.ts): read by the same reader as v1, recognised by the
 * manifest's `air_version: "2"`, and checked by v2's own rules only: every node against the v2
 * JSON Schemas (ajv, compiled at development time), then the semantic checks of the
 * specification's sections 4–8: manifest references resolve (to the world's definitions or to the
 * ambient built-in `sys/*` catalog) and pin the hashes the definitions have; workflows and effects
 * name defined schemas, effects and modules; routing subscriptions name a workflow and an event
 * schema it accepts, with `key_field` exactly when the workflow is keyed; a world defines no `sys/*`
 * name and no v1 kind. Every definition and the manifest are hashed as the specification defines
 * node identity (canonical CBOR with `$kind`), the manifest with its references pinned.
 */
import { emptyObject, isJsonObject, toPlain, type Json, type JsonObject } from "../../../ir/json/value.js";
import { Diagnostics, type DiagnosticInit } from "../../../ir/diagnostics/diagnostic.js";
import type { AirNodeEntry, AirWorld } from "./read-world.js";
import {
  hashNodeV2,
  isAirV2Manifest,
  V2_DEF_KINDS,
  V2_MANIFEST_LISTS,
  type V2DefKind,
} from "../../../ir/dialects/air/v2.js";
import { BUILTINS_V2 } from "../../../ir/dialects/air/builtins-v2.generated.js";
import { HASH_PATTERN, NAME_PATTERN, ZERO_HASH_REF } from "../../../ir/dialects/air/constants.js";
import * as compiled from "../../../ir/dialects/air/shape-validators-v2.generated.js";
import { collapse, nodeTitle, type ErrorObject } from "./shape.js";
import { checkListedOnce, defKey, where, type ResolvedWorld } from "./resolve.js";
import { note } from "../../../ir/diagnostics/location.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { unescapePointerToken } from "../../../ir/json/pointer.js";

type ValidateFunction = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
const validators = compiled as unknown as Record<string, ValidateFunction | undefined>;

const V1_KINDS: Record<string, string> = {
  defplan: "plans became workflows (defworkflow)",
  defcap: "capabilities are not part of AIR v2",
  defpolicy: "policies are not part of AIR v2",
};

/** Where a field of an entry is, and the entry's graph node (resolve.ts's `where`, one rule for v1 and v2). */
const at = (entry: AirNodeEntry | undefined, pointer = ""): DiagnosticInit => where(entry, pointer);

const esc = (s: string): string => s.replace(/~/g, "~0").replace(/\//g, "~1");

/** The node's shape against its v2 schema: one diagnostic per distinct problem, at its line:col. */
function checkShapeV2(entry: AirNodeEntry, node: JsonObject, ds: Diagnostics): void {
  const kind = node.$kind;
  if (typeof kind !== "string") return void ds.error("AIR-SHAPE", 'node has no "$kind"', at(entry));
  if (Object.hasOwn(V1_KINDS, kind))
    return void ds.error(
      "AIR-V2-KIND",
      `${nodeTitle(kind, node.name)} is an AIR v1 kind: ${V1_KINDS[kind]}`,
      at(entry, "/$kind"),
    );
  const validate = Object.hasOwn(validators, kind) && kind !== "patch" ? validators[kind] : undefined;
  if (!validate) return void ds.error("AIR-SHAPE", `unknown AIR v2 kind ${JSON.stringify(kind)}`, at(entry, "/$kind"));
  const plain = toPlain(node) as Record<string, unknown>;
  if (validate(plain)) return;
  // The schema's Name pattern is stricter than AgentOS, whose names are any string (a real smoke
  // world names a module `demo/SafeUpgrade@2_wasm`): a warning that says so, not an error.
  // A generated validator that returns false has set its errors (Ajv's standalone code always does).
  const errors = validate.errors!;
  const isName = (e: ErrorObject): boolean =>
    e.keyword === "pattern" && String(e.params.pattern) === NAME_PATTERN.source.replace(/\\\//g, "/");
  for (const e of errors.filter(isName)) {
    ds.warning(
      "AIR-V2-NAME",
      `${nodeTitle(kind, node.name)}: ${e.instancePath} ${JSON.stringify(valueAt(plain, e.instancePath))} does not match the specification's Name pattern namespace/name@version (the AgentOS loader accepts any string as a name)`,
      at(entry, e.instancePath),
    );
  }
  const seen = new Set<string>();
  for (const e of collapse(
    errors.filter((x) => !isName(x)),
    plain,
  )) {
    const message = `${nodeTitle(kind, node.name)}: ${e.path || "/"} ${e.message}`;
    if (seen.has(message)) continue;
    seen.add(message);
    ds.error("AIR-SHAPE", message, at(entry, e.path));
  }
}

function valueAt(v: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map(unescapePointerToken)
    .reduce<unknown>(
      (x, k) => (x !== null && typeof x === "object" ? (x as Record<string, unknown>)[k] : undefined),
      v,
    );
}

/** Every `{"ref": name}` in a type AST, with its pointer. */
function typeRefs(t: Json | undefined, pointer: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(t)) t.forEach((x, i) => typeRefs(x, `${pointer}/${i}`, out));
  else if (isJsonObject(t)) {
    for (const k of Object.keys(t)) {
      if (k === "ref" && typeof t.ref === "string") out.push([t.ref, `${pointer}/ref`]);
      else typeRefs(t[k], `${pointer}/${esc(k)}`, out);
    }
  }
  return out;
}

export function isV2World(world: AirWorld): boolean {
  return world.manifest !== undefined && isAirV2Manifest(world.manifest.node);
}

/** Whether agentc reads `world` as AIR v2: a v2 manifest, or, with none, definitions only v2 has. */
export function readsAsV2(world: AirWorld): boolean {
  return isV2World(world) || isV2Definitions(world);
}

/**
 * Definitions with no manifest that only AIR v2 has: its kinds (`defworkflow`, `defeffect`,
 * `defsecret`) or a `defmodule` with v2's `runtime` where v1 has `abi` and `module_kind` (as AgentOS's
 * own `spec/defs/builtin-*.air.json`). Definitions that could be either stay v1.
 */
export function isV2Definitions(world: AirWorld): boolean {
  return (
    world.manifest === undefined &&
    world.nodes.some(
      ({ node }) =>
        V2_ONLY_KINDS.includes(String(node.$kind)) ||
        (node.$kind === "defmodule" && node.runtime !== undefined && node.abi === undefined),
    )
  );
}

/** The definition kinds AIR v2 has and v1 does not. */
export const V2_ONLY_KINDS: readonly string[] = ["defworkflow", "defeffect", "defsecret"];

/** What validate-world.ts's AirValidation holds (not imported: validate-world imports this file). */
export interface AirV2Validation {
  world: AirWorld;
  resolved: ResolvedWorld;
  diagnostics: Diagnostic[];
  ok: boolean;
}

export function validateAirV2(world: AirWorld, options: { readReported?: boolean } = {}): AirV2Validation {
  const ds = new Diagnostics();
  if (!options.readReported) ds.addAll(world.diagnostics.all);
  const entry = world.manifest;
  ds.info(
    "AIR-V2",
    entry
      ? 'AIR v2 world (manifest air_version "2"): read and checked with the AIR v2 schemas and rules'
      : "AIR v2 definitions (no manifest; v2-only kinds or a defmodule's runtime): checked with the AIR v2 schemas and rules",
    entry ? at(entry, "/air_version") : at(world.nodes[0], ""),
  );
  const r: ResolvedWorld = { era: "v2", profile: "aos", defs: new Map() };
  for (const [kind, name, hash] of BUILTINS_V2) {
    const node = emptyObject();
    node.$kind = kind;
    node.name = name;
    r.defs.set(defKey(kind, name), { kind, name, node, hash, bytes: new Uint8Array(), builtin: true });
  }
  const all = [...world.nodes, ...[...world.store.values()].filter((e) => e.node.$kind !== "manifest")];
  const firstAt = new Map<string, AirNodeEntry>();
  for (const e of all) {
    checkShapeV2(e, e.node, ds);
    const { $kind: kind, name } = e.node;
    if (typeof kind !== "string" || typeof name !== "string" || !(V2_DEF_KINDS as readonly string[]).includes(kind))
      continue;
    const key = defKey(kind, name);
    const { hash, bytes } = hashNodeV2(e.node);
    // AgentOS's own definitions files (spec/defs/builtin-*.air.json) define the built-ins: outside a
    // world, a sys/* definition is accepted when it is the built-in, byte for byte (its hash).
    const builtin = r.defs.get(key);
    if (name.startsWith("sys/") && !(entry === undefined && builtin?.builtin && builtin.hash === hash))
      ds.error(
        "AIR-V2-SYS",
        entry
          ? `${kind} ${name}: sys/* names are the built-ins'; a world may name them but not define them`
          : `${kind} ${name}: sys/* names are the built-ins', and this is not the built-in (${builtin?.builtin ? `its hash ${hash} is not the built-in's ${builtin.hash}` : "no built-in has this name"})`,
        at(e, "/name"),
      );
    const previous = firstAt.get(key);
    if (previous) {
      if (r.defs.get(key)?.hash !== hash)
        ds.error("AIR-NAME-DUP", `${kind} ${name} is defined more than once (first at ${previous.file})`, {
          ...at(e, "/name"),
          notes: [note(`${kind} ${name} is first defined here`, at(previous, "/name"))],
        });
      continue;
    }
    firstAt.set(key, e);
    r.defs.set(key, { kind, name, node: e.node, hash, bytes, entry: e, builtin: false });
  }
  const has = (kind: V2DefKind, name: unknown): boolean => typeof name === "string" && r.defs.has(defKey(kind, name));
  const need = (e: AirNodeEntry | undefined, kind: V2DefKind, name: unknown, pointer: string, what: string): void => {
    if (name !== undefined && !has(kind, name))
      ds.error(
        "AIR-REF-MISSING",
        `${what} ${JSON.stringify(name)} is not a ${kind} of this world or a built-in`,
        at(e, pointer),
      );
  };

  // The manifest: references resolve and pin the definitions' hashes (filled in where authoring left them out).
  const m = Object.assign(emptyObject(), entry?.node);
  if (entry) checkManifestV2(entry, m, r, ds);
  checkDefinitionRefs(r, need);
  if (entry) checkRoutingV2(entry, m, r, has, ds);
  if (entry) {
    r.manifest = m;
    const { hash, bytes } = hashNodeV2(m);
    r.manifestHash = hash;
    r.manifestBytes = bytes;
  }
  const diagnostics = [...ds.all];
  return { world, resolved: r, diagnostics, ok: !ds.hasErrors };
}

/** The manifest's lists: each reference resolves, is listed once and pins its definition's hash. */
function checkManifestV2(entry: AirNodeEntry, m: JsonObject, r: ResolvedWorld, ds: Diagnostics): void {
  for (const kind of V2_DEF_KINDS) {
    const list = V2_MANIFEST_LISTS[kind];
    const refs = m[list];
    if (!Array.isArray(refs)) continue; // the schema says whether it is required
    const names = new Map<string, number>();
    m[list] = refs.map((ref, i): Json => {
      if (!isJsonObject(ref) || typeof ref.name !== "string") return ref;
      const pointer = `/${list}/${i}`;
      checkListedOnce(ds, entry, list, kind, ref.name, i, names);
      const def = r.defs.get(defKey(kind, ref.name));
      const out = Object.assign(emptyObject(), ref);
      if (typeof ref.hash === "string" && !HASH_PATTERN.test(ref.hash))
        ds.error("AIR-HASH", `${JSON.stringify(ref.hash)} is not sha256:<64 hex>`, at(entry, `${pointer}/hash`));
      if (!def) {
        ds.error(
          "AIR-REF-MISSING",
          `manifest lists ${kind} ${ref.name}, which is not defined in this world or among the built-ins`,
          at(entry, pointer),
        );
        return out;
      }
      // The all-zero hash is the authoring tools' placeholder (AgentOS's ZERO_HASH_SENTINEL): filled in, as absent.
      if (ref.hash === ZERO_HASH_REF) out.hash = def.hash;
      else if (typeof ref.hash === "string" && ref.hash !== def.hash)
        ds.error(
          "AIR-REF-HASH",
          `manifest pins ${kind} ${ref.name} to ${ref.hash}, but the definition hashes to ${def.hash}`,
          at(entry, `${pointer}/hash`),
        );
      if (ref.hash === undefined) out.hash = def.hash;
      return out;
    });
  }
  checkShapeV2(entry, m, ds);
  for (const d of r.defs.values()) {
    if (d.builtin || !d.entry) continue;
    const refs = m[V2_MANIFEST_LISTS[d.kind as V2DefKind]];
    if (Array.isArray(refs) && !refs.some((x) => isJsonObject(x) && x.name === d.name))
      ds.warning("AIR-UNLISTED", `${d.kind} ${d.name} is defined but not listed in the manifest`, at(d.entry, "/name"));
  }
}

type Need = (e: AirNodeEntry | undefined, kind: V2DefKind, name: unknown, pointer: string, what: string) => void;

/** Definitions name what exists. */
function checkDefinitionRefs(r: ResolvedWorld, need: Need): void {
  for (const d of r.defs.values()) {
    if (d.builtin) continue;
    const n = d.node;
    const e = d.entry;
    if (d.kind === "defschema")
      for (const [ref, p] of typeRefs(n.type, "/type")) need(e, "defschema", ref, p, `${d.name}: type reference`);
    if (d.kind === "defworkflow") {
      for (const f of ["state", "event", "context", "annotations", "key_schema"])
        need(e, "defschema", n[f], `/${f}`, `workflow ${d.name}: ${f} schema`);
      (Array.isArray(n.effects_emitted) ? n.effects_emitted : []).forEach((x, i) =>
        need(e, "defeffect", x, `/effects_emitted/${i}`, `workflow ${d.name}: emitted effect`),
      );
    }
    if (d.kind === "defeffect")
      for (const f of ["params", "receipt"]) need(e, "defschema", n[f], `/${f}`, `effect ${d.name}: ${f} schema`);
    if ((d.kind === "defworkflow" || d.kind === "defeffect") && isJsonObject(n.impl))
      need(e, "defmodule", n.impl.module, "/impl/module", `${d.name}: implementation module`);
  }
}

/** Routing: each subscription names a workflow and an event schema it accepts; key_field exactly when keyed. */
function checkRoutingV2(
  entry: AirNodeEntry,
  m: JsonObject,
  r: ResolvedWorld,
  has: (kind: V2DefKind, name: unknown) => boolean,
  ds: Diagnostics,
): void {
  const routing = isJsonObject(m.routing) ? m.routing : undefined;
  (Array.isArray(routing?.subscriptions) ? routing!.subscriptions : []).forEach((s, i) => {
    if (!isJsonObject(s)) return;
    const p = `/routing/subscriptions/${i}`;
    const wf = typeof s.workflow === "string" ? r.defs.get(defKey("defworkflow", s.workflow)) : undefined;
    if (!wf)
      ds.error(
        "AIR-REF-MISSING",
        `routing subscription ${i}: workflow ${JSON.stringify(s.workflow)} is not a workflow of this world`,
        at(entry, `${p}/workflow`),
      );
    if (!has("defschema", s.event))
      ds.error(
        "AIR-REF-MISSING",
        `routing subscription ${i}: event ${JSON.stringify(s.event)} is not a schema of this world or a built-in`,
        at(entry, `${p}/event`),
      );
    if (!wf || wf.builtin) return;
    const keyed = wf.node.key_schema !== undefined;
    if (keyed && s.key_field === undefined)
      ds.error(
        "AIR-V2-ROUTING",
        `routing subscription ${i}: workflow ${wf.name} is keyed (key_schema), so the subscription needs a key_field`,
        at(entry, p),
      );
    if (!keyed && s.key_field !== undefined)
      ds.error(
        "AIR-V2-ROUTING",
        `routing subscription ${i}: workflow ${wf.name} is not keyed, so key_field is rejected`,
        at(entry, `${p}/key_field`),
      );
    if (typeof s.event === "string" && s.event !== wf.node.event) {
      const ev = typeof wf.node.event === "string" ? r.defs.get(defKey("defschema", wf.node.event)) : undefined;
      const variant =
        ev && isJsonObject(ev.node.type) && isJsonObject(ev.node.type.variant) ? ev.node.type.variant : undefined;
      const arm = variant && Object.values(variant).some((t) => isJsonObject(t) && t.ref === s.event);
      // A built-in event schema is carried by name only: its arms are not known here.
      if (ev && !ev.builtin && !arm)
        ds.error(
          "AIR-V2-ROUTING",
          `routing subscription ${i}: event ${s.event} is neither workflow ${wf.name}'s event ${String(wf.node.event)} nor an arm of it`,
          at(entry, `${p}/event`),
        );
    }
  });
}
