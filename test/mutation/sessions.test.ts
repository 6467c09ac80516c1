/**
 * The session-log readers and the timeline, pinned where the sampled mutation run (issue 38, seed
 * `third`) found behaviour no test observed: what a reader counts as skipped (lines without a type,
 * spans outside GenAI with and without a name), and a timeline's whole text. Expected values are
 * worked by hand from the logs below (docs/formats.md, "Agent sessions as evidence").
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { Diagnostics } from "../../ir/diagnostics/diagnostic.js";
import { Graph } from "../../ir/graph/graph.js";
import { agentAlias, promptAlias, spawnAliases, spawnKey, type SessionItem } from "../../ir/dialects/sessions/model.js";
import { readClaudeCode, type ReadOutcome, type SessionReader } from "../../src/formats/sessions/claude-code.js";
import { OTEL_PENDING_LIMIT, OTEL_SORT_WINDOW, readOtel } from "../../src/formats/sessions/otel.js";
import { readCodex } from "../../src/formats/sessions/codex.js";
import { formatTimelines, sessionTimelines, textOf } from "../../src/formats/sessions/timeline.js";
import { tempDir } from "../support/tmp.js";
import { assistant, jsonl as events, time, toolResult, toolUse, userText } from "../support/session-logs.js";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { jsonLines, MAX_DEPTH, tooDeep } from "../../src/formats/sessions/lines.js";
import { detectSessionTool, sessionFiles } from "../../src/formats/sessions/detect.js";
import { outsideWorkspace, patchedFiles } from "../../src/formats/sessions/lower.js";
import { otlpSpans } from "../../src/formats/sessions/otlp-stream.js";
import { SessionRun } from "../../src/formats/sessions/run.js";
import { SESSION_FORMATS, WINDOW_BYTES } from "../../src/formats/sessions/format.js";
import { nanosToTime } from "../../src/formats/sessions/values.js";

/** Every item a reader gives for a file, its diagnostics and its outcome. */
function readAll(reader: SessionReader, name: string, text: string) {
  const path = logFile(name, text);
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

/** A new file holding this text, in a folder of its own. */
function logFile(name: string, text: string | Buffer): string {
  const path = join(tempDir(), name);
  writeFileSync(path, text);
  return path;
}

/** A log lowered to an AEGX bundle beside it: the conversion's result and the bundle's folder. */
async function lower(log: string, name = "b.aegx", options: { redact?: boolean; salt?: string } = {}) {
  const out = join(dirname(log), name);
  const r = await sessionsToBundle(log, out, { durable: false, ...options });
  return { r, out };
}

/** A bundle's records, one a line of records.jsonl, typed as the test reads them. */
function recordsOf<T>(bundle: string): T[] {
  return readFileSync(join(bundle, "records.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}

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
    const log = logFile(
      "s5.jsonl",
      events([
        userText("s5", "u1", null, 0, "write"),
        assistant("s5", "a1", "u1", 1000, [toolUse("t1", "Write", { file_path: "a.ts", content: "x" })]),
        toolResult("s5", "u2", "a1", 2000, "t1", "denied", true),
        assistant("s5", "a2", "u2", 3000, [toolUse("t2", "Write", { file_path: "b.ts", content: "y" })]),
        toolResult("s5", "u3", "a2", 4000, "t2", "ok"),
      ]),
    );
    const { out } = await lower(log);
    const recs = recordsOf<{ type: string; payload: { inline?: { path?: string } } }>(out);
    expect(recs.filter((x) => x.type === "FileWrite").map((x) => x.payload.inline?.path)).toEqual(["b.ts"]);
  });

  it("an apply_patch writes each file it names; one outside the session's cwd is tainted outside-workspace", async () => {
    const patch = "*** Begin Patch\n*** Add File: src/in.ts\n+x\n*** Update File: /etc/hosts\n+y\n*** End Patch\n";
    const log = logFile(
      "s4.jsonl",
      events([
        userText("s4", "u1", null, 0, "patch it"),
        assistant("s4", "a1", "u1", 1000, [toolUse("t1", "apply_patch", { input: patch })]),
        toolResult("s4", "u2", "a1", 2000, "t1", "Done"),
      ]),
    );
    const { out } = await lower(log);
    const recs = recordsOf<{ type: string; taint: string[]; payload: { inline?: { path?: string } } }>(out);
    // The log's cwd is /work/project (test/support/session-logs.ts).
    expect(recs.filter((x) => x.type === "FileWrite").map((x) => [x.payload.inline?.path, x.taint])).toEqual([
      ["src/in.ts", []],
      ["/etc/hosts", ["outside-workspace"]],
    ]);
  });

  it("a Read naming its file by `path`: a successful ToolResult (is_error false), then a FileRead of that path", async () => {
    const log = logFile(
      "s3.jsonl",
      events([
        userText("s3", "u1", null, 0, "read it"),
        assistant("s3", "a1", "u1", 1000, [toolUse("t1", "Read", { path: "src/a.ts" })]),
        toolResult("s3", "u2", "a1", 2000, "t1", "export const a = 1;"),
      ]),
    );
    const { r, out } = await lower(log);
    expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    const recs = recordsOf<{ type: string; meta: Record<string, unknown>; payload: { inline?: unknown } }>(out);
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

// Round 3 (seed `fifth`): whole outputs of the readers, the scanner, the lowering and the timeline,
// each worked by hand from the input written in the test (docs/formats.md, "Agent sessions as evidence").

describe("a timeline of every record kind (round 3)", () => {
  it("replies, summaries, a prompt in a blob, web and file records, an unanswered call, a start without payload: the whole text", () => {
    const g = new Graph();
    const rec = (id: string, type: string, meta: object, parents: string[], payload?: object, taint: string[] = []) =>
      g.add({
        id,
        kind: "aegx.Record",
        attrs: {
          type,
          principal: "SYS",
          taint,
          parents,
          meta: { sessionId: "s2", source: "codex", ...meta },
          ...(payload === undefined ? {} : { payload }),
        },
      });
    const at = (s: number) => ({ time: `2026-01-02T03:04:${String(s).padStart(2, "0")}.000Z` });
    // A record of no session (no meta) and one of a session never started are passed over.
    g.add({ id: "x0", kind: "aegx.Record", attrs: { type: "SessionMessage", taint: [], parents: [] } });
    rec("x1", "SessionMessage", { ...at(1), sessionId: "other", role: "user" }, [], { inline: { content: "no" } });
    rec("r0", "SessionStart", at(5), []);
    rec("r1", "SessionMessage", { ...at(6), role: "assistant" }, ["r0"], { inline: { content: "done" } });
    rec("r2", "SessionMessage", { ...at(7), role: "summary" }, ["r1"], { inline: { content: "a summary" } });
    rec("r3", "SessionMessage", { ...at(8), role: "user" }, ["r2"], { blob: "abcdef0123456789ffff", size: 5000 });
    const url = { url: "https://example.com/a" };
    rec("r4", "ToolCall", { ...at(9), tool: "WebFetch" }, ["r3"], { inline: { input: url } }, ["redacted"]);
    rec("r5", "ToolResult", at(10), ["r4"], { inline: { content: "page" } }, ["web"]);
    // A second result of the same call leaves it answered once.
    rec("r5b", "ToolResult", at(10), ["r4"], { inline: { content: "again" } });
    rec("r6", "NetworkRequest", at(11), ["r5"], { inline: url }, ["web"]);
    // Only the second-precision ts: the time shown is the ts.
    rec("r7", "NetworkRequest", { ts: "2026-01-02T03:05:00Z" }, ["r5"], { inline: { query: "agentc" } });
    rec("r8", "NetworkRequest", at(12), ["r5"]);
    rec("r9", "FileRead", { ...at(13), path: "/etc/hosts" }, ["r5"], undefined, ["outside-workspace"]);
    rec("r10", "FileDelete", { ...at(14), path: "old.ts" }, ["r5"]);
    rec("r11", "ToolCall", { ...at(15), tool: "Bash" }, ["r10"], { inline: { input: "ls   -la" } });
    rec("r12", "ToolResult", { ...at(16), error: true }, ["r-missing"], { inline: { content: "x" } });
    const ts = sessionTimelines(g);
    expect(ts.map((t) => [t.sessionId, t.source, t.start, t.cwd, t.counts])).toEqual([
      [
        "s2",
        "codex",
        "2026-01-02T03:04:05.000Z",
        undefined,
        { prompts: 1, toolCalls: 2, failures: 1, unanswered: 1, filesWritten: 1, tainted: 4 },
      ],
    ]);
    expect(formatTimelines(ts)).toBe(
      [
        "",
        "session s2 (codex) from 2026-01-02T03:04:05.000Z",
        "  1 prompts, 2 tool calls (1 failed, 1 without result), 1 files written, 4 tainted records",
        "  03:04:06.000 < done",
        "  03:04:07.000 # a summary",
        "  03:04:08.000 > (in blob abcdef012345…, 5000 bytes)",
        "  03:04:09.000 $ WebFetch https://example.com/a [ok] {redacted,web}",
        "  03:04:11.000 @ https://example.com/a {web}",
        "  03:05:00Z    @ agentc",
        "  03:04:12.000 @ ",
        "  03:04:13.000 r /etc/hosts {outside-workspace}",
        "  03:04:14.000 d old.ts",
        "  03:04:15.000 $ Bash ls -la [no result]",
      ].join("\n"),
    );
  });
});

describe("what the readers give, whole (round 3)", () => {
  it("Codex: session_meta's originator, source, provider, version, git and cwd start the session; batches hold items only", () => {
    const ts = "2026-02-23T11:42:30.839Z";
    const git = { commit_hash: "1cdfa7b1", branch: "main", repository_url: "https://github.com/x/y" };
    const r = readAll(
      readCodex,
      "rollout-g.jsonl",
      jsonl(
        {
          timestamp: ts,
          type: "session_meta",
          payload: {
            id: "c2",
            timestamp: ts,
            cwd: "/w",
            originator: "codex_cli_rs",
            source: "cli",
            model_provider: "openai",
            cli_version: "0.104.0",
            git,
            instructions: "the system prompt is left out",
          },
        },
        { timestamp: ts, type: "response_item", payload: { type: "message", role: "user", content: "hi" } },
        { timestamp: ts, type: "event_msg", payload: { type: "user_message" } },
        { timestamp: ts, type: "response_item", payload: { type: "reasoning" } },
      ),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.items).toEqual([
      {
        kind: "session",
        key: "session:c2",
        sessionId: "c2",
        time: ts,
        line: 1,
        cwd: "/w",
        meta: {
          originator: "codex_cli_rs",
          source: "cli",
          model_provider: "openai",
          version: "0.104.0",
          git,
          cwd: "/w",
        },
      },
      {
        kind: "message",
        key: "line:2",
        parent: undefined,
        sessionId: "c2",
        time: ts,
        line: 2,
        role: "user",
        content: "hi",
        meta: { line: 2 },
      },
    ]);
    // A batch a line that made items: none for the two skipped lines, none empty at the end.
    expect(r.batches).toEqual([1, 1]);
    expect(r.outcome.skipped).toEqual({ event_msg: 1, "response_item/reasoning": 1 });
  });

  it("Claude Code: an event whose content is null or missing says nothing; the next follows what it followed", () => {
    const t0 = "2026-01-02T03:04:05.000Z";
    const ev = (type: string, uuid: string, parentUuid: string | null, message: object) => ({
      type,
      sessionId: "s6",
      uuid,
      parentUuid,
      timestamp: t0,
      message,
    });
    const r = readAll(
      readClaudeCode,
      "s6.jsonl",
      jsonl(
        ev("user", "u1", null, { role: "user", content: "hi" }),
        ev("assistant", "a1", "u1", { role: "assistant", content: null }),
        ev("assistant", "a2", "a1", { role: "assistant" }),
        ev("user", "u2", "a2", { role: "user", content: "again" }),
        { type: "progress", uuid: "p1", parentUuid: "u2", sessionId: "s6", timestamp: t0 },
        { type: "progress", uuid: "p2", parentUuid: "p1", sessionId: "s6", timestamp: t0 },
      ),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.items.map((i) => [i.kind, i.key, i.parent, i.content])).toEqual([
      ["session", "session:s6", undefined, undefined],
      ["message", "u1", undefined, "hi"],
      ["message", "u2", "u1", "again"],
    ]);
    expect(r.batches).toEqual([2, 1]);
    expect(r.outcome.skipped).toEqual({ progress: 2 });
  });

  it("OpenTelemetry: roles, contents and meta of agent, model and tool spans; a resource's other objects are not its resource", () => {
    const a = (key: string, v: string | number) => ({
      key,
      value: typeof v === "number" ? { intValue: String(v) } : { stringValue: v },
    });
    const span = (spanId: string, parent: string, ms: number, name: string, attrs: object[], extra = {}) => ({
      traceId: "t9",
      spanId,
      parentSpanId: parent,
      name,
      // 1767323045 s after the epoch is 2026-01-02T03:04:05Z.
      startTimeUnixNano: `1767323045${String(ms).padStart(3, "0")}000000`,
      attributes: attrs,
      ...extra,
    });
    const op = (o: string) => a("gen_ai.operation.name", o);
    const input = '[{"role":"user","parts":[{"type":"text","content":"plan"}]}]';
    const output = '[{"role":"assistant","parts":[{"type":"text","content":"ok"}]}]';
    const system = '[{"type":"text","content":"be brief"}]';
    const doc = {
      resourceSpans: [
        {
          resource: { attributes: [a("service.name", "svc")] },
          other: { attributes: [a("service.name", "not the resource")] },
          scopeSpans: [
            {
              spans: [
                span("s1", "", 1, "invoke_agent planner", [
                  op("invoke_agent"),
                  a("gen_ai.agent.name", "planner"),
                  a("gen_ai.input.messages", input),
                  a("gen_ai.output.messages", output),
                  a("gen_ai.system_instructions", system),
                ]),
                span("s2", "s1", 2, "create_agent helper", [op("create_agent")]),
                span(
                  "s3",
                  "s1",
                  3,
                  "chat m",
                  [
                    op("chat"),
                    a("gen_ai.provider.name", "openai"),
                    a("gen_ai.response.model", "m-2"),
                    a("gen_ai.input.messages", "not JSON"),
                  ],
                  { status: { code: 2 } },
                ),
                span("s4", "s3", 4, "GET /x", []),
                span("s5", "s3", 5, "GET /x", []),
                span("s6", "s4", 6, "lookup", [op("execute_tool"), a("error.type", "timeout")]),
              ],
            },
          ],
        },
      ],
    };
    const r = readAll(readOtel, "agent.json", JSON.stringify(doc));
    expect(r.diagnostics).toEqual([]);
    const t = (ms: number) => `2026-01-02T03:04:05.00${ms}Z`;
    expect(r.items).toEqual([
      {
        kind: "session",
        key: "session:t9",
        sessionId: "t9",
        time: t(1),
        line: 1,
        meta: { traceId: "t9", "service.name": "svc" },
      },
      {
        kind: "message",
        key: "span:s1",
        parent: undefined,
        sessionId: "t9",
        time: t(1),
        line: 1,
        role: "agent",
        content: { input: JSON.parse(input), output: JSON.parse(output), system: JSON.parse(system) },
        meta: { spanId: "s1", operation: "invoke_agent", "agent.name": "planner" },
      },
      {
        kind: "message",
        key: "span:s2",
        parent: "span:s1",
        sessionId: "t9",
        time: t(2),
        line: 2,
        role: "agent",
        content: {},
        meta: { spanId: "s2", operation: "create_agent", parentSpanId: "s1" },
      },
      {
        kind: "message",
        key: "span:s3",
        parent: "span:s1",
        sessionId: "t9",
        time: t(3),
        line: 3,
        role: "assistant",
        content: { input: "not JSON" },
        meta: {
          spanId: "s3",
          operation: "chat",
          parentSpanId: "s1",
          "response.model": "m-2",
          "provider.name": "openai",
          error: true,
        },
      },
      // The tool span's parent is outside GenAI: it hangs where that span would have (the chat).
      {
        kind: "tool-call",
        key: "call:s6",
        parent: "span:s3",
        sessionId: "t9",
        time: t(6),
        line: 6,
        callId: "s6",
        name: "lookup",
        input: null,
        meta: { spanId: "s6", operation: "execute_tool", parentSpanId: "s4" },
      },
      {
        kind: "tool-result",
        key: "span:s6",
        parent: "call:s6",
        sessionId: "t9",
        time: t(6),
        line: 6,
        callId: "s6",
        output: null,
        isError: true,
        meta: { spanId: "s6" },
      },
    ]);
    expect(r.outcome.skipped).toEqual({ "span/GET /x": 2 });
  });
});

describe("which tool wrote a log (detect.ts, round 3)", () => {
  it("OTLP by `resourceSpans`, Codex by a typed line with a payload, Claude Code by its types or ids; else none", () => {
    const dir = tempDir();
    const cases: Array<[string, string | undefined]> = [
      ['{"resourceSpans":[]}', "otel"],
      ['{"type":"session_meta","payload":{}}', "codex"],
      ['{"type":"compacted","payload":{}}', "codex"],
      // A Codex type without a payload is not a rollout line.
      ['{"type":"session_meta"}', undefined],
      ['{"type":"user"}', "claude-code"],
      ['{"type":"queue-operation"}', "claude-code"],
      ['{"type":"event_msg","sessionId":"s"}', "claude-code"],
      ['{"parentUuid":null}', "claude-code"],
      // Blank lines before the first event are passed over.
      ['\n  \n{"type":"summary"}', "claude-code"],
      ['{"type":"other","payload":{}}', undefined],
      ['{"hello":"world"}', undefined],
      ["[1]", undefined],
      ["not json", undefined],
      ["", undefined],
    ];
    const got = cases.map(([text], n) => {
      const p = join(dir, `log${n}.jsonl`);
      writeFileSync(p, text + "\n");
      return detectSessionTool(p);
    });
    expect(got).toEqual(cases.map(([, tool]) => tool));
  });
});

describe("jsonLines (lines.ts, round 3)", () => {
  it("a log starting with blank lines: each line after them with its own number and bytes, nothing reported", () => {
    const p = join(tempDir(), "blank.jsonl");
    writeFileSync(p, '\n\n{"a":1}\n{"b":[2]}\n');
    const ds = new Diagnostics();
    expect([...jsonLines(p, ds)]).toEqual([
      { line: 3, value: { a: 1 }, bytes: 8 },
      { line: 4, value: { b: [2] }, bytes: 10 },
    ]);
    expect(ds.all).toEqual([]);
  });
});

describe("a log read in windows by its bytes (format.ts, round 3)", () => {
  it("two events of just over half the window's bytes each: the window ends after them, the log takes two", async () => {
    // Each event padded with spaces after its JSON (read, counted, trimmed): few items, many bytes.
    const pad = " ".repeat(WINDOW_BYTES / 2);
    const log = logFile(
      "big.jsonl",
      [userText("s8", "u1", null, 0, "one"), userText("s8", "u2", "u1", 1000, "two")]
        .map((e) => JSON.stringify(e) + pad)
        .join("\n{not json\n") + "\n",
    );
    const { r } = await lower(log);
    // What the reader said in the first window is told once; the empty last window finds nothing missing.
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([["AEGX-SESSION-PARSE", 2]]);
    // The first window reads both (16 MiB reached with the second); the second finds the end.
    expect(r.files.map((f) => [f.records, f.windows])).toEqual([[3, 2]]);
  });
});

describe("the OTLP scanner (otlp-stream.ts, round 3)", () => {
  it("a bracket that closes nothing, or the wrong thing, is reported with its line; the next line is read; a BOM is passed over", () => {
    const p = join(tempDir(), "broken.jsonl");
    const good = '{"resourceSpans":[{"scopeSpans":[{"spans":[{"spanId":"a"}]}]}]}';
    writeFileSync(
      p,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`]\n{"resourceSpans":[}\n${good}\n`)]),
    );
    const ds = new Diagnostics();
    const got = [...otlpSpans(p, ds, { bytes: 0 })];
    expect(got).toEqual([{ span: { spanId: "a" }, resource: undefined, line: 3 }]);
    expect(ds.all.map((d) => [d.code, d.severity, d.line, d.message])).toEqual([
      ["AEGX-SESSION-PARSE", "warning", 1, "line 1: an unexpected ]; the rest of the line is skipped"],
      ["AEGX-SESSION-PARSE", "warning", 2, "line 2: an unexpected }; the rest of the line is skipped"],
    ]);
  });
});

describe("the records a log lowers to, whole (lower.ts, round 3)", () => {
  it("a prompt, a reply, web, MCP and Read calls: each record's type, principal, taint and parent", async () => {
    const log = logFile(
      "s7.jsonl",
      events([
        userText("s7", "u1", null, 0, "look it up"),
        assistant("s7", "a1", "u1", 1000, [
          { type: "text", text: "fetching" },
          toolUse("t1", "WebFetch", { url: "https://example.com/", prompt: "summarise" }),
        ]),
        toolResult("s7", "u2", "a1", 2000, "t1", "page"),
        assistant("s7", "a2", "u2", 3000, [toolUse("t2", "mcp__gh__get_issue", { n: 1 })]),
        toolResult("s7", "u3", "a2", 4000, "t2", "issue"),
        assistant("s7", "a3", "u3", 5000, [toolUse("t3", "Read", { file_path: "/etc/hosts" })]),
        toolResult("s7", "u4", "a3", 6000, "t3", "127.0.0.1 localhost"),
      ]),
    );
    const { r, out } = await lower(log);
    expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    const recs = recordsOf<{ recordId: string; type: string; principal: string; taint: string[]; parents: string[] }>(
      out,
    );
    const index = new Map(recs.map((x, i) => [x.recordId, i]));
    // The log's cwd is /work/project (test/support/session-logs.ts): /etc/hosts is outside it.
    expect(recs.map((x) => [x.type, x.principal, x.taint, x.parents.map((p) => index.get(p))])).toEqual([
      ["SessionStart", "SYS", [], []],
      ["SessionMessage", "USER", [], [0]],
      ["SessionMessage", "SYS", [], [1]],
      ["ToolCall", "SYS", [], [2]],
      ["ToolResult", "WEB", ["web"], [3]],
      ["NetworkRequest", "WEB", ["web"], [4]],
      ["ToolCall", "SYS", [], [4]],
      ["ToolResult", "EXTERNAL", ["mcp"], [6]],
      ["ToolCall", "SYS", [], [7]],
      ["ToolResult", "TOOL", ["outside-workspace"], [8]],
      ["FileRead", "TOOL", ["outside-workspace"], [9]],
    ]);
  });
});

describe("SessionRun's keys past 20,000 (run.ts, round 3; docs/formats.md: the most recent 20,000 keys)", () => {
  const run = () => new SessionRun({ redact: false, inlineLimit: 4096 });
  it("one session: its oldest key is forgotten, the rest and its start kept", () => {
    const r = run();
    r.remember("a", "session:a", "start");
    for (let i = 0; i <= 20_000; i++) r.remember("a", `k${i}`, `r${i}`);
    expect(["k0", "k1", "k20000", "session:a"].map((k) => r.recordOf("a", k))).toEqual([
      undefined,
      "r1",
      "r20000",
      "start",
    ]);
  });
  it("two sessions: the least recently used one's keys go first, all of them", () => {
    const r = run();
    r.remember("old", "k0", "o0");
    r.remember("old", "k1", "o1");
    for (let i = 0; i < 19_999; i++) r.remember("new", `k${i}`, `n${i}`);
    expect([r.hasKey("old", "k0"), r.hasKey("old", "k1"), r.hasKey("new", "k0")]).toEqual([false, false, true]);
  });
});

describe("every diagnostic of a troubled log, whole (lines.ts, verify.ts, lower.ts; round 3)", () => {
  it("parse, time, orphan, parent, subagent, redaction and encoding findings: code, severity, line and message", async () => {
    const dir = tempDir();
    const log = join(dir, "s9.jsonl");
    const secretA = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
    const secretB = "ghp_Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2";
    const text = (uuid: string, parent: string | null, t: string | undefined, said: string) => ({
      type: "user",
      sessionId: "s9",
      uuid,
      parentUuid: parent,
      ...(t === undefined ? {} : { timestamp: t }),
      message: { role: "user", content: said },
    });
    const t0 = "2026-01-02T03:04:05.000Z";
    const lines: Array<string | Buffer> = [
      JSON.stringify(text("u1", null, t0, `keys ${secretA} and ${secretB}`)),
      "[1,2]",
      "{not json",
      `${'{"a":'.repeat(MAX_DEPTH + 1)}1${"}".repeat(MAX_DEPTH + 1)}`,
      JSON.stringify(text("u2", "u1", "yesterday", "bad time")),
      JSON.stringify(text("u3", "u2", t0, "good time")),
      JSON.stringify(toolResult("s9", "u4", "u3", 1000, "toolu_missing", "out")),
      JSON.stringify(text("u5", "u-elsewhere", t0, "lost")),
      JSON.stringify({ ...text("sc1", null, t0, "do the subtask"), isSidechain: true }),
      JSON.stringify(text("u6", "u5", t0, `one key ${secretA}`)),
      Buffer.concat([
        Buffer.from('{"type":"user","sessionId":"s9","uuid":"u7","message":{"content":"caf'),
        Buffer.from([0xff]),
        Buffer.from('"}}'),
      ]),
      Buffer.concat([
        Buffer.from('{"type":"user","sessionId":"s9","uuid":"u8","message":{"content":"x'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"}}'),
      ]),
    ];
    const bytes = Buffer.concat(lines.flatMap((l) => [Buffer.from(l), Buffer.from("\n")]));
    writeFileSync(log, bytes);
    const { r } = await lower(log);
    const got = r.diagnostics.map((d) => [d.code, d.severity, d.line, d.message]);
    // V8 words JSON.parse's own error; the rest is agentc's.
    expect(got[1]![3]).toMatch(/^line 3 is not JSON \(.+\); it is skipped$/);
    got[1]![3] = "(V8's message)";
    const end = "which is not in the log before it; it is recorded under the session's start";
    expect(got).toEqual([
      ["AEGX-SESSION-PARSE", "warning", 2, "line 2 is not a JSON object; it is skipped"],
      ["AEGX-SESSION-PARSE", "warning", 3, "(V8's message)"],
      ["AEGX-SESSION-PARSE", "warning", 4, `line 4 nests deeper than ${MAX_DEPTH} levels; it is skipped`],
      [
        "RULES-ENCODING",
        "warning",
        11,
        `${log} is not valid UTF-8 (first invalid byte at offset ${bytes.indexOf(0xff)}, line 11): 3 replacement characters (U+FFFD) stand for the bytes that are not (2 lines hold such bytes)`,
      ],
      ["AEGX-SESSION-TIME", "warning", 5, 'timestamp "yesterday" is not RFC 3339; the one before it is used'],
      ["AEGX-SESSION-ORPHAN-RESULT", "warning", 7, `tool result for call "toolu_missing", ${end}`],
      ["AEGX-SESSION-PARENT", "warning", 8, `the event follows "u-elsewhere", ${end}`],
      [
        "AEGX-SESSION-PARENT",
        "warning",
        9,
        "the subagent's first event names no Task call of the logs read before it (by agentId or prompt); it is recorded under the session's start",
      ],
      ["AEGX-SESSION-REDACTED", "info", 1, "2 secrets replaced by a marker"],
      ["AEGX-SESSION-REDACTED", "info", 10, "1 secret replaced by a marker"],
    ]);
    // The kind as the secret table names it (ir/dialects/sessions/redact.ts).
    expect(r.redactions).toEqual({ "github-token": 3 });
    // An event without a time takes the one before it (lines 11 and 12 above, silently); the first
    // event of a log without one is reported (docs/formats.md: the epoch), once for its line, though
    // the line gives two records (its session's start and the event).
    const first = join(dir, "s10.jsonl");
    // Its one line of bytes that are not UTF-8 is said without a count of lines.
    const one = Buffer.from(jsonl(text("u1", null, undefined, "no time"), text("u2", "u1", t0, "a time \u00ff")));
    one[one.indexOf(0xc3)] = 0xff; // ÿ's lead byte (C3 BF) made invalid
    writeFileSync(first, one);
    const r2 = await sessionsToBundle(first, join(dir, "b2.aegx"), { durable: false });
    const none = "the event has no timestamp; the one before it is used";
    expect(r2.diagnostics.map((d) => [d.code, d.severity, d.line, d.message])).toEqual([
      [
        "RULES-ENCODING",
        "warning",
        2,
        `${first} is not valid UTF-8 (first invalid byte at offset ${one.indexOf(0xff)}, line 2): 2 replacement characters (U+FFFD) stand for the bytes that are not`,
      ],
      ["AEGX-SESSION-TIME", "warning", 1, none],
    ]);
  });
});

describe("what the OTLP scanner reports, whole (otlp-stream.ts, round 3)", () => {
  it("too deep a line, a span that is not JSON, a torn end; each resource for the spans of its own element", () => {
    const p = join(tempDir(), "spans.jsonl");
    const nested = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
    // A span is the seventh container of its document: 121 arrays inside it reach the 128 levels read, 122 pass them.
    const lines = [
      `{"resourceSpans":[{"resource":{"attributes":[]},"scopeSpans":[{"spans":[{"spanId":"a","x":${nested(122)}}]}]}]}`,
      `{"resourceSpans":[{"resource":{"r":1},"scopeSpans":[{"spans":[{"spanId":"b","x":${nested(121)}}]}]},{"scopeSpans":[{"spans":[{"spanId":"c"}]}]}]}`,
      '{"resourceSpans":[{"scopeSpans":[{"spans":[{"a" 1},{"spanId":"d"}]}]}]}',
      '{"resourceSpans":[{"scopeSpans":[{"spans":[{"spanId":"e"}',
    ];
    writeFileSync(p, lines.join("\n"));
    const ds = new Diagnostics();
    const got = [...otlpSpans(p, ds, { bytes: 0 })];
    expect(got).toEqual([
      { span: { spanId: "b", x: JSON.parse(nested(121)) }, resource: { r: 1 }, line: 2 },
      { span: { spanId: "c" }, resource: undefined, line: 2 },
      { span: { spanId: "d" }, resource: undefined, line: 3 },
      { span: { spanId: "e" }, resource: undefined, line: 4 },
    ]);
    const said = ds.all.map((d) => [d.code, d.line, d.message]);
    expect(said[1]![2]).toMatch(/^line 3: a span that is not JSON \(.+\); it is skipped$/);
    said[1]![2] = "(V8's message)";
    expect(said).toEqual([
      ["AEGX-SESSION-PARSE", 1, `line 1: nests deeper than ${MAX_DEPTH} levels; the rest of the line is skipped`],
      ["AEGX-SESSION-PARSE", 3, "(V8's message)"],
      [
        "AEGX-SESSION-PARSE",
        4,
        "line 4: the file ends inside a document (a torn last export?); what it held of spans before is read",
      ],
    ]);
  });
});

describe("OTLP attribute values (otel.ts, round 3)", () => {
  it("strings, integers as written, doubles, booleans, arrays, key-value lists; anything else is null", () => {
    const v = (key: string, value: unknown) => ({ key, value });
    const doc = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  startTimeUnixNano: 1.767323045e18,
                  attributes: [
                    "junk",
                    { key: 1 },
                    v("gen_ai.operation.name", { stringValue: "chat" }),
                    v("gen_ai.conversation.id", { stringValue: "conv-1" }),
                    v("gen_ai.system", { boolValue: true }),
                    v("gen_ai.request.model", { doubleValue: 1.5 }),
                    v("gen_ai.response.model", {
                      arrayValue: {
                        values: [{ stringValue: "a" }, { intValue: "3" }, { intValue: 4 }, { boolValue: false }],
                      },
                    }),
                    v("gen_ai.agent.name", {
                      kvlistValue: { values: [v("k", { stringValue: "v" }), { key: 5 }, "junk"] },
                    }),
                    v("gen_ai.provider.name", { arrayValue: {} }),
                    v("gen_ai.usage.input_tokens", {}),
                    v("gen_ai.usage.output_tokens", "plain"),
                    v("gen_ai.input.messages", { kvlistValue: { values: [v("role", { stringValue: "user" })] } }),
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const r = readAll(readOtel, "attrs.json", JSON.stringify(doc));
    expect(r.diagnostics).toEqual([]);
    // No traceId: the trace is ""; no spanId: the span's place in the file names it.
    expect(r.items).toEqual([
      {
        kind: "session",
        key: "session:conv-1",
        sessionId: "conv-1",
        time: "2026-01-02T03:04:05.000Z",
        line: 1,
        meta: { traceId: "" },
      },
      {
        kind: "message",
        key: "span:span-1",
        parent: undefined,
        sessionId: "conv-1",
        time: "2026-01-02T03:04:05.000Z",
        line: 1,
        role: "assistant",
        content: { input: { role: "user" } },
        meta: {
          spanId: "span-1",
          operation: "chat",
          "request.model": 1.5,
          "response.model": ["a", "3", 4, false],
          "agent.name": { k: "v" },
          "provider.name": [],
          system: true,
          "usage.input_tokens": null,
          "usage.output_tokens": null,
        },
      },
    ]);
  });
});

describe("the files an apply_patch names, and what lies outside the workspace (lower.ts, round 3)", () => {
  const patch =
    "*** Begin Patch\n*** Add File: a.ts\n+x\n*** Update File:  b.ts \n*** Move to: c.ts\nx *** Add File: no.ts\n*** Delete File: d.ts\n*** End Patch";
  const files = [
    { path: "a.ts", op: "add" },
    { path: "b.ts", op: "update" },
    { path: "c.ts", op: "move" },
    { path: "d.ts", op: "delete" },
  ];
  it("a patch as text, as `input`, `patch`, or the lines of a `command`; anything else names none", () => {
    expect(patchedFiles(patch)).toEqual(files);
    expect(patchedFiles({ input: patch })).toEqual(files);
    expect(patchedFiles({ patch })).toEqual(files);
    expect(patchedFiles({ command: ["apply_patch", 7, patch] })).toEqual(files);
    expect([
      patchedFiles({ other: patch }),
      patchedFiles(42),
      patchedFiles(undefined),
      patchedFiles("no patch"),
    ]).toEqual([[], [], [], []]);
  });
  it("paths relative to the working directory or absolute, POSIX or Windows; no working directory: nothing is outside", () => {
    const cases: Array<[string, string | undefined, boolean]> = [
      ["src/a.ts", "/w", false],
      ["/w/src/a.ts", "/w", false],
      ["/w", "/w", false],
      ["/w/a", "/w/", false],
      ["./x/../a", "/w", false],
      ["/wx/a", "/w", true],
      ["../a", "/w", true],
      ["/etc/hosts", "/w", true],
      ["C:\\proj\\src\\a.ts", "C:\\proj", false],
      ["src\\a.ts", "C:\\proj", false],
      ["C:\\other\\a.ts", "C:\\proj", true],
      ["d:/x", "C:\\proj", true],
      ["/etc/hosts", undefined, false],
      ["/etc/hosts", "", false],
    ];
    expect(cases.map(([path, cwd]) => outsideWorkspace(path, cwd))).toEqual(cases.map(([, , out]) => out));
  });
});

describe("the logs of a directory (detect.ts, round 3)", () => {
  it("every .jsonl and .json below it, sorted, a folder's agent-* logs after the rest; links, node_modules, .git not followed", () => {
    const dir = tempDir();
    const touch = (rel: string) => {
      mkdirSync(join(dir, rel, ".."), { recursive: true });
      writeFileSync(join(dir, rel), "{}\n");
    };
    for (const f of [
      "b.jsonl",
      "a.json",
      "agent-1.jsonl",
      "x.txt",
      "node_modules/n.jsonl",
      ".git/g.jsonl",
      "sub/agent-2.jsonl",
      "sub/c.JSONL",
      "s/subagents/agent-3.jsonl",
    ])
      touch(f);
    symlinkSync(join(dir, "a.json"), join(dir, "link.jsonl"));
    symlinkSync(join(dir, "sub"), join(dir, "linked-dir"));
    expect(sessionFiles(dir).map((p) => p.slice(dir.length + 1))).toEqual([
      "a.json",
      "b.jsonl",
      "s/subagents/agent-3.jsonl",
      "sub/c.JSONL",
      "sub/agent-2.jsonl",
      "agent-1.jsonl",
    ]);
  });
});

describe("a Claude Code transcript's items, whole (claude-code.ts, round 3)", () => {
  it("a summary before the session, a system event, thinking, calls with and without ids, a Task and its subagent", () => {
    const T = (s: number) => `2026-01-02T03:04:0${s}.000Z`;
    const r = readAll(
      readClaudeCode,
      "s11.jsonl",
      jsonl(
        { type: "summary", summary: "Earlier work", leafUuid: "old-leaf" },
        {
          type: "system",
          subtype: "init",
          sessionId: "s11",
          uuid: "y1",
          parentUuid: null,
          timestamp: T(1),
          cwd: "/p",
          version: "2.1.0",
          gitBranch: "",
          content: "started",
          isMeta: true,
        },
        {
          type: "assistant",
          sessionId: "s11",
          uuid: "a1",
          parentUuid: "y1",
          timestamp: T(2),
          message: {
            role: "assistant",
            model: "m1",
            id: "msg1",
            content: [
              { type: "thinking", thinking: "hmm" },
              { type: "tool_use", name: "Bash", input: { command: "ls" } },
              { type: "tool_use", id: "t2", name: "Task", input: { prompt: "sub job", description: "d" } },
            ],
          },
        },
        {
          type: "progress",
          sessionId: "s11",
          uuid: "p1",
          parentUuid: "a1",
          timestamp: T(3),
          parentToolUseID: "t2",
          data: { type: "agent_progress", agentId: "ag1" },
        },
        {
          type: "user",
          sessionId: "s11",
          uuid: "u2",
          parentUuid: "p1",
          timestamp: T(4),
          toolUseResult: { agentId: "ag1" },
          message: { role: "user", content: [{ type: "tool_result", tool_use_id: "t2", content: "sub done" }] },
        },
        {
          type: "user",
          sessionId: "s11",
          uuid: "u3",
          parentUuid: null,
          logicalParentUuid: "u2",
          timestamp: T(5),
          message: { role: "user", content: [{ type: "text", text: "next" }] },
        },
        {
          type: "user",
          sessionId: "s11",
          uuid: "sc1",
          parentUuid: null,
          isSidechain: true,
          agentId: "ag1",
          timestamp: T(6),
          message: { role: "user", content: "sub job" },
        },
        // Two results under one toolUseResult: whose agent it names is not known, so no name is tied.
        {
          type: "user",
          sessionId: "s11",
          uuid: "u4",
          parentUuid: "u3",
          timestamp: T(7),
          toolUseResult: { agentId: "ag2" },
          message: {
            role: "user",
            content: [
              { type: "tool_result", tool_use_id: "a1#0", content: "ok", is_error: false },
              { type: "tool_result", content: "no id", is_error: true },
            ],
          },
        },
      ),
    );
    expect(r.diagnostics).toEqual([]);
    const a1 = { uuid: "a1", parentUuid: "y1", model: "m1", messageId: "msg1" };
    expect(r.items).toEqual([
      {
        kind: "session",
        key: "session:s11",
        sessionId: "s11",
        time: T(1),
        line: 2,
        cwd: "/p",
        meta: { version: "2.1.0", cwd: "/p" },
      },
      // The summary waited for the session's id; it takes the first time after it.
      {
        kind: "message",
        key: "line:1",
        sessionId: "s11",
        time: T(1),
        line: 1,
        role: "summary",
        content: "Earlier work",
        meta: { leafUuid: "old-leaf", line: 1 },
      },
      {
        kind: "message",
        key: "y1",
        parent: undefined,
        sessionId: "s11",
        time: T(1),
        line: 2,
        role: "system",
        content: "started",
        meta: { uuid: "y1", isMeta: true, subtype: "init" },
      },
      {
        kind: "message",
        key: "a1",
        parent: "y1",
        sessionId: "s11",
        time: T(2),
        line: 3,
        role: "assistant",
        content: [{ type: "thinking", thinking: "hmm" }],
        meta: a1,
      },
      // A call without an id is named by its event and its place among the event's calls.
      {
        kind: "tool-call",
        key: "call:a1#0",
        parent: "a1",
        sessionId: "s11",
        time: T(2),
        line: 3,
        callId: "a1#0",
        name: "Bash",
        input: { command: "ls" },
        meta: a1,
      },
      {
        kind: "tool-call",
        key: "call:t2",
        parent: "a1",
        sessionId: "s11",
        time: T(2),
        line: 3,
        callId: "t2",
        name: "Task",
        input: { prompt: "sub job", description: "d" },
        meta: a1,
      },
      // The progress event in the uuid chain passes its place on: the result follows the Task call.
      {
        kind: "tool-result",
        key: "result:t2:u2",
        parent: "call:t2",
        sessionId: "s11",
        time: T(4),
        line: 5,
        callId: "t2",
        output: "sub done",
        isError: false,
        meta: { uuid: "u2", parentUuid: "p1" },
      },
      {
        kind: "message",
        key: "u3",
        parent: "result:t2:u2",
        sessionId: "s11",
        time: T(5),
        line: 6,
        role: "user",
        content: [{ type: "text", text: "next" }],
        meta: { uuid: "u3", logicalParentUuid: "u2" },
      },
      {
        kind: "message",
        key: "sc1",
        parent: spawnKey("ag1", promptAlias("sub job")),
        sessionId: "s11",
        time: T(6),
        line: 7,
        role: "user",
        content: "sub job",
        meta: { uuid: "sc1", isSidechain: true, agentId: "ag1" },
      },
      {
        kind: "tool-result",
        key: "result:a1#0:u4",
        parent: "call:a1#0",
        sessionId: "s11",
        time: T(7),
        line: 8,
        callId: "a1#0",
        output: "ok",
        isError: false,
        meta: { uuid: "u4", parentUuid: "u3" },
      },
      {
        kind: "tool-result",
        key: "result::u4",
        parent: "call:",
        sessionId: "s11",
        time: T(7),
        line: 8,
        callId: "",
        output: "no id",
        isError: true,
        meta: { uuid: "u4", parentUuid: "u3" },
      },
    ]);
    // The Task call's other names: its prompt (from the call), its agentId (from the progress event, then the result).
    const agent = { sessionId: "s11", alias: agentAlias("ag1"), target: "call:t2" };
    expect(r.outcome.links).toEqual([
      { sessionId: "s11", alias: promptAlias("sub job"), target: "call:t2" },
      agent,
      agent,
    ]);
    expect(r.outcome.skipped).toEqual({ progress: 1 });
    expect(r.batches).toEqual([3, 3, 1, 1, 1, 2]);
  });
});

describe("a Codex rollout's items, whole (codex.ts, round 3)", () => {
  it("no session_meta first, every call kind, outputs by success and exit code, a second session_meta starting over", () => {
    const T = (s: number) => `2026-01-02T03:04:0${s}.000Z`;
    const item = (payload: object, timestamp?: string) => ({
      ...(timestamp === undefined ? {} : { timestamp }),
      type: "response_item",
      payload,
    });
    const text = [
      "[1]",
      JSON.stringify({ type: "turn_context", payload: {} }),
      JSON.stringify({ payload: {} }),
      ...[
        item({ type: "message", content: [{ type: "input_text", text: "go" }] }, T(1)),
        item({ type: "function_call", name: "shell", arguments: "not json", call_id: "c1" }),
        item({ type: "function_call_output", call_id: "c1", output: { content: "x", success: false } }, T(2)),
        item(
          { type: "custom_tool_call", id: "ct1", name: "apply_patch", input: "*** Begin Patch", status: "completed" },
          T(2),
        ),
        item({ type: "local_shell_call", action: { type: "exec", command: ["ls"] } }, T(2)),
        item({ type: "web_search_call", status: "completed", action: { type: "search", query: "agentc" } }, T(2)),
        item({}),
        item({ type: "custom_tool_call_output", output: '{"output":"ok","metadata":{"exit_code":0}}' }),
        { timestamp: T(3), type: "session_meta", payload: { cwd: "/w2" } },
        item({ type: "message", role: "assistant", content: "hi" }, T(3)),
        item({ type: "function_call_output", call_id: "c9", output: { content: "fine" } }, T(3)),
      ].map((l) => JSON.stringify(l)),
    ].join("\n");
    const r = readAll(readCodex, "rollout-x9.jsonl", text + "\n");
    const sid = "rollout-x9";
    const at = (line: number, time: string) => ({ sessionId: sid, line, time });
    expect(r.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ["AEGX-SESSION-PARSE", 1, "line 1 is not a JSON object; it is skipped"],
    ]);
    expect(r.items).toEqual([
      // Without session_meta, the file's name is the session's.
      { kind: "session", key: `session:${sid}`, ...at(4, T(1)), cwd: undefined, meta: {} },
      {
        kind: "message",
        key: "line:4",
        parent: undefined,
        ...at(4, T(1)),
        role: "",
        content: [{ type: "input_text", text: "go" }],
        meta: { line: 4 },
      },
      // Arguments that are not JSON are kept as the text they are.
      {
        kind: "tool-call",
        key: "call:c1",
        parent: "line:4",
        ...at(5, T(1)),
        callId: "c1",
        name: "shell",
        input: "not json",
        meta: {},
      },
      {
        kind: "tool-result",
        key: "result:c1:6",
        parent: "call:c1",
        ...at(6, T(2)),
        callId: "c1",
        output: { content: "x", success: false },
        isError: true,
        meta: {},
      },
      {
        kind: "tool-call",
        key: "call:ct1",
        parent: "result:c1:6",
        ...at(7, T(2)),
        callId: "ct1",
        name: "apply_patch",
        input: "*** Begin Patch",
        meta: { itemType: "custom_tool_call", status: "completed" },
      },
      {
        kind: "tool-call",
        key: "call:line:8",
        parent: "call:ct1",
        ...at(8, T(2)),
        callId: "line:8",
        name: "local_shell",
        input: { type: "exec", command: ["ls"] },
        meta: { itemType: "local_shell_call" },
      },
      {
        kind: "tool-call",
        key: "call:line:9",
        parent: "call:line:8",
        ...at(9, T(2)),
        callId: "line:9",
        name: "web_search",
        input: { type: "search", query: "agentc" },
        meta: { itemType: "web_search_call", status: "completed" },
      },
      {
        kind: "tool-result",
        key: "result:line:9:9",
        parent: "call:line:9",
        ...at(9, T(2)),
        callId: "line:9",
        output: "completed",
        isError: false,
        meta: { itemType: "web_search_call" },
      },
      {
        kind: "tool-result",
        key: "result::11",
        parent: "call:",
        ...at(11, T(2)),
        callId: "",
        output: '{"output":"ok","metadata":{"exit_code":0}}',
        isError: false,
        meta: {},
      },
      { kind: "session", key: `session:${sid}`, ...at(12, T(3)), cwd: "/w2", meta: { cwd: "/w2" } },
      {
        kind: "message",
        key: "line:13",
        parent: undefined,
        ...at(13, T(3)),
        role: "assistant",
        content: "hi",
        meta: { line: 13 },
      },
      // An output given as an object failed only when it says `success: false`.
      {
        kind: "tool-result",
        key: "result:c9:14",
        parent: "call:c9",
        ...at(14, T(3)),
        callId: "c9",
        output: { content: "fine" },
        isError: false,
        meta: {},
      },
    ]);
    expect(r.outcome.skipped).toEqual({ turn_context: 1, "(no type)": 1, "response_item/(no type)": 1 });
    expect(r.batches).toEqual([2, 1, 1, 1, 1, 2, 1, 1, 1, 1]);
  });
});

describe("a Codex rollout's records, whole (lower.ts, round 3)", () => {
  it("a failed web search, a file written, a page fetched by its action's url: type, principal, taint, parents, meta, payload", async () => {
    const T = (s: number) => `2026-01-02T03:04:0${s}.500Z`;
    const item = (s: number, payload: object) => ({ timestamp: T(s), type: "response_item", payload });
    const log = logFile(
      "rollout-n.jsonl",
      jsonl(
        {
          timestamp: T(0),
          type: "session_meta",
          payload: { id: "c5", timestamp: T(0), cwd: "/w", cli_version: "0.104.0" },
        },
        item(1, { type: "message", role: "user", content: "search" }),
        item(2, { type: "web_search_call", id: "ws1", status: "failed", action: { type: "search", query: "agentc" } }),
        item(3, {
          type: "function_call",
          name: "write_file",
          arguments: '{"path":"out.txt","content":"x"}',
          call_id: "w1",
        }),
        item(4, { type: "function_call_output", call_id: "w1", output: "done" }),
        item(5, {
          type: "function_call",
          name: "web_fetch",
          arguments: '{"action":{"url":"https://example.com/x"}}',
          call_id: "f1",
        }),
        item(6, { type: "function_call_output", call_id: "f1", output: "page" }),
      ),
    );
    const { r, out } = await lower(log);
    expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    const recs = recordsOf<Record<string, unknown> & { recordId: string; parents: string[] }>(out);
    const index = new Map(recs.map((x, i) => [x.recordId, i]));
    // meta.ts: the log's time in seconds (AEGX's precision); meta.time: the log's own.
    const m = (s: number, extra: object) => ({
      ts: `2026-01-02T03:04:0${s}Z`,
      time: T(s),
      source: "codex",
      sessionId: "c5",
      ...extra,
    });
    const rec = (
      type: string,
      principal: string,
      taint: string[],
      parents: number[],
      meta: object,
      inline: object,
    ) => ({
      schema: "0.1",
      type,
      principal,
      taint,
      parents,
      meta,
      payload: { inline },
    });
    const web = { tool: "web_search", callId: "ws1" };
    const write = { tool: "write_file", callId: "w1" };
    const fetch = { tool: "web_fetch", callId: "f1" };
    const url = "https://example.com/x";
    expect(recs.map(({ recordId: _, parents, ...x }) => ({ ...x, parents: parents.map((p) => index.get(p)) }))).toEqual(
      [
        rec("SessionStart", "SYS", [], [], m(0, {}), { tool: "codex", sessionId: "c5", version: "0.104.0", cwd: "/w" }),
        rec("SessionMessage", "USER", [], [0], m(1, { role: "user", line: 2 }), { role: "user", content: "search" }),
        rec("ToolCall", "SYS", [], [1], m(2, { ...web, itemType: "web_search_call", status: "failed" }), {
          name: "web_search",
          input: { type: "search", query: "agentc" },
        }),
        rec("ToolResult", "WEB", ["web"], [2], m(2, { ...web, itemType: "web_search_call", error: true }), {
          content: "failed",
          is_error: true,
        }),
        rec("NetworkRequest", "WEB", ["web"], [3], m(2, { ...web, error: true }), { query: "agentc" }),
        rec("ToolCall", "SYS", [], [3], m(3, write), { name: "write_file", input: { path: "out.txt", content: "x" } }),
        rec("ToolResult", "TOOL", [], [5], m(4, write), { content: "done", is_error: false }),
        rec("FileWrite", "TOOL", [], [6], m(4, { ...write, path: "out.txt" }), { path: "out.txt", op: "write_file" }),
        rec("ToolCall", "SYS", [], [6], m(5, fetch), { name: "web_fetch", input: { action: { url } } }),
        rec("ToolResult", "WEB", ["web"], [8], m(6, fetch), { content: "page", is_error: false }),
        rec("NetworkRequest", "WEB", ["web"], [9], m(6, fetch), { url }),
      ],
    );
  });
});

describe("a timeline's texts (timeline.ts, round 3)", () => {
  it("textOf: a string, the text of blocks, an output's or a text's; nothing else", () => {
    expect(
      [
        "a",
        ["x", { type: "text", text: "y" }, { type: "image" }, null, { text: "" }, 3],
        { output: "o", text: "not this" },
        { text: "t" },
        { output: [{ type: "output_text", text: "p" }] },
        {},
        5,
        undefined,
      ].map((c) => textOf(c as never)),
    ).toEqual(["a", "x y", "o", "t", "p", "", "", ""]);
  });
  it("prompts cut past 100 characters, a call's hint past 80, whitespace runs made one space", () => {
    const g = new Graph();
    const rec = (id: string, type: string, meta: object, inline: object) =>
      g.add({
        id,
        kind: "aegx.Record",
        attrs: {
          type,
          taint: [],
          parents: [],
          meta: { sessionId: "s3", source: "claude-code", time: "2026-01-02T03:04:05.000Z", ...meta },
          payload: { inline },
        },
      });
    rec("r0", "SessionStart", {}, {});
    rec("r1", "SessionMessage", { role: "user" }, { content: "a".repeat(100) });
    rec("r2", "SessionMessage", { role: "user" }, { content: ` ${"b".repeat(101)}\n` });
    rec("r3", "ToolCall", { tool: "Bash" }, { input: { command: "c".repeat(80) } });
    rec("r4", "ToolCall", { tool: "Grep" }, { input: { pattern: `${"d".repeat(40)}\t\t${"d".repeat(40)}` } });
    expect(sessionTimelines(g)[0]!.events.map((e) => e.text)).toEqual([
      "a".repeat(100),
      `${"b".repeat(99)}…`,
      "c".repeat(80),
      `${"d".repeat(40)} ${"d".repeat(38)}…`,
    ]);
  });
});

describe("the session formats as agentc lists them (format.ts, round 3)", () => {
  it("names, dialects, passes and what each says it does", () => {
    const passes = Object.values(SESSION_FORMATS).map((f) => [
      f.name,
      f.dialect,
      f.description,
      ...[f.read, ...f.verify, f.redact, f.lower!].map((p) => `${p.name} (${p.dialect}, ${p.kind}): ${p.description}`),
    ]);
    expect(passes).toEqual([
      [
        "claude-code-log",
        "sessions",
        "a Claude Code session transcript (JSON Lines: uuid/parentUuid threading, tool_use and tool_result blocks)",
        "sessions.read-claude-code (sessions, read): Claude Code transcript → sessions.Item nodes, line by line",
        "sessions.verify (sessions, verify): a time on every event, a call before each result, parents in the log; something to record",
        "sessions.redact (sessions, lower): tokens, keys and credentials in any content replaced by a marker with their kind and a salted hash",
        "aegx.lower (aegx, lower): items to AEGX records: SessionStart, SessionMessage, ToolCall/ToolResult, FileRead/FileWrite, NetworkRequest, with taint",
      ],
      [
        "codex-log",
        "sessions",
        "a Codex rollout (JSON Lines: session_meta, response_item messages, function calls and outputs by call_id)",
        "sessions.read-codex (sessions, read): Codex rollout → sessions.Item nodes, line by line",
        "sessions.verify (sessions, verify): a time on every event, a call before each result, parents in the log; something to record",
        "sessions.redact (sessions, lower): tokens, keys and credentials in any content replaced by a marker with their kind and a salted hash",
        "aegx.lower (aegx, lower): items to AEGX records: SessionStart, SessionMessage, ToolCall/ToolResult, FileRead/FileWrite, NetworkRequest, with taint",
      ],
      [
        "otel-genai",
        "sessions",
        "OpenTelemetry GenAI spans in OTLP JSON (invoke_agent, chat, execute_tool)",
        "sessions.read-otel (sessions, read): OpenTelemetry GenAI spans → sessions.Item nodes, span by span (the document is read whole)",
        "sessions.verify (sessions, verify): a time on every event, a call before each result, parents in the log; something to record",
        "sessions.redact (sessions, lower): tokens, keys and credentials in any content replaced by a marker with their kind and a salted hash",
        "aegx.lower (aegx, lower): items to AEGX records: SessionStart, SessionMessage, ToolCall/ToolResult, FileRead/FileWrite, NetworkRequest, with taint",
      ],
    ]);
  });
  it("detect: a log of its own tool, not another's, and never a throw (a directory, a missing file)", () => {
    const dir = tempDir();
    const codex = join(dir, "rollout.jsonl");
    writeFileSync(codex, '{"type":"session_meta","payload":{}}\n');
    const f = Object.values(SESSION_FORMATS);
    expect([codex, dir, join(dir, "missing.jsonl")].map((p) => f.map((x) => x.detect!(p)))).toEqual([
      [false, true, false],
      [false, false, false],
      [false, false, false],
    ]);
  });
});

describe("SessionRun's other names of a key (run.ts, round 3)", () => {
  it("a subagent's spawn key resolves by agentId, then prompt; its Task call's record outlives the session's forgotten keys", () => {
    const r = new SessionRun({ redact: false, inlineLimit: 4096 });
    r.remember("s", "session:s", "start");
    // Named before the call's record exists: pinned when it is made.
    r.link("s", agentAlias("ag"), "call:t1");
    r.remember("s", "call:t1", "rec1");
    expect([r.resolve("s", spawnKey("ag", undefined)), r.resolve("s", spawnKey("zz", promptAlias("p")))]).toEqual([
      "call:t1",
      undefined,
    ]);
    // Named after: pinned at once.
    r.link("s", promptAlias("p"), "call:t1");
    expect([
      r.resolve("s", spawnKey("zz", promptAlias("p"))),
      r.resolve("s", "plain"),
      r.resolve("other", spawnKey("ag", undefined)),
      r.recordOf("s", spawnKey("ag", undefined)),
    ]).toEqual(["call:t1", "plain", undefined, "rec1"]);
    for (let i = 0; i <= 20_000; i++) r.remember("s2", `k${i}`, `r${i}`);
    expect([
      r.recordOf("s", "call:t1"),
      r.recordOf("s", spawnKey("ag", undefined)),
      r.hasKey("s", spawnKey(undefined, promptAlias("p"))),
      r.recordOf("s", "session:s"),
      r.recordOf("x", "session:x"),
    ]).toEqual([undefined, "rec1", true, "start", undefined]);
  });
  it("counts by record type and redactions by kind add up", () => {
    const r = new SessionRun({ redact: true, inlineLimit: 4096 });
    r.count("ToolCall");
    r.count("ToolCall");
    r.count("FileRead");
    r.addRedactions({ "github-token": 1 });
    r.addRedactions({ "github-token": 2, "aws-key": 1 });
    expect([r.counts, r.redactions]).toEqual([
      { ToolCall: 2, FileRead: 1 },
      { "github-token": 3, "aws-key": 1 },
    ]);
  });
});

describe("OpenTelemetry spans waiting for their parent (otel.ts, round 3)", () => {
  it("children started before their parent follow it, in start order; a span whose parent never comes goes on at the end", () => {
    const span = (spanId: string, parent: string, s: number, op: string) => ({
      traceId: "t5",
      spanId,
      parentSpanId: parent,
      name: op,
      startTimeUnixNano: `176732304${s}000000000`,
      attributes: [{ key: "gen_ai.operation.name", value: { stringValue: op } }],
    });
    const doc = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                span("P", "", 5, "chat"),
                span("C2", "P", 2, "execute_tool"),
                span("C1", "P", 1, "chat"),
                span("O", "missing", 3, "chat"),
              ],
            },
          ],
        },
      ],
    };
    const r = readAll(readOtel, "wait.json", JSON.stringify(doc));
    expect(r.items.map((i) => [i.kind, i.key, i.parent, i.line, i.time])).toEqual([
      ["session", "session:t5", undefined, 1, "2026-01-02T03:04:05.000Z"],
      ["message", "span:P", undefined, 1, "2026-01-02T03:04:05.000Z"],
      ["message", "span:C1", "span:P", 3, "2026-01-02T03:04:01.000Z"],
      ["tool-call", "call:C2", "span:P", 2, "2026-01-02T03:04:02.000Z"],
      ["tool-result", "span:C2", "call:C2", 2, "2026-01-02T03:04:02.000Z"],
      ["message", "span:O", "span:missing", 4, "2026-01-02T03:04:03.000Z"],
    ]);
  });
});

