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
  emit: emitRoo,
});
