/**
 * Writing AEGX bundles: init, add blobs, append records.
 *
 * Crash safety. Each flush writes in this order, each step durable before the
 * next: (1) blobs, (2) the new lines of records.jsonl (fsync), (3) the matching
 * lines of audit-log.jsonl (fsync), (4) manifest.json by atomic rename. A crash
 * can therefore leave only: a torn last line, records without their audit
 * entries, or a stale manifest — never audit entries without records.
 * `openBundleWriter` repairs exactly those states before appending: it cuts a
 * torn final line, appends the missing audit entries for trailing records, and
 * rewrites the manifest from the files. Anything else (audit ahead of records,
 * a chain that does not verify) is refused, not "repaired".
 *
 * One writer at a time, all or nothing. `open` takes the bundle's lock (ir/io/file-lock.ts) and
 * holds it until `close` or `abort`, so concurrent appends (two `aegx add-record`, overlapping
 * `--evidence` runs) serialise instead of interleaving their chains. Before a session's first
 * write, a journal (ir/io/append-journal.ts) records the lengths of records.jsonl and
 * audit-log.jsonl and the manifest's text; `close` makes everything durable and then removes it,
 * which is the moment the session's records count. `abort`, or the next `open` after a session
 * that was killed, rolls the bundle back to those lengths: a session lands whole or not at all.
 */
import {
  closeSync,
  readSync,
  readdirSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { parseJson } from "../../ir/json/parse.js";
import { emptyObject, isJsonObject, type Json } from "../../ir/json/value.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import {
  fsyncDirectory,
  fsyncPath,
  removeStaleTemporaries,
  tempSibling,
  TEMP_PREFIX,
  writeDirectoryAtomic,
  writeFileAtomic,
  writeTemporary,
} from "../../ir/io/atomic-write.js";
import {
  AEGX_VERSION,
  BLOB_KEEP_FILE,
  BUNDLE_FILES,
  HEX64,
  ZERO_HASH,
  type Principal,
  type RecordType,
} from "../../ir/dialects/aegx/constants.js";
import { isBlobPayload, type BundleManifest, type Payload, type TypedRecord } from "../../ir/dialects/aegx/model.js";
import { computeEntryHash, computeRecordId } from "../../ir/dialects/aegx/record-id.js";
import { isNormalStoredTs, normalizeAegxTimestamp } from "../../ir/dialects/aegx/timestamp.js";
import { AuditLayout, RecordLayout } from "../../ir/dialects/aegx/line-layout.js";
import { decodeAuditEntry, decodeManifest, decodeRecord } from "../../ir/dialects/aegx/decode.js";
import { visitLines, type LineLayout } from "../../ir/dialects/aegx/jsonl.js";
import { fileChunks } from "../../ir/io/file-chunks.js";
import { nowUtc } from "../../ir/io/clock.js";
import { SpilledIdSet } from "../../ir/dialects/aegx/spilled-id-set.js";
import { auditLine, manifestText, recordLine } from "./lines.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import { LineBuffer } from "./line-buffer.js";
import { acquireLock, type FileLock } from "../../ir/io/file-lock.js";
import { AppendJournal, type RollBack } from "../../ir/io/append-journal.js";
import { writing } from "../../ir/io/write-error.js";
import type { Code } from "../../ir/diagnostics/codes.js";

export class BundleWriteError extends AgentcError {
  constructor(message: string, code: Code = "AEGX-WRITE") {
    super(message, code);
  }
}

export interface NewRecord {
  type: RecordType;
  principal: Principal;
  meta?: Json;
  payload: Payload;
  parents?: string[];
  taint?: string[];
  extensions?: Json;
}

/** Where a writer takes the time it stamps (a record without meta.ts); SOURCE_DATE_EPOCH pins the default. */
export type Clock = () => string;

export interface WriterOptions {
  /** fsync each flush (default true); benchmarks and throw-away bundles may turn it off. */
  durable?: boolean;
  /** The run's clock (default: ir/io/clock.ts nowUtc). */
  clock?: Clock;
  /** How long to wait for another writer's lock (default: file-lock.ts). */
  lockTimeoutMs?: number;
  /** RecordIds kept in memory before older ones are spilled to disk (default RECENT_IDS; tests make it small). */
  recentIds?: number;
}

