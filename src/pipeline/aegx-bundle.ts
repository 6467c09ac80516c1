/**
 * An AEGX evidence bundle's own operations, for the library and `agentc aegx …`: records and blobs
 * added (each append opened, journalled and closed: a failure or a kill leaves the bundle as it was),
 * many records from JSON lines in one batch, the bundle as a zip and back, its summary with the
 * sessions in it, and its repair. Each reports the roll-back of an append an earlier run left
 * unfinished (AEGX-W-ROLLBACK). Nothing here prints.
 */
import { statSync } from "node:fs";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { plural } from "../../ir/diagnostics/render.js";
import { withLock } from "../../ir/io/file-lock.js";
import type { ByteChunks } from "../../ir/dialects/aegx/jsonl.js";
import type { NewRecord } from "../../emitters/aegx/bundle-writer.js";
import { BundleWriter } from "../../emitters/aegx/bundle-writer.js";
import { exportBundleZip, importBundleZip } from "../../emitters/aegx/bundle-zip.js";
import { verifyBundle, type VerifyResult } from "../formats/aegx/verify-bundle.js";
import { agentcExitCode } from "../formats/aegx/exit-codes.js";
import { loadAegxGraph } from "../formats/aegx/load-graph.js";
import { formatSummary, summarizeAegx, type BundleSummary } from "../formats/aegx/summarize.js";
import type { SessionTimeline } from "../formats/sessions/timeline.js";
import type { RepairResult } from "../formats/aegx/repair.js";

export type { NewRecord, VerifyResult, BundleSummary, SessionTimeline, RepairResult, ByteChunks };

/** A warning when opening the bundle rolled back a session a killed or failed run had left. */
function rollBackNotes(w: BundleWriter): Diagnostic[] {
  const r = w.rolledBack;
  if (!r) return [];
  const cut = Object.entries(r.cut).map(([f, n]) => `${plural(n, "byte")} of ${f}`);
  const what = [
    ...cut,
    ...(r.restored.length ? [`${r.restored.join(", ")} restored`] : []),
    ...(r.removed.length ? [`${plural(r.removed.length, "file")} it created removed`] : []),
  ];
  return [
    {
      code: "AEGX-W-ROLLBACK",
      severity: "warning",
      message: `an append that did not finish (its run was killed or failed) was rolled back: ${what.join("; ") || "it had written nothing"}`,
      file: w.dir,
    },
  ];
}

/** One append session: opened, `fn` run, closed; aborted (nothing kept) when `fn` throws or says so. */
async function appending<T>(
  dir: string,
  fn: (w: BundleWriter) => T | Promise<T>,
  keep: (r: T) => boolean = () => true,
): Promise<{ value: T; auditHead: string; notes: Diagnostic[] }> {
  const w = await BundleWriter.open(dir);
  const notes = rollBackNotes(w);
  let value: T;
  try {
    value = await fn(w);
  } catch (e) {
    w.abort();
    throw e;
  }
  if (keep(value)) w.close();
  else w.abort();
  return { value, auditHead: w.head, notes };
}

const blobSizeIn =
  (dir: string) =>
  (hash: string): number | undefined =>
    statSync(`${dir}/blobs/${hash}`, { throwIfNoEntry: false })?.size;

/** Append one record (its id, the audit head after it, and any roll-back note). */
export async function addAegxRecord(
  dir: string,
  record: NewRecord,
): Promise<{ recordId: string; auditHead: string; diagnostics: Diagnostic[] }> {
  const r = await appending(dir, (w) => w.append(record));
  return { recordId: r.value.recordId, auditHead: r.auditHead, diagnostics: r.notes };
}

/** Add a blob (its sha256, and any roll-back note). */
export async function addAegxBlob(
  dir: string,
  data: Uint8Array,
): Promise<{ sha256: string; diagnostics: Diagnostic[] }> {
  const r = await appending(dir, (w) => w.addBlob(data));
  return { sha256: r.value, diagnostics: r.notes };
}

/** The size of a blob already in a bundle, or undefined. */
export const aegxBlobSize = (dir: string, hash: string): number | undefined => blobSizeIn(dir)(hash);

export interface AegxBatchResult {
  /** False when a line stopped the batch: nothing was appended. */
  ok: boolean;
  appended: number;
  first: string | null;
  last: string | null;
  auditHead: string;
  /** The roll-back note, and the line that stopped the batch. */
  diagnostics: Diagnostic[];
}

