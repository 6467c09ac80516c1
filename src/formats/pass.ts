/**
 * A pass is a value: a name, the dialect it works on, a one-line description,
 * and a function over the graph that returns diagnostics. Verifiers check a
 * dialect's nodes; a raise adds `core` nodes from its dialect's; a lower adds
 * its dialect's nodes from `core`. The pass manager (src/pipeline) runs them,
 * times them and records the pipeline.
 */
import type { Graph } from "../../ir/graph/graph.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { LossLedger } from "../../ir/loss-ledger.js";

export type PassKind = "read" | "verify" | "raise" | "lower" | "write" | "check";

/** Options a conversion passes down to the passes that care (each reads only its own). */
export interface PassOptions {
  /** AIX output syntax. */
  syntax?: "yaml" | "json" | "toml";
  /** AIR encoding profile (AIR v1). */
  profile?: "aos" | "spec";
  /** The AIR version a conversion writes: 2 (the default, what AgentOS loads since 2026-04) or 1 (the seed text; implied by `profile`). */
  airVersion?: "1" | "2";
  /** The AIX version a conversion writes: 1.0 (the default, the seed text) or 1.4 (the AIX-Format release's profile: format_version, identity_layer, its checksum). */
  aixVersion?: "1.0" | "1.4";
  /** Ed25519 private key (PEM text) to sign a UAIX package with. */
  signKey?: string;
  /** Treat warnings as failures. */
  strict?: boolean;
  /** Require a real AIX checksum (placeholders are otherwise warnings). */
  requireChecksum?: boolean;
  /**
   * Every rule format one export writes together (agents-md, claude-md, …): when agents-md is among
   * them, CLAUDE.md and GEMINI.md import `@AGENTS.md` instead of repeating what it holds.
   */
  exportTargets?: string[];
}

export interface PassContext {
  graph: Graph;
  ledger: LossLedger;
  /** The input path (file, directory or archive) the graph was read from. */
  input: string;
  /** The repository the input belongs to (rule files scope their rules relative to it; default: the input's directory). */
  root?: string;
  /** Where the output will go, for messages (never written by a pass). */
  output?: string;
  /** The format a conversion is heading to; loss reasons name it. */
  target?: string;
  options: PassOptions;
  /** Per-run state a format's passes share (a reader's parsed document, a resolved world). */
  state: Map<string, unknown>;
}

export interface Pass {
  name: string;
  dialect: string;
  kind: PassKind;
  description: string;
  run(ctx: PassContext): readonly Diagnostic[] | Promise<readonly Diagnostic[]>;
}

/** Diagnostics without the informational ones (what a step reports). */
export const notInfo = (ds: readonly Diagnostic[]): Diagnostic[] => ds.filter((d) => d.severity !== "info");
