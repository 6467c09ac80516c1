/**
 * The AEGX v0.1 verifier (spec section 9): every check, every failure
 * reported with its line or audit index, streaming over records and audit
 * log so memory grows with the number of record ids, not the bundle size
 * (stored ids are copies that pin nothing else; see own()).
 *
 * Beyond the reference it warns about what the reference silently accepts:
 * wrong blob sizes, orphan or misnamed blobs, duplicate records, audit entries
 * that point at no record, root_records that are not roots (or roots that are
 * not listed), and fields the schema does not allow. `strict` makes those
 * warnings failures.
 */
import { JsonParseError, parseJson } from "../../../ir/json/parse.js";
import type { Json } from "../../../ir/json/value.js";
import { createHash } from "node:crypto";
import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { WorkerFailed, workerResult } from "../../../ir/io/worker-result.js";
import { Diagnostics, type Diagnostic, type DiagnosticInit } from "../../../ir/diagnostics/diagnostic.js";
import { openBundleSource, type BundleSource, type BundleInput } from "./bundle-source.js";
import { decodeManifest, type DecodeIssue } from "../../../ir/dialects/aegx/decode.js";
import { BLOB_KEEP_FILE, BUNDLE_FILES, HEX64 } from "../../../ir/dialects/aegx/constants.js";
import { computeRecordId } from "../../../ir/dialects/aegx/record-id.js";
import { isBlobPayload, type BundleManifest } from "../../../ir/dialects/aegx/model.js";
import { RecordIdSet } from "../../../ir/dialects/aegx/id-set.js";
import { decodeRecordLine, utf8BadLine, visitLines, type RecordLine } from "./bundle-lines.js";
import { RecordLayout } from "../../../ir/dialects/aegx/line-layout.js";
import { aegxExitCode, agentcExitCode, type AegxExitCode, type AgentcExitCode } from "./exit-codes.js";
import { ZipEntryError } from "../../../ir/io/zip/read.js";
import { checkAuditChain, type AuditChainResult } from "./audit-chain.js";
import { SEGMENT_FAST_MISMATCH, SEGMENT_GENERAL, SEGMENT_UTF8, type RecordSegment } from "./record-segment.js";
import type { VerifyWorkerData, VerifyWorkerResult } from "./verify-worker.js";
import { hashBlobFile } from "./blob-hashes.js";
import { asCode } from "../../../ir/diagnostics/codes.js";
import { fileChunks } from "../../../ir/io/file-chunks.js";

export interface VerifyOptions {
  strict?: boolean;
  /**
   * Use a second thread (directory bundles): it checks the audit chain and hashes the tail of
   * records.jsonl while this one reads the head. Default: when the files are large enough for a
   * thread to pay (40 MiB) and small enough for its memory to stay within bounds (256 MiB).
   */
  threads?: boolean;
  /** Keep the recordIds in file order in the result (for round-trip checks). */
  collectRecordIds?: boolean;
}

export interface VerifyStats {
  records: number;
  auditEntries: number;
  blobs: number;
  auditHead: string | undefined;
  recordIds?: string[];
}

export interface VerifyResult {
  /** agentc's exit-code contract (0 ok, 1 fails, 3 schema: could not verify, 4 missing/unreadable). */
  exitCode: AgentcExitCode;
  /** The spec's exit code (section 9.2: 0 pass, 2 failure, 3 schema, 4 IO/parse), as the reference gives it. */
  specExitCode: AegxExitCode;
  ok: boolean;
  diagnostics: Diagnostic[];
  stats: VerifyStats;
}

/**
 * A copy of an id that holds only its own characters. Ids cut out of a line
 * are V8 sliced strings that keep the whole decoded chunk alive, so storing
 * them would keep all of records.jsonl in memory; stored ids are copied (the
 * value is equal, so lookups need no conversion).
 */
function own(id: string): string {
  return id.padEnd(id.length + 1).slice(0, id.length);
}

/** The 64 hex digits at `bytes[at]` as a string of its own. */
function hexAt(bytes: Buffer, at: number): string {
  return bytes.toString("latin1", at, at + 64);
}

