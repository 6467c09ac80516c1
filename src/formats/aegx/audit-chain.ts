/**
 * The audit-log half of AEGX verification (spec 9, steps on audit-log.jsonl):
 * idx sequence, prev links, entryHash, and the chain head. It needs nothing
 * from records.jsonl except, at the end, which recordIds exist; so it can run
 * beside the records pass, on another thread (audit-worker.ts). What it
 * returns is plain data that crosses a thread boundary: its diagnostics, each
 * tagged with its entry position, and the recordId of every entry as raw
 * bytes, for the "points at no record" check the caller makes afterwards.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { ByteChunks } from "../../../ir/dialects/aegx/jsonl.js";
import { ZERO_HASH } from "../../../ir/dialects/aegx/constants.js";
import { computeEntryHash } from "../../../ir/dialects/aegx/record-id.js";
import { AuditLayout, hexBytesAt } from "../../../ir/dialects/aegx/line-layout.js";
import type { RecordIdSet } from "../../../ir/dialects/aegx/id-set.js";
import { decodeAuditLine, utf8BadLine, visitLines } from "./bundle-lines.js";

export interface AuditChainResult {
  /** Diagnostics in file order; `entry` is the position of the entry they belong to. */
  diagnostics: Array<{ entry: number; diagnostic: Diagnostic }>;
  entries: number;
  head: string;
  /** Per entry: its recordId as 32 bytes (all zero when `refs[i]` is not 1). */
  ids: Uint8Array;
  /** Per entry: 0 = no recordId to check, 1 = hex id in `ids`, 2 = another string in `otherIds`. */
  refs: Uint8Array;
  otherIds: Array<[number, string]>;
  /** The 1-based line of each entry that has a reference (for the caller's warnings). */
  lines: Uint32Array;
}

const HEX64 = /^[0-9a-f]{64}$/;

class Growing {
  ids: Buffer;
  refs: Uint8Array;
  lines: Uint32Array;
  constructor(private readonly expected: number) {
    this.ids = Buffer.alloc(32 * expected);
    this.refs = new Uint8Array(expected);
    this.lines = new Uint32Array(expected);
  }
  ensure(n: number): void {
    if (this.expected === 0 || n <= this.refs.length) return;
    const size = Math.max(n, this.refs.length * 2);
    const ids = Buffer.alloc(size * 32);
    this.ids.copy(ids);
    this.ids = ids;
    const refs = new Uint8Array(size);
    refs.set(this.refs);
    this.refs = refs;
    const lines = new Uint32Array(size);
    lines.set(this.lines);
    this.lines = lines;
  }
}

/**
 * Check the chain over the audit log's bytes; `file` labels the diagnostics. With `known` (the
 * records pass is complete: same thread, after it) each entry's recordId is checked at once and no
 * ids are kept; without it they are returned for the caller to check. `expected` sizes the arrays.
 */
