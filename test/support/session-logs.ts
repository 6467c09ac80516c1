/**
 * Claude Code transcripts made in code, for tests and the benchmark: events in the tool's own shape
 * (uuid/parentUuid threading, tool_use and tool_result blocks, timestamps with milliseconds).
 */
import { prng } from "./prng.js";

export interface ClaudeEvent {
  type: "user" | "assistant" | "summary" | "system";
  uuid: string;
  parentUuid: string | null;
  sessionId: string;
  timestamp: string;
  cwd?: string;
  gitBranch?: string;
  version?: string;
  isSidechain?: boolean;
  message?: { role: string; content: unknown; model?: string; id?: string };
  [k: string]: unknown;
}

export const time = (ms: number): string => new Date(Date.UTC(2026, 0, 2, 3, 4, 5) + ms).toISOString();

/** An event as Claude Code writes it: its header fields around the type and message, in its key order. */
function event(
  type: "user" | "assistant",
  sessionId: string,
  uuid: string,
  parentUuid: string | null,
  ms: number,
  message: ClaudeEvent["message"],
): ClaudeEvent {
  return {
    parentUuid,
    isSidechain: false,
    userType: "external",
    cwd: "/work/project",
    sessionId,
    version: "2.1.0",
    gitBranch: "main",
    type,
    message,
    uuid,
    timestamp: time(ms),
  };
}

export function userText(
  sessionId: string,
  uuid: string,
  parentUuid: string | null,
  ms: number,
  text: string,
): ClaudeEvent {
  return event("user", sessionId, uuid, parentUuid, ms, { role: "user", content: text });
}

export function assistant(
  sessionId: string,
  uuid: string,
  parentUuid: string | null,
  ms: number,
  blocks: unknown[],
): ClaudeEvent {
  const message = { role: "assistant", model: "claude-sonnet-4-5", id: `msg_${uuid}`, content: blocks };
  return event("assistant", sessionId, uuid, parentUuid, ms, message);
}

export function toolUse(id: string, name: string, input: unknown): unknown {
  return { type: "tool_use", id, name, input };
}

export function toolResult(
  sessionId: string,
  uuid: string,
  parentUuid: string | null,
  ms: number,
  toolUseId: string,
  content: unknown,
  isError = false,
): ClaudeEvent {
  return event("user", sessionId, uuid, parentUuid, ms, {
    role: "user",
    content: [{ type: "tool_result", tool_use_id: toolUseId, content, ...(isError ? { is_error: true } : {}) }],
  });
}

export const jsonl = (events: readonly unknown[]): string => events.map((e) => JSON.stringify(e)).join("\n") + "\n";

const TOOLS = ["Read", "Edit", "Write", "Bash", "Grep", "WebFetch", "mcp__github__get_issue"] as const;

/**
 * One generated session of about `bytes` bytes: prompts, replies, tool calls with results (some
 * failing, some huge), in the shapes Claude Code writes. Returns the JSON Lines text.
 */
export function generatedSession(seed: number, bytes: number, sessionId?: string): string {
  const rnd = prng(seed);
  const own = `gen-${seed.toString(16).padStart(8, "0")}-0000-4000-8000-000000000000`;
  const sid = sessionId ?? own;
  const lines: string[] = [];
  let size = 0;
  let parent: string | null = null;
  let ms = seed * 1000;
  let n = 0;
  const add = (e: ClaudeEvent): void => {
    const l = JSON.stringify(e);
    lines.push(l);
    size += l.length + 1;
    parent = e.uuid;
  };
  const filler = (k: number): string => {
    let s = "";
    while (s.length < k)
      s += `line ${s.length} of output: the quick brown fox jumps over the lazy dog ${Math.floor(rnd() * 1e6)}\n`;
    return s.slice(0, k);
  };
  while (size < bytes) {
    add(
      userText(
        sid,
        `${own}-u${n}`,
        parent,
        (ms += 1234),
        `please do task ${n} ${filler(40 + Math.floor(rnd() * 200))}`,
      ),
    );
    const calls = Math.floor(rnd() * 3);
    const blocks: unknown[] = [{ type: "text", text: `working on ${n}` }];
    const ids: string[] = [];
    for (let c = 0; c < calls; c++) {
      const tool = TOOLS[Math.floor(rnd() * TOOLS.length)]!;
      const id = `toolu_${seed}_${n}_${c}`;
      ids.push(id);
      const input =
        tool === "Bash"
          ? { command: `ls -la ${n}` }
          : tool === "WebFetch"
            ? { url: `https://example.com/${n}`, prompt: "read" }
            : tool.startsWith("mcp__")
              ? { issue: n }
              : { file_path: `/work/project/src/f${n}.ts`, content: filler(100) };
      blocks.push(toolUse(id, tool, input));
    }
    add(assistant(sid, `${own}-a${n}`, parent, (ms += 2345), blocks));
    for (const id of ids) {
      const huge = rnd() < 0.05;
      add(
        toolResult(
          sid,
          `${own}-r${n}-${id}`,
          parent,
          (ms += 345),
          id,
          filler(huge ? 20_000 + Math.floor(rnd() * 40_000) : 100 + Math.floor(rnd() * 800)),
          rnd() < 0.1,
        ),
      );
    }
    add(
      assistant(sid, `${own}-b${n}`, parent, (ms += 567), [
        { type: "text", text: `done with ${n}: ${filler(50 + Math.floor(rnd() * 300))}` },
      ]),
    );
    n++;
  }
  return lines.join("\n") + "\n";
}

