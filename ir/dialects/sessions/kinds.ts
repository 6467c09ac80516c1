/** The `sessions` dialect: agent session logs (Claude Code transcripts, Codex rollouts, OpenTelemetry GenAI spans). */
import { registerDialect } from "../registry.js";

registerDialect(
  "sessions",
  "agent session logs: Claude Code transcripts, Codex rollouts, OpenTelemetry GenAI spans (docs/formats.md)",
  {
    Item: "one event of a session log: a session's start, a message, a tool call or a tool result",
  },
);
