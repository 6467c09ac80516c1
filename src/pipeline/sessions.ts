/**
 * `agentc aegx from`: agent session logs (a file, or every `.jsonl`/`.json` under a directory) into
 * an AEGX bundle. Each file goes through the pass manager on its own graph —
 * `sessions.read-<tool> → sessions.verify → sessions.redact → aegx.lower → aegx.append` — so memory
 * holds one log at a time; the run (src/formats/sessions/run.ts) carries what crosses files.
 *
 * Same input, same bytes: record ids are content hashes, times come from the logs (the manifest's
 * created_at is the first record's time), nothing reads the clock. A record already in the bundle
 * (same content, same parents) is not written again, so `--append` of a continued log adds only
 * its new turns.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { resolve, sep } from "node:path";
import { Diagnostics, type Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { checkInputPath } from "../../ir/io/input-file.js";
import { OutputExistsError } from "../../ir/io/output-files.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { computeRecordId } from "../../ir/dialects/aegx/record-id.js";
import type { Payload } from "../../ir/dialects/aegx/model.js";
import type { SessionTool } from "../../ir/dialects/sessions/model.js";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { verifyBundle } from "../formats/aegx/verify-bundle.js";
import { detectSessionTool, sessionFiles } from "../formats/sessions/detect.js";
import { DONE, DRAFTS, RUN, SKIPPED, type DraftRecord } from "../formats/sessions/draft.js";
import { RunState } from "../formats/pass.js";
import { SessionRun } from "../formats/sessions/run.js";
import { SESSION_FORMATS } from "../formats/sessions/format.js";
import { newRun, runPass } from "./run-context.js";
import type { PipelineStep } from "./pass-manager.js";

/** Payloads whose JSON is larger than this go to blobs/ (bytes). */
export const INLINE_LIMIT = 4096;

export interface SessionsOptions {
  /** Add to an existing bundle (records already there are not added again). */
  append?: boolean;
  /** Replace an existing bundle. */
  force?: boolean;
  /** Replace secrets by markers (default true; `--no-redact` turns it off). */
  redact?: boolean;
  /** The salt of the markers' hashes (default: derived from each session's id). */
  salt?: string;
  inlineLimit?: number;
  /** fsync each flush (default true). */
  durable?: boolean;
  strict?: boolean;
  /** Called after each pipeline step, as it finishes (`--print-pipeline`). */
  afterEach?: (step: PipelineStep) => void;
}

export interface SessionFileResult {
  file: string;
  tool: SessionTool | null;
  records: number;
  skipped: Record<string, number>;
  pipeline: PipelineStep[];
  /** How many windows the log was read in (src/formats/sessions/format.ts). */
  windows: number;
}

export interface SessionsResult {
  bundle: string;
  files: SessionFileResult[];
  sessions: number;
  /** Records written by this run, and records the bundle already held (not written again). */
  appended: number;
  alreadyPresent: number;
  byType: Record<string, number>;
  redacted: boolean;
  redactions: Record<string, number>;
  auditHead: string | null;
  diagnostics: Diagnostic[];
}

/** A log read in several windows runs each step once a window: its steps are reported once, times and counts summed. */
function mergeSteps(into: PipelineStep[], steps: readonly PipelineStep[]): void {
  const rank = { ok: 0, warnings: 1, failed: 2 } as const;
  for (const s of steps) {
    const same = into.find((x) => x.name === s.name);
    if (!same) {
      into.push({ ...s });
      continue;
    }
    same.ms = Math.round((same.ms + s.ms) * 100) / 100;
    same.errors += s.errors;
    same.warnings += s.warnings;
    if (rank[s.verdict] > rank[same.verdict]) same.verdict = s.verdict;
  }
}

function payloadOf(value: DraftRecord["value"], limit: number): { payload: Payload; blob?: Buffer } {
  const text = JSON.stringify(value);
  if (Buffer.byteLength(text) <= limit) return { payload: { inline: value } };
  const blob = Buffer.from(text, "utf8");
  return { payload: { blob: sha256Hex(blob), mime: "application/json", size: blob.length }, blob };
}

/**
 * Writes an AEGX bundle at `output` from agent session logs: `input` is one log (a Claude Code
 * transcript, a Codex rollout, an OTLP JSON or JSON Lines export of GenAI spans) or a directory
 * searched for every `.jsonl`/`.json` below it. Secrets are replaced by salted markers unless
 * `options.redact` is false. An existing non-empty `output` is refused (`OutputExistsError`) unless
 * `options.append` (records already there are not written again) or `options.force`. Same logs,
 * same bytes. The mapping is in docs/formats.md, "Agent sessions as evidence".
 */
