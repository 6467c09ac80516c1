/**
 * ir/io/zip: the deterministic writer's exact header bytes (APPNOTE 6.3.x layouts, written out by
 * hand here), its refusals, and the defensive reader's diagnostics (code and message) for archives
 * damaged byte by byte.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  ZipLimitError,
  ZipWriter,
  buildZip,
  checkEntryNames,
  compareEntryNames,
  writeZipFile,
} from "../../ir/io/zip/write.js";
import { ZipEntryError, openZip, type ZipEntry } from "../../ir/io/zip/read.js";
import { duplicateNameProblems, entryNameProblems, foldedName } from "../../ir/io/zip/entry-names.js";
import { withoutArchiveComment } from "../../ir/io/zip/comment.js";
import { crc32 } from "../../ir/io/zip/crc32.js";
import { bufferSource } from "../../ir/io/zip/byte-source.js";
import { DEFAULT_ZIP_LIMITS } from "../../ir/io/zip/limits.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), "agentc-mut-zip-"));
  dirs.push(d);
  return d;
};
const enc = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, "utf8"));

/** Little-endian helpers for hand-written headers. */
const u16 = (n: number): string => Buffer.from([n & 0xff, n >> 8]).toString("hex");
const u32 = (n: number): string => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b.toString("hex");
};

describe("crc32", () => {
  it("IEEE 802.3 check values, and running updates", () => {
    expect(crc32(enc("123456789"))).toBe(0xcbf43926);
    expect(crc32(enc("hi"))).toBe(0xd8932aac);
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(enc("56789"), crc32(enc("1234")))).toBe(0xcbf43926);
  });
});

