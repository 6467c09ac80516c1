/**
 * A defensive ZIP reader. It parses the central directory, checks every entry
 * for the hazards of entry-names.ts, symlinks, encryption, unsupported
 * methods, zip64, overlapping data and bomb limits, reports every problem
 * found (not just the first), and inflates entries with size and CRC checks.
 */
import { createInflateRaw, inflateRawSync } from "node:zlib";
import { Readable } from "node:stream";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import type { Code } from "../../diagnostics/codes.js";
import { bufferSource, fileSource, type ByteSource } from "./byte-source.js";
import { duplicateNameProblems, entryNameProblems } from "./entry-names.js";
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from "./limits.js";
import { crc32 } from "./crc32.js";
import { AgentcError } from "../../diagnostics/agentc-error.js";

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  size: number;
  externalAttrs: number;
  madeBy: number;
  localHeaderOffset: number;
  isDirectory: boolean;
  isSymlink: boolean;
}

export interface OpenedZip {
  archive: ZipArchive;
  /** Every problem found; an archive with any error must not be trusted. */
  diagnostics: Diagnostic[];
}

const SIG_EOCD = 0x06054b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
/** Entries up to this many compressed bytes are read and inflated at once; larger ones stream in chunks of it. */
const CHUNK = 1 << 20;
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }); // names are exact bytes: a leading U+FEFF is kept

export async function openZip(
  input: string | Uint8Array,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
  label?: string,
): Promise<OpenedZip> {
  const src = typeof input === "string" ? await fileSource(input) : bufferSource(input);
  const file = label ?? (typeof input === "string" ? input : "<zip>");
  const diagnostics: Diagnostic[] = [];
  const problem = (code: Code, message: string): void => {
    diagnostics.push({ code, severity: "error", message, file });
  };
  const archive = new ZipArchive(src, file, limits);
  try {
    await archive.load(problem);
  } catch (e) {
    await src.close();
    throw e;
  }
  return { archive, diagnostics };
}

export class ZipArchive {
  entries: ZipEntry[] = [];
  comment: Buffer = Buffer.alloc(0);
  private dataOffsets = new Map<ZipEntry, number>();

  constructor(
    private readonly src: ByteSource,
    readonly file: string,
    private readonly limits: ZipLimits,
  ) {}

  async close(): Promise<void> {
    await this.src.close();
  }

