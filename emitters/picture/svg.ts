/**
 * SVG through Graphviz compiled to WebAssembly (@viz-js/viz), imported on
 * first use only. Graphviz titles each node and edge with its DOT name
 * (`n12`, `n3->n4`); those are replaced by the picture's own titles (graph
 * id first, then why the node failed), escaped, so hovering a node says
 * what it is.
 *
 * @viz-js/viz is an optional dependency (about 1.4 MB of wasm that only SVG
 * needs): when it cannot be loaded, SVG output fails with AGC-SVG-GRAPHVIZ and
 * the way out (install it, or draw DOT or Mermaid, which need nothing; HTML
 * holds an SVG, so it needs Graphviz too).
 */
import type { Picture } from "./model.js";
import { writeDot } from "./dot.js";
import { visible, xmlText } from "./escape.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";

type VizInstance = Awaited<ReturnType<(typeof import("@viz-js/viz"))["instance"]>>;
/** What loading Graphviz yields: the module's `instance()` (a loader of another copy of it, or a test's stand-in, fits). */
export type GraphvizLoader = () => Promise<{ instance(): Promise<VizInstance> }>;

const importViz: GraphvizLoader = () => import("@viz-js/viz");
let loadViz: GraphvizLoader = importViz;
let viz: Promise<VizInstance> | undefined;

/** Load Graphviz another way (a test simulating its absence); no argument restores the package import. */
export function useGraphvizLoader(loader?: GraphvizLoader): void {
  loadViz = loader ?? importViz;
  viz = undefined;
}

/** Graphviz could not be loaded: a coded failure that says what to do, never a stack trace. */
function graphvizMissing(cause: unknown): AgentcError {
  const why = cause instanceof Error ? cause.message.split("\n")[0] : String(cause);
  return new AgentcError(
    `SVG output needs Graphviz (the optional package @viz-js/viz), which cannot be loaded (${why}): install it with \`npm install @viz-js/viz\`, or draw with --format dot or mermaid, which need nothing more (html holds an SVG)`,
    "AGC-SVG-GRAPHVIZ",
    { cause },
  );
}

async function graphviz(): Promise<VizInstance> {
  viz ??= loadViz().then(
    (m) => m.instance(),
    (e: unknown) => {
      viz = undefined; // an install between two calls is picked up
      throw graphvizMissing(e);
    },
  );
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
    .replace(
      /<title>n(\d+)&#45;&gt;n(\d+)<\/title>/g,
      (m, a: string, b: string) =>
        `<title>${titleText(`${nodeKeys[Number(a)] ?? ""} → ${nodeKeys[Number(b)] ?? ""}`)}</title>`,
    )
    .replace(
      /<title>cluster_(\d+)<\/title>/g,
      (m, i: string) => `<title>${titleText(p.clusters[Number(i)]?.label ?? "")}</title>`,
    )
    .replace(/<title>agentc<\/title>/, `<title>${titleText(p.title)}</title>`)
    .replace(/<!-- Title: agentc Pages: 1 -->\n/, "");
}
