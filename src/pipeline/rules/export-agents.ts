/**
 * The agents of a genome (`<genome>/agents/*.aix`, as `agentc import` writes them) back into the
 * files each target reads: Claude Code subagents (`.claude/agents/<name>.md`) for `claude-md`, and the
 * MCP servers of every agent into `.mcp.json` (claude-md), `.cursor/mcp.json` (cursor),
 * `.vscode/mcp.json` (copilot) and `.gemini/settings.json` (gemini-md); a file that is there is
 * edited in place (its other keys, comments and order kept: passes/mcp/edit-config.ts).
 * What a target cannot hold goes to the loss ledger, agent by agent.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { SUBAGENT_DIR } from "../../../ir/dialects/claude-agents/model.js";
import { type McpConfigFile, type McpServer } from "../../../ir/dialects/mcp/model.js";
import { isJsonObject, type JsonObject } from "../../../ir/json/value.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { emitSubagent } from "../../../emitters/claude-agents/emit.js";
import { readAixText } from "../../readers/aix/read-agent.js";
import { mcpConfigEdited } from "../../passes/mcp/edit-config.js";
import { aixToSubagent } from "../../passes/claude-agents/subagent-aix.js";
import { mergeServers, serverFromAix } from "../../passes/mcp/servers-aix.js";
import { REPOSITORY_AGENTS, type AgentsPlace } from "./import-agents.js";
import { planSettingsFiles, settingsOfAgents } from "./settings-files.js";

export interface PlannedFile {
  path: string;
  bytes: Uint8Array;
  format: string;
}

/** The AIX agents of a genome, by file, with what reading them reported. */
function genomeAgents(genomeRoot: string, place: AgentsPlace): { agents: Array<{ file: string; doc: JsonObject }>; diagnostics: Diagnostic[] } {
  const dir = join(genomeRoot, place.dir);
  if (!existsSync(dir)) return { agents: [], diagnostics: [] };
  const agents: Array<{ file: string; doc: JsonObject }> = [];
  const diagnostics: Diagnostic[] = [];
  for (const name of readdirSync(dir).filter((n) => /\.aix(\.(ya?ml|json|toml))?$/.test(n)).sort()) {
    const source = readAixText(join(dir, name), readFileSync(join(dir, name), "utf8"));
    diagnostics.push(...source.diagnostics.all.filter((d) => d.severity === "error"));
    if (source.doc) agents.push({ file: `${place.dir}/${name}`, doc: source.doc });
  }
  return { agents, diagnostics };
}

/** Of a tool's several places (OpenCode's opencode.json, opencode.jsonc, .opencode/…), those that are there, else its first. */
function mcpFilesToWrite(configs: readonly McpConfigFile[], projectDir: string): McpConfigFile[] {
  const out: McpConfigFile[] = [];
  for (const target of new Set(configs.map((c) => c.target))) {
    const all = configs.filter((c) => c.target === target);
    const there = all.filter((c) => existsSync(join(projectDir, c.path)));
    out.push(...(there.length ? there : all.slice(0, 1)));
  }
  return out;
}

export function planAgentFiles(genomeRoot: string, targets: readonly string[], projectDir: string, ledger: LossLedger, place: AgentsPlace = REPOSITORY_AGENTS, tools: readonly string[] = []): { files: PlannedFile[]; diagnostics: Diagnostic[] } {
  const { agents, diagnostics } = genomeAgents(genomeRoot, place);
  const files: PlannedFile[] = [];
  for (const { file, doc } of agents) {
    const sub = aixToSubagent(doc);
    if (!sub) continue;
    for (const t of targets) if (t !== "claude-md") ledger.record({ pointer: "", file, target: t, reason: `${t} has no subagents (Claude Code's .claude/agents/ holds them)` });
    if (targets.includes("claude-md") && place.subagents) files.push({ path: `${SUBAGENT_DIR}/${file.slice(place.dir.length + 1).replace(/\.aix.*$/, "")}.md`, bytes: Buffer.from(emitSubagent(sub), "utf8"), format: "claude-md" });
  }
  // Every agent's servers, one list by name; where each server came from, for the ledger.
  const found = agents.map(({ file, doc }) => {
    const list = isJsonObject(doc.mcp) && Array.isArray(doc.mcp.servers) ? doc.mcp.servers.filter(isJsonObject) : [];
    return { file, servers: list.map(serverFromAix) };
  });
  const merged = mergeServers(found);
  diagnostics.push(...merged.diagnostics);
  if (merged.servers.length) planMcpFiles(merged, found, targets, tools, projectDir, ledger, place, files, diagnostics);
  // Hooks and permissions into each tool's settings file, edited on top of what the MCP step planned there (Gemini's settings.json holds both).
  {
    const planned = (path: string): string | undefined => {
      const f = files.find((x) => x.path === path);
      return f ? Buffer.from(f.bytes).toString("utf8") : existsSync(join(projectDir, path)) ? readFileSync(join(projectDir, path), "utf8") : undefined;
    };
    for (const s of planSettingsFiles(settingsOfAgents(agents), (t) => targets.includes(t) || tools.includes(t), planned, ledger, place.settings)) {
      const bytes = Buffer.from(s.text, "utf8");
      const at = files.findIndex((x) => x.path === s.path);
      if (at >= 0) files[at] = { ...files[at]!, bytes };
      else files.push({ path: s.path, bytes, format: s.target });
    }
  }
  return { files, diagnostics };
}

/** Every agent's MCP servers into the targets' MCP files. */
function planMcpFiles(
  merged: { servers: McpServer[] },
  found: ReadonlyArray<{ file: string; servers: McpServer[] }>,
  targets: readonly string[],
  tools: readonly string[],
  projectDir: string,
  ledger: LossLedger,
  place: AgentsPlace,
  files: PlannedFile[],
  diagnostics: Diagnostic[],
): void {
  const origin = (s: McpServer): { file: string; index: number } => {
    const from = found.find((f) => f.servers.some((x) => x.name === s.name))!;
    return { file: from.file, index: from.servers.findIndex((x) => x.name === s.name) };
  };
  const withConfig = new Set(place.mcp.map((c) => c.target));
  for (const t of targets) {
    if (!withConfig.has(t)) for (const s of merged.servers) ledger.record({ pointer: `/mcp/servers/${origin(s).index}`, file: origin(s).file, target: t, reason: `agentc writes no MCP configuration for ${t}` });
  }
  // A file is written for the rule format that writes it, or for the tool named (Codex and OpenCode read AGENTS.md, their MCP servers are their own).
  for (const config of mcpFilesToWrite(place.mcp.filter((c) => targets.includes(c.target) || tools.includes(c.target)), projectDir)) {
    // A file that is there is edited: only its servers are agentc's (its other keys and comments stay).
    const abs = join(projectDir, config.path);
    const out = mcpConfigEdited(config, merged.servers, existsSync(abs) ? readFileSync(abs, "utf8") : undefined);
    if (out.refused) {
      diagnostics.push({ code: "RULES-MCP-CONFIG", severity: "error", message: `${config.path} is kept as it is: ${out.refused}`, file: abs, hint: "write each server as a [mcp_servers.<name>] table of its own, then export again" });
      continue;
    }
    for (const [name, field, why] of out.lost) {
      const s = merged.servers.find((x) => x.name === name)!;
      ledger.record({ pointer: `/mcp/servers/${origin(s).index}/${field}`, file: origin(s).file, target: config.target, reason: why });
    }
    files.push({ path: config.path, bytes: Buffer.from(out.text, "utf8"), format: config.target });
  }
}
