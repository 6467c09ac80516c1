/**
 * The session-log readers and the timeline, pinned where the sampled mutation run (issue 38, seed
 * `third`) found behaviour no test observed: what a reader counts as skipped (lines without a type,
 * spans outside GenAI with and without a name), and a timeline's whole text. Expected values are
 * worked by hand from the logs below (docs/formats.md, "Agent sessions as evidence").
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Diagnostics } from "../../ir/diagnostics/diagnostic.js";
import { Graph } from "../../ir/graph/graph.js";
import type { SessionItem } from "../../ir/dialects/sessions/model.js";
import { readClaudeCode, type ReadOutcome, type SessionReader } from "../../src/formats/sessions/claude-code.js";
import { readOtel } from "../../src/formats/sessions/otel.js";
import { readCodex } from "../../src/formats/sessions/codex.js";
import { formatTimelines, sessionTimelines } from "../../src/formats/sessions/timeline.js";
import { tempDir } from "../support/tmp.js";
import { assistant, jsonl as events, toolResult, toolUse, userText } from "../support/session-logs.js";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { MAX_DEPTH, tooDeep } from "../../src/formats/sessions/lines.js";
import { nanosToTime } from "../../src/formats/sessions/values.js";

/** Every item a reader gives for a file, its diagnostics and its outcome. */
function readAll(reader: SessionReader, name: string, text: string) {
  const path = join(tempDir(), name);
  writeFileSync(path, text);
  const diagnostics = new Diagnostics();
  const outcome: ReadOutcome = { skipped: {}, bytes: 0 };
  const items: SessionItem[] = [];
  const batches: number[] = [];
  for (const batch of reader(path, diagnostics, outcome)) {
    items.push(...batch);
    batches.push(batch.length);
  }
  return { items, batches, diagnostics: diagnostics.all, outcome, bytes: Buffer.byteLength(text) };
}

const jsonl = (...lines: object[]): string => lines.map((l) => JSON.stringify(l)).join("\n") + "\n";

describe("what a reader skips, and says it skipped", () => {
  it("Claude Code: a line without a type is counted as `(no type)`, a progress event by its type", () => {
    const t0 = "2026-01-02T03:04:05.000Z";
    const r = readAll(
      readClaudeCode,
      "s1.jsonl",
      jsonl(
        { type: "user", sessionId: "s1", uuid: "u1", timestamp: t0, message: { role: "user", content: "hi" } },
        { uuid: "x2", parentUuid: "u1", sessionId: "s1", timestamp: t0 },
        { type: "progress", uuid: "p3", parentUuid: "u1", sessionId: "s1", timestamp: t0 },
      ),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.outcome).toEqual({ skipped: { "(no type)": 1, progress: 1 }, bytes: r.bytes });
    expect(r.items.map((i) => [i.kind, i.key, i.line])).toEqual([
      ["session", "session:s1", 1],
      ["message", "u1", 1],
    ]);
  });

  it("OpenTelemetry: a span outside GenAI is counted by its name, `(no name)` when it has none", () => {
    const span = (spanId: string, name: string | undefined, op?: string) => ({
      traceId: "t1",
      spanId,
      ...(name === undefined ? {} : { name }),
      startTimeUnixNano: "1767323045000000000",
      attributes: op
        ? [
            { key: "gen_ai.operation.name", value: { stringValue: op } },
            { key: "gen_ai.request.model", value: { stringValue: "m-1" } },
            { key: "gen_ai.usage.input_tokens", value: { intValue: "12" } },
            { key: "gen_ai.usage.output_tokens", value: { intValue: 3 } },
          ]
        : [],
    });
    const service = [
      { key: "service.name", value: { stringValue: "agent" } },
      { key: "service.version", value: { stringValue: "1.2.3" } },
    ];
    const doc = {
      resourceSpans: [
        {
          resource: { attributes: service },
          scopeSpans: [{ spans: [span("a", "chat m", "chat"), span("b", "GET /x"), span("c", undefined)] }],
        },
      ],
    };
    const r = readAll(readOtel, "spans.json", JSON.stringify(doc));
    expect(r.diagnostics).toEqual([]);
    expect(r.outcome.skipped).toEqual({ "span/GET /x": 1, "span/(no name)": 1 });
    // 1767323045 s after the epoch is 2026-01-02T03:04:05Z.
    expect(r.items.map((i) => [i.kind, i.key, i.time])).toEqual([
      ["session", "session:t1", "2026-01-02T03:04:05.000Z"],
      ["message", "span:a", "2026-01-02T03:04:05.000Z"],
    ]);
    // The resource's service and the span's GenAI attributes, without their `gen_ai.` prefix.
    expect(r.items.map((i) => i.meta)).toEqual([
      { traceId: "t1", "service.name": "agent", "service.version": "1.2.3" },
      { spanId: "a", operation: "chat", "request.model": "m-1", "usage.input_tokens": "12", "usage.output_tokens": 3 },
    ]);
  });
});

