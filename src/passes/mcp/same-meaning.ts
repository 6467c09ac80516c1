/**
 * Two texts of one tool's MCP file mean the same when their servers do, as the tool reads them (a
 * `command` without `type` is stdio, a URL is HTTP: the reader applies each tool's defaults), and
 * so do the file's other settings (`.gemini/settings.json` holds more than servers). Spelling,
 * whitespace, key order and VS Code's comments do not count.
 */
import type { McpConfigFile } from "../../../ir/dialects/mcp/model.js";
import { sortedJson } from "../../../ir/json/sorted-json.js";
import { isJsonObject, toPlain } from "../../../ir/json/value.js";
import { parseMcpConfigText, readMcpConfig } from "../../readers/mcp/read-config.js";

/** What an MCP file means, as one string; undefined when it cannot be read. */
function meaning(config: McpConfigFile, text: string): string | undefined {
  const read = readMcpConfig(config, config.path, text);
  if (read.diagnostics.some((d) => d.severity === "error")) return undefined;
  const value = parseMcpConfigText(config, text).value;
  const rest = isJsonObject(value) ? Object.fromEntries(Object.entries(toPlain(value) as Record<string, unknown>).filter(([k]) => k !== config.key)) : toPlain(value);
  const servers = [...read.servers].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return sortedJson({ servers, rest });
}

export function sameMcpMeaning(config: McpConfigFile, a: string, b: string): boolean {
  const x = meaning(config, a);
  return x !== undefined && x === meaning(config, b);
}