describe("buildZip: exact bytes", () => {
  it("one stored entry and a comment", () => {
    const zip = buildZip([{ name: "a", data: enc("hi") }], { store: true, comment: "c" });
    const local =
      "504b0304" +
      u16(20) +
      u16(0) +
      u16(0) +
      u16(0) +
      u16(0x21) +
      u32(0xd8932aac) +
      u32(2) +
      u32(2) +
      u16(1) +
      u16(0) +
      "61" +
      "6869";
    const central =
      "504b0102" +
      u16((3 << 8) | 20) +
      u16(20) +
      u16(0) +
      u16(0) +
      u16(0) +
      u16(0x21) +
      u32(0xd8932aac) +
      u32(2) +
      u32(2) +
      u16(1) +
      u16(0) +
      u16(0) +
      u16(0) +
      u16(0) +
      u32(0o100644 * 65536) +
      u32(0) +
      "61";
    const eocd = "504b0506" + u16(0) + u16(0) + u16(1) + u16(1) + u32(47) + u32(33) + u16(1) + "63";
    expect(zip.toString("hex")).toBe(local + central + eocd);
  });

  it("sorts entries bytewise, marks UTF-8 names, stores directories, deflates by default", async () => {
    const zip = buildZip([
      { name: "é.txt", data: enc("x") },
      { name: "d/", data: enc("ignored") },
      { name: "B", data: enc("hello hello hello hello") },
    ]);
    const { archive, diagnostics } = await openZip(zip);
    expect(diagnostics).toEqual([]);
    expect(
      archive.entries.map((e) => [e.name, e.method, e.flags, e.size, e.isDirectory, e.externalAttrs >>> 16]),
    ).toEqual([
      ["B", 8, 0, 23, false, 0o100644],
      ["d/", 0, 0, 0, true, 0o40755],
      ["é.txt", 8, 0x0800, 1, false, 0o100644],
    ]);
    expect(archive.entries[1]!.externalAttrs & 0x10).toBe(0x10);
    expect(archive.entries[0]!.compressedSize).toBeLessThan(23);
    expect((await archive.read(archive.entries[0]!)).toString()).toBe("hello hello hello hello");
    expect((await archive.read(archive.entries[2]!)).toString()).toBe("x");
    expect(archive.comment.length).toBe(0);
    // Deterministic: the same entries in another order give the same bytes.
    expect(
      buildZip([
        { name: "B", data: enc("hello hello hello hello") },
        { name: "é.txt", data: enc("x") },
        { name: "d/", data: new Uint8Array() },
      ]).equals(zip),
    ).toBe(true);
    await archive.close();
  });

  it("refuses duplicates, bad names, unsorted adds and limits", () => {
    expect(() =>
      buildZip([
        { name: "a", data: enc("") },
        { name: "a", data: enc("") },
      ]),
    ).toThrow('"a": duplicate entry');
    expect(() =>
      buildZip([
        { name: "A", data: enc("") },
        { name: "a", data: enc("") },
      ]),
    ).toThrow('"a": duplicates "A" when case and normalisation are folded');
    expect(() => buildZip([{ name: "../x", data: enc("") }])).toThrow(
      'cannot write entry: "../x": path traversal (..)',
    );
    const parts: Uint8Array[] = [];
    const w = new ZipWriter({ write: (b) => parts.push(b) });
    w.add("b", enc(""));
    expect(() => w.add("a", enc(""))).toThrow("entries must be added in sorted order: a");
    expect(() => w.add("b", enc(""))).toThrow("entries must be added in sorted order: b");
    expect(() => w.add("c/", enc(""))).toThrow('file entry names must not end with "/": c/');
    expect(() => w.addDirectory("c")).toThrow('directory entry names end with "/": c');
    const limits = { maxEntries: 2, maxEntryBytes: 4, maxTotalBytes: 6 };
    expect(() => buildZip([{ name: "a", data: enc("12345") }], { limits })).toThrow(
      new ZipLimitError("a: 5 bytes is more than the 4-byte entry limit agentc's reader applies"),
    );
    expect(buildZip([{ name: "a", data: enc("1234") }], { limits }).length).toBeGreaterThan(0);
    expect(() =>
      buildZip(
        [
          { name: "a", data: enc("1234") },
          { name: "b", data: enc("123") },
        ],
        { limits },
      ),
    ).toThrow("the entries hold more than 6 bytes in all: agentc's reader would refuse the archive");
    expect(
      buildZip(
        [
          { name: "a", data: enc("123") },
          { name: "b", data: enc("123") },
        ],
        { limits },
      ).length,
    ).toBeGreaterThan(0);
    expect(() =>
      buildZip(
        [
          { name: "a", data: enc("") },
          { name: "b", data: enc("") },
          { name: "c", data: enc("") },
        ],
        { limits },
      ),
    ).toThrow("more than 2 entries: agentc's reader would refuse the archive");
    try {
      buildZip([{ name: "a", data: enc("12345") }], { limits });
    } catch (e) {
      expect((e as ZipLimitError).code).toBe("AGC-ZIP-LIMIT");
      expect((e as ZipLimitError).name).toBe("ZipLimitError");
    }
    expect(() => buildZip([], { comment: "x".repeat(0x10000) })).toThrow("archive comment too long");
    expect(buildZip([], { comment: "x".repeat(0xffff) }).length).toBe(22 + 0xffff);
  });

  it("compareEntryNames and checkEntryNames", () => {
    expect(compareEntryNames("B", "a")).toBeLessThan(0);
    expect(compareEntryNames("\uffff", "\u{1F600}")).toBeLessThan(0);
    expect(compareEntryNames("a", "a")).toBe(0);
    expect(checkEntryNames(["ok", "/abs", "ok"])).toEqual(['"/abs": absolute path', '"ok": duplicate entry']);
  });

  it("writeZipFile writes atomically and cleans up after a failure", async () => {
    const d = tmp();
    const path = join(d, "sub", "x.zip");
    await writeZipFile(path, { store: true }, (w) => w.add("a", enc("hi")));
    expect(readFileSync(path).equals(buildZip([{ name: "a", data: enc("hi") }], { store: true }))).toBe(true);
    await expect(writeZipFile(join(d, "y.zip"), {}, (w) => w.add("/bad", enc("")))).rejects.toThrow("absolute path");
    expect(readdirSync(d).sort()).toEqual(["sub"]);
    expect(readdirSync(join(d, "sub"))).toEqual(["x.zip"]);
  });
});

