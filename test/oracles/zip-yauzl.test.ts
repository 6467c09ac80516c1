/**
 * agentc's ZIP writer (ir/io/zip/write.ts) read by an independent reader, yauzl: every archive agentc
 * writes (any entries, UAIX packages, AEGX zips) must open under yauzl's strict checks with the entries
 * in bytewise name order, the fixed DOS time (1980-01-01 00:00:00), the declared method, CRC-32s that
 * match node:zlib's, unix permissions 0644, and contents that inflate to exactly the input bytes.
 */
import { createHash } from "node:crypto";
import { cpSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import fc from "fast-check";
import yauzl from "yauzl";
import { describe, expect, it } from "vitest";
import { buildZip, type ZipInputEntry } from "../../ir/io/zip/write.js";
import { exportBundleZip } from "../../emitters/aegx/bundle-zip.js";
import { STORE_BELOW_BYTES } from "../../emitters/uaix/pack.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { propertyRuns } from "../support/property-runs.js";
import { reach } from "../support/reach.js";

interface ReadEntry {
  name: string;
  method: number;
  time: number;
  date: number;
  flags: number;
  madeBy: number;
  mode: number;
  crc32: number;
  data: Buffer;
}

interface ReadArchive {
  comment: string;
  entries: ReadEntry[];
}

/** Every entry of an archive as yauzl reads it, in central-directory order, with its inflated bytes. */
function readWithYauzl(bytes: Buffer): Promise<ReadArchive> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (err, zip) => {
      if (err) return reject(err);
      const entries: ReadEntry[] = [];
      zip.on("error", reject);
      zip.on("end", () => resolve({ comment: zip.comment, entries }));
      zip.on("entry", (e: yauzl.Entry) => {
        const meta = {
          name: e.fileName,
          method: e.compressionMethod,
          time: e.lastModFileTime,
          date: e.lastModFileDate,
          flags: e.generalPurposeBitFlag,
          madeBy: e.versionMadeBy,
          mode: e.externalFileAttributes >>> 16,
          crc32: e.crc32,
        };
        if (e.fileName.endsWith("/")) {
          entries.push({ ...meta, data: Buffer.alloc(0) });
          return zip.readEntry();
        }
        zip.openReadStream(e, (err2, stream) => {
          if (err2) return reject(err2);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("error", reject);
          stream.on("end", () => {
            entries.push({ ...meta, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

const DOS_EPOCH_DATE = (1 << 5) | 1; // 1980-01-01: month 1 in bits 5–8, day 1 in bits 0–4
const bytewise = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** What agentc promises of every entry it writes, checked on what yauzl read. */
function expectDeterministicEntry(e: ReadEntry, method: number): void {
  expect(e.time, e.name).toBe(0);
  expect(e.date, e.name).toBe(DOS_EPOCH_DATE);
  expect(e.madeBy >> 8, `${e.name}: made by unix`).toBe(3);
  if (e.name.endsWith("/")) return;
  expect(e.method, e.name).toBe(method);
  expect(e.mode, e.name).toBe(0o100644);
  expect(e.crc32 >>> 0, `${e.name}: CRC-32`).toBe(crc32(e.data) >>> 0);
  // UTF-8 names (bit 11) are flagged exactly when the name is not plain ASCII.
  expect(Boolean(e.flags & 0x800), e.name).toBe(/[^\x20-\x7e]/.test(e.name));
}

const entryName = fc
  .array(
    fc.stringMatching(/^[\p{L}\p{N}_.-]{1,8}$/u).filter((s) => s !== "." && s !== ".."),
    { minLength: 1, maxLength: 3 },
  )
  .map((parts) => parts.join("/"));

describe("archives agentc writes, read by yauzl", () => {
  it("any set of entries: same names in bytewise order, same bytes, CRC-32 and fixed times", async () => {
    const sets = reach("entry sets with no name under another");
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({
            name: entryName,
            data: fc.oneof(
              fc.uint8Array({ maxLength: 2000 }),
              fc.string().map((s) => Buffer.from(s.repeat(20))),
            ),
          }),
          { selector: (e) => e.name, maxLength: 12 },
        ),
        fc.boolean(),
        fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
        fc.option(fc.integer({ min: 0, max: 2500 }), { nil: undefined }),
        async (input: ZipInputEntry[], store, comment, storeBelow) => {
          sets.enter();
          // A name that is also a directory of another name cannot be both a file and a folder.
          fc.pre(!input.some((a) => input.some((b) => b.name.startsWith(`${a.name}/`))));
          sets.hit();
          const archive = await readWithYauzl(buildZip(input, { store, comment, storeBelow }));
          expect(archive.comment).toBe(comment);
          expect(archive.entries.map((e) => e.name)).toEqual(input.map((e) => e.name).sort(bytewise));
          for (const e of archive.entries) {
            // Stored: every entry when asked, else those smaller than storeBelow (UAIX packages store their small files).
            expectDeterministicEntry(e, store || e.data.length < (storeBelow ?? 0) ? 0 : 8);
            expect(e.data.equals(Buffer.from(input.find((i) => i.name === e.name)!.data))).toBe(true);
          }
        },
      ),
      propertyRuns(200),
    );
    // 200 of 203 attempts (2026-11-28).
    sets.expectAtLeast(0.5);
  });

  it("a UAIX package: the closed set of its manifest, each file's sha256 and size as listed", async () => {
    const work = tempDir();
    const dir = join(work, "memory");
    const pkg = join(work, "memory.uaix");
    expect((await agentcInProcess(["uaix", "init", dir, "--scope", "persona_profile", "project_handoff"])).status).toBe(
      0,
    );
    // Longer than STORE_BELOW_BYTES: this entry is deflated, the small ones stored.
    writeFileSync(
      join(dir, ".uai/notes.md"),
      "# Notes\n\nÜnïcödé and a long line: " + "memory ".repeat(Math.ceil(STORE_BELOW_BYTES / 7) + 100) + "\n",
    );
    const packed = await agentcInProcess([
      "uaix",
      "pack",
      dir,
      "-o",
      pkg,
      "--scope",
      "persona_profile",
      "project_handoff",
    ]);
    expect(packed.status, packed.stderr).toBe(0);
    const archive = await readWithYauzl(readFileSync(pkg));
    const names = archive.entries.map((e) => e.name);
    expect(names).toEqual([...names].sort(bytewise));
    // Small entries stored, the rest deflated: both kinds are in this package.
    for (const e of archive.entries) expectDeterministicEntry(e, e.data.length < STORE_BELOW_BYTES ? 0 : 8);
    expect(new Set(archive.entries.filter((e) => !e.name.endsWith("/")).map((e) => e.method))).toEqual(new Set([0, 8]));
    const manifestEntry = archive.entries.find((e) => e.name === ".uai/manifest.uaix.json")!;
    const manifest = JSON.parse(manifestEntry.data.toString("utf8")) as {
      files: Array<{ path: string; sha256: string; sizeBytes: number }>;
    };
    expect(names.filter((n) => n !== manifestEntry.name)).toEqual(manifest.files.map((f) => f.path));
    for (const f of manifest.files) {
      const data = archive.entries.find((e) => e.name === f.path)!.data;
      expect(createHash("sha256").update(data).digest("hex"), f.path).toBe(f.sha256);
      expect(data.length, f.path).toBe(f.sizeBytes);
    }
    expect(archive.entries.find((e) => e.name === ".uai/notes.md")!.data.toString("utf8")).toBe(
      readFileSync(join(dir, ".uai/notes.md"), "utf8"),
    );
  });

  it("an AEGX zip: the bundle's files and its blobs/ directory, byte for byte, blobs named by their sha256", async () => {
    const work = tempDir();
    const bundle = join(work, "session.aegx");
    cpSync(join(repoRoot, "examples/session.aegx"), bundle, { recursive: true });
    for (const [name, text] of [
      ["a.txt", "evidence"],
      ["b.log", "log line\n".repeat(5000)],
    ] as const) {
      writeFileSync(join(work, name), text);
      expect((await agentcInProcess(["aegx", "add-blob", bundle, join(work, name)])).status).toBe(0);
    }
    const zip = join(work, "session.aegx.zip");
    await exportBundleZip(bundle, zip);
    const archive = await readWithYauzl(readFileSync(zip));
    const blobs = readdirSync(join(bundle, "blobs")).filter((b) => !b.startsWith("."));
    expect(blobs.length).toBeGreaterThan(0);
    expect(archive.entries.map((e) => e.name)).toEqual([
      "audit-log.jsonl",
      "blobs/",
      ...blobs.map((b) => `blobs/${b}`).sort(bytewise),
      "manifest.json",
      "records.jsonl",
    ]);
    for (const e of archive.entries) {
      expectDeterministicEntry(e, 8);
      if (e.name.endsWith("/")) continue;
      expect(e.data.equals(readFileSync(join(bundle, e.name))), e.name).toBe(true);
      if (e.name.startsWith("blobs/"))
        expect(createHash("sha256").update(e.data).digest("hex")).toBe(e.name.slice("blobs/".length));
    }
  });
});
