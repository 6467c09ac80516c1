/** A custom agent in a tool's style (Copilot `.agent.md`, OpenCode agent `.md`): front matter (name where the tool reads it, description, the tool's fields in order) and the system prompt. */
import { stringify } from "yaml";

export function emitStyledSubagent(s: { name: string; description: string; fields: Record<string, unknown>; prompt: string }, nameField: boolean): string {
  // No description is written as none (OpenCode's primary agents have none), not as an empty one.
  const front = { ...(nameField ? { name: s.name } : {}), ...(s.description ? { description: s.description } : {}), ...s.fields };
  return `---\n${stringify(front, { lineWidth: 0 })}---\n\n${s.prompt}\n`;
}
