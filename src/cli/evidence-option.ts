/**
 * The global `--evidence <bundle>` option: the inputs a command names are
 * snapshotted before it runs; afterwards the run is recorded in the bundle
 * with the passes and outputs the command reports (or, for commands that
 * report none, one pass with its diagnostics and the files it changed).
 * Failed runs are recorded too: a denied GuardDecision is evidence as well.
 */
import { checkEvidenceTarget, recordRunEvidence } from "../pipeline/evidence/run-evidence.js";
import { changedFiles, snapshotFiles, type FileBytes } from "../pipeline/evidence/snapshot.js";
import type { Outcome } from "./context.js";

export class EvidenceSession {
  private constructor(
    private readonly target: string,
    private readonly paths: string[],
    private readonly before: FileBytes,
  ) {}

  /** Check the target (so a command never runs when its evidence cannot be kept) and snapshot the named paths. */
  static begin(target: string, paths: string[]): EvidenceSession {
    checkEvidenceTarget(target);
    return new EvidenceSession(target, paths, snapshotFiles(paths, [target]));
  }

  async finish(command: string, argv: string[], version: string, outcome: Outcome): Promise<Outcome> {
    const reported = outcome.evidence;
    const run = {
      argv,
      version,
      reads: [...this.before],
      passes: reported?.passes ?? [{ name: command, diagnostics: outcome.diagnostics ?? [] }],
      writes: reported?.writes ?? changedFiles(this.before, this.paths, [this.target]),
      pid: process.pid,
    };
    const { bundle, head } = await recordRunEvidence(this.target, run);
    return { ...outcome, evidenceRecorded: { bundle, auditHead: head, records: 1 + run.reads.length + run.passes.length + run.writes.length } };
  }
}
