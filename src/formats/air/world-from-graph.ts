/** An AIR world from the `air` nodes of a graph (the inverse of load-graph), for validation and emission. */
import type { Graph } from "../../../ir/graph/graph.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import type { AirNodeEntry, AirWorld } from "./read-world.js";

export function worldFromGraph(graph: Graph, label = "<graph>"): AirWorld {
  const entries: AirNodeEntry[] = graph
    .dialectNodes("air")
    .map((n) => ({ node: n.attrs, file: n.origin?.file ?? label, pointer: n.origin?.pointer ?? `#${n.id}` }));
  const blobs = new Map(graph.blobs.hashes().map((h) => [`sha256:${h}`, graph.blobs.get(h)!] as const));
  return {
    root: label,
    nodes: entries.filter((e) => e.node.$kind !== "manifest"),
    manifest: entries.find((e) => e.node.$kind === "manifest"),
    store: new Map(),
    blobs,
    diagnostics: new Diagnostics(),
  };
}
