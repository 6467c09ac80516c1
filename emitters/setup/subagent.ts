/** A custom agent in a tool's style (Copilot `.agent.md`, OpenCode agent `.md`): front matter (name where the tool reads it, description, the tool's fields in order) and the system prompt. */
import { stringify } from "yaml";
import { stringify as stringifyToml } from "smol-toml";

export function emitStyledSubagent(
  s: { name: string; description: string; fields: Record<string, unknown>; prompt: string },
  nameField: boolean,
): string {
  // No description is written as none (OpenCode's primary agents have none), not as an empty one.
  const front = {
    ...(nameField ? { name: s.name } : {}),
    ...(s.description ? { description: s.description } : {}),
    ...s.fields,
  };
  return `---\n${stringify(front, { lineWidth: 0 })}---\n\n${s.prompt}\n`;
}

/**
 * A Codex custom agent (`.codex/agents/<name>.toml`, developers.openai.com/codex/subagents): `name`,
 * `description`, the tool's other keys in order, and the system prompt as `developer_instructions`,
 * a multi-line literal string where it can be one; tables (`mcp_servers`, …) after it, as TOML asks.
 */
export function emitTomlSubagent(s: {
  name: string;
  description: string;
  fields: Record<string, unknown>;
  prompt: string;
}): string {
  const isTable = (v: unknown): boolean =>
    typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);
  const plain = Object.fromEntries(Object.entries(s.fields).filter(([, v]) => !isTable(v)));
  const tables = Object.fromEntries(Object.entries(s.fields).filter(([, v]) => isTable(v)));
  const head = stringifyToml({ name: s.name, ...(s.description ? { description: s.description } : {}), ...plain });
  const prompt = `${s.prompt}\n`;
  // A literal string keeps the prompt as written (no escapes); one holding ''' or a control character TOML forbids there is a basic string.
  const literal = !prompt.includes("'''") && !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(prompt);
  const instructions = literal
    ? `developer_instructions = '''\n${prompt}'''\n`
    : `${stringifyToml({ developer_instructions: prompt })}\n`;
  const rest = Object.keys(tables).length ? `\n${stringifyToml(tables)}\n` : "";
  return `${head}${head.endsWith("\n") ? "" : "\n"}${instructions}${rest}`;
}

/** A custom agent in a tool's style: TOML for Codex, Markdown with front matter for the others. */
export function emitSubagentInStyle(
  s: { name: string; description: string; fields: Record<string, unknown>; prompt: string },
  style: { nameField: boolean; syntax?: "toml" },
): string {
  return style.syntax === "toml" ? emitTomlSubagent(s) : emitStyledSubagent(s, style.nameField);
}