/** Append every record of a JSON-lines stream in one batch, streaming: it lands whole or not at all. */
export async function appendAegxJsonl(dir: string, input: ByteChunks, label: string): Promise<AegxBatchResult> {
  const { appendJsonl } = await import("../formats/aegx/bulk-append.js");
  const r = await appending(
    dir,
    (w) => appendJsonl(w, input, label, blobSizeIn(dir)),
    (v) => !v.diagnostic,
  );
  const v = r.value;
  if (v.diagnostic)
    return {
      ok: false,
      appended: 0,
      first: null,
      last: null,
      auditHead: r.auditHead,
      diagnostics: [...r.notes, v.diagnostic],
    };
  return {
    ok: true,
    appended: v.appended,
    first: v.first ?? null,
    last: v.last ?? null,
    auditHead: r.auditHead,
    diagnostics: r.notes,
  };
}

/** The bundle as a zip, taken under the bundle's lock (a snapshot between two appends); the entries written. */
export async function exportAegxZip(dir: string, zip: string, options: { force?: boolean } = {}): Promise<string[]> {
  return withLock(dir, () => exportBundleZip(dir, zip, { force: options.force }));
}

/** A zipped bundle extracted into `dir` and verified; nothing is extracted when the archive is unsafe. */
export async function importAegxZip(
  zip: string,
  dir: string,
  options: { force?: boolean } = {},
): Promise<
  { extracted: false; exitCode: number; diagnostics: Diagnostic[] } | { extracted: true; verification: VerifyResult }
> {
  const problems = await importBundleZip(zip, dir, options.force);
  if (problems.some((d) => d.severity === "error"))
    return { extracted: false, exitCode: agentcExitCode(problems) || 1, diagnostics: problems };
  return { extracted: true, verification: await verifyBundle(dir) };
}

export type AegxSummaryResult =
  | { read: false; exitCode: number; diagnostics: readonly Diagnostic[] }
  | { read: true; summary: BundleSummary; sessions: SessionTimeline[]; verification: VerifyResult; text: string };

/** What a bundle holds (records by type and principal, blobs, audit head), its sessions as timelines, and its verification. */
export async function summarizeAegxBundle(bundle: string): Promise<AegxSummaryResult> {
  // Read first: a bundle too large to summarize in this process's memory is refused before it is verified.
  const { graph, diagnostics } = await loadAegxGraph(bundle);
  const tooLarge = diagnostics.all.filter((d) => d.code === "AEGX-TOO-LARGE");
  if (tooLarge.length) return { read: false, exitCode: 1, diagnostics: tooLarge };
  const v = await verifyBundle(bundle);
  if (diagnostics.hasErrors && graph.size === 0)
    return { read: false, exitCode: v.exitCode || 1, diagnostics: v.diagnostics };
  const s = summarizeAegx(graph);
  // Sessions written by `aegx from` are shown as timelines (prompts, tool calls and their outcome, files written, taint).
  const { sessionTimelines, formatTimelines } = await import("../formats/sessions/timeline.js");
  const sessions = sessionTimelines(graph);
  return {
    read: true,
    summary: s,
    sessions,
    verification: v,
    text: formatSummary(bundle, s, v.ok ? "PASS" : `FAIL (exit ${v.exitCode})`) + formatTimelines(sessions),
  };
}

/** Repair a bundle (roll back an unfinished append, cut a damaged tail into side files, rewrite the manifest), then verify it. */
export async function repairAegxBundle(
  dir: string,
): Promise<{ repair: RepairResult; verification: VerifyResult; diagnostics: Diagnostic[] }> {
  const { repairBundle } = await import("../formats/aegx/repair.js");
  const r = await repairBundle(dir);
  const v = await verifyBundle(dir);
  const diagnostics: Diagnostic[] = [];
  if (r.rolledBack)
    diagnostics.push({
      code: "AEGX-W-ROLLBACK",
      severity: "warning",
      message: "an append that did not finish (its run was killed or failed) was rolled back first",
      file: dir,
    });
  if (r.cutRecords || r.cutAudit) {
    diagnostics.push({
      code: "AEGX-W-REPAIR-CUT",
      severity: "warning",
      message: `cut ${plural(r.cutRecords, "record")} and ${plural(r.cutAudit, "audit entry", "audit entries")}${r.reason ? `: ${r.reason}` : ""}; kept ${plural(r.kept, "record")}; what was cut is in ${r.sideFiles.join(" and ")}`,
      ...(r.file ? { file: `${dir}/${r.file}`, line: r.line } : { file: dir }),
    });
  }
  return { repair: r, verification: v, diagnostics: [...diagnostics, ...v.diagnostics] };
}
