/** Small helpers the views share: reading attributes of lossless JSON nodes. */
import { isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";

export function str(v: Json | undefined): string | undefined {
  return typeof v === "string" ? v : undefined;
}

export function obj(v: Json | undefined): JsonObject | undefined {
  return isJsonObject(v) ? v : undefined;
}

export function arr(v: Json | undefined): Json[] {
  return Array.isArray(v) ? v : [];
}

/** Failures by graph node id: the verifier's reasons, one string per node. */
export type Failures = ReadonlyMap<string, string>;

/** Failures whose node the view did not draw, as `id: why` lines (for the picture's note). */
export function unplaced(failures: Failures | undefined, drawn: (id: string) => boolean): string[] {
  return [...(failures ?? [])].filter(([id]) => !drawn(id)).map(([id, why]) => `${id}: ${why}`);
}
