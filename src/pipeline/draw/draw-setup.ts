/**
 * `agentc graph <repository>`: the repository's agent setup, as `agentc import` reads it (in memory,
 * nothing written): its rules, subagents, skills, commands, hooks and MCP servers, each with the
 * tools `agentc aigx export --format all` gives it to: every rule target for a rule; each skills,
 * commands or subagents tool for those; the tools whose settings file holds hooks or MCP servers.
 */
import { parse as parseYaml } from "yaml";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { MCP_CONFIG_FILES } from "../../../ir/dialects/mcp/model.js";
import { ruleTool } from "../../../ir/dialects/rules/tool.js";
import { COMMAND_TOOLS, SKILL_TOOLS, SUBAGENT_STYLES } from "../../../ir/dialects/setup/tools.js";
import { renderPicture, type PictureFormat } from "../../../emitters/picture/render.js";
import { setupPicture, type SetupItem } from "../../../emitters/picture/views/setup.js";
import { importRepository } from "../rules/import-repository.js";
import { ruleTargets } from "../rules/export-genome.js";
import { SETTINGS_PLACES } from "../../formats/settings/settings-files.js";
import { SETUP_FILE } from "../rules/setup-genome.js";

/** A rule format's tool, by its title (`claude-md` → Claude Code). */
const titleOf = (target: string): string => ruleTool(target)?.title ?? target;
const unique = (xs: readonly string[]): string[] => [...new Set(xs)].sort();

/** The setup of a repository: each item and the tools that get it. */
export async function setupOf(repo: string): Promise<{ items: SetupItem[]; diagnostics: Diagnostic[] }> {
  const r = await importRepository(repo, { write: false });
  const file = (path: string): string | undefined => {
    const hit = r.files.files.find(([p]) => p === path);
    return hit ? Buffer.from(hit[1]).toString("utf8") : undefined;
  };
  const items: SetupItem[] = [];
  const ruleTools = unique((await ruleTargets()).map(titleOf));
  for (const rule of r.rules)
    items.push({ kind: "rule", name: rule.id, source: rule.sources.map((s) => s.file).join(", "), tools: ruleTools });
  // Subagents: Claude Code's own folder, and each tool with subagents of its own.
  const subagentTools = unique([titleOf("claude-md"), ...SUBAGENT_STYLES.map((t) => t.title)]);
  for (const a of r.agents.filter((a) => !/(^|\/)project\.aix$/.test(a)))
    items.push({ kind: "agent", name: a.replace(/^.*\//, "").replace(/\.aix$/, ""), source: a, tools: subagentTools });
  const setupText = file(SETUP_FILE);
  if (setupText) {
    const setup = JSON.parse(setupText) as {
      skills?: Array<{ name: string; home: string }>;
      commands?: Array<{ name: string; from: { file: string } }>;
    };
    for (const s of setup.skills ?? [])
      items.push({ kind: "skill", name: s.name, source: s.home, tools: unique(SKILL_TOOLS.map((t) => t.title)) });
    for (const c of setup.commands ?? [])
      items.push({
        kind: "command",
        name: c.name,
        source: c.from.file,
        tools: unique(COMMAND_TOOLS.map((t) => t.title)),
      });
  }
  // MCP servers and hooks: the repository's agent (`agents/project.aix`), as import writes it.
  const project = r.agents.find((a) => /(^|\/)project\.aix$/.test(a));
  const doc = project
    ? (parseYaml(file(project) ?? "") as {
        mcp?: { servers?: Array<{ name: string }> };
        "x-hooks"?: Array<{ event: string; matcher?: string; command?: string }>;
      } | null)
    : null;
  const mcpTools = unique(MCP_CONFIG_FILES.map((c) => titleOf(c.target)));
  for (const s of doc?.mcp?.servers ?? []) items.push({ kind: "mcp", name: s.name, source: project!, tools: mcpTools });
  const hookTools = unique(SETTINGS_PLACES.filter((p) => p.what === "hooks").map((p) => titleOf(p.target)));
  (doc?.["x-hooks"] ?? []).forEach((h, i) =>
    items.push({
      kind: "hook",
      name: `${i + 1}. ${h.event}${h.matcher ? ` ${h.matcher}` : ""}${h.command ? `: ${h.command.replace(/^.*\//, "").slice(0, 40)}` : ""}`,
      source: project!,
      tools: hookTools,
    }),
  );
  return { items, diagnostics: r.diagnostics };
}

/** The picture of a repository's agent setup (`agentc graph <repository>`). */
export async function drawSetup(
  repo: string,
  options: { format?: PictureFormat; title?: string } = {},
): Promise<{ text: string; items: SetupItem[]; diagnostics: Diagnostic[] }> {
  const { items, diagnostics } = await setupOf(repo);
  return {
    text: await renderPicture(setupPicture(items, { title: options.title ?? "agent setup" }), options.format ?? "svg"),
    items,
    diagnostics,
  };
}
