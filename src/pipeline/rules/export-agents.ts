/**
 * The agents of a genome (`<genome>/agents/*.aix`, as `agentc import` writes them) back into the
 * files each target reads: every subagent in each target tool's style — Claude Code's
 * `.claude/agents/<name>.md` for `claude-md`, Copilot's `.github/agents/<name>.agent.md` for `copilot`,
 * OpenCode's `.opencode/agent/<name>.md` for `opencode` — and the
 * MCP servers of every agent into `.mcp.json` (claude-md), `.cursor/mcp.json` (cursor),
 * `.vscode/mcp.json` (copilot) and `.gemini/settings.json` (gemini-md); a file that is there is
 * edited in place (its other keys, comments and order kept: passes/mcp/edit-config.ts).
 * What a target cannot hold goes to the loss ledger, agent by agent.
 */
import { descriptionOptional } from "../../formats/setup/subagents-format.js";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { SUBAGENT_DIR } from "../../../ir/dialects/claude-agents/model.js";
import { type McpConfigFile, type McpServer } from "../../../ir/dialects/mcp/model.js";
import { isJsonObject, toPlain, type JsonObject } from "../../../ir/json/value.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { emitSubagent } from "../../../emitters/claude-agents/emit.js";
import { readAixText } from "../../formats/aix/read-agent.js";
import { mcpConfigEdited } from "../../formats/mcp/edit-config.js";
import { aixToSubagent, CLAUDE_CODE_SECTION } from "../../formats/claude-agents/subagent-aix.js";
import { SUBAGENT_NAME, subagentName } from "../../formats/claude-agents/core.js";
import { SUBAGENT_STYLES, type SubagentStyle } from "../../../ir/dialects/setup/tools.js";
import { emitSubagentInStyle } from "../../../emitters/setup/subagent.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";
import { mergeServers, serverFromAix } from "../../formats/mcp/servers-aix.js";
import { REPOSITORY_AGENTS, type AgentsPlace } from "./import-agents.js";
import { planSettingsFiles, settingsOfAgents } from "../../formats/settings/settings-files.js";

export interface PlannedFile {
  path: string;
  bytes: Uint8Array;
  format: string;
}

/** Where a tool keeps its subagents, for export: Claude Code's folder and each style of ir/dialects/setup/tools.ts. */
interface SubagentHome {
  /** The rule formats or tools (`--format`) that ask for it. */
  targets: readonly string[];
  /** The format its files are planned as, and the ledger's target. */
  format: string;
  title: string;
  section: string;
  path(stem: string): string;
  style?: SubagentStyle;
}

const SUBAGENT_HOMES: readonly SubagentHome[] = [
  {
    targets: ["claude-md"],
    format: "claude-md",
    title: "Claude Code",
    section: CLAUDE_CODE_SECTION,
    path: (stem) => `${SUBAGENT_DIR}/${stem}.md`,
  },
  ...SUBAGENT_STYLES.map((style) => ({
    targets: [style.tool],
    format: style.tool,
    title: style.title,
    section: style.section,
    path: (stem: string) => `${style.dir}/${stem}${style.suffix}`,
    style,
  })),
];

/**
 * An agent's file in a tool's style: its own section's fields come back as they were; another tool's
 * fields (its section) have no place there and are ledgered field by field, as is a name the tool
 * spells otherwise. Claude Code's file is the one `claude-agents` writes (the generated-by line, tools as a list).
 */
function subagentIn(
  home: SubagentHome,
  doc: JsonObject,
  stem: string,
  miss: (pointer: string, reason: string) => void,
): string {
  for (const other of SUBAGENT_HOMES) {
    const fields = doc[other.section];
    if (other.section === home.section || !isJsonObject(fields)) continue;
    for (const k of Object.keys(fields))
      miss(
        `/${other.section}/${escapePointerToken(k)}`,
        `${other.title}'s ${k} has no place in a ${home.title} agent file (${home.section} holds ${home.title}'s own)`,
      );
  }
  const plain = aixToSubagent({
    ...doc,
    [CLAUDE_CODE_SECTION]: isJsonObject(doc[home.section]) ? doc[home.section]! : {},
  })!;
  if (!home.style) {
    // Claude Code's own subagent keeps its name as written; another tool's is named as Claude Code asks.
    const name =
      isJsonObject(doc[home.section]) || SUBAGENT_NAME.test(plain.name) ? plain.name : subagentName(plain.name);
    if (name !== plain.name)
      miss(
        "/meta/name",
        `a Claude Code subagent's name is lower-case letters, digits and hyphens: ${JSON.stringify(plain.name)} becomes ${name}`,
      );
    return emitSubagent({ ...plain, name });
  }
  if (!home.style.nameField && plain.name !== stem)
    miss("/meta/name", `${home.title} names an agent by its file: ${JSON.stringify(plain.name)} becomes ${stem}`);
  // The tool's fields as they were, in their order (aixToSubagent set tools and model apart, as Claude Code's).
  const own = isJsonObject(doc[home.section]) ? (toPlain(doc[home.section]!) as Record<string, unknown>) : {};
  // A tool that loads an agent without a description (OpenCode) gets none when the agent has none; the others get its role (aixToSubagent), as Claude Code does.
  const meta = isJsonObject(doc.meta) ? (toPlain(doc.meta) as Record<string, unknown>) : {};
  const description =
    descriptionOptional(home.style) && typeof meta.description === "string" ? meta.description : plain.description;
  return emitSubagentInStyle({ name: plain.name, description, fields: own, prompt: plain.prompt }, home.style);
}

