/**
 * The verifier's fast path for lines laid out as the reference and agentc
 * write them. A record line whose fields are all in canonical form yields its
 * recordId input by concatenating slices of the line; an audit line in the
 * writer's exact layout yields its entryHash input by a regular expression.
 * Whatever does not qualify returns undefined and goes through the general
 * decoder, which gives the same answers (a property test checks that).
 */
import { canonicalObjectEnd, canonicalValueEnd, type Member } from "../../canonical/aegx-canon-recognizer.js";
import { HEX64, PRINCIPALS, RECORD_TYPES } from "./constants.js";
import { AEGX_TS_PATTERN } from "./timestamp.js";

export interface FastRecord {
  recordId: string;
  parents: string[];
  blob?: { hash: string; size: number };
  /** The AEGX_CANON_0_1 text of the recordId input. */
  canonicalInput: string;
}

const TYPES = new Set<string>(RECORD_TYPES);
const PRINCIPAL_SET = new Set<string>(PRINCIPALS);
/** The writers' field order up to meta: recordId, type, principal, taint, parents. */
const HEAD = /^\{"recordId":"([0-9a-f]{64})","type":"([A-Za-z]+)","principal":"([A-Z]+)","taint":(\[[^\]]*\]),"parents":(\[(?:"[0-9a-f]{64}"(?:,"[0-9a-f]{64}")*)?\]),"meta":\{/;
const SIZE = /^(?:0|[1-9][0-9]{0,14})$/;

function plainString(s: string, m: Member): string | undefined {
  const v = s.slice(m.start + 1, m.end - 1);
  return s.charCodeAt(m.start) === 34 && !v.includes("\\") ? v : undefined;
}

export function fastRecord(line: string): FastRecord | undefined {
  const head = HEAD.exec(line);
  if (!head) return undefined;
  const [prefix, recordId, type, principal, taint, parentsText] = head as unknown as [string, string, string, string, string, string];
  if (!TYPES.has(type) || !PRINCIPAL_SET.has(principal)) return undefined;
  if (taint !== "[]" && (canonicalValueEnd(taint, 0) !== taint.length || !(JSON.parse(taint) as unknown[]).every((t) => typeof t === "string"))) return undefined;
  // meta: a canonical object whose ts is already in stored form (normalisation is then the identity).
  const metaStart = prefix.length - 1;
  const meta: Member[] = [];
  const metaEnd = canonicalObjectEnd(line, metaStart, 0, meta);
  if (metaEnd < 0) return undefined;
  const ts = meta.find((m) => m.key === "ts");
  const tsValue = ts ? plainString(line, ts) : undefined;
  if (!tsValue || !AEGX_TS_PATTERN.test(tsValue)) return undefined;
  // payload: exactly one of the two forms.
  if (!line.startsWith(',"payload":{', metaEnd)) return undefined;
  const payloadStart = metaEnd + 11;
  const payload: Member[] = [];
  const payloadEnd = canonicalObjectEnd(line, payloadStart, 0, payload);
  if (payloadEnd < 0) return undefined;
  let blob: FastRecord["blob"];
  if (payload.length === 3 && payload[0]!.key === "blob" && payload[1]!.key === "mime" && payload[2]!.key === "size") {
    const hash = plainString(line, payload[0]!);
    const size = line.slice(payload[2]!.start, payload[2]!.end);
    if (!hash || !HEX64.test(hash) || line.charCodeAt(payload[1]!.start) !== 34 || !SIZE.test(size)) return undefined;
    blob = { hash, size: Number(size) };
  } else if (payload.length !== 1 || payload[0]!.key !== "inline") return undefined;
  // The rest: an optional "schema":"0.1", nothing else (extensions and unknown fields take the general path).
  const rest = line.slice(payloadEnd);
  if (rest !== "}" && rest !== ',"schema":"0.1"}') return undefined;
  const canonicalInput = `{"meta":${line.slice(metaStart, metaEnd)},"parents":${parentsText},"payload":${line.slice(payloadStart, payloadEnd)},"principal":"${principal}","schema":"0.1","taint":${taint},"type":"${type}"}`;
  const parents = parentsText.length > 2 ? parentsText.slice(2, -2).split('","') : [];
  return blob ? { recordId, parents, blob, canonicalInput } : { recordId, parents, canonicalInput };
}

export interface FastAudit {
  idx: number;
  ts: string;
  recordId: string;
  prev: string;
  entryHash: string;
  canonicalInput: string;
}

const AUDIT = /^\{"idx":(0|[1-9][0-9]{0,14}),"ts":"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)","recordId":"([0-9a-f]{64})","prev":"([0-9a-f]{64})","entryHash":"([0-9a-f]{64})"\}$/;

/** The writers' audit line layout (a compiled regular expression is faster here than reading at offsets by hand). */
export function fastAudit(line: string): FastAudit | undefined {
  const m = AUDIT.exec(line);
  if (!m) return undefined;
  const [, idx, ts, recordId, prev, entryHash] = m as unknown as [string, string, string, string, string, string];
  return { idx: Number(idx), ts, recordId, prev, entryHash, canonicalInput: `{"idx":${idx},"prev":"${prev}","recordId":"${recordId}","ts":"${ts}"}` };
}
