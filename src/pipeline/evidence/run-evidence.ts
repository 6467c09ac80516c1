/**
 * `--evidence <bundle-dir | bundle.aegx.zip>`: record one run (what it read,
 * each verification pass, what it wrote) in an AEGX bundle, appending to the
 * bundle when it exists. A zip bundle is extracted (after every archive
 * check), appended to and re-exported atomically, all under the zip's lock:
 * runs that overlap take turns, and none drops the sessions of another.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { exportBundleZip, importBundleZip } from "../../../emitters/aegx/bundle-zip.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { EvidenceRecorder, isBundleDir } from "./recorder.js";
import { AgentcError } from "../../../ir/diagnostics/agentc-error.js";
import { withLock } from "../../../ir/io/file-lock.js";
import { removeStaleTemporaries, tempSibling } from "../../../ir/io/atomic-write.js";

export interface RunEvidence {
  argv: string[];
  version: string;
  reads: ReadonlyArray<readonly [string, Uint8Array]>;
  passes: ReadonlyArray<{ name: string; diagnostics: readonly Diagnostic[] }>;
  writes: ReadonlyArray<readonly [string, Uint8Array]>;
  /** The process that ran (recorded in SessionStart, so that overlapping runs of one command stay distinct). */
  pid?: number;
}

export class EvidenceError extends AgentcError {
  constructor(message: string) {
    super(message, "AGC-EVIDENCE");
  }
}

export const isZipTarget = (target: string): boolean => target.toLowerCase().endsWith(".zip");

/** Refuse a target that would destroy something (checked before the command runs). */
export function checkEvidenceTarget(target: string): void {
  if (!existsSync(target)) return;
  if (isZipTarget(target)) {
    if (!statSync(target).isFile()) throw new EvidenceError(`--evidence ${target} exists and is not a file`);
    return;
  }
  if (!statSync(target).isDirectory() || (readdirSync(target).length > 0 && !isBundleDir(target))) {
    throw new EvidenceError(`--evidence ${target} exists and is not an AEGX bundle; name a new or existing bundle`);
  }
}

export async function recordRunEvidence(target: string, run: RunEvidence): Promise<{ bundle: string; head: string }> {
  checkEvidenceTarget(target);
  if (!isZipTarget(target)) return { bundle: target, head: await writeRun(target, run) };
  return withLock(target, () => recordInZip(target, run));
}

/** Read the zip (when there is one), append the run, write the zip back; its lock is held. */
async function recordInZip(target: string, run: RunEvidence): Promise<{ bundle: string; head: string }> {
  checkEvidenceTarget(target);
  // The bundle is rebuilt beside the zip (never in TMPDIR), then exported over it; a run killed
  // meanwhile leaves a temporary with agentc's prefix, which the next run removes.
  const tmp = tempSibling(resolve(target));
  removeStaleTemporaries(dirname(tmp));
  mkdirSync(tmp, { recursive: true });
  try {
    const dir = join(tmp, "bundle");
    if (existsSync(target)) {
      const problems = (await importBundleZip(target, dir)).filter((d) => d.severity === "error");
      if (problems.length)
        throw new EvidenceError(`--evidence ${target} is not a readable bundle: ${problems[0]!.message}`);
    }
    const head = await writeRun(dir, run);
    await exportBundleZip(dir, target);
    return { bundle: target, head };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Record the run as one session: it lands whole or not at all. */
async function writeRun(dir: string, run: RunEvidence): Promise<string> {
  const recorder = await EvidenceRecorder.start(dir, run.argv, run.version, { pid: run.pid });
  try {
    const reads = run.reads.map(([path, bytes]) => recorder.fileRead(path, bytes));
    for (const p of run.passes) recorder.guardDecision(p.name, p.diagnostics, reads);
    for (const [path, bytes] of run.writes) recorder.fileWrite(path, bytes, reads);
  } catch (e) {
    recorder.abort();
    throw e;
  }
  return recorder.finish();
}
