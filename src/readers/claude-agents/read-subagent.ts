/**
 * Claude Code subagents (`.claude/agents/*.md`, docs/formats.md): YAML front matter with `name` and
 * `description` (required), `tools` (a comma-separated string or a list; none means every tool) and
 * `model`, and the body, the subagent's system prompt. Other front-matter fields are kept as they are.
 * agentc's own generated-by header is not part of the prompt.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { normalText, withoutGeneratedHeader } from "../../../ir/dialects/rules/model.js";
import { SUBAGENT_DIR, type Subagent } from "../../../ir/dialects/claude-agents/model.js";
import { readToolFrontMatter } from "../rules/lenient-front-matter.js";
import { linkLeaving } from "../../../ir/io/inside-root.js";

/**
 * The subagent files of a repository (relative paths, sorted). A `.claude` or `.claude/agents` that
 * is a symbolic link leading outside the repository is not followed: the repository's walk names it
 * (RULES-LINK-OUTSIDE, src/readers/rules/discover.ts `repositoryLinksOutside`).
 */
export function discoverSubagents(root: string): string[] {
  const dir = join(root, SUBAGENT_DIR);
  let names: string[];
  try {
    if (linkLeaving(root, SUBAGENT_DIR)) return [];
    if (!statSync(dir).isDirectory()) return [];
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => n.endsWith(".md")).sort().map((n) => `${SUBAGENT_DIR}/${n}`);
}

const toolList = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.map(String) : typeof v === "string" ? v.split(",").map((s) => s.trim()).filter(Boolean) : undefined;

export function readSubagent(file: string, text: string): { agent?: Subagent; diagnostics: Diagnostic[] } {
  // Claude Code reads a front matter that is not valid YAML (a description holding `: ` is common) line by line.
  const fm = readToolFrontMatter(file, text);
  const diagnostics = [...fm.diagnostics];
  const { name, description, tools, model, ...fields } = fm.data;
  const prompt = normalText(withoutGeneratedHeader(fm.body));
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