describe("entry names", () => {
  it("names every hazard with its code", () => {
    const codes = (n: string): string[] => entryNameProblems(n).map((p) => `${p.code} ${p.message}`);
    expect(codes("ok/name.txt")).toEqual([]);
    expect(codes("")).toEqual(['AGC-ZIP-NAME "": empty path']);
    expect(codes("a/../b")).toEqual(['AGC-ZIP-TRAVERSAL "a/../b": path traversal (..)']);
    expect(codes("/etc")).toEqual(['AGC-ZIP-ABSOLUTE "/etc": absolute path']);
    expect(codes("C:x")).toEqual(['AGC-ZIP-DRIVE "C:x": drive-rooted path']);
    expect(codes("a\\b")).toEqual(['AGC-ZIP-BACKSLASH "a\\\\b": backslash in path']);
    expect(codes("a\u0000b")).toEqual(['AGC-ZIP-NAME "a\\u0000b": NUL character in path']);
    expect(codes("a\u0001")).toEqual(['AGC-ZIP-NAME "a\\u0001": control character in name']);
    expect(codes("a\u007f")).toEqual(['AGC-ZIP-NAME "a\u007f": control character in name']);
    expect(codes("a\u001f")).toHaveLength(1);
    expect(codes("x/CON.txt")).toEqual(['AGC-ZIP-DEVICE "x/CON.txt": device name "CON.txt"']);
    expect(codes("lpt¹")).toEqual(['AGC-ZIP-DEVICE "lpt¹": device name "lpt¹"']);
    expect(codes("conin$")).toHaveLength(1);
    expect(codes("console")).toEqual([]);
    expect(codes("com10")).toEqual([]);
    expect(codes("..\\x")).toEqual([
      'AGC-ZIP-BACKSLASH "..\\\\x": backslash in path',
      'AGC-ZIP-TRAVERSAL "..\\\\x": path traversal (..)',
    ]);
  });

  it("folds case, normalisation and trailing slashes", () => {
    expect(foldedName("A/É/")).toBe("a/é");
    expect(foldedName("E\u0301")).toBe("é");
    expect(duplicateNameProblems(["a", "b", "a", "A", "e\u0301", "\u00e9", "d/", "D"]).map((p) => p.message)).toEqual([
      '"a": duplicate entry',
      '"A": duplicates "a" when case and normalisation are folded',
      '"é": duplicates "e\u0301" when case and normalisation are folded',
      '"D": duplicates "d/" when case and normalisation are folded',
    ]);
    expect(duplicateNameProblems(["x"])).toEqual([]);
  });
});

describe("archive comment", () => {
  it("removes the comment and zeroes its length", () => {
    const zip = buildZip([{ name: "a", data: enc("hi") }], { store: true, comment: "sig" });
    const bare = withoutArchiveComment(zip)!;
    expect(bare.toString("hex")).toBe(buildZip([{ name: "a", data: enc("hi") }], { store: true }).toString("hex"));
    expect(withoutArchiveComment(Buffer.from("not a zip at all, no end record here"))).toBeUndefined();
    const empty = buildZip([]);
    expect(withoutArchiveComment(empty)!.equals(empty)).toBe(true);
    // An end record whose comment length does not reach the end of the file is not the end record.
    expect(withoutArchiveComment(Buffer.concat([zip, Buffer.from("x")]))).toBeUndefined();
  });
});

