/**
 * A deterministic ZIP writer: entries sorted by name (bytewise), timestamps
 * fixed at 1980-01-01 00:00:00 (the DOS epoch, independent of the time zone),
 * deflate from fflate (pure JavaScript, so the bytes are the same on every
 * machine), no extra fields, regular-file permissions 0644, and an optional
 * archive comment.
 */
import { deflateSync } from "fflate";
import { openSync, writeSync, closeSync, renameSync, rmSync, mkdirSync, linkSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { removeStaleTemporaries, tempSibling } from "../atomic-write.js";
import { writingAsync } from "../write-error.js";
import { OutputExistsError } from "../output-files.js";
import { crc32 } from "./crc32.js";
import { entryNameProblems, duplicateNameProblems } from "./entry-names.js";
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from "./limits.js";

/** An archive agentc would not read back (limits.ts): refused when written, so agentc never writes what it refuses. */
export class ZipLimitError extends Error {
  readonly code = "AGC-ZIP-LIMIT";
  constructor(message: string) {
    super(message);
    this.name = "ZipLimitError";
  }
}

export interface ZipInputEntry {
  /** A name ending in "/" is a directory entry (its data is ignored). */
  name: string;
  data: Uint8Array;
}

export interface ZipWriteOptions {
  comment?: string;
  /** Store entries instead of deflating (AEGX requires deflate; the default). */
  store?: boolean;
  level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  /**
   * Store entries of fewer bytes than this instead of deflating them: deflate saves them a few dozen
   * bytes, and fflate allocates and clears about 170 KiB of window and tables for every entry.
   */
  storeBelow?: number;
  /** The reader's limits the archive must stay within (default: the limits agentc reads with). */
  limits?: ZipLimits;
}

const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
const MADE_BY = (3 << 8) | 20; // unix, spec 2.0
const REGULAR_FILE_ATTRS = (0o100644 << 16) >>> 0;
const DIRECTORY_ATTRS = ((0o40755 << 16) | 0x10) >>> 0;

function compareNames(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}

/** Problems that make a set of names unfit for an archive we write. */
export function checkEntryNames(names: readonly string[]): string[] {
  return [...names.flatMap((n) => entryNameProblems(n)), ...duplicateNameProblems(names)].map((p) => p.message);
}

interface Sink {
  write(b: Uint8Array): void;
}

class CentralDirectory {
  private readonly records: Buffer[] = [];
  count = 0;

  add(
    name: Buffer,
    flags: number,
    method: number,
    crc: number,
    csize: number,
    size: number,
    offset: number,
    attrs: number,
  ): void {
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(MADE_BY, 4);
    h.writeUInt16LE(20, 6);
    h.writeUInt16LE(flags, 8);
    h.writeUInt16LE(method, 10);
    h.writeUInt16LE(DOS_TIME, 12);
    h.writeUInt16LE(DOS_DATE, 14);
    h.writeUInt32LE(crc, 16);
    h.writeUInt32LE(csize, 20);
    h.writeUInt32LE(size, 24);
    h.writeUInt16LE(name.length, 28);
    h.writeUInt32LE(attrs, 38);
    h.writeUInt32LE(offset, 42);
    this.records.push(h, name);
    this.count++;
  }

  finish(sink: Sink, cdOffset: number, comment: Buffer): void {
    let size = 0;
    for (const r of this.records) {
      sink.write(r);
      size += r.length;
    }
    const e = Buffer.alloc(22);
    e.writeUInt32LE(0x06054b50, 0);
    e.writeUInt16LE(this.count, 8);
    e.writeUInt16LE(this.count, 10);
    e.writeUInt32LE(size, 12);
    e.writeUInt32LE(cdOffset, 16);
    e.writeUInt16LE(comment.length, 20);
    sink.write(e);
    sink.write(comment);
  }
}

/** Writes entries one by one to a sink; callers add them in sorted order. */
export class ZipWriter {
  private offset = 0;
  private totalBytes = 0;
  private lastName: string | undefined;
  private readonly central = new CentralDirectory();

  constructor(
    private readonly sink: Sink,
    private readonly options: ZipWriteOptions = {},
  ) {}

  /** A directory entry (`name` ends with `/`), stored with no data. */
  addDirectory(name: string): void {
    if (!name.endsWith("/")) throw new Error(`directory entry names end with "/": ${name}`);
    this.write(name, new Uint8Array(0), true);
  }

  add(name: string, data: Uint8Array): void {
    if (name.endsWith("/")) throw new Error(`file entry names must not end with "/": ${name}`);
    this.write(name, data, false);
  }

  private write(name: string, data: Uint8Array, isDirectory: boolean): void {
    const problems = entryNameProblems(name.replace(/\/$/, ""));
    if (problems.length) throw new Error(`cannot write entry: ${problems.map((p) => p.message).join("; ")}`);
    if (this.lastName !== undefined && compareNames(this.lastName, name) >= 0)
      throw new Error(`entries must be added in sorted order: ${name}`);
    this.lastName = name;
    if (this.central.count >= 0xffff) throw new Error("too many entries for a non-zip64 archive");
    const limits = this.options.limits ?? DEFAULT_ZIP_LIMITS;
    if (this.central.count >= limits.maxEntries)
      throw new ZipLimitError(`more than ${limits.maxEntries} entries: agentc's reader would refuse the archive`);
    if (data.length > limits.maxEntryBytes)
      throw new ZipLimitError(
        `${name}: ${data.length} bytes is more than the ${limits.maxEntryBytes}-byte entry limit agentc's reader applies`,
      );
    this.totalBytes += data.length;
    if (this.totalBytes > limits.maxTotalBytes)
      throw new ZipLimitError(
        `the entries hold more than ${limits.maxTotalBytes} bytes in all: agentc's reader would refuse the archive`,
      );
    const nameBytes = Buffer.from(name, "utf8");
    const flags = /[^\x20-\x7e]/.test(name) ? 0x0800 : 0;
    const method = this.options.store || isDirectory || data.length < (this.options.storeBelow ?? 0) ? 0 : 8;
    const body = method === 8 ? deflateSync(data, { level: this.options.level ?? 6 }) : data;
    const crc = crc32(data);
    if (data.length >= 0xffffffff || this.offset + body.length >= 0xffffffff)
      throw new Error("archive too large for a non-zip64 archive");
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(flags, 6);
    h.writeUInt16LE(method, 8);
    h.writeUInt16LE(DOS_TIME, 10);
    h.writeUInt16LE(DOS_DATE, 12);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(body.length, 18);
    h.writeUInt32LE(data.length, 22);
    h.writeUInt16LE(nameBytes.length, 26);
    this.central.add(
      nameBytes,
      flags,
      method,
      crc,
      body.length,
      data.length,
      this.offset,
      isDirectory ? DIRECTORY_ATTRS : REGULAR_FILE_ATTRS,
    );
    this.sink.write(h);
    this.sink.write(nameBytes);
    this.sink.write(body);
    this.offset += h.length + nameBytes.length + body.length;
  }

  finish(): void {
    const comment = Buffer.from(this.options.comment ?? "", "utf8");
    if (comment.length > 0xffff) throw new Error("archive comment too long");
    this.central.finish(this.sink, this.offset, comment);
  }
}

/** Build a whole archive in memory from entries in any order. */
export function buildZip(entries: readonly ZipInputEntry[], options: ZipWriteOptions = {}): Buffer {
  const dup = duplicateNameProblems(entries.map((e) => e.name));
  if (dup.length) throw new Error(dup.map((d) => d.message).join("; "));
  const parts: Uint8Array[] = [];
  const w = new ZipWriter({ write: (b) => parts.push(Buffer.from(b)) }, options);
  for (const e of [...entries].sort((a, b) => compareNames(a.name, b.name))) {
    if (e.name.endsWith("/")) w.addDirectory(e.name);
    else w.add(e.name, e.data);
  }
  w.finish();
  return Buffer.concat(parts);
}

/**
 * Stream an archive to `path` (atomically: a temporary sibling renamed at the
 * end). `produce` adds entries in sorted order; only one entry is in memory
 * at a time.
 */
export async function writeZipFile(
  path: string,
  options: ZipWriteOptions,
  produce: (w: ZipWriter) => Promise<void> | void,
  publish: ZipPublish = { replace: true },
): Promise<void> {
  return writingAsync(path, () => writeZipFileRaw(path, options, produce, publish));
}

/** How the finished archive takes its name. */
export interface ZipPublish {
  /**
   * Rename it over whatever is there (the default). Without: hard-link it to its name, which fails on
   * anything there (of runs writing one archive at once exactly one wins), except an archive of
   * exactly these bytes, which is kept as it is (the rerun of a run killed after it published).
   */
  replace: boolean;
}

async function writeZipFileRaw(
  path: string,
  options: ZipWriteOptions,
  produce: (w: ZipWriter) => Promise<void> | void,
  publish: ZipPublish,
): Promise<void> {
  if (!mkdirSync(dirname(path), { recursive: true })) removeStaleTemporaries(dirname(path));
  const tmp = tempSibling(path);
  // Exclusive, as every temporary of agentc's (tempSibling): a name someone placed first is not written through.
  const fd = openSync(tmp, "wx");
  try {
    const w = new ZipWriter({ write: (b) => void writeSync(fd, b) }, options);
    await produce(w);
    w.finish();
    closeSync(fd);
    if (publish.replace) renameSync(tmp, path);
    else publishExclusive(tmp, path);
  } catch (e) {
    try {
      closeSync(fd);
    } catch {
      /* already closed */
    }
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** Link `tmp` to `path` unless something is there; the same bytes there count as published. The temporary goes either way. */
function publishExclusive(tmp: string, path: string): void {
  try {
    linkSync(tmp, path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== "EEXIST") throw e;
    let same = false;
    try {
      same = readFileSync(path).equals(readFileSync(tmp));
    } catch {
      same = false; // a directory, or a link that leads nowhere: not this archive
    }
    if (!same) throw new OutputExistsError(`${path} exists; nothing was written (use --force to replace it)`);
  } finally {
    rmSync(tmp, { force: true });
  }
}

export { compareNames as compareEntryNames };
