// One dialect per coding tool's skills (`claude-skills`, …) and commands (`gemini-commands`, …), from ir/dialects/setup/tools.ts.
import { registerDialect } from "../registry.js";
import {
  COMMAND_TOOLS,
  commandFormatName,
  IGNORE_TOOLS,
  ignoreFormatName,
  SKILL_TOOLS,
  skillFormatName,
  SUBAGENT_STYLES,
  subagentFormatName,
} from "./tools.js";

/** The setup dialects, in the order they are listed: skills, commands, ignore files, custom agents. */
export const SETUP_DIALECTS: readonly string[] = [
  ...SKILL_TOOLS.map((t) =>
    registerDialect(skillFormatName(t), `${t.title} skills: ${t.home}/<name>/SKILL.md with its companion files`, {
      Skill:
        "one skill folder: SKILL.md's front matter, and every file with its sha256, size and mode, or a link inside the skill",
    }),
  ),
  ...COMMAND_TOOLS.map((t) =>
    registerDialect(commandFormatName(t), `${t.title} commands: ${t.dir}/*${t.suffix}`, {
      Command: "one command file: its name and namespace, its fields in order, its prompt with the tool's placeholders",
    }),
  ),
  ...IGNORE_TOOLS.map((t) =>
    registerDialect(ignoreFormatName(t), `${t.title}'s ignore file: ${t.file}`, {
      IgnoreFile: "one ignore file: its lines (patterns, comments, blank lines) in order, its line ends",
    }),
  ),
  ...SUBAGENT_STYLES.map((t) =>
    registerDialect(subagentFormatName(t), `${t.title} custom agents: ${t.dir}/*${t.suffix}`, {
      Subagent: "one agent file: name, description, the tool's other fields, the system prompt",
    }),
  ),
].map((d) => d.name);