interface BlobRef {
  size: number | bigint;
  line: number;
}

export async function verifyBundle(path: BundleInput, options: VerifyOptions = {}): Promise<VerifyResult> {
  const opened = await openBundleSource(path);
  const attempt = async (threads: boolean | undefined): Promise<{ ds: Diagnostics; stats: VerifyStats }> => {
    const stats: VerifyStats = { records: 0, auditEntries: 0, blobs: 0, auditHead: undefined };
    if (options.collectRecordIds) stats.recordIds = [];
    const ds = new Diagnostics();
    ds.addAll(opened.diagnostics);
    try {
      if (opened.source) await new Verifier(opened.source, ds, stats, threads).run();
    } catch (e) {
      // An entry of a zip bundle that does not inflate to what it declares: the archive fails its checks.
      if (!(e instanceof ZipEntryError)) throw e;
      ds.error(asCode(e.code), `damaged archive entry: ${e.message}`, {
        file: `${opened.source!.label}/${e.entryName}`,
      });
    }
    return { ds, stats };
  };
  let done: { ds: Diagnostics; stats: VerifyStats };
  try {
    try {
      done = await attempt(options.threads);
    } catch (e) {
      // The helper thread failed (its memory limit, say): verify again on this thread alone.
      if (!(e instanceof WorkerFailed)) throw e;
      done = await attempt(false);
    }
  } finally {
    await opened.source?.close();
  }
  const specExitCode = aegxExitCode(done.ds.all, options.strict);
  const exitCode = agentcExitCode(done.ds.all, options.strict);
  return { exitCode, specExitCode, ok: exitCode === 0, diagnostics: [...done.ds.all], stats: done.stats };
}

