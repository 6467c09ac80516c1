/**
 * `sessions.redact` and `sessions.lower`: a session log's items as AEGX records (the mapping, field
 * by field, is in docs/formats.md).
 *
 * - a session → `SessionStart` (SYS); a message → `SessionMessage` (USER for the user's, else SYS);
 * - a tool call → `ToolCall` (SYS); its result → `ToolResult` whose parent is the call (TOOL; WEB for
 *   web tools, EXTERNAL for MCP tools), then, from what the call named: `FileRead` / `FileWrite` /
 *   `FileDelete` (after a result that is not an error) and `NetworkRequest` (after any result);
 * - taint: `web`, `mcp`, `outside-workspace` (a file outside the session's working directory),
 *   `redacted` (a secret was removed from the record's content);
 * - meta.ts is the event's time in seconds (the format's precision); meta.time keeps the log's own
 *   timestamp, to the millisecond.
 */
import { posix } from "node:path";
import { emptyObject, isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import { normalizeAegxTimestamp } from "../../../ir/dialects/aegx/timestamp.js";
import type { Principal, RecordType } from "../../../ir/dialects/aegx/constants.js";
import { TAINT } from "../../../ir/dialects/sessions/model.js";
import { Redactor } from "../../../ir/dialects/sessions/redact.js";
import { RecentMap } from "../../../ir/dialects/sessions/recent.js";
import { Diagnostics, type Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { PassContext } from "../pass.js";
import { CALLS, CWDS, DRAFTS, RUN, TOOL, type CallInfo, type DraftRecord } from "./draft.js";
import { sessionItems } from "./verify.js";

/** The time every record of a log without any falls back to (the epoch; reported by sessions.verify). */
const NO_TIME = "1970-01-01T00:00:00Z";

const READ_TOOLS = new Set(["Read", "NotebookRead", "read_file", "view", "ReadFile"]);
const WRITE_TOOLS = new Set([
  "Write",
  "Edit",
  "MultiEdit",
  "NotebookEdit",
  "write_file",
  "edit_file",
  "create_file",
  "str_replace_based_edit_tool",
  "WriteFile",
]);
const NETWORK_TOOLS = new Set(["WebFetch", "WebSearch", "web_search", "web_fetch", "fetch", "WebSearchTool"]);
const PATCH_TOOLS = new Set(["apply_patch"]);

export const isMcpTool = (name: string): boolean => name.startsWith("mcp__") || name.startsWith("mcp_");

/** The file a call names (`file_path`, `notebook_path`, `path`). */
function pathOf(input: Json | undefined): string | undefined {
  if (!isJsonObject(input)) return undefined;
  for (const k of ["file_path", "notebook_path", "path", "filePath"])
    if (typeof input[k] === "string" && input[k] !== "") return input[k] as string;
  return undefined;
}

/** The files an apply_patch names: `*** Add File: p`, `*** Update File: p`, `*** Delete File: p`, `*** Move to: p`. */
export function patchedFiles(
  input: Json | undefined,
): Array<{ path: string; op: "add" | "update" | "delete" | "move" }> {
  const text =
    typeof input === "string"
      ? input
      : isJsonObject(input) && typeof input.input === "string"
        ? input.input
        : isJsonObject(input) && typeof input.patch === "string"
          ? input.patch
          : isJsonObject(input) && Array.isArray(input.command)
            ? input.command.filter((x): x is string => typeof x === "string").join("\n")
            : undefined;
  if (text === undefined) return [];
  const out: Array<{ path: string; op: "add" | "update" | "delete" | "move" }> = [];
  for (const m of text.matchAll(/^\*\*\* (Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$/gm)) {
    if (m[3] !== undefined) out.push({ path: m[3].trim(), op: "move" });
    else out.push({ path: m[2]!.trim(), op: m[1]!.toLowerCase() as "add" | "update" | "delete" });
  }
  return out;
}

/** Whether a path (absolute, or relative to cwd) lies outside the working directory. */
export function outsideWorkspace(path: string, cwd: string | undefined): boolean {
  if (cwd === undefined || cwd === "") return false;
  const norm = (p: string): string => posix.normalize(p.replace(/\\/g, "/")).replace(/\/+$/, "");
  const root = norm(cwd);
  const full =
    path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path)
      ? norm(path)
      : norm(posix.join(root, path.replace(/\\/g, "/")));
  return !(full === root || full.startsWith(`${root}/`));
}

/** The redaction pass: every string of every item's content, input, output and meta. */
export function redactItems(ctx: PassContext): readonly Diagnostic[] {
  const run = ctx.state.required(RUN);
  if (!run.options.redact) return [];
  const ds = new Diagnostics();
  const redactors = new Map<string, Redactor>();
  for (const node of ctx.graph.nodes("sessions.Item")) {
    const item = node.attrs;
    let r = redactors.get(item.sessionId);
    if (!r) redactors.set(item.sessionId, (r = new Redactor(run.options.salt ?? `agentc-redact:${item.sessionId}`)));
    const before = r.total;
    if (item.content !== undefined) item.content = r.json(item.content);
    if (item.input !== undefined) item.input = r.json(item.input);
    if (item.output !== undefined) item.output = r.json(item.output);
    item.meta = r.json(item.meta) as JsonObject;
    if (item.name !== undefined) item.name = r.text(item.name);
    if (item.cwd !== undefined) item.cwd = r.text(item.cwd);
    if (r.total > before) {
      node.attrs.redacted = true;
      ds.info(
        "AEGX-SESSION-REDACTED",
        `${r.total - before} secret${r.total - before === 1 ? "" : "s"} replaced by a marker`,
        { file: ctx.input, line: item.line },
      );
    }
  }
  for (const r of redactors.values()) run.addRedactions(r.counts);
  return ds.all;
}

function callInfo(name: string, input: Json | undefined): CallInfo {
  const info: CallInfo = { name };
  const path = pathOf(input);
  if (path !== undefined) info.path = path;
  if (PATCH_TOOLS.has(name)) info.patches = patchedFiles(input);
  if (NETWORK_TOOLS.has(name) && isJsonObject(input)) {
    const from = [input, isJsonObject(input.action) ? input.action : emptyObject()];
    for (const o of from) {
      if (typeof o.url === "string") info.url ??= o.url;
      if (typeof o.query === "string") info.query ??= o.query;
    }
  }
  return info;
}

/** The lowering pass: items → draft records in ctx.state (DRAFTS). */
export function lowerItems(ctx: PassContext): readonly Diagnostic[] {
  const run = ctx.state.required(RUN);
  const tool = ctx.state.required(TOOL);
  const drafts: DraftRecord[] = [];
  let calls = ctx.state.get(CALLS);
  if (!calls) ctx.state.set(CALLS, (calls = new RecentMap()));
  let cwds = ctx.state.get(CWDS);
  if (!cwds) ctx.state.set(CWDS, (cwds = new Map()));
  let lastTs = run.lastTs;
  for (const item of sessionItems(ctx)) {
    const t = item.time !== undefined ? normalizeAegxTimestamp(item.time) : undefined;
    const ts = t?.ok ? t.value : (lastTs ?? NO_TIME);
    lastTs = ts;
    const meta = emptyObject();
    meta.ts = ts;
    if (t?.ok && item.time !== undefined) meta.time = item.time;
    meta.source = tool;
    meta.sessionId = item.sessionId;
    const taint: string[] = [];
    if (item.redacted) taint.push(TAINT.redacted);
    const sessionKey = `session:${item.sessionId}`;
    const parentKeys = [item.parent ?? sessionKey];
    const draft = (
      type: RecordType,
      principal: Principal,
      key: string,
      value: Json,
      extra: JsonObject,
      keys = parentKeys,
      labels = taint,
    ): void => {
      const m = emptyObject();
      for (const k of Object.keys(meta)) m[k] = meta[k]!;
      for (const k of Object.keys(extra)) m[k] = extra[k]!;
      drafts.push({
        key,
        sessionId: item.sessionId,
        type,
        principal,
        taint: [...new Set(labels)].sort(),
        parentKeys: keys,
        meta: m,
        value,
        file: ctx.input,
        line: item.line,
      });
    };
    switch (item.kind) {
      case "session": {
        cwds.set(item.sessionId, item.cwd);
        const value = emptyObject();
        value.tool = tool;
        value.sessionId = item.sessionId;
        for (const k of Object.keys(item.meta)) value[k] = item.meta[k]!;
        draft("SessionStart", "SYS", item.key, value, {}, []);
        break;
      }
      case "message": {
        const value = emptyObject();
        value.role = item.role ?? "";
        value.content = item.content ?? null;
        draft("SessionMessage", item.role === "user" ? "USER" : "SYS", item.key, value, {
          role: item.role ?? "",
          ...item.meta,
        });
        break;
      }
      case "tool-call": {
        const name = item.name ?? "";
        calls.set(item.callId ?? "", callInfo(name, item.input));
        const value = emptyObject();
        value.name = name;
        value.input = item.input ?? null;
        draft("ToolCall", "SYS", item.key, value, { tool: name, callId: item.callId ?? "", ...item.meta });
        break;
      }
      case "tool-result": {
        const call = calls.get(item.callId ?? "");
        const name = call?.name ?? "";
        const cwd = cwds.get(item.sessionId);
        const web = NETWORK_TOOLS.has(name);
        const mcp = isMcpTool(name);
        const labels = [...taint];
        if (web) labels.push(TAINT.web);
        if (mcp) labels.push(TAINT.mcp);
        const path = call?.path;
        const outside = path !== undefined && outsideWorkspace(path, cwd);
        if (outside && READ_TOOLS.has(name)) labels.push(TAINT.outsideWorkspace);
        const value = emptyObject();
        value.content = item.output ?? null;
        value.is_error = item.isError === true;
        const extra: JsonObject = { tool: name, callId: item.callId ?? "", ...item.meta };
        if (item.isError) extra.error = true;
        draft("ToolResult", web ? "WEB" : mcp ? "EXTERNAL" : "TOOL", item.key, value, extra, parentKeys, labels);
        if (!call) break;
        const after = [item.key];
        const fileTaint = outside ? [...taint, TAINT.outsideWorkspace] : taint;
        if (!item.isError && path !== undefined && READ_TOOLS.has(name)) {
          draft(
            "FileRead",
            "TOOL",
            `${item.key}#read`,
            { path },
            { tool: name, callId: item.callId ?? "", path },
            after,
            fileTaint,
          );
        }
        if (!item.isError && path !== undefined && WRITE_TOOLS.has(name)) {
          draft(
            "FileWrite",
            "TOOL",
            `${item.key}#write`,
            { path, op: name },
            { tool: name, callId: item.callId ?? "", path },
            after,
            fileTaint,
          );
        }
        if (!item.isError && call.patches) {
          call.patches.forEach((f, i) => {
            const t = outsideWorkspace(f.path, cwd) ? [...taint, TAINT.outsideWorkspace] : taint;
            draft(
              f.op === "delete" ? "FileDelete" : "FileWrite",
              "TOOL",
              `${item.key}#patch${i}`,
              { path: f.path, op: f.op },
              { tool: name, callId: item.callId ?? "", path: f.path },
              after,
              t,
            );
          });
        }
        if (web) {
          const v = emptyObject();
          if (call.url !== undefined) v.url = call.url;
          if (call.query !== undefined) v.query = call.query;
          const x: JsonObject = { tool: name, callId: item.callId ?? "" };
          if (item.isError) x.error = true;
          draft("NetworkRequest", "WEB", `${item.key}#net`, v, x, after, [...taint, TAINT.web]);
        }
        break;
      }
    }
  }
  run.lastTs = lastTs;
  ctx.state.set(DRAFTS, drafts);
  return [];
}
