/**
 * Worker-thread entry of the AEGX verifier: checks the audit chain (audit-chain.ts), the costly
 * part of the records pass over the tail of records.jsonl (record-segment.ts) and hashes the
 * blob files (blob-hashes.ts) while the main thread reads the head, and posts the results back,
 * their byte arrays transferred, not copied.
 */
import { fileChunks } from "../../../ir/io/file-chunks.js";
import { parentPort, workerData } from "node:worker_threads";
import { checkAuditChain, type AuditChainResult } from "./audit-chain.js";
import { checkRecordSegment, type RecordSegment } from "./record-segment.js";
import { hashBlobDir, type BlobHash } from "./blob-hashes.js";

export interface VerifyWorkerData {
  audit?: { path: string; file: string; expected: number };
  records?: { path: string; start: number };
  /** The bundle's blobs/ directory, when there is one. */
  blobs?: string;
}

export interface VerifyWorkerResult {
  audit?: AuditChainResult;
  records?: RecordSegment;
  blobs?: BlobHash[];
}

const job = workerData as VerifyWorkerData;
const result: VerifyWorkerResult = {};
const transfer: ArrayBuffer[] = [];
if (job.records) {
  result.records = await checkRecordSegment(fileChunks(job.records.path, { start: job.records.start }));
  const r = result.records;
  transfer.push(...[r.kinds, r.rel, r.ids, r.parentCounts, r.parents].map((a) => a.buffer as ArrayBuffer));
}
if (job.audit) {
  result.audit = await checkAuditChain(fileChunks(job.audit.path), job.audit.file, undefined, job.audit.expected);
  const a = result.audit;
  transfer.push(...[a.ids, a.refs, a.lines].map((x) => x.buffer as ArrayBuffer));
}
if (job.blobs) result.blobs = hashBlobDir(job.blobs);
parentPort?.postMessage(result, [...new Set(transfer)]);
