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
import { Diagnostics, type Diagnostic, type DiagnosticInit } from "../../../ir/diagnostics/diagnostic.js";
import { openBundleSource, type BundleSource } from "../../readers/aegx/bundle-source.js";
import { jsonlBatches, isBlankLine } from "../../../ir/dialects/aegx/jsonl.js";
import { decodeAuditEntry, decodeManifest, decodeRecord, type DecodeIssue } from "../../../ir/dialects/aegx/decode.js";
import { BLOB_KEEP_FILE, BUNDLE_FILES, HEX64, ZERO_HASH } from "../../../ir/dialects/aegx/constants.js";
import { computeEntryHash, computeRecordId } from "../../../ir/dialects/aegx/record-id.js";
import { isBlobPayload, type AuditEntry, type BundleManifest } from "../../../ir/dialects/aegx/model.js";
import { sha256Hex } from "../../../ir/hash/digest.js";
import { fastAudit, fastRecord } from "./fast-lines.js";
import { aegxExitCode, agentcExitCode, type AegxExitCode, type AgentcExitCode } from "./exit-codes.js";
import { ZipEntryError } from "../../../ir/io/zip/read.js";

export interface VerifyOptions {
  strict?: boolean;
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

interface BlobRef {
  size: number | bigint;
  line: number;
}

export async function verifyBundle(path: string, options: VerifyOptions = {}): Promise<VerifyResult> {
  const stats: VerifyStats = { records: 0, auditEntries: 0, blobs: 0, auditHead: undefined };
  if (options.collectRecordIds) stats.recordIds = [];
  const opened = await openBundleSource(path);
  const ds = new Diagnostics();
  ds.addAll(opened.diagnostics);
  if (opened.source) {
    try {
      await new Verifier(opened.source, ds, stats).run();
    } catch (e) {
      // An entry of a zip bundle that does not inflate to what it declares: the archive fails its checks.
      if (!(e instanceof ZipEntryError)) throw e;
      ds.error(e.code, `damaged archive entry: ${e.message}`, { file: `${opened.source.label}/${e.entryName}` });
    } finally {
      await opened.source.close();
    }
  }
  const specExitCode = aegxExitCode(ds.all, options.strict);
  const exitCode = agentcExitCode(ds.all, options.strict);
  return { exitCode, specExitCode, ok: exitCode === 0, diagnostics: [...ds.all], stats };
}

class Verifier {
  private manifest: BundleManifest | undefined;
  private readonly ids = new Set<string>();
  private readonly pendingParents: Array<{ parent: string; line: number; index: number }> = [];
  private readonly blobRefs = new Map<string, BlobRef>();
  private readonly parentlessIds: string[] = [];
  private readonly rootsWithParents = new Set<string>();
  private readonly rootSet = new Set<string>();

  constructor(
    private readonly src: BundleSource,
    private readonly ds: Diagnostics,
    private readonly stats: VerifyStats,
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
    await this.readManifest();
    await this.readRecords();
    await this.readAudit();
    this.checkParents();
    await this.checkBlobs();
    this.checkCountsAndRoots();
  }

  private reportIssues(name: string, line: number | undefined, issues: DecodeIssue[], prefix = ""): void {
    for (const i of issues) {
      const at = this.at(name, line, i.pointer);
      if (i.cls === "parse") this.ds.error("AEGX-PARSE", `parse error: ${prefix}${i.message}`, at);
      else if (i.cls === "schema") this.ds.error("AEGX-SCHEMA", `schema: ${prefix}${i.message}`, at);
      else this.ds.warning("AEGX-W-UNKNOWN-FIELD", `${prefix}${i.message}`, at);
    }
  }

