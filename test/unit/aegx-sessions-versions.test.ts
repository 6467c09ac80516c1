/**
 * `agentc aegx from` on real logs of several tool versions (test/fixtures/sessions/SOURCES.md):
 * Claude Code 2.0.75, 2.1.38, 2.1.39 (with a subagent's log), Codex 0.77 and 0.104. For every log:
 * a ToolCall per call and a ToolResult per result under its call, counted against the log's own
 * counts (read here, independently of the readers); the bundle verifies; a token of each common kind
 * planted in the log is absent from every byte of the bundle and of its zip.
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync, statSync, cpSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { exportBundleZip, importBundleZip } from "../../emitters/aegx/bundle-zip.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { SessionRun } from "../../src/formats/sessions/run.js";
import { agentAlias, callKey, spawnKey } from "../../ir/dialects/sessions/model.js";

const FIXTURES = join(repoRoot, "test/fixtures/sessions");

interface Rec {
  recordId: string;
  type: string;
  parents: string[];
  meta: Record<string, unknown>;
}

const records = (dir: string): Rec[] =>
  readFileSync(join(dir, "records.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Rec);

/** Every .jsonl under a path (a file: itself). */
function logsUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .flatMap((e) => logsUnder(join(path, e.name)))
    .filter((p) => p.endsWith(".jsonl"))
    .sort();
}

type Obj = Record<string, unknown>;
const lines = (path: string): Obj[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Obj);

/** What a log itself counts: its calls' ids, the ids its results answer, its sessions. */
interface LogCounts {
  calls: string[];
  results: string[];
  sessions: Set<string>;
}

function claudeCounts(path: string, into: LogCounts): void {
  for (const o of lines(path)) {
    if (o.type !== "user" && o.type !== "assistant") continue;
    if (typeof o.sessionId === "string") into.sessions.add(o.sessionId);
    const content = (o.message as Obj | undefined)?.content;
    if (!Array.isArray(content)) continue;
    for (const b of content as Obj[]) {
      if (b.type === "tool_use") into.calls.push(b.id as string);
      if (b.type === "tool_result") into.results.push(b.tool_use_id as string);
    }
  }
}

const CODEX_CALLS = new Set(["function_call", "custom_tool_call", "local_shell_call", "web_search_call"]);
function codexCounts(path: string, into: LogCounts): void {
  lines(path).forEach((o, i) => {
    const p = (o.payload ?? {}) as Obj;
    if (o.type === "session_meta") into.sessions.add(p.id as string);
    if (o.type !== "response_item") return;
    // A call without call_id (a web search) is known by its line.
    const id = (p.call_id as string | undefined) ?? `line:${i + 1}`;
    if (CODEX_CALLS.has(p.type as string)) into.calls.push(id);
    if (p.type === "function_call_output" || p.type === "custom_tool_call_output") into.results.push(id);
    if (p.type === "web_search_call" && typeof p.status === "string") into.results.push(id);
  });
}

function logCounts(path: string): LogCounts {
  const c: LogCounts = { calls: [], results: [], sessions: new Set() };
  for (const f of logsUnder(path)) (lines(f).some((o) => o.type === "session_meta") ? codexCounts : claudeCounts)(f, c);
  return c;
}

/** The logs of public repositories, as files or (a session with its subagents) a directory. */
const CASES: Array<{ name: string; path: string; clean: boolean }> = [
  ...readdirSync(join(FIXTURES, "claude"))
    .filter((f) => f.endsWith(".jsonl"))
    .map((f) => ({ name: `claude/${f}`, path: join(FIXTURES, "claude", f), clean: f.startsWith("spotter") })),
  ...readdirSync(join(FIXTURES, "codex"))
    .filter((f) => f.endsWith(".jsonl"))
    .map((f) => ({ name: `codex/${f}`, path: join(FIXTURES, "codex", f), clean: f.startsWith("localpush") })),
  {
    name: "claude-subagents/spotter (a session and its subagent)",
    path: join(FIXTURES, "claude-subagents/spotter"),
    clean: true,
  },
];

