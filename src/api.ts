/**
 * The format-independent library entry points: `load`, `validate`, `emit`,
 * `convert`. They detect the format of a path and dispatch to its driver.
 */
import { detectFormat, FORMATS, type FormatName } from "./readers/detect.js";
import { formatDriver } from "./pipeline/formats/registry.js";
import type { FormatDriver, LoadedGraph, RoundtripReport, ValidationReport } from "./pipeline/formats/driver.js";
import type { Graph } from "../ir/graph/graph.js";
import type { ConvertOptions, ConvertResult } from "./pipeline/convert/convert.js";

export class UnsupportedFormatError extends Error {
  readonly code: string;
  constructor(message: string, code = "AGC-UNSUPPORTED") {
    super(message);
    this.code = code;
  }
}

async function driver(path: string, format?: FormatName): Promise<{ format: FormatName; driver: FormatDriver }> {
  const f = format ?? detectFormat(path);
  if (!f) throw new UnsupportedFormatError(`cannot tell which format ${path} is (expected one of ${FORMATS.join(", ")})`, "AGC-DETECT");
  const d = await formatDriver(f);
  if (!d) throw new UnsupportedFormatError(`${f.toUpperCase()} is not supported by this version of agentc yet`);
  return { format: f, driver: d };
}

/** Read a file, directory or archive into the graph of its format's dialect. */
export async function load(path: string, format?: FormatName): Promise<LoadedGraph & { format: FormatName }> {
  const { format: f, driver: d } = await driver(path, format);
  return { format: f, ...(await d.load(path)) };
}

/** Run every check of the path's format. */
export async function validate(path: string, options: { strict?: boolean; format?: FormatName } = {}): Promise<ValidationReport & { format: FormatName }> {
  const { format: f, driver: d } = await driver(path, options.format);
  return { format: f, ...(await d.validate(path, options)) };
}

/** Parse, emit and re-parse in the same format, and report any difference. */
export async function roundtrip(path: string): Promise<RoundtripReport & { format: FormatName }> {
  const { format: f, driver: d } = await driver(path);
  return { format: f, ...(await d.roundtrip(path)) };
}

/** Write a graph in a format. */
export async function emit(graph: Graph, format: FormatName, out: string, options: { force?: boolean } = {}): Promise<void> {
  if (format === "aegx") {
    const { emitAegxBundle } = await import("../emitters/aegx/emit-bundle.js");
    emitAegxBundle(graph, out, options);
    return;
  }
  if (format === "air") {
    const { worldFromGraph } = await import("./readers/air/world-from-graph.js");
    const { validateAir } = await import("./passes/air/validate-world.js");
    const { emitAirWorld } = await import("../emitters/air/world.js");
    const v = validateAir(worldFromGraph(graph));
    const errors = v.diagnostics.filter((d) => d.severity === "error");
    if (errors.length) throw new UnsupportedFormatError(`the AIR graph does not validate: ${errors[0]!.message}${errors.length > 1 ? ` (+${errors.length - 1} more)` : ""}`, "AIR-INVALID");
    emitAirWorld(v.resolved, out, { force: options.force, blobs: new Map(graph.blobs.hashes().map((h) => [`sha256:${h}`, graph.blobs.get(h)!])) });
    return;
  }
  throw new UnsupportedFormatError(`emitting ${format.toUpperCase()} is not supported by this version of agentc yet`);
}

/**
 * Convert between formats (the mappings of DESIGN.md section 3): the output is
 * verified by its own format's checks before it is written; the result lists
 * what was written and the loss ledger.
 */
export async function convert(input: string, to: FormatName, options: Omit<ConvertOptions, "to"> = {}): Promise<ConvertResult> {
  const { convertPath } = await import("./pipeline/convert/convert.js");
  return convertPath(input, { ...options, to });
}