  /** @internal */
  async load(problem: (code: Code, message: string) => void): Promise<void> {
    const src = this.src;
    const tailLen = Math.min(src.size, 22 + 65535);
    const tail = await src.read(src.size - tailLen, tailLen);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === SIG_EOCD && i + 22 + tail.readUInt16LE(i + 20) === tail.length) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) return problem("AGC-ZIP-FORMAT", "not a ZIP archive (no end-of-central-directory record)");
    const total = tail.readUInt16LE(eocd + 10);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    this.comment = Buffer.from(tail.subarray(eocd + 22, eocd + 22 + tail.readUInt16LE(eocd + 20)));
    if (tail.readUInt16LE(eocd + 4) !== 0 || tail.readUInt16LE(eocd + 6) !== 0)
      return problem("AGC-ZIP-FORMAT", "multi-disk archives are not supported");
    if (total === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff)
      return problem("AGC-ZIP-ZIP64", "zip64 archives are not supported");
    if (total > this.limits.maxEntries)
      return problem(
        "AGC-ZIP-BOMB",
        `archive declares ${total} entries, more than the limit of ${this.limits.maxEntries}`,
      );
    if (cdOffset + cdSize > src.size) return problem("AGC-ZIP-FORMAT", "central directory lies outside the file");
    const cd = await src.read(cdOffset, cdSize);
    let p = 0;
    for (let n = 0; n < total; n++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== SIG_CENTRAL)
        return problem("AGC-ZIP-FORMAT", `central directory entry ${n} is damaged`);
      const nameLen = cd.readUInt16LE(p + 28);
      const extraLen = cd.readUInt16LE(p + 30);
      const commentLen = cd.readUInt16LE(p + 32);
      const rawName = cd.subarray(p + 46, p + 46 + nameLen);
      let name: string;
      try {
        name = utf8.decode(rawName);
      } catch {
        name = rawName.toString("latin1");
        problem("AGC-ZIP-NAME", `${JSON.stringify(name)}: entry name is not valid UTF-8`);
      }
      const madeBy = cd.readUInt16LE(p + 4);
      const externalAttrs = cd.readUInt32LE(p + 38);
      const unixMode = madeBy >> 8 === 3 ? externalAttrs >>> 16 : 0;
      const entry: ZipEntry = {
        name,
        madeBy,
        flags: cd.readUInt16LE(p + 8),
        method: cd.readUInt16LE(p + 10),
        crc32: cd.readUInt32LE(p + 16),
        compressedSize: cd.readUInt32LE(p + 20),
        size: cd.readUInt32LE(p + 24),
        externalAttrs,
        localHeaderOffset: cd.readUInt32LE(p + 42),
        isDirectory: name.endsWith("/"),
        isSymlink: (unixMode & 0o170000) === 0o120000,
      };
      this.entries.push(entry);
      p += 46 + nameLen + extraLen + commentLen;
    }
    await this.checkEntries(problem);
  }

  private async checkEntries(problem: (code: Code, message: string) => void): Promise<void> {
    const { limits } = this;
    let totalSize = 0;
    const ranges: Array<[number, number, string]> = [];
    for (const e of this.entries) {
      for (const np of entryNameProblems(e.name)) problem(np.code, np.message);
      if (e.isSymlink) problem("AGC-ZIP-SYMLINK", `${JSON.stringify(e.name)}: symbolic link entries are not allowed`);
      if (e.flags & 1) problem("AGC-ZIP-ENCRYPTED", `${JSON.stringify(e.name)}: encrypted entries are not supported`);
      if (e.method !== 0 && e.method !== 8)
        problem(
          "AGC-ZIP-METHOD",
          `${JSON.stringify(e.name)}: compression method ${e.method} is not supported (stored or deflate only)`,
        );
      if (e.size === 0xffffffff || e.compressedSize === 0xffffffff || e.localHeaderOffset === 0xffffffff) {
        problem("AGC-ZIP-ZIP64", `${JSON.stringify(e.name)}: zip64 entries are not supported`);
        continue;
      }
      if (e.size > limits.maxEntryBytes)
        problem(
          "AGC-ZIP-BOMB",
          `${JSON.stringify(e.name)}: inflates to ${e.size} bytes, more than the limit of ${limits.maxEntryBytes}`,
        );
      if (e.method === 0 && e.compressedSize !== e.size)
        problem(
          "AGC-ZIP-FORMAT",
          `${JSON.stringify(e.name)}: stored entry declares ${e.size} bytes but holds ${e.compressedSize}`,
        );
      totalSize += e.size;
      const header = await this.src.read(e.localHeaderOffset, 30);
      if (header.length < 30 || header.readUInt32LE(0) !== SIG_LOCAL) {
        problem("AGC-ZIP-FORMAT", `${JSON.stringify(e.name)}: local header missing or damaged`);
        continue;
      }
      const nameLen = header.readUInt16LE(26);
      const extraLen = header.readUInt16LE(28);
      const localName = await this.src.read(e.localHeaderOffset + 30, nameLen);
      if (!localName.equals(Buffer.from(e.name, "utf8")) && !localName.equals(Buffer.from(e.name, "latin1"))) {
        problem("AGC-ZIP-FORMAT", `${JSON.stringify(e.name)}: local header names a different file`);
      }
      const dataStart = e.localHeaderOffset + 30 + nameLen + extraLen;
      if (dataStart + e.compressedSize > this.src.size)
        problem("AGC-ZIP-FORMAT", `${JSON.stringify(e.name)}: data runs past the end of the file`);
      this.dataOffsets.set(e, dataStart);
      ranges.push([e.localHeaderOffset, dataStart + e.compressedSize, e.name]);
    }
    if (totalSize > limits.maxTotalBytes)
      problem(
        "AGC-ZIP-BOMB",
        `entries inflate to ${totalSize} bytes in all, more than the limit of ${limits.maxTotalBytes}`,
      );
    ranges.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < ranges.length; i++) {
      const prev = ranges[i - 1] as [number, number, string];
      const cur = ranges[i] as [number, number, string];
      if (cur[0] < prev[1])
        problem("AGC-ZIP-BOMB", `${JSON.stringify(cur[2])}: overlaps the data of ${JSON.stringify(prev[2])}`);
    }
    for (const dp of duplicateNameProblems(this.entries.map((e) => e.name))) problem(dp.code, dp.message);
  }

  /** The inflated bytes of an entry, checked against its declared size and CRC. */
  async read(entry: ZipEntry): Promise<Buffer> {
    if (entry.compressedSize <= CHUNK) return this.readSmall(entry);
    const chunks: Buffer[] = [];
    for await (const c of this.stream(entry)) chunks.push(c);
    return Buffer.concat(chunks);
  }

  /** A small entry (most): one read and one synchronous inflate, capped at the declared size. */
  private async readSmall(entry: ZipEntry): Promise<Buffer> {
    const start = this.dataOffsets.get(entry);
    if (start === undefined) throw new ZipEntryError(entry.name, "entry has no readable data");
    const raw = await this.src.read(start, entry.compressedSize);
    let out: Buffer;
    try {
      out = entry.method === 8 ? inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size + 1) }) : raw;
    } catch (e) {
      const tooBig = (e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE";
      throw new ZipEntryError(
        entry.name,
        tooBig ? `inflates past its declared size of ${entry.size} bytes` : `cannot inflate: ${(e as Error).message}`,
      );
    }
    if (out.length > entry.size)
      throw new ZipEntryError(entry.name, `inflates past its declared size of ${entry.size} bytes`);
    if (out.length !== entry.size)
      throw new ZipEntryError(entry.name, `inflated to ${out.length} bytes, declared ${entry.size}`);
    if (crc32(out) !== entry.crc32) throw new ZipEntryError(entry.name, "CRC-32 mismatch");
    return out;
  }

  /** Inflate an entry in chunks (bounded memory), with size and CRC checks at the end. */
  async *stream(entry: ZipEntry): AsyncGenerator<Buffer> {
    if (entry.compressedSize <= CHUNK) {
      yield await this.readSmall(entry);
      return;
    }
    const start = this.dataOffsets.get(entry);
    if (start === undefined) throw new ZipEntryError(entry.name, "entry has no readable data");
    const src = this.src;
    async function* raw(): AsyncGenerator<Buffer> {
      for (let off = 0; off < entry.compressedSize; off += CHUNK) {
        yield await src.read(start! + off, Math.min(CHUNK, entry.compressedSize - off));
      }
    }
    const body: AsyncIterable<Buffer> = entry.method === 8 ? Readable.from(raw()).pipe(createInflateRaw()) : raw();
    let size = 0;
    let crc = 0;
    const iterator = body[Symbol.asyncIterator]();
    try {
      for (;;) {
        let next: IteratorResult<unknown>;
        try {
          next = await iterator.next();
        } catch (e) {
          throw e instanceof ZipEntryError
            ? e
            : new ZipEntryError(entry.name, `cannot inflate: ${(e as Error).message}`);
        }
        if (next.done) break;
        const c = next.value as Buffer;
        size += c.length;
        // Stop the moment the entry inflates past its declared size: a bomb costs one chunk, not its full size.
        if (size > entry.size)
          throw new ZipEntryError(entry.name, `inflates past its declared size of ${entry.size} bytes`);
        crc = crc32(c, crc);
        yield c;
      }
    } finally {
      // Abandon the inflater (and its source) whether the entry ended, failed or was left unread.
      (body as { destroy?: () => void }).destroy?.();
    }
    if (size !== entry.size) throw new ZipEntryError(entry.name, `inflated to ${size} bytes, declared ${entry.size}`);
    if (crc !== entry.crc32) throw new ZipEntryError(entry.name, "CRC-32 mismatch");
  }
}

/**
 * An entry whose bytes are not what the central directory says: a CRC-32
 * mismatch, more (or fewer) bytes than declared, or deflate data that does
 * not inflate. Bad input, never an internal error.
 */
export class ZipEntryError extends AgentcError {
  constructor(
    readonly entryName: string,
    message: string,
  ) {
    super(`${JSON.stringify(entryName)}: ${message}`, "AGC-ZIP-CORRUPT");
  }
}
