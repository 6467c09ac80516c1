/**
 * What every command shares: output mode (text or --json), colour, and the
 * one way results and diagnostics are printed and turned into an exit code.
 */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { PipelineStep } from "../api.js";
import {
  diagnosticsToJson,
  explainFooter,
  renderDiagnostics,
  renderSummary,
  shouldColor,
} from "../../ir/diagnostics/render.js";
import { stderrIsTerminal, writeStandard } from "./standard-streams.js";
import { writeFileAtomic } from "../../ir/io/atomic-write.js";
import { WriteError } from "../../ir/io/write-error.js";
import { packageVersion } from "../../ir/io/package-root.js";
import { sarifLog } from "./sarif.js";
import { sourceLoader } from "./sources.js";

/** Human output shows this many diagnostics of one code, then "… and N more" (--json and --sarif keep all). */
export const FOLD_AFTER = 3;

/**
 * agentc's one exit-code contract, the same for every command: 0 ok, 1 the
 * input fails its checks, 2 usage error, 3 AEGX verification could not run
 * (the bundle's schema is broken), 4 input missing or unreadable, 5 an output
 * cannot be written (disk full, permission denied, read-only, or locked by
 * another run past the wait). Never 70: an internal error is reported as
 * AGC-INTERNAL with exit 1. One command follows its format's specification
 * instead: `aegx verify` exits as AEGX section 9.2 says (0 pass, 2 verification
 * failure, 3 schema, 4 I/O or parse), for scripts written for the reference
 * verifier (docs/security.md).
 */
export const EXIT = { ok: 0, invalid: 1, usage: 2, unverifiable: 3, io: 4, write: 5 } as const;

export interface CliContext {
  json: boolean;
  color: boolean;
  out: (s: string) => void;
  err: (s: string) => void;
  /** `--sarif <file>`: also write the diagnostics there as SARIF 2.1.0. */
  sarif?: string;
  /** `--print-pipeline`: called after each pipeline step; commands pass it to the library (print-pipeline.ts). */
  afterEach?: (step: PipelineStep) => void;
}

export function makeContext(json: boolean): CliContext {
  return {
    json,
    color: shouldColor({ isTTY: stderrIsTerminal() }),
    out: (s) => writeStandard(1, s.endsWith("\n") ? s : `${s}\n`),
    err: (s) => writeStandard(2, s.endsWith("\n") ? s : `${s}\n`),
  };
}

export interface Outcome {
  exitCode: number;
  diagnostics?: readonly Diagnostic[];
  /** Machine-readable result for --json. */
  result?: unknown;
  /**
   * The exit code global `--strict` gives a run that passed with warnings (default 1). `aegx verify`
   * follows AEGX section 9.2 and says 2 (verification failure); docs/security.md.
   */
  strictExitCode?: number;
  /** Human-readable lines for the terminal. */
  text?: string;
  /**
   * Rows too many to hold (a 1,000,000-node `air hash`): made one at a time as they are printed,
   * after `text`: each row's line for the terminal, and under --json its value as an item of
   * `result` (an array; `result` itself is then not given).
   */
  rows?: () => Iterable<{ line: string; value: unknown }>;
  sources?: ReadonlyMap<string, string>;
  /** What the command checked and wrote, for --evidence (when it knows better than a before/after snapshot). */
  evidence?: {
    passes?: ReadonlyArray<{ name: string; diagnostics: readonly Diagnostic[] }>;
    writes?: ReadonlyArray<readonly [string, Uint8Array]>;
  };
  /** Set once --evidence has recorded the run. */
  evidenceRecorded?: { bundle: string; auditHead: string; records: number };
}

function jsonReplacer(_k: string, v: unknown): unknown {
  if (typeof v === "bigint") return v.toString();
  if (v instanceof Map) return Object.fromEntries(v);
  return v;
}

/** Where the rows go in a --json envelope: a string no result holds, replaced as the envelope is written. */
const ROWS_HERE = "\u0000agentc rows\u0000";
/** Rows are written in pieces of about this many characters: few writes, and no large string. */
const PIECE = 1 << 16;

