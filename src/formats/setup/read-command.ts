/**
 * A command (prompt) file of a coding tool (ir/dialects/setup/tools.ts): Markdown with front matter
 * (Claude Code, Copilot, Cursor, OpenCode) or TOML with `prompt` and `description` (Gemini CLI). The
 * prompt's placeholders become core's spelling; fields core models are named, the others are kept
 * as the tool's residual, in their order. Never throws on bad input.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse as parseToml } from "smol-toml";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { CoreCommand } from "../../../ir/dialects/core/setup.js";
import type { CommandTool } from "../../../ir/dialects/setup/tools.js";
import { placeholdersToCore } from "../../../ir/dialects/setup/placeholders.js";
import { readToolFrontMatter } from "../rules/lenient-front-matter.js";

/** The command files under a tool's command folder (relative to it, sorted; sub-folders only where the tool namespaces by them). */
export function commandFilesIn(dir: string, tool: CommandTool): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    let names: string[];
    try {
      names = readdirSync(join(dir, rel)).sort();
    } catch {
      return;
    }
    for (const n of names) {
      const r = rel ? `${rel}/${n}` : n;
      const st = statSync(join(dir, r), { throwIfNoEntry: false });
      if (st?.isDirectory() && tool.nested) walk(r);
      else if (st?.isFile() && n.endsWith(tool.suffix)) out.push(r);
    }
  };
  walk("");
  return out;
}

/** The name and namespace of a command file from its path under the command folder. */
export function commandNameOf(rel: string, tool: CommandTool): { name: string; namespace: string[] } {
  const parts = rel.slice(0, -tool.suffix.length).split("/");
  return { name: parts[parts.length - 1]!, namespace: parts.slice(0, -1) };
}

const asList = (v: unknown): string[] | undefined =>
  Array.isArray(v)
    ? v.map(String)
    : typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;

export interface CommandRead {
  command?: CoreCommand;
  /** Key order of the front matter (or TOML) as written. */
  order: string[];
  diagnostics: Diagnostic[];
}

/** One command file (its text; `rel` is its path under the command folder). */
export function readCommandText(file: string, rel: string, text: string, tool: CommandTool): CommandRead {
  const { name, namespace } = commandNameOf(rel, tool);
  let data: Record<string, unknown>;
  let prompt: string;
  const diagnostics: Diagnostic[] = [];
  if (tool.syntax === "toml") {
    try {
      data = parseToml(text) as Record<string, unknown>;
    } catch (e) {
      // smol-toml gives the place as fields of its error (its message shows it as a code frame, not "line N").
      const at = e as { line?: unknown; column?: unknown };
      return {
        order: [],
        diagnostics: [
          {
            code: "COMMAND-INVALID",
            severity: "error",
            message: `${file} is not TOML: ${(e as Error).message.split("\n")[0]}`,
            file,
            ...(typeof at.line === "number"
              ? { line: at.line, col: typeof at.column === "number" ? at.column : 1 }
              : {}),
            hint: 'a Gemini CLI command is TOML with prompt = """…""" and an optional description',
          },
        ],
      };
    }
    if (typeof data.prompt !== "string")
      return {
        order: Object.keys(data),
        diagnostics: [
          {
            code: "COMMAND-INVALID",
            severity: "error",
            message: `${file} has no prompt (a string), which Gemini CLI requires`,
            file,
            hint: 'add prompt = """…"""',
          },
        ],
      };
    prompt = data.prompt;
  } else {
    const fm = readToolFrontMatter(file, text);
    diagnostics.push(...fm.diagnostics);
    data = { ...fm.data };
    prompt = fm.body;
    // Claude Code reads argument-hint as text: `[pr] [priority]` is not a YAML list, whatever a lenient read makes of it.
    const hint = tool.fields.argumentHint;
    const line = hint ? fm.fieldLines.get(hint) : undefined;
    if (hint && line && typeof data[hint] !== "string") {
      // The field is below the opening ---, so a byte-order mark (on line 1) is never on its line.
      const raw = text
        .split(/\r?\n/)
        [line - 1]?.slice(hint.length + 1)
        .trim();
      if (raw && !/^["']/.test(raw)) data[hint] = raw;
    }
  }
  const order = Object.keys(data);
  const f = tool.fields;
  const residual: Record<string, unknown> = {};
  const modeled = new Set(Object.values(f).filter(Boolean) as string[]);
  if (tool.syntax === "toml") modeled.add("prompt");
  for (const k of order) if (!modeled.has(k)) residual[k] = data[k];
  const str = (k: string | undefined): string | undefined =>
    k && typeof data[k] === "string" ? (data[k] as string) : undefined;
  // A modeled field of another type than core holds stays residual, so that it comes back as written.
  for (const k of [f.description, f.argumentHint, f.model])
    if (k && data[k] !== undefined && typeof data[k] !== "string") residual[k] = data[k];
  const tools = f.allowedTools ? asList(data[f.allowedTools]) : undefined;
  if (f.allowedTools && data[f.allowedTools] !== undefined && !tools) residual[f.allowedTools] = data[f.allowedTools];
  const description = str(f.description);
  const argumentHint = str(f.argumentHint);
  const model = str(f.model);
  const command: CoreCommand = {
    name,
    namespace,
    ...(description !== undefined ? { description } : {}),
    prompt: placeholdersToCore(prompt, tool.placeholders, tool.tool),
    ...(argumentHint !== undefined ? { argumentHint } : {}),
    ...(tools ? { allowedTools: tools } : {}),
    ...(model !== undefined ? { model } : {}),
    residual: Object.keys(residual).length ? { [tool.tool]: residual } : {},
    from: { tool: tool.tool, file },
  };
  return { command, order, diagnostics };
}
