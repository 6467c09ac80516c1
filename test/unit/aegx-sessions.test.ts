/** `agentc aegx from`: session logs of real tools into AEGX bundles (docs/formats.md, "Agent sessions as evidence"). */
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { exportBundleZip, importBundleZip } from "../../emitters/aegx/bundle-zip.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { assistant, generatedSession, jsonl, toolResult, toolUse, userText } from "../support/session-logs.js";

const FIXTURES = join(repoRoot, "test/fixtures/sessions");

interface Rec {
  recordId: string;
  type: string;
  principal: string;
  taint: string[];
  parents: string[];
  meta: Record<string, unknown>;
  payload: { inline?: unknown; blob?: string; size?: number };
}

const records = (dir: string): Rec[] =>
  readFileSync(join(dir, "records.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Rec);

/** Every file of a directory, relative path → bytes. */
function contents(dir: string, base = dir, out = new Map<string, Buffer>()): Map<string, Buffer> {
  for (const f of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, f.name);
    if (f.isDirectory()) contents(p, base, out);
    else out.set(p.slice(base.length + 1), readFileSync(p));
  }
  return out;
}

/** Every file of a directory, relative path → sha256 (compared as text: deep equality of large buffers is slow). */
const files = (dir: string): Record<string, string> =>
  Object.fromEntries([...contents(dir)].map(([k, v]) => [k, createHash("sha256").update(v).digest("hex")]));

async function convert(
  input: string,
  options: Parameters<typeof sessionsToBundle>[2] = {},
  out = join(tempDir(), "b.aegx"),
) {
  const r = await sessionsToBundle(input, out, { durable: false, ...options });
  return { out, r };
}

/** What a Claude Code transcript itself counts: tool_use and tool_result blocks, and sessions. */
function claudeCounts(path: string): { calls: string[]; results: string[]; sessions: Set<string> } {
  const calls: string[] = [];
  const results: string[] = [];
  const sessions = new Set<string>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const o = JSON.parse(line) as { sessionId?: string; type?: string; message?: { content?: unknown } };
    if (o.sessionId) sessions.add(o.sessionId);
    const c = o.message?.content;
    if (Array.isArray(c))
      for (const b of c as Array<{ type?: string; id?: string; tool_use_id?: string }>) {
        if (b.type === "tool_use") calls.push(b.id!);
        if (b.type === "tool_result") results.push(b.tool_use_id!);
      }
  }
  return { calls, results, sessions };
}

describe("aegx from: Claude Code transcripts of public repositories", () => {
  const logs = readdirSync(join(FIXTURES, "claude")).filter((f) => f.endsWith(".jsonl"));
  for (const name of logs) {
    it(`${name}: a ToolCall per tool_use, a ToolResult per tool_result under its call, counts as the log's, the bundle verifies`, async () => {
      const path = join(FIXTURES, "claude", name);
      const { out, r } = await convert(path);
      expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const v = await verifyBundle(out, { strict: true });
      expect(v.diagnostics).toEqual([]);
      const recs = records(out);
      const log = claudeCounts(path);
      const calls = recs.filter((x) => x.type === "ToolCall");
      const results = recs.filter((x) => x.type === "ToolResult");
      expect(calls.map((c) => c.meta.callId).sort()).toEqual([...log.calls].sort());
      expect(results.map((c) => c.meta.callId).sort()).toEqual([...log.results].sort());
      for (const res of results) {
        const call = calls.find((c) => c.meta.callId === res.meta.callId)!;
        expect(res.parents).toEqual([call.recordId]);
      }
      expect(recs.filter((x) => x.type === "SessionStart").length).toBe(Math.max(1, log.sessions.size));
      const ids = new Set(recs.map((x) => x.recordId));
      for (const x of recs) for (const p of x.parents) expect(ids.has(p)).toBe(true);
    });
  }

  it("the same logs read twice give the same bytes", async () => {
    const a = await convert(join(FIXTURES, "claude"));
    const b = await convert(join(FIXTURES, "claude"));
    expect(files(a.out)).toEqual(files(b.out));
    expect(a.r.appended).toBeGreaterThan(50);
  });

  it("keeps the log's time to the millisecond in meta.time, meta.ts in seconds", async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, "s.jsonl"),
      jsonl([
        userText("s1", "u1", null, 123, "hello"),
        assistant("s1", "a1", "u1", 456, [{ type: "text", text: "hi" }]),
      ]),
    );
    const { out } = await convert(join(dir, "s.jsonl"));
    const msg = records(out).find((x) => x.type === "SessionMessage")!;
    expect(msg.meta.time).toBe("2026-01-02T03:04:05.123Z");
    expect(msg.meta.ts).toBe("2026-01-02T03:04:05Z");
  });

  it("threads by parentUuid; a forked log keeps both branches under their common parent", async () => {
    const { out } = await convert(join(FIXTURES, "claude/agent-history-fork.jsonl"));
    const recs = records(out);
    const byUuid = new Map(recs.filter((x) => x.type === "SessionMessage").map((x) => [x.meta.uuid as string, x]));
    const forkPoint = byUuid.get("fa1-fork")!;
    const children = recs.filter((x) => x.parents.includes(forkPoint.recordId));
    expect(children.length).toBeGreaterThanOrEqual(2);
  });
});