/** Each row's line, in pieces of whole lines (ctx.out ends each piece with its newline). */
function emitLines(ctx: CliContext, rows: Iterable<{ line: string }>): void {
  let piece: string[] = [];
  let size = 0;
  for (const r of rows) {
    piece.push(r.line);
    size += r.line.length + 1;
    if (size >= PIECE) {
      ctx.out(piece.join("\n"));
      piece = [];
      size = 0;
    }
  }
  if (piece.length) ctx.out(piece.join("\n"));
}

/**
 * The envelope with the rows' values as the `result` array, byte for byte what JSON.stringify(…, 2)
 * writes for it, in pieces: each ends a line (ctx.out adds the newline), a piece before more rows
 * with the comma between items.
 */
function emitJsonRows(ctx: CliContext, envelope: string, rows: Iterable<{ value: unknown }>): void {
  const [head, tail] = envelope.split(JSON.stringify(ROWS_HERE)) as [string, string];
  const it = rows[Symbol.iterator]();
  let next = it.next();
  if (next.done) {
    ctx.out(`${head}[]${tail}`);
    return;
  }
  ctx.out(`${head}[`);
  let piece: string[] = [];
  let size = 0;
  while (!next.done) {
    const item = `    ${JSON.stringify(next.value.value, jsonReplacer, 2).replace(/\n/g, "\n    ")}`;
    next = it.next();
    piece.push(item);
    size += item.length + 2;
    if (size >= PIECE || next.done) {
      ctx.out(`${piece.join(",\n")}${next.done ? "" : ","}`);
      piece = [];
      size = 0;
    }
  }
  ctx.out(`  ]${tail}`);
}

/** Print an outcome and return its exit code. */
export function emit(ctx: CliContext, o: Outcome): number {
  if (ctx.sarif) o = writeSarif(ctx.sarif, o);
  const ds = o.diagnostics ?? [];
  if (ctx.json) {
    const evidence = o.evidenceRecorded ? { evidence: o.evidenceRecorded } : {};
    const envelope = {
      ok: o.exitCode === 0,
      exitCode: o.exitCode,
      diagnostics: diagnosticsToJson(ds),
      result: o.rows ? ROWS_HERE : (o.result ?? null),
      ...evidence,
    };
    const text = JSON.stringify(envelope, jsonReplacer, 2);
    if (o.rows) emitJsonRows(ctx, text, o.rows());
    else ctx.out(text);
    return o.exitCode;
  }
  if (ds.length) {
    ctx.err(
      renderDiagnostics(ds, { color: ctx.color, sources: o.sources, source: sourceLoader(), foldAfter: FOLD_AFTER }),
    );
    ctx.err(`\n${renderSummary(ds)}`);
    const footer = o.exitCode !== 0 ? explainFooter(ds) : undefined;
    if (footer) ctx.err(footer);
  }
  if (o.text) ctx.out(o.text);
  if (o.rows) emitLines(ctx, o.rows());
  if (o.evidenceRecorded)
    ctx.err(
      `evidence: ${o.evidenceRecorded.records} records in ${o.evidenceRecorded.bundle} (audit head ${o.evidenceRecorded.auditHead})`,
    );
  return o.exitCode;
}

/** Write the outcome's diagnostics as SARIF; a failure to write is itself reported (exit 5, an output not written, when nothing else failed). */
function writeSarif(file: string, o: Outcome): Outcome {
  try {
    writeFileAtomic(
      file,
      `${JSON.stringify(sarifLog(o.diagnostics ?? [], { name: "agentc", version: packageVersion() }), null, 2)}\n`,
    );
    return o;
  } catch (e) {
    const reason = e instanceof WriteError ? `${e.reason}${e.errno ? ` (${e.errno})` : ""}` : (e as Error).message;
    const d: Diagnostic = {
      code: "AGC-WRITE",
      severity: "error",
      message: `cannot write the SARIF log ${file}: ${reason}`,
    };
    return { ...o, exitCode: o.exitCode || EXIT.write, diagnostics: [...(o.diagnostics ?? []), d] };
  }
}
