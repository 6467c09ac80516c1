/** AIR into the graph: one `air.<kind>` node per definition and one `air.manifest`, with `lists` edges. */
import { Graph } from "../../../ir/graph/graph.js";
import type { NodeKind } from "../../../ir/graph/graph.js";
import { validateAir, type AirValidation } from "./validate-world.js";
import { airNodeId } from "./resolve.js";
import type { AirProfile } from "../../../ir/dialects/air/node-hash.js";
import { kindInfo } from "../../../ir/dialects/registry.js";
import { rangeOf } from "../../../ir/json/line-index.js";

export const AIR_MANIFEST_NODE = "air:manifest";

export { airNodeId } from "./resolve.js";

/** Whether `air.<kind>` is a registered kind: a world's unknown `$kind` is reported by its validator, never added to a graph. */
export const isAirKind = (kind: string): boolean => kindInfo(`air.${kind}`) !== undefined;

export function loadAirGraph(path: string, options: { profile?: AirProfile } = {}): { graph: Graph; validation: AirValidation } {
  const validation = validateAir(path, options);
  const graph = new Graph();
  for (const d of validation.resolved.defs.values()) {
    if (d.builtin || !isAirKind(d.kind)) continue;
    const origin = d.entry ? { file: d.entry.file, pointer: d.entry.pointer, ...rangeOf(d.entry.position) } : undefined;
    graph.add({ id: airNodeId(d.kind, d.name), kind: `air.${d.kind}` as NodeKind, attrs: d.node, ...(origin ? { origin } : {}) });
  }
  for (const bytes of validation.world.blobs.values()) graph.blobs.put(bytes);
  const m = validation.resolved.manifest;
  if (m) {
    graph.add({ id: AIR_MANIFEST_NODE, kind: "air.manifest", attrs: m, origin: { file: validation.world.manifest?.file ?? validation.world.root } });
    for (const d of validation.resolved.defs.values()) if (!d.builtin && graph.has(airNodeId(d.kind, d.name))) graph.connect(AIR_MANIFEST_NODE, airNodeId(d.kind, d.name), "lists");
  }
  return { graph, validation };
}
