/** A summary of an AEGX graph: what happened, by whom, when, and how it is anchored. */
import type { Graph } from "../../../ir/graph/graph.js";
import { isJsonObject } from "../../../ir/json/value.js";

export interface BundleSummary {
  records: number;
  byType: Record<string, number>;
  byPrincipal: Record<string, number>;
  firstTs?: string;
  lastTs?: string;
  tainted: number;
  blobs: number;
  blobBytes: number;
  auditEntries: number;
  auditHead?: string;
  roots: number;
}

function tally(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

export function summarizeAegx(graph: Graph): BundleSummary {
  const s: BundleSummary = {
    records: 0,
    byType: {},
    byPrincipal: {},
    tainted: 0,
    blobs: 0,
    blobBytes: 0,
    auditEntries: 0,
    roots: 0,
  };
  for (const r of graph.nodes("aegx.Record")) {
    s.records++;
    tally(s.byType, r.attrs.type as string);
    tally(s.byPrincipal, r.attrs.principal as string);
    if ((r.attrs.taint as string[]).length) s.tainted++;
    if ((r.attrs.parents as string[]).length === 0) s.roots++;
    const meta = r.attrs.meta;
    const ts = isJsonObject(meta) && typeof meta.ts === "string" ? meta.ts : undefined;
    if (ts && (!s.firstTs || ts < s.firstTs)) s.firstTs = ts;
    if (ts && (!s.lastTs || ts > s.lastTs)) s.lastTs = ts;
  }
  for (const b of graph.nodes("aegx.Blob")) {
    s.blobs++;
    s.blobBytes += b.attrs.size as number;
  }
  const audit = graph.nodes("aegx.AuditEntry");
  s.auditEntries = audit.length;
  if (audit.length) s.auditHead = audit[audit.length - 1]!.attrs.entryHash as string;
  return s;
}

export function formatSummary(path: string, s: BundleSummary, verdict: string): string {
  const lines = [
    `bundle      ${path}`,
    `verdict     ${verdict}`,
    `records     ${s.records} (${s.roots} root${s.roots === 1 ? "" : "s"}, ${s.tainted} tainted)`,
    `time span   ${s.firstTs ?? "-"} … ${s.lastTs ?? "-"}`,
    `blobs       ${s.blobs} (${s.blobBytes} bytes)`,
    `audit       ${s.auditEntries} entries, head ${s.auditHead ?? "0".repeat(64)}`,
    "by type",
    ...Object.entries(s.byType)
      .sort()
      .map(([k, v]) => `  ${k.padEnd(26)} ${v}`),
    "by principal",
    ...Object.entries(s.byPrincipal)
      .sort()
      .map(([k, v]) => `  ${k.padEnd(26)} ${v}`),
  ];
  return lines.join("\n");
}
