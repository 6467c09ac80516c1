/**
 * A session as people read it: prompts, tool calls with their outcome, files written, failures and
 * what was tainted, in the order it happened. Read from the records of an AEGX graph that
 * `aegx from` wrote (records with `meta.source` and `meta.sessionId`); other records are counted only.
 */
import type { Graph } from "../../../ir/graph/graph.js";
import { isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";

export interface TimelineEvent {
  time: string;
  kind: "prompt" | "reply" | "summary" | "tool" | "file-read" | "file-write" | "file-delete" | "network";
  text: string;
  /** tool: `ok`, `error` or `no result`. */
  outcome?: "ok" | "error" | "no result";
  tool?: string;
  taint?: string[];
  recordId: string;
}

export interface SessionTimeline {
  sessionId: string;
  source: string;
  start: string;
  cwd?: string;
  events: TimelineEvent[];
  counts: {
    prompts: number;
    toolCalls: number;
    failures: number;
    unanswered: number;
    filesWritten: number;
    tainted: number;
  };
}

const short = (s: string, n = 100): string => {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

/** The readable text of message content: a string, or the text of its `text` / `input_text` / `output_text` blocks. */
export function textOf(content: Json | undefined): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content
      .map((b) => (typeof b === "string" ? b : isJsonObject(b) && typeof b.text === "string" ? b.text : ""))
      .filter(Boolean)
      .join(" ");
  if (isJsonObject(content)) return textOf(content.output ?? content.text ?? null);
  return "";
}

function inlineOf(attrs: JsonObject): Json | undefined {
  const p = attrs.payload;
  return isJsonObject(p) && "inline" in p ? p.inline : undefined;
}

function blobNote(attrs: JsonObject): string {
  const p = attrs.payload;
  return isJsonObject(p) && typeof p.blob === "string"
    ? `(in blob ${p.blob.slice(0, 12)}…, ${String(p.size)} bytes)`
    : "";
}

export function sessionTimelines(graph: Graph): SessionTimeline[] {
  const sessions = new Map<string, SessionTimeline>();
  const callOf = new Map<string, TimelineEvent>();
  for (const node of graph.nodes("aegx.Record")) {
    const a = node.attrs;
    const meta = isJsonObject(a.meta) ? a.meta : undefined;
    if (!meta || typeof meta.sessionId !== "string" || typeof meta.source !== "string") continue;
    const sid = meta.sessionId;
    const time = typeof meta.time === "string" ? meta.time : String(meta.ts);
    const taint = (a.taint as string[]).length ? (a.taint as string[]) : undefined;
    const recordId = node.id;
    const inline = inlineOf(a);
    const body = isJsonObject(inline) ? inline : undefined;
    let s = sessions.get(sid);
    if (a.type === "SessionStart") {
      if (!s)
        sessions.set(
          sid,
          (s = {
            sessionId: sid,
            source: meta.source,
            start: time,
            events: [],
            counts: { prompts: 0, toolCalls: 0, failures: 0, unanswered: 0, filesWritten: 0, tainted: 0 },
          }),
        );
      if (body && typeof body.cwd === "string") s.cwd = body.cwd;
      continue;
    }
    if (!s) continue;
    if (taint) s.counts.tainted++;
    const push = (e: Omit<TimelineEvent, "time" | "recordId">): TimelineEvent => {
      const ev: TimelineEvent = { time, recordId, ...e, ...(taint ? { taint } : {}) };
      s!.events.push(ev);
      return ev;
    };
    switch (a.type) {
      case "SessionMessage": {
        const role = typeof meta.role === "string" ? meta.role : "";
        const text = body ? short(textOf(body.content)) : blobNote(a);
        if (role === "user") {
          s.counts.prompts++;
          push({ kind: "prompt", text });
        } else push({ kind: role === "summary" ? "summary" : "reply", text });
        break;
      }
      case "ToolCall": {
        s.counts.toolCalls++;
        s.counts.unanswered++;
        const tool = typeof meta.tool === "string" ? meta.tool : "";
        const input = body ? body.input : undefined;
        const hint = isJsonObject(input)
          ? [input.file_path, input.path, input.command, input.url, input.query, input.pattern].find(
              (x) => typeof x === "string",
            )
          : typeof input === "string"
            ? input
            : undefined;
        callOf.set(
          recordId,
          push({ kind: "tool", tool, text: hint ? short(String(hint), 80) : "", outcome: "no result" }),
        );
        break;
      }
      case "ToolResult": {
        const call = callOf.get((a.parents as string[])[0] ?? "");
        if (call) {
          if (call.outcome === "no result") s.counts.unanswered--;
          call.outcome = meta.error === true ? "error" : "ok";
          if (taint) call.taint = [...new Set([...(call.taint ?? []), ...taint])].sort();
        }
        if (meta.error === true) s.counts.failures++;
        break;
      }
      case "FileWrite":
      case "FileDelete":
        s.counts.filesWritten++;
        push({
          kind: a.type === "FileWrite" ? "file-write" : "file-delete",
          text: typeof meta.path === "string" ? meta.path : "",
        });
        break;
      case "FileRead":
        push({ kind: "file-read", text: typeof meta.path === "string" ? meta.path : "" });
        break;
      case "NetworkRequest":
        push({ kind: "network", text: body ? String(body.url ?? body.query ?? "") : "" });
        break;
    }
  }
  return [...sessions.values()];
}

const MARK: Record<TimelineEvent["kind"], string> = {
  prompt: "> ",
  reply: "< ",
  summary: "# ",
  tool: "$ ",
  "file-read": "r ",
  "file-write": "w ",
  "file-delete": "d ",
  network: "@ ",
};

export function formatTimelines(ts: readonly SessionTimeline[]): string {
  const lines: string[] = [];
  for (const t of ts) {
    const c = t.counts;
    lines.push("", `session ${t.sessionId} (${t.source}) from ${t.start}${t.cwd ? ` in ${t.cwd}` : ""}`);
    lines.push(
      `  ${c.prompts} prompts, ${c.toolCalls} tool calls (${c.failures} failed, ${c.unanswered} without result), ${c.filesWritten} files written, ${c.tainted} tainted records`,
    );
    for (const e of t.events) {
      const outcome = e.outcome ? ` [${e.outcome}]` : "";
      const taint = e.taint ? ` {${e.taint.join(",")}}` : "";
      const what = e.kind === "tool" ? `${e.tool}${e.text ? ` ${e.text}` : ""}` : e.text;
      lines.push(`  ${e.time.slice(11, 23).padEnd(12)} ${MARK[e.kind]}${what}${outcome}${taint}`);
    }
  }
  return lines.join("\n");
}
