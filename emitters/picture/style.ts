/** Colours and shapes of kinds: one fixed table, and a stable pick for kinds it does not name. */
import type { PictureNode } from "./model.js";

export interface KindStyle {
  fill: string;
  stroke: string;
}

const TABLE: Record<string, KindStyle> = {
  // AEGX record types
  "aegx.Bundle": { fill: "#e8eaf6", stroke: "#3949ab" },
  "aegx.AuditEntry": { fill: "#eceff1", stroke: "#546e7a" },
  "aegx.Blob": { fill: "#fff8e1", stroke: "#f9a825" },
  "aegx.Record tool call failed": { fill: "#ffebee", stroke: "#c62828" },
  // AIR
  "air.manifest": { fill: "#e8eaf6", stroke: "#3949ab" },
  "air.defplan": { fill: "#e3f2fd", stroke: "#1565c0" },
  "air.step": { fill: "#ffffff", stroke: "#1565c0" },
  "air.defschema": { fill: "#f1f8e9", stroke: "#558b2f" },
  "air.defmodule": { fill: "#fce4ec", stroke: "#ad1457" },
  "air.defcap": { fill: "#fff3e0", stroke: "#ef6c00" },
  "air.CapGrant": { fill: "#fff8e1", stroke: "#f9a825" },
  "air.defpolicy": { fill: "#ede7f6", stroke: "#5e35b1" },
  "air.builtin": { fill: "#fafafa", stroke: "#9e9e9e" },
  // AIGX
  "aigx.Genome": { fill: "#e8eaf6", stroke: "#3949ab" },
  "aigx.ConcernFile": { fill: "#ede7f6", stroke: "#5e35b1" },
  "aigx.Rule": { fill: "#fce4ec", stroke: "#ad1457" },
  "aigx.FileEntry": { fill: "#e3f2fd", stroke: "#1565c0" },
  "aigx.DomainCard": { fill: "#fff3e0", stroke: "#ef6c00" },
  "aigx.folder": { fill: "#f5f5f5", stroke: "#757575" },
  "aigx.path": { fill: "#ffffff", stroke: "#757575" },
  // AIX
  "aix.Agent": { fill: "#e8eaf6", stroke: "#3949ab" },
  "aix.Persona": { fill: "#f3e5f5", stroke: "#8e24aa" },
  "aix.Skill": { fill: "#e3f2fd", stroke: "#1565c0" },
  "aix.Tool": { fill: "#e0f7fa", stroke: "#00838f" },
  "aix.Api": { fill: "#f1f8e9", stroke: "#558b2f" },
  "aix.Endpoint": { fill: "#ffffff", stroke: "#558b2f" },
  "aix.McpServer": { fill: "#fff3e0", stroke: "#ef6c00" },
  "aix.Memory": { fill: "#fffde7", stroke: "#f9a825" },
  "aix.MemoryStore": { fill: "#ffffff", stroke: "#f9a825" },
  "aix.Security": { fill: "#ede7f6", stroke: "#5e35b1" },
  "aix.Constraint": { fill: "#fce4ec", stroke: "#ad1457" },
  "aix.Operation": { fill: "#e8f5e9", stroke: "#2e7d32" },
  "aix.RestrictedDomain": { fill: "#ffebee", stroke: "#c62828" },
  // UAIX
  "uaix.Package": { fill: "#e8eaf6", stroke: "#3949ab" },
  "uaix.Manifest": { fill: "#ede7f6", stroke: "#5e35b1" },
  "uaix.File": { fill: "#e3f2fd", stroke: "#1565c0" },
  "uaix.folder": { fill: "#f5f5f5", stroke: "#757575" },
  // Pipelines
  "pipeline.ok": { fill: "#e8f5e9", stroke: "#2e7d32" },
  "pipeline.warnings": { fill: "#fff8e1", stroke: "#f9a825" },
  "pipeline.failed": { fill: "#ffebee", stroke: "#c62828" },
  "pipeline.skipped": { fill: "#f5f5f5", stroke: "#9e9e9e" },
  "pipeline.loss": { fill: "#fff3e0", stroke: "#ef6c00" },
  // Picture furniture
  "picture.note": { fill: "#fffde7", stroke: "#bdb76b" },
  "picture.group": { fill: "#f5f5f5", stroke: "#616161" },
};

/** Fills for kinds the table does not name (AEGX record types, mostly), picked by a stable hash of the kind. */
const PALETTE: KindStyle[] = [
  { fill: "#e3f2fd", stroke: "#1565c0" },
  { fill: "#e8f5e9", stroke: "#2e7d32" },
  { fill: "#fff3e0", stroke: "#ef6c00" },
  { fill: "#f3e5f5", stroke: "#8e24aa" },
  { fill: "#e0f7fa", stroke: "#00838f" },
  { fill: "#fce4ec", stroke: "#ad1457" },
  { fill: "#f1f8e9", stroke: "#558b2f" },
  { fill: "#ede7f6", stroke: "#5e35b1" },
  { fill: "#fffde7", stroke: "#f57f17" },
  { fill: "#efebe9", stroke: "#5d4037" },
];

export const FAILED_STYLE: KindStyle = { fill: "#ffcdd2", stroke: "#c62828" };

export function kindStyle(kind: string): KindStyle {
  const known = TABLE[kind];
  if (known) return known;
  let h = 0;
  for (const c of kind) h = (h * 31 + c.codePointAt(0)!) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/** The colour a node is drawn with: its kind's, or red when it failed. */
export function nodeStyle(n: PictureNode): KindStyle {
  return n.failed ? FAILED_STYLE : kindStyle(n.tone ?? n.kind);
}

/** The kinds (or tones) a picture shows, with counts, in first-appearance order (for legends). */
export function legendOf(nodes: readonly PictureNode[]): Array<{ kind: string; count: number; style: KindStyle }> {
  const counts = new Map<string, number>();
  for (const n of nodes) counts.set(n.tone ?? n.kind, (counts.get(n.tone ?? n.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count, style: kindStyle(kind) }));
}