describe("aegx from: --append", () => {
  it("a continued session adds only its new turns, and ends as the whole log converted at once", async () => {
    const full = readFileSync(join(FIXTURES, "claude/agent-history-rejection.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean);
    const dir = tempDir();
    const part = join(dir, "part", "s.jsonl");
    mkdirSync(join(dir, "part"));
    writeFileSync(part, full.slice(0, 4).join("\n") + "\n");
    const { out, r } = await convert(part);
    const first = r.appended;
    writeFileSync(part, full.join("\n") + "\n");
    const again = await sessionsToBundle(part, out, { append: true, durable: false });
    expect(again.alreadyPresent).toBe(first);
    const whole = await convert(part);
    expect(first + again.appended).toBe(whole.r.appended);
    expect(files(out)).toEqual(files(whole.out));
    const once = await sessionsToBundle(part, out, { append: true, durable: false });
    expect(once.appended).toBe(0);
    expect((await verifyBundle(out)).ok).toBe(true);
  });

  it("refuses an existing bundle without --append or --force", async () => {
    const { out } = await convert(join(FIXTURES, "claude/simonw-sample.jsonl"));
    await expect(sessionsToBundle(join(FIXTURES, "claude/simonw-sample.jsonl"), out)).rejects.toThrow(/--append/);
    const cli = await agentcInProcess([
      "aegx",
      "from",
      join(FIXTURES, "claude/simonw-sample.jsonl"),
      "-o",
      out,
      "--json",
    ]);
    expect(cli.status).toBe(1);
    expect(JSON.parse(cli.stdout).diagnostics[0].code).toBe("AGC-OUTPUT-EXISTS");
    const appended = await agentcInProcess([
      "aegx",
      "from",
      join(FIXTURES, "claude/simonw-sample.jsonl"),
      "-o",
      out,
      "--append",
    ]);
    expect(appended.status).toBe(0);
    expect(appended.stdout).toMatch(/nothing new for .*\(11 records already in the bundle\)/);
  });
});

describe("aegx from: what came from outside, and files", () => {
  const log = (): string => {
    const dir = tempDir();
    const p = join(dir, "s.jsonl");
    writeFileSync(
      p,
      jsonl([
        userText("s1", "u1", null, 0, "look things up"),
        assistant("s1", "a1", "u1", 10, [
          toolUse("t1", "WebFetch", { url: "https://example.com/x", prompt: "read" }),
          toolUse("t2", "mcp__github__get_issue", { issue: 1 }),
          toolUse("t3", "Read", { file_path: "/etc/hosts" }),
          toolUse("t4", "Write", { file_path: "src/a.ts", content: "x" }),
          toolUse("t5", "Bash", { command: "false" }),
        ]),
        toolResult("s1", "r1", "a1", 20, "t1", "page text"),
        toolResult("s1", "r2", "r1", 30, "t2", "issue body"),
        toolResult("s1", "r3", "r2", 40, "t3", "127.0.0.1 localhost"),
        toolResult("s1", "r4", "r3", 50, "t4", "ok"),
        toolResult("s1", "r5", "r4", 60, "t5", "x".repeat(10_000), true),
      ]),
    );
    return p;
  };

  it("taints web, MCP and outside-workspace content and names the principals", async () => {
    const { out } = await convert(log());
    const recs = records(out);
    const result = (id: string): Rec => recs.find((x) => x.type === "ToolResult" && x.meta.callId === id)!;
    expect(result("t1")).toMatchObject({ principal: "WEB", taint: ["web"] });
    expect(result("t2")).toMatchObject({ principal: "EXTERNAL", taint: ["mcp"] });
    expect(result("t3")).toMatchObject({ principal: "TOOL", taint: ["outside-workspace"] });
    expect(result("t4").taint).toEqual([]);
    expect(recs.find((x) => x.type === "NetworkRequest")).toMatchObject({
      principal: "WEB",
      taint: ["web"],
      payload: { inline: { url: "https://example.com/x" } },
    });
    expect(recs.find((x) => x.type === "FileRead")).toMatchObject({
      taint: ["outside-workspace"],
      meta: { path: "/etc/hosts" },
    });
    expect(recs.find((x) => x.type === "FileWrite")).toMatchObject({ taint: [], meta: { path: "src/a.ts" } });
  });

  it("puts a large output in a blob and marks the failed call", async () => {
    const { out } = await convert(log());
    const failed = records(out).find((x) => x.type === "ToolResult" && x.meta.callId === "t5")!;
    expect(failed.meta.error).toBe(true);
    expect(failed.payload.blob).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(join(out, "blobs", failed.payload.blob!))).toBe(true);
    const s = await agentcInProcess(["aegx", "summarize", out, "--json"]);
    const sessions = JSON.parse(s.stdout).result.sessions;
    expect(sessions[0].counts).toMatchObject({ prompts: 1, toolCalls: 5, failures: 1, filesWritten: 1 });
    expect(sessions[0].events.find((e: { tool?: string }) => e.tool === "Bash").outcome).toBe("error");
  });
});

describe("aegx from: secrets never enter the evidence", () => {
  const TOKENS: Record<string, string> = {
    github: "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8",
    githubPat: "github_pat_" + "11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH",
    aws: "AKIA" + "IOSFODNN7EXAMPLE",
    slack: "xoxb-" + "123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
    openai: "sk-proj-" + "abcdefghijklmnopqrstuvwxyz0123456789ABCD",
    anthropic: "sk-ant-api03-" + "abcdefghijklmnopqrstuvwxyz0123456789-_ABCDEFG",
    google: "AIza" + "SyA1234567890abcdefghijklmnopqrstuv",
    jwt: "eyJhbGciOiJIUzI1NiJ9" + ".eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    bearer: "Bearer " + "abcdef0123456789abcdef0123456789",
    pemBody: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7" + "VJTUt9Us8cKj",
  };
  const pem = `-----BEGIN PRIVATE KEY-----\n${TOKENS.pemBody}\n-----END PRIVATE KEY-----`;

  const planted = (): string => {
    const dir = tempDir();
    const p = join(dir, "s.jsonl");
    writeFileSync(
      p,
      jsonl([
        userText("s1", "u1", null, 0, `my key is ${TOKENS.github} and ${TOKENS.githubPat}`),
        assistant("s1", "a1", "u1", 10, [
          toolUse("t1", "Bash", {
            command: `AWS_ACCESS_KEY_ID=${TOKENS.aws} curl -H 'Authorization: ${TOKENS.bearer}' https://api`,
          }),
        ]),
        toolResult(
          "s1",
          "r1",
          "a1",
          20,
          "t1",
          `${TOKENS.slack}\n${TOKENS.openai}\n${TOKENS.anthropic}\n${TOKENS.google}\n${TOKENS.jwt}\n${pem}\n${"padding ".repeat(1000)}`,
        ),
        assistant("s1", "a2", "r1", 30, [{ type: "text", text: `found ${TOKENS.anthropic}` }]),
      ]),
    );
    return p;
  };

  it("replaces a planted token of each kind: absent from every byte of the bundle and of its zip, counted by kind", async () => {
    const { out, r } = await convert(planted());
    expect(r.redactions).toMatchObject({
      "github-token": 2,
      "aws-access-key": 1,
      "bearer-token": 1,
      "slack-token": 1,
      "openai-api-key": 1,
      "anthropic-api-key": 2,
      "google-api-key": 1,
      jwt: 1,
      "private-key": 1,
    });
    const zip = join(tempDir(), "b.aegx.zip");
    await exportBundleZip(out, zip);
    const back = join(tempDir(), "back");
    expect((await importBundleZip(zip, back)).filter((d) => d.severity === "error")).toEqual([]);
    const all = [...contents(out).values(), readFileSync(zip), ...contents(back).values()];
    for (const [kind, token] of Object.entries(TOKENS)) {
      const secret = kind === "bearer" ? token.slice("Bearer ".length) : token;
      for (const bytes of all) expect(bytes.includes(secret), `${kind} in the evidence`).toBe(false);
    }
    expect(readFileSync(join(out, "records.jsonl"), "utf8")).toMatch(/\[REDACTED:github-token:[0-9a-f]{16}\]/);
    expect(records(out).find((x) => x.type === "SessionMessage" && x.meta.role === "user")!.taint).toEqual([
      "redacted",
    ]);
    expect((await verifyBundle(out)).ok).toBe(true);
  });

  it("keeps them only under --no-redact, asked for by name", async () => {
    const path = planted();
    const out = join(tempDir(), "b.aegx");
    const cli = await agentcInProcess(["aegx", "from", path, "-o", out, "--no-redact"]);
    expect(cli.status).toBe(0);
    expect(cli.stdout).toMatch(/NOT redacted/);
    expect(readFileSync(join(out, "records.jsonl"), "utf8")).toContain(TOKENS.github);
  });

  it("the same secret gives the same marker within a session (salted by the session), another with --redact-salt", async () => {
    const { out } = await convert(planted());
    const text = readFileSync(join(out, "records.jsonl"), "utf8");
    const markers = [...text.matchAll(/\[REDACTED:anthropic-api-key:([0-9a-f]{16})\]/g)].map((m) => m[1]);
    expect(new Set(markers).size).toBe(1);
    const salted = await convert(planted(), { salt: "another" });
    expect(readFileSync(join(salted.out, "records.jsonl"), "utf8")).not.toContain(markers[0]);
  });
});

describe("aegx from: Codex rollouts and OpenTelemetry spans", () => {
  it("reads Codex rollouts of public repositories: each function call with its output under it", async () => {
    const { out, r } = await convert(join(FIXTURES, "codex"));
    expect(r.files.every((f) => f.tool === "codex")).toBe(true);
    const recs = records(out);
    const calls = recs.filter((x) => x.type === "ToolCall");
    const results = recs.filter((x) => x.type === "ToolResult");
    expect(calls.length).toBeGreaterThan(0);
    // The rollouts' own counts: call items and output items, session_meta lines.
    const items = readdirSync(join(FIXTURES, "codex")).flatMap((f) =>
      readFileSync(join(FIXTURES, "codex", f), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { type: string; payload: { type?: string; status?: unknown } }),
    );
    // A web search is call and outcome in one item: its status is its result (docs/decisions.md).
    const responseItems = items
      .filter((i) => i.type === "response_item")
      .flatMap((i) =>
        i.payload.type === "web_search_call" && typeof i.payload.status === "string"
          ? ["web_search_call", "web_search_status"]
          : [i.payload.type],
      );
    expect(calls.length).toBe(
      responseItems.filter(
        (t) => t === "function_call" || t === "custom_tool_call" || t === "local_shell_call" || t === "web_search_call",
      ).length,
    );
    expect(results.length).toBe(
      responseItems.filter(
        (t) => t === "function_call_output" || t === "custom_tool_call_output" || t === "web_search_status",
      ).length,
    );
    expect(recs.filter((x) => x.type === "SessionMessage").length).toBe(
      responseItems.filter((t) => t === "message").length,
    );
    expect(recs.filter((x) => x.type === "SessionStart").length).toBe(
      items.filter((i) => i.type === "session_meta").length,
    );
    for (const res of results)
      expect(res.parents).toEqual([calls.find((c) => c.meta.callId === res.meta.callId)!.recordId]);
    expect((await verifyBundle(out, { strict: true })).diagnostics).toEqual([]);
  });

  it("turns a Codex apply_patch into FileWrite and FileDelete records", async () => {
    const dir = tempDir();
    const p = join(dir, "rollout-2026-01-01T00-00-00-x.jsonl");
    const patch =
      "*** Begin Patch\n*** Add File: src/new.ts\n+x\n*** Update File: src/old.ts\n@@\n-a\n+b\n*** Delete File: src/gone.ts\n*** End Patch";
    writeFileSync(
      p,
      jsonl([
        {
          timestamp: "2026-01-01T00:00:00.000Z",
          type: "session_meta",
          payload: { id: "c1", cwd: "/w", cli_version: "0.77.0" },
        },
        {
          timestamp: "2026-01-01T00:00:01.000Z",
          type: "response_item",
          payload: { type: "message", role: "user", content: [{ type: "input_text", text: "patch it" }] },
        },
        {
          timestamp: "2026-01-01T00:00:02.000Z",
          type: "response_item",
          payload: { type: "custom_tool_call", name: "apply_patch", call_id: "call_1", input: patch },
        },
        {
          timestamp: "2026-01-01T00:00:03.000Z",
          type: "response_item",
          payload: {
            type: "custom_tool_call_output",
            call_id: "call_1",
            output: '{"output":"Success","metadata":{"exit_code":0}}',
          },
        },
      ]),
    );
    const { out } = await convert(p);
    const recs = records(out);
    expect(recs.filter((x) => x.type === "FileWrite").map((x) => x.meta.path)).toEqual(["src/new.ts", "src/old.ts"]);
    expect(recs.filter((x) => x.type === "FileDelete").map((x) => x.meta.path)).toEqual(["src/gone.ts"]);
  });

  it("reads OTLP JSON GenAI spans: execute_tool spans as a call and its result, threaded by parent span", async () => {
    const dir = tempDir();
    const p = join(dir, "spans.json");
    const attr = (key: string, v: string | number) => ({
      key,
      value: typeof v === "number" ? { intValue: String(v) } : { stringValue: v },
    });
    const span = (spanId: string, parentSpanId: string, start: number, attrs: unknown[], status = 0) => ({
      traceId: "t".repeat(32),
      spanId,
      parentSpanId,
      name: "x",
      startTimeUnixNano: String(BigInt(Date.UTC(2026, 0, 1)) * 1_000_000n + BigInt(start) * 1_000_000n),
      attributes: attrs,
      status: { code: status },
    });
    writeFileSync(
      p,
      JSON.stringify({
        resourceSpans: [
          {
            resource: { attributes: [attr("service.name", "my-agent")] },
            scopeSpans: [
              {
                spans: [
                  span("a1", "", 0, [
                    attr("gen_ai.operation.name", "invoke_agent"),
                    attr("gen_ai.agent.name", "helper"),
                    attr("gen_ai.conversation.id", "conv-1"),
                  ]),
                  span("c1", "a1", 5, [
                    attr("gen_ai.operation.name", "chat"),
                    attr("gen_ai.request.model", "gpt-x"),
                    attr("gen_ai.conversation.id", "conv-1"),
                    attr("gen_ai.usage.input_tokens", 12),
                  ]),
                  span("h1", "a1", 7, [attr("http.method", "GET")]),
                  span(
                    "x1",
                    "h1",
                    10,
                    [
                      attr("gen_ai.operation.name", "execute_tool"),
                      attr("gen_ai.tool.name", "get_weather"),
                      attr("gen_ai.tool.call.id", "call-9"),
                      attr("gen_ai.tool.call.arguments", '{"city":"Paris"}'),
                      attr("gen_ai.tool.call.result", "rain"),
                      attr("gen_ai.conversation.id", "conv-1"),
                    ],
                    2,
                  ),
                ],
              },
            ],
          },
        ],
      }),
    );
    const { out, r } = await convert(p);
    expect(r.files[0]!.tool).toBe("otel");
    expect(r.files[0]!.skipped).toEqual({ "span/x": 1 });
    const recs = records(out);
    expect(recs.map((x) => x.type)).toEqual([
      "SessionStart",
      "SessionMessage",
      "SessionMessage",
      "ToolCall",
      "ToolResult",
    ]);
    const [, agent, , call, result] = recs;
    expect(call!.parents).toEqual([agent!.recordId]);
    expect(call!.payload.inline).toEqual({ input: { city: "Paris" }, name: "get_weather" });
    expect(result!.parents).toEqual([call!.recordId]);
    expect(result!.meta.error).toBe(true);
    expect(call!.meta.time).toBe("2026-01-01T00:00:00.010Z");
  });
});

describe("aegx from on a long log", () => {
  it("reads it in windows: results under their calls across a window's edge, counts as the log's, same bytes twice", async () => {
    const dir = tempDir();
    const p = join(dir, "long.jsonl");
    writeFileSync(p, generatedSession(7, 6 << 20));
    const { out, r } = await convert(p);
    expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    expect(r.files[0]!.windows).toBeGreaterThanOrEqual(2);
    expect(r.files[0]!.pipeline.map((s) => s.name)).toEqual([
      "sessions.read-claude-code",
      "sessions.verify",
      "sessions.redact",
      "aegx.lower",
      "aegx.append",
    ]);
    const recs = records(out);
    const log = claudeCounts(p);
    const calls = new Map(recs.filter((x) => x.type === "ToolCall").map((c) => [c.meta.callId, c.recordId]));
    expect(calls.size).toBe(log.calls.length);
    const results = recs.filter((x) => x.type === "ToolResult");
    expect(results.length).toBe(log.results.length);
    for (const res of results) expect(res.parents).toEqual([calls.get(res.meta.callId)]);
    expect((await verifyBundle(out, { strict: true })).diagnostics).toEqual([]);
    expect(files(out)).toEqual(files((await convert(p)).out));
  });
});

describe("agentc graph of a session bundle", () => {
  it("groups records by session and turn, and draws failed tool calls in red", async () => {
    const { out } = await convert(join(FIXTURES, "claude/agent-history-rejection.jsonl"));
    const svgFile = join(tempDir(), "g.svg");
    expect((await agentcInProcess(["graph", out, "-o", svgFile])).status).toBe(0);
    const svg = readFileSync(svgFile, "utf8");
    expect(svg).toContain("session rejection-claude-001 (claude-code)");
    expect(svg).toContain("turn 1: Help me refactor the database module");
    expect(svg).toContain("turn 2: Now run the tests");
    expect(svg.match(/class="node aegx&#45;Record ToolResult tool&#45;failed"/g)?.length).toBe(2);
    expect(svg).toMatch(/fill="#ffebee"/);
  });
});

describe("aegx from on hostile input", () => {
  it("skips a line nested deeper than 128 levels with a warning at its line, and a torn last line", async () => {
    const dir = tempDir();
    const p = join(dir, "s.jsonl");
    const deep = {
      ...userText("s1", "u2", "u1", 5, "x"),
      message: { role: "user", content: "[".repeat(200) + "]".repeat(200) },
    };
    const deepLine = JSON.stringify(deep).replace(
      `"${"[".repeat(200)}${"]".repeat(200)}"`,
      "[".repeat(200) + "]".repeat(200),
    );
    writeFileSync(p, `${JSON.stringify(userText("s1", "u1", null, 0, "hi"))}\n${deepLine}\n{"type":"user","uuid":"u3`);
    const { out, r } = await convert(p);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ["AEGX-SESSION-PARSE", 2],
      ["AEGX-SESSION-PARSE", 3],
    ]);
    expect(records(out).map((x) => x.type)).toEqual(["SessionStart", "SessionMessage"]);
  });

  it("does not read a bundle written inside the directory it is made from", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "s.jsonl"), jsonl([userText("s1", "u1", null, 0, "hi")]));
    const out = join(dir, "evidence");
    await sessionsToBundle(dir, out, { durable: false });
    const again = await sessionsToBundle(dir, out, { append: true, durable: false });
    expect(again.files.map((f) => f.file)).toEqual([join(dir, "s.jsonl")]);
    expect(again.appended).toBe(0);
  });
});

