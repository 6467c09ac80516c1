/**
 * What `agentc import` saw and did not read: the coding agents' configuration files that are not
 * rules, subagents or MCP servers (slash commands, skills, settings, ignore files, workflows, hooks,
 * specs, modes, …), one warning each, so a user knows what the genome leaves out. One table says
 * what each is; nothing here reads the files (except, given the repository, the top-level keys of
 * Gemini's settings.json, whose MCP servers import reads and whose other settings it does not).
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { blankJsonComments } from "../mcp/jsonc.js";

interface Unread {
  /** Matched against the repository-relative POSIX path. With `folder`, group 1 is the folder reported, once. */
  re: RegExp;
  /** What the file is, in a few words. */
  what: string;
  /** What agentc does not read, in the plural ("commands", "ignore files"). */
  kind: string;
  folder?: true;
  /** Why it is left out, when agentc reads it elsewhere but not into the genome (replaces "does not read … yet"). */
  why?: string;
}

// One row per kind of file; the first that matches a path names it.
const UNREAD: readonly Unread[] = [
  { re: /^\.claude\/commands\/.+/, what: "Claude Code slash command", kind: "commands" },
  { re: /^(\.claude\/skills\/[^/]+)\/.+/, what: "Claude Code skill", kind: "skills", folder: true },
  {
    re: /^\.claude\/settings\.json$/,
    what: "Claude Code project settings (permissions, hooks, environment)",
    kind: "settings",
  },
  // Personal and usually git-ignored: its hooks and permissions stay out of the shared genome on purpose (docs/decisions.md).
  {
    re: /^\.claude\/settings\.local\.json$/,
    what: "Claude Code local settings",
    kind: "settings",
    why: "personal and usually git-ignored, so import leaves its hooks and permissions out of the shared genome (agentc validate and convert read it)",
  },
  { re: /^\.gemini\/commands\/.+\.toml$/, what: "Gemini CLI custom command", kind: "commands" },
  { re: /^\.gemini\/settings\.json$/, what: "Gemini CLI settings", kind: "settings" },
  { re: /(^|\/)\.geminiignore$/, what: "Gemini CLI ignore file", kind: "ignore files" },
  { re: /(^|\/)\.cursorignore$/, what: "Cursor ignore file", kind: "ignore files" },
  { re: /(^|\/)\.cursorindexingignore$/, what: "Cursor indexing ignore file", kind: "ignore files" },
  { re: /(^|\/)\.aiignore$/, what: "JetBrains AI Assistant / Junie ignore file", kind: "ignore files" },
  { re: /(^|\/)\.aiexclude$/, what: "Gemini Code Assist exclusion file", kind: "ignore files" },
  { re: /(^|\/)\.codeiumignore$/, what: "Windsurf (Codeium) ignore file", kind: "ignore files" },
  { re: /^\.clinerules\/workflows\/.+/, what: "Cline workflow", kind: "workflows" },
  { re: /^\.clinerules\/hooks\/.+/, what: "Cline hook", kind: "hooks" },
  { re: /^\.github\/prompts\/[^/]+\.prompt\.md$/, what: "Copilot prompt file", kind: "prompt files" },
  { re: /^\.github\/agents\/[^/]+\.agent\.md$/, what: "GitHub Copilot custom agent", kind: "Copilot custom agents" },
  { re: /^\.github\/chatmodes\/.+/, what: "VS Code Copilot chat mode", kind: "chat modes" },
  { re: /^\.cursor\/commands\/.+/, what: "Cursor command", kind: "commands" },
  { re: /^\.codex\/.+/, what: "OpenAI Codex configuration", kind: "Codex configuration" },
  { re: /^\.opencode\/.+/, what: "opencode configuration (agents, commands, modes)", kind: "opencode configuration" },
  { re: /^opencode\.jsonc?$/, what: "opencode configuration", kind: "opencode configuration" },
  { re: /^\.windsurf\/workflows\/.+/, what: "Windsurf workflow", kind: "workflows" },
  { re: /^(\.kiro\/specs\/[^/]+)\/.+/, what: "Kiro spec", kind: "specs", folder: true },
  { re: /^\.kiro\/hooks\/.+/, what: "Kiro agent hook", kind: "hooks" },
  { re: /^\.kiro\/settings\/mcp\.json$/, what: "Kiro MCP servers", kind: "Kiro's MCP file" },
  { re: /^\.roomodes$/, what: "Roo Code custom modes", kind: "modes" },
  { re: /^\.roo\/mcp\.json$/, what: "Roo Code MCP servers", kind: "Roo's MCP file" },
  { re: /^\.continue\/.+/, what: "Continue configuration", kind: "Continue configuration" },
  { re: /^CONVENTIONS\.md$/, what: "Aider conventions file", kind: "Aider's files" },
  { re: /^\.aider\.conf\.ya?ml$/, what: "Aider configuration", kind: "Aider's files" },
];

const GEMINI_SETTINGS = ".gemini/settings.json";
const HINT = "the file stays as it is; agentc aigx export does not write it";

const warning = (file: string, message: string): Diagnostic => ({
  code: "RULES-NOT-READ",
  severity: "warning",
  message,
  file,
  hint: HINT,
});

/** Gemini's settings other than `mcpServers` and `hooks` (import reads those), from the file in `root`; none when it cannot be read. */
function geminiOtherSettings(root: string): string[] {
  try {
    const path = join(root, GEMINI_SETTINGS);
    if (statSync(path).size > 1 << 20) return [];
    const doc = JSON.parse(blankJsonComments(readFileSync(path, "utf8"))) as unknown;
    return doc && typeof doc === "object" && !Array.isArray(doc)
      ? Object.keys(doc).filter((k) => k !== "mcpServers" && k !== "hooks")
      : [];
  } catch {
    return []; // not JSON: the MCP reader already says so
  }
}

/**
 * One warning (RULES-NOT-READ) per agent-configuration file of `listing` (a repository's files,
 * POSIX paths relative to it, as listRepository gives them) that is not in `read` (the files import
 * read), by path; a skill or a Kiro spec is one warning for its folder. Given `options.root`, a
 * `.gemini/settings.json` that was read (for its MCP servers) is reported for its other settings.
 * In listing order.
 */
export function unreadAgentFiles(
  listing: readonly string[],
  read: ReadonlySet<string>,
  options: { root?: string } = {},
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const folders = new Set<string>();
  const readFolder = (folder: string): boolean => [...read].some((r) => r === folder || r.startsWith(`${folder}/`));
  for (const path of listing) {
    const row = UNREAD.find((u) => u.re.test(path));
    if (!row) continue;
    if (row.folder) {
      const folder = row.re.exec(path)![1]!;
      if (folders.has(folder) || readFolder(folder)) continue;
      folders.add(folder);
      out.push(
        warning(
          `${folder}/`,
          `${folder}/: ${row.what}; agentc does not read ${row.kind} yet, so it is not in the genome`,
        ),
      );
      continue;
    }
    if (!read.has(path)) {
      out.push(
        warning(
          path,
          `${path}: ${row.what}; ${row.why ?? `agentc does not read ${row.kind} yet, so it is not in the genome`}`,
        ),
      );
      continue;
    }
    if (path === GEMINI_SETTINGS && options.root !== undefined) {
      const others = geminiOtherSettings(options.root);
      if (others.length)
        out.push(
          warning(
            path,
            `${path}: Gemini CLI settings other than mcpServers (${others.join(", ")}); agentc reads only its MCP servers, so these are not in the genome`,
          ),
        );
    }
  }
  return out;
}
