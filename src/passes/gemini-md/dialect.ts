/** GEMINI.md: one file per directory (nested ones loaded just in time); `@file` imports. */
import type { RuleDialect } from "../rules/dialect.js";
import { nestedPlacement, nestedScope } from "../rules/nested-file.js";

export const geminiMdDialect: RuleDialect = {
  name: "gemini-md",
  prefix: "GEMINI",
  scope: nestedScope,
  place: (rule) => nestedPlacement(rule, "GEMINI.md"),
  description: false,
  imports: true,
  modes: false,
};
