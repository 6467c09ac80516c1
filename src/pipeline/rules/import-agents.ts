/**
 * The agents of a repository, for `agentc import`: each Claude Code subagent becomes an AIX agent
 * (`agents/<name>.aix`), and the MCP servers its coding agents are configured with (`.mcp.json`,
 * `.cursor/mcp.json`, `.vscode/mcp.json`, `.gemini/settings.json`) the `mcp` section of one more,
 * `agents/project.aix`, the repository's coding agent, whose rules are the genome. Every agent is
 * validated as AIX before anything is written.
 */
import { existsSync, readFileSync } from "node:fs";
import { decodeRuleText } from "../../readers/rules/decode-text.js";
import { basename, join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { MCP_CONFIG_FILES, USER_MCP_CONFIG_FILES, type McpConfigFile, type McpServer } from "../../../ir/dialects/mcp/model.js";
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import { emitAix } from "../../../emitters/aix/emit.js";
import { discoverSubagents, readSubagent } from "../../readers/claude-agents/read-subagent.js";
import { readMcpConfig } from "../../readers/mcp/read-config.js";
import { subagentToAix } from "../../passes/claude-agents/subagent-aix.js";
import { mergeServers } from "../../passes/mcp/servers-aix.js";
import { projectAgentAix } from "../../passes/mcp/core.js";
import { checkAixText } from "../../passes/aix/check-file.js";
import { repositoryFileSkipReason } from "../../readers/rules/discover.js";
import { readRepositorySettings, REPOSITORY_SETTINGS, settingsSections, USER_SETTINGS, type SettingsFiles } from "./settings-files.js";

export const AGENTS_DIR = "agents";
export const PROJECT_AGENT = "project.aix";

/**
 * Where a genome's agents live and which files they come from and go to: in a repository `agents/`
 * beside `.aigx/`, every tool's MCP file and `.claude/agents/`; at user level (`--global`, the home
 * directory) `.aigx/agents/` (no folder of agentc's own in the home), and only the MCP files and
 * subagent folders the tools read there (their declarations' `user.mcp` and `user.subagents`).
 */
export interface AgentsPlace {
  dir: string;
  mcp: readonly McpConfigFile[];
  subagents: boolean;
  /** The settings files whose hooks and permissions ride on the project agent (settings-files.ts). */
  settings: SettingsFiles;
}

export const REPOSITORY_AGENTS: AgentsPlace = { dir: AGENTS_DIR, mcp: MCP_CONFIG_FILES, subagents: true, settings: REPOSITORY_SETTINGS };

/** The user-level place, from the home-relative paths the tools declare (`userAgentPaths()`). */
export const userAgentsPlace = (paths: { mcp: readonly string[]; subagents: readonly string[] }): AgentsPlace => ({
  dir: ".aigx/agents",
  mcp: USER_MCP_CONFIG_FILES.filter((c) => paths.mcp.includes(c.path)),
  subagents: paths.subagents.includes(".claude/agents"),
  settings: USER_SETTINGS,
});

export interface ImportedAgents {
  /** AIX files by name under `agents/`. */
  files: Array<[string, string]>;
  sources: Array<{ format: string; file: string }>;
  diagnostics: Diagnostic[];
}

/** The readable text of a discovered file, or a warning saying why it was skipped. */
function readable(repo: string, rel: string, diagnostics: Diagnostic[]): string | undefined {
  const abs = join(repo, rel);
  const skip = repositoryFileSkipReason(repo, rel);
  if (!skip) {
    const read = decodeRuleText(readFileSync(abs), rel);
    diagnostics.push(...read.diagnostics);
    return read.text;
  }
  diagnostics.push({ code: "RULES-SKIPPED", severity: "warning", message: `${rel} ${skip}; skipped`, file: abs });
  return undefined;
}

const fileName = (name: string): string => `${name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^[-.]+|-+$/g, "") || "agent"}.aix`;

/**
 * Which files agentc wrote itself (copies of the genome's agents, nobody's edit), and which of them
 * the genome counts as sources all the same (the file an agent lives in, rewritten by export).
 */
export interface AgentCopies {
  isCopy(rel: string, bytes: Uint8Array): boolean;
  wasSource(rel: string): boolean;
}

const noCopies: AgentCopies = { isCopy: () => false, wasSource: () => false };

export function importAgents(repo: string, copies: AgentCopies = noCopies, place: AgentsPlace = REPOSITORY_AGENTS): ImportedAgents {
  const diagnostics: Diagnostic[] = [];
  const sources: ImportedAgents["sources"] = [];
  const docs = new Map<string, JsonObject>();
  for (const rel of place.subagents ? discoverSubagents(repo) : []) {
    const text = readable(repo, rel, diagnostics);
    if (text === undefined) continue;
    const r = readSubagent(join(repo, rel), text);
    diagnostics.push(...r.diagnostics);
    if (!r.agent) continue;
    let name = fileName(r.agent.name);
    for (let n = 2; docs.has(name) || name === PROJECT_AGENT; n++) name = fileName(`${r.agent.name}-${n}`);
    docs.set(name, subagentToAix(r.agent));
    if (!copies.isCopy(rel, Buffer.from(text, "utf8")) || copies.wasSource(rel)) sources.push({ format: "claude-agent", file: rel });
  }
  const found: Array<{ file: string; servers: McpServer[]; copy: boolean }> = [];
  for (const config of place.mcp) {
    if (!existsSync(join(repo, config.path))) continue;
    const text = readable(repo, config.path, diagnostics);
    if (text === undefined) continue;
    const r = readMcpConfig(config, join(repo, config.path), text);
    diagnostics.push(...r.diagnostics);
    const copy = copies.isCopy(config.path, Buffer.from(text, "utf8"));
    found.push({ file: join(repo, config.path), servers: r.servers, copy });
    if (!copy || copies.wasSource(config.path)) sources.push({ format: "mcp-config", file: config.path });
  }
  // Servers someone configured come first: where a copy agentc wrote says otherwise, theirs is kept.
  const merged = mergeServers([...found.filter((f) => !f.copy), ...found.filter((f) => f.copy)]);
  diagnostics.push(...merged.diagnostics);
  // Hooks and permissions of the repository's settings files ride on the project agent (settings-files.ts).
  const settings = readRepositorySettings(repo, place.settings);
  const sections = settings ? settingsSections(settings) : {};
  if (settings) {
    diagnostics.push(...settings.diagnostics);
    for (const file of settings.files) if (!copies.isCopy(file, readFileSync(join(repo, file))) || copies.wasSource(file)) sources.push({ format: "settings", file });
  }
  if (merged.servers.length || Object.keys(sections).length) docs.set(PROJECT_AGENT, projectAgentAix(basename(repo), merged.servers, sections));
  const files: ImportedAgents["files"] = [];
  for (const [name, doc] of [...docs].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const text = emitAix(fromPlain(doc) as JsonObject, "yaml");
    // An agent agentc would write must be one agentc accepts.
    const errors = checkAixText(`${place.dir}/${name}`, text).diagnostics.all.filter((d) => d.severity === "error");
    if (errors.length) diagnostics.push(...errors);
    else files.push([name, text]);
  }
  return { files, sources, diagnostics };
}
