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
import { sha256Hex } from "../../../ir/hash/digest.js";
import type { AuditEntry } from "../../../ir/dialects/aegx/model.js";
import { auditLines } from "../../readers/aegx/bundle-lines.js";

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
export async function checkAuditChain(chunks: ByteChunks, file: string, known?: (recordId: string) => boolean, expected = 1024): Promise<AuditChainResult> {
  const diagnostics: AuditChainResult["diagnostics"] = [];
  const g = new Growing(known ? 0 : expected);
  const otherIds: Array<[number, string]> = [];
  let expectedPrev = ZERO_HASH;
  let position = 0;
  const report = (entry: number, d: Diagnostic): void => {
    diagnostics.push({ entry, diagnostic: d });
  };
  for await (const batch of auditLines(chunks, { fast: true })) {
    for (const l of batch) {
      const at = position++;
      g.ensure(position);
      if ("bad" in l) {
        report(at, { code: "AEGX-PARSE", severity: "error", message: l.bad.message, file, line: l.line, col: l.bad.col });
        continue;
      }
      let e: AuditEntry | undefined;
      let computed: string;
      const fast = "fast" in l;
      if ("fast" in l) {
        e = l.fast;
        computed = sha256Hex(l.fast.canonicalInput);
      } else {
        for (const i of l.issues) {
          const where = { file, line: l.line, col: 1, ...(i.pointer !== undefined ? { pointer: i.pointer } : {}) };
          if (i.cls === "parse") report(at, { code: "AEGX-PARSE", severity: "error", message: `parse error: ${i.message}`, ...where });
          else if (i.cls === "schema") report(at, { code: "AEGX-SCHEMA", severity: "error", message: `schema: ${i.message}`, ...where });
          else report(at, { code: "AEGX-W-UNKNOWN-FIELD", severity: "warning", message: i.message, ...where });
        }
        e = l.entry;
        if (!e) continue;
        computed = computeEntryHash(e.idx, e.ts, e.recordId, e.prev);
      }
      const where = { file, line: l.line, col: 1 };
      if (e.idx !== at) report(at, { code: "AEGX-AUDIT-IDX", severity: "error", message: `audit entry ${at}: expected idx=${at}, got idx=${e.idx}`, ...where, pointer: "/idx" });
      if (e.prev !== expectedPrev) report(at, { code: "AEGX-AUDIT-PREV", severity: "error", message: `audit entry ${at}: expected prev=${expectedPrev}, got prev=${e.prev}`, ...where, pointer: "/prev" });
      if (computed !== e.entryHash) {
        report(at, { code: "AEGX-AUDIT-HASH", severity: "error", message: `audit entry ${at}: entryHash mismatch: expected=${computed}, got=${e.entryHash}`, ...where, pointer: "/entryHash" });
      }
      if (known) {
        if (!known(e.recordId)) report(at, { code: "AEGX-W-AUDIT-UNKNOWN-RECORD", severity: "warning", message: `audit entry ${at} points at record ${e.recordId}, which is not in records.jsonl`, ...where });
      } else if (fast || HEX64.test(e.recordId)) {
        g.lines[at] = l.line;
        g.refs[at] = 1;
        g.ids.write(e.recordId, at * 32, "hex");
      } else {
        g.lines[at] = l.line;
        g.refs[at] = 2;
        otherIds.push([at, e.recordId]);
      }
      expectedPrev = e.entryHash;
    }
  }
  const n = known ? 0 : position;
  return { diagnostics, entries: position, head: expectedPrev, ids: g.ids.subarray(0, n * 32), refs: g.refs.subarray(0, n), otherIds, lines: g.lines.subarray(0, n) };
}
