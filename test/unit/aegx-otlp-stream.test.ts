/**
 * OTLP JSON read as a stream (src/formats/sessions/otlp-stream.ts): the spans the scanner hands out
 * are JSON.parse's of the whole document, wherever the file is cut into chunks; JSON Lines exports
 * written in end order (children before parents) thread as the one document of the same spans.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Diagnostics } from "../../ir/diagnostics/diagnostic.js";
import { otlpSpans } from "../../src/formats/sessions/otlp-stream.js";
import { OTEL_SORT_WINDOW } from "../../src/formats/sessions/otel.js";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { readFileSync } from "node:fs";
import { tempDir } from "../support/tmp.js";

const attr = (key: string, v: string | number) => ({
  key,
  value: typeof v === "number" ? { intValue: String(v) } : { stringValue: v },
});
const T0 = BigInt(Date.UTC(2026, 0, 1)) * 1_000_000n;
interface SpanIn {
  spanId: string;
  parent: string;
  start: number;
  attrs: unknown[];
}
const span = (s: SpanIn) => ({
  traceId: "a".repeat(32),
  spanId: s.spanId,
  parentSpanId: s.parent,
  name: `op-${s.spanId}`,
  startTimeUnixNano: String(T0 + BigInt(s.start) * 1_000_000n),
  endTimeUnixNano: String(T0 + BigInt(s.start + 1) * 1_000_000n),
  attributes: s.attrs,
  status: { code: 0 },
});
const request = (spans: SpanIn[], service = "agent") => ({
  resourceSpans: [
    {
      resource: { attributes: [attr("service.name", service)] },
      scopeSpans: [{ scope: { name: "s" }, spans: spans.map(span) }],
    },
  ],
});
const conv = attr("gen_ai.conversation.id", "conv-1");

/** An agent turn with `n` tool calls, each under a chat span; strings that test the scanner (escapes, quotes, braces, non-ASCII). */
function turn(n: number): SpanIn[] {
  const out: SpanIn[] = [
    {
      spanId: "root",
      parent: "",
      start: 0,
      attrs: [
        attr("gen_ai.operation.name", "invoke_agent"),
        conv,
        attr(
          "gen_ai.input.messages",
          JSON.stringify([
            { role: "user", parts: [{ type: "text", content: 'say "hi" \\ {not a brace} [nor this] — é 🎉' }] },
          ]),
        ),
      ],
    },
  ];
  for (let i = 0; i < n; i++) {
    out.push({
      spanId: `chat${i}`,
      parent: "root",
      start: 10 + i * 10,
      attrs: [attr("gen_ai.operation.name", "chat"), conv, attr("gen_ai.usage.input_tokens", i)],
    });
    out.push({
      spanId: `tool${i}`,
      parent: `chat${i}`,
      start: 11 + i * 10,
      attrs: [
        attr("gen_ai.operation.name", "execute_tool"),
        conv,
        attr("gen_ai.tool.name", "get_weather"),
        attr("gen_ai.tool.call.id", `call-${i}`),
        attr("gen_ai.tool.call.arguments", JSON.stringify({ city: `Paris\\"${i}` })),
        attr("gen_ai.tool.call.result", `rain\n${"\\".repeat(i % 4)}"`),
      ],
    });
    out.push({ spanId: `http${i}`, parent: `tool${i}`, start: 12 + i * 10, attrs: [attr("http.method", "GET")] });
  }
  return out;
}

const records = (dir: string) =>
  readFileSync(join(dir, "records.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { recordId: string; type: string; parents: string[]; meta: Record<string, unknown> });

describe("OTLP JSON, streamed", () => {
  it("hands out each span as JSON.parse of the whole gives it, wherever the chunks are cut (sizes 1 to 97 bytes)", () => {
    const doc = request(turn(3));
    const text = JSON.stringify(doc, null, 1);
    const p = join(tempDir(), "spans.json");
    writeFileSync(p, text);
    const expected = JSON.parse(text).resourceSpans[0].scopeSpans[0].spans as unknown[];
    for (const size of [1, 2, 3, 5, 7, 13, 31, 64, 97]) {
      const ds = new Diagnostics();
      const got = [...otlpSpans(p, ds, { bytes: 0 }, size)];
      expect(ds.all, `chunks of ${size}`).toEqual([]);
      expect(
        got.map((g) => g.span),
        `chunks of ${size}`,
      ).toEqual(expected);
      expect((got[0]!.resource as { attributes: unknown[] }).attributes).toEqual([attr("service.name", "agent")]);
    }
  });

  it("a torn last line costs that line: the spans before it are read, the tear reported with its line", () => {
    const p = join(tempDir(), "spans.jsonl");
    const whole = JSON.stringify(request(turn(1)));
    writeFileSync(p, `${whole}\n${whole.slice(0, whole.length / 2)}`);
    const ds = new Diagnostics();
    const got = [...otlpSpans(p, ds, { bytes: 0 }, 16)];
    expect(got.length).toBeGreaterThanOrEqual(4);
    expect(ds.all.map((d) => [d.code, d.line])).toEqual([["AEGX-SESSION-PARSE", 2]]);
  });

  it("a broken line in the middle of JSON Lines is skipped; the lines after it are read", () => {
    const p = join(tempDir(), "spans.jsonl");
    const one = JSON.stringify(request(turn(1)));
    writeFileSync(p, `${one}\n{"resourceSpans":[{"scopeSpans":[{"spans":[{"spanId":"x","name":"torn\n${one}\n`);
    // Whole, and in chunks of 1 byte (the line break that ends the broken line starts a chunk).
    for (const size of [undefined, 1]) {
      const ds = new Diagnostics();
      const got = [...otlpSpans(p, ds, { bytes: 0 }, size)];
      expect(got.filter((g) => (g.span as { spanId: string }).spanId === "root").length, `chunks of ${size}`).toBe(2);
      expect(ds.all.map((d) => d.line)).toEqual([2]);
    }
  });

  it("JSON Lines in end order (children exported before parents, one request a line) thread as the one document of the same spans", async () => {
    // More spans than a sort window (OTEL_SORT_WINDOW): past it, only waiting for the parent puts it first.
    const spans = turn(Math.ceil(OTEL_SORT_WINDOW / 3) + 10);
    const dir = tempDir();
    const single = join(dir, "single.json");
    writeFileSync(single, JSON.stringify(request(spans)));
    // The file exporter's order: a span when it ends (children first), a few per request.
    const ended = [...spans].reverse();
    const lines: string[] = [];
    for (let i = 0; i < ended.length; i += 7) lines.push(JSON.stringify(request(ended.slice(i, i + 7))));
    const jsonl = join(dir, "export.jsonl");
    writeFileSync(jsonl, lines.join("\n") + "\n");
    const a = await sessionsToBundle(single, join(tempDir(), "a.aegx"), { durable: false });
    const b = await sessionsToBundle(jsonl, join(tempDir(), "b.aegx"), { durable: false });
    for (const r of [a, b]) expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    const ra = records(a.bundle);
    const rb = records(b.bundle);
    expect(ra.filter((x) => x.type === "ToolResult").length).toBe(Math.ceil(OTEL_SORT_WINDOW / 3) + 10);
    // A record's id covers its parents' ids: equal id sets mean the same threading, record for record.
    expect(rb.map((x) => x.recordId).sort()).toEqual(ra.map((x) => x.recordId).sort());
    const call = rb.find((x) => x.type === "ToolCall")!;
    expect(rb.find((x) => x.recordId === call.parents[0])!.meta.operation).toBe("chat");
    expect((await verifyBundle(b.bundle, { strict: true })).diagnostics).toEqual([]);
  });
});
