/**
 * What each format offers the generic commands (validate, inspect, convert,
 * roundtrip). Format modules are imported only when a command needs them.
 */
import type { Graph } from "../../ir/graph/graph.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { FormatName } from "./detect.js";

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

const drivers: Partial<Record<FormatName, () => Promise<FormatDriver>>> = {
  aegx: async () => (await import("./aegx/driver.js")).aegxDriver,
  air: async () => (await import("./air/driver.js")).airDriver,
  aix: async () => (await import("./aix/driver.js")).aixDriver,
  uaix: async () => (await import("./uaix/driver.js")).uaixDriver,
  aigx: async () => (await import("./aigx/driver.js")).aigxDriver,
};

export async function formatDriver(format: FormatName): Promise<FormatDriver | undefined> {
  const load = drivers[format];
  return load ? load() : undefined;
}