  private parseLine(name: string, line: number, text: string): Json | undefined {
    try {
      return parseJson(text, { maxDepth: 128 }).value;
    } catch (e) {
      if (!(e instanceof JsonParseError)) throw e;
      this.ds.error("AEGX-PARSE", `parse error: ${e.reason}`, { file: this.file(name), line, col: e.col });
      return undefined;
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
      this.ds.error("AEGX-IO", `read error: ${e instanceof TypeError ? "stream did not contain valid UTF-8" : String(e)}`, this.at(name));
      return;
    }
    let json: Json;
    try {
      json = parseJson(text).value;
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

  private async readRecords(): Promise<void> {
    const name = BUNDLE_FILES.records;
    if (!this.src.exists(name)) {
      this.ds.error("AEGX-IO", `cannot open ${name}: no such file`, this.at(name));
      return;
    }
    for await (const batch of jsonlBatches(this.src.chunks(name))) {
      for (const l of batch) {
        if ("utf8Error" in l) {
          this.stats.records++;
          this.ds.error("AEGX-PARSE", "read error: stream did not contain valid UTF-8", this.at(name, l.line));
          continue;
        }
        if (isBlankLine(l.text)) continue;
        this.stats.records++;
        const fast = fastRecord(l.text);
        if (fast) {
          this.checkRecordId(fast.recordId, sha256Hex(fast.canonicalInput), l.line);
          this.acceptRecord(fast.recordId, fast.parents, fast.blob?.hash, fast.blob?.size, l.line);
          continue;
        }
        const json = this.parseLine(name, l.line, l.text);
        if (json === undefined) continue;
        const decoded = decodeRecord(json);
        this.reportIssues(name, l.line, decoded.issues);
        const r = decoded.value;
        if (!r) continue;
        this.checkRecordId(r.recordId, computeRecordId(r), l.line);
        const blob = isBlobPayload(r.payload) ? r.payload : undefined;
        this.acceptRecord(r.recordId, r.parents, blob?.blob, blob?.size, l.line);
      }
    }
  }

  private checkRecordId(stored: string, computed: string, line: number): void {
    if (computed !== stored) {
      this.ds.error("AEGX-RECORD-ID", `recordId mismatch: expected=${computed}, got=${stored}`, this.at(BUNDLE_FILES.records, line, "/recordId"));
    }
  }

  /** Bookkeeping shared by both paths: ids, parents, roots, blob references. */
  private acceptRecord(sliced: string, parents: string[], blob: string | undefined, size: number | bigint | undefined, line: number): void {
    const recordId = own(sliced);
    this.stats.recordIds?.push(recordId);
    if (this.ids.has(recordId)) this.ds.warning("AEGX-W-DUPLICATE-RECORD", `record ${recordId} appears more than once`, this.at(BUNDLE_FILES.records, line));
    parents.forEach((parent, index) => {
      if (!this.ids.has(parent)) this.pendingParents.push({ parent: own(parent), line, index });
    });
    this.ids.add(recordId);
    if (parents.length === 0) this.parentlessIds.push(recordId);
    else if (this.rootSet.has(recordId)) this.rootsWithParents.add(recordId);
    if (blob === undefined || size === undefined) return;
    const prev = this.blobRefs.get(blob);
    if (!prev) this.blobRefs.set(own(blob), { size, line });
    else if (BigInt(prev.size) !== BigInt(size)) {
      this.ds.warning("AEGX-W-BLOB-SIZE", `blob ${blob} is referenced with sizes ${prev.size} and ${size}`, this.at(BUNDLE_FILES.records, line));
    }
  }

  private async readAudit(): Promise<void> {
    const name = BUNDLE_FILES.audit;
    if (!this.src.exists(name)) {
      this.ds.error("AEGX-IO", `cannot open ${name}: no such file`, this.at(name));
      return;
    }
    let expectedPrev = ZERO_HASH;
    let position = 0;
    for await (const batch of jsonlBatches(this.src.chunks(name))) {
      for (const l of batch) {
        if ("utf8Error" in l) {
          this.ds.error("AEGX-PARSE", "read error: stream did not contain valid UTF-8", this.at(name, l.line));
          position++;
          continue;
        }
        if (isBlankLine(l.text)) continue;
        const at = position++;
        let e: AuditEntry | undefined;
        let computed: string;
        const fast = fastAudit(l.text);
        if (fast) {
          e = fast;
          computed = sha256Hex(fast.canonicalInput);
        } else {
          const json = this.parseLine(name, l.line, l.text);
          if (json === undefined) continue;
          const decoded = decodeAuditEntry(json);
          this.reportIssues(name, l.line, decoded.issues);
          e = decoded.value;
          if (!e) continue;
          computed = computeEntryHash(e.idx, e.ts, e.recordId, e.prev);
        }
        const where = this.at(name, l.line);
        if (e.idx !== at) this.ds.error("AEGX-AUDIT-IDX", `audit entry ${at}: expected idx=${at}, got idx=${e.idx}`, { ...where, pointer: "/idx" });
        if (e.prev !== expectedPrev) this.ds.error("AEGX-AUDIT-PREV", `audit entry ${at}: expected prev=${expectedPrev}, got prev=${e.prev}`, { ...where, pointer: "/prev" });
        if (computed !== e.entryHash) {
          this.ds.error("AEGX-AUDIT-HASH", `audit entry ${at}: entryHash mismatch: expected=${computed}, got=${e.entryHash}`, { ...where, pointer: "/entryHash" });
        }
        if (!this.ids.has(e.recordId)) this.ds.warning("AEGX-W-AUDIT-UNKNOWN-RECORD", `audit entry ${at} points at record ${e.recordId}, which is not in records.jsonl`, where);
        expectedPrev = e.entryHash;
      }
    }
    this.stats.auditEntries = position;
    this.stats.auditHead = expectedPrev;
    if (this.manifest && this.manifest.audit_head !== expectedPrev) {
      this.ds.error("AEGX-AUDIT-HEAD", `audit_head mismatch: manifest says ${this.manifest.audit_head}, chain ends at ${expectedPrev}`, this.at(BUNDLE_FILES.manifest, undefined, "/audit_head"));
    }
  }

  private checkParents(): void {
    for (const p of this.pendingParents) {
      if (!this.ids.has(p.parent)) {
        this.ds.error("AEGX-PARENT-MISSING", `parent ${p.parent} does not exist in records.jsonl`, this.at(BUNDLE_FILES.records, p.line, `/parents/${p.index}`));
      }
    }
  }

  private async hashBlob(name: string): Promise<{ hex: string; size: number }> {
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
      this.ds.error("AEGX-BLOB-LAYOUT", `blobs/${other} is not a regular file; blobs/ must hold files only`, this.at(`${blobsDir}/${other}`));
    }
    const present = new Set(files);
    for (const [blob, ref] of this.blobRefs) {
      const where = this.at(BUNDLE_FILES.records, ref.line, "/payload/blob");
      if (!present.has(blob)) {
        this.ds.error("AEGX-BLOB-MISSING", `blob ${blob} is referenced but blobs/${blob} does not exist`, where);
        continue;
      }
      const { hex, size } = await this.hashBlob(blob);
      if (hex !== blob) this.ds.error("AEGX-BLOB-HASH", `blob ${blob}: content hashes to ${hex}`, this.at(`${blobsDir}/${blob}`));
      if (BigInt(size) !== BigInt(ref.size)) {
        this.ds.warning("AEGX-W-BLOB-SIZE", `blob ${blob}: payload.size is ${ref.size} but the file has ${size} bytes`, { ...where, pointer: "/payload/size" });
      }
    }
    for (const f of files) {
      if (this.blobRefs.has(f)) continue;
      this.ds.warning("AEGX-W-BLOB-ORPHAN", `blobs/${f} is not referenced by any record`, this.at(`${blobsDir}/${f}`));
      const { hex } = await this.hashBlob(f);
      if (!HEX64.test(f) || hex !== f) this.ds.warning("AEGX-W-BLOB-NAME", `blobs/${f} is misnamed: its content hashes to ${hex}`, this.at(`${blobsDir}/${f}`));
    }
  }

  private checkCountsAndRoots(): void {
    const m = this.manifest;
    if (!m) return;
    const at = (pointer: string): DiagnosticInit => this.at(BUNDLE_FILES.manifest, undefined, pointer);
    if (m.record_count !== this.stats.records) {
      this.ds.error("AEGX-RECORD-COUNT", `record_count mismatch: manifest says ${m.record_count}, records.jsonl has ${this.stats.records}`, at("/record_count"));
    }
    if (m.blob_count !== this.stats.blobs) {
      this.ds.error("AEGX-BLOB-COUNT", `blob_count mismatch: manifest says ${m.blob_count}, blobs/ has ${this.stats.blobs}`, at("/blob_count"));
    }
    m.root_records.forEach((r, i) => {
      if (!this.ids.has(r)) this.ds.error("AEGX-ROOT-MISSING", `root record ${r} does not exist in records.jsonl`, at(`/root_records/${i}`));
      else if (this.rootsWithParents.has(r)) this.ds.warning("AEGX-W-ROOT-NOT-ROOT", `root record ${r} has parents`, at(`/root_records/${i}`));
    });
    for (const id of this.parentlessIds) {
      if (!this.rootSet.has(id)) this.ds.warning("AEGX-W-ROOT-UNLISTED", `record ${id} has no parents but is not listed in root_records`, at("/root_records"));
    }
  }
}