describe("redaction on and off (lower.ts, round 3)", () => {
  it("on: the secret gone from the record, which is tainted `redacted`, the marker salted; off: kept, nothing said", async () => {
    const secret = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
    const log = logFile(
      "s12.jsonl",
      events([
        userText("s12", "u1", null, 0, `use ${secret}`),
        assistant("s12", "a1", "u1", 1000, [{ type: "text", text: "ok" }]),
      ]),
    );
    const convert = async (name: string, options: { redact?: boolean; salt?: string }) => {
      const { r, out } = await lower(log, name, options);
      const recs = recordsOf<{ taint: string[]; payload: { inline: { content?: string } } }>(out);
      return { r, recs, said: recs[1]!.payload.inline.content! };
    };
    const on = await convert("on.aegx", {});
    const salted = await convert("salted.aegx", { salt: "pepper" });
    const again = await convert("again.aegx", { salt: "pepper" });
    const off = await convert("off.aegx", { redact: false });
    expect(on.recs.map((x) => x.taint)).toEqual([[], ["redacted"], []]);
    expect(on.said).not.toContain(secret);
    expect(on.said.startsWith("use ")).toBe(true);
    expect([salted.said === on.said, salted.said === again.said]).toEqual([false, true]);
    expect([on.r.redacted, on.r.redactions]).toEqual([true, { "github-token": 1 }]);
    expect(off.recs.map((x) => x.taint)).toEqual([[], [], []]);
    expect(off.said).toBe(`use ${secret}`);
    expect([off.r.redacted, off.r.redactions, off.r.diagnostics]).toEqual([false, {}, []]);
  });
});

