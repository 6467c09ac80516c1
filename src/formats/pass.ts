/**
 * A pass is a value: a name, the dialect it works on, a one-line description,
 * and a function over the graph that returns diagnostics. Verifiers check a
 * dialect's nodes; a raise adds `core` nodes from its dialect's; a lower adds
 * its dialect's nodes from `core`; a write turns nodes into files in memory
 * (`ctx.files`); a check reads those files back. The pass manager
 * (src/pipeline) runs them, times them, records the pipeline, and runs the
 * verifier of a dialect after every pass that produced its nodes.
 */
import type { Graph } from "../../ir/graph/graph.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { LossLedger } from "../../ir/loss-ledger.js";
import type { OutputFiles } from "../../ir/io/output-files.js";
import type { TrustOptions } from "../../ir/signing/trust.js";

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
  /**
   * How aigx.read reads a genome: directories to skip (`--exclude`), and whether the path is the
   * repository root as given (`aigx lint --root`), not resolved from a `.aigx/` directory it names.
   */
  aigx?: { exclude?: string[]; rootAsGiven?: boolean };
  /**
   * What uaix.verify checks a package against (`uaix verify`; UaixVerifyOptions): the key that must
   * have signed, the keys that vouch for signers, the previous package, whether a trusted signature
   * is required (otherwise `strict` says), the digest threads.
   */
  uaix?: { pubkey?: string; trust?: TrustOptions; previous?: string; requireSignature?: boolean; threads?: boolean };
}

/**
 * A typed key into a run's state: the value's type travels with the key, so a pass reads back what
 * another pass set without a cast from `unknown`. Keys are compared by identity, not by name: a
 * format declares its keys once, as constants in its folder (`const WORLD = stateKey<AirWorld>("air.world")`),
 * and a value two formats (or a format and the pipeline) share has one key, exported by its owner.
 * The name is for people: errors and debugging name it.
 */
export interface StateKey<T> {
  readonly name: string;
  /** Never set: it only makes `StateKey<T>` invariant in T, so a key of one type is not taken for another. */
  readonly __type?: (value: T) => T;
}

export function stateKey<T>(name: string): StateKey<T> {
  return { name };
}

/**
 * The state of one run (or, for session logs, of one file across its windows): values under typed
 * keys. Two key objects with one name are a programming error (a key made per call instead of once
 * per format would silently never be read back), so `set` refuses the second.
 */
export class RunState {
  private readonly values = new Map<string, { key: object; value: unknown }>();

  get<T>(key: StateKey<T>): T | undefined {
    const slot = this.values.get(key.name);
    // The one cast: a slot is only ever filled by `set` through this very key object, whose T it carries.
    return slot?.key === key ? (slot.value as T) : undefined;
  }

  set<T>(key: StateKey<T>, value: T): void {
    const slot = this.values.get(key.name);
    if (slot && slot.key !== key)
      throw new TypeError(`two state keys are named ${key.name}: declare a format's state keys once, as constants`);
    this.values.set(key.name, { key, value });
  }

  /** The value a pass earlier in the pipeline must have set; its absence is a bug in the pipeline's order, not bad input. */
  required<T>(key: StateKey<T>): T {
    const slot = this.values.get(key.name);
    if (slot?.key !== key) throw new Error(`state ${key.name} is not set: the pass that sets it has not run`);
    return slot.value as T;
  }

  has<T>(key: StateKey<T>): boolean {
    return this.values.get(key.name)?.key === key;
  }

  /** The names of the keys set, in the order first set (for debugging). */
  names(): string[] {
    return [...this.values.keys()];
  }
}

/** Set by the round-trip check (src/pipeline/roundtrip.ts) before it reads the input, so a reader can keep what comparing needs. */
export const ROUNDTRIP = stateKey<true>("roundtrip");
/** Set by the round-trip check: whether the input validated (a format's compare skips a world that does not). */
export const ROUNDTRIP_VERIFIED = stateKey<boolean>("verified");

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
  /** Per-run state a format's passes share (a reader's parsed document, a resolved world), under typed keys. */
  state: RunState;
  /** The files the last `write` pass made, in memory: what the `check` passes after it read. */
  files?: OutputFiles;
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

/** What a lowering reports when the graph holds no core agent to lower (its source held rules, not an agent). */
export const noCoreAgent = (message: string): Diagnostic[] => [
  { code: "AGC-NO-CORE-AGENT", severity: "error", message },
];
