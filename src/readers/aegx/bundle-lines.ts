/**
 * The one AEGX line reader: records.jsonl and audit-log.jsonl as a stream of
 * decoded lines, in batches (one per input chunk, so consumers run a
 * synchronous inner loop). Both the verifier and the graph loader read
 * bundles through it. Lines in the writers' own layout are cut at known
 * offsets (`fast`, when asked for); every other line is parsed and decoded
 * into the typed model with its issues. Blank lines are skipped, as the spec
 * says.
 */
import { JsonParseError, parseJson } from "../../../ir/json/parse.js";
import type { Json } from "../../../ir/json/value.js";
import { jsonlBatches, isBlankLine, type ByteChunks } from "../../../ir/dialects/aegx/jsonl.js";
import { decodeAuditEntry, decodeRecord, type DecodeIssue } from "../../../ir/dialects/aegx/decode.js";
import { fastAudit, fastRecord, type FastAudit, type FastRecord } from "../../../ir/dialects/aegx/fast-lines.js";
import type { AuditEntry, TypedRecord } from "../../../ir/dialects/aegx/model.js";

/** A line that could not be read: invalid UTF-8, or JSON that does not parse. */
export interface BadLine {
  line: number;
  bad: { message: string; col: number };
}

export type RecordLine =
  | { line: number; fast: FastRecord; length: number }
  | { line: number; json: Json; record: TypedRecord | undefined; issues: DecodeIssue[]; /** characters in the line */ length: number }
  | BadLine;

export type AuditLine = { line: number; fast: FastAudit; length: number } | { line: number; json: Json; entry: AuditEntry | undefined; issues: DecodeIssue[]; length: number } | BadLine;

export interface LineOptions {
  /** Take the fixed-layout shortcut where a line allows it (the verifier); the loader wants full values. */
  fast?: boolean;
}

function parse(line: number, text: string): { json: Json } | BadLine {
  try {
    return { json: parseJson(text, { maxDepth: 128 }).value };
  } catch (e) {
    if (!(e instanceof JsonParseError)) throw e;
    return { line, bad: { message: `parse error: ${e.reason}`, col: e.col } };
  }
}

const UTF8 = { message: "read error: stream did not contain valid UTF-8", col: 1 };

export async function* recordLines(chunks: ByteChunks, options: LineOptions = {}): AsyncGenerator<RecordLine[]> {
  for await (const batch of jsonlBatches(chunks)) {
    const out: RecordLine[] = [];
    for (const l of batch) {
      if ("utf8Error" in l) {
        out.push({ line: l.line, bad: UTF8 });
        continue;
      }
      if (isBlankLine(l.text)) continue;
      const fast = options.fast ? fastRecord(l.text) : undefined;
      if (fast) {
        out.push({ line: l.line, fast, length: l.text.length });
        continue;
      }
      out.push(decodeRecordLine(l.line, l.text));
    }
    yield out;
  }
}

/** One record line through the general path (parse, then typed decode). */
export function decodeRecordLine(line: number, text: string): RecordLine {
  const p = parse(line, text);
  if ("bad" in p) return p;
  const d = decodeRecord(p.json);
  return { line, json: p.json, record: d.value, issues: d.issues, length: text.length };
}

/** The UTF-8 failure of a line, as a bad line. */
export function utf8BadLine(line: number): BadLine {
  return { line, bad: UTF8 };
}

export async function* auditLines(chunks: ByteChunks, options: LineOptions = {}): AsyncGenerator<AuditLine[]> {
  for await (const batch of jsonlBatches(chunks)) {
    const out: AuditLine[] = [];
    for (const l of batch) {
      if ("utf8Error" in l) {
        out.push({ line: l.line, bad: UTF8 });
        continue;
      }
      if (isBlankLine(l.text)) continue;
      const fast = options.fast ? fastAudit(l.text) : undefined;
      if (fast) {
        out.push({ line: l.line, fast, length: l.text.length });
        continue;
      }
      const p = parse(l.line, l.text);
      if ("bad" in p) out.push(p);
      else {
        const d = decodeAuditEntry(p.json);
        out.push({ line: l.line, json: p.json, entry: d.value, issues: d.issues, length: l.text.length });
      }
    }
    yield out;
  }
}