export async function checkAuditChain(
  chunks: ByteChunks,
  file: string,
  known?: RecordIdSet,
  expected = 1024,
): Promise<AuditChainResult> {
  const diagnostics: AuditChainResult["diagnostics"] = [];
  const g = new Growing(known ? 0 : expected);
  const otherIds: Array<[number, string]> = [];
  let expectedPrev = ZERO_HASH;
  // False after an entry that could not be read: the next entry's prev is then unknown, not wrong
  // (its prev may well be the unreadable entry's hash), so it is not reported.
  let prevKnown = true;
  let position = 0;
  const report = (entry: number, d: Diagnostic): void => {
    diagnostics.push({ entry, diagnostic: d });
  };
  /** The chain checks of entry `at`, whichever way it was read; `computed` is its hash as it should be. */
  const check = (
    at: number,
    line: number,
    idx: number | bigint,
    prev: string,
    entryHash: string,
    computed: string,
  ): void => {
    if (idx !== at)
      report(at, {
        code: "AEGX-AUDIT-IDX",
        severity: "error",
        message: `audit entry ${at}: expected idx=${at}, got idx=${idx}`,
        file,
        line,
        col: 1,
        pointer: "/idx",
      });
    if (prevKnown && prev !== expectedPrev)
      report(at, {
        code: "AEGX-AUDIT-PREV",
        severity: "error",
        message: `audit entry ${at}: expected prev=${expectedPrev}, got prev=${prev}`,
        file,
        line,
        col: 1,
        pointer: "/prev",
      });
    if (computed !== entryHash) {
      report(at, {
        code: "AEGX-AUDIT-HASH",
        severity: "error",
        message: `audit entry ${at}: entryHash mismatch: expected=${computed}, got=${entryHash}`,
        file,
        line,
        col: 1,
        pointer: "/entryHash",
      });
    }
    expectedPrev = entryHash;
    prevKnown = true;
  };
  const unknownRecord = (at: number, line: number, recordId: string): void => {
    report(at, {
      code: "AEGX-W-AUDIT-UNKNOWN-RECORD",
      severity: "warning",
      message: `audit entry ${at} points at record ${recordId}, which is not in records.jsonl`,
      file,
      line,
      col: 1,
    });
  };
  const layout = new AuditLayout();
  const hex = (b: Buffer, at: number): string => b.toString("latin1", at, at + 64);
  await visitLines(chunks, layout, {
    fast(b, line) {
      const at = position++;
      g.ensure(position);
      // Hex digits compared as strings: making one costs less than comparing it digit by digit.
      check(at, line, layout.idx, hex(b, layout.prevAt), hex(b, layout.entryHashAt), layout.computedHash(b));
      if (known) {
        // Entry i usually audits the i-th record added.
        if (!known.hasHexAt(b, layout.recordIdAt, at)) unknownRecord(at, line, hex(b, layout.recordIdAt));
      } else {
        g.lines[at] = line;
        g.refs[at] = 1;
        hexBytesAt(b, layout.recordIdAt, g.ids, at * 32);
      }
    },
    general(line, text) {
      const at = position++;
      g.ensure(position);
      const l = decodeAuditLine(line, text);
      if ("bad" in l) {
        report(at, { code: "AEGX-PARSE", severity: "error", message: l.bad.message, file, line, col: l.bad.col });
        prevKnown = false;
        return;
      }
      for (const i of l.issues) {
        const where = { file, line, col: 1, ...(i.pointer !== undefined ? { pointer: i.pointer } : {}) };
        if (i.cls === "parse")
          report(at, { code: "AEGX-PARSE", severity: "error", message: `parse error: ${i.message}`, ...where });
        else if (i.cls === "schema")
          report(at, { code: "AEGX-SCHEMA", severity: "error", message: `schema: ${i.message}`, ...where });
        else report(at, { code: "AEGX-W-UNKNOWN-FIELD", severity: "warning", message: i.message, ...where });
      }
      const e = l.entry;
      if (!e) {
        prevKnown = false;
        return;
      }
      check(at, line, e.idx, e.prev, e.entryHash, computeEntryHash(e.idx, e.ts, e.recordId, e.prev));
      if (known) {
        if (!known.has(e.recordId)) unknownRecord(at, line, e.recordId);
      } else if (HEX64.test(e.recordId)) {
        g.lines[at] = line;
        g.refs[at] = 1;
        g.ids.write(e.recordId, at * 32, "hex");
      } else {
        g.lines[at] = line;
        g.refs[at] = 2;
        otherIds.push([at, e.recordId]);
      }
    },
    notUtf8(line) {
      const at = position++;
      g.ensure(position);
      report(at, { code: "AEGX-PARSE", severity: "error", message: utf8BadLine(line).bad.message, file, line, col: 1 });
      prevKnown = false;
    },
  });
  const n = known ? 0 : position;
  return {
    diagnostics,
    entries: position,
    head: expectedPrev,
    ids: g.ids.subarray(0, n * 32),
    refs: g.refs.subarray(0, n),
    otherIds,
    lines: g.lines.subarray(0, n),
  };
}