describe("openZip: damaged archives", () => {
  const good = (): Buffer => buildZip([{ name: "a", data: enc("hi") }], { store: true });
  const problems = async (zip: Uint8Array, limits = DEFAULT_ZIP_LIMITS): Promise<string[]> => {
    const { archive, diagnostics } = await openZip(zip, limits, "t.zip");
    await archive.close();
    for (const d of diagnostics) {
      expect(d.severity).toBe("error");
      expect(d.file).toBe("t.zip");
    }
    return diagnostics.map((d) => `${d.code} ${d.message}`);
  };

  it("reads a good archive, its comment, and the label", async () => {
    const { archive, diagnostics } = await openZip(buildZip([{ name: "a", data: enc("hi") }], { comment: "note" }));
    expect(diagnostics).toEqual([]);
    expect(archive.file).toBe("<zip>");
    expect(archive.comment.toString()).toBe("note");
    expect((await archive.read(archive.entries[0]!)).toString()).toBe("hi");
    const e = archive.entries[0]!;
    expect([e.madeBy, e.crc32, e.size, e.localHeaderOffset, e.isSymlink]).toEqual([
      (3 << 8) | 20,
      0xd8932aac,
      2,
      0,
      false,
    ]);
  });

  it("no end record, multi-disk, zip64, too many entries, central directory outside", async () => {
    expect(await problems(Buffer.from("PK nothing"))).toEqual([
      "AGC-ZIP-FORMAT not a ZIP archive (no end-of-central-directory record)",
    ]);
    const z = good();
    const eocd = z.length - 22;
    const multi = Buffer.from(z);
    multi.writeUInt16LE(1, eocd + 4);
    expect(await problems(multi)).toEqual(["AGC-ZIP-FORMAT multi-disk archives are not supported"]);
    const multi2 = Buffer.from(z);
    multi2.writeUInt16LE(1, eocd + 6);
    expect(await problems(multi2)).toEqual(["AGC-ZIP-FORMAT multi-disk archives are not supported"]);
    for (const [off, v] of [
      [10, 0xffff],
      [12, 0xffffffff],
      [16, 0xffffffff],
    ] as const) {
      const z64 = Buffer.from(z);
      if (off === 10) z64.writeUInt16LE(v, eocd + off);
      else z64.writeUInt32LE(v, eocd + off);
      expect(await problems(z64)).toEqual(["AGC-ZIP-ZIP64 zip64 archives are not supported"]);
    }
    expect(await problems(z, { ...DEFAULT_ZIP_LIMITS, maxEntries: 0 })).toEqual([
      "AGC-ZIP-BOMB archive declares 1 entries, more than the limit of 0",
    ]);
    expect(await problems(z, { ...DEFAULT_ZIP_LIMITS, maxEntries: 1 })).toEqual([]);
    const outside = Buffer.from(z);
    outside.writeUInt32LE(z.length, eocd + 16);
    expect(await problems(outside)).toEqual(["AGC-ZIP-FORMAT central directory lies outside the file"]);
    const count = Buffer.from(z);
    count.writeUInt16LE(2, eocd + 10);
    expect(await problems(count)).toEqual(["AGC-ZIP-FORMAT central directory entry 1 is damaged"]);
  });

  it("entry-level problems", async () => {
    const z = good();
    const cd = z.indexOf(Buffer.from("504b0102", "hex"));
    const set = (f: (b: Buffer) => void): Buffer => {
      const b = Buffer.from(z);
      f(b);
      return b;
    };
    expect(await problems(set((b) => b.writeUInt16LE(1, cd + 8)))).toEqual([
      'AGC-ZIP-ENCRYPTED "a": encrypted entries are not supported',
    ]);
    expect(await problems(set((b) => b.writeUInt16LE(9, cd + 10)))).toEqual([
      'AGC-ZIP-METHOD "a": compression method 9 is not supported (stored or deflate only)',
    ]);
    expect(await problems(set((b) => b.writeUInt32LE(0o120777 * 65536, cd + 38)))).toEqual([
      'AGC-ZIP-SYMLINK "a": symbolic link entries are not allowed',
    ]);
    // The same mode bits from a non-Unix host are not a symlink.
    expect(
      await problems(set((b) => (b.writeUInt32LE(0o120777 * 65536, cd + 38), b.writeUInt16LE(20, cd + 4)))),
    ).toEqual([]);
    expect(await problems(set((b) => b.writeUInt32LE(0xffffffff, cd + 24)))).toEqual([
      'AGC-ZIP-ZIP64 "a": zip64 entries are not supported',
    ]);
    expect(await problems(set((b) => b.writeUInt32LE(0xffffffff, cd + 20)))).toEqual([
      'AGC-ZIP-ZIP64 "a": zip64 entries are not supported',
    ]);
    expect(await problems(set((b) => b.writeUInt32LE(0xffffffff, cd + 42)))).toEqual([
      'AGC-ZIP-ZIP64 "a": zip64 entries are not supported',
    ]);
    expect(await problems(z, { ...DEFAULT_ZIP_LIMITS, maxEntryBytes: 1 })).toEqual([
      'AGC-ZIP-BOMB "a": inflates to 2 bytes, more than the limit of 1',
    ]);
    expect(await problems(z, { ...DEFAULT_ZIP_LIMITS, maxEntryBytes: 2 })).toEqual([]);
    expect(await problems(z, { ...DEFAULT_ZIP_LIMITS, maxTotalBytes: 1 })).toEqual([
      "AGC-ZIP-BOMB entries inflate to 2 bytes in all, more than the limit of 1",
    ]);
    expect(await problems(z, { ...DEFAULT_ZIP_LIMITS, maxTotalBytes: 2 })).toEqual([]);
    expect(await problems(set((b) => b.writeUInt32LE(3, cd + 24)))).toEqual([
      'AGC-ZIP-FORMAT "a": stored entry declares 3 bytes but holds 2',
    ]);
    expect(await problems(set((b) => b.writeUInt32LE(0x12345678, 0)))).toEqual([
      'AGC-ZIP-FORMAT "a": local header missing or damaged',
    ]);
    expect(await problems(set((b) => (b[30] = 0x62)))).toEqual([
      'AGC-ZIP-FORMAT "a": local header names a different file',
    ]);
    expect(await problems(set((b) => (b.writeUInt32LE(100, cd + 20), b.writeUInt32LE(100, cd + 24))))).toEqual([
      'AGC-ZIP-FORMAT "a": data runs past the end of the file',
    ]);
    expect(await problems(set((b) => b.writeUInt8(0xff, cd + 46)))).toEqual([
      'AGC-ZIP-NAME "ÿ": entry name is not valid UTF-8',
      'AGC-ZIP-FORMAT "ÿ": local header names a different file',
    ]);
  });

  it("a name that is not UTF-8 is read as Latin-1 in both headers: one problem, not a mismatch", async () => {
    const z = Buffer.from(buildZip([{ name: "a", data: enc("hi") }], { store: true }));
    const cd = z.indexOf(Buffer.from("504b0102", "hex"));
    z[30] = 0xe9; // the local header's name
    z[cd + 46] = 0xe9; // the central directory's
    const { archive, diagnostics } = await openZip(z);
    await archive.close();
    expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      'AGC-ZIP-NAME "\u00e9": entry name is not valid UTF-8',
    ]);
  });

  it("overlapping entries and duplicate names", async () => {
    const two = buildZip(
      [
        { name: "a", data: enc("hi") },
        { name: "b", data: enc("yo") },
      ],
      { store: true },
    );
    const cd2 = two.lastIndexOf(Buffer.from("504b0102", "hex"));
    const overlap = Buffer.from(two);
    overlap.writeUInt32LE(0, cd2 + 42);
    const msgs = await problems(overlap);
    expect(msgs).toContain('AGC-ZIP-BOMB "b": overlaps the data of "a"');
    const dup = buildZip(
      [
        { name: "a", data: enc("hi") },
        { name: "b", data: enc("yo") },
      ],
      { store: true },
    );
    const dupFixed = Buffer.from(dup);
    // Rename "b" to "a" in both headers: exact duplicate names.
    dupFixed[dup.indexOf(Buffer.from("504b0304", "hex"), 4) + 30] = 0x61;
    dupFixed[cd2 + 46] = 0x61;
    expect(await problems(dupFixed)).toEqual(['AGC-ZIP-DUPLICATE "a": duplicate entry']);
  });

  it("entry data that is not what the directory says", async () => {
    const read = async (zip: Buffer, patch: (b: Buffer, cd: number) => void): Promise<string> => {
      const b = Buffer.from(zip);
      patch(b, b.indexOf(Buffer.from("504b0102", "hex")));
      const { archive } = await openZip(b);
      try {
        await archive.read(archive.entries[0]!);
        return "read";
      } catch (e) {
        expect(e).toBeInstanceOf(ZipEntryError);
        expect((e as ZipEntryError).code).toBe("AGC-ZIP-CORRUPT");
        expect((e as ZipEntryError).entryName).toBe("a");
        return (e as Error).message;
      } finally {
        await archive.close();
      }
    };
    const stored = buildZip([{ name: "a", data: enc("hi") }], { store: true });
    expect(await read(stored, (b, cd) => b.writeUInt32LE(1, cd + 16))).toBe('"a": CRC-32 mismatch');
    const deflated = buildZip([{ name: "a", data: enc("hello hello hello hello") }]);
    expect(await read(deflated, (b, cd) => b.writeUInt32LE(5, cd + 24))).toBe(
      '"a": inflates past its declared size of 5 bytes',
    );
    expect(await read(deflated, (b, cd) => b.writeUInt32LE(30, cd + 24))).toBe(
      '"a": inflated to 23 bytes, declared 30',
    );
    expect(await read(deflated, (b, cd) => b.writeUInt32LE(0, cd + 24))).toBe(
      '"a": inflates past its declared size of 0 bytes',
    );
    expect(await read(deflated, () => {})).toBe("read");
    const bad = Buffer.from(deflated);
    bad[30 + 1] = 0xff;
    bad[30 + 2] = 0xff;
    expect(await read(bad, () => {})).toMatch(/^"a": cannot inflate: |^"a": CRC-32 mismatch$|^"a": inflate/);
    const { archive } = await openZip(stored);
    const ghost: ZipEntry = { ...archive.entries[0]!, name: "ghost" };
    await expect(archive.read(ghost)).rejects.toThrow('"ghost": entry has no readable data');
  });

  it("streams a large entry in chunks and checks it", async () => {
    const big = new Uint8Array(3 * (1 << 20) + 5).map((_, i) => (i * 7) & 0xff);
    const stored = buildZip([{ name: "big", data: big }], { store: true });
    const { archive } = await openZip(stored);
    const chunks: number[] = [];
    for await (const c of archive.stream(archive.entries[0]!)) chunks.push(c.length);
    expect(chunks).toEqual([1 << 20, 1 << 20, 1 << 20, 5]);
    const bad = Buffer.from(stored);
    bad.writeUInt32LE(1, bad.indexOf(Buffer.from("504b0102", "hex")) + 16);
    const b = await openZip(bad);
    await expect(b.archive.read(b.archive.entries[0]!)).rejects.toThrow('"big": CRC-32 mismatch');
    const random = new Uint8Array(2 * (1 << 20)).map(() => Math.floor(Math.random() * 256));
    const deflated = buildZip([{ name: "r", data: random }], { level: 1 });
    const d = await openZip(deflated);
    expect(d.archive.entries[0]!.compressedSize).toBeGreaterThan(1 << 20);
    expect((await d.archive.read(d.archive.entries[0]!)).equals(Buffer.from(random))).toBe(true);
    const short = Buffer.from(deflated);
    short.writeUInt32LE(random.length - 1, short.indexOf(Buffer.from("504b0102", "hex")) + 24);
    const s = await openZip(short);
    await expect(s.archive.read(s.archive.entries[0]!)).rejects.toThrow(
      `"r": inflates past its declared size of ${random.length - 1} bytes`,
    );
    const long = Buffer.from(deflated);
    long.writeUInt32LE(random.length + 1, long.indexOf(Buffer.from("504b0102", "hex")) + 24);
    const l = await openZip(long);
    await expect(l.archive.read(l.archive.entries[0]!)).rejects.toThrow(
      `"r": inflated to ${random.length} bytes, declared ${random.length + 1}`,
    );
    // A large entry whose deflate stream is damaged at its first block: zlib's reason is named.
    const damaged = Buffer.from(deflated);
    damaged[30 + 1 + damaged.readUInt16LE(28)] = 0x07; // BFINAL 1, BTYPE 11: a block type RFC 1951 reserves
    const m = await openZip(damaged);
    const failure = (async () => {
      for await (const _ of m.archive.stream(m.archive.entries[0]!));
    })();
    await expect(failure).rejects.toThrow('"r": cannot inflate: invalid block type');
  });

  it("an entry of up to 1 MiB compressed is inflated in one piece, read or streamed", async () => {
    // Deflate of stored blocks (RFC 1951 3.2.4: a header byte, LEN, NLEN, the bytes), sized so that the
    // compressed data is exactly 1 MiB: 16 blocks of 5 bytes of header and 1,048,496 bytes in all.
    const data = Buffer.alloc((1 << 20) - 16 * 5, 0x61);
    const blocks: Buffer[] = [];
    for (let at = 0; at < data.length; at += 65_535) {
      const part = data.subarray(at, at + 65_535);
      const head = Buffer.alloc(5);
      head[0] = at + 65_535 >= data.length ? 1 : 0;
      head.writeUInt16LE(part.length, 1);
      head.writeUInt16LE(~part.length & 0xffff, 3);
      blocks.push(head, part);
    }
    const deflated = Buffer.concat(blocks);
    expect(deflated.length).toBe(1 << 20);
    const name = Buffer.from("a.txt");
    const fields = (b: Buffer, at: number): void => {
      b.writeUInt16LE(8, at); // method: deflate
      b.writeUInt32LE(crc32(data), at + 6);
      b.writeUInt32LE(deflated.length, at + 10);
      b.writeUInt32LE(data.length, at + 14);
      b.writeUInt16LE(name.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 8);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 10);
    const cdOffset = 30 + name.length + deflated.length;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(46 + name.length, 12);
    end.writeUInt32LE(cdOffset, 16);
    const zip = Buffer.concat([local, name, deflated, central, name, end]);
    const { archive, diagnostics } = await openZip(zip);
    expect(diagnostics).toEqual([]);
    const entry = archive.entries[0]!;
    expect([entry.method, entry.compressedSize, entry.size]).toEqual([8, 1 << 20, data.length]);
    expect((await archive.read(entry)).equals(data)).toBe(true);
    const pieces: Buffer[] = [];
    for await (const c of archive.stream(entry)) pieces.push(c);
    expect(pieces.map((c) => c.length)).toEqual([data.length]);
    await archive.close();
  });

  it("reads from a file path, and a buffer view", async () => {
    const d = tmp();
    const path = join(d, "x.zip");
    await writeZipFile(path, {}, (w) => w.add("a", enc("hi")));
    const { archive, diagnostics } = await openZip(path);
    expect(diagnostics).toEqual([]);
    expect(archive.file).toBe(path);
    expect((await archive.read(archive.entries[0]!)).toString()).toBe("hi");
    await archive.close();
    await archive.close();
    const padded = Buffer.concat([Buffer.from("xxxx"), good()]);
    const src = bufferSource(padded.subarray(4));
    expect(src.size).toBe(good().length);
    expect((await src.read(0, 4)).toString("hex")).toBe("504b0304");
    expect((await src.read(src.size - 2, 10)).length).toBe(2);
  });
});
