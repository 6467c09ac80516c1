/**
 * Picture benchmark: draw a 20,000-record AEGX bundle (six record types over
 * five hours, parent chains, 200 blobs) as SVG through `drawPath`, the path
 * `agentc graph` takes: read, verify, group, lay out with Graphviz (WASM).
 * The bound: within 20 s, at most 500 nodes.
 */
import { join } from "node:path";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { drawPath } from "../../src/pipeline/draw/draw-path.js";
import { line, scaled, scratchDir, timeAsync } from "./measure.js";

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
    prev = w.append({ type: i === 0 ? "SessionStart" : TYPES[1 + (i % (TYPES.length - 1))]!, principal: i % 2 ? "TOOL" : "USER", meta: { ts, seq: i }, parents: prev && i % 10 ? [prev] : [], payload }).recordId;
  }
  w.close();
}

export async function runGraphBench(): Promise<void> {
  const root = scratchDir("graph");
  const dir = join(root, "bundle");
  await writeBigBundle(dir, RECORDS);
  const { value, seconds } = await timeAsync(() => drawPath(dir, { format: "svg" }));
  const nodes = (value.text.match(/<g id="node\d+" class="node/g) ?? []).length;
  line(`graph: ${RECORDS.toLocaleString("en-US")}-record bundle → SVG`, `${seconds.toFixed(2)} s, ${nodes} nodes, ${(value.text.length / 1024).toFixed(0)} KiB (bound ${GRAPH_BOUND.seconds} s, ${GRAPH_BOUND.nodes} nodes)`);
  if (seconds > GRAPH_BOUND.seconds || nodes > GRAPH_BOUND.nodes) throw new Error(`graph benchmark over its bound: ${seconds.toFixed(2)} s, ${nodes} nodes`);
}