describe("what a reader takes from an event", () => {
  it("Claude Code: an event without a timestamp takes the one before it, its session's start too", () => {
    const t0 = "2026-01-02T03:04:05.000Z";
    const r = readAll(
      readClaudeCode,
      "s2.jsonl",
      jsonl(
        { type: "file-history-snapshot", messageId: "m0", timestamp: t0 },
        { type: "user", sessionId: "s2", uuid: "u1", message: { role: "user", content: "hi" } },
      ),
    );
    expect(r.items.map((i) => [i.kind, i.time])).toEqual([
      ["session", t0],
      ["message", t0],
    ]);
  });

  // Claude Code names each log <session id>.jsonl: a log whose events carry no sessionId is the session of its file name.
  it("Claude Code: events without a sessionId are the session its file is named after", () => {
    const r = readAll(
      readClaudeCode,
      "5e55-1011.jsonl",
      jsonl({ type: "user", uuid: "u1", message: { role: "user", content: "hi" } }),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.items.map((i) => [i.kind, i.sessionId])).toEqual([
      ["session", "5e55-1011"],
      ["message", "5e55-1011"],
    ]);
  });

  // A web search is one item whose status is its outcome (test/fixtures/sessions/codex/localpush-0.104-cut.jsonl line 123).
  it("Codex: a web search's status is its result, an error unless completed", () => {
    const ts = "2026-02-23T11:42:30.839Z";
    const search = (id: string, status: string) => ({
      timestamp: ts,
      type: "response_item",
      payload: { type: "web_search_call", id, status },
    });
    const r = readAll(
      readCodex,
      "rollout-w.jsonl",
      jsonl(
        {
          timestamp: ts,
          type: "session_meta",
          payload: { id: "c1", timestamp: ts, cwd: "/w", cli_version: "0.104.0" },
        },
        search("w1", "completed"),
        search("w2", "failed"),
      ),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.items.filter((i) => i.kind === "tool-result").map((i) => [i.callId, i.output, i.isError])).toEqual([
      ["w1", "completed", false],
      ["w2", "failed", true],
    ]);
  });

  it("Codex: an output is an error when its metadata has a nonzero exit code, not when it has none", () => {
    const ts = "2026-01-02T03:04:05.000Z";
    const call = (id: string) => ({
      timestamp: ts,
      type: "response_item",
      payload: { type: "function_call", name: "shell", arguments: '{"command":["ls"]}', call_id: id },
    });
    const output = (id: string, text: string) => ({
      timestamp: ts,
      type: "response_item",
      payload: { type: "function_call_output", call_id: id, output: text },
    });
    const r = readAll(
      readCodex,
      "rollout-x.jsonl",
      jsonl(
        { timestamp: ts, type: "session_meta", payload: { id: "c1", timestamp: ts, cwd: "/w", cli_version: "0.46.0" } },
        call("a"),
        output("a", '{"output":"x","metadata":{"exit_code":1}}'),
        call("b"),
        output("b", '{"ok":true}'),
        call("c"),
        output("c", "plain text"),
      ),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.items.filter((i) => i.kind === "tool-result").map((i) => [i.callId, i.isError])).toEqual([
      ["a", true],
      ["b", false],
      ["c", false],
    ]);
  });
});

