/** `agentc aegx …`: thin compositions of the AEGX library functions. */
import { createReadStream, readFileSync } from "node:fs";
import { parseJson, JsonParseError } from "../../../ir/json/parse.js";
import type { Json } from "../../../ir/json/value.js";
import {
  addAegxBlob,
  addAegxRecord,
  aegxBlobSize,
  appendAegxJsonl,
  exportAegxZip,
  importAegxZip,
  initAegx,
  PRINCIPALS,
  RECORD_TYPES,
  repairAegx,
  summarizeAegxBundle,
  verifyAegx,
  type Payload,
  type Principal,
  type RecordType,
} from "../../api.js";
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
  return s
    ? s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean)
    : [];
}

export async function init(
  _ctx: CliContext,
  dir: string,
  opts: { createdAt?: string; force?: boolean },
): Promise<Outcome> {
  const m = await initAegx(dir, { createdAt: opts.createdAt, force: opts.force });
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

/**
 * `add-record --from <jsonl>`: one open of the bundle, every line appended, streaming. The batch
 * lands whole or not at all: a bad line, a failed write or a kill leaves the bundle as it was.
 */
async function addRecords(dir: string, from: string): Promise<Outcome> {
  const input = from === "-" ? process.stdin : createReadStream(from, { highWaterMark: 1 << 20 });
  const r = await appendAegxJsonl(dir, input, from === "-" ? "<stdin>" : from);
  if (!r.ok)
    return {
      exitCode: EXIT.invalid,
      diagnostics: r.diagnostics,
      result: { appended: 0, first: null, last: null, auditHead: r.auditHead },
      text: "nothing appended: a batch lands whole or not at all",
    };
  return {
    exitCode: EXIT.ok,
    diagnostics: r.diagnostics,
    result: { appended: r.appended, first: r.first, last: r.last, auditHead: r.auditHead },
    text: `appended ${r.appended} record${r.appended === 1 ? "" : "s"}${r.last ? `; last ${r.last}` : ""}`,
  };
}

export async function addRecord(_ctx: CliContext, dir: string, o: AddRecordOptions): Promise<Outcome> {
  if (o.from !== undefined) {
    if (
      o.type !== undefined ||
      o.principal !== undefined ||
      o.inline !== undefined ||
      o.blob !== undefined ||
      o.parents !== undefined ||
      o.taint !== undefined
    ) {
      throw new CliError(
        "--from takes every field from its lines; give no --type, --principal, --inline, --blob, --parents or --taint with it",
      );
    }
    return addRecords(dir, o.from);
  }
  if (o.type === undefined || o.principal === undefined)
    throw new CliError("give --type and --principal (or --from <jsonl> for many records)");
  if (!(RECORD_TYPES as readonly string[]).includes(o.type))
    throw new CliError(`--type must be one of ${RECORD_TYPES.join(", ")}`);
  if (!(PRINCIPALS as readonly string[]).includes(o.principal))
    throw new CliError(`--principal must be one of ${PRINCIPALS.join(", ")}`);
  if ((o.inline === undefined) === (o.blob === undefined))
    throw new CliError("give exactly one of --inline <json> or --blob <sha256>");
  let payload: Payload;
  if (o.inline !== undefined) payload = { inline: jsonArg("--inline", o.inline) };
  else {
    const size = o.size !== undefined ? Number(o.size) : await aegxBlobSize(dir, o.blob as string);
    if (size === undefined || !Number.isSafeInteger(size) || size < 0)
      throw new CliError(`--size must be a byte count (blob ${o.blob} not found to measure)`);
    payload = { blob: o.blob as string, mime: o.mime, size };
  }
  const meta = jsonArg("--meta", o.meta);
  const r = await addAegxRecord(dir, {
    type: o.type as RecordType,
    principal: o.principal as Principal,
    meta,
    parents: list(o.parents),
    taint: list(o.taint),
    payload,
  });
  return {
    exitCode: EXIT.ok,
    diagnostics: r.diagnostics,
    result: { recordId: r.recordId, auditHead: r.auditHead },
    text: r.recordId,
  };
}

export async function addBlob(_ctx: CliContext, dir: string, file: string): Promise<Outcome> {
  const data = readFileSync(file);
  const r = await addAegxBlob(dir, data);
  return {
    exitCode: EXIT.ok,
    diagnostics: r.diagnostics,
    result: { sha256: r.sha256, size: data.length },
    text: r.sha256,
  };
}

export async function exportZip(
  _ctx: CliContext,
  dir: string,
  zip: string,
  opts: { force?: boolean } = {},
): Promise<Outcome> {
  assertNotInput(zip, [dir]);
  // Under the bundle's lock: the zip is a snapshot between two appends, never the middle of one.
  // Without --force it takes its name only if nothing is there, or an archive of exactly its bytes.
  const entries = await exportAegxZip(dir, zip, { force: opts.force });
  return {
    exitCode: EXIT.ok,
    result: { zip, entries },
    text: `wrote ${zip} (${plural(entries.length, "entry", "entries")})`,
  };
}

export async function importZip(
  _ctx: CliContext,
  zip: string,
  dir: string,
  opts: { force?: boolean },
): Promise<Outcome> {
  assertNotInput(dir, [zip]);
  const r = await importAegxZip(zip, dir, { force: opts.force });
  if (!r.extracted) return { exitCode: r.exitCode, diagnostics: r.diagnostics, text: "nothing was extracted" };
  const v = r.verification;
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
  const v = await verifyAegx(bundle, { strict: opts.strict });
  return {
    exitCode: v.specExitCode,
    strictExitCode: AEGX_VERIFY_EXIT.failure,
    diagnostics: v.diagnostics,
    result: { verdict: v.ok ? "PASS" : "FAIL", ...v.stats },
    text: `Verification: ${v.ok ? "PASS" : "FAIL"} (${plural(v.stats.records, "record")}, ${plural(v.stats.auditEntries, "audit entry", "audit entries")}, ${plural(v.stats.blobs, "blob")})`,
  };
}

export async function summarize(_ctx: CliContext, bundle: string): Promise<Outcome> {
  const r = await summarizeAegxBundle(bundle);
  if (!r.read) return { exitCode: r.exitCode, diagnostics: r.diagnostics };
  const v = r.verification;
  // The summary is printed either way, but a bundle that fails verification never exits 0.
  return {
    exitCode: v.exitCode,
    result: { ...r.summary, verification: v.ok ? "PASS" : "FAIL", sessions: r.sessions },
    text: r.text,
    diagnostics: v.diagnostics,
  };
}

export async function repair(_ctx: CliContext, dir: string): Promise<Outcome> {
  const { repair: r, verification: v, diagnostics } = await repairAegx(dir);
  const what =
    r.cutRecords || r.cutAudit
      ? `cut ${plural(r.cutRecords, "record")} and ${plural(r.cutAudit, "audit entry", "audit entries")} (kept in ${r.sideFiles.join(", ")})`
      : r.manifestRewritten
        ? "rewrote manifest.json from the records"
        : "nothing to repair";
  return {
    exitCode: v.exitCode,
    diagnostics,
    result: { ...r, verification: v.ok ? "PASS" : "FAIL" },
    text: `${dir}: ${what}; ${plural(r.kept, "record")} kept; Verification: ${v.ok ? "PASS" : "FAIL"}`,
  };
}
