/**
 * The DOT writer: a picture as Graphviz text. Node names are `n<index>` in
 * picture order (so input text never becomes DOT syntax); each node's class
 * is its kind (`aegx-Record`), plus `failed` and the view's own classes, as
 * Graphviz writes it into the SVG `<g class="node …">`.
 */
import { kindClass, type Picture, type PictureCluster, type PictureNode } from "./model.js";
import { dotAttr, dotString } from "./escape.js";
import { nodeStyle } from "./style.js";

export interface DotOptions {
  /** Write each node's title as a Graphviz tooltip (for DOT given to users; the SVG path writes titles itself). */
  tooltips?: boolean;
}

/** The DOT name of every picture node, by key. */
export function dotNames(p: Picture): Map<string, string> {
  return new Map(p.nodes.map((n, i) => [n.key, `n${i}`]));
}

export function nodeClasses(n: PictureNode): string {
  return [kindClass(n.kind), ...(n.failed ? ["failed"] : []), ...(n.classes ?? []).map(kindClass)].join(" ");
}

export function writeDot(p: Picture, options: DotOptions = {}): string {
  const names = dotNames(p);
  const out: string[] = [
    "digraph agentc {",
    `  graph [rankdir=${p.direction}, label=${dotString(p.title)}, labelloc=t, fontname="Helvetica", fontsize=14, nodesep=0.25, ranksep=0.45, newrank=true, bgcolor="white"];`,
    '  node [fontname="Helvetica", fontsize=10, style="filled", shape=box, penwidth=1, margin="0.2,0.06"];',
    '  edge [fontname="Helvetica", fontsize=8, color="#757575", fontcolor="#616161", arrowsize=0.6];',
  ];
  const nodeLine = (n: PictureNode, indent: string): string => {
    const s = nodeStyle(n);
    const attrs = [
      `class=${dotAttr(nodeClasses(n))}`,
      `label=${dotString(n.label)}`,
      `shape=${n.shape ?? "box"}`,
      `fillcolor=${dotAttr(s.fill)}`,
      `color=${dotAttr(s.stroke)}`,
      ...(n.failed ? ["penwidth=2.5", 'fontcolor="#b71c1c"'] : []),
      ...(n.shape === "box" || n.shape === undefined ? ['style="filled,rounded"'] : []),
      ...(options.tooltips ? [`tooltip=${dotString(n.title)}`] : []),
    ];
    return `${indent}${names.get(n.key)} [${attrs.join(", ")}];`;
  };
  const byCluster = new Map<string | undefined, PictureNode[]>();
  for (const n of p.nodes) {
    const c = n.cluster !== undefined && p.clusters.some((x) => x.key === n.cluster) ? n.cluster : undefined;
    const list = byCluster.get(c);
    if (list) list.push(n);
    else byCluster.set(c, [n]);
  }
  const clusterIndex = new Map(p.clusters.map((c, i) => [c.key, i]));
  const children = (parent: string | undefined): PictureCluster[] =>
    p.clusters.filter((c) => (c.parent !== undefined && clusterIndex.has(c.parent) ? c.parent : undefined) === parent);
  const writeCluster = (c: PictureCluster, indent: string): void => {
    out.push(`${indent}subgraph cluster_${clusterIndex.get(c.key)} {`);
    out.push(
      `${indent}  graph [label=${dotString(c.label)}, style="rounded,filled", fillcolor="#fafafa", color="#bdbdbd", fontsize=11, labeljust=l];`,
    );
    for (const child of children(c.key)) writeCluster(child, `${indent}  `);
    for (const n of byCluster.get(c.key) ?? []) out.push(nodeLine(n, `${indent}  `));
    out.push(`${indent}}`);
  };
  for (const c of children(undefined)) writeCluster(c, "  ");
  for (const n of byCluster.get(undefined) ?? []) out.push(nodeLine(n, "  "));
  for (const e of p.edges) {
    const from = names.get(e.from);
    const to = names.get(e.to);
    if (!from || !to) continue;
    const attrs = [
      `class=${dotAttr(kindClass(e.kind))}`,
      ...(e.label ? [`label=${dotString(e.label)}`] : []),
      ...(e.dashed ? ['style="dashed"'] : []),
    ];
    out.push(`  ${from} -> ${to} [${attrs.join(", ")}];`);
  }
  out.push("}");
  return `${out.join("\n")}\n`;
}