/** The AIX agents of a genome, by file, with what reading them reported. */
function genomeAgents(
  genomeRoot: string,
  place: AgentsPlace,
): { agents: Array<{ file: string; doc: JsonObject }>; diagnostics: Diagnostic[] } {
  const dir = join(genomeRoot, place.dir);
  if (!existsSync(dir)) return { agents: [], diagnostics: [] };
  const agents: Array<{ file: string; doc: JsonObject }> = [];
  const diagnostics: Diagnostic[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => /\.aix(\.(ya?ml|json|toml))?$/.test(n))
    .sort()) {
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

export function planAgentFiles(
  genomeRoot: string,
  targets: readonly string[],
  projectDir: string,
  ledger: LossLedger,
  place: AgentsPlace = REPOSITORY_AGENTS,
  tools: readonly string[] = [],
): { files: PlannedFile[]; diagnostics: Diagnostic[] } {
  const { agents, diagnostics } = genomeAgents(genomeRoot, place);
  const files: PlannedFile[] = [];
  // Each subagent into every target tool's folder, in that tool's style.
  const homes = SUBAGENT_HOMES.filter(
    (h) =>
      (h.section === CLAUDE_CODE_SECTION ? place.subagents : place === REPOSITORY_AGENTS) &&
      h.targets.some((t) => targets.includes(t) || tools.includes(t)),
  );
  for (const { file, doc } of agents) {
    if (!SUBAGENT_HOMES.some((h) => isJsonObject(doc[h.section]))) continue;
    for (const t of targets)
      if (!SUBAGENT_HOMES.some((h) => h.targets.includes(t)))
        ledger.record({
          pointer: "",
          file,
          target: t,
          reason: `${t} has no subagents (Claude Code's .claude/agents/, Copilot's .github/agents/ and OpenCode's .opencode/agent/ hold them)`,
        });
    const stem = file.slice(place.dir.length + 1).replace(/\.aix.*$/, "");
    for (const home of homes)
      files.push({
        path: home.path(stem),
        bytes: Buffer.from(
          subagentIn(home, doc, stem, (pointer, reason) =>
            ledger.record({ pointer, file, target: home.format, reason }),
          ),
          "utf8",
        ),
        format: home.format,
      });
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
      return f
        ? Buffer.from(f.bytes).toString("utf8")
        : existsSync(join(projectDir, path))
          ? readFileSync(join(projectDir, path), "utf8")
          : undefined;
    };
    const settings = settingsOfAgents(agents);
    // A target with no hooks file agentc writes loses the hooks: said once per target, as for MCP servers.
    if (settings.hooks.length) {
      const withHooks = new Set(place.settings.places.filter((p) => p.what === "hooks").map((p) => p.target));
      const codexToo = tools.includes("codex") && withHooks.has("codex");
      for (const t of targets)
        if (!withHooks.has(t) && !(t === "agents-md" && codexToo))
          ledger.record({
            pointer: "/x-hooks",
            file: settings.file ?? "agents/project.aix",
            target: t,
            reason: `agentc writes no hooks for ${t}`,
          });
    }
    for (const s of planSettingsFiles(
      settings,
      (t) => targets.includes(t) || tools.includes(t),
      planned,
      ledger,
      place.settings,
    )) {
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
    if (!withConfig.has(t))
      for (const s of merged.servers)
        ledger.record({
          pointer: `/mcp/servers/${origin(s).index}`,
          file: origin(s).file,
          target: t,
          reason: `agentc writes no MCP configuration for ${t}`,
        });
  }
  // A file is written for the rule format that writes it, or for the tool named (Codex and OpenCode read AGENTS.md, their MCP servers are their own).
  for (const config of mcpFilesToWrite(
    place.mcp.filter((c) => targets.includes(c.target) || tools.includes(c.target)),
    projectDir,
  )) {
    // A file that is there is edited: only its servers are agentc's (its other keys and comments stay).
    const abs = join(projectDir, config.path);
    const out = mcpConfigEdited(config, merged.servers, existsSync(abs) ? readFileSync(abs, "utf8") : undefined);
    if (out.refused) {
      diagnostics.push({
        code: "RULES-MCP-CONFIG",
        severity: "error",
        message: `${config.path} is kept as it is: ${out.refused}`,
        file: abs,
        hint: "write each server as a [mcp_servers.<name>] table of its own, then export again",
      });
      continue;
    }
    for (const [name, field, why] of out.lost) {
      const s = merged.servers.find((x) => x.name === name)!;
      ledger.record({
        pointer: `/mcp/servers/${origin(s).index}/${field}`,
        file: origin(s).file,
        target: config.target,
        reason: why,
      });
    }
    files.push({ path: config.path, bytes: Buffer.from(out.text, "utf8"), format: config.target });
  }
}
