/**
 * What the lowering of a session log produces: AEGX records still to be written, whose parents are
 * named by the log's own keys (a `uuid`, a call id). The append step (src/pipeline/sessions.ts)
 * resolves them to recordIds in order, since a recordId covers its parents' ids.
 */
import type { Json, JsonObject } from "../../../ir/json/value.js";
import type { Principal, RecordType } from "../../../ir/dialects/aegx/constants.js";

export interface DraftRecord {
  /** The log key this record stands for (what later items name as their parent). */
  key: string;
  sessionId: string;
  type: RecordType;
  principal: Principal;
  taint: string[];
  /** Log keys of the parents; one that is not resolved falls back to the session's start. */
  parentKeys: string[];
  meta: JsonObject;
  /** The payload's value: inline, or a blob when its JSON is larger than the inline limit. */
  value: Json;
  /** Where in the log (for diagnostics). */
  file: string;
  line: number;
}

export const DRAFTS = "sessions.drafts";
export const SKIPPED = "sessions.skipped";
export const TOOL = "sessions.tool";
/** Set when the reader has given its last item (the window just read is the log's last). */
export const DONE = "sessions.done";
/** Per file, across windows: keys seen (verify), whether anything is recordable, calls and working directories (lower). */
export const SEEN = "sessions.seen";
export const RECORDABLE = "sessions.recordable";
export const CALLS = "sessions.calls";
export const CWDS = "sessions.cwds";
/** The run across files (SessionRun): what earlier files defined. */
export const RUN = "sessions.run";
