/** The `kiro` format: its dialect, reader and writer composed into a pipeline format. */
import type { Format } from "../../format.js";
import { kiroDialect } from "../../../passes/kiro/dialect.js";
import { discoverKiro, parseKiroFile, readKiroFile } from "../../../readers/kiro/read.js";
import { emitKiro } from "../../../../emitters/kiro/emit.js";
import { ruleFormat } from "../rules/rule-format.js";

export const kiroFormat: Format = ruleFormat({
  dialect: kiroDialect,
  description: "Kiro steering: .kiro/steering/*.md (inclusion, fileMatchPattern)",
  discover: discoverKiro,
  readFile: readKiroFile,
  parseFile: parseKiroFile,
  loses: { raise: "nothing: inclusion and fileMatchPattern map to core", lower: "nesting (a directory becomes fileMatchPattern dir/**), Roo modes, per-file boundaries and domain facts" },
  emit: emitKiro,
});