const TOKENS: Record<string, string> = {
  github: "ghp_" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2",
  aws: "AKIA" + "ZZEXAMPLEKEY1234",
  slack: "xoxb-" + "210987654321-3210987654321-ZyXwVuTsRqPoNmLkJiHgFeDc",
  openai: "sk-proj-" + "ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210abcd",
  anthropic: "sk-ant-api03-" + "ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210-_zyxwvut",
  google: "AIza" + "SyZ0987654321zyxwvutsrqponmlkjihgfe",
  jwt: "eyJhbGciOiJIUzI1NiJ9" + ".eyJzdWIiOiJhZ2VudGMtdGVzdCJ9.c2lnbmF0dXJlLW9mLWEtcGxhbnRlZC10b2tlbg",
};
const KINDS: Record<string, string> = {
  github: "github-token",
  aws: "aws-access-key",
  slack: "slack-token",
  openai: "openai-api-key",
  anthropic: "anthropic-api-key",
  google: "google-api-key",
  jwt: "jwt",
};
const SECRET_TEXT = ` planted: ${Object.values(TOKENS).join(" ; ")} `;

/** Appends the tokens to the first string of a message's or payload's content a reader keeps. */
function plantIn(o: Obj): boolean {
  const visit = (v: unknown, keyed: string | undefined, set: (x: string) => void): boolean => {
    if (
      typeof v === "string" &&
      keyed !== undefined &&
      ["content", "text", "output", "arguments", "input", "command"].includes(keyed)
    ) {
      set(v + SECRET_TEXT);
      return true;
    }
    if (Array.isArray(v)) return v.some((x, i) => visit(x, keyed, (s) => (v[i] = s)));
    if (v !== null && typeof v === "object")
      return Object.entries(v as Obj).some(([k, x]) => visit(x, k, (s) => ((v as Obj)[k] = s)));
    return false;
  };
  const read =
    o.type === "user" || o.type === "assistant" ? o.message : o.type === "response_item" ? o.payload : undefined;
  return read !== undefined && visit(read, undefined, () => undefined);
}

/** A copy of the case's logs with the tokens planted in three of each file's read lines (first, middle, last). */
function planted(path: string): { path: string; lines: number } {
  const root = tempDir();
  let count = 0;
  const base = statSync(path).isDirectory() ? path : join(path, "..");
  for (const f of logsUnder(path)) {
    const objs = lines(f);
    const readable = objs
      .map((o, i) => [o, i] as const)
      .filter(([o]) => o.type === "user" || o.type === "assistant" || o.type === "response_item");
    const chosen = new Set([
      readable[0]?.[1],
      readable[Math.floor(readable.length / 2)]?.[1],
      readable[readable.length - 1]?.[1],
    ]);
    for (const i of chosen) if (i !== undefined && plantIn(objs[i]!)) count++;
    const to = join(root, relative(base, f));
    mkdirSync(join(to, ".."), { recursive: true });
    writeFileSync(to, objs.map((o) => JSON.stringify(o)).join("\n") + "\n");
  }
  return { path: statSync(path).isDirectory() ? root : join(root, relative(base, path)), lines: count };
}

function contents(dir: string, out: Buffer[] = []): Buffer[] {
  for (const f of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, f.name);
    if (f.isDirectory()) contents(p, out);
    else out.push(readFileSync(p));
  }
  return out;
}

