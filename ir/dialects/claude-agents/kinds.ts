// The `claude-agents` dialect: Claude Code subagents (.claude/agents/*.md).
import { registerDialect } from "../registry.js";

registerDialect(
  "claude-agents",
  "Claude Code subagents: .claude/agents/*.md (name, description, tools, model; the body is the system prompt)",
  {
    Subagent: "one subagent file: name, description, tools, model, other front-matter fields, the system prompt",
  },
);
