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

/** Whether a repository-relative path is a subagent file (`.claude/agents/<name>.md`). */
export const isSubagentPath = (rel: string): boolean => /^\.claude\/agents\/[^/]+\.md$/.test(rel);

/**
 * The subagent files of a repository (relative paths, sorted); from its listing when the caller has
 * one. A `.claude` or `.claude/agents` that is a symbolic link leading outside the repository is not
 * followed: the repository's walk names it (RULES-LINK-OUTSIDE, src/formats/rules/discover.ts).
 */
export function discoverSubagents(root: string, files?: readonly string[]): string[] {
  if (files) return files.filter(isSubagentPath);
  const dir = join(root, SUBAGENT_DIR);
  let names: string[];
  try {
    if (linkLeaving(root, SUBAGENT_DIR)) return [];
    if (!statSync(dir).isDirectory()) return [];
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith(".md"))
    .sort()
    .map((n) => `${SUBAGENT_DIR}/${n}`);
}

const toolList = (v: unknown): string[] | undefined =>
  Array.isArray(v)
    ? v.map(String)
    : typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;

/** One subagent file as read: the subagent (when it has what Claude Code requires), its front matter and where each field is. */
export interface SubagentRead {
  agent?: Subagent;
  /** The front matter as read (YAML, or line by line as Claude Code reads it). */
  front: Record<string, unknown>;
  /** 1-based line of each front-matter field. */
  fieldLines: ReadonlyMap<string, number>;
  /** 1-based line of the system prompt's first line. */
  bodyLine: number;
  /** Front-matter problems (RULES-FRONT-MATTER). */
  frontMatterDiagnostics: Diagnostic[];
  /** What Claude Code requires and the file lacks (RULES-SUBAGENT). */
  missing: Diagnostic[];
}

export function readSubagentFile(file: string, text: string): SubagentRead {
  // Claude Code reads a front matter that is not valid YAML (a description holding `: ` is common) line by line.
  const fm = readToolFrontMatter(file, text);
  const { name, description, tools, model, ...fields } = fm.data;
  const prompt = normalText(withoutGeneratedHeader(fm.body));
  const base = {
    front: fm.data,
    fieldLines: fm.fieldLines,
    bodyLine: fm.bodyLine,
    frontMatterDiagnostics: [...fm.diagnostics],
  };
  const missing = [
    typeof name === "string" && name.trim() ? undefined : "name",
    typeof description === "string" && description.trim() ? undefined : "description",
    prompt ? undefined : "system prompt (the text after the front matter)",
  ].filter(Boolean);
  if (missing.length) {
    return {
      ...base,
      missing: [
        {
          code: "RULES-SUBAGENT",
          severity: "error",
          message: `the subagent has no ${missing.join(" or ")}; it is not imported`,
          file,
          line: fm.present ? 2 : 1,
          col: 1,
        },
      ],
    };
  }
  const list = toolList(tools);
  return {
    ...base,
    agent: {
      name: String(name).trim(),
      description: String(description).trim(),
      ...(list ? { tools: list } : {}),
      ...(typeof model === "string" ? { model } : {}),
      fields,
      prompt,
    },
    missing: [],
  };
}

export function readSubagent(file: string, text: string): { agent?: Subagent; diagnostics: Diagnostic[] } {
  const r = readSubagentFile(file, text);
  return { ...(r.agent ? { agent: r.agent } : {}), diagnostics: [...r.frontMatterDiagnostics, ...r.missing] };
}