/** Bundles with a writer open in this process: a second writer on one of them would share its lock and journal. */
const openHere = new Set<string>();

export interface InitOptions {
  /** RFC 3339 creation time; defaults to the clock's now. */
  createdAt?: string;
  clock?: Clock;
  meta?: Json;
  /** Replace an existing non-empty directory. */
  force?: boolean;
}

function emptyManifest(createdAt: string): BundleManifest {
  return {
    aegx_version: AEGX_VERSION,
    created_at: createdAt,
    hash_alg: "sha256",
    canonicalization: "AEGX_CANON_0_1",
    root_records: [],
    record_count: 0,
    blob_count: 0,
    audit_head: ZERO_HASH,
  };
}

function utcSeconds(ts: string, what: string): string {
  const r = normalizeAegxTimestamp(ts);
  if (!r.ok) throw new BundleWriteError(`${what}: ${r.error}`, "AEGX-TS");
  return r.value;
}

/** Create an empty bundle directory (atomically). */
export function initBundle(dir: string, options: InitOptions = {}): BundleManifest {
  const m = emptyManifest(
    options.createdAt ? utcSeconds(options.createdAt, "created_at") : (options.clock ?? nowUtc)(),
  );
  if (options.meta !== undefined) {
    if (!isJsonObject(options.meta)) throw new BundleWriteError("manifest meta must be a JSON object");
    m.meta = options.meta;
  }
  writeDirectoryAtomic(
    dir,
    [
      [BUNDLE_FILES.manifest, manifestText(m)],
      [BUNDLE_FILES.records, ""],
      [BUNDLE_FILES.audit, ""],
    ],
    { replace: options.force },
    [BUNDLE_FILES.blobs],
  );
  return m;
}

/** An open bundle for appending; state is recovered once, then appends are O(1). */
export class BundleWriter {
  /** Lines waiting for the next flush, already as UTF-8 (the strings die young; no join at flush). */
  private readonly pendingRecords = new LineBuffer();
  private readonly pendingAudit = new LineBuffer();
  private manifestBytes = 0;
  private auditCount: number;
  private readonly layout = new RecordLayout();
  private lock: FileLock | undefined;
  /** Set once the bundle is recovered: from then on, the first write begins the journal. */
  private journaling = false;
  private journal: AppendJournal | undefined;
  /** What `open` rolled back: a session before this one that was killed or failed. */
  rolledBack: RollBack | undefined;

  private constructor(
    readonly dir: string,
    private readonly manifest: BundleManifest,
    /** Every recordId of the bundle: the recent ones in memory, older ones spilled to disk (bounded memory). */
    private readonly ids: SpilledIdSet,
    private recordCount: number,
    private auditHead: string,
    private blobCount: number,
    private readonly durable: boolean,
    private readonly clock: Clock,
  ) {
    this.auditCount = recordCount;
  }

  /**
   * Open a bundle directory for appending, holding its lock until close or abort: a session a killed
   * run left is rolled back first, then an interrupted append of a writer without journal finished.
   */
  static async open(dir: string, options: WriterOptions = {}): Promise<BundleWriter> {
    const mPath = join(dir, BUNDLE_FILES.manifest);
    if (!existsSync(mPath))
      throw new BundleWriteError(
        `${dir} is not an AEGX bundle (no manifest.json); run \`agentc aegx init\` first`,
        "AEGX-IO",
      );
    const key = resolve(dir);
    if (openHere.has(key))
      throw new BundleWriteError(`${dir} already has a writer open in this process; close it first`, "AEGX-WRITE");
    const lock = await acquireLock(dir, { timeoutMs: options.lockTimeoutMs });
    try {
      const rolledBack = AppendJournal.recover(dir, options.durable ?? true);
      const writer = await BundleWriter.recover(dir, options);
      writer.lock = lock;
      writer.rolledBack = rolledBack;
      writer.journaling = true;
      openHere.add(key);
      return writer;
    } catch (e) {
      lock.release();
      throw e;
    }
  }

