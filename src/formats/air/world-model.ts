/** A world as plain data (definitions by kind:name, and the manifest), for patching and diffing. */
import { emptyObject, type JsonObject } from "../../../ir/json/value.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import type { AirWorld } from "./read-world.js";
import type { AirProfile } from "../../../ir/dialects/air/node-hash.js";
import { defKey, type ResolvedWorld } from "./resolve.js";

export interface WorldModel {
  defs: Map<string, JsonObject>;
  manifest: JsonObject;
  profile: AirProfile;
}

export function modelOf(r: ResolvedWorld): WorldModel {
  const defs = new Map<string, JsonObject>();
  for (const d of r.defs.values()) if (!d.builtin) defs.set(defKey(d.kind, d.name), d.node);
  // The manifest's lists copied too: a patch edits them in place, and the world it was given stays as it was.
  const manifest = emptyObject();
  for (const [k, v] of Object.entries(r.manifest ?? {})) manifest[k] = Array.isArray(v) ? [...v] : v;
  return { defs, manifest, profile: r.profile };
}

export function worldOfModel(m: WorldModel, label: string): AirWorld {
  const nodes = [...m.defs.values()].map((node) => ({
    node,
    file: label,
    pointer: `#${String(node.$kind)}:${String(node.name)}`,
  }));
  const manifest = Object.assign(emptyObject(), m.manifest);
  if (manifest.$kind === undefined) manifest.$kind = "manifest";
  return {
    root: label,
    nodes,
    manifest: { node: manifest, file: label, pointer: "#manifest" },
    store: new Map(),
    blobs: new Map(),
    profile: m.profile,
    diagnostics: new Diagnostics(),
  };
}
