/**
 * `agentc graph <input>`: read the input with its format's reader, run the
 * format's checks to know what failed, and draw. The checks decide only what
 * is marked failed: the picture is drawn whatever they say.
 */
import { basename, dirname } from "node:path";
import { formatOf } from "../parse.js";
import { newRun, readAndVerify } from "../run-context.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { draw, type PictureFormat } from "./draw-graph.js";
import { placeFailures } from "./failures.js";

/** A short name for the title: the input's base name, with its parent when the base name is only the format's folder (`air`, `.aigx`). */
function inputName(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, "");
  const base = basename(trimmed);
  return ["air", ".aigx", ""].includes(base) && basename(dirname(trimmed))
    ? `${basename(dirname(trimmed))}/${base}`
    : base || path;
}

export interface DrawnInput {
  format: string;
  text: string;
  /** The checks' diagnostics (what the picture marks failed comes from these). */
  diagnostics: readonly Diagnostic[];
  failedNodes: number;
}

export async function drawPath(
  path: string,
  options: { format?: PictureFormat; formatName?: string } = {},
): Promise<DrawnInput> {
  const f = await formatOf(path, options.formatName);
  const format = f.name;
  // One run: read into the graph, then every check; what reading and checking found is drawn.
  const run = newRun(path);
  await readAndVerify(run, f);
  const graph = run.ctx.graph;
  const seen = new Set<string>();
  const diagnostics = run.pm.diagnostics.filter((d) => {
    const key = `${d.code}\u0000${d.file}\u0000${d.line}\u0000${d.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  const placed = placeFailures(graph, diagnostics);
  const notes = placed.unplaced.length
    ? [
        `${placed.unplaced.length} failing check${placed.unplaced.length === 1 ? " names" : "s name"} no drawn node: ${placed.unplaced
          .slice(0, 3)
          .map((d) => `${d.code}: ${d.message}`.slice(0, 100))
          .join("; ")}${placed.unplaced.length > 3 ? " …" : ""}`,
      ]
    : [];
  const text = await draw(graph, {
    format: options.format,
    title: `${format.toUpperCase()} ${inputName(path)}`,
    failures: placed.byNode,
    notes,
  });
  return { format, text, diagnostics, failedNodes: placed.byNode.size };
}