  /** Read the bundle's state (its lock held), finishing an interrupted append of a writer without journal. */
  private static async recover(dir: string, options: WriterOptions): Promise<BundleWriter> {
    const mPath = join(dir, BUNDLE_FILES.manifest);
    if (!existsSync(mPath))
      throw new BundleWriteError(
        `${dir} is not an AEGX bundle (no manifest.json); run \`agentc aegx init\` first`,
        "AEGX-IO",
      );
    const decoded = decodeManifest(parseJson(readFileSync(mPath, "utf8")).value);
    if (!decoded.value)
      throw new BundleWriteError(`${mPath}: ${decoded.issues.map((i) => i.message).join("; ")}`, "AEGX-SCHEMA");
    const recPath = join(dir, BUNDLE_FILES.records);
    const audPath = join(dir, BUNDLE_FILES.audit);
    for (const p of [recPath, audPath]) if (!existsSync(p)) writeFileSync(p, "");
    mkdirSync(join(dir, BUNDLE_FILES.blobs), { recursive: true });

    const order: string[] = [];
    const roots: string[] = [];
    const record = (id: string, parents: number): void => {
      order.push(id);
      if (parents === 0) roots.push(id);
    };
    // Lines in the writers' own layout are read in place (line-layout.ts); anything else is decoded.
    const records = new RecordLayout();
    await scanJsonl(
      recPath,
      records,
      (bytes) => record(bytes.toString("latin1", records.idAt, records.idAt + 64), records.parentCount),
      (text, line) => {
        const r = decodeRecord(parseLine(recPath, line, text)).value;
        if (!r) throw new BundleWriteError(`${recPath}:${line}: not a valid record; refusing to append`, "AEGX-PARSE");
        record(own(r.recordId), r.parents.length);
      },
    );
    let head = ZERO_HASH;
    let audited = 0;
    const broken = (line: number): BundleWriteError =>
      new BundleWriteError(
        `${audPath}:${line}: audit entry does not continue the chain over records.jsonl; refusing to append`,
        "AEGX-CHAIN",
      );
    const entry = (line: number, recordId: string, prev: string, entryHash: string): void => {
      if (recordId !== order[audited] || prev !== head) throw broken(line);
      head = entryHash;
      audited++;
    };
    const entries = new AuditLayout();
    const hex = (bytes: Buffer, at: number): string => bytes.toString("latin1", at, at + 64);
    await scanJsonl(
      audPath,
      entries,
      (bytes, line) =>
        entry(line, hex(bytes, entries.recordIdAt), hex(bytes, entries.prevAt), hex(bytes, entries.entryHashAt)),
      (text, line) => {
        const e = decodeAuditEntry(parseLine(audPath, line, text)).value;
        if (!e) throw broken(line);
        entry(line, e.recordId, e.prev, own(e.entryHash));
      },
    );
    const manifest = decoded.value;
    manifest.root_records = roots;
    const writer = new BundleWriter(
      dir,
      manifest,
      idSetOf(order, options.recentIds),
      audited,
      head,
      countBlobs(dir),
      options.durable ?? true,
      options.clock ?? nowUtc,
    );
    if (audited < order.length) {
      // Records were written but their audit entries were not: finish that append.
      let seen = 0;
      await scanJsonl(recPath, NO_LAYOUT, undefined, (text, line) => {
        if (seen++ >= audited) {
          const r = decodeRecord(parseLine(recPath, line, text)).value as TypedRecord;
          writer.chainAudit(r.recordId, writer.auditTsOf(r));
        }
      });
    }
    writer.recordCount = order.length;
    writer.flush();
    return writer;
  }

