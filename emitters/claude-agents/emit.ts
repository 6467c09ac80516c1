/** A Claude Code subagent file: front matter (name, description, tools, model, other fields), the generated-by line, the system prompt. */
import { stringify } from "yaml";
import { GENERATED_HEADER } from "../../ir/dialects/rules/model.js";
import type { Subagent } from "../../ir/dialects/claude-agents/model.js";

export function emitSubagent(s: Subagent): string {
  const front: Record<string, unknown> = { name: s.name, description: s.description };
  if (s.tools) front.tools = s.tools.join(", ");
  if (s.model !== undefined) front.model = s.model;
  Object.assign(front, s.fields);
  return `---\n${stringify(front, { lineWidth: 0 })}---\n${GENERATED_HEADER}\n\n${s.prompt}\n`;
}
