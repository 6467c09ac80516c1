/**
 * One tool's MCP configuration file → its servers in the shared shape (ir/dialects/mcp/model.ts).
 * Transports as each tool documents them: an explicit `type`; otherwise a `command` is stdio and a
 * `url` is HTTP (Gemini: `httpUrl` is HTTP, `url` is SSE). Fields the shape has no place for are
 * kept under the tool's name. A file that is not JSON, or a server that is neither command nor URL,
 * is reported with its line and column; the other servers are still read.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { JsonParseError, parseJson, type ParsedJson, type Position } from "../../../ir/json/parse.js";
import { isJsonObject, toPlain } from "../../../ir/json/value.js";
import { pointerAppend } from "../../../ir/json/pointer.js";
import type { McpConfigFile, McpServer, McpTransport } from "../../../ir/dialects/mcp/model.js";
import { blankJsonComments } from "./jsonc.js";
import { linkLeaving, linkOutsideDiagnostic } from "../../../ir/io/inside-root.js";
import { sep } from "node:path";

const CONSUMED = new Set(["type", "command", "args", "env", "cwd", "url", "httpUrl", "headers"]);

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const stringMap = (v: unknown): Record<string, string> =>
  v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string")) : {};

/** A server's transport as its tool reads it, or undefined when it has neither a command nor a URL. */
export function transportOf(config: Pick<McpConfigFile, "tool">, s: Record<string, unknown>): McpTransport | undefined {
  if (s.type === "stdio" || s.type === "http" || s.type === "sse") return s.type;
  if (s.type === "streamable-http") return "http";
  if (typeof s.command === "string") return "stdio";
  if (config.tool === "gemini" && typeof s.httpUrl === "string") return "http";
  if (typeof s.url === "string") return config.tool === "gemini" ? "sse" : "http";
  return undefined;
}

/**
 * A tool's MCP file parsed as that tool reads it (VS Code's with comments and trailing commas, Gemini
 * CLI's settings with comments; Claude Code's and Cursor's as strict JSON); throws JsonParseError.
 */
export function parseMcpConfigText(config: McpConfigFile, text: string): ParsedJson {
  const plain = config.tool === "vscode" ? blankJsonComments(text) : config.tool === "gemini" ? blankJsonComments(text, { trailingCommas: false }) : text;
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
    return { config, positions: new Map(), servers: [], pointers, diagnostics: [{ code: "RULES-MCP-CONFIG", severity: "error", message: `${config.path} is not valid JSON: ${e.message}`, file, line: e.line, col: e.col }] };
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
  if (!isJsonObject(table)) return { ...base, servers: [], diagnostics: [{ code: "RULES-MCP-CONFIG", severity: "error", message: `${config.path}: "${config.key}" must be an object of servers by name`, file, ...at(`/${config.key}`) }] };
  const servers: McpServer[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [name, value] of Object.entries(table)) {
    const pointer = pointerAppend(`/${config.key}`, name);
    pointers.set(name, pointer);
    const s = isJsonObject(value) ? (toPlain(value) as Record<string, unknown>) : undefined;
    const transport = s && transportOf(config, s);
    if (!s || !transport) {
      diagnostics.push({ code: "RULES-MCP-CONFIG", severity: "error", message: `${config.path}: MCP server "${name}" has neither a command nor a URL; skipped`, file, ...at(pointer) });
      continue;
    }
    const url = typeof s.httpUrl === "string" ? s.httpUrl : typeof s.url === "string" ? s.url : undefined;
    const extra = Object.fromEntries(Object.entries(s).filter(([k]) => !CONSUMED.has(k)));
    servers.push({
      name,
      transport,
      ...(transport === "stdio" ? { command: String(s.command ?? "") } : { url }),
      args: strings(s.args),
      env: stringMap(s.env),
      ...(typeof s.cwd === "string" ? { cwd: s.cwd } : {}),
      headers: stringMap(s.headers),
      extra: Object.keys(extra).length ? { [config.tool]: extra } : {},
    });
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
export function readMcpConfig(config: McpConfigFile, file: string, text: string): { servers: McpServer[]; diagnostics: Diagnostic[] } {
  const outside = outsideRepository(config, file);
  if (outside) return { servers: [], diagnostics: [outside] };
  const { servers, diagnostics } = readMcpFile(config, file, text);
  return { servers, diagnostics };
}
