/**
 * Format detection for `validate`, `inspect`, `convert` and `roundtrip`:
 * by name first, then by a cheap look at the content (a file's first bytes,
 * a Markdown file's front-matter keys). Never imports a format module.
 */
import { openInputFile } from "../../ir/io/input-file.js";
import { existsSync, readdirSync, statSync, readSync, closeSync } from "node:fs";
import { basename, extname, join } from "node:path";

import { RULE_FORMATS, ruleFormatOfAnyPath, ruleFormatOfFrontMatter } from "../../ir/dialects/rules/paths.js";
import { mcpConfigOfPath } from "../../ir/dialects/mcp/model.js";

export const FORMATS = [
  "aix",
  "aigx",
  "uaix",
  "aegx",
  "air",
  "claude-agents",
  "mcp",
  "settings",
  ...RULE_FORMATS,
] as const;
export type FormatName = (typeof FORMATS)[number];

function head(path: string, n = 4096): Buffer {
  const fd = openInputFile(path);
  try {
    const b = Buffer.alloc(n);
    return b.subarray(0, readSync(fd, b, 0, n, 0));
  } finally {
    closeSync(fd);
  }
}

function zipMentions(path: string, name: string): boolean {
  // Central directory names are stored plainly; look for the name near the end of the archive.
  const size = statSync(path).size;
  const fd = openInputFile(path);
  try {
    const n = Math.min(size, 1 << 20);
    const b = Buffer.alloc(n);
    readSync(fd, b, 0, n, size - n);
    return b.includes(name);
  } finally {
    closeSync(fd);
  }
}

export function detectFormat(path: string): FormatName | undefined {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return undefined;
  const name = basename(path).toLowerCase();
  if (st.isDirectory()) {
    const entries = new Set(readdirSync(path));
    if (entries.has("manifest.json") && entries.has("records.jsonl")) return "aegx";
    if (name === ".aigx" || entries.has(".aigx")) return "aigx";
    if (
      entries.has("manifest.air.json") ||
      entries.has("manifest.air.cbor") ||
      [...entries].some((e) => e.endsWith(".air.json"))
    )
      return "air";
    if (existsSync(join(path, "air"))) return "air";
    if (SUBAGENT_FOLDER.test(path.replace(/\\/g, "/").replace(/\/+$/, ""))) return "claude-agents";
    return ruleFormatOfAnyPath(path, true);
  }
  if (name.endsWith(".aegx.zip")) return "aegx";
  if (name.endsWith(".uaix")) return "uaix";
  if (name.endsWith(".air.json") || name.endsWith(".air.cbor")) return "air";
  if (name.endsWith(".aigx")) return "aigx";
  if (name.endsWith(".aix") || /\.aix\.(json|ya?ml|toml)$/.test(name)) return "aix";
  // Agent files are known by where they are: .claude/agents/*.md, the four tools' MCP files.
  const posix = path.replace(/\\/g, "/");
  if (SUBAGENT_FILE.test(posix)) return "claude-agents";
  if (mcpConfigOfPath(posix)) return "mcp";
  // Hooks and permissions: Claude Code's settings (and its personal settings.local.json), Cursor's and Codex's hooks.json.
  if (/(^|\/)\.claude\/settings(\.local)?\.json$|(^|\/)\.(cursor|codex)\/hooks\.json$/.test(posix)) return "settings";
  // Rule files are known by where they are (AGENTS.md, .cursor/rules/*.mdc, .clinerules, …).
  const rules = ruleFormatOfAnyPath(path, false);
  if (rules) return rules;
  const ext = extname(name);
  // … and elsewhere by their extension (rule collections ship them outside .cursor/rules) or front matter.
  if (ext === ".mdc") return "cursor";
  if (name.endsWith(".instructions.md")) return "copilot";
  if (ext === ".md") return markdownByFrontMatter(name, head(path, 16384).toString("utf8"));
  if (ext === ".zip") {
    if (zipMentions(path, ".uai/manifest.uaix.json")) return "uaix";
    if (zipMentions(path, "records.jsonl")) return "aegx";
    return undefined;
  }
  const text = head(path).toString("utf8");
  if (ext === ".json" || ext === "") {
    if (/"\$kind"\s*:/.test(text)) return "air";
    if (/"meta"\s*:/.test(text) && /"(persona|skills|apis|mcp|memory|security)"\s*:/.test(text)) return "aix";
    // Any other tool's MCP file in Claude Code's shape (claude_desktop_config.json, .roo/mcp.json, …).
    if (ext === ".json" && /"mcpServers"\s*:/.test(text)) return "mcp";
  }
  if (ext === ".yaml" || ext === ".yml" || ext === ".toml") {
    if (/^\s*\[?meta\]?\s*[:=]?/m.test(text)) return "aix";
  }
  return undefined;
}

const SUBAGENT_FOLDER = /(^|\/)\.claude\/agents$/;
const SUBAGENT_FILE = /(^|\/)\.claude\/agents\/[^/]+\.md$/;

/** The top-level keys of a Markdown file's front matter (none when it has none). */
export function frontMatterKeys(text: string): Set<string> {
  const m = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(text);
  return new Set(m ? [...m[1]!.matchAll(/^([A-Za-z_][\w-]*)[ \t]*:/gm)].map((x) => x[1]!) : []);
}

/**
 * A Markdown file outside every conventional place, by its front matter: a Claude Code subagent
 * (`name`, `description` and `tools` or `model`), else the rule format whose fields it uses alone
 * (ir/dialects/rules/paths.ts). Copilot's prompt, agent and chat-mode files and skills are none of these.
 */
function markdownByFrontMatter(name: string, text: string): FormatName | undefined {
  if (/\.(agent|prompt|chatmode)\.md$/.test(name) || name === "skill.md") return undefined;
  const keys = frontMatterKeys(text);
  if (keys.has("name") && keys.has("description") && (keys.has("tools") || keys.has("model"))) return "claude-agents";
  return ruleFormatOfFrontMatter(keys);
}