describe("the records of failures, files outside and times gone wrong (lower.ts, round 3)", () => {
  it("a Write outside the workspace, a Read that failed with a bad time, an mcp_ tool, a secret in the cwd", async () => {
    const secret = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
    const log = logFile(
      "s13.jsonl",
      events([
        { ...userText("s13", "u1", null, 0, "go"), cwd: `/home/${secret}/p` },
        assistant("s13", "a1", "u1", 1000, [toolUse("t1", "Write", { file_path: "/etc/x", content: "y" })]),
        toolResult("s13", "u2", "a1", 2000, "t1", "ok"),
        assistant("s13", "a2", "u2", 3000, [toolUse("t2", "Read", { file_path: "rel.txt" })]),
        { ...toolResult("s13", "u3", "a2", 4000, "t2", "no such file", true), timestamp: "yesterday" },
        assistant("s13", "a3", "u3", 5000, [toolUse("t3", "mcp_srv_tool", {})]),
        toolResult("s13", "u4", "a3", 6000, "t3", "r"),
        // A path under the cwd, both holding the secret: both are redacted alike, so it stays inside.
        assistant("s13", "a4", "u4", 7000, [toolUse("t4", "Read", { file_path: `/home/${secret}/p/a.txt` })]),
        toolResult("s13", "u5", "a4", 8000, "t4", "text"),
      ]),
    );
    const { r, out } = await lower(log);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ["AEGX-SESSION-TIME", 5],
      ["AEGX-SESSION-REDACTED", 1],
      ["AEGX-SESSION-REDACTED", 8],
    ]);
    const recs = recordsOf<{
      recordId: string;
      type: string;
      principal: string;
      taint: string[];
      parents: string[];
      meta: { ts: string; time?: string; error?: boolean };
    }>(out);
    const index = new Map(recs.map((x, i) => [x.recordId, i]));
    const s = (sec: number) => `2026-01-02T03:04:${String(sec).padStart(2, "0")}Z`;
    // A Write's result is not tainted by the path (only a Read's content came from it); its FileWrite is.
    // The failed Read writes no FileRead; its bad time takes the second before it and keeps no meta.time.
    expect(
      recs.map((x) => [
        x.type,
        x.principal,
        x.taint,
        x.parents.map((p) => index.get(p)),
        x.meta.ts,
        x.meta.time ?? null,
        x.meta.error ?? null,
      ]),
    ).toEqual([
      ["SessionStart", "SYS", ["redacted"], [], s(5), time(0), null],
      ["SessionMessage", "USER", [], [0], s(5), time(0), null],
      ["ToolCall", "SYS", [], [1], s(6), time(1000), null],
      ["ToolResult", "TOOL", [], [2], s(7), time(2000), null],
      ["FileWrite", "TOOL", ["outside-workspace"], [3], s(7), time(2000), null],
      ["ToolCall", "SYS", [], [3], s(8), time(3000), null],
      ["ToolResult", "TOOL", [], [5], s(8), null, true],
      ["ToolCall", "SYS", [], [6], s(10), time(5000), null],
      ["ToolResult", "EXTERNAL", ["mcp"], [7], s(11), time(6000), null],
      ["ToolCall", "SYS", ["redacted"], [8], s(12), time(7000), null],
      ["ToolResult", "TOOL", [], [9], s(13), time(8000), null],
      ["FileRead", "TOOL", [], [10], s(13), time(8000), null],
    ]);
    expect(readFileSync(join(out, "records.jsonl"), "utf8")).not.toContain(secret);
  });
});

