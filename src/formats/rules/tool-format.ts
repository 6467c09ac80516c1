/**
 * A tool's format, from its declaration (ir/dialects/rules/tool.ts): the shared rule-file reader
 * and writer with the tool's paths, and its dialect — the code of the ten tools whose rules need
 * it (src/formats/rules/dialects/<tool>.ts), else the one its front matter declares as data
 * (src/formats/rules/scheme-dialect.ts). Nothing else is written per tool.
 */
import { registerDialect } from "../../../ir/dialects/registry.js";
import { RULE_KINDS } from "../../../ir/dialects/rules/model.js";
import { ruleTool, type RuleToolData } from "../../../ir/dialects/rules/tool.js";
import "../../../ir/dialects/rules/tools.js";
import { emitRuleFiles } from "../../../emitters/rules/emit.js";
import { discoverFormat } from "./discover.js";
import { parseRuleFile, readRuleFile } from "./read-rule-file.js";
import type { RuleDialect } from "./dialect.js";
import { schemeDialect } from "./scheme-dialect.js";
import { agentsMdDialect } from "./dialects/agents-md.js";
import { claudeMdDialect } from "./dialects/claude-md.js";
import { geminiMdDialect } from "./dialects/gemini-md.js";
import { copilotDialect } from "./dialects/copilot.js";
import { cursorDialect } from "./dialects/cursor.js";
import { windsurfDialect } from "./dialects/windsurf.js";
import { clineDialect } from "./dialects/cline.js";
import { kiroDialect } from "./dialects/kiro.js";
import { junieDialect } from "./dialects/junie.js";
import { rooDialect } from "./dialects/roo.js";
import type { Format } from "../format.js";
import { ruleFormat } from "./rule-format.js";

/** The tools whose scope and placement are code, each a dialect of its own (src/formats/rules/dialects/). */
export const CODED_DIALECTS: readonly RuleDialect[] = [
  agentsMdDialect,
  claudeMdDialect,
  geminiMdDialect,
  copilotDialect,
  cursorDialect,
  windsurfDialect,
  clineDialect,
  kiroDialect,
  junieDialect,
  rooDialect,
];

const CODED: Record<string, RuleDialect> = Object.fromEntries(CODED_DIALECTS.map((d) => [d.name, d]));

const made = new Map<string, Format>();

/** The format of a tool with files of its own. */
export function toolFormat(tool: RuleToolData): Format {
  const cached = made.get(tool.name);
  if (cached) return cached;
  const name = tool.name;
  const description = tool.description ?? `${tool.title} rule files`;
  registerDialect(name, description, RULE_KINDS);
  const format = ruleFormat({
    dialect: CODED[name] ?? schemeDialect(tool),
    description,
    discover: (root, files) => discoverFormat(root, name, files),
    readFile: (root, path, options) => readRuleFile(root, name, path, options),
    parseFile: (path, text, options) => parseRuleFile(name, path, text, options),
    emit: emitRuleFiles,
    loses: tool.loses ?? {
      raise: `nothing: ${tool.title}'s fields map to core`,
      lower: `what ${tool.title} has no field for, per-file boundaries and domain facts`,
    },
  });
  made.set(name, format);
  return format;
}

/** The format of a tool named by its name or an alias, when it has files of its own. */
export function toolFormatNamed(name: string): Format | undefined {
  const t = ruleTool(name);
  return t && (t.files?.length || t.nested) ? toolFormat(t) : undefined;
}
