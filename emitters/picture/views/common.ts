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

/** The dialect part of a key of failures that the view could not place (shown in the note). */
export function unplaced(failures: Failures | undefined, drawn: (id: string) => boolean): string[] {
  return [...(failures ?? [])].filter(([id]) => !drawn(id)).map(([id, why]) => `${id}: ${why}`);
}
