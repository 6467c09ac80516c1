/**
 * For the tests: the writers' line layouts (line-layout.ts) for a line already in a string: a record line's
 * recordId, parents, blob reference and recordId input, an audit line's fields and entryHash
 * input. Whatever does not have the layout returns undefined and goes through the general
 * decoder, which gives the same answers (a property test checks that).
 */
import { AuditLayout, RecordLayout } from "../../ir/dialects/aegx/line-layout.js";

export interface FastRecord {
  recordId: string;
  parents: string[];
  blob?: { hash: string; size: number };
  /** The AEGX_CANON_0_1 text of the recordId input. */
  canonicalInput: string;
}

const records = new RecordLayout();

export function fastRecord(line: string): FastRecord | undefined {
  const b = Buffer.from(line, "utf8");
  const r = records;
  if (!r.read(b, 0, b.length)) return undefined;
  const parents: string[] = [];
  for (let k = 0; k < r.parentCount; k++)
    parents.push(b.toString("latin1", r.parentsStart + 2 + 67 * k, r.parentsStart + 66 + 67 * k));
  const out: FastRecord = {
    recordId: b.toString("latin1", r.idAt, r.idAt + 64),
    parents,
    canonicalInput: r.idInput(b).toString("utf8"),
  };
  if (r.blobAt >= 0) out.blob = { hash: b.toString("latin1", r.blobAt, r.blobAt + 64), size: r.blobSize };
  return out;
}

export interface FastAudit {
  idx: number;
  ts: string;
  recordId: string;
  prev: string;
  entryHash: string;
  canonicalInput: string;
}

const audits = new AuditLayout();

export function fastAudit(line: string): FastAudit | undefined {
  const b = Buffer.from(line, "utf8");
  const a = audits;
  if (!a.read(b, 0, b.length)) return undefined;
  const text = (at: number, n: number): string => b.toString("latin1", at, at + n);
  return {
    idx: a.idx,
    ts: text(a.tsAt, 20),
    recordId: text(a.recordIdAt, 64),
    prev: text(a.prevAt, 64),
    entryHash: text(a.entryHashAt, 64),
    canonicalInput: a.hashInput(b).toString("latin1"),
  };
}
