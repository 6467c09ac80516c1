/**
 * Claude Code transcripts (`~/.claude/projects/<project>/<session>.jsonl`): one event per line,
 * `type` user / assistant / system / summary (others, such as file-history-snapshot or progress,
 * carry no turn and are counted, not read), threaded by `uuid` / `parentUuid`; a message's
 * `content` is text or blocks (`text`, `thinking`, `image`, `tool_use`, `tool_result`).
 */
import { basename } from "node:path";
import type { Json, JsonObject } from "../../../ir/json/value.js";
import type { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { agentAlias, callKey, promptAlias, spawnKey, type SessionItem } from "../../../ir/dialects/sessions/model.js";
import { RecentMap } from "../../../ir/dialects/sessions/recent.js";
import { jsonLines } from "./lines.js";
import { asJson, isObject, isTime, str } from "./values.js";

export interface ReadOutcome {
  /** Event types seen but not read into items, with counts. */
  skipped: Record<string, number>;
  /** Bytes of the log read so far (the read pass cuts a long log into windows by it). */
  bytes: number;
  /**
   * Other names of a log key learnt while reading (a subagent's spawn key → the `Task` call that
   * spawned it); the read pass hands them to the run, which may meet the name in a later file.
   */
  links?: SpawnLink[];
}

/** `alias` (a `spawnKey` part) names the item whose key is `target`, in session `sessionId`. */
export interface SpawnLink {
  sessionId: string;
  alias: string;
  target: string;
}

/** A reader: the log's items, a line's (or span's) at a time, as it reads; `outcome` fills as it goes. */
export type SessionReader = (path: string, diagnostics: Diagnostics, outcome: ReadOutcome) => Generator<SessionItem[]>;

/** The tool that starts a subagent (named `Task` until Claude Code 2.1, `Agent` in some later versions). */
const SPAWN_TOOLS = new Set(["Task", "Agent"]);

/** The text a subagent's first event says (its prompt), or undefined when it holds blocks other than text. */
function promptText(content: unknown): string | undefined {
  if (typeof content === "string") return content;
  if (Array.isArray(content) && content.length === 1 && isObject(content[0]) && content[0].type === "text")
    return str(content[0].text);
  return undefined;
}

const KEPT_EVENT_FIELDS = [
  "uuid",
  "parentUuid",
  "logicalParentUuid",
  "isSidechain",
  "isMeta",
  "agentId",
  "subtype",
  "leafUuid",
] as const;

export function* readClaudeCode(
  path: string,
  diagnostics: Diagnostics,
  outcome: ReadOutcome,
): Generator<SessionItem[]> {
  const skipped = outcome.skipped;
  const out: SessionItem[] = [];
  const emit = (item: SessionItem): void => void out.push(item);
  /** The key of the last item each event (by uuid) produced: what an event naming it as parent follows. */
  const anchor = new RecentMap<string, string | undefined>();
  const sessions = new Set<string>();
  const pending: SessionItem[] = [];
  let session: string | undefined;
  let lastTime: string | undefined;
  const fileStem = basename(path).replace(/\.jsonl$/i, "");
  const link = (sessionId: string, alias: string, target: string): void =>
    void (outcome.links ??= []).push({ sessionId, alias, target });

  const start = (sessionId: string, o: Record<string, unknown>, line: number): void => {
    if (sessions.has(sessionId)) return;
    sessions.add(sessionId);
    const meta: JsonObject = {};
    for (const k of ["version", "gitBranch", "userType", "entrypoint"])
      if (typeof o[k] === "string" && o[k] !== "") meta[k] = o[k] as string;
    const cwd = str(o.cwd);
    if (cwd !== undefined) meta.cwd = cwd;
    emit({
      kind: "session",
      key: `session:${sessionId}`,
      sessionId,
      time: str(o.timestamp) ?? lastTime,
      line,
      cwd,
      meta,
    });
  };

  for (const { line, value, bytes } of jsonLines(path, diagnostics)) {
    // What the line before made, handed on before this one is read.
    if (out.length) yield out.splice(0);
    outcome.bytes += bytes;
    if (!isObject(value)) {
      diagnostics.warning("AEGX-SESSION-PARSE", `line ${line} is not a JSON object; it is skipped`, {
        file: path,
        line,
        col: 1,
      });
      continue;
    }
    const o = value;
    const type = str(o.type) ?? "";
    const own = str(o.timestamp);
    const time = own ?? lastTime;
    if (own !== undefined && isTime(own)) lastTime = own;
    const sid = str(o.sessionId);
    if (sid !== undefined) {
      session = sid;
      start(sid, o, line);
      for (const p of pending.splice(0)) emit({ ...p, sessionId: sid, time: p.time ?? time });
    }
    const meta: JsonObject = {};
    for (const k of KEPT_EVENT_FIELDS)
      if (o[k] !== undefined && o[k] !== null && o[k] !== false) meta[k] = asJson(o[k]);
    const uuid = str(o.uuid) ?? `line:${line}`;
    // An event without a uuid (an old summary line) is told apart by its line.
    if (o.uuid === undefined) meta.line = line;
    const parentUuid = str(o.parentUuid) ?? str(o.logicalParentUuid);
    const follows =
      parentUuid !== undefined ? (anchor.has(parentUuid) ? anchor.get(parentUuid) : parentUuid) : undefined;

    if (type === "summary") {
      // A summary line names the last event it summarises (`leafUuid`); it follows the session's start.
      const item: SessionItem = {
        kind: "message",
        key: uuid,
        sessionId: session ?? "",
        time,
        line,
        role: "summary",
        content: asJson(o.summary ?? (isObject(o.message) ? o.message.content : null)),
        meta,
      };
      if (session === undefined) pending.push(item);
      else emit(item);
      anchor.set(uuid, uuid);
      continue;
    }
    if (type !== "user" && type !== "assistant" && type !== "system") {
      const why = type || "(no type)";
      skipped[why] = (skipped[why] ?? 0) + 1;
      // Since 2.1, progress events sit in the uuid chain: an event naming one follows what it followed.
      if (typeof o.uuid === "string") anchor.set(o.uuid, follows);
      // A subagent's progress names the Task call that runs it (`parentToolUseID`) and its agentId.
      const data = isObject(o.data) ? o.data : undefined;
      if (session !== undefined && data?.type === "agent_progress" && str(data.agentId) && str(o.parentToolUseID)) {
        link(session, agentAlias(str(data.agentId)!), callKey(str(o.parentToolUseID)!));
      }
      continue;
    }
    if (session === undefined) {
      session = fileStem;
      start(session, o, line);
      for (const p of pending.splice(0)) emit({ ...p, sessionId: session, time: p.time ?? time });
    }
    const message = isObject(o.message) ? o.message : undefined;
    const content: unknown = message ? message.content : o.content;
    if (message && typeof message.model === "string") meta.model = message.model;
    if (message && typeof message.id === "string") meta.messageId = message.id;
    const role = type === "system" ? "system" : (str(message?.role) ?? type);

    const blocks: unknown[] = Array.isArray(content)
      ? content
      : content === undefined || content === null
        ? []
        : [content];
    const said: Json[] = [];
    const calls: unknown[] = [];
    const results: unknown[] = [];
    for (const b of blocks) {
      if (isObject(b) && b.type === "tool_use") calls.push(b);
      else if (isObject(b) && b.type === "tool_result") results.push(b);
      else said.push(asJson(b));
    }
    let last = follows;
    // A subagent's first event (its sidechain's root) follows the Task call that spawned it: by the
    // agentId the main log tied to the call, else by the prompt (docs/decisions.md).
    if (o.isSidechain === true && parentUuid === undefined && type === "user") {
      const prompt = promptText(content);
      last = spawnKey(str(o.agentId), prompt === undefined ? undefined : promptAlias(prompt));
    }
    const root = last;
    if (said.length) {
      emit({
        kind: "message",
        key: uuid,
        parent: root,
        sessionId: session,
        time,
        line,
        role,
        content: typeof content === "string" ? content : said,
        meta,
      });
      last = uuid;
    }
    const speaker = last;
    for (const c of calls) {
      const call = c as Record<string, unknown>;
      const id = str(call.id) ?? `${uuid}#${calls.indexOf(c)}`;
      emit({
        kind: "tool-call",
        key: callKey(id),
        parent: speaker,
        sessionId: session,
        time,
        line,
        callId: id,
        name: str(call.name) ?? "",
        input: asJson(call.input ?? null),
        meta: { ...meta },
      });
      const prompt = isObject(call.input) ? str(call.input.prompt) : undefined;
      if (SPAWN_TOOLS.has(str(call.name) ?? "") && prompt !== undefined)
        link(session, promptAlias(prompt), callKey(id));
      last = callKey(id);
    }
    // A Task's result names the subagent it ran (`toolUseResult.agentId`, since 2.0).
    const ran = isObject(o.toolUseResult) ? str(o.toolUseResult.agentId) : undefined;
    if (ran !== undefined && results.length === 1)
      link(session, agentAlias(ran), callKey(str((results[0] as Record<string, unknown>).tool_use_id) ?? ""));
    for (const r of results) {
      const res = r as Record<string, unknown>;
      const id = str(res.tool_use_id) ?? "";
      emit({
        kind: "tool-result",
        key: `result:${id}:${uuid}`,
        parent: callKey(id),
        sessionId: session,
        time,
        line,
        callId: id,
        output: asJson(res.content ?? null),
        isError: res.is_error === true,
        meta: { ...meta },
      });
      last = `result:${id}:${uuid}`;
    }
    anchor.set(uuid, last);
  }
  if (out.length) yield out.splice(0);
}