  /** Add a blob (content-addressed, collision-checked); returns its sha256. */
  addBlob(data: Uint8Array): string {
    const hash = sha256Hex(data);
    const path = join(this.dir, BUNDLE_FILES.blobs, hash);
    if (existsSync(path)) {
      if (!readFileSync(path).equals(Buffer.from(data))) {
        throw new BundleWriteError(
          `blobs/${hash} exists with different content (collision or corruption)`,
          "AEGX-BLOB-HASH",
        );
      }
      return hash;
    }
    if (this.staged.has(hash)) return hash;
    this.journalled()?.created(`${BUNDLE_FILES.blobs}/${hash}`);
    if (!this.durable) writeFileAtomic(path, data);
    else {
      // Durable blobs are written now and published at the next flush, all together: their fsyncs
      // in a row, then the renames and one fsync of blobs/, before any record naming them is
      // written (half the time of a write, fsync, rename, fsync a blob on a busy disk). A run killed
      // before leaves only temporaries, which the next write in blobs/ sweeps.
      removeStaleTemporaries(join(this.dir, BUNDLE_FILES.blobs));
      const tmp = tempSibling(path);
      writing(path, () => writeTemporary(tmp, data));
      this.staged.set(hash, { tmp, size: data.length });
    }
    this.blobCount++;
    return hash;
  }

  /** Blobs written but not yet published (durable writers): hash → temporary and size. */
  private readonly staged = new Map<string, { tmp: string; size: number }>();

  /** The staged blobs on disk under their names: flushed, renamed, their directory flushed. */
  private publishBlobs(): void {
    if (this.staged.size === 0) return;
    const dir = join(this.dir, BUNDLE_FILES.blobs);
    for (const [hash, b] of this.staged) writing(join(dir, hash), () => fsyncPath(b.tmp));
    for (const [hash, b] of this.staged) writing(join(dir, hash), () => renameSync(b.tmp, join(dir, hash)));
    this.staged.clear();
    fsyncDirectory(dir);
  }

  /** Append a record and its audit entry (durable at the next flush); returns the stored record. */
  append(input: NewRecord, now: Clock = this.clock): TypedRecord {
    if (input.meta !== undefined && input.meta !== null && !isJsonObject(input.meta))
      throw new BundleWriteError("meta must be a JSON object", "AEGX-SCHEMA");
    const meta = Object.assign(emptyObject(), isJsonObject(input.meta ?? null) ? input.meta : {});
    const ts = typeof meta.ts === "string" ? utcSeconds(meta.ts, "meta.ts") : utcSeconds(now(), "the clock's time");
    meta.ts = ts;
    const parents = input.parents ?? [];
    for (const p of parents) {
      if (this.ids.has(p)) continue;
      if (typeof p !== "string" || !HEX64.test(p))
        throw new BundleWriteError(`parent ${JSON.stringify(p)} is not a recordId`, "AEGX-SCHEMA");
      throw new BundleWriteError(`parent ${p} is not a record of this bundle`, "AEGX-PARENT-MISSING");
    }
    const payload = input.payload;
    if (isBlobPayload(payload)) this.checkBlob(payload.blob, payload.size);
    const record: TypedRecord = {
      recordId: ZERO_HASH,
      type: input.type,
      principal: input.principal,
      taint: input.taint ?? [],
      parents,
      meta: meta as Json,
      payload,
      schema: "0.1",
    };
    if (input.extensions !== undefined) record.extensions = input.extensions;
    if (input.extensions === undefined) {
      // Usually the line is in the writers' layout: its id is then cut from the line in place.
      const start = this.pendingRecords.push(recordLine(record));
      const recordId = this.idInPlace(start, this.pendingRecords.length - 1);
      if (recordId !== undefined) {
        this.commit(recordId, ts, parents.length === 0);
        record.recordId = recordId;
        return record;
      }
      this.pendingRecords.truncate(start);
    }
    const stable = stableRecord(record);
    this.pendingRecords.push(stable.line);
    this.commit(stable.record.recordId, ts, parents.length === 0);
    return stable.record;
  }

