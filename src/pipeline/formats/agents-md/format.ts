/** The `agents-md` format: its dialect, reader and writer composed into a pipeline format. */
import type { Format } from "../../format.js";
import { agentsMdDialect } from "../../../passes/agents-md/dialect.js";
import { discoverAgentsMd, parseAgentsMdFile, readAgentsMdFile } from "../../../readers/agents-md/read.js";
import { emitAgentsMd } from "../../../../emitters/agents-md/emit.js";
import { ruleFormat } from "../rules/rule-format.js";

export const agentsMdFormat: Format = ruleFormat({
  dialect: agentsMdDialect,
  description: "AGENTS.md files (root and nested; a nested file scopes its rules to its directory)",
  discover: discoverAgentsMd,
  readFile: readAgentsMdFile,
  parseFile: parseAgentsMdFile,
  loses: { raise: "nothing: each file is a rule with its directory scope", lower: "glob scopes other than a directory, model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts" },
  emit: emitAgentsMd,
});
