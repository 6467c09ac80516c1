/**
 * The agent-setup view (`agentc graph <repository>`): what a repository configures for its coding
 * agents (rules, subagents, skills, commands, hooks, MCP servers), one cluster per kind, and an edge
 * from each to every tool that gets it from `agentc aigx export --format all` (its own file, or a
 * folder it reads). A kind with more than GROUP_AT items is one node with their count.
 */
import { PictureBuilder, plural, type Picture } from "../model.js";
import { oneLine } from "../escape.js";

export type SetupKind = "rule" | "agent" | "skill" | "command" | "hook" | "mcp";

export interface SetupItem {
  kind: SetupKind;
  name: string;
  /** Where it is read from (a file or folder of the repository). */
  source: string;
  /** The titles of the tools that get it. */
  tools: readonly string[];
}

const KINDS: ReadonlyArray<[SetupKind, string, string]> = [
  ["rule", "rules", "rule"],
  ["agent", "subagents", "subagent"],
  ["skill", "skills", "skill"],
  ["command", "commands", "command"],
  ["hook", "hooks", "hook"],
  ["mcp", "MCP servers", "MCP server"],
];

/** Beyond this many items of one kind, they are drawn as one node (a picture of 300 rule boxes says less). */
export const GROUP_AT = 40;

export function setupPicture(items: readonly SetupItem[], options: { title?: string } = {}): Picture {
  const p = new PictureBuilder(options.title ?? "agent setup", "LR");
  const tools = [...new Set(items.flatMap((i) => i.tools))].sort();
  p.cluster({ key: "setup:tools", label: "tools" });
  for (const t of tools)
    p.node({
      key: `setup:tool:${t}`,
      kind: "setup.Tool",
      shape: "component",
      cluster: "setup:tools",
      label: oneLine(t, 28),
    });
  for (const [kind, title, noun] of KINDS) {
    const mine = items.filter((i) => i.kind === kind);
    if (!mine.length) continue;
    const cluster = `setup:${kind}`;
    p.cluster({ key: cluster, label: `${title} (${mine.length})` });
    if (mine.length > GROUP_AT) {
      const key = `setup:${kind}:all`;
      p.node({
        key,
        kind: "picture.group",
        tone: `setup.${kind}`,
        cluster,
        shape: "folder",
        label: plural(mine.length, noun),
        title: `${key}\n${mine.map((i) => i.name).join("\n")}`,
      });
      for (const t of [...new Set(mine.flatMap((i) => i.tools))].sort())
        p.edge({ from: key, to: `setup:tool:${t}`, kind: "gets" });
      p.notes.push(`${plural(mine.length, noun)} drawn as one node`);
      continue;
    }
    for (const i of [...mine].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const key = `setup:${kind}:${i.name}`;
      p.node({
        key,
        kind: `setup.${kind}`,
        cluster,
        label: oneLine(i.name, 36),
        title: `${key}\n${i.source}\n→ ${i.tools.join(", ")}`,
      });
      for (const t of i.tools) p.edge({ from: key, to: `setup:tool:${t}`, kind: "gets" });
    }
  }
  if (!items.length) p.notes.push("no agent setup found: no rules, subagents, skills, commands, hooks or MCP servers");
  return p.build();
}
