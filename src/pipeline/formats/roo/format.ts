/** The `roo` format: its dialect, reader and writer composed into a pipeline format. */
import type { Format } from "../../format.js";
import { rooDialect } from "../../../passes/roo/dialect.js";
import { discoverRoo, parseRooFile, readRooFile } from "../../../readers/roo/read.js";
import { emitRoo } from "../../../../emitters/roo/emit.js";
import { ruleFormat } from "../rules/rule-format.js";

export const rooFormat: Format = ruleFormat({
  dialect: rooDialect,
  description: "Roo Code rules: .roo/rules/, .roo/rules-{mode}/, legacy .roorules and .roorules-{mode}",
  discover: discoverRoo,
  readFile: readRooFile,
  parseFile: parseRooFile,
  loses: { raise: "nothing: modes are kept as core groups", lower: "every scope and every activation but always (modes are kept), descriptions, per-file boundaries and domain facts" },
  emit: emitRoo,
});
