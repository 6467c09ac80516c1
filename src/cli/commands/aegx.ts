/** `agentc aegx …`: thin compositions of the AEGX library functions. */
import { createReadStream, readFileSync, statSync } from "node:fs";
import { parseJson, JsonParseError } from "../../../ir/json/parse.js";
import type { Json } from "../../../ir/json/value.js";
import { BundleWriter, initBundle } from "../../../emitters/aegx/bundle-writer.js";
import { exportBundleZip, importBundleZip } from "../../../emitters/aegx/bundle-zip.js";
import { verifyBundle } from "../../formats/aegx/verify-bundle.js";
import { agentcExitCode } from "../../formats/aegx/exit-codes.js";
import { loadAegxGraph } from "../../formats/aegx/load-graph.js";
import { formatSummary, summarizeAegx } from "../../formats/aegx/summarize.js";
import { PRINCIPALS, RECORD_TYPES, type Principal, type RecordType } from "../../../ir/dialects/aegx/constants.js";
import type { Payload } from "../../../ir/dialects/aegx/model.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { withLock } from "../../../ir/io/file-lock.js";
import { plural } from "../../../ir/diagnostics/render.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";

function jsonArg(flag: string, text: string): Json {
  try {
    return parseJson(text).value;
  } catch (e) {
    if (e instanceof JsonParseError) throw new CliError(`${flag} is not valid JSON: ${e.message}`);
    throw e;
  }
}

function list(s: string | undefined): string[] {
  return s ? s.split(",").map((x) => x.trim()).filter(Boolean) : [];
}

export async function init(_ctx: CliContext, dir: string, opts: { createdAt?: string; force?: boolean }): Promise<Outcome> {
  const m = initBundle(dir, { createdAt: opts.createdAt, force: opts.force });
  return { exitCode: EXIT.ok, result: { dir, manifest: m }, text: `initialised ${dir}` };
}

interface AddRecordOptions {
  type?: string;
  principal?: string;
  from?: string;
  meta: string;
  parents?: string;
  taint?: string;
  inline?: string;
  blob?: string;
  mime: string;
  size?: string;
}

/** A warning when opening the bundle rolled back a session a killed or failed run had left. */
function rollBackNotes(w: BundleWriter): Diagnostic[] {
  const r = w.rolledBack;
  if (!r) return [];
  const cut = Object.entries(r.cut).map(([f, n]) => `${plural(n, "byte")} of ${f}`);
  const what = [...cut, ...(r.restored.length ? [`${r.restored.join(", ")} restored`] : []), ...(r.removed.length ? [`${plural(r.removed.length, "file")} it created removed`] : [])];
  return [{ code: "AEGX-W-ROLLBACK", severity: "warning", message: `an append that did not finish (its run was killed or failed) was rolled back: ${what.join("; ") || "it had written nothing"}`, file: w.dir }];
}

/**
 * `add-record --from <jsonl>`: one open of the bundle, every line appended, streaming. The batch
 * lands whole or not at all: a bad line, a failed write or a kill leaves the bundle as it was.
 */
async function addRecords(dir: string, from: string): Promise<Outcome> {
  const { appendJsonl } = await import("../../formats/aegx/bulk-append.js");
  const w = await BundleWriter.open(dir);
  const notes = rollBackNotes(w);
  let r: Awaited<ReturnType<typeof appendJsonl>>;
  try {
    const input = from === "-" ? process.stdin : createReadStream(from, { highWaterMark: 1 << 20 });
    const blobSize = (hash: string): number | undefined => statSync(`${dir}/blobs/${hash}`, { throwIfNoEntry: false })?.size;
    r = await appendJsonl(w, input, from === "-" ? "<stdin>" : from, blobSize);
  } catch (e) {
    w.abort();
    throw e;
  }
  if (r.diagnostic) {
    w.abort();
    return {
      exitCode: EXIT.invalid,
      diagnostics: [...notes, r.diagnostic],
      result: { appended: 0, first: null, last: null, auditHead: w.head },
      text: "nothing appended: a batch lands whole or not at all",
    };
  }
  w.close();
  return {
    exitCode: EXIT.ok,
    diagnostics: notes,
    result: { appended: r.appended, first: r.first ?? null, last: r.last ?? null, auditHead: w.head },
    text: `appended ${r.appended} record${r.appended === 1 ? "" : "s"}${r.last ? `; last ${r.last}` : ""}`,
  };
}

