import { describe, expect, it } from "vitest";
import { openZip } from "../../ir/io/zip/read.js";
import { buildZip } from "../../ir/io/zip/write.js";
import { rawZip } from "../support/raw-zip.js";

const codes = (ds: { code: string }[]): string[] => ds.map((d) => d.code).sort();

describe("ZIP reader hazards", () => {
  it("rejects an evil archive with one diagnostic per problem", async () => {
    const zip = rawZip([
      { name: "ok.txt" },
      { name: "../escape.txt" },
      { name: "/etc/passwd" },
      { name: "C:/windows/win.ini" },
      { name: "dir\\file.txt" },
      { name: "aux.txt" },
      { name: "link", symlink: true, data: Buffer.from("/etc/shadow") },
      { name: "dup.txt" },
      { name: "dup.txt" },
      { name: "DUP.TXT" },
      { name: "bomb.bin", data: Buffer.alloc(10), deflate: true, declaredSize: 2 ** 30 },
    ]);
    const { archive, diagnostics } = await openZip(zip);
    await archive.close();
    expect(codes(diagnostics)).toEqual(
      [
        "AGC-ZIP-ABSOLUTE",
        "AGC-ZIP-BACKSLASH",
        "AGC-ZIP-BOMB",
        "AGC-ZIP-DEVICE",
        "AGC-ZIP-DRIVE",
        "AGC-ZIP-DUPLICATE",
        "AGC-ZIP-DUPLICATE",
        "AGC-ZIP-SYMLINK",
        "AGC-ZIP-TRAVERSAL",
      ].sort(),
    );
    expect(diagnostics.every((d) => d.severity === "error" && d.message.length > 0)).toBe(true);
  });

  it("caps the entry count", async () => {
    const zip = rawZip(Array.from({ length: 12 }, (_, i) => ({ name: `f${i}` })));
    const { diagnostics } = await openZip(zip, { maxEntries: 10, maxTotalBytes: 1e9, maxEntryBytes: 1e9 });
    expect(codes(diagnostics)).toEqual(["AGC-ZIP-BOMB"]);
  });

  it("caps the total inflated size", async () => {
    const zip = rawZip([
      { name: "a", data: Buffer.alloc(600) },
      { name: "b", data: Buffer.alloc(600) },
    ]);
    const { diagnostics } = await openZip(zip, { maxEntries: 10, maxTotalBytes: 1000, maxEntryBytes: 1e9 });
    expect(codes(diagnostics)).toEqual(["AGC-ZIP-BOMB"]);
  });

  it("stops inflating at the declared size (a lying header)", async () => {
    const zip = rawZip([{ name: "liar", data: Buffer.alloc(100_000), deflate: true, declaredSize: 10 }]);
    const { archive, diagnostics } = await openZip(zip);
    expect(diagnostics).toEqual([]);
    await expect(archive.read(archive.entries[0]!)).rejects.toThrow(/declared size/);
  });

  it("detects a CRC mismatch", async () => {
    const zip = rawZip([{ name: "a.txt", data: Buffer.from("hello") }]);
    zip[30 + 5] = "j".charCodeAt(0); // corrupt the stored body
    const { archive } = await openZip(zip);
    await expect(archive.read(archive.entries[0]!)).rejects.toThrow(/CRC/);
  });

  it("reports a non-zip", async () => {
    const { diagnostics } = await openZip(Buffer.from("not a zip at all"));
    expect(codes(diagnostics)).toEqual(["AGC-ZIP-FORMAT"]);
  });
});

describe("deterministic ZIP writer", () => {
  it("sorts entries, fixes timestamps, and round-trips through the reader", async () => {
    const a = buildZip([
      { name: "b/x.txt", data: Buffer.from("x") },
      { name: "a.txt", data: Buffer.from("hello hello hello") },
    ]);
    const b = buildZip([
      { name: "a.txt", data: Buffer.from("hello hello hello") },
      { name: "b/x.txt", data: Buffer.from("x") },
    ]);
    expect(a.equals(b)).toBe(true);
    const { archive, diagnostics } = await openZip(a);
    expect(diagnostics).toEqual([]);
    expect(archive.entries.map((e) => e.name)).toEqual(["a.txt", "b/x.txt"]);
    expect(archive.entries.every((e) => e.method === 8)).toBe(true);
    expect((await archive.read(archive.entries[0]!)).toString()).toBe("hello hello hello");
    // DOS date 1980-01-01, time 00:00 in the first local header
    expect(a.readUInt16LE(10)).toBe(0);
    expect(a.readUInt16LE(12)).toBe(33);
  });

  it("refuses hazardous names", () => {
    expect(() => buildZip([{ name: "../x", data: Buffer.from("") }])).toThrow(/traversal/);
    expect(() =>
      buildZip([
        { name: "a", data: Buffer.from("") },
        { name: "a", data: Buffer.from("") },
      ]),
    ).toThrow(/duplicate/);
  });
});