describe("numbers JSON has no value for (values.ts, round 3)", () => {
  it("1e400 and -1e400 are read as the strings Infinity and -Infinity, wherever they are", () => {
    const r = readAll(
      readCodex,
      "rollout-inf.jsonl",
      '{"type":"response_item","payload":{"type":"message","role":"user","content":[1e400,{"a":-1e400},"x",2]}}\n',
    );
    expect(r.items[1]!.content).toEqual(["Infinity", { a: "-Infinity" }, "x", 2]);
  });
});

describe("OpenTelemetry spans waiting past the limit (otel.ts, round 3)", () => {
  it("one more child than may wait: the oldest goes on without its parent, before it; the rest follow the parent", () => {
    const chat = [{ key: "gen_ai.operation.name", value: { stringValue: "chat" } }];
    // Only the oldest child and the parent are GenAI spans (the others are counted, not read: small and fast).
    const span = (spanId: string, parent: string, start: number, attributes?: unknown) => ({
      spanId,
      parentSpanId: parent,
      startTimeUnixNano: String(start),
      ...(attributes ? { attributes } : {}),
    });
    // n children, then their parent, which starts last (and falls in the next sort window).
    expect(OTEL_PENDING_LIMIT).toBe(OTEL_SORT_WINDOW);
    const read = (n: number) => {
      const spans = Array.from({ length: n }, (_, i) => span(`C${i}`, "P", i + 1, i === 0 ? chat : undefined));
      spans.push(span("P", "", n + 1, chat));
      const r = readAll(readOtel, `many-${n}.json`, JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans }] }] }));
      expect(r.outcome.skipped).toEqual({ "span/(no name)": n - 1 });
      return r.items.map((i) => [i.key, i.parent]);
    };
    // (Exactly OTEL_PENDING_LIMIT children would all follow P: not run, a second read of 4,096 spans costs too much.)
    expect(read(OTEL_PENDING_LIMIT + 1)).toEqual([
      ["session:", undefined],
      ["span:C0", "span:P"],
      ["span:P", undefined],
    ]);
  });
});

describe("a log with nothing to record (verify.ts, round 3)", () => {
  it("a session and no message, call or result: the error, its place and what it says", async () => {
    const log = logFile(
      "s14.jsonl",
      events([{ ...userText("s14", "u1", null, 0, "x"), message: { role: "user", content: [] } }]),
    );
    const { r } = await lower(log);
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.file, d.line, d.message])).toEqual([
      ["AEGX-SESSION-EMPTY", "error", log, 1, "the log holds no message, tool call or tool result to record"],
    ]);
  });
});

describe("spawnAliases: a spawn key resolves by its agent, then by its prompt, by whichever it has", () => {
  it("each part it has, in order, and nothing for a part it lacks", () => {
    const p = promptAlias("review the diff");
    expect(spawnAliases(spawnKey("a1", p))).toEqual(["agent:a1", p]);
    expect(spawnAliases(spawnKey("a1", undefined))).toEqual(["agent:a1"]);
    expect(spawnAliases(spawnKey(undefined, p))).toEqual([p]);
    expect(spawnAliases(spawnKey(undefined, undefined))).toEqual([]);
    expect(spawnAliases("call:x")).toBeUndefined();
  });
});
