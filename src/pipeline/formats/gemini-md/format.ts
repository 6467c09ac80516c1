/** The `gemini-md` format: its dialect, reader and writer composed into a pipeline format. */
import type { Format } from "../../format.js";
import { geminiMdDialect } from "../../../passes/gemini-md/dialect.js";
import { discoverGeminiMd, parseGeminiMdFile, readGeminiMdFile } from "../../../readers/gemini-md/read.js";
import { emitGeminiMd } from "../../../../emitters/gemini-md/emit.js";
import { ruleFormat } from "../rules/rule-format.js";

export const geminiMdFormat: Format = ruleFormat({
  dialect: geminiMdDialect,
  description: "Gemini CLI context files: GEMINI.md (root and nested)",
  discover: discoverGeminiMd,
  readFile: readGeminiMdFile,
  parseFile: parseGeminiMdFile,
  loses: { raise: "nothing; @imports are kept as text, never followed", lower: "glob scopes other than a directory, model-decided and manual activation, descriptions, Roo modes, per-file boundaries and domain facts" },
  emit: emitGeminiMd,
});