describe("aegx from: logs of several tool versions", () => {
  for (const c of CASES) {
    it(`${c.name}: a ToolCall per call, a ToolResult per result under its call, counts as the log's, the bundle verifies`, async () => {
      const out = join(tempDir(), "b.aegx");
      const r = await sessionsToBundle(c.path, out, { durable: false });
      expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      // The logs found for this work thread whole: no parent missing, no result without its call.
      if (c.clean) expect(r.diagnostics.filter((d) => d.severity === "warning")).toEqual([]);
      expect((await verifyBundle(out, { strict: true })).diagnostics).toEqual([]);
      const recs = records(out);
      const log = logCounts(c.path);
      // (One log is a prompt and its answer, no call: the check still holds, with nothing to pair.)
      if (!c.name.includes("simonw-sample-codex"))
        expect(log.calls.length, "the log has tool calls to check").toBeGreaterThan(0);
      const calls = recs.filter((x) => x.type === "ToolCall");
      const results = recs.filter((x) => x.type === "ToolResult");
      expect(calls.map((x) => x.meta.callId).sort()).toEqual([...log.calls].sort());
      expect(results.map((x) => x.meta.callId).sort()).toEqual([...log.results].sort());
      for (const res of results) {
        const call = calls.find((x) => x.meta.callId === res.meta.callId);
        expect(call, `a call for result ${String(res.meta.callId)}`).toBeDefined();
        expect(res.parents).toEqual([call!.recordId]);
      }
      expect(recs.filter((x) => x.type === "SessionStart").length).toBe(Math.max(1, log.sessions.size));
      const ids = new Set(recs.map((x) => x.recordId));
      for (const x of recs) for (const p of x.parents) expect(ids.has(p)).toBe(true);
    });

    it(`${c.name}: a planted token of each kind is absent from every byte of the bundle and its zip`, async () => {
      const p = planted(c.path);
      expect(p.lines).toBeGreaterThanOrEqual(2);
      const out = join(tempDir(), "b.aegx");
      const r = await sessionsToBundle(p.path, out, { durable: false });
      // Each kind was found as often as it was planted (a floor: the check below cannot pass because nothing was read).
      for (const kind of Object.values(KINDS)) expect(r.redactions[kind] ?? 0, kind).toBeGreaterThanOrEqual(p.lines);
      const zip = join(tempDir(), "b.aegx.zip");
      await exportBundleZip(out, zip);
      const back = join(tempDir(), "back");
      expect((await importBundleZip(zip, back)).filter((d) => d.severity === "error")).toEqual([]);
      const all = [...contents(out), readFileSync(zip), ...contents(back)];
      for (const [kind, token] of Object.entries(TOKENS))
        for (const bytes of all) expect(bytes.includes(token), `${kind} in the evidence`).toBe(false);
      expect((await verifyBundle(out)).ok).toBe(true);
    });
  }
});