/**
 * The helper thread's heap: what it keeps lives outside the heap (byte arrays), so a small heap
 * suffices and keeps the process's peak memory low; a line too large for it makes it fail, and
 * the bundle is then verified on the main thread alone.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 32 };

/** The offset just after the first LF at or after `from` (undefined when there is none). */
function lineStartAfter(path: string, from: number): number | undefined {
  const fd = openSync(path, "r");
  try {
    const buf = Buffer.alloc(1 << 16);
    for (let at = from; ; at += buf.length) {
      const n = readSync(fd, buf, 0, buf.length, at);
      if (n <= 0) return undefined;
      const i = buf.subarray(0, n).indexOf(10);
      if (i >= 0) return at + i + 1;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Share of records.jsonl the main thread reads itself. The worker also checks the audit chain and
 * hashes the blobs, which with the writers' layouts is nearly as much work as the records; a
 * tenth of the records evens the two threads out (measured at 100k records).
 */
const HEAD_SHARE = 0.9;
/**
 * The helper thread pays from about 40 MiB (65,000 records: its start-up, its own compiling and
 * the two cores slowing each other down cost as much as it saves below that, measured on 2 cores);
 * above a few hundred MiB (about 450,000 records) what it hands back (the audit log's record ids,
 * 37 bytes an entry) and its own heap would lift the peak memory past 256 MiB at a million
 * records, so large bundles are verified on one thread.
 */
const THREAD_MIN_BYTES = 40 << 20;
const THREAD_MAX_BYTES = 256 << 20;

class Verifier {
  private manifest: BundleManifest | undefined;
  private readonly ids = new RecordIdSet();
  private readonly pendingParents: Array<{ parent: string; line: number; index: number }> = [];
  private readonly blobRefs = new Map<string, BlobRef>();
  private readonly parentlessIds: string[] = [];
  /** Ids that are not hex (kept apart by the id set) with a record line that has parents. */
  private readonly rootsWithParents = new Set<string>();
  /** Per hex id, by its position in the id set: whether some line of it has parents (for the roots check at the end). */
  private hasParents = new Uint8Array(1024);
  private readonly rootSet = new Set<string>();
  private readonly layout = new RecordLayout();

  constructor(
    private readonly src: BundleSource,
    private readonly ds: Diagnostics,
    private readonly stats: VerifyStats,
    private readonly threads: boolean | undefined,
  ) {}

  private file(name: string): string {
    return `${this.src.label}/${name}`;
  }

  private at(name: string, line?: number, pointer?: string): DiagnosticInit {
    const at: DiagnosticInit = { file: this.file(name) };
    if (line !== undefined) {
      at.line = line;
      at.col = 1;
    }
    if (pointer !== undefined) at.pointer = pointer;
    return at;
  }

  async run(): Promise<void> {
    // The thread starts first: it needs nothing from the manifest, and its start-up overlaps reading it.
    const parallel = this.startThread();
    await this.readManifest();
    if (parallel) {
      await this.readRecords(parallel.headEnd);
      const r = await parallel.result;
      if (r.blobs) this.blobHashes = new Map(r.blobs.map(([name, hex, size]) => [name, { hex, size }]));
      if (r.records) this.mergeSegment(r.records);
      this.finishAudit(r.audit ?? (await this.auditHere()));
    } else {
      await this.readRecords();
      this.finishAudit(await this.auditHere());
    }
    this.checkParents();
    await this.checkBlobs();
    this.checkCountsAndRoots();
  }

  /** The audit chain on this thread, after the records pass (each entry's recordId checked at once). */
  private async auditHere(): Promise<AuditChainResult | undefined> {
    if (!this.src.exists(BUNDLE_FILES.audit)) return undefined;
    return checkAuditChain(this.src.chunks(BUNDLE_FILES.audit), this.file(BUNDLE_FILES.audit), this.ids);
  }

  private reportIssues(name: string, line: number | undefined, issues: DecodeIssue[], prefix = ""): void {
    for (const i of issues) {
      const at = this.at(name, line, i.pointer);
      if (i.cls === "parse") this.ds.error("AEGX-PARSE", `parse error: ${prefix}${i.message}`, at);
      else if (i.cls === "schema") this.ds.error("AEGX-SCHEMA", `schema: ${prefix}${i.message}`, at);
      else this.ds.warning("AEGX-W-UNKNOWN-FIELD", `${prefix}${i.message}`, at);
    }
  }

  private async readManifest(): Promise<void> {
    const name = BUNDLE_FILES.manifest;
    if (!this.src.exists(name)) {
      this.ds.error("AEGX-IO", `cannot open ${name}: no such file`, this.at(name));
      return;
    }
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(await this.src.readAll(name));
    } catch (e) {
      if (e instanceof ZipEntryError) throw e;
      this.ds.error(
        "AEGX-IO",
        `read error: ${e instanceof TypeError ? "stream did not contain valid UTF-8" : String(e)}`,
        this.at(name),
      );
      return;
    }
    let json: Json;
    try {
      json = parseJson(text, { duplicateKeys: "error" }).value;
    } catch (e) {
      if (!(e instanceof JsonParseError)) throw e;
      this.ds.error("AEGX-PARSE", `parse error: ${e.reason}`, { file: this.file(name), line: e.line, col: e.col });
      return;
    }
    const decoded = decodeManifest(json);
    this.reportIssues(name, undefined, decoded.issues);
    this.manifest = decoded.value;
    for (const r of this.manifest?.root_records ?? []) this.rootSet.add(r);
  }

  /** Physical lines of the head of records.jsonl read here (the worker's lines are numbered after them). */
  private headLines = 0;

  /** records.jsonl, or its head up to `end` (a line start) when a worker takes the rest. */
  private async readRecords(end?: number): Promise<void> {
    const name = BUNDLE_FILES.records;
    if (!this.src.exists(name)) {
      this.ds.error("AEGX-IO", `cannot open ${name}: no such file`, this.at(name));
      return;
    }
    const chunks = end === undefined ? this.src.chunks(name) : fileChunks(join(this.src.label, name), { end });
    this.headLines = await visitLines(chunks, this.layout, {
      fast: (bytes, line) => this.fastRecordLine(bytes, line),
      general: (line, text) => this.recordLine(decodeRecordLine(line, text)),
      notUtf8: (line) => this.recordLine(utf8BadLine(line)),
    });
  }

  /** A line in the writers' layout (this.layout has just read it): the same checks as recordLine, from its bytes. */
  private fastRecordLine(bytes: Buffer, line: number): void {
    const r = this.layout;
    this.stats.records++;
    this.checkRecordId(hexAt(bytes, r.idAt), r.computedId(bytes), line);
    const blob = r.blobAt >= 0 ? hexAt(bytes, r.blobAt) : undefined;
    this.acceptRecordAt(bytes, r.idAt, bytes, r.parentsStart + 2, 67, r.parentCount, blob, r.blobSize, line);
  }

  private recordLine(l: RecordLine): void {
    const name = BUNDLE_FILES.records;
    this.stats.records++;
    if ("bad" in l) {
      this.ds.error("AEGX-PARSE", l.bad.message, { ...this.at(name, l.line), col: l.bad.col });
      return;
    }
    this.reportIssues(name, l.line, l.issues);
    const r = l.record;
    if (!r) return;
    this.checkRecordId(r.recordId, computeRecordId(r), l.line);
    const blob = isBlobPayload(r.payload) ? r.payload : undefined;
    this.acceptRecord(r.recordId, r.parents, blob?.blob, blob?.size, l.line);
  }

  /** The worker's share of records.jsonl, in file order: the same checks and bookkeeping as recordLine. */
  private mergeSegment(seg: RecordSegment): void {
    const ids = Buffer.from(seg.ids.buffer, seg.ids.byteOffset, seg.ids.byteLength);
    const parents = Buffer.from(seg.parents.buffer, seg.parents.byteOffset, seg.parents.byteLength);
    const blobs = new Map(seg.blobs.map(([i, hash, size]) => [i, { hash, size }]));
    let mismatch = 0;
    let text = 0;
    let parent = 0;
    for (let k = 0; k < seg.count; k++) {
      const line = this.headLines + (seg.rel[k] as number);
      const kind = seg.kinds[k];
      if (kind === SEGMENT_UTF8) {
        this.recordLine(utf8BadLine(line));
        continue;
      }
      if (kind === SEGMENT_GENERAL) {
        this.recordLine(decodeRecordLine(line, seg.texts[text++] as string));
        continue;
      }
      this.stats.records++;
      if (kind === SEGMENT_FAST_MISMATCH)
        this.checkRecordId(hexAt(ids, k * 64), seg.computed[mismatch++] as string, line);
      const count = seg.parentCounts[k] as number;
      const blob = blobs.get(k);
      this.acceptRecordAt(ids, k * 64, parents, parent * 64, 64, count, blob?.hash, blob?.size ?? 0, line);
      parent += count;
    }
  }

  private checkRecordId(stored: string, computed: string, line: number): void {
    if (computed !== stored) {
      this.ds.error(
        "AEGX-RECORD-ID",
        `recordId mismatch: expected=${computed}, got=${stored}`,
        this.at(BUNDLE_FILES.records, line, "/recordId"),
      );
    }
  }

  /** Bookkeeping shared by both paths: ids, parents, roots, blob references. */
  private acceptRecord(
    recordId: string,
    parents: string[],
    blob: string | undefined,
    size: number | bigint | undefined,
    line: number,
  ): void {
    this.stats.recordIds?.push(own(recordId));
    for (let index = 0; index < parents.length; index++) {
      const parent = parents[index] as string;
      if (!this.ids.has(parent)) this.pendingParents.push({ parent: own(parent), line, index });
    }
    if (!this.ids.add(recordId))
      this.ds.warning(
        "AEGX-W-DUPLICATE-RECORD",
        `record ${recordId} appears more than once`,
        this.at(BUNDLE_FILES.records, line),
      );
    // Only ids that may need a warning later are kept as strings: parentless ones (and listed roots that are not hex).
    if (parents.length === 0) this.parentlessIds.push(own(recordId));
    else if (this.ids.lastIndex >= 0) this.noteParents(this.ids.lastIndex);
    else if (this.rootSet.has(recordId)) this.rootsWithParents.add(own(recordId));
    if (blob === undefined || size === undefined) return;
    this.noteBlob(blob, size, line);
  }

  /**
   * acceptRecord for an id and parents written as hex digits in bytes (a line, or a worker's
   * arrays): parent `index` is at `parentsAt + index * stride`. Strings are made only for what is kept.
   */
  private acceptRecordAt(
    idBytes: Buffer,
    idAt: number,
    parentBytes: Buffer,
    parentsAt: number,
    stride: number,
    parentCount: number,
    blob: string | undefined,
    size: number,
    line: number,
  ): void {
    this.stats.recordIds?.push(hexAt(idBytes, idAt));
    for (let index = 0; index < parentCount; index++) {
      const at = parentsAt + index * stride;
      // A parent is usually the record just before.
      if (!this.ids.hasHexAt(parentBytes, at, this.ids.hexCount - 1))
        this.pendingParents.push({ parent: hexAt(parentBytes, at), line, index });
    }
    if (!this.ids.addHexAt(idBytes, idAt))
      this.ds.warning(
        "AEGX-W-DUPLICATE-RECORD",
        `record ${hexAt(idBytes, idAt)} appears more than once`,
        this.at(BUNDLE_FILES.records, line),
      );
    if (parentCount === 0) this.parentlessIds.push(hexAt(idBytes, idAt));
    else this.noteParents(this.ids.lastIndex);
    if (blob !== undefined) this.noteBlob(blob, size, line);
  }

  private noteParents(index: number): void {
    if (index >= this.hasParents.length) {
      const grown = new Uint8Array(Math.max(index + 1, 2 * this.hasParents.length));
      grown.set(this.hasParents);
      this.hasParents = grown;
    }
    this.hasParents[index] = 1;
  }

  /** Whether some record line of `id` has parents. */
  private hadParents(id: string): boolean {
    const index = this.ids.indexOf(id);
    return index >= 0 ? this.hasParents[index] === 1 : this.rootsWithParents.has(id);
  }

  private noteBlob(blob: string, size: number | bigint, line: number): void {
    const prev = this.blobRefs.get(blob);
    if (!prev) this.blobRefs.set(own(blob), { size, line });
    else if (BigInt(prev.size) !== BigInt(size)) {
      this.ds.warning(
        "AEGX-W-BLOB-SIZE",
        `blob ${blob} is referenced with sizes ${prev.size} and ${size}`,
        this.at(BUNDLE_FILES.records, line),
      );
    }
  }

  /** A worker thread for the audit chain and the tail of records.jsonl, when that pays (directory bundles). */
  private startThread(): { headEnd: number | undefined; result: Promise<VerifyWorkerResult> } | undefined {
    if (this.src.kind !== "dir") return undefined;
    const worker = fileURLToPath(new URL("./verify-worker.js", import.meta.url));
    if (!existsSync(worker)) return undefined; // running from TypeScript sources (tests): no compiled worker
    const size = (name: string): number => (this.src.exists(name) ? statSync(join(this.src.label, name)).size : 0);
    const records = size(BUNDLE_FILES.records);
    const audit = size(BUNDLE_FILES.audit);
    if (!(this.threads ?? (records + audit >= THREAD_MIN_BYTES && records + audit <= THREAD_MAX_BYTES)))
      return undefined;
    const job: VerifyWorkerData = {};
    // About 230 bytes an entry as the writers lay them out: the arrays are sized once.
    if (this.src.exists(BUNDLE_FILES.audit))
      job.audit = {
        path: join(this.src.label, BUNDLE_FILES.audit),
        file: this.file(BUNDLE_FILES.audit),
        expected: Math.ceil(audit / 200) + 16,
      };
    const recordsPath = join(this.src.label, BUNDLE_FILES.records);
    const headEnd = records > 0 ? lineStartAfter(recordsPath, Math.floor(records * HEAD_SHARE)) : undefined;
    if (headEnd !== undefined && headEnd < records) job.records = { path: recordsPath, start: headEnd };
    if (existsSync(join(this.src.label, BUNDLE_FILES.blobs))) job.blobs = join(this.src.label, BUNDLE_FILES.blobs);
    return {
      headEnd: job.records ? headEnd : undefined,
      result: workerResult<VerifyWorkerResult>(worker, job, WORKER_LIMITS),
    };
  }

  /**
   * How a record id absent from the records read is told: "does not exist in records.jsonl", or,
   * when lines of records.jsonl could not be read, that it is not among those read (it may be on an
   * unreadable line: saying it does not exist sent the user looking for a record that is there).
   * Counted once, after every record line has been read.
   */
  private absentText: string | undefined;
  private notInRecords(): string {
    if (this.absentText === undefined) {
      const file = this.file(BUNDLE_FILES.records);
      const n = new Set(this.ds.all.filter((d) => d.code === "AEGX-PARSE" && d.file === file).map((d) => d.line)).size;
      this.absentText = n
        ? `is not among the records read from records.jsonl (${n === 1 ? "1 line" : `${n} lines`} of it could not be read)`
        : "does not exist in records.jsonl";
    }
    return this.absentText;
  }

  /** An audit-chain warning about a record not in records.jsonl, told as notInRecords tells it. */
  private toldAbsent(d: Diagnostic): Diagnostic {
    const tail = ", which is not in records.jsonl";
    if (d.code !== "AEGX-W-AUDIT-UNKNOWN-RECORD" || !d.message.endsWith(tail)) return d;
    return { ...d, message: `${d.message.slice(0, -tail.length)}, which ${this.notInRecords()}` };
  }

  private finishAudit(result: AuditChainResult | undefined): void {
    const name = BUNDLE_FILES.audit;
    if (!result) {
      this.ds.error("AEGX-IO", `cannot open ${name}: no such file`, this.at(name));
      return;
    }
    // Diagnostics in entry order, each entry's "points at no record" warning after its own.
    const others = new Map(result.otherIds);
    let next = 0;
    const flushUpTo = (entry: number): void => {
      while (next < result.diagnostics.length && (result.diagnostics[next] as { entry: number }).entry <= entry)
        this.ds.add(this.toldAbsent((result.diagnostics[next++] as { diagnostic: Diagnostic }).diagnostic));
    };
    for (let at = 0; at < result.refs.length; at++) {
      const ref = result.refs[at];
      if (ref === 0) continue;
      const known = ref === 1 ? this.ids.hasBytes(result.ids, at * 32) : this.ids.has(others.get(at) as string);
      if (known) continue;
      flushUpTo(at);
      const id =
        ref === 1
          ? Buffer.from(result.ids.subarray(at * 32, at * 32 + 32)).toString("hex")
          : (others.get(at) as string);
      this.ds.warning(
        "AEGX-W-AUDIT-UNKNOWN-RECORD",
        `audit entry ${at} points at record ${id}, which ${this.notInRecords()}`,
        this.at(name, result.lines[at]),
      );
    }
    flushUpTo(Number.POSITIVE_INFINITY);
    this.stats.auditEntries = result.entries;
    this.stats.auditHead = result.head;
    if (this.manifest && this.manifest.audit_head !== result.head) {
      this.ds.error(
        "AEGX-AUDIT-HEAD",
        `audit_head mismatch: manifest says ${this.manifest.audit_head}, chain ends at ${result.head}`,
        this.at(BUNDLE_FILES.manifest, undefined, "/audit_head"),
      );
    }
  }

  private checkParents(): void {
    for (const p of this.pendingParents) {
      if (!this.ids.has(p.parent)) {
        this.ds.error(
          "AEGX-PARENT-MISSING",
          `parent ${p.parent} ${this.notInRecords()}`,
          this.at(BUNDLE_FILES.records, p.line, `/parents/${p.index}`),
        );
      }
    }
  }

  /** Blob files hashed by the helper thread, by name. */
  private blobHashes: Map<string, { hex: string; size: number }> | undefined;

  private async hashBlob(name: string): Promise<{ hex: string; size: number }> {
    const known = this.blobHashes?.get(name);
    if (known) return known;
    if (this.src.kind === "dir") return hashBlobFile(join(this.src.label, BUNDLE_FILES.blobs, name));
    const h = createHash("sha256");
    let size = 0;
    for await (const c of this.src.chunks(`${BUNDLE_FILES.blobs}/${name}`)) {
      h.update(c);
      size += c.length;
    }
    return { hex: h.digest("hex"), size };
  }

  private async checkBlobs(): Promise<void> {
    const listing = this.src.blobs();
    const files = listing.files.filter((f) => f !== BLOB_KEEP_FILE);
    this.stats.blobs = files.length;
    const blobsDir = BUNDLE_FILES.blobs;
    for (const other of listing.others) {
      this.ds.error(
        "AEGX-BLOB-LAYOUT",
        `blobs/${other} is not a regular file; blobs/ must hold files only`,
        this.at(`${blobsDir}/${other}`),
      );
    }
    const present = new Set(files);
    for (const [blob, ref] of this.blobRefs) {
      const where = this.at(BUNDLE_FILES.records, ref.line, "/payload/blob");
      if (!present.has(blob)) {
        this.ds.error("AEGX-BLOB-MISSING", `blob ${blob} is referenced but blobs/${blob} does not exist`, where);
        continue;
      }
      const { hex, size } = await this.hashBlob(blob);
      if (hex !== blob)
        this.ds.error("AEGX-BLOB-HASH", `blob ${blob}: content hashes to ${hex}`, this.at(`${blobsDir}/${blob}`));
      if (BigInt(size) !== BigInt(ref.size)) {
        this.ds.warning(
          "AEGX-W-BLOB-SIZE",
          `blob ${blob}: payload.size is ${ref.size} but the file has ${size} bytes`,
          { ...where, pointer: "/payload/size" },
        );
      }
    }
    for (const f of files) {
      if (this.blobRefs.has(f)) continue;
      this.ds.warning("AEGX-W-BLOB-ORPHAN", `blobs/${f} is not referenced by any record`, this.at(`${blobsDir}/${f}`));
      const { hex } = await this.hashBlob(f);
      if (!HEX64.test(f) || hex !== f)
        this.ds.warning(
          "AEGX-W-BLOB-NAME",
          `blobs/${f} is misnamed: its content hashes to ${hex}`,
          this.at(`${blobsDir}/${f}`),
        );
    }
  }

  private checkCountsAndRoots(): void {
    const m = this.manifest;
    if (!m) return;
    const at = (pointer: string): DiagnosticInit => this.at(BUNDLE_FILES.manifest, undefined, pointer);
    if (m.record_count !== this.stats.records) {
      this.ds.error(
        "AEGX-RECORD-COUNT",
        `record_count mismatch: manifest says ${m.record_count}, records.jsonl has ${this.stats.records}`,
        at("/record_count"),
      );
    }
    if (m.blob_count !== this.stats.blobs) {
      this.ds.error(
        "AEGX-BLOB-COUNT",
        `blob_count mismatch: manifest says ${m.blob_count}, blobs/ has ${this.stats.blobs}`,
        at("/blob_count"),
      );
    }
    m.root_records.forEach((r, i) => {
      if (!this.ids.has(r))
        this.ds.error("AEGX-ROOT-MISSING", `root record ${r} ${this.notInRecords()}`, at(`/root_records/${i}`));
      else if (this.hadParents(r))
        this.ds.warning("AEGX-W-ROOT-NOT-ROOT", `root record ${r} has parents`, at(`/root_records/${i}`));
    });
    for (const id of this.parentlessIds) {
      if (!this.rootSet.has(id))
        this.ds.warning(
          "AEGX-W-ROOT-UNLISTED",
          `record ${id} has no parents but is not listed in root_records`,
          at("/root_records"),
        );
    }
  }
}
