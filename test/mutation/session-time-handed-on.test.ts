/**
 * A log's invalid timestamp is warned about at its own line, and is not handed on: the event after it
 * with no timestamp of its own takes the last valid time (as its record does), with no warning that
 * names a value its line never had. Claude Code and Codex logs, through the whole conversion.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { assistant, jsonl, userText } from "../support/session-logs.js";
import { tempDir } from "../support/tmp.js";

async function timeWarnings(name: string, events: readonly unknown[]) {
  const dir = tempDir();
  writeFileSync(join(dir, name), jsonl(events));
  const r = await sessionsToBundle(join(dir, name), join(dir, "b.aegx"), { durable: false });
  return r.diagnostics.filter((d) => d.code === "AEGX-SESSION-TIME").map((d) => ({ line: d.line, message: d.message }));
}

const BAD = { line: 2, message: 'timestamp "yesterday" is not RFC 3339; the one before it is used' };

describe("a timestamp that is not RFC 3339", () => {
  it("Claude Code: warned at its own line only; the next event without one takes the last valid time", async () => {
    const first = userText("s1", "u1", null, 0, "hi");
    const bad = { ...assistant("s1", "a1", "u1", 1, [{ type: "text", text: "hello" }]), timestamp: "yesterday" };
    const none = { ...userText("s1", "u2", "a1", 2, "again"), timestamp: undefined };
    expect(await timeWarnings("s.jsonl", [first, bad, none])).toEqual([BAD]);
  });

  it("Codex: warned at its own line only; the next event without one takes the last valid time", async () => {
    const ts = "2026-02-23T11:42:30.839Z";
    const message = (text: string, timestamp?: string) => ({
      timestamp,
      type: "response_item",
      payload: { type: "message", role: "user", content: [{ type: "input_text", text }] },
    });
    const events = [
      { timestamp: ts, type: "session_meta", payload: { id: "c1", timestamp: ts, cwd: "/w", cli_version: "0.46.0" } },
      message("hi", "yesterday"),
      message("again"),
    ];
    expect(await timeWarnings("rollout-t.jsonl", events)).toEqual([BAD]);
  });

  it("an event with none, after none valid, is warned about as having none", async () => {
    const none = { ...userText("s1", "u1", null, 0, "hi"), timestamp: undefined };
    expect(await timeWarnings("s.jsonl", [none])).toEqual([
      { line: 1, message: "the event has no timestamp; the one before it is used" },
    ]);
  });
});
