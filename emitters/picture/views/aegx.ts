/**
 * The AEGX view: records with their parent edges, coloured by record type;
 * the audit chain, each entry pointing at the record it seals; blobs and the
 * records whose payload they are. Records, audit entries and blobs that
 * failed verification are drawn failed, with the verifier's reason.
 *
 * Beyond GROUP_THRESHOLD nodes, records are grouped by type and time window,
 * audit entries into consecutive segments and blobs into one node; failed
 * ones are still drawn one by one (up to a cap), and a note says what was
 * grouped.
 */
import type { Graph, GraphNode } from "../../../ir/graph/graph.js";
import { GROUP_THRESHOLD, MAX_PICTURE_NODES, PictureBuilder, plural, type Picture } from "../model.js";
import { oneLine } from "../escape.js";
import { arr, obj, str, unplaced, type Failures } from "./common.js";

export interface AegxViewOptions {
  title?: string;
  /** Graph node id → why it failed verification. */
  failures?: Failures;
}

const BUNDLE = "aegx:bundle";
/** Failed records and audit entries drawn individually even in a grouped picture. */
const MAX_FAILED_SHOWN = 60;
/** Record groups in a grouped picture (type × time window). */
const MAX_RECORD_GROUPS = 240;
const AUDIT_SEGMENTS = 24;

/** The tone (and legend entry) of a record whose tool call failed. */
const TOOL_FAILED = "aegx.Record tool call failed";
const short = (id: string): string => (id.length > 16 ? `${id.slice(0, 12)}…` : id);
const tsOf = (r: GraphNode): string | undefined => str(obj(r.attrs.meta)?.ts);
const typeOf = (r: GraphNode): string => str(r.attrs.type) ?? "?";

export function aegxPicture(graph: Graph, options: AegxViewOptions = {}): Picture {
  const records = graph.nodes("aegx.Record");
  const audits = graph.nodes("aegx.AuditEntry");
  const blobs = graph.nodes("aegx.Blob");
  const failures = options.failures ?? new Map<string, string>();
  const p = new PictureBuilder(options.title ?? "AEGX evidence bundle", "TB");
  const bundle = graph.get(BUNDLE);
  if (bundle) {
    const m = bundle.attrs;
    p.node({
      key: BUNDLE,
      kind: "aegx.Bundle",
      shape: "tab",
      label: `bundle AEGX ${oneLine(str(m.aegx_version) ?? "?", 8)} · audit head ${short(str(m.audit_head) ?? "")}\n${plural(records.length, "record")} · ${plural(audits.length, "audit entry", "audit entries")} · ${plural(blobs.length, "blob")}`,
    });
  }
  const grouped = records.length + audits.length + blobs.length + 1 > GROUP_THRESHOLD;
  const groupOf = grouped ? drawGrouped(p, graph, records, audits, blobs, failures) : new Map<string, string>();
  if (!grouped) drawEach(p, graph, records, audits, blobs);
  if (bundle)
    for (const r of arr(bundle.attrs.root_records))
      if (typeof r === "string") p.edge({ from: BUNDLE, to: r, kind: "root" });
  // A failure inside a group marks the group (its reason says which record).
  for (const [id, why] of failures)
    p.fail(p.has(id) ? id : (groupOf.get(id) ?? id), p.has(id) ? why : `${short(id)}: ${why}`);
  const lost = unplaced(failures, (id) => p.has(id) || groupOf.has(id));
  if (lost.length)
    p.notes.push(
      `${plural(lost.length, "failure")} not drawn on a node: ${lost
        .slice(0, 3)
        .map((l) => oneLine(l, 90))
        .join("; ")}${lost.length > 3 ? " …" : ""}`,
    );
  return p.build();
}

function recordLabel(r: GraphNode): string {
  const ts = tsOf(r);
  return `${oneLine(typeOf(r), 28)}\n${oneLine(str(r.attrs.principal) ?? "", 12)}${ts ? ` · ${oneLine(ts, 24)}` : ""}\n${short(r.id)}`;
}

/** A record of a session that says its tool call failed (`aegx from`: meta.error): drawn in red, as a failure of the agent's, not of the bundle. */
const toolFailed = (r: GraphNode): boolean => obj(r.attrs.meta)?.error === true;

