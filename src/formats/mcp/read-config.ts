/**
 * One tool's MCP configuration file → its servers in the shared shape (ir/dialects/mcp/model.ts).
 * Transports as each tool documents them: an explicit `type`; otherwise a `command` is stdio and a
 * `url` is HTTP (Gemini: `httpUrl` is HTTP, `url` is SSE). Fields the shape has no place for are
 * kept under the tool's name. A file that is not JSON, or a server that is neither command nor URL,
 * is reported with its line and column; the other servers are still read.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { JsonParseError, parseJson, type ParsedJson, type Position } from "../../../ir/json/parse.js";
import { fromPlain, isJsonObject, toPlain } from "../../../ir/json/value.js";
import { secretsToCanonical, secretToCanonical } from "../../../ir/dialects/mcp/secrets.js";
import { tomlPositions } from "../aix/toml-positions.js";
import { createRequire } from "node:module";
import { pointerAppend } from "../../../ir/json/pointer.js";
import type { McpConfigFile, McpServer, McpTransport } from "../../../ir/dialects/mcp/model.js";
import { blankJsonComments } from "./jsonc.js";
import { linkLeaving, linkOutsideDiagnostic } from "../../../ir/io/inside-root.js";
import { sep } from "node:path";

/** The fields each tool's reader turns into the shared shape; the others stay the tool's own (`extra`). */
const CONSUMED: Record<"json" | "codex" | "opencode", ReadonlySet<string>> = {
  json: new Set(["type", "command", "args", "env", "cwd", "url", "httpUrl", "headers"]),
  codex: new Set([
    "command",
    "args",
    "env",
    "env_vars",
    "cwd",
    "url",
    "http_headers",
    "env_http_headers",
    "bearer_token_env_var",
    "enabled",
    "enabled_tools",
    "disabled_tools",
    "startup_timeout_sec",
    "tool_timeout_sec",
  ]),
  opencode: new Set(["type", "command", "environment", "url", "headers", "enabled", "timeout"]),
};
/** Gemini CLI's names for the tools a server may use (its `includeTools` / `excludeTools`). */
const GEMINI_TOOL_LISTS = new Set(["includeTools", "excludeTools"]);

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const stringMap = (v: unknown): Record<string, string> =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string"))
    : {};

/** The `type`s a JSON tool's server may declare: the transport each names, and the field it needs. */
const DECLARED_TYPES: Record<string, { transport: McpTransport; needs: "command" | "url" }> = {
  stdio: { transport: "stdio", needs: "command" },
  http: { transport: "http", needs: "url" },
  sse: { transport: "sse", needs: "url" },
  "streamable-http": { transport: "http", needs: "url" },
};

const declaredType = (s: Record<string, unknown>) =>
  typeof s.type === "string" && Object.hasOwn(DECLARED_TYPES, s.type) ? DECLARED_TYPES[s.type] : undefined;

/**
 * A server's transport as its tool reads it: its declared `type` when it has the command or URL that
 * type needs, else what it has, a command or a URL; undefined when it has neither.
 */
export function transportOf(config: Pick<McpConfigFile, "tool">, s: Record<string, unknown>): McpTransport | undefined {
  if (config.tool === "opencode")
    return s.type === "local" && Array.isArray(s.command) && typeof s.command[0] === "string"
      ? "stdio"
      : s.type === "remote" && typeof s.url === "string"
        ? "http"
        : undefined;
  if (config.tool === "codex")
    return typeof s.command === "string" ? "stdio" : typeof s.url === "string" ? "http" : undefined;
  // A declared type is taken as declared, when the server has what that type needs.
  const url = typeof s.url === "string" || (config.tool === "gemini" && typeof s.httpUrl === "string");
  const declared = declaredType(s);
  if (declared)
    return (declared.needs === "command" ? typeof s.command === "string" : url) ? declared.transport : undefined;
  if (typeof s.command === "string") return "stdio";
  if (config.tool === "gemini" && typeof s.httpUrl === "string") return "http";
  if (typeof s.url === "string") return config.tool === "gemini" ? "sse" : "http";
  return undefined;
}

/** A timeout as core holds it (milliseconds), from a positive number of the tool's unit. */
const millis = (v: unknown, unit: number): number | undefined =>
  typeof v === "number" && Number.isFinite(v) && v > 0 ? Math.round(v * unit) : undefined;

const rest = (s: Record<string, unknown>, consumed: ReadonlySet<string>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(s).filter(([k]) => !consumed.has(k)));
const tools = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === "string") ? (v as string[]) : undefined;

