/**
 * OpenTelemetry GenAI spans in OTLP JSON (`{"resourceSpans":[{"scopeSpans":[{"spans":[…]}]}]}`, one
 * document or one per line): a span's `gen_ai.operation.name` says what it is — `invoke_agent`
 * (an agent's turn), `chat` / `text_completion` / `generate_content` (a model call), `execute_tool`
 * (a tool call: `gen_ai.tool.name`, `gen_ai.tool.call.id`, `gen_ai.tool.call.arguments`,
 * `gen_ai.tool.call.result`). A session is a `gen_ai.conversation.id`, else a trace. Spans are read
 * in start order; a span follows its parent span. Spans without a GenAI operation are counted.
 */
import type { Json, JsonObject } from "../../../ir/json/value.js";
import type { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { readInputFile } from "../../../ir/io/input-file.js";
import { decodeUtf8 } from "../../../ir/io/decode-utf8.js";
import { callKey, type SessionItem } from "../../../ir/dialects/sessions/model.js";
import { asJson, isObject, nanosToTime, str } from "./values.js";
import { tooDeep, MAX_DEPTH } from "./lines.js";
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
  if (Array.isArray(list)) for (const a of list) if (isObject(a) && typeof a.key === "string") out[a.key] = attrValue(a.value);
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

function documents(path: string, diagnostics: Diagnostics): unknown[] {
  // Bytes that are not UTF-8 are read as U+FFFD, and said (RULES-ENCODING).
  const { text, diagnostics: encoding } = decodeUtf8(readInputFile(path), path);
  diagnostics.addAll(encoding);
  try {
    const doc = JSON.parse(text) as unknown;
    if (tooDeep(doc, 0)) {
      diagnostics.warning("AEGX-SESSION-PARSE", `the document nests deeper than ${MAX_DEPTH} levels; it is not read`, { file: path, line: 1, col: 1 });
      return [];
    }
    return [doc];
  } catch {
    // OTLP file exporters write one document per line.
    const docs: unknown[] = [];
    text.split("\n").forEach((l, i) => {
      if (l.trim() === "") return;
      try {
        const doc = JSON.parse(l) as unknown;
        if (tooDeep(doc, 0)) diagnostics.warning("AEGX-SESSION-PARSE", `line ${i + 1} nests deeper than ${MAX_DEPTH} levels; it is skipped`, { file: path, line: i + 1, col: 1 });
        else docs.push(doc);
      } catch (e) {
        diagnostics.warning("AEGX-SESSION-PARSE", `line ${i + 1} is not JSON (${e instanceof Error ? e.message : String(e)}); it is skipped`, { file: path, line: i + 1, col: 1 });
      }
    });
    return docs;
  }
}

export function* readOtel(path: string, diagnostics: Diagnostics, outcome: ReadOutcome): Generator<SessionItem[]> {
  const skipped = outcome.skipped;
  const out: SessionItem[] = [];
  const emit = (item: SessionItem): void => void out.push(item);
  const spans: Span[] = [];
  for (const doc of documents(path, diagnostics)) {
    if (!isObject(doc) || !Array.isArray(doc.resourceSpans)) continue;
    for (const rs of doc.resourceSpans) {
      if (!isObject(rs)) continue;
      const resource = attributes(isObject(rs.resource) ? rs.resource.attributes : undefined);
      for (const ss of Array.isArray(rs.scopeSpans) ? rs.scopeSpans : []) {
        for (const s of isObject(ss) && Array.isArray(ss.spans) ? ss.spans : []) {
          if (!isObject(s)) continue;
          const startNs = str(s.startTimeUnixNano) ?? (typeof s.startTimeUnixNano === "number" ? String(Math.trunc(s.startTimeUnixNano)) : "0");
          spans.push({
            traceId: str(s.traceId) ?? "",
            spanId: str(s.spanId) ?? `span-${spans.length + 1}`,
            parentSpanId: str(s.parentSpanId) || undefined,
            name: str(s.name) ?? "",
            start: /^\d+$/.test(startNs) ? BigInt(startNs) : 0n,
            time: nanosToTime(startNs),
            attrs: attributes(s.attributes),
            failed: isObject(s.status) && (s.status.code === 2 || s.status.code === "STATUS_CODE_ERROR"),
            resource,
            index: spans.length + 1,
          });
        }
      }
    }
  }
  if (spans.length === 0) return;
  spans.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.index - b.index));
  const anchor = new Map<string, string>();
  const sessions = new Set<string>();
  for (const s of spans) {
    if (out.length) yield out.splice(0);
    const op = str(s.attrs["gen_ai.operation.name"]);
    const parent = s.parentSpanId !== undefined ? (anchor.get(s.parentSpanId) ?? `span:${s.parentSpanId}`) : undefined;
    if (op === undefined) {
      // A span outside GenAI (an HTTP request, a function) passes its place in the thread on.
      if (parent !== undefined) anchor.set(s.spanId, parent);
      skipped[`span/${s.name || "(no name)"}`] = (skipped[`span/${s.name || "(no name)"}`] ?? 0) + 1;
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
    for (const k of ["gen_ai.request.model", "gen_ai.response.model", "gen_ai.agent.name", "gen_ai.provider.name", "gen_ai.system"]) if (s.attrs[k] !== undefined) meta[k.slice("gen_ai.".length)] = s.attrs[k]!;
    const key = `span:${s.spanId}`;
    if (op === "execute_tool") {
      const id = str(s.attrs["gen_ai.tool.call.id"]) ?? s.spanId;
      const name = str(s.attrs["gen_ai.tool.name"]) ?? s.name;
      emit({ kind: "tool-call", key: callKey(id), parent, sessionId, time: s.time, line: s.index, callId: id, name, input: jsonAttr(s.attrs["gen_ai.tool.call.arguments"]), meta });
      const output = jsonAttr(s.attrs["gen_ai.tool.call.result"]);
      emit({ kind: "tool-result", key, parent: callKey(id), sessionId, time: s.time, line: s.index, callId: id, output, isError: s.failed || s.attrs["error.type"] !== undefined, meta: { spanId: s.spanId } });
      anchor.set(s.spanId, key);
    } else {
      const content: JsonObject = {};
      if (s.attrs["gen_ai.input.messages"] !== undefined) content.input = jsonAttr(s.attrs["gen_ai.input.messages"]);
      if (s.attrs["gen_ai.output.messages"] !== undefined) content.output = jsonAttr(s.attrs["gen_ai.output.messages"]);
      if (s.attrs["gen_ai.system_instructions"] !== undefined) content.system = jsonAttr(s.attrs["gen_ai.system_instructions"]);
      for (const k of ["gen_ai.usage.input_tokens", "gen_ai.usage.output_tokens"]) if (s.attrs[k] !== undefined) meta[k.slice("gen_ai.".length)] = s.attrs[k]!;
      if (s.failed) meta.error = true;
      emit({ kind: "message", key, parent, sessionId, time: s.time, line: s.index, role: op === "invoke_agent" || op === "create_agent" ? "agent" : "assistant", content, meta });
      anchor.set(s.spanId, key);
    }
  }
  if (out.length) yield out.splice(0);
}
