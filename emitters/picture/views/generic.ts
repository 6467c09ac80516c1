/**
 * Any graph (core nodes, or a dialect without a view of its own): one node
 * per graph node in a cluster per kind, its edges as they are. Beyond
 * GROUP_THRESHOLD nodes, each kind with more than a few nodes becomes one
 * group node.
 */
import type { Graph } from "../../../ir/graph/graph.js";
import { GROUP_THRESHOLD, PictureBuilder, plural, type Picture } from "../model.js";
import { oneLine } from "../escape.js";
import { str, type Failures } from "./common.js";

export interface GenericViewOptions {
  title?: string;
  failures?: Failures;
}

const PER_KIND_WHEN_GROUPED = 8;

export function genericPicture(graph: Graph, options: GenericViewOptions = {}): Picture {
  const p = new PictureBuilder(options.title ?? "agentc graph", "LR");
  const byKind = new Map<string, string[]>();
  for (const n of graph.nodes()) byKind.set(n.kind, [...(byKind.get(n.kind) ?? []), n.id]);
  const grouped = graph.size > GROUP_THRESHOLD;
  const placed = new Map<string, string>();
  for (const [kind, ids] of byKind) {
    p.cluster({ key: kind, label: kind });
    if (grouped && ids.length > PER_KIND_WHEN_GROUPED) {
      const key = `group:${kind}`;
      p.node({
        key,
        kind: "picture.group",
        tone: kind,
        classes: [kind],
        cluster: kind,
        shape: "box3d",
        label: `${plural(ids.length, kind)}`,
      });
      for (const id of ids) placed.set(id, key);
      p.notes.push(`${plural(ids.length, kind)} drawn as one node`);
      continue;
    }
    for (const id of ids) {
      const n = graph.get(id)!;
      const name = str(n.attrs.name) ?? str(n.attrs.id) ?? str(n.attrs.path) ?? id;
      p.node({ key: id, kind, cluster: kind, label: `${kind.slice(kind.indexOf(".") + 1)}\n${oneLine(name, 36)}` });
      placed.set(id, id);
    }
  }
  for (const e of graph.edges()) {
    const from = placed.get(e.from);
    const to = placed.get(e.to);
    if (from && to && from !== to) p.edge({ from, to, kind: e.kind });
  }
  for (const [id, why] of options.failures ?? [])
    if (placed.has(id)) p.fail(placed.get(id)!, placed.get(id) === id ? why : `${id}: ${why}`);
  return p.build();
}
