/** The `windsurf` format: its dialect, reader and writer composed into a pipeline format. */
import type { Format } from "../../format.js";
import { windsurfDialect } from "../../../passes/windsurf/dialect.js";
import { discoverWindsurf, parseWindsurfFile, readWindsurfFile } from "../../../readers/windsurf/read.js";
import { emitWindsurf } from "../../../../emitters/windsurf/emit.js";
import { ruleFormat } from "../rules/rule-format.js";

export const windsurfFormat: Format = ruleFormat({
  dialect: windsurfDialect,
  description: "Windsurf rules: .windsurf/rules/*.md (trigger, globs, description), legacy .windsurfrules",
  discover: discoverWindsurf,
  readFile: readWindsurfFile,
  parseFile: parseWindsurfFile,
  loses: { raise: "nothing: trigger, globs and description map to core", lower: "the directory of a model-decided or manual rule, Roo modes, per-file boundaries and domain facts" },
  emit: emitWindsurf,
});
