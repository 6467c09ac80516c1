/**
 * `sessions.verify`: what a log must hold for its evidence to say what happened — a time on every
 * event, a call before each result, parents that are in the log (or in a log read before it).
 * Problems are warnings (the record is still written, threaded to its session's start); a log
 * with nothing to record is an error.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import type { SessionItemAttrs } from "../../../ir/dialects/sessions/model.js";
import { RecentMap } from "../../../ir/dialects/sessions/recent.js";
import type { PassContext } from "../pass.js";
import { DONE, RECORDABLE, RUN, SEEN } from "./draft.js";
import { isTime } from "./values.js";

export function sessionItems(ctx: PassContext): SessionItemAttrs[] {
  return ctx.graph.nodes("sessions.Item").map((n) => n.attrs);
}

export function verifySessionItems(ctx: PassContext): readonly Diagnostic[] {
  const ds = new Diagnostics();
  const run = ctx.state.get(RUN);
  const items = sessionItems(ctx);
  if (items.some((i) => i.kind !== "session")) ctx.state.set(RECORDABLE, true);
  if (ctx.state.get(DONE) === true && ctx.state.get(RECORDABLE) !== true) {
    ds.error("AEGX-SESSION-EMPTY", "the log holds no message, tool call or tool result to record", {
      file: ctx.input,
      line: 1,
    });
    return ds.all;
  }
  // Keys seen in the windows of this log read before this one, too.
  let seen = ctx.state.get(SEEN);
  if (!seen) ctx.state.set(SEEN, (seen = new RecentMap<string, true>()));
  // A line that starts a session gives two items (the session and its event): one warning a line.
  let timeWarnedAt: number | undefined;
  for (const item of items) {
    const at = { file: ctx.input, line: item.line };
    if ((item.time === undefined || !isTime(item.time)) && item.line !== timeWarnedAt) {
      timeWarnedAt = item.line;
      ds.warning(
        "AEGX-SESSION-TIME",
        item.time === undefined
          ? "the event has no timestamp; the one before it is used"
          : `timestamp ${JSON.stringify(item.time)} is not RFC 3339; the one before it is used`,
        at,
      );
    }
    const known = (key: string): boolean => {
      const target = run ? run.resolve(item.sessionId, key) : key;
      return target !== undefined && (seen!.has(target) || (run?.hasKey(item.sessionId, target) ?? false));
    };
    if (item.parent !== undefined && !known(item.parent)) {
      if (item.kind === "tool-result")
        ds.warning(
          "AEGX-SESSION-ORPHAN-RESULT",
          `tool result for call ${JSON.stringify(item.callId)}, which is not in the log before it; it is recorded under the session's start`,
          at,
        );
      else if (item.parent.startsWith("spawn:"))
        ds.warning(
          "AEGX-SESSION-PARENT",
          "the subagent's first event names no Task call of the logs read before it (by agentId or prompt); it is recorded under the session's start",
          at,
        );
      else
        ds.warning(
          "AEGX-SESSION-PARENT",
          `the event follows ${JSON.stringify(item.parent)}, which is not in the log before it; it is recorded under the session's start`,
          at,
        );
    }
    seen!.set(item.key, true);
  }
  return ds.all;
}
