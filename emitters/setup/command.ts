/**
 * A command file in a tool's syntax: Markdown with a YAML front matter, or Gemini CLI's TOML. Fields
 * core models come first (in the tool's names), then the tool's residual fields in their order; a
 * list of tools is written as a list where the tool reads one (Copilot's `tools`), else as text.
 */
import { stringify as yaml } from "yaml";
import { stringify as toml } from "smol-toml";
import type { CommandTool } from "../../ir/dialects/setup/tools.js";

export interface CommandFile {
  /** Front-matter fields (TOML keys) in order, prompt excluded. */
  fields: Record<string, unknown>;
  /** The prompt in the tool's spelling. */
  prompt: string;
}

export function emitCommand(tool: CommandTool, c: CommandFile): string {
  if (tool.syntax === "toml") return toml({ ...c.fields, prompt: c.prompt }) + "\n";
  const front = Object.keys(c.fields).length ? `---\n${yaml(c.fields, { lineWidth: 0 })}---\n` : "";
  return `${front}${c.prompt}`;
}