  /**
   * Append a record given as its line (bulk appends' fast path): `line` is exactly what `append`
   * writes for the record, but with a zero recordId. Everything the record needs is read from the
   * line: it must be in the writers' layout, with meta.ts in the stored form and parents that are
   * records of this bundle; otherwise nothing is appended and the result is undefined (the caller
   * appends the record the general way, which says what is wrong). A missing blob or a wrong
   * blob size throws as `append` does. Returns the recordId.
   */
  appendLine(line: Uint8Array): string | undefined {
    const start = this.pendingRecords.pushBytes(line, 0, line.length);
    const buf = this.pendingRecords.buffer;
    const r = this.layout;
    const takeBack = (): undefined => {
      this.pendingRecords.truncate(start);
      return undefined;
    };
    if (!r.read(buf, start, start + line.length)) return takeBack();
    const ts = buf.toString("latin1", r.tsAt, r.tsAt + 20);
    if (!isNormalStoredTs(ts)) return takeBack();
    for (let k = 0; k < r.parentCount; k++)
      if (!this.ids.hasHexAt(buf, r.parentsStart + 2 + 67 * k, this.ids.hexCount - 1)) return takeBack();
    if (r.blobAt >= 0) {
      try {
        this.checkBlob(buf.toString("latin1", r.blobAt, r.blobAt + 64), r.blobSize);
      } catch (e) {
        takeBack();
        throw e;
      }
    }
    const recordId = r.computedId(buf);
    buf.write(recordId, r.idAt, "latin1");
    this.commit(recordId, ts, r.parentCount === 0);
    return recordId;
  }

  /** A blob reference as append checks it: the file is there, with that size. */
  private checkBlob(blob: string, expected: number | bigint): void {
    const staged = this.staged.get(blob);
    if (staged !== undefined) {
      if (BigInt(staged.size) !== BigInt(expected))
        throw new BundleWriteError(`blob ${blob} has ${staged.size} bytes, not ${expected}`, "AEGX-BLOB-SIZE");
      return;
    }
    const path = join(this.dir, BUNDLE_FILES.blobs, blob);
    if (!HEX64.test(blob) || !existsSync(path))
      throw new BundleWriteError(`blob ${blob} is not in blobs/; add it first with add-blob`, "AEGX-BLOB-MISSING");
    const size = statSync(path).size;
    if (BigInt(size) !== BigInt(expected))
      throw new BundleWriteError(`blob ${blob} has ${size} bytes, not ${expected}`, "AEGX-BLOB-SIZE");
  }

  /**
   * Give the draft line at pendingRecords[start, end) (a record line with a zero recordId) its id
   * when it has the writers' layout: the id input is cut from the line itself, as the verifier
   * does, so what is hashed is exactly what a reader sees. Undefined otherwise.
   */
  private idInPlace(start: number, end: number): string | undefined {
    const buf = this.pendingRecords.buffer;
    if (!this.layout.read(buf, start, end)) return undefined;
    const recordId = this.layout.computedId(buf);
    buf.write(recordId, this.layout.idAt, "latin1");
    return recordId;
  }

  /** The bookkeeping of an appended record line: its audit entry, its id, the root list, and a flush when due. */
  private commit(recordId: string, ts: string, root: boolean): void {
    this.chainAudit(recordId, ts, true);
    this.ids.add(recordId);
    this.recordCount++;
    if (root) this.manifest.root_records.push(recordId);
    // Each flush rewrites the manifest (root_records grows with the bundle): flushing at a multiple of
    // its size keeps that rewriting a bounded share (at most half) of the bytes written, so appends stay linear.
    if (this.pendingRecords.length > Math.max(4 << 20, 2 * this.manifestBytes)) this.flush();
  }

  /**
   * The audit entry of a record; `ts` is the record's normalised meta.ts, as the reference writes it.
   * `plain`: the caller knows ts is normalised and recordId a computed id (text that needs no escaping).
   */
  private chainAudit(recordId: string, ts: string, plain = false): void {
    const idx = this.auditCount++;
    const prev = this.auditHead;
    let entryHash: string;
    if (plain) {
      // The usual case, written out: what computeEntryHash and auditLine give for plain text (prev is always hex).
      entryHash = sha256Hex(`{"idx":${idx},"prev":"${prev}","recordId":"${recordId}","ts":"${ts}"}`);
      this.pendingAudit.push(
        `{"idx":${idx},"ts":"${ts}","recordId":"${recordId}","prev":"${prev}","entryHash":"${entryHash}"}`,
      );
    } else {
      entryHash = computeEntryHash(idx, ts, recordId, prev);
      this.pendingAudit.push(auditLine({ idx, ts, recordId, prev, entryHash }));
    }
    this.auditHead = entryHash;
  }