export async function addRecord(_ctx: CliContext, dir: string, o: AddRecordOptions): Promise<Outcome> {
  if (o.from !== undefined) {
    if (o.type !== undefined || o.principal !== undefined || o.inline !== undefined || o.blob !== undefined || o.parents !== undefined || o.taint !== undefined) {
      throw new CliError("--from takes every field from its lines; give no --type, --principal, --inline, --blob, --parents or --taint with it");
    }
    return addRecords(dir, o.from);
  }
  if (o.type === undefined || o.principal === undefined) throw new CliError("give --type and --principal (or --from <jsonl> for many records)");
  if (!(RECORD_TYPES as readonly string[]).includes(o.type)) throw new CliError(`--type must be one of ${RECORD_TYPES.join(", ")}`);
  if (!(PRINCIPALS as readonly string[]).includes(o.principal)) throw new CliError(`--principal must be one of ${PRINCIPALS.join(", ")}`);
  if ((o.inline === undefined) === (o.blob === undefined)) throw new CliError("give exactly one of --inline <json> or --blob <sha256>");
  let payload: Payload;
  if (o.inline !== undefined) payload = { inline: jsonArg("--inline", o.inline) };
  else {
    const size = o.size !== undefined ? Number(o.size) : statSync(`${dir}/blobs/${o.blob}`, { throwIfNoEntry: false })?.size;
    if (size === undefined || !Number.isSafeInteger(size) || size < 0) throw new CliError(`--size must be a byte count (blob ${o.blob} not found to measure)`);
    payload = { blob: o.blob as string, mime: o.mime, size };
  }
  const meta = jsonArg("--meta", o.meta);
  const w = await BundleWriter.open(dir);
  let record: ReturnType<BundleWriter["append"]>;
  try {
    record = w.append({ type: o.type as RecordType, principal: o.principal as Principal, meta, parents: list(o.parents), taint: list(o.taint), payload });
  } catch (e) {
    w.abort();
    throw e;
  }
  w.close();
  return { exitCode: EXIT.ok, diagnostics: rollBackNotes(w), result: { recordId: record.recordId, auditHead: w.head }, text: record.recordId };
}

export async function addBlob(_ctx: CliContext, dir: string, file: string): Promise<Outcome> {
  const data = readFileSync(file);
  const w = await BundleWriter.open(dir);
  let hash: string;
  try {
    hash = w.addBlob(data);
  } catch (e) {
    w.abort();
    throw e;
  }
  w.close();
  return { exitCode: EXIT.ok, diagnostics: rollBackNotes(w), result: { sha256: hash, size: data.length }, text: hash };
}

export async function exportZip(_ctx: CliContext, dir: string, zip: string, opts: { force?: boolean } = {}): Promise<Outcome> {
  assertNotInput(zip, [dir]);
  // Under the bundle's lock: the zip is a snapshot between two appends, never the middle of one.
  // Without --force it takes its name only if nothing is there, or an archive of exactly its bytes.
  const entries = await withLock(dir, () => exportBundleZip(dir, zip, { force: opts.force }));
  return { exitCode: EXIT.ok, result: { zip, entries }, text: `wrote ${zip} (${plural(entries.length, "entry", "entries")})` };
}

export async function importZip(_ctx: CliContext, zip: string, dir: string, opts: { force?: boolean }): Promise<Outcome> {
  assertNotInput(dir, [zip]);
  const problems = await importBundleZip(zip, dir, opts.force);
  if (problems.some((d) => d.severity === "error")) return { exitCode: agentcExitCode(problems) || EXIT.invalid, diagnostics: problems, text: "nothing was extracted" };
  const v = await verifyBundle(dir);
  return {
    exitCode: v.exitCode,
    diagnostics: v.diagnostics,
    result: { dir, verification: v.exitCode === 0 ? "PASS" : "FAIL" },
    text: `extracted ${zip} to ${dir}; Verification: ${v.exitCode === 0 ? "PASS" : "FAIL"}`,
  };
}

