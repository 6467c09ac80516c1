// The `mcp` dialect: one coding agent's MCP configuration file (.mcp.json, .cursor/mcp.json, .vscode/mcp.json, .gemini/settings.json).
import { registerDialect } from "../registry.js";

registerDialect(
  "mcp",
  "MCP configuration files: .mcp.json (Claude Code), .cursor/mcp.json, .vscode/mcp.json, .gemini/settings.json",
  {
    Config: "one tool's MCP configuration file: the tool, its other top-level settings",
    Server: "one MCP server: transport, command and args or URL and headers, env, the tool's own fields",
  },
);
