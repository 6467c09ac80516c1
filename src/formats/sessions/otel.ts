/**
 * OpenTelemetry GenAI spans in OTLP JSON (`{"resourceSpans":[{"scopeSpans":[{"spans":[…]}]}]}`, one
 * document or one per line): a span's `gen_ai.operation.name` says what it is — `invoke_agent`
 * (an agent's turn), `chat` / `text_completion` / `generate_content` (a model call), `execute_tool`
 * (a tool call: `gen_ai.tool.name`, `gen_ai.tool.call.id`, `gen_ai.tool.call.arguments`,
 * `gen_ai.tool.call.result`). A session is a `gen_ai.conversation.id`, else a trace. Spans are read
 * in start order (within windows of the file, src/formats/sessions/otlp-stream.ts streams it); a span
 * follows its parent span. Spans without a GenAI operation are counted.
 */
import type { Json, JsonObject } from "../../../ir/json/value.js";
import type { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { callKey, type SessionItem } from "../../../ir/dialects/sessions/model.js";
import { asJson, isObject, nanosToTime, str } from "./values.js";
import { RecentMap } from "../../../ir/dialects/sessions/recent.js";
import { otlpSpans } from "./otlp-stream.js";
import type { ReadOutcome } from "./claude-code.js";

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  start: bigint;
  time?: string;
  attrs: Record<string, Json>;
  failed: boolean;
  resource: Record<string, Json>;
  index: number;
}

function attrValue(v: unknown): Json {
  if (!isObject(v)) return null;
  if ("stringValue" in v) return asJson(v.stringValue);
  if ("intValue" in v) return typeof v.intValue === "string" ? v.intValue : asJson(v.intValue);
  if ("doubleValue" in v) return asJson(v.doubleValue);
  if ("boolValue" in v) return asJson(v.boolValue);
  if (isObject(v.arrayValue)) return Array.isArray(v.arrayValue.values) ? v.arrayValue.values.map(attrValue) : [];
  if (isObject(v.kvlistValue)) return attributes(v.kvlistValue.values);
  return null;
}

function attributes(list: unknown): Record<string, Json> {
  const out: Record<string, Json> = Object.create(null) as Record<string, Json>;
  if (Array.isArray(list))
    for (const a of list) if (isObject(a) && typeof a.key === "string") out[a.key] = attrValue(a.value);
  return out;
}

/** A JSON-valued attribute (messages, arguments, results are often JSON text) as JSON. */
function jsonAttr(v: Json | undefined): Json {
  if (typeof v !== "string") return v ?? null;
  try {
    return asJson(JSON.parse(v));
  } catch {
    return v;
  }
}

/** Spans sorted by start time together, at most (a window: in start order within it, as the file has them across). */
export const OTEL_SORT_WINDOW = 4096;
/** Spans held back waiting for their parent span, at most; past it the oldest goes on without (reported). */
export const OTEL_PENDING_LIMIT = 4096;

function toSpan(s: Record<string, unknown>, resource: Record<string, Json>, index: number): Span {
  const startNs =
    str(s.startTimeUnixNano) ??
    (typeof s.startTimeUnixNano === "number" ? String(Math.trunc(s.startTimeUnixNano)) : "0");
  return {
    traceId: str(s.traceId) ?? "",
    spanId: str(s.spanId) ?? `span-${index}`,
    parentSpanId: str(s.parentSpanId) || undefined,
    name: str(s.name) ?? "",
    start: /^\d+$/.test(startNs) ? BigInt(startNs) : 0n,
    time: nanosToTime(startNs),
    attrs: attributes(s.attributes),
    failed: isObject(s.status) && (s.status.code === 2 || s.status.code === "STATUS_CODE_ERROR"),
    resource,
    index,
  };
}

const byStart = (a: Span, b: Span): number => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.index - b.index);

/**
 * Spans in an order where a parent comes before its children: within a window of the file in start
 * order; a span whose parent is not yet read waits for it (an exporter writes a span when it ends, so
 * children before their parent), at most OTEL_PENDING_LIMIT of them, the oldest going on without
 * past that and at the end (its parent then reported missing by sessions.verify).
 */
function* parentFirst(spans: Iterable<Span>, seen: (id: string) => boolean): Generator<Span> {
  const waiting = new Map<string, Span[]>();
  /** Waiting spans in arrival order (a span leaves it when it goes on). */
  const queue = new Set<Span>();
  function* release(s: Span): Generator<Span> {
    const stack = [s];
    while (stack.length) {
      const x = stack.pop()!;
      queue.delete(x);
      yield x;
      const kids = waiting.get(x.spanId);
      if (kids) {
        waiting.delete(x.spanId);
        kids.sort(byStart);
        for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]!);
      }
    }
  }
  function* evict(): Generator<Span> {
    const oldest = queue.values().next().value as Span;
    const siblings = waiting.get(oldest.parentSpanId!)!;
    siblings.splice(siblings.indexOf(oldest), 1);
    if (siblings.length === 0) waiting.delete(oldest.parentSpanId!);
    yield* release(oldest);
  }
  for (const s of spans) {
    if (s.parentSpanId === undefined || seen(s.parentSpanId)) {
      yield* release(s);
      continue;
    }
    const list = waiting.get(s.parentSpanId);
    if (list) list.push(s);
    else waiting.set(s.parentSpanId, [s]);
    queue.add(s);
    while (queue.size > OTEL_PENDING_LIMIT) yield* evict();
  }
  while (queue.size) yield* evict();
}

