/** windsurf files: found in a repository by their conventional locations, parsed into what they hold (shared rule-file reader). */
import type { RuleFormatName } from "../../../ir/dialects/rules/paths.js";
import { discoverFormat } from "../rules/discover.js";
import { parseRuleFile, readRuleFile } from "../rules/read-rule-file.js";

const FORMAT: RuleFormatName = "windsurf";

export const discoverWindsurf = (root: string, files?: readonly string[]): string[] => discoverFormat(root, FORMAT, files);
export const readWindsurfFile = (root: string, path: string, options: { strict?: boolean } = {}): ReturnType<typeof readRuleFile> => readRuleFile(root, FORMAT, path, options);
export const parseWindsurfFile = (path: string, text: string, options: { strict?: boolean } = {}): ReturnType<typeof parseRuleFile> => parseRuleFile(FORMAT, path, text, options);
