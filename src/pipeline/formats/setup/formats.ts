/**
 * The setup formats (skills and commands of each coding tool, ir/dialects/setup/tools.ts) by name, by
 * path, and by tool: `convert .claude/skills/s --to codex` names the tool, and the target is that
 * tool's format of the same feature as the source.
 */
import { COMMAND_TOOLS, commandFormatName, commandTool, IGNORE_TOOLS, ignoreFormatName, ignoreTool, SKILL_TOOLS, skillFormatName, skillTool } from "../../../../ir/dialects/setup/tools.js";
import type { Format } from "../../format.js";
import { skillsFormat } from "./skills-format.js";
import { commandsFormat } from "./commands-format.js";
import { ignoreFormat } from "./ignore-format.js";

const made = new Map<string, Format>();

export function setupFormatNamed(name: string): Format | undefined {
  const cached = made.get(name);
  if (cached) return cached;
  const s = SKILL_TOOLS.find((t) => skillFormatName(t) === name);
  const c = COMMAND_TOOLS.find((t) => commandFormatName(t) === name);
  const i = IGNORE_TOOLS.find((t) => ignoreFormatName(t) === name);
  const f = s ? skillsFormat(s) : c ? commandsFormat(c) : i ? ignoreFormat(i) : undefined;
  if (f) made.set(name, f);
  return f;
}

/** The format of the same feature as `from` for the tool `name` names (`codex` → codex-skills), or undefined. */
export function sameFeatureFormat(from: Format, name: string): Format | undefined {
  if (from.core?.raises?.includes("skills")) {
    const t = skillTool(name);
    return t ? setupFormatNamed(skillFormatName(t)) : undefined;
  }
  if (from.core?.raises?.includes("commands")) {
    const t = commandTool(name);
    return t ? setupFormatNamed(commandFormatName(t)) : undefined;
  }
  if (from.core?.raises?.includes("ignore")) {
    const t = ignoreTool(name);
    return t ? setupFormatNamed(ignoreFormatName(t)) : undefined;
  }
  return undefined;
}