/** Codex: env references are fields of their own (env_vars, env_http_headers, bearer_token_env_var); values are literal. */
function codexServer(name: string, s: Record<string, unknown>, transport: McpTransport): McpServer {
  const env = stringMap(s.env);
  for (const v of strings(s.env_vars)) env[v] = `\${${v}}`;
  const headers = stringMap(s.http_headers);
  for (const [h, v] of Object.entries(stringMap(s.env_http_headers))) headers[h] = `\${${v}}`;
  if (typeof s.bearer_token_env_var === "string") headers.Authorization = `Bearer \${${s.bearer_token_env_var}}`;
  const extra = rest(s, CONSUMED.codex);
  // A timeout that is not a positive number is Codex's to reject; kept as it was, its own.
  for (const k of ["startup_timeout_sec", "tool_timeout_sec"])
    if (s[k] !== undefined && millis(s[k], 1000) === undefined) extra[k] = s[k];
  return {
    name,
    transport,
    ...(transport === "stdio" ? { command: String(s.command) } : { url: String(s.url) }),
    args: strings(s.args),
    env,
    ...(typeof s.cwd === "string" ? { cwd: s.cwd } : {}),
    headers,
    ...(typeof s.enabled === "boolean" ? { enabled: s.enabled } : {}),
    ...(tools(s.enabled_tools) ? { enabledTools: tools(s.enabled_tools) } : {}),
    ...(tools(s.disabled_tools) ? { disabledTools: tools(s.disabled_tools) } : {}),
    ...(millis(s.startup_timeout_sec, 1000) !== undefined
      ? { startupTimeoutMs: millis(s.startup_timeout_sec, 1000) }
      : {}),
    ...(millis(s.tool_timeout_sec, 1000) !== undefined ? { toolTimeoutMs: millis(s.tool_timeout_sec, 1000) } : {}),
    extra: Object.keys(extra).length ? { codex: extra } : {},
  };
}

/** OpenCode: `local` is a command list and `environment`; `remote` a URL and headers; `{env:NAME}` references. */
function opencodeServer(name: string, s: Record<string, unknown>, transport: McpTransport): McpServer {
  const command = strings(s.command).map((x) => secretToCanonical("opencode", x));
  const extra = rest(s, CONSUMED.opencode);
  if (s.timeout !== undefined && millis(s.timeout, 1) === undefined) extra.timeout = s.timeout;
  return {
    name,
    transport,
    ...(transport === "stdio" ? { command: command[0]! } : { url: secretToCanonical("opencode", String(s.url)) }),
    args: command.slice(1),
    env: secretsToCanonical("opencode", stringMap(s.environment)),
    headers: secretsToCanonical("opencode", stringMap(s.headers)),
    ...(typeof s.enabled === "boolean" ? { enabled: s.enabled } : {}),
    ...(millis(s.timeout, 1) !== undefined ? { startupTimeoutMs: millis(s.timeout, 1) } : {}),
    extra: Object.keys(extra).length ? { opencode: extra } : {},
  };
}

/**
 * What a server that declares its type lacks for it (`declares type "http" but has no url`), if it
 * declares one. Only the JSON tools whose `type` is stdio, http or sse: Codex has no `type`, and
 * OpenCode's is local or remote (its field check names a `type` it does not know).
 */
function declaredWithout(
  config: Pick<McpConfigFile, "tool">,
  s: Record<string, unknown> | undefined,
): string | undefined {
  if (config.tool === "codex" || config.tool === "opencode") return undefined;
  const declared = s && declaredType(s);
  return declared && `declares type ${JSON.stringify(s.type)} but has no ${declared.needs}`;
}

/** One server entry of a tool's file in the shared shape, or undefined when it is neither a command nor a URL. */
export function serverFromEntry(
  config: Pick<McpConfigFile, "tool">,
  name: string,
  s: Record<string, unknown>,
): McpServer | undefined {
  const transport = transportOf(config, s);
  if (!transport) return undefined;
  if (config.tool === "codex") return codexServer(name, s, transport);
  if (config.tool === "opencode") return opencodeServer(name, s, transport);
  const tool = config.tool;
  const url = typeof s.httpUrl === "string" ? s.httpUrl : typeof s.url === "string" ? s.url : undefined;
  const gemini = tool === "gemini";
  // Gemini CLI's `timeout` (milliseconds) is a tool call's; another JSON tool's `timeout` is its own.
  const geminiTimeout = gemini ? millis(s.timeout, 1) : undefined;
  const extra = Object.fromEntries(
    Object.entries(s).filter(
      ([k]) =>
        !CONSUMED.json.has(k) &&
        !(gemini && GEMINI_TOOL_LISTS.has(k) && tools(s[k])) &&
        !(k === "timeout" && geminiTimeout !== undefined),
    ),
  );
  const t = (v: string): string => secretToCanonical(tool, v);
  return {
    name,
    transport,
    ...(transport === "stdio" ? { command: t(String(s.command ?? "")) } : { url: url === undefined ? url : t(url) }),
    args: strings(s.args).map(t),
    env: secretsToCanonical(tool, stringMap(s.env)),
    ...(typeof s.cwd === "string" ? { cwd: s.cwd } : {}),
    headers: secretsToCanonical(tool, stringMap(s.headers)),
    ...(gemini && tools(s.includeTools) ? { enabledTools: tools(s.includeTools) } : {}),
    ...(gemini && tools(s.excludeTools) ? { disabledTools: tools(s.excludeTools) } : {}),
    ...(geminiTimeout !== undefined ? { toolTimeoutMs: geminiTimeout } : {}),
    extra: Object.keys(extra).length ? { [tool]: extra } : {},
  };
}

