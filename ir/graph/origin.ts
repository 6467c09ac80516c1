/**
 * Where a node came from: a file and, when the reader knows them, the
 * Location's line:col range and JSON pointer (ir/diagnostics/location.ts is the
 * one position shape; diagnostics and ledger entries use the same fields).
 */
import type { Location, Span } from "../diagnostics/location.js";

export type { Location, Span };

/** A node's source: a Location whose file is known. */
export interface Origin extends Omit<Location, "node"> {
  file: string;
}
