/** Plain JSON values (from JSON.parse) as agentc's Json: numbers that have no finite value become strings. */
import { normalizeAegxTimestamp } from "../../../ir/dialects/aegx/timestamp.js";
import { emptyObject, type Json } from "../../../ir/json/value.js";

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/**
 * Whether a log's timestamp is one an event without its own may take: a valid RFC 3339 time. An
 * invalid one is warned about at its own line (AEGX-SESSION-TIME) and never handed on, so the events
 * after it take the last valid time, as the records do, and no warning names a line that had none.
 */
export const isTime = (t: string): boolean => normalizeAegxTimestamp(t).ok;

/** Whether a parsed value is already agentc's Json as it is (every number finite). */
function clean(v: unknown): boolean {
  if (typeof v === "number") return Number.isFinite(v);
  if (Array.isArray(v)) {
    for (const x of v) if (!clean(x)) return false;
    return true;
  }
  if (isObject(v)) {
    for (const k in v) if (!clean(v[k])) return false;
  }
  return true;
}

/** A parsed value as Json: the same object when it is one (no copy), else a copy with non-finite numbers as strings. */
export function asJson(v: unknown): Json {
  if (clean(v)) return v as Json;
  return copy(v);
}

function copy(v: unknown): Json {
  if (v === null || typeof v === "string" || typeof v === "boolean") return v;
  if (typeof v === "number") return Number.isFinite(v) ? v : String(v);
  if (Array.isArray(v)) return v.map(copy);
  if (isObject(v)) {
    const o = emptyObject();
    for (const k of Object.keys(v)) if (v[k] !== undefined) o[k] = copy(v[k]);
    return o;
  }
  return null;
}

/** Milliseconds since the epoch (a number or a decimal string of nanoseconds) as RFC 3339 with milliseconds. */
export function nanosToTime(n: unknown): string | undefined {
  const s = typeof n === "number" ? String(Math.trunc(n)) : typeof n === "string" && /^\d+$/.test(n) ? n : undefined;
  if (s === undefined) return undefined;
  const ms = Number(BigInt(s) / 1_000_000n);
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
