/**
 * ir/io's byte readers: a ZIP's random-access source (a buffer view or an open file) and a file in
 * chunks. Each read is checked byte for byte against the file's own contents, at its edges; and
 * the inputs they refuse before opening (a FIFO, a symbolic-link loop).
 */
import { spawnSync } from "node:child_process";
import { symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bufferSource, fileSource } from "../../ir/io/zip/byte-source.js";
import { fileChunks } from "../../ir/io/file-chunks.js";
import { checkInputPath, openInputFile } from "../../ir/io/input-file.js";
import { tempDir } from "../support/tmp.js";

/** Bytes 0, 1, 2, … n-1 (mod 256): any slice says where it came from. */
const counting = (n: number): Buffer => Buffer.from(Array.from({ length: n }, (_, i) => i % 256));

function fileOf(bytes: Uint8Array): string {
  const path = join(tempDir(), "bytes.bin");
  writeFileSync(path, bytes);
  return path;
}

describe("bufferSource", () => {
  it("reads a view of a larger buffer from the view's own start, and stops at its end", async () => {
    const whole = counting(32);
    const src = bufferSource(new Uint8Array(whole.buffer, whole.byteOffset + 8, 16));
    expect(src.size).toBe(16);
    expect([...(await src.read(0, 4))]).toEqual([8, 9, 10, 11]);
    expect([...(await src.read(14, 10))]).toEqual([22, 23]);
    expect((await src.read(16, 4)).length).toBe(0);
    await src.close();
  });
});

describe("fileSource", () => {
  it("reads slices at an offset, short at the end, empty past it", async () => {
    const src = await fileSource(fileOf(counting(300)));
    try {
      expect(src.size).toBe(300);
      expect([...(await src.read(0, 3))]).toEqual([0, 1, 2]);
      expect([...(await src.read(257, 2))]).toEqual([1, 2]);
      expect([...(await src.read(297, 10))]).toEqual([41, 42, 43]);
      expect((await src.read(300, 5)).length).toBe(0);
      expect((await src.read(400, 5)).length).toBe(0);
    } finally {
      await src.close();
    }
  });

  it("returns what is left when the file shrinks after it was opened", async () => {
    const path = fileOf(counting(100));
    const src = await fileSource(path);
    try {
      truncateSync(path, 10);
      expect(src.size).toBe(100);
      expect([...(await src.read(6, 20))]).toEqual([6, 7, 8, 9]);
    } finally {
      await src.close();
    }
  });

  it("closes once: a second close does not close another file's descriptor", async () => {
    const src = await fileSource(fileOf(counting(4)));
    await src.close();
    await expect(src.close()).resolves.toBeUndefined();
  });
});

describe("fileChunks", () => {
  it("gives [start, end) in chunks of the size asked, the last one short", () => {
    const chunks = [...fileChunks(fileOf(counting(20)), { start: 3, end: 13, size: 4 })];
    expect(chunks.map((c) => [...c])).toEqual([
      [3, 4, 5, 6],
      [7, 8, 9, 10],
      [11, 12],
    ]);
  });

  it("stops at the end of the file when `end` is beyond it, and reads 1 MiB chunks by default", () => {
    const bytes = counting((1 << 20) + 5);
    const chunks = [...fileChunks(fileOf(bytes))];
    expect(chunks.map((c) => c.length)).toEqual([1 << 20, 5]);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect([...fileChunks(fileOf(counting(6)), { start: 2, end: 1000, size: 3 })].map((c) => [...c])).toEqual([
      [2, 3, 4],
      [5],
    ]);
  });

  it("gives each chunk a buffer of its own, so a consumer can keep them all", () => {
    const kept = [...fileChunks(fileOf(counting(12)), { size: 4 })];
    expect(kept.map((c) => c[0])).toEqual([0, 4, 8]);
  });

  it("gives nothing for an empty range", () => {
    expect([...fileChunks(fileOf(counting(8)), { start: 5, end: 5 })]).toEqual([]);
  });
});

describe("input paths the byte readers refuse", () => {
  it("names a FIFO and a symbolic-link loop, without opening either", () => {
    const dir = tempDir();
    const loop = join(dir, "loop");
    symlinkSync(loop, loop);
    expect(() => openInputFile(loop)).toThrow(
      expect.objectContaining({ code: "AGC-IO-UNREADABLE", message: `${loop}: cannot be read (ELOOP)` }),
    );
    const fifo = join(dir, "fifo");
    if (spawnSync("mkfifo", [fifo]).status !== 0) return; // no mkfifo here: the FIFO half is checked where there is one
    expect(() => checkInputPath(fifo, "file-or-directory")).toThrow(
      expect.objectContaining({
        code: "AGC-IO-NOT-REGULAR",
        message: `${fifo} is a FIFO; only regular files and directories are read`,
      }),
    );
  });
});
