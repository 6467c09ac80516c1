/**
 * Two texts of a Claude Code subagent file mean the same when Claude Code reads the same agent from
 * both: name, description, tools, model, other front-matter fields and system prompt; the
 * generated-by line, quoting, key order and trailing white space do not count.
 */
import { readSubagent } from "../../readers/claude-agents/read-subagent.js";

const sortedJson = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x));

export function sameSubagentMeaning(file: string, a: string, b: string): boolean {
  const x = readSubagent(file, a).agent;
  return x !== undefined && sortedJson(x) === sortedJson(readSubagent(file, b).agent);
}
