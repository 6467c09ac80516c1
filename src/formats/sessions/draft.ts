/**
 * What the lowering of a session log produces: AEGX records still to be written, whose parents are
 * named by the log's own keys (a `uuid`, a call id). The append step (src/pipeline/sessions.ts)
 * resolves them to recordIds in order, since a recordId covers its parents' ids.
 */
import type { Json, JsonObject } from "../../../ir/json/value.js";
import type { Principal, RecordType } from "../../../ir/dialects/aegx/constants.js";
import type { SessionTool } from "../../../ir/dialects/sessions/model.js";
import type { RecentMap } from "../../../ir/dialects/sessions/recent.js";
import { stateKey } from "../pass.js";
import type { SessionRun } from "./run.js";

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

/** State shared by the passes of one file: the drafts lowered, the lines skipped by reason, the log's tool. */
export const DRAFTS = stateKey<DraftRecord[]>("sessions.drafts");
export const SKIPPED = stateKey<Record<string, number>>("sessions.skipped");
export const TOOL = stateKey<SessionTool>("sessions.tool");
/** Set when the reader has given its last item (the window just read is the log's last). */
export const DONE = stateKey<boolean>("sessions.done");
/** Per file, across windows: keys seen (verify), whether anything is recordable, calls and working directories (lower). */
export const SEEN = stateKey<RecentMap<string, true>>("sessions.seen");
export const RECORDABLE = stateKey<boolean>("sessions.recordable");
export const CALLS = stateKey<RecentMap<string, CallInfo>>("sessions.calls");
export const CWDS = stateKey<Map<string, string | undefined>>("sessions.cwds");
/** The run across files: what earlier files defined. */
export const RUN = stateKey<SessionRun>("sessions.run");

/** What a result needs of its call (kept across windows; the call's whole input is not). */
export interface CallInfo {
  name: string;
  path?: string;
  patches?: Array<{ path: string; op: "add" | "update" | "delete" | "move" }>;
  url?: string;
  query?: string;
}
