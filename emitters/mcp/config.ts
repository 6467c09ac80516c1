/**
 * MCP servers → one tool's configuration file, in the shape that tool documents (docs/formats.md).
 * Gemini's settings.json holds other settings too: only its `mcpServers` is replaced. VS Code's
 * `inputs` are kept. What a tool cannot hold (a working directory where it has none) is returned
 * for the loss ledger. Output is 2-space JSON, servers in name order, ending in a newline.
 */
import type { McpConfigFile, McpServer } from "../../ir/dialects/mcp/model.js";

export interface McpConfigText {
  text: string;
  /** Fields of a server the tool's file cannot hold: [server, its AIX field (JSON pointer below the server), why]. */
  lost: Array<[string, string, string]>;
}

/** One server as the tool's file writes it (what the tool cannot hold pushed on `lost`). */
export function entry(config: McpConfigFile, s: McpServer, lost: McpConfigText["lost"]): Record<string, unknown> {
  const tool = config.tool;
  const e: Record<string, unknown> = {};
  if (s.transport === "stdio") {
    if (tool === "claude" || tool === "vscode") e.type = "stdio";
    e.command = s.command;
    e.args = s.args;
    if (Object.keys(s.env).length) e.env = s.env;
    if (s.cwd !== undefined) {
      if (tool === "vscode" || tool === "gemini") e.cwd = s.cwd;
      else lost.push([s.name, "x-cwd", `${config.path} has no working directory for a server`]);
    }
  } else {
    if (tool === "gemini") e[s.transport === "http" ? "httpUrl" : "url"] = s.url;
    else {
      if (tool !== "cursor" || s.transport === "sse") e.type = s.transport;
      e.url = s.url;
    }
    if (Object.keys(s.headers).length) e.headers = s.headers;
  }
  Object.assign(e, s.extra[tool] ?? {});
  for (const [other, fields] of Object.entries(s.extra)) {
    if (other !== tool) for (const k of Object.keys(fields ?? {})) lost.push([s.name, `x-${other}/${k}`, `${other}'s own setting; ${config.path} does not know it`]);
  }
  return e;
}

/**
 * The file's text; `existing` is the file's current document (Gemini's other settings, VS Code's
 * inputs). `keepSettings`: keep every other top-level key of `existing`, whatever the tool (a file
 * re-emitted as it was read), in its place.
 */
export function mcpConfigText(config: McpConfigFile, servers: readonly McpServer[], existing?: Record<string, unknown>, options: { keepSettings?: boolean } = {}): McpConfigText {
  const lost: McpConfigText["lost"] = [];
  const table = Object.fromEntries(servers.map((s) => [s.name, entry(config, s, lost)]));
  const doc: Record<string, unknown> = config.tool === "gemini" || options.keepSettings ? { ...(existing ?? {}), [config.key]: table } : { [config.key]: table };
  if (config.tool === "vscode") doc.inputs = Array.isArray(existing?.inputs) ? existing.inputs : [];
  return { text: `${JSON.stringify(doc, null, 2)}\n`, lost };
}
