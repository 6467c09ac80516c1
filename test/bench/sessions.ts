/**
 * `aegx from` benchmark: generated Claude Code transcripts (100 MB by default; BENCH_SCALE=10 for
 * 1 GB), converted in one pass into one bundle, in a process of its own with the heap capped as the
 * other memory figures are; beside `sha256sum` over the same bytes, measured in the same run, and
 * with the peak memory, which must stay under 256 MiB whatever the input size (logs are read line
 * by line and one log at a time).
 */
import { appendFileSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { generatedSession, otlpRequest } from "../support/session-logs.js";
import { mib, peakRssMiB, phase, row, scaled, scratchDir, settleDisk, sha256sumSeconds, timeAsync } from "./measure.js";

const BYTES = scaled(100 * 1024 * 1024);
const PER_LOG = 2 * 1024 * 1024;
/** The size of the one long log (a single file, read in windows). */
const ONE_LOG = scaled(64 * 1024 * 1024);
const RSS_LIMIT = 256;
/** The OTLP export's size (one document, and the same spans as JSON Lines). */
const OTLP_BYTES = scaled(64 * 1024 * 1024);
const HEAP_MIB = 160;

function generate(dir: string, bytes: number): string[] {
  const files: string[] = [];
  let total = 0;
  for (let i = 0; total < bytes; i++) {
    const sub = join(dir, `-work-project-${i % 10}`);
    mkdirSync(sub, { recursive: true });
    const text = generatedSession(i + 1, Math.min(PER_LOG, bytes - total));
    const f = join(sub, `session-${String(i).padStart(5, "0")}.jsonl`);
    writeFileSync(f, text);
    files.push(f);
    total += Buffer.byteLength(text);
  }
  return files;
}

async function convert(input: string, out: string): Promise<void> {
  const { value, seconds } = await timeAsync(() => sessionsToBundle(input, out, {}));
  if (value.diagnostics.some((d) => d.severity === "error"))
    throw new Error(`conversion failed: ${JSON.stringify(value.diagnostics.slice(0, 3))}`);
  process.stdout.write(
    `CONVERTED ${JSON.stringify({ seconds, rss: peakRssMiB(), records: value.appended, blobs: readdirSync(join(out, "blobs")).length })}\n`,
  );
}

export async function runSessionsBench(): Promise<void> {
  const root = scratchDir("sessions");
  const logs = join(root, "logs");
  const files = generate(logs, BYTES);
  const bytes = files.reduce((a, f) => a + statSync(f).size, 0);
  settleDisk();
  const out = join(root, "bundle.aegx");
  const text = phase(fileURLToPath(import.meta.url), ["convert", logs, out], {
    nodeArgs: [`--max-old-space-size=${HEAP_MIB}`],
  });
  const r = JSON.parse(/^CONVERTED (.*)$/m.exec(text)![1]!) as {
    seconds: number;
    rss: number;
    records: number;
    blobs: number;
  };
  const sum = sha256sumSeconds(files, 1);
  const mbs = (s: number): string => `${(bytes / 1024 / 1024 / s).toFixed(0)} MiB/s`;
  row({
    figure: `aegx from ${files.length} Claude Code logs (${mib(bytes)})`,
    value: `${r.seconds.toFixed(1)} s, ${mbs(r.seconds)} (${r.records.toLocaleString("en-US")} records, ${r.blobs} blobs)`,
    bound: `sha256sum same bytes ${sum.toFixed(2)} s, ${mbs(sum)}`,
    ratio: `${(r.seconds / sum).toFixed(1)}× its time`,
    target: "≤ 40× sha256sum",
    pass: r.seconds <= 40 * sum,
  });
  row({
    figure: `aegx from ${mib(bytes)}, peak RSS`,
    value: `${r.rss.toFixed(0)} MiB`,
    bound: `${RSS_LIMIT} MiB`,
    ratio: `${(r.rss / RSS_LIMIT).toFixed(2)}×`,
    target: `≤ ${RSS_LIMIT} MiB`,
    pass: r.rss <= RSS_LIMIT,
  });
  const v = await verifyBundle(out);
  if (!v.ok) throw new Error("the bench bundle does not verify");

  // One long log (a session that ran for days): read in windows, its memory must not follow its size.
  const one = join(root, "one");
  mkdirSync(one);
  const big = join(one, "long-session.jsonl");
  // Written in parts of one session (a string of the whole would pass V8's longest string at 1 GB).
  for (let part = 0, written = 0; written < ONE_LOG; part++) {
    const text = generatedSession(424242 + part, Math.min(32 << 20, ONE_LOG - written), "one-long-session");
    appendFileSync(big, text);
    written += Buffer.byteLength(text);
  }
  settleDisk();
  const t1 = phase(fileURLToPath(import.meta.url), ["convert", big, join(root, "one.aegx")], {
    nodeArgs: [`--max-old-space-size=${HEAP_MIB}`],
  });
  const r1 = JSON.parse(/^CONVERTED (.*)$/m.exec(t1)![1]!) as { seconds: number; rss: number; records: number };
  const size = statSync(big).size;
  row({
    figure: `aegx from one ${mib(size)} log, peak RSS`,
    value: `${r1.rss.toFixed(0)} MiB (${r1.seconds.toFixed(1)} s, ${r1.records.toLocaleString("en-US")} records)`,
    bound: `${RSS_LIMIT} MiB`,
    ratio: `${(r1.rss / RSS_LIMIT).toFixed(2)}×`,
    target: `≤ ${RSS_LIMIT} MiB`,
    pass: r1.rss <= RSS_LIMIT,
  });

  // OTLP: one document of every span, and the same spans as JSON Lines in end order (children first).
  const otlp = join(root, "otlp");
  mkdirSync(otlp);
  const doc = join(otlp, "spans.json");
  const lines = join(otlp, "spans.jsonl");
  appendFileSync(doc, '{"resourceSpans":[');
  for (let i = 0, written = 0; written < OTLP_BYTES; i++) {
    const req = otlpRequest(i + 1, `conv-${i % 50}`, 40, 600);
    // The request's resourceSpans element, one after another in the one document.
    appendFileSync(doc, (i ? "," : "") + req.slice('{"resourceSpans":['.length, -2));
    appendFileSync(lines, otlpRequest(i + 1, `conv-${i % 50}`, 40, 600, true) + "\n");
    written += req.length;
  }
  appendFileSync(doc, "]}");
  settleDisk();
  for (const [what, file] of [
    ["document", doc],
    ["JSON Lines file, children first", lines],
  ] as const) {
    const t = phase(fileURLToPath(import.meta.url), ["convert", file, join(root, `otlp-${what.length}.aegx`)], {
      nodeArgs: [`--max-old-space-size=${HEAP_MIB}`],
    });
    const r2 = JSON.parse(/^CONVERTED (.*)$/m.exec(t)![1]!) as { seconds: number; rss: number; records: number };
    row({
      figure: `aegx from one ${mib(statSync(file).size)} OTLP ${what}, peak RSS`,
      value: `${r2.rss.toFixed(0)} MiB (${r2.seconds.toFixed(1)} s, ${r2.records.toLocaleString("en-US")} records)`,
      bound: `${RSS_LIMIT} MiB`,
      ratio: `${(r2.rss / RSS_LIMIT).toFixed(2)}×`,
      target: `≤ ${RSS_LIMIT} MiB`,
      pass: r2.rss <= RSS_LIMIT,
    });
  }
}

const [, , which, a, b] = process.argv;
if (which === "convert") await convert(a!, b!);
