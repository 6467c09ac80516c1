/** roo files: found in a repository by their conventional locations, parsed into what they hold (shared rule-file reader). */
import type { RuleFormatName } from "../../../ir/dialects/rules/paths.js";
import { discoverFormat } from "../rules/discover.js";
import { parseRuleFile, readRuleFile } from "../rules/read-rule-file.js";

const FORMAT: RuleFormatName = "roo";

export const discoverRoo = (root: string, files?: readonly string[]): string[] => discoverFormat(root, FORMAT, files);
export const readRooFile = (root: string, path: string, options: { strict?: boolean } = {}): ReturnType<typeof readRuleFile> => readRuleFile(root, FORMAT, path, options);
export const parseRooFile = (path: string, text: string, options: { strict?: boolean } = {}): ReturnType<typeof parseRuleFile> => parseRuleFile(FORMAT, path, text, options);
