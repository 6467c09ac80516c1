/**
 * ir/io pieces no other in-process test pins whole: a process's start time as /proc tells it (field
 * 22 of /proc/<pid>/stat, proc(5)), the lock timeout taken from AGENTC_LOCK_TIMEOUT_MS, a directory
 * flush that is best effort, a disk tree's listing in name order, and a small ZIP entry whose deflate
 * stream is broken (zlib's reason named, not a size complaint).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isRunning, processStart, selfIdentity } from "../../ir/io/process-identity.js";
import { acquireLock, acquireLockSync, lockFileOf } from "../../ir/io/file-lock.js";
import { fsyncDirectory } from "../../ir/io/atomic-write.js";
import { diskTree } from "../../ir/io/file-tree.js";
import { buildZip } from "../../ir/io/zip/write.js";
import { ZipEntryError, openZip } from "../../ir/io/zip/read.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), "agentc-mut-ident-"));
  dirs.push(d);
  return d;
};

/** Field 22 (starttime) of /proc/<pid>/stat, read here independently: after the last ")", it is the 20th field. */
const startFromProc = (pid: number): string => {
  const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
};

describe("process identity", () => {
  it.runIf(process.platform === "linux")("a process's start time is field 22 of /proc/<pid>/stat", () => {
    const mine = startFromProc(process.pid);
    expect(mine).toMatch(/^\d+$/);
    expect(processStart(process.pid)).toBe(mine);
    expect(selfIdentity()).toMatchObject({ pid: process.pid, start: mine });
    // Another running process (the parent): running under its own start time, gone under any other.
    const parent = process.ppid;
    const parentStart = startFromProc(parent);
    expect(processStart(parent)).toBe(parentStart);
    expect(isRunning({ pid: parent })).toBe(true);
    expect(isRunning({ pid: parent, start: parentStart })).toBe(true);
    expect(isRunning({ pid: parent, start: `${parentStart}1` })).toBe(false);
    expect(isRunning({ pid: process.pid, start: `${mine}1` })).toBe(false);
    expect(isRunning({ pid: process.pid, start: mine })).toBe(true);
    expect(processStart(4_194_400)).toBeUndefined();
  });
});

describe("lock timeout from the environment", () => {
  it("AGENTC_LOCK_TIMEOUT_MS=0 gives up at once on a lock another host holds", () => {
    const d = tmp();
    const target = join(d, "out.aegx");
    writeFileSync(
      lockFileOf(target),
      JSON.stringify({ pid: 7, host: "elsewhere.invalid", since: "2020-01-01T00:00:00Z" }),
    );
    const before = process.env.AGENTC_LOCK_TIMEOUT_MS;
    process.env.AGENTC_LOCK_TIMEOUT_MS = "0";
    const started = Date.now();
    let error: unknown;
    try {
      acquireLockSync(target);
    } catch (e) {
      error = e;
    } finally {
      if (before === undefined) delete process.env.AGENTC_LOCK_TIMEOUT_MS;
      else process.env.AGENTC_LOCK_TIMEOUT_MS = before;
    }
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((error as { code?: string }).code).toBe("AGC-LOCKED");
    expect((error as Error).message).toBe(
      `${target} is being written by another run (pid 7 on elsewhere.invalid, since 2020-01-01T00:00:00Z); waited 0.0 s for its lock ${lockFileOf(target)}. If no agentc is running on it, remove that file.`,
    );
  });

  it("a negative or unreadable AGENTC_LOCK_TIMEOUT_MS is the default: the waiter waits for the holder", async () => {
    for (const value of ["-1", "soon"]) {
      const d = tmp();
      const target = join(d, "out.aegx");
      const lockFile = lockFileOf(target);
      writeFileSync(lockFile, JSON.stringify({ pid: 7, host: "elsewhere.invalid" }));
      setTimeout(() => rmSync(lockFile, { force: true }), 20);
      const before = process.env.AGENTC_LOCK_TIMEOUT_MS;
      process.env.AGENTC_LOCK_TIMEOUT_MS = value;
      try {
        const lock = await acquireLock(target);
        expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid });
        lock.release();
      } finally {
        if (before === undefined) delete process.env.AGENTC_LOCK_TIMEOUT_MS;
        else process.env.AGENTC_LOCK_TIMEOUT_MS = before;
      }
    }
  });
});

describe("fsyncDirectory", () => {
  it("is best effort: a directory that cannot be opened is no error", () => {
    const d = tmp();
    expect(() => fsyncDirectory(join(d, "missing", "deeper"))).not.toThrow();
    expect(() => fsyncDirectory(d)).not.toThrow();
  });
});

describe("diskTree", () => {
  it("lists a directory in code-unit order of names, whatever order the system returns", () => {
    const d = tmp();
    // Enough entries (over 64) that the sort merges runs, not only inserts.
    const names = Array.from({ length: 150 }, (_, i) => `f${String((i * 37) % 150).padStart(3, "0")}`);
    for (const n of names) writeFileSync(join(d, n), "");
    mkdirSync(join(d, "B-dir"));
    const listed = diskTree(d).list("");
    const expected = ["B-dir", ...[...names].sort()];
    expect(listed.map((e) => e.name)).toEqual(expected);
    expect(listed[0]).toEqual({ name: "B-dir", isDirectory: true });
    expect(listed.filter((e) => e.isDirectory)).toHaveLength(1);
  });
});

describe("zip: a small entry with a broken deflate stream", () => {
  it("names zlib's reason, not its size", async () => {
    const zip = Buffer.from(buildZip([{ name: "a", data: Buffer.from("hello hello hello hello") }]));
    // RFC 1951 3.2.3: BFINAL 1, BTYPE 11, a block type the format reserves.
    zip[30 + 1 + zip.readUInt16LE(28)] = 0x07;
    const { archive } = await openZip(zip);
    try {
      const failure = archive.read(archive.entries[0]!);
      await expect(failure).rejects.toBeInstanceOf(ZipEntryError);
      await expect(failure).rejects.toThrow(/^"a": cannot inflate: invalid block type$/);
    } finally {
      await archive.close();
    }
  });
});
