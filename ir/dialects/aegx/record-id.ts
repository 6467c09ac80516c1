/** recordId (spec section 7) and entryHash (section 5.3). */
import { aegxCanonicalBytes } from "../../canonical/aegx-canon.js";
import { emptyObject, isJsonObject, type Json, type JsonObject } from "../../json/value.js";
import { sha256Hex } from "../../hash/digest.js";
import { RECORD_SCHEMA_VERSION } from "./constants.js";
import { isBlobPayload, type Payload, type TypedRecord } from "./model.js";
import { normalizeAegxTimestamp } from "./timestamp.js";

/** `meta` with `ts` normalised to UTC seconds; a ts that does not parse is hashed as it is (as the reference does). */
export function normalizedMeta(meta: Json): Json {
  if (!isJsonObject(meta) || typeof meta.ts !== "string") return meta;
  const r = normalizeAegxTimestamp(meta.ts);
  if (!r.ok || r.value === meta.ts) return meta;
  const out = emptyObject();
  for (const k of Object.keys(meta)) out[k] = k === "ts" ? r.value : (meta[k] as Json);
  return out;
}

/** The payload as hashed: exactly one of the two forms, unknown keys left out. */
export function hashedPayload(p: Payload): JsonObject {
  const o = emptyObject();
  if (isBlobPayload(p)) {
    o.blob = p.blob;
    o.mime = p.mime;
    o.size = p.size;
  } else {
    o.inline = p.inline;
  }
  return o;
}

export type RecordContent = Pick<TypedRecord, "type" | "principal" | "taint" | "parents" | "meta" | "payload">;

export function recordIdInput(r: RecordContent): JsonObject {
  const o = emptyObject();
  o.type = r.type;
  o.principal = r.principal;
  o.taint = r.taint;
  o.parents = r.parents;
  o.meta = normalizedMeta(r.meta);
  o.payload = hashedPayload(r.payload);
  o.schema = RECORD_SCHEMA_VERSION;
  return o;
}

export function computeRecordId(r: RecordContent): string {
  return sha256Hex(aegxCanonicalBytes(recordIdInput(r)));
}

/** Strings that are their own canonical text: printable ASCII without quote or backslash. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

export function computeEntryHash(idx: number | bigint, ts: string, recordId: string, prev: string): string {
  if (
    (typeof idx === "bigint" || Number.isSafeInteger(idx)) &&
    PLAIN.test(ts) &&
    PLAIN.test(recordId) &&
    PLAIN.test(prev)
  ) {
    // The canonical text written directly (keys in order idx, prev, recordId, ts); equal to the general path below.
    return sha256Hex(`{"idx":${idx},"prev":"${prev}","recordId":"${recordId}","ts":"${ts}"}`);
  }
  const o = emptyObject();
  o.idx = idx;
  o.ts = ts;
  o.recordId = recordId;
  o.prev = prev;
  return sha256Hex(aegxCanonicalBytes(o));
}
