/**
 * Claude Code subagents (`.claude/agents/*.md`, docs/formats.md): YAML front matter with `name` and
 * `description` (required), `tools` (a comma-separated string or a list; none means every tool) and
 * `model`, and the body, the subagent's system prompt. Other front-matter fields are kept as they are.
 * agentc's own generated-by line is not part of the prompt.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { GENERATED_PHRASE, normalText } from "../../../ir/dialects/rules/model.js";
import { SUBAGENT_DIR, type Subagent } from "../../../ir/dialects/claude-agents/model.js";
import { readFrontMatter } from "../front-matter/front-matter.js";


/** The subagent files of a repository (relative paths, sorted). */
export function discoverSubagents(root: string): string[] {
  const dir = join(root, SUBAGENT_DIR);
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) return [];
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => n.endsWith(".md")).sort().map((n) => `${SUBAGENT_DIR}/${n}`);
}

const toolList = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.map(String) : typeof v === "string" ? v.split(",").map((s) => s.trim()).filter(Boolean) : undefined;

/**
 * Claude Code reads a front matter that is not valid YAML (a description with `: ` inside is common)
 * as one `key: value` per line; so does agentc, with a warning, since other YAML readers refuse it.
 */
function lenientFields(text: string): Record<string, unknown> | undefined {
  const m = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(text);
  if (!m) return undefined;
  const fields: Record<string, unknown> = {};
  for (const line of m[1]!.split(/\r?\n/)) {
    const kv = /^([A-Za-z_][\w-]*):[ \t]*(.*)$/.exec(line);
    if (kv) fields[kv[1]!] = kv[2]!.trim().replace(/^(["'])(.*)\1$/, "$2");
  }
  return fields;
}

export function readSubagent(file: string, text: string): { agent?: Subagent; diagnostics: Diagnostic[] } {
  const fm = readFrontMatter(file, text);
  let diagnostics = [...fm.diagnostics];
  let data = fm.data;
  const lenient = diagnostics.some((d) => d.severity === "error") ? lenientFields(text) : undefined;
  if (lenient) {
    data = lenient;
    diagnostics = diagnostics.map((d) => ({ ...d, severity: "warning" as const, message: `${d.message} (read as Claude Code reads it: one key: value per line)` }));
  }
  const { name, description, tools, model, ...fields } = data;
  const prompt = normalText(fm.body.split("\n").filter((l) => !l.includes(GENERATED_PHRASE)).join("\n"));
  const missing = [typeof name === "string" && name.trim() ? undefined : "name", typeof description === "string" && description.trim() ? undefined : "description", prompt ? undefined : "system prompt (the text after the front matter)"].filter(Boolean);
  if (missing.length) {
    diagnostics.push({ code: "RULES-SUBAGENT", severity: "error", message: `the subagent has no ${missing.join(" or ")}; it is not imported`, file, line: fm.present ? 2 : 1, col: 1 });
    return { diagnostics };
  }
  const list = toolList(tools);
  return {
    agent: { name: String(name).trim(), description: String(description).trim(), ...(list ? { tools: list } : {}), ...(typeof model === "string" ? { model } : {}), fields, prompt },
    diagnostics,
  };
}