describe("a session's timeline", () => {
  it("prompts, a tool call without a tool name, its failed result, a file written: the whole text", () => {
    const g = new Graph();
    const rec = (id: string, type: string, meta: object, parents: string[], inline?: unknown, taint: string[] = []) =>
      g.add({
        id,
        kind: "aegx.Record",
        attrs: {
          type,
          principal: "USER",
          taint,
          parents,
          meta: { sessionId: "s1", source: "claude-code", ...meta },
          // A record without a payload (older bundles) is read too.
          ...(inline === undefined ? {} : { payload: { inline } }),
        },
      });
    rec("r0", "SessionStart", { time: "2026-01-02T03:04:05.000Z" }, [], { cwd: "/w" });
    rec("r1", "SessionMessage", { time: "2026-01-02T03:04:06.000Z", role: "user" }, ["r0"], {
      content: [{ type: "text", text: "fix  the\nbug" }, null, 7, { type: "image" }, "now"],
    });
    rec("r2", "ToolCall", { time: "2026-01-02T03:04:07.250Z" }, ["r1"], { input: { command: "make test" } });
    rec("r3", "ToolResult", { time: "2026-01-02T03:04:08.000Z", error: true }, ["r2"], { output: "fail" }, ["web"]);
    rec("r4", "FileWrite", { time: "2026-01-02T03:04:09.000Z", path: "src/a.ts" }, ["r3"]);
    const ts = sessionTimelines(g);
    expect(ts.map((t) => t.counts)).toEqual([
      { prompts: 1, toolCalls: 1, failures: 1, unanswered: 0, filesWritten: 1, tainted: 1 },
    ]);
    expect(ts[0]!.events[1]).toMatchObject({ kind: "tool", tool: "", text: "make test", outcome: "error" });
    expect(formatTimelines(ts)).toBe(
      [
        "",
        "session s1 (claude-code) from 2026-01-02T03:04:05.000Z in /w",
        "  1 prompts, 1 tool calls (1 failed, 0 without result), 1 files written, 1 tainted records",
        "  03:04:06.000 > fix the bug now",
        "  03:04:07.250 $  make test [error] {web}",
        "  03:04:09.000 w src/a.ts",
      ].join("\n"),
    );
  });
});

