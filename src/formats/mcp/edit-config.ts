/**
 * An MCP file that already exists is edited, not replaced (docs/decisions.md, "Shared files are
 * edited, never replaced"): agentc owns its server table's entries, one by one; every other key, comment,
 * the key order and the layout stay as they were. A server whose entry already means what would be
 * written (the tool's defaults aside: a `command` without `type` is stdio) keeps its bytes; a server
 * the genome no longer has is removed; a new one is added after the last.
 */
import type { McpConfigFile, McpServer } from "../../../ir/dialects/mcp/model.js";
import { editJsonc, parseJsonc } from "../../../ir/edit/jsonc-edit.js";
import { editTomlTables, parseToml, TomlEditError, tomlTablesUnder } from "../../../ir/edit/toml-edit.js";
import { entry, mcpConfigText, type McpConfigText } from "../../../emitters/mcp/config.js";
import { serverFromEntry } from "./read-config.js";
import { sortedJson } from "../../../ir/json/sorted-json.js";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The text of `config`'s file holding `servers`: `existing` edited in place when there is one that
 * parses as the tool reads it, else the whole file as agentc writes it (mcpConfigText).
 */
export function mcpConfigEdited(
  config: McpConfigFile,
  servers: readonly McpServer[],
  existing: string | undefined,
): McpConfigText & { refused?: string } {
  if (config.syntax === "toml") return tomlEdited(config, servers, existing);
  const parsed = existing !== undefined && existing.trim() !== "" ? parseJsonc(existing) : undefined;
  if (existing === undefined || !parsed || !isObject(parsed.value))
    return mcpConfigText(config, servers, existing === undefined || !parsed ? undefined : {});
  const lost: McpConfigText["lost"] = [];
  const table = parsed.value[config.key];
  const have = isObject(table) ? table : undefined;
  // Two entries are the same server when they read as the same (the tool's defaults and reference syntax aside).
  const read = (raw: unknown): unknown => (isObject(raw) ? (serverFromEntry(config, "", raw) ?? raw) : raw);
  const same = (a: unknown, b: unknown): boolean => sortedJson(read(a)) === sortedJson(read(b));
  const edits: Array<{ path: string[]; value: unknown }> = [];
  if (!have) {
    edits.push({ path: [config.key], value: Object.fromEntries(servers.map((s) => [s.name, entry(config, s, lost)])) });
  } else {
    const wanted = new Set(servers.map((s) => s.name));
    for (const name of Object.keys(have))
      if (!wanted.has(name)) edits.push({ path: [config.key, name], value: undefined });
    for (const s of servers) {
      const e = entry(config, s, lost);
      if (!(s.name in have) || !same(have[s.name], e)) edits.push({ path: [config.key, s.name], value: e });
    }
  }
  return { text: editJsonc(existing, edits), lost };
}

/**
 * Codex's config.toml: the `[mcp_servers.<name>]` tables are agentc's, every other byte is the
 * user's (ir/edit/toml-edit.ts). A table that already reads as the server keeps its bytes. A file
 * the span editor will not cut (servers written inline) is refused, with the reason, not rewritten.
 */
function tomlEdited(
  config: McpConfigFile,
  servers: readonly McpServer[],
  existing: string | undefined,
): McpConfigText & { refused?: string } {
  if (existing === undefined || existing.trim() === "") return mcpConfigText(config, servers);
  const lost: McpConfigText["lost"] = [];
  let have: Record<string, unknown>;
  try {
    have = tomlTablesUnder(parseToml(existing), [config.key]);
  } catch {
    return mcpConfigText(config, servers); // not TOML: replaced only under --force, like any hand-written file
  }
  const read = (raw: unknown): unknown => (isObject(raw) ? (serverFromEntry(config, "", raw) ?? raw) : raw);
  const owned: Record<string, Record<string, unknown>> = {};
  for (const s of servers) {
    const e = entry(config, s, lost);
    const old = have[s.name];
    owned[s.name] = isObject(old) && sortedJson(read(old)) === sortedJson(read(e)) ? old : e;
  }
  try {
    return { text: editTomlTables(existing, [config.key], owned), lost };
  } catch (e) {
    if (!(e instanceof TomlEditError)) throw e;
    return { text: existing, lost, refused: e.message };
  }
}
