/**
 * The genome one concern file makes (what `convert --to aigx` writes): the
 * file is read, in memory, as the only concern file of a genome, so the
 * picture shows its rules under a genome like any other. The genome checks
 * (protocol, files.aigx) do not apply to a lone concern file, so nothing is
 * marked failed.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { Graph } from "../../../ir/graph/graph.js";
import { memoryTree } from "../../../ir/io/file-tree.js";
import { readRepository } from "../../formats/aigx/read-genome.js";
import { addGenomeNodes } from "../../formats/aigx/format.js";
import { draw, type PictureFormat } from "./draw-graph.js";

export async function drawConcernFile(
  file: string,
  options: { format?: PictureFormat; title?: string } = {},
): Promise<string> {
  const repo = readRepository(".", { tree: memoryTree(new Map([[`.aigx/${basename(file)}`, readFileSync(file)]])) });
  const graph = addGenomeNodes(new Graph(), repo);
  return draw(graph, { format: options.format, title: options.title ?? `AIGX genome of ${basename(file)}` });
}
