/**
 * MCP server configurations as the coding agents keep them in a repository, one shared shape.
 * Each tool's file and the key its servers sit under (documented formats: docs/formats.md):
 * Claude Code `.mcp.json` and Cursor `.cursor/mcp.json` (`mcpServers`), VS Code `.vscode/mcp.json`
 * (`servers`, with `inputs`), Gemini CLI `.gemini/settings.json` (`mcpServers`, among other settings),
 * Codex `.codex/config.toml` (`[mcp_servers.<name>]` tables, TOML, among other settings) and OpenCode
 * `opencode.json` (`mcp`, among other settings).
 */
export type McpTool = "claude" | "cursor" | "vscode" | "gemini" | "codex" | "opencode";

/** Every tool, in the order their fields are written (`x-<tool>` in AIX). */
export const MCP_TOOLS: readonly McpTool[] = ["claude", "cursor", "vscode", "gemini", "codex", "opencode"];

export interface McpConfigFile {
  tool: McpTool;
  path: string;
  key: "mcpServers" | "servers" | "mcp_servers" | "mcp";
  /** The rule format whose export writes this file. */
  target: string;
  /** TOML (Codex) or JSON, with comments where the tool reads them. */
  syntax?: "toml";
}

export const MCP_CONFIG_FILES: readonly McpConfigFile[] = [
  { tool: "claude", path: ".mcp.json", key: "mcpServers", target: "claude-md" },
  { tool: "cursor", path: ".cursor/mcp.json", key: "mcpServers", target: "cursor" },
  { tool: "vscode", path: ".vscode/mcp.json", key: "servers", target: "copilot" },
  { tool: "gemini", path: ".gemini/settings.json", key: "mcpServers", target: "gemini-md" },
  { tool: "codex", path: ".codex/config.toml", key: "mcp_servers", target: "codex", syntax: "toml" },
  // OpenCode reads the first of these it finds; an export edits those that are there, else writes opencode.json.
  { tool: "opencode", path: "opencode.json", key: "mcp", target: "opencode" },
  { tool: "opencode", path: "opencode.jsonc", key: "mcp", target: "opencode" },
  { tool: "opencode", path: ".opencode/opencode.json", key: "mcp", target: "opencode" },
  { tool: "opencode", path: ".opencode/opencode.jsonc", key: "mcp", target: "opencode" },
];

/** At user level (`--global`) Claude Code's servers are the top-level `mcpServers` of `~/.claude.json` (its state file: edited, never replaced). */
export const USER_MCP_CONFIG_FILES: readonly McpConfigFile[] = [
  ...MCP_CONFIG_FILES,
  { tool: "claude", path: ".claude.json", key: "mcpServers", target: "claude-md" },
];

/** Whether a tool's file holds settings of the tool besides its servers (edited around them, never dropped). */
export const sharedMcpFile = (tool: McpTool): boolean => tool === "gemini" || tool === "codex" || tool === "opencode";

export type McpTransport = "stdio" | "http" | "sse";

export interface McpServer {
  name: string;
  transport: McpTransport;
  /** stdio: the command and its arguments and environment. */
  command?: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  /** http / sse: where the server is and the headers to send. */
  url?: string;
  headers: Record<string, string>;
  /** Switched off (Codex's and OpenCode's `enabled = false`); undefined: as the tool's default, on. */
  enabled?: boolean;
  /** Only these of the server's tools (Codex `enabled_tools`, Gemini `includeTools`). */
  enabledTools?: string[];
  /** All of the server's tools but these (Codex `disabled_tools`, Gemini `excludeTools`). */
  disabledTools?: string[];
  /** How long the server may take to start and list its tools, in milliseconds (Codex `startup_timeout_sec`, OpenCode `timeout`). */
  startupTimeoutMs?: number;
  /** How long one tool call may take, in milliseconds (Codex `tool_timeout_sec`, Gemini CLI `timeout`). */
  toolTimeoutMs?: number;
  /** Fields only one tool knows (Gemini's `trust`, VS Code's `envFile`, …), kept by tool, written back to it alone. */
  extra: Partial<Record<McpTool, Record<string, unknown>>>;
}

/** The MCP file a path is, by where it lies (`x/.cursor/mcp.json` is Cursor's), or undefined. */
export function mcpConfigOfPath(path: string): McpConfigFile | undefined {
  const p = path.replace(/\\/g, "/");
  // The longest place first: `.opencode/opencode.json` is not `opencode.json` in a folder `.opencode`.
  return [...MCP_CONFIG_FILES]
    .sort((a, b) => b.path.length - a.path.length)
    .find((c) => p === c.path || p.endsWith(`/${c.path}`));
}

/**
 * The tool whose file shape a path is read and written in: its conventional place, else Claude
 * Code's (`mcpServers`, an explicit `type`), the shape Claude Desktop and most tools share.
 */
export function mcpConfigFor(path: string): McpConfigFile {
  return mcpConfigOfPath(path) ?? MCP_CONFIG_FILES[0]!;
}
