/** The `aegx` dialect: AEGX v0.1 evidence bundles (docs/specs.md). */
import { registerDialect } from "../registry.js";

registerDialect("aegx", "AEGX v0.1 evidence bundles (docs/specs.md)", {
  Bundle: "manifest.json of an evidence bundle",
  Record: "one TypedRecord of records.jsonl (id = recordId)",
  AuditEntry: "one hash-chained entry of audit-log.jsonl",
  Blob: "one content-addressed file of blobs/",
});
