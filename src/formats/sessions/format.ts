/**
 * Agent session logs as formats: Claude Code transcripts, Codex rollouts and OpenTelemetry GenAI
 * spans (OTLP JSON). Each is read into `sessions.Item` nodes, verified, redacted and lowered to
 * AEGX records (src/formats/sessions/); `agentc aegx from` (src/pipeline/sessions.ts) appends them
 * to a bundle. They are sources of evidence only: nothing is raised to `core`, nothing written back.
 */
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import type { SessionItem, SessionTool } from "../../../ir/dialects/sessions/model.js";
import { readClaudeCode, type ReadOutcome, type SessionReader } from "./claude-code.js";
import { readCodex } from "./codex.js";
import { readOtel } from "./otel.js";
import { detectSessionTool } from "./detect.js";
import { lowerItems, redactItems } from "./lower.js";
import { verifySessionItems } from "./verify.js";
import { DONE, RUN, SKIPPED, TOOL } from "./draft.js";
import { stateKey, type Pass } from "../pass.js";
import type { Format } from "../format.js";

/**
 * A log is read in windows of at most this many items or bytes: each window is a graph of its own,
 * verified, redacted, lowered and appended before the next is read, so a log of any size is
 * converted in bounded memory (what crosses windows — keys seen, calls open — is small).
 */
export const WINDOW_ITEMS = 4096;
export const WINDOW_BYTES = 16 << 20;

/** Where a log is in its reading, kept in the file's state across windows. */
const SOURCE = stateKey<Source>("sessions.source");
interface Source {
  items: Generator<SessionItem[]>;
  diagnostics: Diagnostics;
  reported: number;
  outcome: ReadOutcome;
  n: number;
}

const READERS: Record<SessionTool, { reader: SessionReader; description: string; title: string }> = {
  "claude-code": {
    reader: readClaudeCode,
    title: "Claude Code transcript",
    description:
      "a Claude Code session transcript (JSON Lines: uuid/parentUuid threading, tool_use and tool_result blocks)",
  },
  codex: {
    reader: readCodex,
    title: "Codex rollout",
    description:
      "a Codex rollout (JSON Lines: session_meta, response_item messages, function calls and outputs by call_id)",
  },
  otel: {
    reader: readOtel,
    title: "OpenTelemetry GenAI spans",
    description: "OpenTelemetry GenAI spans in OTLP JSON (invoke_agent, chat, execute_tool)",
  },
};

const verify: Pass = {
  name: "sessions.verify",
  dialect: "sessions",
  kind: "verify",
  description: "a time on every event, a call before each result, parents in the log; something to record",
  run: verifySessionItems,
};

const redact: Pass = {
  name: "sessions.redact",
  dialect: "sessions",
  kind: "lower",
  description: "tokens, keys and credentials in any content replaced by a marker with their kind and a salted hash",
  run: redactItems,
};

const lower: Pass = {
  name: "aegx.lower",
  dialect: "aegx",
  kind: "lower",
  description:
    "items to AEGX records: SessionStart, SessionMessage, ToolCall/ToolResult, FileRead/FileWrite, NetworkRequest, with taint",
  run: lowerItems,
};

function sessionFormat(tool: SessionTool): Format & { redact: Pass } {
  const { reader, description, title } = READERS[tool];
  return {
    name: tool === "otel" ? "otel-genai" : `${tool}-log`,
    dialect: "sessions",
    description,
    detect: (path) => {
      try {
        return detectSessionTool(path) === tool;
      } catch {
        return false;
      }
    },
    read: {
      name: `sessions.read-${tool}`,
      dialect: "sessions",
      kind: "read",
      description: `${title} → sessions.Item nodes, ${tool === "otel" ? "span by span (the document is read whole)" : "line by line"}`,
      run(ctx) {
        let src = ctx.state.get(SOURCE);
        if (!src) {
          const diagnostics = new Diagnostics();
          const outcome: ReadOutcome = { skipped: {}, bytes: 0 };
          src = { items: reader(ctx.input, diagnostics, outcome), diagnostics, reported: 0, outcome, n: 0 };
          ctx.state.set(SOURCE, src);
          ctx.state.set(SKIPPED, outcome.skipped);
          ctx.state.set(TOOL, tool);
        }
        const fromBytes = src.outcome.bytes;
        let count = 0;
        for (;;) {
          const next = src.items.next();
          if (next.done) {
            ctx.state.set(DONE, true);
            break;
          }
          for (const item of next.value) {
            src.n++;
            count++;
            ctx.graph.add({
              id: `item:${src.n}`,
              kind: "sessions.Item",
              attrs: item,
              origin: { file: ctx.input, line: item.line, col: 1 },
            });
          }
          if (count >= WINDOW_ITEMS || src.outcome.bytes - fromBytes >= WINDOW_BYTES) break;
        }
        // What the reader learnt of other names (a subagent's Task call) goes to the run, which spans files.
        const run = ctx.state.get(RUN);
        for (const l of src.outcome.links?.splice(0) ?? []) run?.link(l.sessionId, l.alias, l.target);
        const ds = src.diagnostics.all.slice(src.reported);
        src.reported = src.diagnostics.all.length;
        return ds;
      },
    },
    verify: [verify],
    redact,
    lower,
  };
}

export const claudeCodeLogFormat = sessionFormat("claude-code");
export const codexLogFormat = sessionFormat("codex");
export const otelGenAiFormat = sessionFormat("otel");

export const SESSION_FORMATS: Record<SessionTool, Format & { redact: Pass }> = {
  "claude-code": claudeCodeLogFormat,
  codex: codexLogFormat,
  otel: otelGenAiFormat,
};
