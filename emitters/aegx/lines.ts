/**
 * AEGX file text exactly as the reference writes it: records and audit
 * entries as compact JSON in struct field order (the payload in serde's
 * field order, which is also key order), the manifest as
 * pretty-printed JSON with sorted keys and no trailing newline.
 */
import { emptyObject, type JsonObject } from "../../ir/json/value.js";
import { serdeJsonText, serdeQuote } from "../../ir/json/serde-text.js";
import type { AuditEntry, BundleManifest, TypedRecord } from "../../ir/dialects/aegx/model.js";
import { hashedPayload } from "../../ir/dialects/aegx/record-id.js";

export function recordLine(r: TypedRecord): string {
  const list = (xs: string[]): string => `[${xs.map(serdeQuote).join(",")}]`;
  let line =
    `{"recordId":${serdeQuote(r.recordId)},"type":${serdeQuote(r.type)},"principal":${serdeQuote(r.principal)},` +
    `"taint":${list(r.taint)},"parents":${list(r.parents)},"meta":${serdeJsonText(r.meta)},` +
    `"payload":${serdeJsonText(hashedPayload(r.payload))},"schema":${serdeQuote(r.schema ?? "0.1")}`;
  if (r.extensions !== undefined) line += `,"extensions":${serdeJsonText(r.extensions)}`;
  return `${line}}`;
}

/** Hex ids and stored timestamps need no escaping. */
const PLAIN = /^[0-9A-Za-z:+.-]*$/;

export function auditLine(e: AuditEntry): string {
  if (PLAIN.test(e.ts) && PLAIN.test(e.recordId) && PLAIN.test(e.prev) && PLAIN.test(e.entryHash)) {
    return `{"idx":${e.idx},"ts":"${e.ts}","recordId":"${e.recordId}","prev":"${e.prev}","entryHash":"${e.entryHash}"}`;
  }
  return `{"idx":${e.idx},"ts":${serdeQuote(e.ts)},"recordId":${serdeQuote(e.recordId)},"prev":${serdeQuote(e.prev)},"entryHash":${serdeQuote(e.entryHash)}}`;
}

export function manifestText(m: BundleManifest): string {
  const o: JsonObject = emptyObject();
  o.aegx_version = m.aegx_version;
  o.created_at = m.created_at;
  o.hash_alg = m.hash_alg;
  o.canonicalization = m.canonicalization;
  o.root_records = m.root_records;
  o.record_count = m.record_count;
  o.blob_count = m.blob_count;
  o.audit_head = m.audit_head;
  if (m.meta !== undefined) o.meta = m.meta;
  if (m.extensions !== undefined) o.extensions = m.extensions;
  return serdeJsonText(o, true);
}