function drawRecord(p: PictureBuilder, r: GraphNode, cluster: string): void {
  const failed = toolFailed(r);
  p.node({
    key: r.id,
    kind: "aegx.Record",
    tone: failed ? TOOL_FAILED : `aegx.Record ${typeOf(r)}`,
    classes: failed ? [typeOf(r), "tool-failed"] : [typeOf(r)],
    cluster,
    label: recordLabel(r),
    title: `${r.id}\n${typeOf(r)} by ${str(r.attrs.principal) ?? "?"}${tsOf(r) ? ` at ${tsOf(r)}` : ""}${failed ? "\nthe tool call failed" : ""}`,
  });
}

/**
 * Records of agents' sessions (written by `aegx from`: meta.sessionId and meta.source) grouped as
 * the session ran: a cluster per session, inside it one per turn (a user's prompt and what followed
 * it). Returns each such record's cluster; other records stay in "records".
 */
function sessionClusters(p: PictureBuilder, records: GraphNode[]): Map<string, string> {
  const out = new Map<string, string>();
  const turns = new Map<string, number>();
  for (const r of records) {
    const meta = obj(r.attrs.meta);
    const sid = str(meta?.sessionId);
    if (!meta || sid === undefined || str(meta.source) === undefined) continue;
    const session = `session:${sid}`;
    p.cluster({
      key: session,
      label: `session ${oneLine(sid, 40)} (${oneLine(str(meta.source) ?? "", 16)})`,
      parent: "records",
    });
    if (typeOf(r) === "SessionMessage" && meta.role === "user") {
      const n = (turns.get(sid) ?? 0) + 1;
      turns.set(sid, n);
      const content = obj(obj(r.attrs.payload)?.inline)?.content;
      const text = typeof content === "string" ? content : "";
      p.cluster({
        key: `turn:${sid}:${n}`,
        label: `turn ${n}${text ? `: ${oneLine(text, 40)}` : ""}`,
        parent: session,
      });
    }
    const n = turns.get(sid);
    out.set(r.id, n === undefined ? session : `turn:${sid}:${n}`);
  }
  return out;
}

function drawAudit(p: PictureBuilder, a: GraphNode): void {
  const idx = String(a.attrs.idx);
  p.node({
    key: a.id,
    kind: "aegx.AuditEntry",
    cluster: "audit",
    shape: "box",
    label: `audit #${oneLine(idx, 12)}\n${short(str(a.attrs.entryHash) ?? "")}`,
    title: `${a.id}\nentry ${idx} at ${str(a.attrs.ts) ?? "?"}, seals record ${str(a.attrs.recordId) ?? "?"}`,
  });
}

function drawEach(
  p: PictureBuilder,
  graph: Graph,
  records: GraphNode[],
  audits: GraphNode[],
  blobs: GraphNode[],
): void {
  p.cluster({ key: "records", label: "records.jsonl" });
  p.cluster({ key: "audit", label: "audit-log.jsonl (hash chain)" });
  if (blobs.length) p.cluster({ key: "blobs", label: "blobs/" });
  const clusterOf = sessionClusters(p, records);
  for (const r of records) drawRecord(p, r, clusterOf.get(r.id) ?? "records");
  for (const a of audits) drawAudit(p, a);
  for (const b of blobs)
    p.node({
      key: b.id,
      kind: "aegx.Blob",
      shape: "cylinder",
      cluster: "blobs",
      label: `blob ${short(str(b.attrs.sha256) ?? "")}\n${String(b.attrs.size)} bytes`,
    });
  for (const r of records) for (const e of graph.edgesFrom(r.id)) p.edge({ from: r.id, to: e.to, kind: e.kind });
  for (let i = 0; i < audits.length; i++) {
    const a = audits[i]!;
    for (const e of graph.edgesFrom(a.id, "audits")) p.edge({ from: a.id, to: e.to, kind: "audits", dashed: true });
    if (i > 0) p.edge({ from: audits[i - 1]!.id, to: a.id, kind: "chain" });
  }
}