describe("aegx from on the command line", () => {
  it("reports counts and redactions as JSON; a file of no known tool is an error with its file and line", async () => {
    const ok = await agentcInProcess([
      "aegx",
      "from",
      join(FIXTURES, "claude/simonw-sample.jsonl"),
      "-o",
      join(tempDir(), "b"),
      "--json",
    ]);
    const env = JSON.parse(ok.stdout);
    expect(env.ok).toBe(true);
    expect(env.result).toMatchObject({
      sessions: 1,
      byType: { SessionStart: 1, ToolCall: 2, ToolResult: 2, FileWrite: 1 },
      redacted: true,
      redactionCount: 0,
    });
    expect(env.result.files[0].pipeline.map((s: { name: string }) => s.name)).toEqual([
      "sessions.read-claude-code",
      "sessions.verify",
      "sessions.redact",
      "aegx.lower",
      "aegx.append",
    ]);
    const dir = tempDir();
    writeFileSync(join(dir, "x.jsonl"), '{"hello":1}\n');
    const bad = await agentcInProcess(["aegx", "from", join(dir, "x.jsonl"), "-o", join(dir, "b"), "--json"]);
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout).diagnostics[0]).toMatchObject({ code: "AEGX-SESSION-FORMAT", line: 1 });
    expect(existsSync(join(dir, "b"))).toBe(false);
  });
});
