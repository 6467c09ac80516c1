/** What each format offers the generic commands (validate, inspect, convert, roundtrip). */
import type { Graph } from "../../../ir/graph/graph.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";

export interface ValidationReport {
  exitCode: number;
  diagnostics: Diagnostic[];
  result?: unknown;
  summary: string;
}

export interface LoadedGraph {
  graph: Graph;
  diagnostics: readonly Diagnostic[];
}

export interface RoundtripReport {
  identical: boolean;
  differences: string[];
  diagnostics: readonly Diagnostic[];
}

export interface FormatDriver {
  validate(path: string, options: { strict?: boolean }): Promise<ValidationReport>;
  load(path: string): Promise<LoadedGraph>;
  roundtrip(path: string): Promise<RoundtripReport>;
}