/** The exit codes of AEGX section 9.2, the reference verifier's: 0 pass, 2 verification failure, 3 schema failure, 4 I/O or parse error. */
export const AEGX_VERIFY_EXIT = { pass: 0, failure: 2, schema: 3, io: 4 } as const;

/**
 * `aegx verify` exits as AEGX section 9.2 says (`specExitCode`), not by agentc's general contract:
 * scripts written for the reference test for 2. Usage errors are 2 as well, as in the reference's
 * argument parser; `--json` tells them apart (AGC-USAGE). docs/security.md.
 */
export async function verify(_ctx: CliContext, bundle: string, opts: { strict?: boolean }): Promise<Outcome> {
  const v = await verifyBundle(bundle, { strict: opts.strict });
  return {
    exitCode: v.specExitCode,
    strictExitCode: AEGX_VERIFY_EXIT.failure,
    diagnostics: v.diagnostics,
    result: { verdict: v.ok ? "PASS" : "FAIL", ...v.stats },
    text: `Verification: ${v.ok ? "PASS" : "FAIL"} (${plural(v.stats.records, "record")}, ${plural(v.stats.auditEntries, "audit entry", "audit entries")}, ${plural(v.stats.blobs, "blob")})`,
  };
}

export async function summarize(_ctx: CliContext, bundle: string): Promise<Outcome> {
  // Read first: a bundle too large to summarize in this process's memory is refused before it is verified.
  const { graph, diagnostics } = await loadAegxGraph(bundle);
  const tooLarge = diagnostics.all.filter((d) => d.code === "AEGX-TOO-LARGE");
  if (tooLarge.length) return { exitCode: EXIT.invalid, diagnostics: tooLarge };
  const v = await verifyBundle(bundle);
  if (diagnostics.hasErrors && graph.size === 0) return { exitCode: v.exitCode || EXIT.invalid, diagnostics: v.diagnostics };
  const s = summarizeAegx(graph);
  // Sessions written by `aegx from` are shown as timelines (prompts, tool calls and their outcome, files written, taint).
  const { sessionTimelines, formatTimelines } = await import("../../formats/sessions/timeline.js");
  const sessions = sessionTimelines(graph);
  // The summary is printed either way, but a bundle that fails verification never exits 0.
  return { exitCode: v.exitCode, result: { ...s, verification: v.ok ? "PASS" : "FAIL", sessions }, text: formatSummary(bundle, s, v.ok ? "PASS" : `FAIL (exit ${v.exitCode})`) + formatTimelines(sessions), diagnostics: v.diagnostics };
}

export async function repair(_ctx: CliContext, dir: string): Promise<Outcome> {
  const { repairBundle } = await import("../../formats/aegx/repair.js");
  const r = await repairBundle(dir);
  const v = await verifyBundle(dir);
  const diagnostics: Diagnostic[] = [];
  if (r.rolledBack) diagnostics.push({ code: "AEGX-W-ROLLBACK", severity: "warning", message: "an append that did not finish (its run was killed or failed) was rolled back first", file: dir });
  if (r.cutRecords || r.cutAudit) {
    diagnostics.push({
      code: "AEGX-W-REPAIR-CUT",
      severity: "warning",
      message: `cut ${plural(r.cutRecords, "record")} and ${plural(r.cutAudit, "audit entry", "audit entries")}${r.reason ? `: ${r.reason}` : ""}; kept ${plural(r.kept, "record")}; what was cut is in ${r.sideFiles.join(" and ")}`,
      ...(r.file ? { file: `${dir}/${r.file}`, line: r.line } : { file: dir }),
    });
  }
  const what = r.cutRecords || r.cutAudit ? `cut ${plural(r.cutRecords, "record")} and ${plural(r.cutAudit, "audit entry", "audit entries")} (kept in ${r.sideFiles.join(", ")})` : r.manifestRewritten ? "rewrote manifest.json from the records" : "nothing to repair";
  return {
    exitCode: v.exitCode,
    diagnostics: [...diagnostics, ...v.diagnostics],
    result: { ...r, verification: v.ok ? "PASS" : "FAIL" },
    text: `${dir}: ${what}; ${plural(r.kept, "record")} kept; Verification: ${v.ok ? "PASS" : "FAIL"}`,
  };
}
