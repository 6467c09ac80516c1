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

const TRIPLE = "\u0027\u0027\u0027";

export function emitCommand(tool: CommandTool, c: CommandFile): string {
  if (tool.syntax === "toml") {
    const head = Object.keys(c.fields).length ? `${toml(c.fields).trimEnd()}\n` : "";
    // A prompt of several lines as Gemini CLI's documentation writes it: a multi-line literal string (no escapes) where it can be one.
    const literal =
      c.prompt.includes("\n") &&
      !c.prompt.includes(TRIPLE) &&
      !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(c.prompt.replace(/\r\n/g, "\n"));
    return `${head}prompt = ${literal ? `${TRIPLE}\n${c.prompt}${TRIPLE}` : toml({ prompt: c.prompt }).trim().slice("prompt = ".length)}\n`;
  }
  const front = Object.keys(c.fields).length ? `---\n${yaml(c.fields, { lineWidth: 0 })}---\n` : "";
  return `${front}${c.prompt}`;
}
