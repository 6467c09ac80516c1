/**
 * The agents of a repository, for `agentc import`: each subagent — Claude Code's `.claude/agents/*.md`,
 * GitHub Copilot's `.github/agents/*.agent.md`, OpenCode's `.opencode/agent/*.md` — becomes an AIX agent
 * (`agents/<name>.aix`) with its tool's own fields as that tool's section (`x-claude-code`, `x-copilot`,
 * `x-opencode`); the same agent in several tools' folders (name, description and prompt alike) is one
 * agent with each tool's section (docs/decisions.md, "Subagents of three tools"). And the MCP servers its coding agents are configured with (`.mcp.json`,
 * `.cursor/mcp.json`, `.vscode/mcp.json`, `.gemini/settings.json`) the `mcp` section of one more,
 * `agents/project.aix`, the repository's coding agent, whose rules are the genome. Every agent is
 * validated as AIX before anything is written.
 */
import { existsSync, readFileSync } from "node:fs";
import { decodeRuleText } from "../../formats/rules/decode-text.js";
import { basename, join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import {
  MCP_CONFIG_FILES,
  USER_MCP_CONFIG_FILES,
  type McpConfigFile,
  type McpServer,
} from "../../../ir/dialects/mcp/model.js";
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import { emitAix } from "../../../emitters/aix/emit.js";
import { discoverSubagents, readSubagent } from "../../formats/claude-agents/read-subagent.js";
import { readMcpConfig } from "../../formats/mcp/read-config.js";
import { aixAgent, CLAUDE_CODE_SECTION, firstSentence } from "../../formats/claude-agents/subagent-aix.js";
import { subagentName } from "../../formats/claude-agents/core.js";
import { readStyledSubagent, styledSubagentFiles } from "../../formats/setup/subagents-format.js";
import { SUBAGENT_STYLES } from "../../../ir/dialects/setup/tools.js";
import type { Subagent } from "../../../ir/dialects/claude-agents/model.js";
import { mergeServers } from "../../formats/mcp/servers-aix.js";
import { projectAgentAix } from "../../formats/mcp/core.js";
import { checkAixText } from "../../formats/aix/check-file.js";
import { repositoryFileSkipReason } from "../../formats/rules/discover.js";
import {
  CODEX_CONFIG,
  readRepositorySettings,
  REPOSITORY_SETTINGS,
  settingsSections,
  type SettingsFiles,
} from "../../formats/settings/settings-files.js";

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

export const REPOSITORY_AGENTS: AgentsPlace = {
  dir: AGENTS_DIR,
  mcp: MCP_CONFIG_FILES,
  subagents: true,
  settings: REPOSITORY_SETTINGS,
};

/** The user-level place, from the home-relative paths the tools declare (`userAgentPaths()`). */
export const userAgentsPlace = (paths: {
  mcp: readonly string[];
  subagents: readonly string[];
  settings?: readonly string[];
}): AgentsPlace => ({
  dir: ".aigx/agents",
  mcp: USER_MCP_CONFIG_FILES.filter((c) => paths.mcp.includes(c.path)),
  subagents: paths.subagents.includes(".claude/agents"),
  settings: userSettings(paths.settings ?? []),
});

/** The settings files read and edited at user level: those the tools declare (`user.settings`), in the shape of a repository's. */
const userSettings = (paths: readonly string[]): SettingsFiles => ({
  places: REPOSITORY_SETTINGS.places.filter((p) => paths.includes(p.path)),
  codex: paths.includes(CODEX_CONFIG),
});

export interface ImportedAgents {
  /** AIX files by name under `agents/`. */
  files: Array<[string, string]>;
  sources: Array<{ format: string; file: string }>;
  /** Subagent files agentc wrote (an export's copies in another tool's style): not read again, and not unread either. */
  copies: string[];
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

const fileName = (name: string): string =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^[-.]+|-+$/g, "") || "agent"
  }.aix`;

/**
 * Which files agentc wrote itself (copies of the genome's agents, nobody's edit), and which of them
 * the genome counts as sources all the same (the file an agent lives in, rewritten by export).
 */
export interface AgentCopies {
  isCopy(rel: string, bytes: Uint8Array): boolean;
  wasSource(rel: string): boolean;
}

const noCopies: AgentCopies = { isCopy: () => false, wasSource: () => false };

export function importAgents(
  repo: string,
  copies: AgentCopies = noCopies,
  place: AgentsPlace = REPOSITORY_AGENTS,
): ImportedAgents {
  const diagnostics: Diagnostic[] = [];
  const sources: ImportedAgents["sources"] = [];
  const docs = new Map<string, JsonObject>();
  const copied: string[] = [];
  // Every tool's subagents, Claude Code's first: each with its tool's section and the fields it holds.
  const read: Array<{ agent: Subagent; section: string; fields: Record<string, unknown> }> = [];
  const take = (
    rel: string,
    format: string,
    parse: (text: string) => { agent?: Subagent; diagnostics: Diagnostic[] },
    section: string,
    fields: (a: Subagent) => Record<string, unknown>,
  ): void => {
    const text = readable(repo, rel, diagnostics);
    if (text === undefined) return;
    const copy = copies.isCopy(rel, Buffer.from(text, "utf8"));
    // Another tool's copy of an agent export wrote (not its own file): the genome has that agent already.
    if (copy && !copies.wasSource(rel) && section !== CLAUDE_CODE_SECTION) {
      copied.push(rel);
      return;
    }
    const r = parse(text);
    diagnostics.push(...r.diagnostics);
    if (!r.agent) return;
    read.push({ agent: r.agent, section, fields: fields(r.agent) });
    if (!copy || copies.wasSource(rel)) sources.push({ format, file: rel });
  };
  for (const rel of place.subagents ? discoverSubagents(repo) : []) {
    take(
      rel,
      "claude-agent",
      (text) => readSubagent(join(repo, rel), text),
      CLAUDE_CODE_SECTION,
      (a) => ({
        ...(a.tools ? { tools: a.tools } : {}),
        ...(a.model !== undefined ? { model: a.model } : {}),
        ...a.fields,
      }),
    );
  }
  // Copilot's and OpenCode's agents are a repository's (no user-level folder of theirs is read).
  for (const style of place === REPOSITORY_AGENTS ? SUBAGENT_STYLES : []) {
    for (const rel of styledSubagentFiles(repo, style))
      take(
        rel,
        `${style.tool}-agents`,
        (text) => readStyledSubagent(join(repo, rel), text, style),
        style.section,
        (a) => a.fields,
      );
  }
  for (const [name, doc] of subagentDocs(read)) {
    let file = fileName(name);
    for (let n = 2; docs.has(file) || file === PROJECT_AGENT; n++) file = fileName(`${name}-${n}`);
    docs.set(file, doc);
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
    for (const file of settings.files)
      if (!copies.isCopy(file, readFileSync(join(repo, file))) || copies.wasSource(file))
        sources.push({ format: "settings", file });
  }
  if (merged.servers.length || Object.keys(sections).length)
    docs.set(PROJECT_AGENT, projectAgentAix(basename(repo), merged.servers, sections));
  const files: ImportedAgents["files"] = [];
  for (const [name, doc] of [...docs].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const text = emitAix(fromPlain(doc) as JsonObject, "yaml");
    // An agent agentc would write must be one agentc accepts.
    const errors = checkAixText(`${place.dir}/${name}`, text).diagnostics.all.filter((d) => d.severity === "error");
    if (errors.length) diagnostics.push(...errors);
    else files.push([name, text]);
  }
  return { files, sources, copies: copied, diagnostics };
}

/**
 * The AIX agents of the subagents read, in reading order: one agent per name (as Claude Code spells
 * it), description and prompt, holding each tool's section that has fields. An agent whose tools all
 * gave it no field keeps the first tool's section, empty: it is that tool's subagent all the same.
 */
function subagentDocs(
  read: ReadonlyArray<{ agent: Subagent; section: string; fields: Record<string, unknown> }>,
): Array<[string, JsonObject]> {
  const groups = new Map<string, (typeof read)[number][]>();
  for (const r of read) {
    // A description that is only the agent's name is the one export gave Claude Code's copy of an agent that has none (OpenCode's primary agents): the same agent.
    const said = [r.agent.name, subagentName(r.agent.name)].includes(r.agent.description) ? "" : r.agent.description;
    const key = JSON.stringify([subagentName(r.agent.name), said, r.agent.prompt]);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((group) => {
    const withFields = group.filter((g) => Object.keys(g.fields).length);
    // The name as the tool that says most about the agent spells it (Copilot's "Planner", not the "planner" of a copy).
    const { agent } = withFields[0] ?? group[0]!;
    const sections: Record<string, unknown> = {};
    for (const g of withFields.length ? withFields : group.slice(0, 1))
      if (!(g.section in sections)) sections[g.section] = g.fields;
    // AIX asks for a role; an agent without a description (OpenCode's primary agents) has its name as one.
    return [
      agent.name,
      aixAgent({
        name: agent.name,
        description: agent.description,
        role: firstSentence(agent.description) || agent.name,
        instructions: agent.prompt,
        sections,
      }),
    ];
  });
}
