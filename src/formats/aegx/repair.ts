/**
 * `aegx repair`: cut a bundle whose chain is broken back to its longest valid prefix, keeping what
 * it cuts. Records and audit entries are read in step (entry i belongs to record i): the prefix
 * ends before the first record that does not decode, whose recordId is not its content hash, whose
 * parent is not an earlier record or whose blob is missing, or before the first audit entry that
 * does not continue the chain (index, prev, recordId, entryHash), whichever comes first; a record
 * without its entry or an entry without its record ends it too. What follows in each file is copied
 * to a side file beside it (`repair-<time>.records.jsonl`, `repair-<time>.audit-log.jsonl`) before
 * the file is cut, and the manifest is rewritten from what is kept. It runs under the bundle's lock,
 * after rolling back a session a killed writer left (AppendJournal).
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { parseJson } from "../../../ir/json/parse.js";
import { isJsonObject } from "../../../ir/json/value.js";
import { decodeAuditEntry, decodeManifest, decodeRecord, type DecodeIssue } from "../../../ir/dialects/aegx/decode.js";
import { computeEntryHash, computeRecordId } from "../../../ir/dialects/aegx/record-id.js";
import { BLOB_KEEP_FILE, BUNDLE_FILES, ZERO_HASH } from "../../../ir/dialects/aegx/constants.js";
import { isBlobPayload } from "../../../ir/dialects/aegx/model.js";
import { RecordIdSet } from "../../../ir/dialects/aegx/id-set.js";
import { fileChunks } from "../../../ir/io/file-chunks.js";
import { acquireLock } from "../../../ir/io/file-lock.js";
import { AppendJournal, type RollBack } from "../../../ir/io/append-journal.js";
import { fsyncDirectory, fsyncPath, TEMP_PREFIX, tempSibling, writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { nowUtc } from "../../../ir/io/clock.js";
import { manifestText } from "../../../emitters/aegx/lines.js";
import { BundleWriteError } from "../../../emitters/aegx/bundle-writer.js";

export interface RepairResult {
  /** A session a killed writer left, rolled back first. */
  rolledBack?: RollBack;
  /** Records (and audit entries) kept. */
  kept: number;
  cutRecords: number;
  cutAudit: number;
  /** Why the prefix ends, and where (file and 1-based line); undefined when nothing was cut. */
  reason?: string;
  file?: string;
  line?: number;
  /** The side files holding what was cut (paths). */
  sideFiles: string[];
  /** The manifest was rewritten (it did not match what is kept). */
  manifestRewritten: boolean;
}

interface Line {
  line: number;
  start: number;
  /** Offset just past the LF; -1 for a last line without one (torn). */
  next: number;
  text: string;
}

/** The lines of a file with their byte offsets, blank ones skipped, streaming. */
function* linesOf(path: string): Generator<Line> {
  let carry = Buffer.alloc(0);
  let offset = 0; // file offset of carry[0]
  let line = 0;
  for (const chunk of fileChunks(path)) {
    const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    let start = 0;
    for (let nl = buf.indexOf(10, start); nl >= 0; nl = buf.indexOf(10, start)) {
      line++;
      const text = buf.toString("utf8", start, nl > start && buf[nl - 1] === 13 ? nl - 1 : nl);
      if (text.trim() !== "") yield { line, start: offset + start, next: offset + nl + 1, text };
      start = nl + 1;
    }
    carry = Buffer.from(buf.subarray(start));
    offset += start;
  }
  if (carry.length) yield { line: line + 1, start: offset, next: -1, text: carry.toString("utf8") };
}

const errorsOf = (issues: readonly DecodeIssue[]): DecodeIssue[] => issues.filter((i) => i.cls !== "warning");

function parsed(text: string): ReturnType<typeof parseJson>["value"] | undefined {
  try {
    return parseJson(text).value;
  } catch {
    return undefined;
  }
}

/** Copy bytes [from, end of file) of `path` to `side`, durably. */
function keepTail(path: string, from: number, side: string): void {
  const tmp = tempSibling(side);
  const fd = openSync(tmp, "wx");
  try {
    for (const chunk of fileChunks(path, { start: from }))
      for (let at = 0; at < chunk.length;) at += writeSync(fd, chunk, at, chunk.length - at);
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    throw e;
  }
  closeSync(fd);
  renameSync(tmp, side);
}

/** A side-file stem not yet taken: `repair-<time>` (then `-2`, `-3` …). */
function sideStem(dir: string): string {
  const stamp = nowUtc().replace(/[-:]/g, "");
  for (let n = 1; ; n++) {
    const stem = `repair-${stamp}${n > 1 ? `-${n}` : ""}`;
    if (
      !existsSync(join(dir, `${stem}.${BUNDLE_FILES.records}`)) &&
      !existsSync(join(dir, `${stem}.${BUNDLE_FILES.audit}`))
    )
      return stem;
  }
}

