/**
 * The `sessions` dialect's model: what every agent's session log says, whatever tool wrote it.
 * A reader turns each line (Claude Code, Codex) or span (OpenTelemetry) into items; the lowering
 * turns items into AEGX records (src/formats/sessions/lower.ts; the mapping is in docs/formats.md).
 */
import { sha256Hex } from "../../hash/digest.js";
import type { Json, JsonObject } from "../../json/value.js";

/** The tools whose logs agentc reads. */
export const SESSION_TOOLS = ["claude-code", "codex", "otel"] as const;
export type SessionTool = (typeof SESSION_TOOLS)[number];

export type ItemKind = "session" | "message" | "tool-call" | "tool-result";

/**
 * One item of a log. `key` is unique in its log (a Claude Code `uuid`, a Codex line number, a span
 * id); `parent` names the item this one follows (absent: the session's start). A tool result's
 * parent is its call (`callKey(id)`).
 */
export interface SessionItem {
  kind: ItemKind;
  key: string;
  parent?: string;
  sessionId: string;
  /** The log's own timestamp, as written (RFC 3339; kept to the millisecond in meta.time). */
  time?: string;
  /** 1-based line of the log (span index for OTLP files). */
  line: number;
  /** message: `user`, `assistant`, `system`, `summary`, `developer`. */
  role?: string;
  /** message: its text or content blocks. */
  content?: Json;
  /** tool-call / tool-result: the call's id in the log (`tool_use.id`, `call_id`, `gen_ai.tool.call.id`). */
  callId?: string;
  /** tool-call: the tool's name and input. */
  name?: string;
  input?: Json;
  /** tool-result: what came back, and whether the log marks it an error. */
  output?: Json;
  isError?: boolean;
  /** session: the working directory the session ran in (files outside it are tainted). */
  cwd?: string;
  /** Fields kept in the record's meta (version, gitBranch, isSidechain, model, …). */
  meta: JsonObject;
}

/** A `sessions.Item` node's attributes: the item, and whether the redact pass replaced a secret in it. */
export type SessionItemAttrs = SessionItem & { redacted?: boolean };

declare module "../../graph/graph.js" {
  interface KindAttrs {
    "sessions.Item": SessionItemAttrs;
  }
}

/** The key of a tool call, by its id: results name their call this way. */
export const callKey = (callId: string): string => `call:${callId}`;

/**
 * A subagent's spawn key: what the first event of a Claude Code sidechain names as its parent
 * before the run knows which `Task` call it is. The run resolves it (src/formats/sessions/run.ts)
 * through the aliases a log taught it: the agentId first, then the prompt.
 */
export const spawnKey = (agentId: string | undefined, promptKey: string | undefined): string =>
  `spawn:${JSON.stringify([agentId ?? null, promptKey ?? null])}`;
export const agentAlias = (agentId: string): string => `agent:${agentId}`;
/** A prompt's alias: its hash (a prompt can be long; the alias is kept until the run ends or is forgotten). */
export const promptAlias = (prompt: string): string => `prompt:${sha256Hex(prompt).slice(0, 32)}`;

/** The aliases a spawn key may be resolved by, in order; undefined for any other key. */
export function spawnAliases(key: string): string[] | undefined {
  if (!key.startsWith("spawn:")) return undefined;
  const [agent, promptKey] = JSON.parse(key.slice(6)) as [string | null, string | null];
  return [...(agent !== null ? [agentAlias(agent)] : []), ...(promptKey !== null ? [promptKey] : [])];
}

/** Taint labels agentc puts on records (docs/formats.md). */
export const TAINT = {
  /** Content fetched from the web (WebFetch, WebSearch, a fetch tool, a URL in an OTel span). */
  web: "web",
  /** Content returned by an MCP server's tool (`mcp__<server>__<tool>`). */
  mcp: "mcp",
  /** A file outside the session's working directory. */
  outsideWorkspace: "outside-workspace",
  /** Content a secret was removed from. */
  redacted: "redacted",
} as const;
