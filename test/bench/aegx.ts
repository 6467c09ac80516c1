/**
 * AEGX benchmark: write a bundle of 1,000,000 records (mixed inline payloads,
 * 1,000 blobs), verify it, and compare verify throughput with raw sha256
 * over the same canonical bytes. Each phase runs in its own process so that
 * its peak memory is its own.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createReadStream } from "node:fs";
import { hash } from "node:crypto";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { verifyBundle } from "../../src/passes/aegx/verify-bundle.js";
import { jsonlLines } from "../../ir/dialects/aegx/jsonl.js";
import { parseJson } from "../../ir/json/parse.js";
import { decodeRecord } from "../../ir/dialects/aegx/decode.js";
import { recordIdInput } from "../../ir/dialects/aegx/record-id.js";
import { aegxCanonicalBytes } from "../../ir/canonical/aegx-canon.js";
import { JsonNumber, type Json } from "../../ir/json/value.js";
import { line, peakRssMiB, rate, scaled, time, timeAsync } from "./measure.js";

const RECORDS = scaled(1_000_000);
const BLOBS = Math.min(1000, RECORDS);

function payloadFor(i: number): Json {
  switch (i % 4) {
    case 0:
      return { tool: "grep", args: ["-rn", `pattern-${i}`], cwd: "/repo" };
    case 1:
      return { content: `message ${i}: héllo wörld 😀`, tokens: i * 3, score: new JsonNumber(`0.${(i * 7919) % 100000}`) };
    case 2:
      return { status: 200, bytes: i % 65536, ok: true, tags: ["net", "http"] };
    default:
      return { big: new JsonNumber("18446744073709551615"), ratio: new JsonNumber("1.5e-7"), nested: { a: [1, 2, { b: null }] } };
  }
}

async function generate(dir: string): Promise<void> {
  initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
  const { seconds } = await timeAsync(async () => {
    const w = await BundleWriter.open(dir, { durable: false });
    const blobs: Array<{ blob: string; size: number }> = [];
    for (let b = 0; b < BLOBS; b++) {
      const data = Buffer.from(`blob ${b} `.repeat(20 + (b % 50)));
      blobs.push({ blob: w.addBlob(data), size: data.length });
    }
    let prev: string | undefined;
    for (let i = 0; i < RECORDS; i++) {
      const ts = `2026-01-01T${String(Math.floor(i / 3600) % 24).padStart(2, "0")}:${String(Math.floor(i / 60) % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}Z`;
      const payload = i % (RECORDS / BLOBS) === 0 ? { ...blobs[(i / (RECORDS / BLOBS)) % BLOBS]!, mime: "application/octet-stream" } : { inline: payloadFor(i) };
      prev = w.append({ type: i === 0 ? "SessionStart" : "ToolCall", principal: i % 2 ? "TOOL" : "USER", meta: { ts, seq: i }, parents: prev && i % 10 ? [prev] : [], payload }).recordId;
    }
    w.close();
  });
  line("aegx write (records/s)", `${rate(RECORDS, seconds)}  (${RECORDS} records, ${BLOBS} blobs, ${seconds.toFixed(1)} s)`);
  line("aegx write peak RSS", `${peakRssMiB().toFixed(0)} MiB`);
}

async function verify(dir: string): Promise<void> {
  const { value, seconds } = await timeAsync(() => verifyBundle(dir));
  if (!value.ok) throw new Error(`generated bundle does not verify: ${JSON.stringify(value.diagnostics.slice(0, 3))}`);
  line("aegx verify (records/s)", `${rate(RECORDS, seconds)}  (${seconds.toFixed(1)} s)`);
  line("aegx verify peak RSS", `${peakRssMiB().toFixed(0)} MiB with the V8 heap capped at ${VERIFY_HEAP_MIB} MiB (records.jsonl ${(statSync(join(dir, "records.jsonl")).size / 2 ** 20).toFixed(0)} MiB)`);
  process.stdout.write(`VERIFY_SECONDS=${seconds}\n`);
}

/** The sha256-only bound: hash the canonical bytes of every record and audit entry, nothing else. */
async function hashBound(dir: string): Promise<void> {
  const canon: Buffer[] = [];
  for await (const l of jsonlLines(createReadStream(join(dir, "records.jsonl")))) {
    if ("text" in l && l.text) canon.push(aegxCanonicalBytes(recordIdInput(decodeRecord(parseJson(l.text).value).value!)));
  }
  const { seconds } = time(() => {
    for (const b of canon) hash("sha256", b, "hex");
    for (let i = 0; i < canon.length; i++) hash("sha256", canon[i]!.subarray(0, 200), "hex"); // the audit entries' canonical bytes are ~200 bytes
  });
  line("sha256 only, same canonical bytes (records/s)", rate(RECORDS, seconds));
  process.stdout.write(`HASH_SECONDS=${seconds}\n`);
}

/**
 * V8 heap cap per phase. Verify runs under a cap proportional to the record count (256 MiB per
 * million records: the set of record ids it must keep), so its peak RSS is a bound, not lazy GC.
 */
const VERIFY_HEAP_MIB = Math.max(128, Math.ceil((RECORDS / 1_000_000) * 256));

function phase(name: string, dir: string): string {
  const heap = name === "verify" ? VERIFY_HEAP_MIB : 8192;
  const r = spawnSync(process.execPath, [`--max-old-space-size=${heap}`, fileURLToPath(import.meta.url), name, dir], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (r.status !== 0) throw new Error(`${name} phase failed`);
  return r.stdout;
}

export async function runAegxBench(): Promise<void> {
  const dir = join(mkdtempSync(join(tmpdir(), "agentc-bench-aegx-")), "bundle");
  try {
    const out = [phase("generate", dir), phase("verify", dir), phase("hash", dir)].join("");
    process.stdout.write(out.replace(/^[A-Z_]+=.*\n/gm, ""));
    const v = Number(/VERIFY_SECONDS=(.*)/.exec(out)?.[1]);
    const h = Number(/HASH_SECONDS=(.*)/.exec(out)?.[1]);
    line("verify throughput / sha256-only throughput", `${((h / v) * 100).toFixed(1)}% (target ≥ 50%)`);
  } finally {
    rmSync(join(dir, ".."), { recursive: true, force: true });
  }
}

const [, , which, dir] = process.argv;
if (which === "generate") await generate(dir!);
else if (which === "verify") await verify(dir!);
else if (which === "hash") await hashBound(dir!);