/** smol-toml only when a Codex file is read. */
let toml: typeof import("smol-toml") | undefined;
const smolToml = (): typeof import("smol-toml") =>
  (toml ??= createRequire(import.meta.url)("smol-toml") as typeof import("smol-toml"));

/**
 * A tool's MCP file parsed as that tool reads it (VS Code's and OpenCode's with comments and trailing
 * commas, Gemini CLI's settings with comments; Claude Code's and Cursor's as strict JSON; Codex's as
 * TOML, with the line of every table and key); throws JsonParseError.
 */
export function parseMcpConfigText(config: McpConfigFile, text: string): ParsedJson {
  if (config.syntax === "toml") {
    try {
      return { value: fromPlain(smolToml().parse(text)), positions: tomlPositions(text) };
    } catch (e) {
      const m = e as { message?: string; line?: number; column?: number };
      throw new JsonParseError(String(m.message ?? e).split("\n")[0]!, 0, m.line ?? 1, m.column ?? 1);
    }
  }
  const plain =
    config.tool === "vscode" || config.tool === "opencode"
      ? blankJsonComments(text)
      : config.tool === "gemini"
        ? blankJsonComments(text, { trailingCommas: false })
        : text;
  return parseJson(plain, { positions: true });
}

/** One MCP file as read: the parsed document (plain JSON), the servers in the shared shape, where each is. */
export interface McpFileRead {
  config: McpConfigFile;
  /** The whole document as plain JSON; undefined when the text is not JSON. */
  document?: unknown;
  /** The line:col of every value, by JSON pointer. */
  positions: ReadonlyMap<string, Position>;
  servers: McpServer[];
  /** Each server's JSON pointer, by name (also those that were skipped). */
  pointers: Map<string, string>;
  diagnostics: Diagnostic[];
}

export function readMcpFile(config: McpConfigFile, file: string, text: string): McpFileRead {
  let parsed: ParsedJson;
  const pointers = new Map<string, string>();
  try {
    parsed = parseMcpConfigText(config, text);
  } catch (e) {
    if (!(e instanceof JsonParseError)) throw e;
    return {
      config,
      positions: new Map(),
      servers: [],
      pointers,
      diagnostics: [
        {
          code: "RULES-MCP-CONFIG",
          severity: "error",
          message: `${config.path} is not valid ${config.syntax === "toml" ? "TOML" : "JSON"}: ${e.message}`,
          file,
          line: e.line,
          col: e.col,
        },
      ],
    };
  }
  const positions = parsed.positions ?? new Map<string, Position>();
  const at = (pointer: string) => {
    const p = positions.get(pointer);
    return p ? { line: p.line, col: p.col } : { line: 1, col: 1 };
  };
  const root = parsed.value;
  const base = { config, document: toPlain(root), positions, pointers };
  const table = isJsonObject(root) ? root[config.key] : undefined;
  if (table === undefined) return { ...base, servers: [], diagnostics: [] };
  if (!isJsonObject(table))
    return {
      ...base,
      servers: [],
      diagnostics: [
        {
          code: "RULES-MCP-CONFIG",
          severity: "error",
          message: `${config.path}: "${config.key}" must be an object of servers by name`,
          file,
          ...at(`/${config.key}`),
        },
      ],
    };
  const servers: McpServer[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [name, value] of Object.entries(table)) {
    const pointer = pointerAppend(`/${config.key}`, name);
    pointers.set(name, pointer);
    const s = isJsonObject(value) ? (toPlain(value) as Record<string, unknown>) : undefined;
    const server = s && serverFromEntry(config, name, s);
    if (!server) {
      diagnostics.push({
        code: "RULES-MCP-CONFIG",
        severity: "error",
        message: `${config.path}: MCP server "${name}" ${declaredWithout(config, s) ?? "has neither a command nor a URL"}; skipped`,
        file,
        ...at(pointer),
      });
      continue;
    }
    servers.push(server);
  }
  return { ...base, servers, diagnostics };
}

/** The warning when `file` (`<repository>/<config.path>`) is reached through a link leaving the repository. */
function outsideRepository(config: McpConfigFile, file: string): Diagnostic | undefined {
  const rel = config.path;
  const posix = file.split(sep).join("/");
  if (!posix.endsWith(`/${rel}`)) return undefined;
  const root = file.slice(0, file.length - rel.length - 1);
  const l = linkLeaving(root, rel);
  return l && linkOutsideDiagnostic(root, l, `the MCP servers of ${rel} behind it are not imported`);
}

/**
 * The servers of a tool's MCP file read from `file`, its `config.path` under a repository. A file
 * reached through a symbolic link that leads out of that repository (a linked `.vscode`, say) is
 * not the repository's: its servers (their `env` secrets with them) are not read, and a warning
 * names the link.
 */
export function readMcpConfig(
  config: McpConfigFile,
  file: string,
  text: string,
): { servers: McpServer[]; diagnostics: Diagnostic[] } {
  const outside = outsideRepository(config, file);
  if (outside) return { servers: [], diagnostics: [outside] };
  const { servers, diagnostics } = readMcpFile(config, file, text);
  return { servers, diagnostics };
}
