/** AEGX v0.1 vocabulary (spec sections 3–5). */
export const AEGX_VERSION = "0.1";
export const RECORD_SCHEMA_VERSION = "0.1";
export const ZERO_HASH = "0".repeat(64);
export const HEX64 = /^[0-9a-f]{64}$/;

/**
 * Spec section 4.3. `NetworkRequest` is in the spec; the reference's code added it later without a
 * version change (its v0.1 corpus verifier at 59b32f3 still refused it), so agentc reads and writes it
 * as a known type of 0.1.
 */
export const RECORD_TYPES = [
  "SessionStart",
  "SessionMessage",
  "ToolCall",
  "ToolResult",
  "FileRead",
  "FileWrite",
  "FileDelete",
  "ControlPlaneChangeRequest",
  "MemoryCommitRequest",
  "GuardDecision",
  "Snapshot",
  "Rollback",
  "NetworkRequest",
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const PRINCIPALS = ["USER", "SYS", "WEB", "TOOL", "SKILL", "CHANNEL", "EXTERNAL"] as const;
export type Principal = (typeof PRINCIPALS)[number];

export const BUNDLE_FILES = {
  manifest: "manifest.json",
  records: "records.jsonl",
  audit: "audit-log.jsonl",
  blobs: "blobs",
} as const;

/** The reserved file in blobs/ that is not a blob (spec 8.1 rule 6). */
export const BLOB_KEEP_FILE = ".keep";