export function* readOtel(path: string, diagnostics: Diagnostics, outcome: ReadOutcome): Generator<SessionItem[]> {
  const skipped = outcome.skipped;
  const out: SessionItem[] = [];
  const emit = (item: SessionItem): void => void out.push(item);
  let index = 0;
  let lastResource: unknown;
  let lastAttrs: Record<string, Json> = {};
  /** The file's spans, a sort window at a time. */
  function* windows(): Generator<Span> {
    let batch: Span[] = [];
    for (const raw of otlpSpans(path, diagnostics, outcome)) {
      if (!isObject(raw.span)) continue;
      if (raw.resource !== lastResource) {
        lastResource = raw.resource;
        lastAttrs = attributes(isObject(raw.resource) ? raw.resource.attributes : undefined);
      }
      batch.push(toSpan(raw.span, lastAttrs, ++index));
      if (batch.length >= OTEL_SORT_WINDOW) {
        yield* batch.sort(byStart);
        batch = [];
      }
    }
    yield* batch.sort(byStart);
  }
  /** Each span read, by id: the key its children follow (undefined: the session's start). */
  const anchor = new RecentMap<string, string | undefined>();
  const sessions = new Set<string>();
  for (const s of parentFirst(windows(), (id) => anchor.has(id))) {
    if (out.length) yield out.splice(0);
    const op = str(s.attrs["gen_ai.operation.name"]);
    const parent =
      s.parentSpanId !== undefined
        ? anchor.has(s.parentSpanId)
          ? anchor.get(s.parentSpanId)
          : `span:${s.parentSpanId}`
        : undefined;
    if (op === undefined) {
      // A span outside GenAI (an HTTP request, a function) passes its place in the thread on.
      anchor.set(s.spanId, parent);
      const why = `span/${s.name || "(no name)"}`;
      skipped[why] = (skipped[why] ?? 0) + 1;
      continue;
    }
    const sessionId = str(s.attrs["gen_ai.conversation.id"]) ?? s.traceId;
    if (!sessions.has(sessionId)) {
      sessions.add(sessionId);
      const meta: JsonObject = { traceId: s.traceId };
      for (const k of ["service.name", "service.version"]) if (s.resource[k] !== undefined) meta[k] = s.resource[k]!;
      emit({ kind: "session", key: `session:${sessionId}`, sessionId, time: s.time, line: s.index, meta });
    }
    const meta: JsonObject = { spanId: s.spanId, operation: op };
    if (s.parentSpanId) meta.parentSpanId = s.parentSpanId;
    for (const k of [
      "gen_ai.request.model",
      "gen_ai.response.model",
      "gen_ai.agent.name",
      "gen_ai.provider.name",
      "gen_ai.system",
    ])
      if (s.attrs[k] !== undefined) meta[k.slice("gen_ai.".length)] = s.attrs[k]!;
    const key = `span:${s.spanId}`;
    if (op === "execute_tool") {
      const id = str(s.attrs["gen_ai.tool.call.id"]) ?? s.spanId;
      const name = str(s.attrs["gen_ai.tool.name"]) ?? s.name;
      emit({
        kind: "tool-call",
        key: callKey(id),
        parent,
        sessionId,
        time: s.time,
        line: s.index,
        callId: id,
        name,
        input: jsonAttr(s.attrs["gen_ai.tool.call.arguments"]),
        meta,
      });
      const output = jsonAttr(s.attrs["gen_ai.tool.call.result"]);
      emit({
        kind: "tool-result",
        key,
        parent: callKey(id),
        sessionId,
        time: s.time,
        line: s.index,
        callId: id,
        output,
        isError: s.failed || s.attrs["error.type"] !== undefined,
        meta: { spanId: s.spanId },
      });
      anchor.set(s.spanId, key);
    } else {
      const content: JsonObject = {};
      if (s.attrs["gen_ai.input.messages"] !== undefined) content.input = jsonAttr(s.attrs["gen_ai.input.messages"]);
      if (s.attrs["gen_ai.output.messages"] !== undefined) content.output = jsonAttr(s.attrs["gen_ai.output.messages"]);
      if (s.attrs["gen_ai.system_instructions"] !== undefined)
        content.system = jsonAttr(s.attrs["gen_ai.system_instructions"]);
      for (const k of ["gen_ai.usage.input_tokens", "gen_ai.usage.output_tokens"])
        if (s.attrs[k] !== undefined) meta[k.slice("gen_ai.".length)] = s.attrs[k]!;
      if (s.failed) meta.error = true;
      emit({
        kind: "message",
        key,
        parent,
        sessionId,
        time: s.time,
        line: s.index,
        role: op === "invoke_agent" || op === "create_agent" ? "agent" : "assistant",
        content,
        meta,
      });
      anchor.set(s.spanId, key);
    }
  }
  if (out.length) yield out.splice(0);
}
