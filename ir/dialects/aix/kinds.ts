/** The `aix` dialect: AIX v1.0 agent definitions (docs/specs.md). */
import { registerDialect } from "../registry.js";

registerDialect("aix", "AIX agent definitions: v1.0 (docs/specs.md) and v1.4 (docs/formats.md)", {
  Agent: "an AIX document: meta plus its sections, unknown sections kept",
  Persona: "persona: role, tone, style, instructions, constraints",
  Skill: "one entry of skills[]",
  Api: "one entry of apis[]",
  McpServer: "one entry of mcp.servers[]",
  Memory: "memory: episodic, semantic, procedural",
  Security: "security: capabilities, checksum, signature, encryption",
});
