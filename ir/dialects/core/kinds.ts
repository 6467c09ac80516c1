/** The `core` dialect: the shared semantic layer every conversion passes through. */
import { registerDialect } from "../registry.js";

registerDialect("core", "the shared semantic layer every conversion passes through", {
  Agent: "an agent: identity and version",
  Persona: "how an agent speaks and what it must not do",
  Tool: "a skill or tool the agent can use",
  Endpoint: "an external HTTP API",
  McpServer: "an MCP server (a process; data only)",
  MemoryStore: "a memory store of the agent",
  Policy: "capabilities, allowed operations and restrictions",
  Rule: "a rule agents must follow: text, path scope, activation, sources",
  FileBoundary: "a file path with its forbidden imports, gotchas and checks",
  Fact: "a domain fact of a project",
  Project: "a repository whose rules and boundaries these are",
  Skill:
    "a skill: SKILL.md (front matter and body) and its companion files as blobs with their mode, links inside the skill kept as links",
  Command: "a command or prompt a user runs by name, with its argument placeholders",
  IgnoreFile: "patterns a coding tool must not read (gitignore syntax), comments and order kept",
});
