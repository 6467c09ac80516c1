/**
 * Codex rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`): lines `{timestamp, type, payload}`.
 * `session_meta` starts the session; `response_item` carries the turns (`message`, `function_call`,
 * `custom_tool_call`, `local_shell_call`, their outputs by `call_id`). A rollout has no threading of
 * its own, so each item follows the one before it; an output follows its call. `event_msg`,
 * `turn_context` and `reasoning` items repeat or summarise what the turns say and are counted, not read.
 */
import { basename } from "node:path";
import type { Json, JsonObject } from "../../../ir/json/value.js";
import type { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { callKey, type SessionItem } from "../../../ir/dialects/sessions/model.js";
import { jsonLines } from "./lines.js";
import { asJson, isObject, isTime, str } from "./values.js";
import type { ReadOutcome } from "./claude-code.js";

const CALLS = new Set(["function_call", "custom_tool_call", "local_shell_call", "web_search_call"]);
const OUTPUTS = new Set(["function_call_output", "custom_tool_call_output"]);

function argumentsOf(p: Record<string, unknown>): Json {
  if (typeof p.arguments === "string") {
    try {
      return asJson(JSON.parse(p.arguments));
    } catch {
      return p.arguments;
    }
  }
  return asJson(p.arguments ?? p.input ?? p.action ?? null);
}

/** A function output: the text, and whether it failed (a nonzero exit code in its metadata). */
function outputOf(p: Record<string, unknown>): { output: Json; isError: boolean } {
  const raw = p.output;
  let parsed: unknown = raw;
  if (typeof raw === "string") {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = raw;
    }
  }
  const exit = isObject(parsed) && isObject(parsed.metadata) ? parsed.metadata.exit_code : undefined;
  const failed = (typeof exit === "number" && exit !== 0) || (isObject(raw) && raw.success === false);
  return { output: asJson(raw ?? null), isError: failed };
}

export function* readCodex(path: string, diagnostics: Diagnostics, outcome: ReadOutcome): Generator<SessionItem[]> {
  const skipped = outcome.skipped;
  const out: SessionItem[] = [];
  const emit = (item: SessionItem): void => void out.push(item);
  const skip = (t: string): void => void (skipped[t] = (skipped[t] ?? 0) + 1);
  let session: string | undefined;
  let last: string | undefined;
  let lastTime: string | undefined;
  const begin = (sessionId: string, time: string | undefined, line: number, p: Record<string, unknown>): void => {
    session = sessionId;
    const meta: JsonObject = {};
    for (const k of ["originator", "source", "model_provider"]) if (typeof p[k] === "string") meta[k] = p[k] as string;
    if (typeof p.cli_version === "string") meta.version = p.cli_version;
    if (isObject(p.git)) meta.git = asJson(p.git);
    const cwd = str(p.cwd);
    if (cwd !== undefined) meta.cwd = cwd;
    emit({ kind: "session", key: `session:${sessionId}`, sessionId, time, line, cwd, meta });
    last = undefined;
  };
  for (const { line, value, bytes } of jsonLines(path, diagnostics)) {
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
    const own = str(value.timestamp);
    const time = own ?? lastTime;
    if (own !== undefined && isTime(own)) lastTime = own;
    const type = str(value.type) ?? "";
    const p = isObject(value.payload) ? value.payload : undefined;
    if (type === "session_meta" && p) {
      begin(str(p.id) ?? basename(path).replace(/\.jsonl$/i, ""), str(p.timestamp) ?? time, line, p);
      continue;
    }
    if (type !== "response_item" || !p) {
      skip(type || "(no type)");
      continue;
    }
    if (session === undefined) begin(basename(path).replace(/\.jsonl$/i, ""), time, line, {});
    const sid = session as string;
    const kind = str(p.type) ?? "";
    const key = `line:${line}`;
    if (kind === "message") {
      // A rollout line has no id of its own: its line number tells two equal messages apart.
      emit({
        kind: "message",
        key,
        parent: last,
        sessionId: sid,
        time,
        line,
        role: str(p.role) ?? "",
        content: asJson(p.content ?? null),
        meta: { line },
      });
      last = key;
    } else if (CALLS.has(kind)) {
      const id = str(p.call_id) ?? str(p.id) ?? key;
      const meta: JsonObject = kind === "function_call" ? {} : { itemType: kind };
      if (typeof p.status === "string") meta.status = p.status;
      emit({
        kind: "tool-call",
        key: callKey(id),
        parent: last,
        sessionId: sid,
        time,
        line,
        callId: id,
        name: str(p.name) ?? kind.replace(/_call$/, ""),
        input: argumentsOf(p),
        meta,
      });
      last = callKey(id);
      // A web search is one item, call and outcome at once (no output item follows, 0.46 to 0.104):
      // its status is its result, so the call is not left unanswered.
      if (kind === "web_search_call" && typeof p.status === "string") {
        emit({
          kind: "tool-result",
          key: `result:${id}:${line}`,
          parent: callKey(id),
          sessionId: sid,
          time,
          line,
          callId: id,
          output: p.status,
          isError: p.status !== "completed",
          meta: { itemType: kind },
        });
        last = `result:${id}:${line}`;
      }
    } else if (OUTPUTS.has(kind)) {
      const id = str(p.call_id) ?? "";
      const { output, isError } = outputOf(p);
      emit({
        kind: "tool-result",
        key: `result:${id}:${line}`,
        parent: callKey(id),
        sessionId: sid,
        time,
        line,
        callId: id,
        output,
        isError,
        meta: {},
      });
      last = `result:${id}:${line}`;
    } else skip(`response_item/${kind || "(no type)"}`);
  }
  if (out.length) yield out.splice(0);
}