/**
 * One OTLP export request (`{"resourceSpans":[…]}`) of `turns` agent turns of conversation `conv`:
 * an invoke_agent span, a chat span, an execute_tool span under it, with messages of about `text`
 * characters. `endOrder`: spans as an exporter writes them, each when it ends (children first).
 */
export function otlpRequest(seed: number, conv: string, turns: number, text: number, endOrder = false): string {
  const rnd = prng(seed);
  const attr = (key: string, v: string | number) => ({
    key,
    value: typeof v === "number" ? { intValue: String(v) } : { stringValue: v },
  });
  const words = (k: number): string => {
    let s = "";
    while (s.length < k) s += `word${Math.floor(rnd() * 1e6)} `;
    return s.slice(0, k);
  };
  const spans: unknown[] = [];
  const base = BigInt(Date.UTC(2026, 0, 2)) * 1_000_000n + BigInt(seed) * 1_000_000_000n;
  const trace = seed.toString(16).padStart(32, "0");
  for (let t = 0; t < turns; t++) {
    const id = (k: number): string => (seed * 4096 + t * 4 + k).toString(16).padStart(16, "0");
    const at = (ms: number): string => String(base + BigInt(t * 100 + ms) * 1_000_000n);
    const span = (k: number, parent: string, ms: number, attrs: unknown[]) => ({
      traceId: trace,
      spanId: id(k),
      parentSpanId: parent,
      name: `s${k}`,
      kind: 1,
      startTimeUnixNano: at(ms),
      endTimeUnixNano: at(ms + 50 - k),
      attributes: [attr("gen_ai.conversation.id", conv), ...attrs],
      status: {},
    });
    const turn = [
      span(0, "", 0, [
        attr("gen_ai.operation.name", "invoke_agent"),
        attr(
          "gen_ai.input.messages",
          JSON.stringify([{ role: "user", parts: [{ type: "text", content: words(text) }] }]),
        ),
      ]),
      span(1, id(0), 1, [
        attr("gen_ai.operation.name", "chat"),
        attr("gen_ai.request.model", "gpt-x"),
        attr(
          "gen_ai.output.messages",
          JSON.stringify([{ role: "assistant", parts: [{ type: "text", content: words(text) }] }]),
        ),
        attr("gen_ai.usage.input_tokens", Math.floor(rnd() * 5000)),
      ]),
      span(2, id(1), 2, [
        attr("gen_ai.operation.name", "execute_tool"),
        attr("gen_ai.tool.name", "read_file"),
        attr("gen_ai.tool.call.id", `call-${seed}-${t}`),
        attr("gen_ai.tool.call.arguments", JSON.stringify({ path: `src/f${t}.ts` })),
        attr("gen_ai.tool.call.result", words(text)),
      ]),
    ];
    spans.push(...(endOrder ? turn.reverse() : turn));
  }
  return JSON.stringify({
    resourceSpans: [
      {
        resource: { attributes: [attr("service.name", "bench-agent")] },
        scopeSpans: [{ scope: { name: "bench" }, spans }],
      },
    ],
  });
}
