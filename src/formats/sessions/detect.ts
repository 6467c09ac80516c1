/** Which tool wrote a session log, and the logs in a directory. Never throws on what a file holds. */
import { readdirSync, lstatSync } from "node:fs";
import { join, sep } from "node:path";
import { fileChunks } from "../../../ir/io/file-chunks.js";
import type { SessionTool } from "../../../ir/dialects/sessions/model.js";
import { isObject } from "./values.js";

const CODEX_TYPES = new Set(["session_meta", "response_item", "event_msg", "turn_context", "compacted"]);
const CLAUDE_TYPES = new Set([
  "user",
  "assistant",
  "system",
  "summary",
  "file-history-snapshot",
  "progress",
  "queue-operation",
]);

/** The tool of a log, from its first 64 KiB: OTLP JSON, a Codex rollout or a Claude Code transcript. */
export function detectSessionTool(path: string): SessionTool | undefined {
  let head = "";
  for (const c of fileChunks(path, { end: 64 * 1024 })) head += c.toString("utf8");
  if (/"resourceSpans"\s*:/.test(head)) return "otel";
  for (const line of head.split("\n")) {
    if (line.trim() === "") continue;
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch {
      return undefined;
    }
    if (!isObject(o)) return undefined;
    if (typeof o.type === "string" && CODEX_TYPES.has(o.type) && "payload" in o) return "codex";
    if ((typeof o.type === "string" && CLAUDE_TYPES.has(o.type)) || "sessionId" in o || "parentUuid" in o)
      return "claude-code";
    return undefined;
  }
  return undefined;
}

/** The `.jsonl` and `.json` files under a directory, sorted (symbolic links, node_modules and .git not followed). */
export function sessionFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      if (name === "node_modules" || name === ".git") continue;
      const p = join(d, name);
      const st = lstatSync(p);
      if (st.isDirectory()) walk(p);
      else if (st.isFile() && /\.jsonl?$/i.test(name)) out.push(p);
    }
  };
  walk(dir);
  // A subagent's log after the logs beside it: older versions write `agent-<id>.jsonl` in the
  // project's directory, and its first event names the Task call of a session's log there.
  // (Everything else keeps its path's order: a session's `<session>/subagents/` right after it.)
  const rank = (p: string): string => {
    const cut = p.lastIndexOf(sep) + 1;
    return /^agent-/.test(p.slice(cut)) ? `${p.slice(0, cut)}\uffff${p.slice(cut)}` : p;
  };
  return out
    .map((p) => [rank(p), p] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([, p]) => p);
}
