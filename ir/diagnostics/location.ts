/**
 * One position shape for everything that points into a source: a diagnostic,
 * a graph node's origin, a loss-ledger entry and a diagnostic's notes. Lines
 * and columns are 1-based; `endCol` is exclusive (as in SARIF). `pointer` is a
 * JSON pointer into the file's document; `node` is a graph node id, so a
 * picture marks the node a diagnostic is about without guessing from lines.
 */
export interface Location {
  file?: string;
  line?: number;
  col?: number;
  /** The end of the range, when the reader knows it. */
  endLine?: number;
  endCol?: number;
  pointer?: string;
  /** The id of the graph node this location is (or lies in). */
  node?: string;
}

/** A line:col range known to start somewhere: the Location's own fields (what a reader's position table maps a pointer to). */
export type Span = Required<Pick<Location, "line" | "col">> & Pick<Location, "endLine" | "endCol">;

/** A secondary location of a diagnostic, with why it matters ("first defined here"): rustc's note, SARIF's relatedLocations. */
export interface Note extends Location {
  message: string;
}

const KEYS = ["file", "line", "col", "endLine", "endCol", "pointer", "node"] as const satisfies ReadonlyArray<
  keyof Location
>;

/** Only the Location fields of a value that has them (an origin, a diagnostic, a ledger entry), defined ones only. */
export function locationOf(at: Location | undefined): Location {
  const out: Location = {};
  if (!at) return out;
  for (const k of KEYS) if (at[k] !== undefined) (out as Record<string, unknown>)[k] = at[k];
  return out;
}

/** A note pointing at `at` (typically a graph node's origin, plus the node's id). */
export function note(message: string, at: Location | undefined): Note {
  return { message, ...locationOf(at) };
}
