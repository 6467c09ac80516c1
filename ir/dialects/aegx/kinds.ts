/** The `aegx` dialect: AEGX v0.1 evidence bundles (specs/aegx-v0.1.md). */
import { registerDialect } from "../registry.js";

registerDialect("aegx", "AEGX v0.1 evidence bundles (specs/aegx-v0.1.md)", {
  Bundle: "manifest.json of an evidence bundle",
  Record: "one TypedRecord of records.jsonl (id = recordId)",
  AuditEntry: "one hash-chained entry of audit-log.jsonl",
  Blob: "one content-addressed file of blobs/",
});
