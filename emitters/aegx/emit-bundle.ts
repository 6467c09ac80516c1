/**
 * The AEGX emitter: an `aegx` graph back to a bundle, directory or zip.
 * recordIds and the audit chain are recomputed, so a graph whose records do
 * not hash to their ids is refused rather than written. Audit timestamps are
 * kept from the graph's audit entries, else taken from each record's meta.ts.
 */
import { Graph, type GraphNode } from "../../ir/graph/graph.js";
import { isJsonObject, type Json, type JsonObject } from "../../ir/json/value.js";
import { serdeJsonText, serdeQuote } from "../../ir/json/serde-text.js";
import { writeDirectoryAtomic } from "../../ir/io/atomic-write.js";
import { buildZip } from "../../ir/io/zip/write.js";
import { writeFileAtomic } from "../../ir/io/atomic-write.js";
import {
  AEGX_VERSION,
  BUNDLE_FILES,
  ZERO_HASH,
  type Principal,
  type RecordType,
} from "../../ir/dialects/aegx/constants.js";
import type { BundleManifest, Payload, TypedRecord } from "../../ir/dialects/aegx/model.js";
import { computeEntryHash, computeRecordId } from "../../ir/dialects/aegx/record-id.js";
import { normalizeAegxTimestamp } from "../../ir/dialects/aegx/timestamp.js";
import { nowUtc } from "../../ir/io/clock.js";
import { auditLine, manifestText, recordLine } from "./lines.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import { LineBuffer } from "./line-buffer.js";

export class EmitError extends AgentcError {
  constructor(message: string) {
    super(message, "AEGX-EMIT");
  }
}

export interface EmittedBundle {
  files: Array<[string, Uint8Array | string]>;
  recordIds: string[];
  auditHead: string;
}

function toRecord(n: GraphNode): TypedRecord {
  const a = n.attrs;
  const payload = a.payload as JsonObject;
  const p: Payload =
    "inline" in payload
      ? { inline: payload.inline as Json }
      : { blob: payload.blob as string, mime: payload.mime as string, size: payload.size as number };
  const r: TypedRecord = {
    recordId: n.id,
    type: a.type as RecordType,
    principal: a.principal as Principal,
    taint: a.taint as string[],
    parents: a.parents as string[],
    meta: a.meta as Json,
    payload: p,
  };
  if (a.schema !== undefined) r.schema = a.schema as string;
  if (a.extensions !== undefined) r.extensions = a.extensions as Json;
  return r;
}

/** Lay out the files of a bundle from a graph (no I/O). */
export function layoutAegxBundle(graph: Graph, createdAt?: string, clock: () => string = nowUtc): EmittedBundle {
  const records = graph.nodes("aegx.Record").map((n) => ({ node: n, record: toRecord(n) }));
  const auditTs = new Map<string, string>();
  for (const e of graph.nodes("aegx.AuditEntry")) auditTs.set(e.attrs.recordId as string, e.attrs.ts as string);
  const lines = new LineBuffer();
  const audit = new LineBuffer();
  let prev = ZERO_HASH;
  const roots: string[] = [];
  records.forEach(({ node, record }, idx) => {
    const id = computeRecordId(record);
    if (id !== record.recordId)
      throw new EmitError(`record ${record.recordId} hashes to ${id}; refusing to emit a bundle that would not verify`);
    let line = recordLine(record);
    if (node.extra) {
      // Unknown fields are the user's data: written back after the known ones (they are never hashed).
      for (const k of Object.keys(node.extra))
        line = `${line.slice(0, -1)},${serdeQuote(k)}:${serdeJsonText(node.extra[k] as Json)}}`;
    }
    lines.push(line);
    const meta = record.meta;
    const fromMeta = isJsonObject(meta) && typeof meta.ts === "string" ? normalizeAegxTimestamp(meta.ts) : undefined;
    const ts = auditTs.get(id) ?? (fromMeta?.ok ? fromMeta.value : clock());
    const entryHash = computeEntryHash(idx, ts, id, prev);
    audit.push(auditLine({ idx, ts, recordId: id, prev, entryHash }));
    prev = entryHash;
    if (record.parents.length === 0) roots.push(id);
  });
  const bundleNode = graph.get("aegx:bundle");
  const blobs = graph.nodes("aegx.Blob");
  const m: BundleManifest = {
    aegx_version: AEGX_VERSION,
    created_at: (bundleNode?.attrs.created_at as string | undefined) ?? createdAt ?? clock(),
    hash_alg: "sha256",
    canonicalization: "AEGX_CANON_0_1",
    root_records: roots,
    record_count: records.length,
    blob_count: blobs.length,
    audit_head: prev,
  };
  if (bundleNode && isJsonObject(bundleNode.attrs.meta as Json)) m.meta = bundleNode.attrs.meta as JsonObject;
  if (bundleNode && isJsonObject(bundleNode.attrs.extensions as Json))
    m.extensions = bundleNode.attrs.extensions as JsonObject;
  const files: Array<[string, Uint8Array | string]> = [
    [BUNDLE_FILES.manifest, manifestText(m)],
    [BUNDLE_FILES.records, lines.take()],
    [BUNDLE_FILES.audit, audit.take()],
  ];
  for (const b of blobs) {
    const hash = b.attrs.sha256 as string;
    const bytes = graph.blobs.get(hash);
    if (!bytes) throw new EmitError(`blob ${hash} has no bytes in the graph`);
    files.push([`${BUNDLE_FILES.blobs}/${hash}`, bytes]);
  }
  return { files, recordIds: records.map((r) => r.record.recordId), auditHead: prev };
}

/** Write the bundle as a directory, or as a zip when `out` ends with `.zip`. */
/** A bundle's files as one zip archive (blobs/ always present), in memory. */
export function bundleZipBytes(files: ReadonlyArray<readonly [string, Uint8Array | string]>): Buffer {
  return buildZip([
    { name: `${BUNDLE_FILES.blobs}/`, data: new Uint8Array(0) },
    ...files.map(([name, data]) => ({ name, data: typeof data === "string" ? Buffer.from(data, "utf8") : data })),
  ]);
}

export function emitAegxBundle(
  graph: Graph,
  out: string,
  options: { force?: boolean; createdAt?: string; clock?: () => string } = {},
): EmittedBundle {
  const emitted = layoutAegxBundle(graph, options.createdAt, options.clock);
  if (out.endsWith(".zip")) {
    writeFileAtomic(out, bundleZipBytes(emitted.files));
  } else {
    writeDirectoryAtomic(out, emitted.files, { replace: options.force }, [BUNDLE_FILES.blobs]);
  }
  return emitted;
}
