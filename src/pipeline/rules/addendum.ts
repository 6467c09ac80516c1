/**
 * The AIGX agent addendum as a rule every export adds (AIGX 1.1 section 4): always on, so each
 * tool's always-on text tells its agent that `.aigx/` exists and how to use its per-file index.
 * It is made by export, never kept in a genome: import leaves it out when it reads it back.
 */
import type { CoreRule } from "../../../ir/dialects/core/rules.js";
import { AIGX_ADDENDUM } from "../../../ir/dialects/aigx/model.js";

export const AIGX_ADDENDUM_RULE: CoreRule = {
  id: "AIGX-addendum",
  text: AIGX_ADDENDUM,
  title: "AIGX",
  activation: "always",
  globs: [],
  group: "aigx",
  sources: [],
};