export async function sessionsToBundle(
  input: string,
  output: string,
  options: SessionsOptions = {},
): Promise<SessionsResult> {
  const isDir = checkInputPath(input, "file-or-directory").isDirectory();
  // A bundle written inside the directory it is made from is not read back as a log.
  const under = resolve(output) + sep;
  const files = isDir ? sessionFiles(input).filter((f) => !resolve(f).startsWith(under)) : [input];
  const all: Diagnostic[] = [];
  const run = new SessionRun({
    redact: options.redact !== false,
    salt: options.salt,
    inlineLimit: options.inlineLimit ?? INLINE_LIMIT,
  });
  const result: SessionsResult = {
    bundle: output,
    files: [],
    sessions: 0,
    appended: 0,
    alreadyPresent: 0,
    byType: run.counts,
    redacted: options.redact !== false,
    redactions: run.redactions,
    auditHead: null,
    diagnostics: all,
  };
  if (files.length === 0) {
    all.push({
      code: "AEGX-SESSION-FORMAT",
      severity: "error",
      message: "the directory holds no .jsonl or .json session log",
      file: input,
    });
    return result;
  }

  let writer: BundleWriter | undefined;
  let preexisting = false;
  const exists = existsSync(output) && (!statSync(output).isDirectory() || readdirSync(output).length > 0);
  if (exists && options.append) {
    const v = await verifyBundle(output, { collectRecordIds: true });
    if (!v.ok) {
      all.push(...v.diagnostics);
      return result;
    }
    for (const id of v.stats.recordIds ?? []) run.existing.add(id);
    preexisting = run.existing.size > 0;
    writer = await BundleWriter.open(output, { durable: options.durable });
  } else if (exists && !options.force) {
    throw new OutputExistsError(
      `${output} exists and is not empty; nothing was written (use --append to add to the bundle, or --force to replace it)`,
    );
  }
  const open = async (createdAt: string): Promise<BundleWriter> => {
    if (!writer) {
      initBundle(output, { createdAt, force: exists });
      writer = await BundleWriter.open(output, { durable: options.durable });
    }
    return writer;
  };

  const append = async (drafts: readonly DraftRecord[]): Promise<Diagnostic[]> => {
    for (const d of drafts) {
      if (d.type === "SessionStart") run.sessions.add(d.sessionId);
      if (run.recordOf(d.sessionId, d.key) !== undefined) continue; // the same log key twice: one record
      const start = run.recordOf(d.sessionId, `session:${d.sessionId}`);
      const parents =
        d.type === "SessionStart"
          ? []
          : [
              ...new Set(
                d.parentKeys
                  .map((k) => run.recordOf(d.sessionId, k) ?? start)
                  .filter((x): x is string => x !== undefined),
              ),
            ];
      const { payload, blob } = payloadOf(d.value, run.options.inlineLimit);
      const record = { type: d.type, principal: d.principal, taint: d.taint, parents, meta: d.meta, payload };
      // Records already in the bundle are known by id (computed here only when there were any: the
      // writer computes it again, and each record's log key already makes it unique within a run).
      const id = preexisting ? computeRecordId(record) : undefined;
      if (id !== undefined && run.existing.has(id)) {
        run.alreadyPresent++;
        run.remember(d.sessionId, d.key, id);
        continue;
      }
      const w = await open(d.meta.ts as string);
      if (blob) w.addBlob(blob);
      const stored = w.append(record);
      if (preexisting) run.existing.add(stored.recordId);
      run.remember(d.sessionId, d.key, stored.recordId);
      run.count(d.type);
      run.appended++;
    }
    return [];
  };

  try {
    for (const file of files) await convertFile(file);
  } finally {
    // What was appended before a failure is flushed whole (records, then audit entries, then the
    // manifest): the bundle verifies, and `--append` of the same logs adds only what is missing.
    if (writer) {
      writer.close();
      result.auditHead = writer.head;
    }
  }
  result.sessions = run.sessions.size;
  result.appended = run.appended;
  result.alreadyPresent = run.alreadyPresent;
  return result;

  async function convertFile(file: string): Promise<void> {
    const tool = detectSessionTool(file);
    if (tool === undefined) {
      const ds = new Diagnostics();
      // In a directory, files of other kinds are passed over; named on the command line, they are an error.
      if (isDir)
        ds.info("AEGX-SESSION-FORMAT", "not a Claude Code transcript, Codex rollout or OTLP JSON file; passed over", {
          file,
          line: 1,
        });
      else
        ds.error(
          "AEGX-SESSION-FORMAT",
          "not a Claude Code transcript, Codex rollout or OTLP JSON file (docs/formats.md names what is read)",
          { file, line: 1 },
        );
      all.push(...ds.all);
      result.files.push({ file, tool: null, records: 0, skipped: {}, pipeline: [], windows: 0 });
      return;
    }
    const format = SESSION_FORMATS[tool];
    // One state for the file's windows (what crosses them: the reader, keys seen, calls open); a graph per window.
    const fileState = new RunState();
    fileState.set(RUN, run);
    const before = run.appended;
    const steps: PipelineStep[] = [];
    let ok = true;
    let windows = 0;
    while (ok) {
      windows++;
      const r = newRun(file, { strict: options.strict, afterEach: options.afterEach }, { state: fileState });
      ok = await runPass(r, format.read);
      for (const p of format.verify) if (ok) ok = await runPass(r, p);
      if (ok) ok = await runPass(r, format.redact);
      if (ok && format.lower) ok = await runPass(r, format.lower);
      if (ok)
        ok = await r.pm.run({ name: "aegx.append", dialect: "aegx", kind: "write" }, () =>
          append(fileState.required(DRAFTS)),
        );
      all.push(...r.pm.diagnostics);
      mergeSteps(steps, r.pm.steps);
      if (fileState.get(DONE) === true) break;
    }
    result.files.push({
      file,
      tool,
      records: run.appended - before,
      skipped: fileState.get(SKIPPED) ?? {},
      pipeline: steps,
      windows,
    });
  }
}
