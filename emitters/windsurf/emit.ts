/** windsurf files from lowered rules: the shared rule-file writer (front matter, the generated-by header, each rule under its marker). */
import { emitRuleFiles, type FileToEmit } from "../rules/emit.js";

export const emitWindsurf = (files: readonly FileToEmit[]): Array<[string, string]> => emitRuleFiles(files);
