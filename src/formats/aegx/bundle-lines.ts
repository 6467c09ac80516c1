/**
 * The one AEGX line reader: records.jsonl and audit-log.jsonl, read by the
 * verifier and the graph loader. The loader takes decoded lines in batches
 * (recordLines, auditLines: every line parsed and decoded into the typed
 * model with its issues). The verifier visits lines as bytes (visitLines):
 * lines in the writers' own layout are read in place by a line layout
 * (ir/dialects/aegx/line-layout.ts), and only the others are decoded. Blank
 * lines are skipped, as the spec says.
 */
import { JsonParseError, parseJson } from "../../../ir/json/parse.js";
import type { Json } from "../../../ir/json/value.js";
import { jsonlBatches, isBlankLine, type ByteChunks } from "../../../ir/dialects/aegx/jsonl.js";
export { visitLines } from "../../../ir/dialects/aegx/jsonl.js";
import { decodeAuditEntry, decodeRecord, type DecodeIssue } from "../../../ir/dialects/aegx/decode.js";
import type { AuditEntry, TypedRecord } from "../../../ir/dialects/aegx/model.js";

/** A line that could not be read: invalid UTF-8, or JSON that does not parse. */
export interface BadLine {
  line: number;
  bad: { message: string; col: number };
}

export type RecordLine =
  | {
      line: number;
      json: Json;
      record: TypedRecord | undefined;
      issues: DecodeIssue[];
      /** characters in the line */ length: number;
    }
  | BadLine;

export type AuditLine =
  { line: number; json: Json; entry: AuditEntry | undefined; issues: DecodeIssue[]; length: number } | BadLine;

/**
 * A member written twice (`"recordId":…,"recordId":…`) is refused at any depth: the reference's typed
 * records refuse it as a parse error (serde's "duplicate field"), and a reader that kept the last value
 * would let a line say two things, one of them unhashed.
 */
function parse(line: number, text: string): { json: Json } | BadLine {
  try {
    return { json: parseJson(text, { maxDepth: 128, duplicateKeys: "error" }).value };
  } catch (e) {
    if (!(e instanceof JsonParseError)) throw e;
    return { line, bad: { message: `parse error: ${e.reason}`, col: e.col } };
  }
}

const UTF8 = { message: "read error: stream did not contain valid UTF-8", col: 1 };

export async function* recordLines(chunks: ByteChunks): AsyncGenerator<RecordLine[]> {
  for await (const batch of jsonlBatches(chunks)) {
    const out: RecordLine[] = [];
    for (const l of batch) {
      if ("utf8Error" in l) out.push(utf8BadLine(l.line));
      else if (!isBlankLine(l.text)) out.push(decodeRecordLine(l.line, l.text));
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

/** One audit line through the general path. */
export function decodeAuditLine(line: number, text: string): AuditLine {
  const p = parse(line, text);
  if ("bad" in p) return p;
  const d = decodeAuditEntry(p.json);
  return { line, json: p.json, entry: d.value, issues: d.issues, length: text.length };
}

/** The UTF-8 failure of a line, as a bad line. */
export function utf8BadLine(line: number): BadLine {
  return { line, bad: UTF8 };
}

export async function* auditLines(chunks: ByteChunks): AsyncGenerator<AuditLine[]> {
  for await (const batch of jsonlBatches(chunks)) {
    const out: AuditLine[] = [];
    for (const l of batch) {
      if ("utf8Error" in l) out.push(utf8BadLine(l.line));
      else if (!isBlankLine(l.text)) out.push(decodeAuditLine(l.line, l.text));
    }
    yield out;
  }
}
