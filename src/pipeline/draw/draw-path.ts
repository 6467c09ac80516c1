/**
 * `agentc graph <input>`: read the input with its format's reader, run the
 * format's checks to know what failed, and draw. The checks decide only what
 * is marked failed: the picture is drawn whatever they say.
 */
import { existsSync } from "node:fs";
import { basename, dirname } from "node:path";
import { detectFormat, FORMATS, type FormatName } from "../../readers/detect.js";
import { formatDriver } from "../formats/registry.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { draw, type PictureFormat } from "./draw-graph.js";
import { placeFailures } from "./failures.js";

export class DrawInputError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** A short name for the title: the input's base name, with its parent when the base name is only the format's folder (`air`, `.aigx`). */
function inputName(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, "");
  const base = basename(trimmed);
  return ["air", ".aigx", ""].includes(base) && basename(dirname(trimmed)) ? `${basename(dirname(trimmed))}/${base}` : base || path;
}

export interface DrawnInput {
  format: FormatName;
  text: string;
  /** The checks' diagnostics (what the picture marks failed comes from these). */
  diagnostics: readonly Diagnostic[];
  failedNodes: number;
}

export async function drawPath(path: string, options: { format?: PictureFormat; formatName?: FormatName } = {}): Promise<DrawnInput> {
  if (!existsSync(path)) throw new DrawInputError(`${path}: no such file or directory`, "AGC-IO-NOT-FOUND");
  const format = options.formatName ?? detectFormat(path);
  if (!format) throw new DrawInputError(`cannot tell which format ${path} is (expected one of ${FORMATS.join(", ")})`, "AGC-DETECT");
  const driver = await formatDriver(format);
  if (!driver) throw new DrawInputError(`${format.toUpperCase()} is not supported by this version of agentc yet`, "AGC-UNSUPPORTED");
  const checked = await driver.validate(path, {});
  const { graph, diagnostics: loadDiagnostics } = await driver.load(path);
  // The checks' diagnostics, and what only reading found (e.g. a line that does not parse).
  const seen = new Set(checked.diagnostics.map((d) => `${d.code}\u0000${d.file}\u0000${d.line}\u0000${d.message}`));
  const diagnostics = [...checked.diagnostics, ...loadDiagnostics.filter((d) => !seen.has(`${d.code}\u0000${d.file}\u0000${d.line}\u0000${d.message}`))];
  const placed = placeFailures(graph, diagnostics);
  const notes = placed.unplaced.length ? [`${placed.unplaced.length} failing check${placed.unplaced.length === 1 ? " names" : "s name"} no drawn node: ${placed.unplaced.slice(0, 3).map((d) => `${d.code}: ${d.message}`.slice(0, 100)).join("; ")}${placed.unplaced.length > 3 ? " …" : ""}`] : [];
  const text = await draw(graph, { format: options.format, title: `${format.toUpperCase()} ${inputName(path)}`, failures: placed.byNode, notes });
  return { format, text, diagnostics, failedNodes: placed.byNode.size };
}