  /** The ts an audit entry takes for a record read back (finishing an interrupted append): its meta.ts normalised, else the clock's. */
  private auditTsOf(r: TypedRecord): string {
    const ts = isJsonObject(r.meta) && typeof r.meta.ts === "string" ? normalizeAegxTimestamp(r.meta.ts) : undefined;
    return ts?.ok ? ts.value : this.clock();
  }

  private appendLines(file: string, lines: LineBuffer): void {
    if (lines.length === 0) return;
    const path = join(this.dir, file);
    writing(path, () => {
      const fd = openSync(path, "a");
      try {
        const bytes = lines.bytes();
        for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
        if (this.durable) fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    });
    lines.clear();
  }

  /** The session's journal, begun at its first write (undefined while the bundle is being recovered). */
  private journalled(): AppendJournal | undefined {
    if (!this.journaling || this.journal) return this.journal;
    const size = (name: string): number => statSync(join(this.dir, name)).size;
    this.journal = AppendJournal.begin(
      this.dir,
      {
        lengths: { [BUNDLE_FILES.records]: size(BUNDLE_FILES.records), [BUNDLE_FILES.audit]: size(BUNDLE_FILES.audit) },
        restore: { [BUNDLE_FILES.manifest]: readFileSync(join(this.dir, BUNDLE_FILES.manifest), "utf8") },
      },
      this.durable,
    );
    return this.journal;
  }

  /**
   * Write every append so far, in the crash-safe order: records, audit, manifest (each flushed to
   * disk when durable). Within a session this is not yet the moment they count: `close` is.
   */
  flush(): void {
    if (this.journaling && !this.journal && this.pendingRecords.length === 0 && this.staged.size === 0) return; // nothing written yet
    this.journalled();
    this.publishBlobs();
    this.appendLines(BUNDLE_FILES.records, this.pendingRecords);
    this.appendLines(BUNDLE_FILES.audit, this.pendingAudit);
    this.manifest.record_count = this.recordCount;
    this.manifest.blob_count = this.blobCount;
    this.manifest.audit_head = this.auditHead;
    const text = manifestText(this.manifest);
    this.manifestBytes = text.length;
    writeFileAtomic(join(this.dir, BUNDLE_FILES.manifest), text, { durable: this.durable });
  }

  /**
   * End the session: everything written and flushed to disk, then the journal removed — from that
   * moment the appends count. A failure on the way rolls the session back and is thrown.
   */
  close(): void {
    try {
      this.flush();
      this.journal?.commit();
      this.journal = undefined;
    } catch (e) {
      this.abort();
      throw e;
    }
    this.end();
  }

  /**
   * End the session without keeping anything it appended: the bundle is rolled back to what it was
   * at open. Undefined when nothing had been written. Should the roll-back itself fail (the disk),
   * the journal stays and the next open completes it.
   */
  abort(): RollBack | undefined {
    for (const b of this.staged.values()) rmSync(b.tmp, { force: true });
    this.staged.clear();
    this.pendingRecords.clear();
    this.pendingAudit.clear();
    let undone: RollBack | undefined;
    try {
      undone = this.journal?.rollBack();
    } catch {
      undone = undefined;
    } finally {
      this.journal = undefined;
      this.end();
    }
    return undone;
  }

  private end(): void {
    this.ids.close();
    this.journaling = false;
    openHere.delete(resolve(this.dir));
    this.lock?.release();
    this.lock = undefined;
  }

  get head(): string {
    return this.auditHead;
  }
}

/**
 * Give a record the id of what a reader will see. A float made in code is
 * printed in shortest form, and the reference's reader does not always read
 * that back to the same double; so the id is computed over the record as read
 * back from its own line, repeating until the text is stable.
 */
function stableRecord(record: TypedRecord): { record: TypedRecord; line: string } {
  // (A line in the writers' layout does not get here: BundleWriter.idInPlace cuts its id from the line.)
  // Text lexemes, integers and strings print and read back as they are: one hash is enough.
  if (!hasCodeFloat(record.meta) && !hasCodeFloat(record.payload as Json) && !hasCodeFloat(record.extensions ?? null)) {
    const done = { ...record, recordId: computeRecordId(record) };
    return { record: done, line: recordLine(done) };
  }
  let current = record;
  for (let i = 0; i < 5; i++) {
    current = { ...current, recordId: computeRecordId(current) };
    const line = recordLine(current);
    const reread = decodeRecord(parseJson(line).value).value as TypedRecord;
    if (computeRecordId(reread) === current.recordId) return { record: current, line };
    current = reread;
  }
  throw new BundleWriteError("a number in this record does not read back stably; write it as a string", "AEGX-NUMBER");
}

/** A JS number that is not a safe integer, or a bigint outside u64/i64: printed in a form that may not read back as it was. */
function hasCodeFloat(v: Json | undefined): boolean {
  if (typeof v === "number") return !Number.isSafeInteger(v) || Object.is(v, -0);
  if (typeof v === "bigint") return v < -9223372036854775808n || v > 18446744073709551615n;
  if (Array.isArray(v)) return v.some(hasCodeFloat);
  if (isJsonObject(v)) {
    for (const k in v) if (hasCodeFloat(v[k])) return true;
  }
  return false;
}

function idSetOf(ids: string[], recent?: number): SpilledIdSet {
  const set = new SpilledIdSet(recent);
  for (const id of ids) set.add(id);
  return set;
}

/** A flat copy of an id cut out of a line (a V8 sliced string would pin the whole chunk). */
function own(id: string): string {
  return id.padEnd(id.length + 1).slice(0, id.length);
}

function parseLine(path: string, line: number, text: string): Json {
  try {
    return parseJson(text).value;
  } catch (e) {
    throw new BundleWriteError(`${path}:${line}: ${(e as Error).message}; refusing to append`, "AEGX-PARSE");
  }
}

/** The bundle's blobs; temporaries a killed writer left among them are removed on the way (the listing is made anyway). */
function countBlobs(dir: string): number {
  const p = join(dir, BUNDLE_FILES.blobs);
  if (!existsSync(p)) return 0;
  const names = readdirSync(p);
  removeStaleTemporaries(p, names);
  return names.filter((f) => f !== BLOB_KEEP_FILE && !f.startsWith(TEMP_PREFIX)).length;
}

/** Offset just past the last LF of a file (0 when it has none). */
function endOfLastLine(path: string): number {
  const size = statSync(path).size;
  const fd = openSync(path, "r");
  try {
    const buf = Buffer.alloc(64 * 1024);
    for (let end = size; end > 0; end -= buf.length) {
      const start = Math.max(0, end - buf.length);
      const n = readSync(fd, buf, 0, end - start, start);
      const i = buf.subarray(0, n).lastIndexOf(10);
      if (i >= 0) return start + i + 1;
    }
    return 0;
  } finally {
    closeSync(fd);
  }
}

/**
 * Call `each` for every complete, non-blank line, streaming. Bytes after the
 * last LF are a torn write (every append writes whole lines): they are cut off.
 */
async function scanJsonl(
  path: string,
  layout: LineLayout,
  fast: ((bytes: Buffer, line: number) => void) | undefined,
  each: (text: string, line: number) => void,
): Promise<void> {
  const end = endOfLastLine(path);
  if (end < statSync(path).size) truncateSync(path, end);
  await visitLines(fileChunks(path), layout, {
    fast: (bytes, line) => fast?.(bytes, line),
    general: (line, text) => each(text, line),
    notUtf8: (line) => {
      throw new BundleWriteError(`${path}:${line}: invalid UTF-8; refusing to append`, "AEGX-PARSE");
    },
  });
}

/** A layout no line has: every line is decoded. */
const NO_LAYOUT: LineLayout = { read: () => false };
