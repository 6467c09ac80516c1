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
import type { ImportOptions, ImportResult } from "./pipeline/rules/import-repository.js";
import type { ExportOptions, ExportResult } from "./pipeline/rules/export-genome.js";

export { parse, type Parsed } from "./pipeline/parse.js";
export { validate, type Validation } from "./pipeline/validate.js";
export { roundtrip, type RoundtripResult } from "./pipeline/roundtrip.js";
export { emit, type EmitOptions } from "./pipeline/emit.js";
export { registerFormat, formatNames } from "./formats/registry.js";
export { listPasses, type PassInfo } from "./pipeline/passes.js";
// What a diagnostic code means and how to fix it (`agentc explain`, docs/codes.md).
export { explainCode, nearestCode, formatExplanation, codesMarkdown, codeDocPath, type Explanation } from "../ir/diagnostics/explain.js";
export { conversions, defaultOutput, ConvertError, type ConvertOptions, type ConvertResult, type Conversion } from "./pipeline/convert.js";
export { AgentcInputError as UnsupportedFormatError } from "./pipeline/input-error.js";
export type { ImportOptions, ImportResult } from "./pipeline/rules/import-repository.js";
export type { ExportOptions, ExportResult } from "./pipeline/rules/export-genome.js";

/** Convert between formats; see ConvertOptions (`write: false` returns the checked output without writing). */
export async function convert(input: string, to: string, options: Omit<ConvertOptions, "to"> = {}): Promise<ConvertResult> {
  return convertPath(input, { ...options, to });
}

/** `parse` under its earlier name. */
export async function load(path: string, format?: string): Promise<{ format: string; graph: Graph; diagnostics: Diagnostic[] }> {
  const { parse } = await import("./pipeline/parse.js");
  return parse(path, { format });
}

/** Every coding agent's instruction files of a repository into one AIGX genome (`<output>/.aigx/`). Loads the AIGX grammar on first use. */
export async function importRepository(root: string, options: ImportOptions = {}): Promise<ImportResult> {
  return (await import("./pipeline/rules/import-repository.js")).importRepository(root, options);
}

/** A genome's rules as each target's files in a project directory (`["all"]` for every rule format). */
export async function exportGenome(genomeRoot: string, formats: readonly string[], projectDir: string, options: ExportOptions = {}): Promise<ExportResult> {
  return (await import("./pipeline/rules/export-genome.js")).exportGenome(genomeRoot, formats, projectDir, options);
}

/** The rule formats `exportGenome` can write. */
export async function ruleTargets(): Promise<string[]> {
  return (await import("./pipeline/rules/export-genome.js")).ruleTargets();
}