export async function repairBundle(dir: string): Promise<RepairResult> {
  const mPath = join(dir, BUNDLE_FILES.manifest);
  if (!existsSync(mPath)) throw new BundleWriteError(`${dir} is not an AEGX bundle (no manifest.json)`, "AEGX-IO");
  const lock = await acquireLock(dir);
  try {
    const rolledBack = AppendJournal.recover(dir, true);
    const mJson = parsed(readFileSync(mPath, "utf8"));
    const manifest = mJson === undefined ? undefined : decodeManifest(mJson).value;
    if (!manifest)
      throw new BundleWriteError(
        `${mPath} is not a readable AEGX manifest; repair cuts records and audit entries, it does not rebuild a manifest`,
        "AEGX-SCHEMA",
      );
    const recPath = join(dir, BUNDLE_FILES.records);
    const audPath = join(dir, BUNDLE_FILES.audit);
    const blobs = join(dir, BUNDLE_FILES.blobs);

    const ids = new RecordIdSet();
    const roots: string[] = [];
    let head = ZERO_HASH;
    let kept = 0;
    let recordsEnd = 0;
    let auditEnd = 0;
    let stop: { reason: string; file: string; line: number } | undefined;
    const records = existsSync(recPath) ? linesOf(recPath) : [][Symbol.iterator]();
    const audit = existsSync(audPath) ? linesOf(audPath) : [][Symbol.iterator]();
    for (;;) {
      const r = records.next();
      const a = audit.next();
      if (r.done && a.done) break;
      if (r.done) {
        stop = { reason: "an audit entry has no record", file: BUNDLE_FILES.audit, line: (a.value as Line).line };
        auditEnd = (a.value as Line).start;
        break;
      }
      const rec = r.value as Line;
      const fail = (reason: string, file: string = BUNDLE_FILES.records, line = rec.line): void =>
        void (stop = { reason, file, line });
      if (a.done) {
        fail("the record has no audit entry");
        break;
      }
      const ent = a.value as Line;
      if (rec.next < 0) fail("the last line is cut short (no line end)");
      else if (ent.next < 0) fail("the last line is cut short (no line end)", BUNDLE_FILES.audit, ent.line);
      if (stop) break;
      const rJson = parsed(rec.text);
      const decoded = rJson === undefined ? undefined : decodeRecord(rJson);
      const record = decoded && errorsOf(decoded.issues).length === 0 ? decoded.value : undefined;
      if (!record) fail(rJson === undefined ? "the line is not JSON" : "the record does not decode");
      else if (computeRecordId(record) !== record.recordId) fail("the recordId is not the record's hash");
      else if (record.parents.some((p) => !ids.has(p))) fail("a parent is not an earlier record");
      else if (
        isBlobPayload(record.payload) &&
        statSync(join(blobs, record.payload.blob), { throwIfNoEntry: false })?.isFile() !== true
      )
        fail(`its blob ${record.payload.blob} is missing`);
      if (stop || !record) break;
      const aJson = parsed(ent.text);
      const e = aJson === undefined || !isJsonObject(aJson) ? undefined : decodeAuditEntry(aJson);
      const entry = e && errorsOf(e.issues).length === 0 ? e.value : undefined;
      if (!entry)
        fail(
          aJson === undefined ? "the line is not JSON" : "the audit entry does not decode",
          BUNDLE_FILES.audit,
          ent.line,
        );
      else if (
        entry.idx !== kept ||
        entry.prev !== head ||
        entry.recordId !== record.recordId ||
        computeEntryHash(entry.idx, entry.ts, entry.recordId, entry.prev) !== entry.entryHash
      ) {
        fail(
          `the audit entry does not continue the chain over records.jsonl (entry ${kept})`,
          BUNDLE_FILES.audit,
          ent.line,
        );
      }
      if (stop || !entry) break;
      ids.add(record.recordId);
      if (record.parents.length === 0) roots.push(record.recordId);
      head = entry.entryHash;
      kept++;
      recordsEnd = rec.next;
      auditEnd = ent.next;
    }
    // The generators stop at the break; their files are closed by return().
    records.return?.(undefined);
    audit.return?.(undefined);

    const recSize = existsSync(recPath) ? statSync(recPath).size : 0;
    const audSize = existsSync(audPath) ? statSync(audPath).size : 0;
    const result: RepairResult = { kept, cutRecords: 0, cutAudit: 0, sideFiles: [], manifestRewritten: false };
    if (rolledBack) result.rolledBack = rolledBack;
    if (recSize > recordsEnd || audSize > auditEnd) {
      const stem = sideStem(dir);
      const count = (path: string, from: number): number => [...linesOf(path)].filter((l) => l.start >= from).length;
      if (recSize > recordsEnd) {
        result.cutRecords = count(recPath, recordsEnd);
        const side = join(dir, `${stem}.${BUNDLE_FILES.records}`);
        keepTail(recPath, recordsEnd, side);
        result.sideFiles.push(side);
      }
      if (audSize > auditEnd) {
        result.cutAudit = count(audPath, auditEnd);
        const side = join(dir, `${stem}.${BUNDLE_FILES.audit}`);
        keepTail(audPath, auditEnd, side);
        result.sideFiles.push(side);
      }
      fsyncDirectory(dir);
      for (const [path, end, size] of [
        [recPath, recordsEnd, recSize],
        [audPath, auditEnd, audSize],
      ] as const) {
        if (size > end) {
          truncateSync(path, end);
          fsyncPath(path);
        }
      }
      if (stop) Object.assign(result, stop);
    }
    const blobCount = existsSync(blobs)
      ? readdirSync(blobs).filter((f) => f !== BLOB_KEEP_FILE && !f.startsWith(TEMP_PREFIX)).length
      : 0;
    const fixed = { ...manifest, root_records: roots, record_count: kept, blob_count: blobCount, audit_head: head };
    const text = manifestText(fixed);
    if (readFileSync(mPath, "utf8") !== text) {
      writeFileAtomic(mPath, text, { durable: true });
      result.manifestRewritten = true;
    }
    return result;
  } finally {
    lock.release();
  }
}
