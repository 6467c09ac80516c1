/** The `copilot` format: its dialect, reader and writer composed into a pipeline format. */
import type { Format } from "../../format.js";
import { copilotDialect } from "../../../passes/copilot/dialect.js";
import { discoverCopilot, parseCopilotFile, readCopilotFile } from "../../../readers/copilot/read.js";
import { emitCopilot } from "../../../../emitters/copilot/emit.js";
import { ruleFormat } from "../rules/rule-format.js";

export const copilotFormat: Format = ruleFormat({
  dialect: copilotDialect,
  description: "GitHub Copilot: .github/copilot-instructions.md and .github/instructions/*.instructions.md (applyTo)",
  discover: discoverCopilot,
  readFile: readCopilotFile,
  parseFile: parseCopilotFile,
  loses: { raise: "excludeAgent", lower: "nesting (a directory becomes applyTo dir/**), a manual rule's description, Roo modes, per-file boundaries and domain facts" },
  emit: emitCopilot,
});
