/**
 * The library: the same pipeline the CLI runs.
 *   parse(path)            → the graph of the path's dialect
 *   validate(path)         → every check of its format
 *   convert(path, to)      → read, verify, raise to core, lower, verify, write
 *   roundtrip(path)        → write and re-read in memory, compare
 *   emit(graph, format)    → files in memory (and on disk with `output`)
 *   registerFormat(format) → a new format takes part in every conversion
 */
import type { Graph } from "../ir/graph/graph.js";
import type { Diagnostic } from "../ir/diagnostics/diagnostic.js";
import { convertPath, type ConvertOptions, type ConvertResult } from "./pipeline/convert.js";

export { parse, type Parsed } from "./pipeline/parse.js";
export { validate, type Validation } from "./pipeline/validate.js";
export { roundtrip, type RoundtripResult } from "./pipeline/roundtrip.js";
export { emit, type EmitOptions } from "./pipeline/emit.js";
export { registerFormat, formatNames } from "./pipeline/formats/registry.js";
export { listPasses, type PassInfo } from "./pipeline/passes.js";
export { conversions, defaultOutput, ConvertError, type ConvertOptions, type ConvertResult, type Conversion } from "./pipeline/convert.js";
export { AgentcInputError as UnsupportedFormatError } from "./pipeline/input-error.js";

/** Convert between formats; see ConvertOptions (`write: false` returns the checked output without writing). */
export async function convert(input: string, to: string, options: Omit<ConvertOptions, "to"> = {}): Promise<ConvertResult> {
  return convertPath(input, { ...options, to });
}

/** `parse` under its earlier name. */
export async function load(path: string, format?: string): Promise<{ format: string; graph: Graph; diagnostics: Diagnostic[] }> {
  const { parse } = await import("./pipeline/parse.js");
  return parse(path, { format });
}
