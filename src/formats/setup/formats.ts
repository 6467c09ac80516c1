/**
 * The setup formats (skills and commands of each coding tool, ir/dialects/setup/tools.ts) by name, by
 * path, and by tool: `convert .claude/skills/s --to codex` names the tool, and the target is that
 * tool's format of the same feature as the source.
 */
import {
  COMMAND_TOOLS,
  commandFormatName,
  commandTool,
  IGNORE_TOOLS,
  ignoreFormatName,
  ignoreTool,
  SKILL_TOOLS,
  skillFormatName,
  skillTool,
  SUBAGENT_STYLES,
  subagentFormatName,
  subagentStyle,
} from "../../../ir/dialects/setup/tools.js";
import type { Format } from "../format.js";
import { skillsFormat } from "./skills-format.js";
import { commandsFormat } from "./commands-format.js";
import { ignoreFormat } from "./ignore-format.js";
import { subagentsFormat } from "./subagents-format.js";

const made = new Map<string, Format>();

export function setupFormatNamed(name: string): Format | undefined {
  const cached = made.get(name);
  if (cached) return cached;
  const s = SKILL_TOOLS.find((t) => skillFormatName(t) === name);
  const c = COMMAND_TOOLS.find((t) => commandFormatName(t) === name);
  const i = IGNORE_TOOLS.find((t) => ignoreFormatName(t) === name);
  const a = SUBAGENT_STYLES.find((t) => subagentFormatName(t) === name);
  const f = s ? skillsFormat(s) : c ? commandsFormat(c) : i ? ignoreFormat(i) : a ? subagentsFormat(a) : undefined;
  if (f) made.set(name, f);
  return f;
}

/** The format of the same feature as `from` for the tool `name` names (`codex` → codex-skills, `claude` → claude-agents), or undefined. */
export function sameFeatureFormatName(from: Format, name: string): string | undefined {
  const raises = from.core?.raises ?? [];
  if (raises.includes("skills")) return skillTool(name) && skillFormatName(skillTool(name)!);
  if (raises.includes("commands")) return commandTool(name) && commandFormatName(commandTool(name)!);
  if (raises.includes("ignore")) return ignoreTool(name) && ignoreFormatName(ignoreTool(name)!);
  // A subagent (Claude Code's or another style) named to a tool: that tool's agents.
  if (from.name === "claude-agents" || SUBAGENT_STYLES.some((t) => subagentFormatName(t) === from.name)) {
    if (["claude", "claude-code", "claude-md"].includes(name)) return "claude-agents";
    return subagentStyle(name) && subagentFormatName(subagentStyle(name)!);
  }
  return undefined;
}
