/**
 * MCP servers between the tools' configurations and AIX's `mcp.servers`.
 *
 * AIX v1.0 describes a server as a command to run. A stdio server is exactly that (its `cwd` goes in
 * `x-cwd`). A remote (HTTP or SSE) server is written as the documented stdio bridge to it,
 * `npx -y mcp-remote <url>`, so a consumer that only runs commands can still reach it, with the
 * server itself in `x-url`, `x-transport` and `x-headers`, which is what a tool's config gets back.
 * Whether it is on and which of its tools it offers are `x-enabled`, `x-enabled-tools`, `x-disabled-tools`;
 * env and headers hold secret references as `${NAME}` (ir/dialects/mcp/secrets.ts).
 * Fields only one tool knows stay under `x-<tool>` and go back to that tool alone (docs/decisions.md).
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { MCP_TOOLS, mcpConfigOfPath, type McpServer, type McpTransport } from "../../../ir/dialects/mcp/model.js";
import { entry } from "../../../emitters/mcp/config.js";
import { serverFromEntry } from "./read-config.js";
import { fromPlain, isJsonObject, toPlain, type JsonObject } from "../../../ir/json/value.js";

const TOOLS = MCP_TOOLS;

export function serverToAix(s: McpServer): JsonObject {
  // AIX's own fields first (name, command, args, env), then the x- fields: the order core keeps (aixServerOf).
  const o: Record<string, unknown> = { name: s.name };
  if (s.transport === "stdio") {
    o.command = s.command;
    if (s.args.length) o.args = s.args;
  } else {
    o.command = "npx";
    o.args = ["-y", "mcp-remote", s.url];
  }
  if (Object.keys(s.env).length) o.env = s.env;
  if (s.transport !== "stdio") {
    o["x-transport"] = s.transport;
    o["x-url"] = s.url;
    if (Object.keys(s.headers).length) o["x-headers"] = s.headers;
  }
  if (s.cwd !== undefined) o["x-cwd"] = s.cwd;
  if (s.enabled !== undefined) o["x-enabled"] = s.enabled;
  if (s.enabledTools) o["x-enabled-tools"] = s.enabledTools;
  if (s.disabledTools) o["x-disabled-tools"] = s.disabledTools;
  if (s.startupTimeoutMs !== undefined) o["x-startup-timeout-ms"] = s.startupTimeoutMs;
  if (s.toolTimeoutMs !== undefined) o["x-tool-timeout-ms"] = s.toolTimeoutMs;
  for (const t of TOOLS) if (s.extra[t]) o[`x-${t}`] = s.extra[t];
  return fromPlain(o) as JsonObject;
}

const record = (v: unknown): Record<string, string> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, string>) : {};

const stringList = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === "string") ? (v as string[]) : undefined;

export function serverFromAix(server: JsonObject): McpServer {
  const s = toPlain(server) as Record<string, unknown>;
  const remote = typeof s["x-url"] === "string";
  const extra: McpServer["extra"] = {};
  for (const t of TOOLS) if (isJsonObject(server[`x-${t}`])) extra[t] = s[`x-${t}`] as Record<string, unknown>;
  return {
    name: String(s.name),
    transport: remote ? ((s["x-transport"] === "sse" ? "sse" : "http") as McpTransport) : "stdio",
    ...(remote ? { url: s["x-url"] as string } : { command: String(s.command ?? "") }),
    args: remote ? [] : Array.isArray(s.args) ? s.args.map(String) : [],
    env: record(s.env),
    ...(typeof s["x-cwd"] === "string" ? { cwd: s["x-cwd"] } : {}),
    headers: record(s["x-headers"]),
    ...(typeof s["x-enabled"] === "boolean" ? { enabled: s["x-enabled"] } : {}),
    ...(stringList(s["x-enabled-tools"]) ? { enabledTools: stringList(s["x-enabled-tools"]) } : {}),
    ...(stringList(s["x-disabled-tools"]) ? { disabledTools: stringList(s["x-disabled-tools"]) } : {}),
    ...(typeof s["x-startup-timeout-ms"] === "number" ? { startupTimeoutMs: s["x-startup-timeout-ms"] } : {}),
    ...(typeof s["x-tool-timeout-ms"] === "number" ? { toolTimeoutMs: s["x-tool-timeout-ms"] } : {}),
    extra,
  };
}

/** What makes two servers the same server (tool-only fields aside). */
const identity = (s: McpServer): string =>
  JSON.stringify([
    s.transport,
    s.command,
    s.args,
    s.env,
    s.cwd,
    s.url,
    s.headers,
    s.enabled,
    s.enabledTools,
    s.disabledTools,
    s.startupTimeoutMs,
    s.toolTimeoutMs,
  ]);

/**
 * Whether `other` (read from `otherFile`) is `rich` as that file's tool holds it: `rich` written
 * into the tool's shape and read back. Then `other` is a copy in a tool that cannot hold all of
 * `rich` (a cwd Claude Code has no field for), not a different server, and `rich` is kept.
 */
function projectionOf(rich: McpServer, other: McpServer, otherFile: string): boolean {
  const config = mcpConfigOfPath(otherFile);
  if (!config) return false;
  const back = serverFromEntry(config, rich.name, entry(config, rich, []));
  return back !== undefined && identity(back) === identity(other);
}

/** Servers of several files as one list by name: the same server once (its tool fields joined); a name defined differently keeps the first, with a warning. */
export function mergeServers(found: ReadonlyArray<{ file: string; servers: readonly McpServer[] }>): {
  servers: McpServer[];
  diagnostics: Diagnostic[];
} {
  const byName = new Map<string, { server: McpServer; file: string }>();
  const diagnostics: Diagnostic[] = [];
  for (const { file, servers } of found) {
    for (const s of servers) {
      const seen = byName.get(s.name);
      if (!seen) byName.set(s.name, { server: { ...s, extra: { ...s.extra } }, file });
      else if (identity(seen.server) === identity(s)) Object.assign(seen.server.extra, s.extra);
      else if (projectionOf(seen.server, s, file)) Object.assign(seen.server.extra, s.extra);
      else if (projectionOf(s, seen.server, seen.file))
        byName.set(s.name, { server: { ...s, extra: { ...seen.server.extra, ...s.extra } }, file });
      else
        diagnostics.push({
          code: "RULES-MCP-CONFLICT",
          severity: "warning",
          message: `MCP server "${s.name}" in ${file} differs from the one in ${seen.file}; the one in ${seen.file} is kept`,
          file,
        });
    }
  }
  return {
    servers: [...byName.values()].map((e) => e.server).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    diagnostics,
  };
}
