/**
 * Drawing a graph: pick the view of the graph's dialect, build its picture
 * and write it in one of the picture formats (SVG via Graphviz in
 * WebAssembly, DOT, Mermaid, or a self-contained HTML page).
 */
import type { Graph } from "../../../ir/graph/graph.js";
import type { LossEntry } from "../../../ir/loss-ledger.js";
import { renderPicture, type PictureFormat } from "../../../emitters/picture/render.js";
import type { Picture } from "../../../emitters/picture/model.js";
import { aegxPicture } from "../../../emitters/picture/views/aegx.js";
import { airPicture } from "../../../emitters/picture/views/air.js";
import { aigxPicture } from "../../../emitters/picture/views/aigx.js";
import { aixPicture } from "../../../emitters/picture/views/aix.js";
import { uaixPicture } from "../../../emitters/picture/views/uaix.js";
import { genericPicture } from "../../../emitters/picture/views/generic.js";
import { pipelinePicture, type PipelineStep } from "../../../emitters/picture/views/pipeline.js";
import { nearestGenome } from "../../formats/aigx/lint.js";
import type { Genome } from "../../../ir/dialects/aigx/model.js";

export interface DrawOptions {
  format?: PictureFormat;
  title?: string;
  /** Graph node id → why it failed its checks (drawn with class="failed" and the reason in its title). */
  failures?: ReadonlyMap<string, string>;
  /** Lines for the picture's note (e.g. failures that name no node). */
  notes?: readonly string[];
}

/** The picture of a graph, by the view of its dialect. */
export function pictureOf(graph: Graph, options: Omit<DrawOptions, "format"> = {}): Picture {
  const o = {
    ...(options.title ? { title: options.title } : {}),
    ...(options.failures ? { failures: options.failures } : {}),
  };
  const dialects = graph.dialects();
  let picture: Picture;
  if (dialects.includes("aegx")) picture = aegxPicture(graph, o);
  else if (dialects.includes("air")) picture = airPicture(graph, o);
  else if (dialects.includes("aigx")) {
    const genomes = graph
      .nodes("aigx.Genome")
      .map((g) => ({ dir: String(g.attrs.dir ?? ""), concerns: [], cards: [] }) as Genome);
    picture = aigxPicture(graph, { ...o, nearestGenome: (path) => nearestGenome(genomes, path)?.dir });
  } else if (dialects.includes("aix")) picture = aixPicture(graph, o);
  else if (dialects.includes("uaix")) picture = uaixPicture(graph, o);
  else picture = genericPicture(graph, o);
  return options.notes?.length ? withNotes(picture, options.notes) : picture;
}

/** A picture with more lines in its note. */
function withNotes(p: Picture, notes: readonly string[]): Picture {
  const all = [...p.notes, ...notes];
  const nodes = p.nodes.filter((n) => n.key !== "picture:notes");
  nodes.push({
    key: "picture:notes",
    kind: "picture.note",
    shape: "note",
    label: all.join("\n"),
    title: `notes\n${all.join("\n")}`,
  });
  return { ...p, notes: all, nodes };
}

/** Draw a graph: the picture as text (SVG by default). */
export async function draw(graph: Graph, options: DrawOptions = {}): Promise<string> {
  return renderPicture(pictureOf(graph, options), options.format ?? "svg");
}

/**
 * Draw a conversion pipeline: `steps` are the passes in order (grouped by
 * dialect, coloured by verdict, with their time), `losses` the loss ledger.
 */
export async function drawPipeline(
  steps: readonly PipelineStep[],
  losses: readonly LossEntry[],
  options: { format?: PictureFormat; title?: string } = {},
): Promise<string> {
  return renderPicture(pipelinePicture(steps, losses, options), options.format ?? "svg");
}

export type { PipelineStep, PictureFormat };
