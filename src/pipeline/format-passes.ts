/**
 * A format as the pass manager runs it. A format declares passes (read, verify, raise, lower,
 * verifyTarget) and two plain functions (write, checkOutput); here the functions become passes of
 * kind `write` and `check`, and the format's verifiers are registered as the verifiers of the passes
 * that produce its dialect's nodes: `verify` after its `read`, `verifyTarget` after its `lower`.
 * `core.verify` is core's verifier, after every raise. The pass manager looks the verifiers up
 * (verifiersAfter) and runs them after each such pass, as MLIR's -verify-each does: a pipeline
 * names the passes that transform, never the checks between them.
 */
import type { Format } from "../formats/format.js";
import type { Pass, PassKind } from "../formats/pass.js";
import { verifyCore } from "../formats/core/verify.js";

export interface FormatPasses {
  read: Pass;
  raise?: Pass;
  lower?: Pass;
  /** The format's writer as a pass: it leaves the files in `ctx.files`. */
  write?: Pass;
  /** The format's output checks as passes, each over `ctx.files`. */
  checks: readonly Pass[];
}

/** The verifiers of the nodes a pass produces, by the pass (two formats can share a dialect, not a reader). */
const byProducer = new WeakMap<Pass, readonly Pass[]>();
/** Each dialect's own verifier where one verifier serves every producer (core, whatever was raised to it). */
const byDialect = new Map<string, readonly Pass[]>([["core", [verifyCore]]]);
const cache = new WeakMap<Format, FormatPasses>();

/** Register the verifiers to run after `producer` (a pass that adds nodes of a dialect). */
function registerVerifiers(producer: Pass, verifiers: readonly Pass[]): void {
  if (verifiers.length) byProducer.set(producer, verifiers);
}

/** A dialect's verifier, when it is one for every producer of the dialect (`core`). */
export function dialectVerifiers(dialect: string): readonly Pass[] {
  return byDialect.get(dialect) ?? [];
}

/** What the pass manager runs after a step: core's verifier after a raise, the producer's dialect verifier after a read or a lower. */
export function verifiersAfter(step: { kind: PassKind; dialect: string }): readonly Pass[] {
  if (step.kind === "raise") return dialectVerifiers("core");
  if (step.kind === "read" || step.kind === "lower") return byProducer.get(step as Pass) ?? [];
  return [];
}

/** A format's passes, its writer and checks made passes, its verifiers registered (once per format value). */
export function formatPasses(format: Format): FormatPasses {
  const known = cache.get(format);
  if (known) return known;
  registerVerifiers(format.read, format.verify);
  if (format.lower) registerVerifiers(format.lower, format.verifyTarget ?? []);
  const w = format.write;
  const write: Pass | undefined = w && {
    name: w.name,
    dialect: format.dialect,
    kind: "write",
    description: w.description,
    run: async (ctx) => ((ctx.files = await w.run(ctx)), []),
  };
  const checks = (format.checkOutput ?? []).map((c): Pass => ({
    name: c.name,
    dialect: format.dialect,
    kind: "check",
    description: c.description,
    run: (ctx) => {
      if (!ctx.files) throw new Error(`${c.name} ran before ${format.name}'s write pass`);
      return c.run(ctx.files, ctx);
    },
  }));
  const passes: FormatPasses = { read: format.read, raise: format.raise, lower: format.lower, write, checks };
  cache.set(format, passes);
  return passes;
}
