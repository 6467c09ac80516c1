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

/** At most this much of an entry is kept for the scans. */
const SCAN_LIMIT = 4 << 20;

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
    return withScans(sha256Hex(bytes), bytes, scan, authority);
  }
  const h = createHash("sha256");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of zip.stream(e)) {
    h.update(c);
    if (scan && size < SCAN_LIMIT) chunks.push(c);
    size += c.length;
  }
  return withScans(
    h.digest("hex"),
    chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks),
    scan,
    authority,
  );
}

/** An entry's digest, with the scans of its first SCAN_LIMIT bytes (`bytes`) when `scan`. */
function withScans(sha: string, bytes: Buffer, scan: boolean, authority: boolean): EntryDigest {
  if (!scan) return { sha };
  // Authority language matters in .uai files only: only they are decoded for it.
  return {
    sha,
    secret: looksLikeSecretInBytes(bytes),
    authority: authority && AUTHORITY_TEXT.test(bytes.toString("utf8")),
  };
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
