/**
 * What makes one rule-file format different from another, as two functions
 * and a few facts: how a read file's fields give its rules a scope and an
 * activation (raise), and where a core rule goes in this format and with what
 * fields (lower). Everything else (reading, ids, ledgering, writing,
 * re-reading) is shared, in this folder and emitters/rules/.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { Activation, CoreRule } from "../../../ir/dialects/core/rules.js";
import type { RuleFileAttrs } from "../../../ir/dialects/rules/model.js";
import type { RuleFormatName } from "../../../ir/dialects/rules/paths.js";

import type { FieldValue } from "../../../emitters/rules/emit.js";

export type { FieldValue };

/** A rule's scope and activation as its file gives them. */
export interface Scope {
  activation: Activation;
  globs: string[];
  directory?: string;
  description?: string;
  title?: string;
  group?: string;
  /** Fields core cannot hold (name → value), ledgered for targets other than this format. */
  extras?: Record<string, unknown>;
  diagnostics?: Diagnostic[];
}

/** Where a core rule goes and what it will read back as. */
export interface Placement {
  /** Repository-relative path. */
  path: string;
  fields: Array<[string, FieldValue]>;
  /** Whether other rules may share the file (one file per location: AGENTS.md, copilot-instructions.md, guidelines.md). */
  shared: boolean;
  /** The activation and globs the written file gives the rule when read back. */
  expect: { activation: Activation; globs: string[] };
  /** The file the rule was read from (it goes back there, under its own name), not the format's conventional place. */
  home?: boolean;
  /** Why the format cannot hold what it loses (defaults are used otherwise). */
  reasons?: Partial<Record<"activation" | "globs" | "description", string>>;
}

export interface RuleDialect {
  name: RuleFormatName;
  /** Prefix of ids derived from this format's files (`AGENTS-apps-docs`). */
  prefix: string;
  scope(file: RuleFileAttrs): Scope;
  /** `slug`: a file-name stem unique to the rule. */
  place(rule: CoreRule, slug: string): Placement;
  /** Whether the format has a description field. */
  description: boolean;
  /** Whether the format has modes (Roo): a core group `mode:<slug>`. */
  modes: boolean;
  /** The most characters the format's tool reads of one file (it truncates the rest). */
  maxChars?: number;
}
