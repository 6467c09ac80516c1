/** The `claude-md` format: its dialect, reader and writer composed into a pipeline format. */
import type { Format } from "../../format.js";
import { claudeMdDialect } from "../../../passes/claude-md/dialect.js";
import { discoverClaudeMd, parseClaudeMdFile, readClaudeMdFile } from "../../../readers/claude-md/read.js";
import { emitClaudeMd } from "../../../../emitters/claude-md/emit.js";
import { ruleFormat } from "../rules/rule-format.js";

export const claudeMdFormat: Format = ruleFormat({
  dialect: claudeMdDialect,
  description: "Claude Code memory: CLAUDE.md (root and nested), .claude/rules/*.md with paths:, @file imports",
  discover: discoverClaudeMd,
  readFile: readClaudeMdFile,
  parseFile: parseClaudeMdFile,
  loses: { raise: "nothing; @imports are kept as text, never followed", lower: "model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts" },
  emit: emitClaudeMd,
});
