/**
 * A format's part in the pipeline: how to recognise its files, read them into
 * its dialect, verify that dialect, raise it to `core` and lower `core` to it,
 * and write its nodes back as files in memory. A format that can be raised is
 * a conversion source; one that can be lowered is a target; every pair of a
 * source and a target converts, composed by the pass manager, never by a
 * pair table. Adding a format is one value of this type (registerFormat).
 */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { OutputFiles } from "../../ir/io/output-files.js";
import type { Pass, PassContext } from "./pass.js";

/** What a format carries through core: one agent, a repository's rules, its skills, its commands or its ignore patterns. */
export type CoreUnit = "agent" | "rules" | "skills" | "commands" | "ignore";

/**
 * How a format writes its nodes as files in memory. A format declares the function; the pipeline
 * makes it a pass of kind `write` (src/pipeline/format-passes.ts) that leaves the files in `ctx.files`.
 */
export interface WriteStep {
  name: string;
  description: string;
  run(ctx: PassContext): OutputFiles | Promise<OutputFiles>;
}

/**
 * A check of written bytes, before anything reaches disk (parity, store hashes, package import). The
 * pipeline makes each a pass of kind `check`, run on the files the write pass left in `ctx.files`.
 */
export interface OutputCheck {
  name: string;
  description: string;
  run(out: OutputFiles, ctx: PassContext): readonly Diagnostic[] | Promise<readonly Diagnostic[]>;
}

export interface ValidationSummary {
  result?: unknown;
  summary: string;
  /** Overrides the default verdict (errors → 1), e.g. AEGX's own 0/2/3/4 codes. */
  exitCode?: number;
}

export interface Format {
  /** The name users type (`--to`, `--format`). */
  name: string;
  dialect: string;
  description: string;
  /** Whether a path is this format (by name first, then a cheap look). Never throws. */
  detect(path: string): boolean;
  /**
   * This format's files in a repository (POSIX paths relative to `root`), for `agentc import`.
   * Formats that are whole files or directories of their own (AIX, UAIX, AEGX, AIR) have none.
   * `files`, when given, lists every file of the repository (`listRepository`): one walk serves every format.
   */
  discover?(root: string, files?: readonly string[]): string[];
  /** Source → the dialect's nodes in ctx.graph (with spans). */
  read: Pass;
  /** Checks of the dialect as read: the pass manager runs them after `read` (the dialect's verifier). */
  verify: Pass[];
  /** Checks of nodes a lowering made: the pass manager runs them after `lower` (none declared: the lowering is not verified). */
  verifyTarget?: Pass[];
  /** Dialect → core (this format can be a conversion source). */
  raise?: Pass;
  /** Core → dialect (this format can be a conversion target). */
  lower?: Pass;
  write?: WriteStep;
  checkOutput?: OutputCheck[];
  /** What of core the raise produces and the lower consumes: an agent, a repository's rules, or both (absent: both). */
  core?: { raises?: CoreUnit[]; lowers?: CoreUnit[] };
  /** In a word, what the raise leaves behind and what the lower cannot hold (the ledger lists each field). */
  loses?: { raise?: string; lower?: string };
  /** The name of the output when none is given: the input's stem with this suffix. */
  outputSuffix?(options: PassContext["options"]): string;
  /** What `validate` prints and returns, from the verifiers' diagnostics. */
  summarize?(ctx: PassContext, diagnostics: readonly Diagnostic[]): ValidationSummary;
  /** The verifiers read the source themselves (streaming), so `validate` need not read it into the graph first. */
  verifyReadsSource?: boolean;
  /**
   * Whether two texts of the file at `path` (repository-relative) mean the same to this format's tool:
   * the same rules with the same scope and activation, whatever their spelling. An export keeps a
   * file that already means what it would write, byte for byte.
   */
  sameMeaning?(path: string, a: string, b: string): boolean;
  /** Parse, emit and re-parse in memory; differences found. */
  roundtrip?(ctx: PassContext): Promise<{ differences: string[]; diagnostics: readonly Diagnostic[] }>;
}
