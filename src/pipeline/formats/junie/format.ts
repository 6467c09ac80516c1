/** The `junie` format: its dialect, reader and writer composed into a pipeline format. */
import type { Format } from "../../format.js";
import { junieDialect } from "../../../passes/junie/dialect.js";
import { discoverJunie, parseJunieFile, readJunieFile } from "../../../readers/junie/read.js";
import { emitJunie } from "../../../../emitters/junie/emit.js";
import { ruleFormat } from "../rules/rule-format.js";

export const junieFormat: Format = ruleFormat({
  dialect: junieDialect,
  description: "JetBrains Junie guidelines: .junie/guidelines.md",
  discover: discoverJunie,
  readFile: readJunieFile,
  parseFile: parseJunieFile,
  loses: { raise: "nothing: the guidelines are always-on rules", lower: "every scope and every activation but always, descriptions, Roo modes, per-file boundaries and domain facts" },
  emit: emitJunie,
});