describe("the records a log lowers to", () => {
  it("a Write that failed writes no file; one that succeeded writes its path", async () => {
    const dir = tempDir();
    const log = join(dir, "s5.jsonl");
    writeFileSync(
      log,
      events([
        userText("s5", "u1", null, 0, "write"),
        assistant("s5", "a1", "u1", 1000, [toolUse("t1", "Write", { file_path: "a.ts", content: "x" })]),
        toolResult("s5", "u2", "a1", 2000, "t1", "denied", true),
        assistant("s5", "a2", "u2", 3000, [toolUse("t2", "Write", { file_path: "b.ts", content: "y" })]),
        toolResult("s5", "u3", "a2", 4000, "t2", "ok"),
      ]),
    );
    const out = join(dir, "b.aegx");
    await sessionsToBundle(log, out, { durable: false });
    const recs = readFileSync(join(out, "records.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { type: string; payload: { inline?: { path?: string } } });
    expect(recs.filter((x) => x.type === "FileWrite").map((x) => x.payload.inline?.path)).toEqual(["b.ts"]);
  });

  it("an apply_patch writes each file it names; one outside the session's cwd is tainted outside-workspace", async () => {
    const dir = tempDir();
    const log = join(dir, "s4.jsonl");
    const patch = "*** Begin Patch\n*** Add File: src/in.ts\n+x\n*** Update File: /etc/hosts\n+y\n*** End Patch\n";
    writeFileSync(
      log,
      events([
        userText("s4", "u1", null, 0, "patch it"),
        assistant("s4", "a1", "u1", 1000, [toolUse("t1", "apply_patch", { input: patch })]),
        toolResult("s4", "u2", "a1", 2000, "t1", "Done"),
      ]),
    );
    const out = join(dir, "b.aegx");
    await sessionsToBundle(log, out, { durable: false });
    const recs = readFileSync(join(out, "records.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { type: string; taint: string[]; payload: { inline?: { path?: string } } });
    // The log's cwd is /work/project (test/support/session-logs.ts).
    expect(recs.filter((x) => x.type === "FileWrite").map((x) => [x.payload.inline?.path, x.taint])).toEqual([
      ["src/in.ts", []],
      ["/etc/hosts", ["outside-workspace"]],
    ]);
  });

  it("a Read naming its file by `path`: a successful ToolResult (is_error false), then a FileRead of that path", async () => {
    const dir = tempDir();
    const log = join(dir, "s3.jsonl");
    writeFileSync(
      log,
      events([
        userText("s3", "u1", null, 0, "read it"),
        assistant("s3", "a1", "u1", 1000, [toolUse("t1", "Read", { path: "src/a.ts" })]),
        toolResult("s3", "u2", "a1", 2000, "t1", "export const a = 1;"),
      ]),
    );
    const out = join(dir, "b.aegx");
    const r = await sessionsToBundle(log, out, { durable: false });
    expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    const recs = readFileSync(join(out, "records.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { type: string; meta: Record<string, unknown>; payload: { inline?: unknown } });
    expect(recs.map((x) => x.type)).toEqual(["SessionStart", "SessionMessage", "ToolCall", "ToolResult", "FileRead"]);
    expect(recs[3]!.payload.inline).toEqual({ content: "export const a = 1;", is_error: false });
    expect(recs[4]).toMatchObject({
      meta: { tool: "Read", callId: "t1", path: "src/a.ts" },
      payload: { inline: { path: "src/a.ts" } },
    });
  });
});

describe("OpenTelemetry spans' status", () => {
  // OTLP JSON writes a status code as a number (2) or as its enum name (STATUS_CODE_ERROR).
  it("a tool span whose status is STATUS_CODE_ERROR, or 2, failed; one with STATUS_CODE_OK did not", () => {
    const tool = (spanId: string, code: unknown) => ({
      traceId: "t1",
      spanId,
      name: "execute_tool grep",
      startTimeUnixNano: "1767323045000000000",
      status: { code },
      attributes: [
        { key: "gen_ai.operation.name", value: { stringValue: "execute_tool" } },
        { key: "gen_ai.tool.call.id", value: { stringValue: `call-${spanId}` } },
      ],
    });
    const doc = {
      resourceSpans: [
        {
          resource: { attributes: [] },
          scopeSpans: [{ spans: [tool("a", "STATUS_CODE_ERROR"), tool("b", 2), tool("c", "STATUS_CODE_OK")] }],
        },
      ],
    };
    const r = readAll(readOtel, "tools.json", JSON.stringify(doc));
    // A span's items as it is read (SessionReader): the session's start and the first call's two, then two a span.
    expect(r.batches).toEqual([3, 2, 2]);
    expect(r.items.filter((i) => i.kind === "tool-result").map((i) => [i.callId, i.isError])).toEqual([
      ["call-a", true],
      ["call-b", true],
      ["call-c", false],
    ]);
  });
});

describe("tooDeep (lines.ts): nesting bounded at 128 levels (docs/security.md)", () => {
  const nest = (levels: number, wrap: (v: unknown) => unknown): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < levels; i++) v = wrap(v);
    return v;
  };
  it("objects and arrays alike: 128 levels are read, 129 refused", () => {
    for (const wrap of [(v: unknown) => ({ a: v }), (v: unknown) => [v]]) {
      expect(tooDeep(nest(MAX_DEPTH, wrap), 0)).toBe(false);
      expect(tooDeep(nest(MAX_DEPTH + 1, wrap), 0)).toBe(true);
    }
  });
});

describe("nanosToTime (values.ts): OpenTelemetry's nanoseconds since the epoch as RFC 3339", () => {
  it("a number or a string of digits; anything else is no time", () => {
    // 1 700 000 000 000 000 000 ns = 1 700 000 000 s = 2023-11-14T22:13:20Z (date -u -d @1700000000).
    expect(nanosToTime("1700000000000000000")).toBe("2023-11-14T22:13:20.000Z");
    expect(nanosToTime(1.7e18)).toBe("2023-11-14T22:13:20.000Z");
    expect(["1.5", "abc", "", null, undefined, true].map(nanosToTime)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
