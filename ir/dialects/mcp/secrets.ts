/**
 * Secret references in MCP servers' `env`, `headers` and URLs, between the tools' syntaxes. agentc
 * holds one form, `${NAME}` (Claude Code's, which Gemini CLI reads too); each tool's own is read into
 * it and written back from it:
 * - Cursor and VS Code: `${env:NAME}` (their other variables, `${workspaceFolder}`, `${userHome}`,
 *   `${input:id}`…, are theirs and stay as written);
 * - OpenCode: `{env:NAME}`;
 * - Claude Code and Gemini CLI: `${NAME}` as is (Claude's `${NAME:-default}` too).
 * Codex does not expand variables in values: its references are fields of their own
 * (`env_vars`, `env_http_headers`, `bearer_token_env_var`), mapped by the Codex reader and writer.
 * Sources: docs/formats.md, "MCP servers".
 */
import type { McpTool } from "./model.js";

/** Variables Cursor and VS Code define themselves: not environment variables. */
const EDITOR_VARIABLES = new Set([
  "workspaceFolder",
  "workspaceFolderBasename",
  "workspaceRoot",
  "userHome",
  "pathSeparator",
  "/",
  "cwd",
  "file",
  "fileBasename",
  "fileDirname",
  "relativeFile",
  "execPath",
]);

const NAME = "[A-Za-z_][A-Za-z0-9_]*";

/** One value of the tool's file → agentc's form. */
export function secretToCanonical(tool: McpTool, value: string): string {
  if (tool === "cursor" || tool === "vscode") return value.replace(new RegExp(`\\$\\{env:(${NAME})\\}`, "g"), "${$1}");
  if (tool === "opencode") return value.replace(new RegExp(`(^|[^$])\\{env:(${NAME})\\}`, "g"), "$1${$2}");
  return value;
}

/** One value in agentc's form → the tool's syntax. */
export function secretFromCanonical(tool: McpTool, value: string): string {
  if (tool === "cursor" || tool === "vscode")
    return value.replace(new RegExp(`\\$\\{(${NAME})\\}`, "g"), (m, name: string) =>
      EDITOR_VARIABLES.has(name) ? m : `\${env:${name}}`,
    );
  if (tool === "opencode") return value.replace(new RegExp(`\\$\\{(${NAME})\\}`, "g"), "{env:$1}");
  return value;
}

/** The variable a whole value refers to (`${NAME}` → NAME), else undefined. */
export function wholeReference(value: string): string | undefined {
  return new RegExp(`^\\$\\{(${NAME})\\}$`).exec(value)?.[1];
}

const mapValues = (m: Record<string, string>, f: (v: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, f(v)]));
export const secretsToCanonical = (tool: McpTool, m: Record<string, string>): Record<string, string> =>
  mapValues(m, (v) => secretToCanonical(tool, v));
export const secretsFromCanonical = (tool: McpTool, m: Record<string, string>): Record<string, string> =>
  mapValues(m, (v) => secretFromCanonical(tool, v));
