/**
 * The pass manager: runs steps (read, verify, raise, lower, write, check) in
 * order, times each, and records the pipeline — name, dialect, verdict and
 * milliseconds per step — so that `--json` results and pictures can show what
 * ran. A step with errors (or, under strict, warnings) stops the pipeline;
 * the steps after it are not run. After every pass that produced nodes of a
 * dialect (a read, a raise, a lower) it runs that dialect's verifier as steps
 * of their own (MLIR's -verify-each; format-passes.ts says which verifier),
 * so a pipeline names only the passes that transform.
 */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import type { Graph } from "../../ir/graph/graph.js";
import type { Pass, PassContext, PassKind } from "../formats/pass.js";
import type { Code } from "../../ir/diagnostics/codes.js";
import { verifiersAfter } from "./format-passes.js";

export type Verdict = "ok" | "warnings" | "failed";

export interface PipelineStep {
  name: string;
  dialect: string;
  kind: PassKind;
  verdict: Verdict;
  ms: number;
  /** Diagnostics the step reported, by severity. */
  errors: number;
  warnings: number;
}

export interface StepInfo {
  name: string;
  dialect: string;
  kind: PassKind;
}

/** A pipeline stopped by a failed step; carries every diagnostic and the steps that ran. */
export class PipelineError extends AgentcError {
  constructor(
    message: string,
    code: Code,
    diagnostics: readonly Diagnostic[],
    readonly pipeline: readonly PipelineStep[],
  ) {
    super(message, code, { diagnostics });
  }
}

export interface PassManagerOptions {
  strict?: boolean;
  /** Called after every step (for `--print-ir-after-all`-style tracing). */
  afterEach?: (step: PipelineStep, graph: Graph | undefined) => void;
  /**
   * Run a dialect's verifier after every pass that produced its nodes (default: true). false is for
   * benchmarks that time the transforming passes alone; no command offers it.
   */
  verifyEach?: boolean;
}

/** Why a required pass stopped the pipeline, told from the step that failed (the pass, or a verifier after it). */
export type Failure = (step: PipelineStep) => { message: string; code: Code };

export class PassManager {
  readonly steps: PipelineStep[] = [];
  readonly diagnostics: Diagnostic[] = [];
  /** Each step's own diagnostics, by step index. */
  readonly stepDiagnostics: Array<readonly Diagnostic[]> = [];
  /** The verifiers run since the last step that was not a verifier, with whether each passed: one is not run twice in a row. */
  private readonly verified = new Map<string, boolean>();

  constructor(
    private readonly options: PassManagerOptions = {},
    private readonly graph?: Graph,
  ) {}

  /** Run one step; returns whether it passed (no errors; no warnings under strict). */
  async run(info: StepInfo, fn: () => readonly Diagnostic[] | Promise<readonly Diagnostic[]>): Promise<boolean> {
    // process.hrtime, not performance.now: the global `performance` loads ten modules on first use.
    const t0 = process.hrtime.bigint();
    const ds = await fn();
    for (const d of ds) d.pass ??= info.name; // the pass that raised it (one a nested step already named keeps it)
    const errors = ds.filter((d) => d.severity === "error").length;
    const warnings = ds.filter((d) => d.severity === "warning").length;
    const failed = errors > 0 || (this.options.strict === true && warnings > 0);
    const step: PipelineStep = {
      name: info.name,
      dialect: info.dialect,
      kind: info.kind,
      verdict: failed ? "failed" : warnings ? "warnings" : "ok",
      ms: Math.round(Number(process.hrtime.bigint() - t0) / 1e4) / 100,
      errors,
      warnings,
    };
    this.steps.push(step);
    this.stepDiagnostics.push(ds);
    this.diagnostics.push(...ds);
    if (info.kind === "verify") this.verified.set(info.name, !failed);
    else this.verified.clear();
    this.options.afterEach?.(step, this.graph);
    return !failed;
  }

  /**
   * Run a pass, then (verifyEach) the verifiers of what it produced, each a step; the first that
   * fails stops them. A verifier that has just run (nothing but verifiers since) is not run again:
   * its verdict stands.
   */
  async runPass(pass: Pass, ctx: PassContext): Promise<boolean> {
    const seen = pass.kind === "verify" ? this.verified.get(pass.name) : undefined;
    if (seen !== undefined) return seen;
    if (!(await this.run(pass, () => pass.run(ctx)))) return false;
    if (this.options.verifyEach === false) return true;
    for (const v of verifiersAfter(pass)) if (!(await this.runPass(v, ctx))) return false;
    return true;
  }

  /** Run a pass (and its verifiers) that must pass: a failure throws PipelineError with everything reported so far. */
  async requirePass(pass: Pass, ctx: PassContext, failure: Failure): Promise<void> {
    if (await this.runPass(pass, ctx)) return;
    const { message, code } = failure(this.steps[this.steps.length - 1]!);
    throw new PipelineError(message, code, this.diagnostics, this.steps);
  }

  /** Run a step that must pass: a failure throws PipelineError with everything reported so far. */
  async require(
    info: StepInfo,
    fn: () => readonly Diagnostic[] | Promise<readonly Diagnostic[]>,
    message: (step: PipelineStep) => string,
    code: Code,
  ): Promise<void> {
    if (await this.run(info, fn)) return;
    const step = this.steps[this.steps.length - 1]!;
    throw new PipelineError(message(step), code, this.diagnostics, this.steps);
  }
}
