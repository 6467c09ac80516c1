/**
 * The Mermaid writer: a flowchart with quoted, entity-escaped labels
 * (`n3["#lt;script#gt;"]`), node ids `n<index>`, subgraphs for clusters and
 * one `classDef` per kind, so the kind is the node's class here too.
 */
import { kindClass, type Picture, type PictureCluster, type PictureNode } from "./model.js";
import { mermaidString, oneLine } from "./escape.js";
import { dotNames, nodeClasses } from "./dot.js";
import { FAILED_STYLE, kindStyle } from "./style.js";

const SHAPES: Record<string, [string, string]> = {
  ellipse: ["([", "])"],
  diamond: ["{", "}"],
  hexagon: ["{{", "}}"],
  cylinder: ["[(", ")]"],
  note: [">", "]"],
  folder: ["[/", "/]"],
};

export function writeMermaid(p: Picture): string {
  const names = dotNames(p);
  const out: string[] = [
    "---",
    `title: ${JSON.stringify(oneLine(p.title, 120).replace(/[^A-Za-z0-9 _.,:/@+=*?!%~()-]/g, "_"))}`,
    "---",
    `flowchart ${p.direction}`,
  ];
  const nodeLine = (n: PictureNode, indent: string): string => {
    const [open, close] = SHAPES[n.shape ?? "box"] ?? ["[", "]"];
    return `${indent}${names.get(n.key)}${open}${mermaidString(n.label)}${close}`;
  };
  const clusterIndex = new Map(p.clusters.map((c, i) => [c.key, i]));
  const children = (parent: string | undefined): PictureCluster[] =>
    p.clusters.filter((c) => (c.parent !== undefined && clusterIndex.has(c.parent) ? c.parent : undefined) === parent);
  const inCluster = (n: PictureNode): string | undefined =>
    n.cluster !== undefined && clusterIndex.has(n.cluster) ? n.cluster : undefined;
  const writeCluster = (c: PictureCluster, indent: string): void => {
    out.push(`${indent}subgraph c${clusterIndex.get(c.key)}[${mermaidString(c.label)}]`);
    for (const child of children(c.key)) writeCluster(child, `${indent}  `);
    for (const n of p.nodes) if (inCluster(n) === c.key) out.push(nodeLine(n, `${indent}  `));
    out.push(`${indent}end`);
  };
  for (const c of children(undefined)) writeCluster(c, "  ");
  for (const n of p.nodes) if (inCluster(n) === undefined) out.push(nodeLine(n, "  "));
  for (const e of p.edges) {
    const from = names.get(e.from);
    const to = names.get(e.to);
    if (!from || !to) continue;
    const arrow = e.dashed ? "-.->" : "-->";
    out.push(`  ${from} ${arrow}${e.label ? `|${mermaidString(e.label)}|` : ""} ${to}`);
  }
  // Classes: one per kind (coloured), `failed` on top; a node's class list is the same as in DOT and SVG.
  const tones = new Map<string, string>();
  for (const n of p.nodes) tones.set(kindClass(n.tone ?? n.kind), n.tone ?? n.kind);
  for (const [cls, tone] of tones) {
    const s = kindStyle(tone);
    out.push(`  classDef ${cls} fill:${s.fill},stroke:${s.stroke},color:#212121`);
  }
  out.push(`  classDef failed fill:${FAILED_STYLE.fill},stroke:${FAILED_STYLE.stroke},stroke-width:3px,color:#b71c1c`);
  for (const n of p.nodes) {
    const classes = new Set(
      [kindClass(n.tone ?? n.kind), ...nodeClasses(n).split(" ")].filter((c) => tones.has(c) || c === "failed"),
    );
    for (const c of classes) out.push(`  class ${names.get(n.key)} ${c}`);
  }
  return `${out.join("\n")}\n`;
}
