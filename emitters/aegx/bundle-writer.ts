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
 */
import { closeSync, createReadStream, readSync, readdirSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, statSync, truncateSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { parseJson } from "../../ir/json/parse.js";
import { emptyObject, isJsonObject, type Json } from "../../ir/json/value.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { writeDirectoryAtomic, writeFileAtomic } from "../../ir/io/atomic-write.js";
import { AEGX_VERSION, BLOB_KEEP_FILE, BUNDLE_FILES, HEX64, ZERO_HASH, type Principal, type RecordType } from "../../ir/dialects/aegx/constants.js";
import { isBlobPayload, type BundleManifest, type Payload, type TypedRecord } from "../../ir/dialects/aegx/model.js";
import { computeEntryHash, computeRecordId } from "../../ir/dialects/aegx/record-id.js";
import { aegxNow, normalizeAegxTimestamp } from "../../ir/dialects/aegx/timestamp.js";
import { decodeAuditEntry, decodeManifest, decodeRecord } from "../../ir/dialects/aegx/decode.js";
import { jsonlLines, isBlankLine } from "../../ir/dialects/aegx/jsonl.js";
import { auditLine, manifestText, recordLine } from "./lines.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";

export class BundleWriteError extends AgentcError {
  constructor(message: string, code = "AEGX-WRITE") {
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

export interface InitOptions {
  /** RFC 3339 creation time; defaults to now. */
  createdAt?: string;
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
  const m = emptyManifest(options.createdAt ? utcSeconds(options.createdAt, "created_at") : aegxNow());
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
  private pendingRecords: string[] = [];
  private pendingAudit: string[] = [];
  private pendingBytes = 0;
  private auditCount: number;

  private constructor(
    readonly dir: string,
    private readonly manifest: BundleManifest,
    private readonly ids: Set<string>,
    private recordCount: number,
    private auditHead: string,
    private blobCount: number,
    private readonly durable: boolean,
  ) {
    this.auditCount = recordCount;
  }

  /** Open a bundle directory for appending, finishing an interrupted append first. */
  static async open(dir: string, options: { durable?: boolean } = {}): Promise<BundleWriter> {
    const mPath = join(dir, BUNDLE_FILES.manifest);
    if (!existsSync(mPath)) throw new BundleWriteError(`${dir} is not an AEGX bundle (no manifest.json); run \`agentc aegx init\` first`, "AEGX-IO");
    const decoded = decodeManifest(parseJson(readFileSync(mPath, "utf8")).value);
    if (!decoded.value) throw new BundleWriteError(`${mPath}: ${decoded.issues.map((i) => i.message).join("; ")}`, "AEGX-SCHEMA");
    const recPath = join(dir, BUNDLE_FILES.records);
    const audPath = join(dir, BUNDLE_FILES.audit);
    for (const p of [recPath, audPath]) if (!existsSync(p)) writeFileSync(p, "");
    mkdirSync(join(dir, BUNDLE_FILES.blobs), { recursive: true });

    const order: string[] = [];
    const roots: string[] = [];
    await scanJsonl(recPath, (json, line) => {
      const r = decodeRecord(json).value;
      if (!r) throw new BundleWriteError(`${recPath}:${line}: not a valid record; refusing to append`, "AEGX-PARSE");
      order.push(r.recordId);
      if (r.parents.length === 0) roots.push(r.recordId);
    });
    let head = ZERO_HASH;
    let audited = 0;
    await scanJsonl(audPath, (json, line) => {
      const e = decodeAuditEntry(json).value;
      if (!e || e.recordId !== order[audited] || e.prev !== head) {
        throw new BundleWriteError(`${audPath}:${line}: audit entry does not continue the chain over records.jsonl; refusing to append`, "AEGX-CHAIN");
      }
      head = e.entryHash;
      audited++;
    });
    const manifest = decoded.value;
    manifest.root_records = roots;
    const writer = new BundleWriter(dir, manifest, new Set(order), audited, head, countBlobs(dir), options.durable ?? true);
    if (audited < order.length) {
      // Records were written but their audit entries were not: finish that append.
      let seen = 0;
      await scanJsonl(recPath, (json) => {
        if (seen++ >= audited) writer.chainAudit(decodeRecord(json).value as TypedRecord);
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
        throw new BundleWriteError(`blobs/${hash} exists with different content (collision or corruption)`, "AEGX-BLOB-HASH");
      }
      return hash;
    }
    writeFileAtomic(path, data);
    this.blobCount++;
    return hash;
  }

  /** Append a record and its audit entry (durable at the next flush); returns the stored record. */
  append(input: NewRecord, now: () => string = () => aegxNow()): TypedRecord {
    if (input.meta !== undefined && input.meta !== null && !isJsonObject(input.meta)) throw new BundleWriteError("meta must be a JSON object", "AEGX-SCHEMA");
    const meta = Object.assign(emptyObject(), isJsonObject(input.meta ?? null) ? input.meta : {});
    meta.ts = typeof meta.ts === "string" ? utcSeconds(meta.ts, "meta.ts") : now();
    const parents = input.parents ?? [];
    for (const p of parents) {
      if (!HEX64.test(p)) throw new BundleWriteError(`parent ${JSON.stringify(p)} is not a recordId`, "AEGX-SCHEMA");
      if (!this.ids.has(p)) throw new BundleWriteError(`parent ${p} is not a record of this bundle`, "AEGX-PARENT-MISSING");
    }
    const payload = input.payload;
    if (isBlobPayload(payload)) {
      const path = join(this.dir, BUNDLE_FILES.blobs, payload.blob);
      if (!HEX64.test(payload.blob) || !existsSync(path)) throw new BundleWriteError(`blob ${payload.blob} is not in blobs/; add it first with add-blob`, "AEGX-BLOB-MISSING");
      const size = statSync(path).size;
      if (BigInt(size) !== BigInt(payload.size)) throw new BundleWriteError(`blob ${payload.blob} has ${size} bytes, not ${payload.size}`, "AEGX-BLOB-SIZE");
    }
    const content = { type: input.type, principal: input.principal, taint: input.taint ?? [], parents, meta: meta as Json, payload };
    const record = stableRecord({ recordId: "", ...content, schema: "0.1", ...(input.extensions !== undefined ? { extensions: input.extensions } : {}) });
    const line = recordLine(record);
    this.pendingRecords.push(line);
    this.pendingBytes += line.length;
    this.chainAudit(record);
    this.ids.add(record.recordId);
    this.recordCount++;
    if (parents.length === 0) this.manifest.root_records.push(record.recordId);
    if (this.pendingBytes > 4 << 20) this.flush();
    return record;
  }

  /** The audit entry of a record: its ts is the record's (normalised) meta.ts, as the reference writes it. */
  private chainAudit(r: TypedRecord): void {
    const ts = isJsonObject(r.meta) && typeof r.meta.ts === "string" ? normalizeAegxTimestamp(r.meta.ts) : undefined;
    const entryTs = ts?.ok ? ts.value : aegxNow();
    const idx = this.auditCount++;
    const entryHash = computeEntryHash(idx, entryTs, r.recordId, this.auditHead);
    this.pendingAudit.push(auditLine({ idx, ts: entryTs, recordId: r.recordId, prev: this.auditHead, entryHash }));
    this.auditHead = entryHash;
  }

  private appendLines(file: string, lines: string[]): void {
    if (lines.length === 0) return;
    const fd = openSync(join(this.dir, file), "a");
    try {
      writeSync(fd, `${lines.join("\n")}\n`);
      if (this.durable) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  /** Make every append so far durable, in the crash-safe order: records, audit, manifest. */
  flush(): void {
    this.appendLines(BUNDLE_FILES.records, this.pendingRecords);
    this.appendLines(BUNDLE_FILES.audit, this.pendingAudit);
    this.pendingRecords = [];
    this.pendingAudit = [];
    this.pendingBytes = 0;
    this.manifest.record_count = this.recordCount;
    this.manifest.blob_count = this.blobCount;
    this.manifest.audit_head = this.auditHead;
    writeFileAtomic(join(this.dir, BUNDLE_FILES.manifest), manifestText(this.manifest));
  }

  close(): void {
    this.flush();
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
function stableRecord(record: TypedRecord): TypedRecord {
  let current = record;
  for (let i = 0; i < 5; i++) {
    current = { ...current, recordId: computeRecordId(current) };
    const reread = decodeRecord(parseJson(recordLine(current)).value).value as TypedRecord;
    if (computeRecordId(reread) === current.recordId) return current;
    current = reread;
  }
  throw new BundleWriteError("a number in this record does not read back stably; write it as a string", "AEGX-NUMBER");
}

function countBlobs(dir: string): number {
  const p = join(dir, BUNDLE_FILES.blobs);
  return existsSync(p) ? readdirSync(p).filter((f) => f !== BLOB_KEEP_FILE).length : 0;
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
async function scanJsonl(path: string, each: (json: Json, line: number) => void): Promise<void> {
  const end = endOfLastLine(path);
  if (end < statSync(path).size) truncateSync(path, end);
  for await (const l of jsonlLines(createReadStream(path, { highWaterMark: 1 << 20 }))) {
    if ("utf8Error" in l) throw new BundleWriteError(`${path}:${l.line}: invalid UTF-8; refusing to append`, "AEGX-PARSE");
    if (isBlankLine(l.text)) continue;
    let json: Json;
    try {
      json = parseJson(l.text).value;
    } catch (e) {
      throw new BundleWriteError(`${path}:${l.line}: ${(e as Error).message}; refusing to append`, "AEGX-PARSE");
    }
    each(json, l.line);
  }
}
