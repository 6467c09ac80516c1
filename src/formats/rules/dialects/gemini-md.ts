/** GEMINI.md: one file per directory (nested ones loaded just in time); `@file` imports. */
import type { RuleDialect } from "../dialect.js";
import { nestedPlacement, nestedScope } from "../nested-file.js";

export const geminiMdDialect: RuleDialect = {
  name: "gemini-md",
  prefix: "GEMINI",
  scope: nestedScope,
  place: (rule) => nestedPlacement(rule, "GEMINI.md"),
  description: false,
  modes: false,
};
