/**
 * What UAIX verify needs of one archive entry, in one read: its sha256, whether its text looks
 * like a secret, and (for .uai files) whether it negotiates authority. Inflating also checks the
 * entry's size and CRC (a damaged entry throws ZipEntryError).
 */
import { createHash } from "node:crypto";
import { ZipEntryError, type ZipArchive, type ZipEntry } from "../../../ir/io/zip/read.js";
import { looksLikeSecretInBytes } from "../../../ir/dialects/aix/secret-bytes.js";
import { AUTHORITY_TEXT } from "../../../ir/dialects/uaix/tokens.js";
import { sha256Hex } from "../../../ir/hash/digest.js";

export interface EntryDigest {
  sha: string;
  secret?: string;
  authority?: boolean;
}

export interface DigestJob {
  /** The entry's index in the archive's central directory. */
  index: number;
  entry: ZipEntry;
  scan: boolean;
  authority: boolean;
}

/** An entry's digest, or why it could not be read (a damaged entry: bad input, not a failure). */
export type DigestOutcome = { digest: EntryDigest; damaged?: undefined } | { damaged: string; digest?: undefined };

/** What the main thread hands the digest worker (digest-worker.ts). */
export interface DigestWorkerData {
  path: string;
  jobs: DigestJob[];
}

/** The scans read a large entry in windows of this size, so memory stays bounded whatever its size. */
const SCAN_WINDOW = 4 << 20;

/**
 * What each window repeats of the one before it, so a secret or an authority phrase cut by a
 * window's edge is whole in the next. A key or token is far shorter (a 4096-bit PEM key is about
 * 3.3 KB; the authority phrase at most about 100 bytes).
 */
const SCAN_OVERLAP = 64 << 10;

/** Entries up to this size are read whole and hashed at once; larger ones stream. */
const WHOLE_BELOW = 1 << 20;

export async function digestEntry(
  zip: ZipArchive,
  e: ZipEntry,
  scan: boolean,
  authority: boolean,
): Promise<EntryDigest> {
  if (e.size <= WHOLE_BELOW && e.compressedSize <= WHOLE_BELOW) {
    const bytes = await zip.read(e);
    return scan ? { sha: sha256Hex(bytes), ...scansOf(bytes, authority) } : { sha: sha256Hex(bytes) };
  }
  const h = createHash("sha256");
  const scans = scan ? new WindowedScans(authority) : undefined;
  for await (const c of zip.stream(e)) {
    h.update(c);
    scans?.add(c);
  }
  return { sha: h.digest("hex"), ...scans?.end() };
}

type Scans = Pick<EntryDigest, "secret" | "authority">;

/** The scans of one text: a secret's kind, and (for .uai files, `authority`) authority language. */
function scansOf(bytes: Buffer, authority: boolean): Scans {
  // Authority language matters in .uai files only: only they are decoded for it.
  return { secret: looksLikeSecretInBytes(bytes), authority: authority && AUTHORITY_TEXT.test(bytes.toString("utf8")) };
}

/** The scans of a streamed entry, window by overlapping window; each stops looking once it has found. */
class WindowedScans {
  private pending: Buffer[] = [];
  private size = 0;
  private found: Scans = { secret: undefined, authority: false };

  constructor(private readonly authority: boolean) {}

  add(chunk: Buffer): void {
    if (this.done()) return;
    this.pending.push(chunk);
    this.size += chunk.length;
    if (this.size < SCAN_WINDOW) return;
    const window = Buffer.concat(this.pending);
    this.scan(window);
    // A copy: the tail must not keep the whole window alive.
    this.pending = [Buffer.from(window.subarray(window.length - SCAN_OVERLAP))];
    this.size = SCAN_OVERLAP;
  }

  end(): Scans {
    if (!this.done()) this.scan(Buffer.concat(this.pending));
    return this.found;
  }

  private done(): boolean {
    return this.found.secret !== undefined && (this.found.authority || !this.authority);
  }

  private scan(window: Buffer): void {
    const seen = scansOf(window, this.authority && !this.found.authority);
    this.found = { secret: this.found.secret ?? seen.secret, authority: this.found.authority || seen.authority };
  }
}

/** The digest of a job's entry, or why it is damaged; any other failure is thrown. */
export async function digestOutcome(zip: ZipArchive, entry: ZipEntry, job: DigestJob): Promise<DigestOutcome> {
  try {
    return { digest: await digestEntry(zip, entry, job.scan, job.authority) };
  } catch (e) {
    if (!(e instanceof ZipEntryError)) throw e;
    return { damaged: e.message };
  }
}
