import { appendFileSync, readFileSync, writeFileSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { emitAegxBundle } from "../../emitters/aegx/emit-bundle.js";
import { exportBundleZip, importBundleZip } from "../../emitters/aegx/bundle-zip.js";
import { loadAegxGraph } from "../../src/formats/aegx/load-graph.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { corpusPath } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { rawZip } from "../support/raw-zip.js";

const T0 = "2026-02-15T10:00:00Z";

async function sampleBundle(): Promise<{ dir: string; head: string }> {
  const dir = join(tempDir(), "b");
  initBundle(dir, { createdAt: T0 });
  const w = await BundleWriter.open(dir);
  const start = w.append({
    type: "SessionStart",
    principal: "SYS",
    meta: { ts: T0 },
    payload: { inline: { reason: "test" } },
  });
  const blob = w.addBlob(Buffer.from("hello blob"));
  w.append({
    type: "FileWrite",
    principal: "TOOL",
    meta: { ts: "2026-02-15T15:30:01+05:30", path: "/x" },
    parents: [start.recordId],
    payload: { blob, mime: "text/plain", size: 10 },
  });
  w.close();
  return { dir, head: w.head };
}

describe("AEGX bundle writer", () => {
  it("writes bundles that verify, normalising meta.ts", async () => {
    const { dir, head } = await sampleBundle();
    const r = await verifyBundle(dir);
    expect(r.diagnostics).toEqual([]);
    expect(r.stats.auditHead).toBe(head);
    expect(readFileSync(join(dir, "records.jsonl"), "utf8")).toContain('"ts":"2026-02-15T10:00:01Z"');
  });

  it("refuses unknown parents and missing blobs without writing", async () => {
    const { dir } = await sampleBundle();
    const before = readFileSync(join(dir, "records.jsonl"));
    const w = await BundleWriter.open(dir);
    expect(() =>
      w.append({ type: "ToolCall", principal: "USER", parents: ["a".repeat(64)], payload: { inline: 1 } }),
    ).toThrow(/not a record/);
    expect(() =>
      w.append({ type: "ToolCall", principal: "USER", payload: { blob: "b".repeat(64), mime: "x", size: 1 } }),
    ).toThrow(/not in blobs/);
    w.close();
    expect(readFileSync(join(dir, "records.jsonl")).equals(before)).toBe(true);
  });

  it("recovers from a crash between the records and the audit write", async () => {
    const { dir, head } = await sampleBundle();
    const audit = readFileSync(join(dir, "audit-log.jsonl"), "utf8").split("\n");
    writeFileSync(join(dir, "audit-log.jsonl"), `${audit[0]}\n`); // the second audit entry never made it
    expect((await verifyBundle(dir)).specExitCode).toBe(2);
    const w = await BundleWriter.open(dir);
    w.close();
    const r = await verifyBundle(dir);
    expect(r.diagnostics).toEqual([]);
    expect(r.stats.auditHead).toBe(head);
  });

  it("cuts a torn final line and fixes a stale manifest", async () => {
    const { dir, head } = await sampleBundle();
    appendFileSync(join(dir, "records.jsonl"), '{"recordId":"abc","ty');
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
    m.record_count = 7;
    writeFileSync(join(dir, "manifest.json"), JSON.stringify(m));
    const w = await BundleWriter.open(dir);
    w.close();
    const r = await verifyBundle(dir);
    expect(r.diagnostics).toEqual([]);
    expect(r.stats.auditHead).toBe(head);
  });

  it("refuses to append when the audit log does not match the records", async () => {
    const { dir } = await sampleBundle();
    const lines = readFileSync(join(dir, "audit-log.jsonl"), "utf8").trim().split("\n");
    writeFileSync(join(dir, "audit-log.jsonl"), `${lines[1]}\n${lines[0]}\n`);
    await expect(BundleWriter.open(dir)).rejects.toThrow(/chain/);
  });

  it("rejects a blob collision", async () => {
    const { dir } = await sampleBundle();
    const w = await BundleWriter.open(dir);
    const hash = w.addBlob(Buffer.from("same"));
    writeFileSync(join(dir, "blobs", hash), "different");
    expect(() => w.addBlob(Buffer.from("same"))).toThrow(/different content/);
  });
});

describe("AEGX zip form", () => {
  it("exports deterministically and imports back to a verifying bundle", async () => {
    const { dir, head } = await sampleBundle();
    const z1 = join(tempDir(), "a.aegx.zip");
    const z2 = join(tempDir(), "b.aegx.zip");
    await exportBundleZip(dir, z1);
    await exportBundleZip(dir, z2);
    expect(readFileSync(z1).equals(readFileSync(z2))).toBe(true);
    const zr = await verifyBundle(z1);
    expect(zr.diagnostics).toEqual([]);
    expect(zr.stats.auditHead).toBe(head);
    const back = join(tempDir(), "back");
    expect(await importBundleZip(z1, back)).toEqual([]);
    expect((await verifyBundle(back)).stats.auditHead).toBe(head);
  });

  it("refuses a hostile zip and writes nothing", async () => {
    const evil = join(tempDir(), "evil.aegx.zip");
    writeFileSync(
      evil,
      rawZip([{ name: "manifest.json" }, { name: "../../escape" }, { name: "blobs/x", symlink: true }]),
    );
    const out = join(tempDir(), "out");
    const ds = await importBundleZip(evil, out);
    expect(ds.map((d) => d.code).sort()).toEqual(["AGC-ZIP-SYMLINK", "AGC-ZIP-TRAVERSAL"]);
    expect(existsSync(out)).toBe(false);
    const v = await verifyBundle(evil);
    expect(v.specExitCode).toBe(4);
    expect(v.exitCode).toBe(1); // agentc's contract: a hazardous archive fails its checks
  });
});

describe("AEGX re-emission of the reference cli-demo", () => {
  for (const form of ["demo.aegx", "demo.aegx.zip"]) {
    it(`${form}: same recordIds, audit head and record/audit bytes`, async () => {
      const { graph, diagnostics } = await loadAegxGraph(corpusPath("aegx/cli-demo", form));
      expect(diagnostics.all).toEqual([]);
      const out = join(tempDir(), "re");
      const emitted = emitAegxBundle(graph, out);
      const original = await verifyBundle(corpusPath("aegx/cli-demo", form), { collectRecordIds: true });
      const again = await verifyBundle(out, { collectRecordIds: true });
      expect(again.diagnostics).toEqual([]);
      expect(again.stats.recordIds).toEqual(original.stats.recordIds);
      expect(again.stats.auditHead).toBe("d9f7eb65ffa93fa7140433ef1b361d14153f7d53f38618afc1f3d3ddc2b659aa");
      expect(emitted.auditHead).toBe(again.stats.auditHead);
      for (const f of ["records.jsonl", "audit-log.jsonl", "manifest.json"]) {
        expect(readFileSync(join(out, f), "utf8")).toBe(readFileSync(corpusPath("aegx/cli-demo/demo.aegx", f), "utf8"));
      }
      expect(readdirSync(join(out, "blobs"))).toEqual([
        "a0639d03e7e77d7630dffce7bfe26d51813d4c799f13821e5b6786e2736baaed",
      ]);
    });
  }
});
