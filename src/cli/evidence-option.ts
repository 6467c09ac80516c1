/**
 * The global `--evidence <bundle>` option: the inputs a command names are
 * snapshotted before it runs; afterwards the run is recorded in the bundle
 * with the passes and outputs the command reports (or, for commands that
 * report none, one pass with its diagnostics and the files it changed).
 * Failed runs are recorded too: a denied GuardDecision is evidence as well.
 */
import { beginRunEvidence, type RunEvidenceSession } from "../api.js";
import type { Outcome } from "./context.js";

export class EvidenceSession {
  private constructor(private readonly session: RunEvidenceSession) {}

  /** Check the target (so a command never runs when its evidence cannot be kept) and snapshot the named paths. */
  static async begin(target: string, paths: string[]): Promise<EvidenceSession> {
    return new EvidenceSession(await beginRunEvidence(target, paths));
  }

  async finish(command: string, argv: string[], version: string, outcome: Outcome): Promise<Outcome> {
    const reported = outcome.evidence;
    const recorded = await this.session.finish({
      argv,
      version,
      passes: reported?.passes ?? [{ name: command, diagnostics: outcome.diagnostics ?? [] }],
      writes: reported?.writes,
      pid: process.pid,
    });
    return { ...outcome, evidenceRecorded: recorded };
  }
}
