/** The `cline` format: its dialect, reader and writer composed into a pipeline format. */
import type { Format } from "../../format.js";
import { clineDialect } from "../../../passes/cline/dialect.js";
import { discoverCline, parseClineFile, readClineFile } from "../../../readers/cline/read.js";
import { emitCline } from "../../../../emitters/cline/emit.js";
import { ruleFormat } from "../rules/rule-format.js";

export const clineFormat: Format = ruleFormat({
  dialect: clineDialect,
  description: "Cline rules: a .clinerules file or a .clinerules/ directory of .md files (paths:)",
  discover: discoverCline,
  readFile: readClineFile,
  parseFile: parseClineFile,
  loses: { raise: "nothing: paths map to core globs", lower: "nesting (a directory becomes paths dir/**), model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts" },
  emit: emitCline,
});
