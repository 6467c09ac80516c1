/**
 * The genome one concern file makes (what `convert --to aigx` writes): the
 * file is read as the only concern file of a genome in a scratch directory,
 * so the picture shows its rules under a genome like any other. Only the
 * picture is kept; the genome checks (protocol, files.aigx) do not apply to
 * a lone concern file, so nothing is marked failed.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { aigxDriver } from "../formats/aigx/format.js";
import { draw, type PictureFormat } from "./draw-graph.js";

export async function drawConcernFile(file: string, options: { format?: PictureFormat; title?: string } = {}): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "agentc-draw-"));
  try {
    mkdirSync(join(root, ".aigx"));
    copyFileSync(file, join(root, ".aigx", basename(file)));
    const { graph } = await aigxDriver.load(root);
    return await draw(graph, { format: options.format, title: options.title ?? `AIGX genome of ${basename(file)}` });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
