/**
 * Which graph node each failing diagnostic names: its `node` when a verifier set it; otherwise,
 * for diagnostics without one, a guess by the node's origin
 * (same file, then the same line, else the longest JSON-pointer prefix,
 * else the nearest node above the line, else the file's own node). An AEGX
 * verifier diagnostic at records.jsonl line 2 lands on the record read from
 * line 2; one at audit-log.jsonl line 2 on that audit entry; one about
 * manifest.json on the bundle. Diagnostics that name no node are returned
 * apart, for the picture's note.
 */
import { resolve } from "node:path";
import type { Graph, GraphNode } from "../../../ir/graph/graph.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";

export interface PlacedFailures {
  /** Graph node id → why it failed (one line per diagnostic). */
  byNode: Map<string, string>;
  unplaced: Diagnostic[];
}

const reasonOf = (d: Diagnostic): string => `${d.code}: ${d.message}`;

export function placeFailures(graph: Graph, diagnostics: readonly Diagnostic[]): PlacedFailures {
  const byFile = new Map<string, GraphNode[]>();
  for (const n of graph.nodes()) {
    if (!n.origin?.file) continue;
    const f = resolve(n.origin.file);
    const list = byFile.get(f);
    if (list) list.push(n);
    else byFile.set(f, [n]);
  }
  const byLine = new Map<string, Map<number, GraphNode[]>>();
  const lineIndex = (file: string): Map<number, GraphNode[]> => {
    let m = byLine.get(file);
    if (!m) {
      m = new Map();
      for (const n of byFile.get(file) ?? []) {
        const line = n.origin?.line;
        if (line === undefined) continue;
        m.set(line, [...(m.get(line) ?? []), n]);
      }
      byLine.set(file, m);
    }
    return m;
  };
  const byNode = new Map<string, string>();
  const unplaced: Diagnostic[] = [];
  for (const d of diagnostics) {
    if (d.severity !== "error") continue;
    // The node the diagnostic names (a verifier that had it at hand set it); a guess from its location otherwise.
    const named = d.node !== undefined ? graph.get(d.node) : undefined;
    const node = named ?? (d.file ? nodeFor(d, resolve(d.file), byFile, lineIndex) : undefined);
    if (!node) {
      unplaced.push(d);
      continue;
    }
    const key = stepKey(node, d.pointer) ?? node.id;
    const prev = byNode.get(key);
    byNode.set(key, prev ? `${prev}\n${reasonOf(d)}` : reasonOf(d));
  }
  return { byNode, unplaced };
}

/**
 * A diagnostic inside an AIR plan's step (`…/steps/3/…`) names that step: `<plan id>#<step id>`,
 * the key the AIR view draws the step under (it falls back to the plan when steps are not drawn).
 */
function stepKey(node: GraphNode, pointer: string | undefined): string | undefined {
  const base = node.origin?.pointer;
  if (node.kind !== "air.defplan" || base === undefined || pointer === undefined) return undefined;
  const m = /^\/steps\/(\d+)(\/|$)/.exec(pointer.slice(base.length));
  if (!m || !pointer.startsWith(base)) return undefined;
  const steps = node.attrs.steps;
  const step = Array.isArray(steps) ? steps[Number(m[1])] : undefined;
  const id = step && typeof step === "object" && !Array.isArray(step) && "id" in step ? step.id : undefined;
  return typeof id === "string" ? `${node.id}#${id}` : undefined;
}

const pointerCovers = (outer: string, inner: string): boolean =>
  inner === outer || inner.startsWith(`${outer}/`) || outer === "";

function nodeFor(
  d: Diagnostic,
  file: string,
  byFile: Map<string, GraphNode[]>,
  lineIndex: (file: string) => Map<number, GraphNode[]>,
): GraphNode | undefined {
  const nodes = byFile.get(file);
  if (!nodes?.length) return undefined;
  const byPointer = (candidates: GraphNode[]): GraphNode | undefined => {
    if (d.pointer === undefined) return undefined;
    let best: GraphNode | undefined;
    for (const n of candidates) {
      const p = n.origin?.pointer;
      if (p === undefined || !pointerCovers(p, d.pointer)) continue;
      if (!best || p.length > (best.origin?.pointer?.length ?? -1)) best = n;
    }
    return best;
  };
  if (d.line !== undefined) {
    const same = lineIndex(file).get(d.line);
    if (same?.length) return byPointer(same) ?? same[0];
  }
  const pointed = byPointer(nodes);
  if (pointed && pointed.origin?.pointer !== "") return pointed;
  if (d.line !== undefined) {
    let above: GraphNode | undefined;
    for (const n of nodes) {
      const l = n.origin?.line;
      if (l !== undefined && l <= d.line && (!above || l > (above.origin?.line ?? 0))) above = n;
    }
    if (above) return above;
  }
  return pointed ?? nodes.find((n) => n.origin?.line === undefined && !n.origin?.pointer) ?? nodes[0];
}
