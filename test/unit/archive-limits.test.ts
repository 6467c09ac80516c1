/**
 * Archives agentc writes, agentc reads; bombs are still refused fast. The caps are on declared sizes and
 * counts, enforced while inflating (an entry is abandoned the moment it inflates past its declared size),
 * never on the compression ratio of text: a 17 MB repetitive log blob compresses about 1000:1 and must
 * export, verify and import. A crafted 1 GB bomb (declared honestly, or lying about its size) is refused
 * within a second, with a coded error and exit 1, never an internal error.
 */
import { constants, deflateRawSync } from "node:zlib";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openZip } from "../../ir/io/zip/read.js";
import { buildZip } from "../../ir/io/zip/write.js";
import { DEFAULT_ZIP_LIMITS } from "../../ir/io/zip/limits.js";
import { agentcInProcess } from "../support/cli.js";
import { rawZip } from "../support/raw-zip.js";
import { tempDir } from "../support/tmp.js";

/** A raw deflate stream that inflates to `mib` MiB of zeros (about 1 KiB per MiB), built without inflating anything. */
function zeroBomb(mib: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: constants.Z_SYNC_FLUSH }); // non-final blocks, byte-aligned
  return Buffer.concat([...Array.from({ length: mib }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

const MANIFEST = Buffer.from('{"bundle_id":"x"}');

/** The manifest and audit log of a real (empty) bundle, to wrap a hostile records.jsonl in. */
async function realBundleEntries(d: string): Promise<Map<string, Buffer>> {
  const bundle = join(d, "empty.aegx");
  const zip = join(d, "empty.aegx.zip");
  expect((await agentcInProcess(["aegx", "init", bundle, "--created-at", "2026-01-01T00:00:00Z"])).status).toBe(0);
  expect((await agentcInProcess(["aegx", "export", bundle, zip])).status).toBe(0);
  const { archive } = await openZip(zip);
  const out = new Map<string, Buffer>();
  for (const e of archive.entries) if (!e.isDirectory) out.set(e.name, await archive.read(e));
  await archive.close();
  return out;
}

describe("archives agentc writes, agentc reads", () => {
  it("a bundle with a 17 MB repetitive log blob exports, verifies and imports", async () => {
    const d = tempDir();
    const bundle = join(d, "b.aegx");
    const log = join(d, "run.log");
    const line = "2026-01-01T00:00:00Z INFO worker-1 request handled status=200 latency_ms=12\n";
    writeFileSync(log, line.repeat(Math.ceil((17 * 1024 * 1024) / line.length)));
    expect((await agentcInProcess(["aegx", "init", bundle, "--created-at", "2026-01-01T00:00:00Z"])).status).toBe(0);
    const blob = await agentcInProcess(["aegx", "add-blob", bundle, log]);
    expect(blob.status, blob.stderr).toBe(0);
    const rec = await agentcInProcess([
      "aegx",
      "add-record",
      bundle,
      "--type",
      "FileWrite",
      "--principal",
      "TOOL",
      "--blob",
      blob.stdout.trim(),
      "--mime",
      "text/plain",
      "--meta",
      '{"ts":"2026-01-01T00:00:00Z"}',
    ]);
    expect(rec.status, rec.stderr).toBe(0);
    const zip = join(d, "b.aegx.zip");
    const ex = await agentcInProcess(["aegx", "export", bundle, zip]);
    expect(ex.status, ex.stderr).toBe(0);
    // The ratio of the blob entry is far above what a ratio cap would have allowed.
    const ratio = statSync(log).size / statSync(zip).size;
    expect(ratio).toBeGreaterThan(250);
    const v = await agentcInProcess(["aegx", "verify", zip]);
    expect(v.status, v.stderr).toBe(0);
    const back = join(d, "back.aegx");
    const im = await agentcInProcess(["aegx", "import", zip, back]);
    expect(im.status, im.stderr).toBe(0);
    expect(readFileSync(join(back, "blobs", blob.stdout.trim())).equals(readFileSync(log))).toBe(true);
  });

  it("the writer refuses an entry the reader would refuse, so it never writes one", () => {
    const big = { ...DEFAULT_ZIP_LIMITS };
    expect(big.maxEntryBytes).toBeLessThan(1e9);
    expect(() => buildZip([{ name: "a", data: Buffer.alloc(big.maxEntryBytes + 1) }])).toThrow(/entry limit/);
  });
});

describe("a crafted 1 GB bomb is refused within a second", () => {
  const body = zeroBomb(1024); // 1 GiB of zeros in about 1 MiB

  it("declared honestly: refused from the central directory, nothing inflated", async () => {
    const zip = rawZip([
      { name: "manifest.json", data: MANIFEST },
      { name: "records.jsonl", body, declaredSize: 1024 ** 3 },
    ]);
    const t = performance.now();
    const { archive, diagnostics } = await openZip(zip);
    await archive.close();
    expect(performance.now() - t).toBeLessThan(1000);
    expect(diagnostics.map((d) => d.code)).toContain("AGC-ZIP-BOMB");
  });

  it("lying about its size: abandoned at the declared size, coded error, exit 4 under aegx verify (spec 9.2) and 1 under import (not 70)", async () => {
    const d = tempDir();
    const file = join(d, "bomb.aegx.zip");
    const real = await realBundleEntries(d);
    writeFileSync(
      file,
      rawZip([
        { name: "audit-log.jsonl", data: real.get("audit-log.jsonl")! },
        { name: "manifest.json", data: real.get("manifest.json")! },
        { name: "records.jsonl", body, declaredSize: 1000 },
      ]),
    );
    const { archive, diagnostics } = await openZip(file);
    expect(diagnostics).toEqual([]);
    const t = performance.now();
    await expect(archive.read(archive.entries.find((e) => e.name === "records.jsonl")!)).rejects.toMatchObject({
      code: "AGC-ZIP-CORRUPT",
      message: expect.stringMatching(/declared size of 1000/),
    });
    expect(performance.now() - t).toBeLessThan(1000);
    await archive.close();
    const started = Date.now();
    const r = await agentcInProcess(["--json", "aegx", "verify", file]);
    expect(Date.now() - started).toBeLessThan(5000); // in this process, but the modules aegx verify loads on first use included
    // AEGX section 9.2: an entry that cannot be read is an I/O error (4); import keeps agentc's contract (1, below).
    expect(r.status).toBe(4);
    expect(JSON.parse(r.stdout).diagnostics.map((x: { code: string }) => x.code)).toContain("AGC-ZIP-CORRUPT");
    const out = join(d, "out");
    const im = await agentcInProcess(["aegx", "import", file, out]);
    expect(im.status).toBe(1);
    expect(im.stderr).toMatch(/error\[AGC-ZIP-CORRUPT\]/);
    expect(existsSync(out)).toBe(false);
  });
});
