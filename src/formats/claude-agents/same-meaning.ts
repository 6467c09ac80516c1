/**
 * Two texts of a Claude Code subagent file mean the same when Claude Code reads the same agent from
 * both: name, description, tools, model, other front-matter fields and system prompt; the
 * generated-by line, quoting, key order and trailing white space do not count.
 */
import { sortedJson } from "../../../ir/json/sorted-json.js";
import { readSubagent } from "./read-subagent.js";

export function sameSubagentMeaning(file: string, a: string, b: string): boolean {
  const x = readSubagent(file, a).agent;
  return x !== undefined && sortedJson(x) === sortedJson(readSubagent(file, b).agent);
}
