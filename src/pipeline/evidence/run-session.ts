/**
 * The evidence of one run, as a session: the target is checked and the paths the run names are
 * snapshotted before it runs (so a run never goes ahead when its evidence cannot be kept); after it,
 * what it read, the passes it reports and what it changed are recorded in the bundle.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { checkEvidenceTarget, recordRunEvidence } from "./run-evidence.js";
import { changedFiles, snapshotFiles } from "./snapshot.js";

export interface RunToRecord {
  argv: string[];
  version: string;
  /** The passes the run reports (a command that reports none: one pass with its diagnostics). */
  passes: ReadonlyArray<{ name: string; diagnostics: readonly Diagnostic[] }>;
  /** What the run wrote; undefined: the named paths that changed since the session began. */
  writes?: ReadonlyArray<readonly [string, Uint8Array]>;
  pid?: number;
}

export interface RunEvidenceSession {
  finish(run: RunToRecord): Promise<{ bundle: string; auditHead: string; records: number }>;
}

export function beginRunEvidence(target: string, paths: readonly string[]): RunEvidenceSession {
  checkEvidenceTarget(target);
  const before = snapshotFiles(paths, [target]);
  return {
    async finish(run) {
      const full = { ...run, reads: [...before], writes: run.writes ?? changedFiles(before, paths, [target]) };
      const { bundle, head } = await recordRunEvidence(target, full);
      return { bundle, auditHead: head, records: 1 + full.reads.length + full.passes.length + full.writes.length };
    },
  };
}
