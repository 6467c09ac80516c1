/** The `cursor` format: its dialect, reader and writer composed into a pipeline format. */
import type { Format } from "../../format.js";
import { cursorDialect } from "../../../passes/cursor/dialect.js";
import { discoverCursor, parseCursorFile, readCursorFile } from "../../../readers/cursor/read.js";
import { emitCursor } from "../../../../emitters/cursor/emit.js";
import { ruleFormat } from "../rules/rule-format.js";

export const cursorFormat: Format = ruleFormat({
  dialect: cursorDialect,
  description: "Cursor rules: .cursor/rules/**/*.mdc (description, globs, alwaysApply), nested .cursor/rules, legacy .cursorrules",
  discover: discoverCursor,
  readFile: readCursorFile,
  parseFile: parseCursorFile,
  loses: { raise: "nothing: description, globs and alwaysApply map to core", lower: "a manual rule's description, the directory of a model-decided or manual rule, Roo modes, per-file boundaries and domain facts" },
  emit: emitCursor,
});