describe("aegx from: a subagent's log hangs under the Task call that spawned it", () => {
  const SPOTTER = join(FIXTURES, "claude-subagents/spotter");
  const TASK = "toolu_017pLRuPHYTX5t99EnLyV53m";

  /** The records of a run, and the ancestry of a record up to its SessionStart. */
  async function convert(dir: string) {
    const out = join(tempDir(), "b.aegx");
    const r = await sessionsToBundle(dir, out, { durable: false });
    const recs = records(out);
    const byId = new Map(recs.map((x) => [x.recordId, x]));
    const ancestors = (x: Rec): Rec[] =>
      x.parents.length ? [byId.get(x.parents[0]!)!, ...ancestors(byId.get(x.parents[0]!)!)] : [];
    return { r, recs, ancestors };
  }

  it("by the agentId the main log ties to the call: every sidechain record descends from that ToolCall", async () => {
    const { recs, ancestors } = await convert(SPOTTER);
    const task = recs.find((x) => x.type === "ToolCall" && x.meta.callId === TASK)!;
    expect(task.meta.tool).toBe("Task");
    const side = recs.filter((x) => x.meta.isSidechain === true);
    expect(side.length).toBeGreaterThan(10);
    const root = side.find((x) => x.type === "SessionMessage" && x.meta.role === "user")!;
    expect(root.parents).toEqual([task.recordId]);
    for (const x of side) expect(ancestors(x).map((a) => a.recordId)).toContain(task.recordId);
  });

  /** A copy of the fixture whose subagent log is changed line by line. */
  function variant(change: (o: Obj, i: number) => void): string {
    const dir = tempDir();
    cpSync(SPOTTER, dir, { recursive: true });
    const sub = logsUnder(dir).find((f) => f.includes(`${sep}subagents${sep}`))!;
    writeFileSync(
      sub,
      lines(sub)
        .map((o, i) => (change(o, i), JSON.stringify(o)))
        .join("\n") + "\n",
    );
    return dir;
  }

  it("by the prompt when the subagent's log names no agentId", async () => {
    const { r, recs } = await convert(variant((o) => delete o.agentId));
    const task = recs.find((x) => x.type === "ToolCall" && x.meta.callId === TASK)!;
    const root = recs.find((x) => x.meta.isSidechain === true && x.type === "SessionMessage")!;
    expect(root.parents).toEqual([task.recordId]);
    expect(r.diagnostics.filter((d) => d.code === "AEGX-SESSION-PARENT")).toEqual([]);
  });

  it("older layout: agent-<id>.jsonl beside the session's log, whatever their names' order", async () => {
    const dir = tempDir();
    const [main, sub] = [
      logsUnder(SPOTTER).find((f) => !f.includes(`${sep}subagents${sep}`))!,
      logsUnder(SPOTTER).find((f) => f.includes(`${sep}subagents${sep}`))!,
    ];
    // "zz" sorts after "agent-": the subagent's log is still read after the session's.
    cpSync(main, join(dir, "zz-session.jsonl"));
    cpSync(sub, join(dir, "agent-a2898e3.jsonl"));
    const { r, recs } = await convert(dir);
    const task = recs.find((x) => x.type === "ToolCall" && x.meta.callId === TASK)!;
    expect(recs.find((x) => x.meta.isSidechain === true && x.type === "SessionMessage")!.parents).toEqual([
      task.recordId,
    ]);
    expect(r.diagnostics.filter((d) => d.severity === "warning")).toEqual([]);
  });

  it("the Task call stays known after its session's keys are forgotten (a subagent read much later)", () => {
    const run = new SessionRun({ redact: false, inlineLimit: 4096 });
    run.remember("s", callKey("toolu_1"), "a".repeat(64));
    run.link("s", agentAlias("ag1"), callKey("toolu_1"));
    run.link("s", agentAlias("ag2"), callKey("toolu_2"));
    run.remember("s", callKey("toolu_2"), "b".repeat(64));
    // Other sessions' keys, past the run's limit: session s's keys go.
    for (let i = 0; i < 25_000; i++) run.remember(`other-${i % 7}`, `k${i}`, "c".repeat(64));
    expect(run.recordOf("s", callKey("toolu_1"))).toBeUndefined();
    expect(run.recordOf("s", spawnKey("ag1", undefined))).toBe("a".repeat(64));
    expect(run.recordOf("s", spawnKey("ag2", undefined))).toBe("b".repeat(64));
    expect(run.recordOf("s", spawnKey("ag3", undefined))).toBeUndefined();
  });

  it("neither agentId nor prompt known: reported, and recorded under the session's start", async () => {
    const { r, recs } = await convert(
      variant((o, i) => {
        o.agentId = "a-unknown";
        if (i === 0) (o.message as Obj).content = "a prompt no Task call gave";
      }),
    );
    const start = recs.find((x) => x.type === "SessionStart")!;
    const root = recs.find((x) => x.meta.isSidechain === true && x.type === "SessionMessage")!;
    expect(root.parents).toEqual([start.recordId]);
    expect(r.diagnostics.filter((d) => d.code === "AEGX-SESSION-PARENT").map((d) => d.message)).toEqual([
      expect.stringContaining("subagent"),
    ]);
  });
});
