/** `agentc aegx …`: thin compositions of the AEGX library functions. */
import { createReadStream, readFileSync, statSync } from "node:fs";
import { parseJson, JsonParseError } from "../../../ir/json/parse.js";
import type { Json } from "../../../ir/json/value.js";
import { BundleWriter, initBundle } from "../../../emitters/aegx/bundle-writer.js";
import { exportBundleZip, importBundleZip } from "../../../emitters/aegx/bundle-zip.js";
import { verifyBundle } from "../../passes/aegx/verify-bundle.js";
import { agentcExitCode } from "../../passes/aegx/exit-codes.js";
import { loadAegxGraph } from "../../readers/aegx/load-graph.js";
import { formatSummary, summarizeAegx } from "../../passes/aegx/summarize.js";
import { PRINCIPALS, RECORD_TYPES, type Principal, type RecordType } from "../../../ir/dialects/aegx/constants.js";
import type { Payload } from "../../../ir/dialects/aegx/model.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { plural } from "../../../ir/diagnostics/render.js";
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

/** `add-record --from <jsonl>`: one open of the bundle, every line appended, streaming. */
async function addRecords(dir: string, from: string): Promise<Outcome> {
  const { appendJsonl } = await import("../../passes/aegx/bulk-append.js");
  const w = await BundleWriter.open(dir);
  const input = from === "-" ? process.stdin : createReadStream(from, { highWaterMark: 1 << 20 });
  const blobSize = (hash: string): number | undefined => statSync(`${dir}/blobs/${hash}`, { throwIfNoEntry: false })?.size;
  const r = await appendJsonl(w, input, from === "-" ? "<stdin>" : from, blobSize);
  w.close();
  return {
    exitCode: r.diagnostic ? EXIT.invalid : EXIT.ok,
    diagnostics: r.diagnostic ? [r.diagnostic] : [],
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
  const w = await BundleWriter.open(dir);
  const record = w.append({
    type: o.type as RecordType,
    principal: o.principal as Principal,
    meta: jsonArg("--meta", o.meta),
    parents: list(o.parents),
    taint: list(o.taint),
    payload,
  });
  w.close();
  return { exitCode: EXIT.ok, result: { recordId: record.recordId, auditHead: w.head }, text: record.recordId };
}

export async function addBlob(_ctx: CliContext, dir: string, file: string): Promise<Outcome> {
  const w = await BundleWriter.open(dir);
  const data = readFileSync(file);
  const hash = w.addBlob(data);
  w.close();
  return { exitCode: EXIT.ok, result: { sha256: hash, size: data.length }, text: hash };
}

export async function exportZip(_ctx: CliContext, dir: string, zip: string): Promise<Outcome> {
  assertNotInput(zip, [dir]);
  const entries = await exportBundleZip(dir, zip);
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

export async function verify(_ctx: CliContext, bundle: string, opts: { strict?: boolean }): Promise<Outcome> {
  const v = await verifyBundle(bundle, { strict: opts.strict });
  return {
    exitCode: v.exitCode,
    diagnostics: v.diagnostics,
    result: { verdict: v.ok ? "PASS" : "FAIL", ...v.stats },
    text: `Verification: ${v.ok ? "PASS" : "FAIL"} (${plural(v.stats.records, "record")}, ${plural(v.stats.auditEntries, "audit entry", "audit entries")}, ${plural(v.stats.blobs, "blob")})`,
  };
}

export async function summarize(_ctx: CliContext, bundle: string): Promise<Outcome> {
  const v = await verifyBundle(bundle);
  const { graph, diagnostics } = await loadAegxGraph(bundle);
  if (diagnostics.hasErrors && graph.size === 0) return { exitCode: v.exitCode || EXIT.invalid, diagnostics: v.diagnostics };
  const s = summarizeAegx(graph);
  // Sessions written by `aegx from` are shown as timelines (prompts, tool calls and their outcome, files written, taint).
  const { sessionTimelines, formatTimelines } = await import("../../passes/sessions/timeline.js");
  const sessions = sessionTimelines(graph);
  // The summary is printed either way, but a bundle that fails verification never exits 0.
  return { exitCode: v.exitCode, result: { ...s, verification: v.ok ? "PASS" : "FAIL", sessions }, text: formatSummary(bundle, s, v.ok ? "PASS" : `FAIL (exit ${v.exitCode})`) + formatTimelines(sessions), diagnostics: v.diagnostics };
}
