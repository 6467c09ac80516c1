/** A Claude Code subagent (`.claude/agents/<name>.md`) as agentc holds it between its reader and writer. */
export const SUBAGENT_DIR = ".claude/agents";

export interface Subagent {
  name: string;
  description: string;
  /** The tools it may use; absent: every tool (Claude Code's default). */
  tools?: string[];
  model?: string;
  /** Front-matter fields other than the four above, as written. */
  fields: Record<string, unknown>;
  /** The body: its system prompt. */
  prompt: string;
}