interface Bucket {
  key: string;
  type: string;
  window: number;
  count: number;
  first?: string;
  last?: string;
}

/** Equal time windows over the records' timestamps; records without a parseable one share a window of their own. */
function windowsOf(records: GraphNode[], count: number): (r: GraphNode) => number {
  const times = records.map((r) => Date.parse(tsOf(r) ?? "")).filter((t) => Number.isFinite(t));
  if (!times.length) return () => 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (const t of times) {
    if (t < lo) lo = t;
    if (t > hi) hi = t;
  }
  const width = Math.max(1, (hi - lo + 1) / count);
  return (r) => {
    const t = Date.parse(tsOf(r) ?? "");
    return Number.isFinite(t) ? Math.min(count - 1, Math.floor((t - lo) / width)) : count;
  };
}

/** Draws the grouped picture; returns the group each grouped record was put in. */
function drawGrouped(
  p: PictureBuilder,
  graph: Graph,
  records: GraphNode[],
  audits: GraphNode[],
  blobs: GraphNode[],
  failures: Failures,
): Map<string, string> {
  p.cluster({ key: "records", label: "records.jsonl (grouped by type and time window)" });
  p.cluster({ key: "audit", label: "audit-log.jsonl (hash chain, in segments)" });
  const types = [...new Set(records.map(typeOf))].sort();
  const windowCount = Math.max(1, Math.min(24, Math.floor(MAX_RECORD_GROUPS / Math.max(1, types.length))));
  const windowOf = windowsOf(records, windowCount);
  const shownFailed = new Set([...failures.keys()].filter((id) => graph.has(id)).slice(0, MAX_FAILED_SHOWN));
  // Rare types beyond what fits share one "other types" group per window.
  const keptTypes = new Set(types.slice(0, Math.max(1, Math.floor(MAX_RECORD_GROUPS / windowCount) - 1)));
  const bucketOf = new Map<string, string>();
  const buckets = new Map<string, Bucket>();
  for (const r of records) {
    if (shownFailed.has(r.id)) {
      drawRecord(p, r, "records");
      bucketOf.set(r.id, r.id);
      continue;
    }
    const type = keptTypes.has(typeOf(r)) ? typeOf(r) : "other types";
    const window = windowOf(r);
    const key = `records:${type}:${window}`;
    let b = buckets.get(key);
    if (!b) buckets.set(key, (b = { key, type, window, count: 0 }));
    b.count++;
    const ts = tsOf(r);
    if (ts && (!b.first || ts < b.first)) b.first = ts;
    if (ts && (!b.last || ts > b.last)) b.last = ts;
    bucketOf.set(r.id, key);
  }
  for (const b of [...buckets.values()].sort(
    (x, y) => x.window - y.window || (x.type < y.type ? -1 : x.type > y.type ? 1 : 0),
  )) {
    const span = b.first ? `${oneLine(b.first, 24)}\n… ${oneLine(b.last ?? b.first, 24)}` : "no timestamp";
    p.node({
      key: b.key,
      kind: "picture.group",
      tone: `aegx.Record ${b.type}`,
      classes: ["aegx-Record", b.type],
      shape: "box3d",
      cluster: "records",
      label: `${oneLine(b.type, 28)} × ${b.count.toLocaleString("en-US")}\n${span}`,
      title: `${b.key}\n${plural(b.count, "record")} of type ${b.type}${b.first ? ` from ${b.first} to ${b.last}` : ""}`,
    });
  }
  // Parent edges between groups, counted.
  const links = new Map<string, number>();
  for (const r of records) {
    const from = bucketOf.get(r.id)!;
    for (const e of graph.edgesFrom(r.id, "parent")) {
      const to = bucketOf.get(e.to);
      if (!to || to === from) continue;
      const k = `${from}\u0000${to}`;
      links.set(k, (links.get(k) ?? 0) + 1);
    }
  }
  for (const [k, n] of links) {
    const [from, to] = k.split("\u0000") as [string, string];
    p.edge({ from, to, kind: "parent", label: n > 1 ? `×${n}` : undefined });
  }
  // The audit chain in consecutive segments; failed entries on their own, between the segments they split.
  const segmentSize = Math.max(1, Math.ceil(audits.length / AUDIT_SEGMENTS));
  let prev: string | undefined;
  let segment: GraphNode[] = [];
  const flush = (): void => {
    if (!segment.length) return;
    const first = segment[0]!;
    const last = segment[segment.length - 1]!;
    const key = `audit:${String(first.attrs.idx)}-${String(last.attrs.idx)}`;
    p.node({
      key,
      kind: "picture.group",
      tone: "aegx.AuditEntry",
      classes: ["aegx-AuditEntry"],
      shape: "box3d",
      cluster: "audit",
      label: `audit #${String(first.attrs.idx)}–#${String(last.attrs.idx)}\n${plural(segment.length, "entry", "entries")}`,
      title: `${key}\naudit entries ${String(first.attrs.idx)} to ${String(last.attrs.idx)}, ${str(first.attrs.ts) ?? "?"} to ${str(last.attrs.ts) ?? "?"}`,
    });
    if (prev) p.edge({ from: prev, to: key, kind: "chain" });
    prev = key;
    segment = [];
  };
  for (const a of audits) {
    if (shownFailed.has(a.id)) {
      flush();
      drawAudit(p, a);
      if (prev) p.edge({ from: prev, to: a.id, kind: "chain" });
      prev = a.id;
      for (const e of graph.edgesFrom(a.id, "audits")) {
        const to = bucketOf.get(e.to);
        if (to) p.edge({ from: a.id, to, kind: "audits", dashed: true });
      }
      continue;
    }
    segment.push(a);
    if (segment.length >= segmentSize) flush();
  }
  flush();
  // Blobs: one node for all, unless one failed.
  if (blobs.length) {
    p.cluster({ key: "blobs", label: "blobs/" });
    const total = blobs.reduce((n, b) => n + Number(b.attrs.size ?? 0), 0);
    p.node({
      key: "blobs:all",
      kind: "picture.group",
      tone: "aegx.Blob",
      classes: ["aegx-Blob"],
      shape: "cylinder",
      cluster: "blobs",
      label: `${plural(blobs.length, "blob")}\n${total.toLocaleString("en-US")} bytes`,
      title: `blobs:all\n${plural(blobs.length, "blob")}`,
    });
    for (const b of blobs)
      if (failures.has(b.id))
        p.node({
          key: b.id,
          kind: "aegx.Blob",
          shape: "cylinder",
          cluster: "blobs",
          label: `blob ${short(str(b.attrs.sha256) ?? "")}`,
        });
    const payloads = new Map<string, number>();
    for (const r of records)
      for (const e of graph.edgesFrom(r.id, "payload")) {
        const from = bucketOf.get(r.id)!;
        const to = p.has(e.to) ? e.to : "blobs:all";
        payloads.set(`${from}\u0000${to}`, (payloads.get(`${from}\u0000${to}`) ?? 0) + 1);
      }
    for (const [k, n] of payloads) {
      const [from, to] = k.split("\u0000") as [string, string];
      p.edge({ from, to, kind: "payload", label: n > 1 ? `×${n}` : undefined });
    }
  }
  const failedHidden = [...failures.keys()].filter((id) => graph.has(id) && !shownFailed.has(id)).length;
  p.notes.push(
    `${plural(records.length, "record")} grouped by type and time window into ${plural(buckets.size, "group")} (${plural(windowCount, "window")}${keptTypes.size < types.length ? `, ${types.length - keptTypes.size} rare types as "other types"` : ""})`,
    `${plural(audits.length, "audit entry", "audit entries")} drawn as chain segments of up to ${segmentSize.toLocaleString("en-US")}`,
    ...(blobs.length ? [`${plural(blobs.length, "blob")} drawn as one node`] : []),
    ...(failedHidden
      ? [`${plural(failedHidden, "more failure")} inside the groups (only ${MAX_FAILED_SHOWN} drawn one by one)`]
      : []),
  );
  if (p.size > MAX_PICTURE_NODES) p.notes.push(`warning: ${p.size} nodes, more than ${MAX_PICTURE_NODES}`);
  return new Map([...bucketOf].filter(([id, key]) => id !== key));
}
