/**
 * Two MCP files compared by what they mean to their tool, not by their bytes: each is parsed as
 * its tool reads it (comments and trailing commas blanked — harmless for the strict-JSON tools,
 * whose files have none), every server is given the tool's defaults (a `command` without `type` is
 * `stdio`; a `url` is `http`, Gemini's `url` `sse` and `httpUrl` `http`; `streamable-http` is
 * `http`; no `args`, `env` or `headers` is an empty one), a missing server table is an empty one
 * (and VS Code's `inputs` an empty list), and keys are sorted. White space, key order and comments
 * do not count; every other top-level setting of a shared file (Gemini's `settings.json`) does.
 */
import { mcpConfigFor, type McpConfigFile } from "../../../ir/dialects/mcp/model.js";
import { JsonParseError, parseJson } from "../../../ir/json/parse.js";
import { toPlain } from "../../../ir/json/value.js";
import { blankJsonComments } from "./jsonc.js";
import { parseMcpConfigText, serverFromEntry, transportOf } from "./read-config.js";
import { sortedJson } from "../../../ir/json/sorted-json.js";

type Plain = Record<string, unknown>;
const isObject = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

function canonicalServer(config: McpConfigFile, raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  // Codex's and OpenCode's entries mean what they read as (their references and defaults made one form).
  if (config.tool === "codex" || config.tool === "opencode") return serverFromEntry(config, "", raw) ?? raw;
  const transport = transportOf(config, raw);
  if (!transport) return raw;
  const { type: _type, httpUrl, url, ...rest } = raw;
  const out: Plain = { ...rest, type: transport, args: raw.args ?? [], env: raw.env ?? {}, headers: raw.headers ?? {} };
  if (config.tool !== "gemini") {
    if (url !== undefined) out.url = url;
    if (httpUrl !== undefined) out.httpUrl = httpUrl;
  } else {
    // Gemini names the URL by its transport (httpUrl: HTTP, url: SSE): the one the transport uses is the URL.
    const [used, other] = (transport === "http" ? httpUrl !== undefined : url === undefined)
      ? [httpUrl, url]
      : [url, httpUrl];
    if (used !== undefined) out.url = used;
    if (other !== undefined) out.otherUrl = other;
  }
  return out;
}

/** The normalised document (plain JSON), or undefined when the text is not JSON. */
function normalised(text: string, config: McpConfigFile): { value: unknown } | undefined {
  let value: unknown;
  try {
    const plain = text.replace(/^\uFEFF/, "");
    value = toPlain(
      config.syntax === "toml" ? parseMcpConfigText(config, plain).value : parseJson(blankJsonComments(plain)).value,
    );
  } catch (e) {
    if (e instanceof JsonParseError) return undefined;
    throw e;
  }
  if (!isObject(value)) return { value };
  const doc: Plain = { ...value };
  const table = doc[config.key] ?? {};
  doc[config.key] = isObject(table)
    ? Object.fromEntries(Object.entries(table).map(([name, s]) => [name, canonicalServer(config, s)]))
    : table;
  if (config.tool === "vscode") doc.inputs ??= [];
  return { value: doc };
}

/**
 * An MCP file's meaning as one string (sorted-key JSON of the normalised document), or undefined when
 * the text is not JSON. `file` names the tool by its place (`.vscode/mcp.json`, `.gemini/settings.json`,
 * …; any other name is read as Claude Code's `.mcp.json`).
 */
export function canonicalMcp(text: string, file: string): string | undefined {
  const n = normalised(text, mcpConfigFor(file));
  return n && sortedJson(n.value);
}

/**
 * Whether two texts of the MCP file `file` mean the same to its tool (see canonicalMcp). Texts that
 * are not JSON are the same only when they are byte for byte.
 */
export function sameMcpConfig(aText: string, bText: string, file: string): boolean {
  const a = canonicalMcp(aText, file);
  const b = canonicalMcp(bText, file);
  return a === undefined || b === undefined ? aText === bText : a === b;
}

/** What differs in meaning between two texts of the MCP file `file`, server by server and setting by setting (empty: the same). */
export function mcpDifferences(aText: string, bText: string, file: string): string[] {
  const config = mcpConfigFor(file);
  const a = normalised(aText, config);
  const b = normalised(bText, config);
  if (!a || !b) return aText === bText ? [] : [`${!a ? "the first" : "the second"} text is not JSON`];
  if (!isObject(a.value) || !isObject(b.value))
    return sortedJson(a.value) === sortedJson(b.value) ? [] : ["the documents differ"];
  const out: string[] = [];
  const keys = (x: unknown): string[] => (isObject(x) ? Object.keys(x) : []);
  for (const k of [...new Set([...keys(a.value), ...keys(b.value)])].sort()) {
    const [x, y] = [a.value[k], b.value[k]];
    if (k === config.key && isObject(x) && isObject(y)) {
      for (const name of [...new Set([...keys(x), ...keys(y)])].sort()) {
        if (!(name in x)) out.push(`MCP server "${name}" is only in the second`);
        else if (!(name in y)) out.push(`MCP server "${name}" is only in the first`);
        else if (sortedJson(x[name]) !== sortedJson(y[name]))
          out.push(`MCP server "${name}" differs: ${sortedJson(x[name])} ≠ ${sortedJson(y[name])}`);
      }
    } else if (!(k in a.value)) out.push(`"${k}" is only in the second`);
    else if (!(k in b.value)) out.push(`"${k}" is only in the first`);
    else if (sortedJson(x) !== sortedJson(y)) out.push(`"${k}" differs`);
  }
  return out;
}
