/**
 * MCP servers → one tool's configuration file, in the shape that tool documents (docs/formats.md).
 * Gemini's settings.json, Codex's config.toml and opencode.json hold other settings too: only their
 * server table is replaced (an existing file is edited instead: src/formats/mcp/edit-config.ts). VS Code's
 * `inputs` are kept. What a tool cannot hold (a working directory where it has none) is returned
 * for the loss ledger. Output is 2-space JSON (Codex: TOML), servers in name order, ending in a newline.
 */
import { createRequire } from "node:module";
import { sharedMcpFile, type McpConfigFile, type McpServer } from "../../ir/dialects/mcp/model.js";
import { secretFromCanonical, secretsFromCanonical, wholeReference } from "../../ir/dialects/mcp/secrets.js";
import { escapePointerToken } from "../../ir/json/pointer.js";

/** The schema OpenCode's documentation opens its config with. */
const OPENCODE_SCHEMA = "https://opencode.ai/config.json";

export interface McpConfigText {
  text: string;
  /** Fields of a server the tool's file cannot hold: [server, its AIX field (JSON pointer below the server), why]. */
  lost: Array<[string, string, string]>;
}

const has = (m: Record<string, string>): boolean => Object.keys(m).length > 0;

/** Codex: values are literal; `${NAME}` references become its own fields (env_vars, env_http_headers, bearer_token_env_var). */
function codexEntry(config: McpConfigFile, s: McpServer, lost: McpConfigText["lost"]): Record<string, unknown> {
  const e: Record<string, unknown> = {};
  if (s.transport === "stdio") {
    e.command = s.command;
    if (s.args.length) e.args = s.args;
    const literal: Record<string, string> = {};
    const passed: string[] = [];
    for (const [k, v] of Object.entries(s.env)) {
      if (wholeReference(v) === k) passed.push(k);
      else {
        if (/\$\{/.test(v))
          lost.push([
            s.name,
            `env/${escapePointerToken(k)}`,
            `${config.path} does not expand variables in env (only env_vars passes one through under its own name)`,
          ]);
        literal[k] = v;
      }
    }
    if (has(literal)) e.env = literal;
    if (passed.length) e.env_vars = passed;
    if (s.cwd !== undefined) e.cwd = s.cwd;
  } else {
    if (s.transport === "sse")
      lost.push([s.name, "x-transport", `${config.path} reaches remote servers over streamable HTTP only, not SSE`]);
    e.url = s.url;
    const literal: Record<string, string> = {};
    const fromEnv: Record<string, string> = {};
    for (const [h, v] of Object.entries(s.headers)) {
      const bearer =
        h.toLowerCase() === "authorization" ? /^Bearer \$\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(v)?.[1] : undefined;
      const whole = wholeReference(v);
      if (bearer && e.bearer_token_env_var === undefined) e.bearer_token_env_var = bearer;
      else if (whole) fromEnv[h] = whole;
      else literal[h] = v;
    }
    if (has(literal)) e.http_headers = literal;
    if (has(fromEnv)) e.env_http_headers = fromEnv;
  }
  if (s.enabled !== undefined) e.enabled = s.enabled;
  if (s.enabledTools) e.enabled_tools = s.enabledTools;
  if (s.disabledTools) e.disabled_tools = s.disabledTools;
  if (s.startupTimeoutMs !== undefined) e.startup_timeout_sec = s.startupTimeoutMs / 1000;
  if (s.toolTimeoutMs !== undefined) e.tool_timeout_sec = s.toolTimeoutMs / 1000;
  return e;
}

/** OpenCode: `local` with the command and its arguments as one list and `environment`, or `remote` with a URL. */
function opencodeEntry(s: McpServer): Record<string, unknown> {
  const t = (v: string): string => secretFromCanonical("opencode", v);
  const e: Record<string, unknown> =
    s.transport === "stdio"
      ? { type: "local", command: [s.command ?? "", ...s.args].map(t) }
      : { type: "remote", url: t(s.url ?? "") };
  if (s.transport === "stdio" && has(s.env)) e.environment = secretsFromCanonical("opencode", s.env);
  if (s.transport !== "stdio" && has(s.headers)) e.headers = secretsFromCanonical("opencode", s.headers);
  if (s.enabled !== undefined) e.enabled = s.enabled;
  if (s.startupTimeoutMs !== undefined) e.timeout = s.startupTimeoutMs;
  return e;
}

/** What a server has that the tool's file has no field for (Codex and OpenCode aside, which write their own). */
function commonLost(config: McpConfigFile, s: McpServer, lost: McpConfigText["lost"]): void {
  const tool = config.tool;
  if (s.enabled !== undefined && tool !== "codex" && tool !== "opencode")
    lost.push([s.name, "x-enabled", `${config.path} has no switch to turn one server off`]);
  if ((s.enabledTools || s.disabledTools) && tool !== "codex" && tool !== "gemini")
    lost.push([
      s.name,
      s.enabledTools ? "x-enabled-tools" : "x-disabled-tools",
      `${config.path} cannot limit a server's tools`,
    ]);
  if (tool === "opencode" && s.cwd !== undefined)
    lost.push([s.name, "x-cwd", `${config.path} has no working directory for a server`]);
  // Timeouts: Codex has both; OpenCode the time to list a server's tools (`timeout`); Gemini CLI a call's (`timeout`); Claude Code, Cursor and VS Code neither per server.
  if (s.startupTimeoutMs !== undefined && tool !== "codex" && tool !== "opencode")
    lost.push([s.name, "x-startup-timeout-ms", `${config.path} has no per-server start-up timeout`]);
  if (s.toolTimeoutMs !== undefined && tool !== "codex" && tool !== "gemini")
    lost.push([s.name, "x-tool-timeout-ms", `${config.path} has no per-server tool-call timeout`]);
  if (tool === "opencode" && s.transport !== "stdio" && s.transport !== "http")
    lost.push([
      s.name,
      "x-transport",
      `${config.path} reaches remote servers over HTTP, falling back to SSE by itself`,
    ]);
}

/** One server as the tool's file writes it (what the tool cannot hold pushed on `lost`). */
export function entry(config: McpConfigFile, s: McpServer, lost: McpConfigText["lost"]): Record<string, unknown> {
  const tool = config.tool;
  commonLost(config, s, lost);
  let e: Record<string, unknown>;
  if (tool === "codex") e = codexEntry(config, s, lost);
  else if (tool === "opencode") e = opencodeEntry(s);
  else {
    const t = (v: string): string => secretFromCanonical(tool, v);
    e = {};
    if (s.transport === "stdio") {
      if (tool === "claude" || tool === "vscode") e.type = "stdio";
      e.command = t(s.command ?? "");
      e.args = s.args.map(t);
      if (has(s.env)) e.env = secretsFromCanonical(tool, s.env);
      if (s.cwd !== undefined) {
        if (tool === "vscode" || tool === "gemini") e.cwd = s.cwd;
        else lost.push([s.name, "x-cwd", `${config.path} has no working directory for a server`]);
      }
    } else {
      const url = t(s.url ?? "");
      if (tool === "gemini") e[s.transport === "http" ? "httpUrl" : "url"] = url;
      else {
        if (tool !== "cursor" || s.transport === "sse") e.type = s.transport;
        e.url = url;
      }
      if (has(s.headers)) e.headers = secretsFromCanonical(tool, s.headers);
    }
    if (tool === "gemini" && s.enabledTools) e.includeTools = s.enabledTools;
    if (tool === "gemini" && s.disabledTools) e.excludeTools = s.disabledTools;
    if (tool === "gemini" && s.toolTimeoutMs !== undefined) e.timeout = s.toolTimeoutMs;
  }
  Object.assign(e, s.extra[tool] ?? {});
  for (const [other, fields] of Object.entries(s.extra)) {
    if (other !== tool)
      for (const k of Object.keys(fields ?? {}))
        lost.push([
          s.name,
          `x-${other}/${escapePointerToken(k)}`,
          `${other}'s own setting; ${config.path} does not know it`,
        ]);
  }
  return e;
}

/** smol-toml only when a Codex file is written. */
let toml: typeof import("smol-toml") | undefined;
const smolToml = (): typeof import("smol-toml") =>
  (toml ??= createRequire(import.meta.url)("smol-toml") as typeof import("smol-toml"));

/** A whole new file's text from its document: TOML for Codex, else 2-space JSON ending in a newline. */
export function mcpDocumentText(config: McpConfigFile, doc: Record<string, unknown>): string {
  if (config.syntax === "toml")
    return smolToml().stringify(doc).replace(/^\n+/, "") + (Object.keys(doc).length ? "\n" : "");
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/**
 * The file's text; `existing` is the file's current document (Gemini's other settings, VS Code's
 * inputs). `keepSettings`: keep every other top-level key of `existing`, whatever the tool (a file
 * re-emitted as it was read), in its place.
 */
export function mcpConfigText(
  config: McpConfigFile,
  servers: readonly McpServer[],
  existing?: Record<string, unknown>,
  options: { keepSettings?: boolean } = {},
): McpConfigText {
  const lost: McpConfigText["lost"] = [];
  const table = Object.fromEntries(servers.map((s) => [s.name, entry(config, s, lost)]));
  const fresh: Record<string, unknown> =
    config.tool === "opencode" ? { $schema: OPENCODE_SCHEMA, [config.key]: table } : { [config.key]: table };
  const doc: Record<string, unknown> =
    sharedMcpFile(config.tool) || options.keepSettings
      ? { ...(existing ?? (config.tool === "opencode" ? { $schema: OPENCODE_SCHEMA } : {})), [config.key]: table }
      : fresh;
  if (config.tool === "vscode") doc.inputs = Array.isArray(existing?.inputs) ? existing.inputs : [];
  return { text: mcpDocumentText(config, doc), lost };
}
