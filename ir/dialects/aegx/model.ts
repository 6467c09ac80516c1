/** The typed AEGX v0.1 model, as read from and written to a bundle. */
import type { Json, JsonObject } from "../../json/value.js";
import type { Principal, RecordType } from "./constants.js";

export type Payload = { inline: Json } | { blob: string; mime: string; size: bigint | number };

export function isBlobPayload(p: Payload): p is { blob: string; mime: string; size: bigint | number } {
  return !("inline" in p);
}

export interface TypedRecord {
  recordId: string;
  type: RecordType;
  principal: Principal;
  taint: string[];
  parents: string[];
  meta: Json;
  payload: Payload;
  schema?: string;
  extensions?: Json;
}

export interface AuditEntry {
  idx: number;
  ts: string;
  recordId: string;
  prev: string;
  entryHash: string;
}

export interface BundleManifest {
  aegx_version: string;
  created_at: string;
  hash_alg: string;
  canonicalization: string;
  root_records: string[];
  record_count: number;
  blob_count: number;
  audit_head: string;
  meta?: JsonObject;
  extensions?: JsonObject;
}
