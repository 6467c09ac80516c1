/**
 * Picture benchmark: draw a 20,000-record AEGX bundle (six record types over
 * five hours, parent chains, 200 blobs) as SVG through `drawPath`, the path
 * `agentc graph` takes: read, verify, group, lay out with Graphviz (WASM).
 * The bound: within 20 s, at most 500 nodes.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { drawPath } from "../../src/pipeline/draw/draw-path.js";
import { Graph, type GraphNode } from "../../ir/graph/graph.js";
import { line, median, phase, row, scaled, scratchDir, time, timeAsync } from "./measure.js";

const RECORDS = scaled(20_000);
const TYPES = ["SessionStart", "SessionMessage", "ToolCall", "ToolResult", "FileRead", "FileWrite"] as const;
export const GRAPH_BOUND = { seconds: 20, nodes: 500 };

/** Writes a bundle of `records` records; returns its directory. */
export async function writeBigBundle(dir: string, records: number): Promise<void> {
  initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
  const w = await BundleWriter.open(dir, { durable: false });
  const blobs: Array<{ blob: string; size: number }> = [];
  for (let b = 0; b < Math.min(200, records); b++) {
    const data = Buffer.from(`blob ${b} `.repeat(10 + (b % 20)));
    blobs.push({ blob: w.addBlob(data), size: data.length });
  }
  let prev: string | undefined;
  for (let i = 0; i < records; i++) {
    const s = Math.floor((i * 18_000) / records);
    const ts = `2026-01-01T${String(Math.floor(s / 3600)).padStart(2, "0")}:${String(Math.floor(s / 60) % 60).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}Z`;
    const payload = i % 100 === 0 ? { ...blobs[(i / 100) % blobs.length]!, mime: "text/plain" } : { inline: { n: i } };
    prev = w.append({
      type: i === 0 ? "SessionStart" : TYPES[1 + (i % (TYPES.length - 1))]!,
      principal: i % 2 ? "TOOL" : "USER",
      meta: { ts, seq: i },
      parents: prev && i % 10 ? [prev] : [],
      payload,
    }).recordId;
  }
  w.close();
}

export async function runGraphBench(): Promise<void> {
  const root = scratchDir("graph");
  const dir = join(root, "bundle");
  await writeBigBundle(dir, RECORDS);
  const { value, seconds } = await timeAsync(() => drawPath(dir, { format: "svg" }));
  const nodes = (value.text.match(/<g id="node\d+" class="node/g) ?? []).length;
  line(
    `graph: ${RECORDS.toLocaleString("en-US")}-record bundle → SVG`,
    `${seconds.toFixed(2)} s, ${nodes} nodes, ${(value.text.length / 1024).toFixed(0)} KiB (bound ${GRAPH_BOUND.seconds} s, ${GRAPH_BOUND.nodes} nodes)`,
  );
  if (seconds > GRAPH_BOUND.seconds || nodes > GRAPH_BOUND.nodes)
    throw new Error(`graph benchmark over its bound: ${seconds.toFixed(2)} s, ${nodes} nodes`);
}

const ADDS = scaled(200_000);

/**
 * `Graph.add` checks each node's kind against the registry (AGC-UNKNOWN-KIND) and offers it to the
 * kind observer: measured against the bare work it cannot avoid, the same nodes put into an id map
 * and a per-kind index in the same run (median of 7 each, alternated). Target: at most 2× that.
 */
export function runGraphAddBench(): void {
  // Its own process with the collector at hand: a collection is run before each timing, not inside it.
  phase(fileURLToPath(import.meta.url), ["graph-add"], { nodeArgs: ["--expose-gc"] });
}

function graphAdd(): void {
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const kinds = ["aegx.Record", "aegx.AuditEntry", "core.Rule", "air.defschema"] as const;
  const nodes: GraphNode[] = Array.from({ length: ADDS }, (_, i) => ({
    id: `n:${i}`,
    kind: kinds[i % kinds.length]!,
    attrs: { i },
  }));
  const bare = (): number => {
    const byId = new Map<string, GraphNode>();
    const byKind = new Map<string, GraphNode[]>();
    for (const n of nodes) {
      byId.set(n.id, n);
      const list = byKind.get(n.kind);
      if (list) list.push(n);
      else byKind.set(n.kind, [n]);
    }
    return byId.size;
  };
  const graph = (): number => {
    const g = new Graph();
    for (const n of nodes) g.add(n);
    return g.size;
  };
  // Alternated, after one warm-up of each, so that a collection or a busy core falls on both alike.
  graph();
  bare();
  const [oursRuns, baseRuns]: [number[], number[]] = [[], []];
  for (let i = 0; i < 7; i++) {
    collect();
    oursRuns.push(time(graph).seconds);
    collect();
    baseRuns.push(time(bare).seconds);
  }
  const [ours, base] = [median(oursRuns), median(baseRuns)];
  row({
    figure: `Graph.add: ${ADDS.toLocaleString("en-US")} nodes of 4 kinds`,
    value: `${(ours * 1000).toFixed(1)} ms`,
    bound: `two maps ${(base * 1000).toFixed(1)} ms`,
    ratio: `${(ours / base).toFixed(2)}×`,
    target: "≤ 2× two maps",
    pass: ours <= 2 * base,
  });
}

if (process.argv[2] === "graph-add") graphAdd();
