/**
 * SVG through Graphviz compiled to WebAssembly (@viz-js/viz), imported on
 * first use only. Graphviz titles each node and edge with its DOT name
 * (`n12`, `n3->n4`); those are replaced by the picture's own titles (graph
 * id first, then why the node failed), escaped, so hovering a node says
 * what it is.
 */
import type { Picture } from "./model.js";
import { writeDot } from "./dot.js";
import { visible, xmlText } from "./escape.js";

type VizInstance = Awaited<ReturnType<(typeof import("@viz-js/viz"))["instance"]>>;
let viz: Promise<VizInstance> | undefined;

async function graphviz(): Promise<VizInstance> {
  viz ??= import("@viz-js/viz").then((m) => m.instance());
  return viz;
}

const firstLine = (s: string): string => s.split("\n")[0] ?? "";
const titleText = (s: string): string => xmlText(s.split("\n").map(visible).join("\n"));

export async function renderSvg(p: Picture): Promise<string> {
  const dot = writeDot(p);
  const svg = (await graphviz()).renderString(dot, { format: "svg", engine: "dot" });
  const nodeTitles = p.nodes.map((n) => titleText(n.title));
  const nodeKeys = p.nodes.map((n) => firstLine(n.title));
  return svg
    .replace(/<title>n(\d+)<\/title>/g, (m, i: string) => `<title>${nodeTitles[Number(i)] ?? ""}</title>`)
    .replace(/<title>n(\d+)&#45;&gt;n(\d+)<\/title>/g, (m, a: string, b: string) => `<title>${titleText(`${nodeKeys[Number(a)] ?? ""} → ${nodeKeys[Number(b)] ?? ""}`)}</title>`)
    .replace(/<title>cluster_(\d+)<\/title>/g, (m, i: string) => `<title>${titleText(p.clusters[Number(i)]?.label ?? "")}</title>`)
    .replace(/<title>agentc<\/title>/, `<title>${titleText(p.title)}</title>`)
    .replace(/<!-- Title: agentc Pages: 1 -->\n/, "");
}
