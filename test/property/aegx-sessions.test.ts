/**
 * `aegx from` on generated Claude Code transcripts: random threading (parents earlier, missing or
 * none), tool calls without results and results without calls, interleaved sidechains and
 * sessions, huge outputs, events without a time. The bundle verifies, every parent resolves,
 * nothing is duplicated, each tool_use has exactly one ToolCall, the same log gives the same bytes,
 * and appending it again adds nothing.
 */
import fc from "fast-check";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { tempDir } from "../support/tmp.js";
import { propertyRuns } from "../support/property-runs.js";
import { reach } from "../support/reach.js";
import { time } from "../support/session-logs.js";

const eventArb = fc.record({
  kind: fc.constantFrom("prompt", "reply", "calls", "result", "orphan-result", "summary", "snapshot"),
  session: fc.nat(1),
  sidechain: fc.boolean(),
  parent: fc.oneof(fc.constant<"none">("none"), fc.constant<"missing">("missing"), fc.nat()),
  calls: fc.integer({ min: 1, max: 3 }),
  pick: fc.nat(),
  huge: fc.boolean(),
  error: fc.boolean(),
  ms: fc.integer({ min: 0, max: 5000 }),
  noTime: fc.boolean(),
  text: fc.string({ maxLength: 20 }),
});

type Ev = fc.RecordValue<typeof eventArb>;

function transcript(events: Ev[]): { text: string; toolUses: number; toolResults: number } {
  const lines: string[] = [];
  const uuids: string[] = [];
  const calls: string[] = [];
  let ms = 0;
  let toolUses = 0;
  let toolResults = 0;
  events.forEach((e, i) => {
    ms += e.ms;
    const uuid = `u${i}`;
    const parentUuid =
      e.parent === "none" || uuids.length === 0
        ? null
        : e.parent === "missing"
          ? "u-missing"
          : uuids[e.parent % uuids.length]!;
    const base = {
      parentUuid,
      isSidechain: e.sidechain,
      userType: "external",
      cwd: "/w",
      sessionId: `s${e.session}`,
      version: "2.1.0",
      gitBranch: "main",
      uuid,
      ...(e.noTime && i > 0 ? {} : { timestamp: time(ms) }),
    };
    const big = (s: string): string => (e.huge ? s + "x".repeat(6000) : s);
    switch (e.kind) {
      case "prompt":
        lines.push(JSON.stringify({ ...base, type: "user", message: { role: "user", content: big(e.text) } }));
        break;
      case "reply":
        lines.push(
          JSON.stringify({
            ...base,
            type: "assistant",
            message: { role: "assistant", content: [{ type: "text", text: big(e.text) }] },
          }),
        );
        break;
      case "calls": {
        const blocks = Array.from({ length: e.calls }, (_, k) => {
          const id = `toolu_${i}_${k}`;
          calls.push(id);
          return {
            type: "tool_use",
            id,
            name: ["Read", "Write", "WebFetch", "mcp__x__y", "Bash"][(e.pick + k) % 5],
            input: { file_path: `/w/f${k}`, url: "https://example.com" },
          };
        });
        toolUses += blocks.length;
        lines.push(JSON.stringify({ ...base, type: "assistant", message: { role: "assistant", content: blocks } }));
        break;
      }
      case "result":
      case "orphan-result": {
        const id = e.kind === "result" && calls.length ? calls[e.pick % calls.length]! : `toolu_missing_${i}`;
        toolResults++;
        lines.push(
          JSON.stringify({
            ...base,
            type: "user",
            message: {
              role: "user",
              content: [
                { type: "tool_result", tool_use_id: id, content: big(e.text), ...(e.error ? { is_error: true } : {}) },
              ],
            },
          }),
        );
        break;
      }
      case "summary":
        lines.push(JSON.stringify({ type: "summary", summary: e.text, leafUuid: uuids[0] ?? "none", uuid }));
        break;
      case "snapshot":
        lines.push(JSON.stringify({ type: "file-history-snapshot", messageId: uuid, snapshot: {} }));
        break;
    }
    uuids.push(uuid);
  });
  return { text: lines.join("\n") + "\n", toolUses, toolResults };
}

const files = (dir: string): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const f of ["manifest.json", "records.jsonl", "audit-log.jsonl"]) out[f] = readFileSync(join(dir, f), "latin1");
  for (const b of readdirSync(join(dir, "blobs"))) out[`blobs/${b}`] = readFileSync(join(dir, "blobs", b), "latin1");
  return out;
};

describe("aegx from on generated transcripts", () => {
  it("verifies, resolves every parent, duplicates nothing, gives the same bytes twice and adds nothing on a second append", async () => {
    const recordable = reach("transcripts with something to record");
    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { minLength: 1, maxLength: 25 }), async (events) => {
        recordable.enter();
        const log = transcript(events);
        const dir = tempDir();
        const input = join(dir, "s.jsonl");
        writeFileSync(input, log.text);
        const a = await sessionsToBundle(input, join(dir, "a"), { durable: false });
        // Nothing but summaries and snapshots: AEGX-SESSION-EMPTY (a code test holds it).
        if (!events.some((e) => e.kind !== "snapshot" && e.kind !== "summary")) return;
        recordable.hit();
        expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        const v = await verifyBundle(join(dir, "a"), { strict: true, collectRecordIds: true });
        expect(v.diagnostics).toEqual([]);
        const ids = v.stats.recordIds!;
        expect(new Set(ids).size).toBe(ids.length);
        const recs = readFileSync(join(dir, "a", "records.jsonl"), "utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { type: string; parents: string[]; meta: { callId?: string } });
        expect(recs.filter((r) => r.type === "ToolCall").length).toBe(log.toolUses);
        expect(recs.filter((r) => r.type === "ToolResult").length).toBe(log.toolResults);
        const byId = new Map(ids.map((id, i) => [id, recs[i]!]));
        for (const r of recs) {
          for (const p of r.parents) expect(byId.has(p)).toBe(true);
          if (r.type === "ToolResult") {
            const parent = byId.get(r.parents[0]!)!;
            // A result is under its call when the call is in the log, else under the session's start.
            expect(parent.type === "ToolCall" ? parent.meta.callId : parent.type).toBe(
              parent.type === "ToolCall" ? r.meta.callId : "SessionStart",
            );
          }
        }
        const b = await sessionsToBundle(input, join(dir, "b"), { durable: false });
        expect(b.appended).toBe(a.appended);
        expect(files(join(dir, "b"))).toEqual(files(join(dir, "a")));
        const again = await sessionsToBundle(input, join(dir, "a"), { append: true, durable: false });
        expect(again.appended).toBe(0);
        expect(files(join(dir, "a"))).toEqual(files(join(dir, "b")));
      }),
      propertyRuns(200),
    );
    // 192 of 200 runs (2026-11-28).
    recordable.expectAtLeast(0.5);
  });
});
