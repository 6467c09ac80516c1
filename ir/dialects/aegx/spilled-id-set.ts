/**
 * The ids of a bundle being written, in bounded memory: the most recent `limit` in a RecordIdSet
 * (40 bytes each), older ones spilled to sorted runs in a temporary directory (32 bytes each on
 * disk) and found there by binary search. A writer asks mostly for recent ids (a record's parents
 * are the records just before it), so lookups on disk are rare; memory stays at `limit` ids however
 * large the bundle grows (1 GB of session logs: 1.2 million records, five runs, 38 MiB on disk
 * instead of 48 MiB in memory). The runs are removed when the writer closes; a killed process leaves
 * them in the system's temporary directory (`agentc-ids-*`), harmless and never read again.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RecordIdSet } from "./id-set.js";

/** Ids kept in memory before a spill (about 10 MiB). */
export const RECENT_IDS = 1 << 18;

interface Run {
  fd: number;
  count: number;
}

export class SpilledIdSet {
  private recent = new RecordIdSet();
  private readonly runs: Run[] = [];
  private dir: string | undefined;
  private spilled = 0;
  private readonly key = Buffer.alloc(32);
  private readonly probe = Buffer.alloc(32);

  constructor(private readonly limit = RECENT_IDS) {}

  get size(): number {
    return this.spilled + this.recent.size;
  }

  /** Ids in memory (the hex ones): a `guess` for hasHexAt is a position below this. */
  get hexCount(): number {
    return this.recent.hexCount;
  }

  /** Ids spilled to disk so far, and the runs holding them. */
  get onDisk(): { ids: number; runs: number } {
    return { ids: this.spilled, runs: this.runs.length };
  }

  has(id: string): boolean {
    if (this.recent.has(id)) return true;
    return (
      this.runs.length > 0 && id.length === 64 && /^[0-9a-f]{64}$/.test(id) && this.onDiskHas(Buffer.from(id, "hex"))
    );
  }

  hasHexAt(bytes: Uint8Array, offset: number, guess = -1): boolean {
    if (this.recent.hasHexAt(bytes, offset, guess)) return true;
    return this.runs.length > 0 && this.onDiskHas(this.recent.scratchBytes(this.key));
  }

  /**
   * Adds `id`; false when it was already among the recent ids. (One already on disk is not looked
   * for: a writer adds each new record's id once, and a search of every run per record would cost
   * more than the rest of the append.)
   */
  add(id: string): boolean {
    const added = this.recent.add(id);
    if (this.recent.hexCount >= this.limit) this.spill();
    return added;
  }

  /** Where the runs are (undefined before the first spill and after close). */
  get spillDirectory(): string | undefined {
    return this.dir;
  }

  /** Removes the runs (the writer is done with its ids). */
  close(): void {
    for (const r of this.runs) closeSync(r.fd);
    this.runs.length = 0;
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
  }

  private spill(): void {
    const raw = this.recent.sortedRaw();
    this.dir ??= mkdtempSync(join(tmpdir(), "agentc-ids-"));
    const path = join(this.dir, `run-${this.runs.length}`);
    const fd = openSync(path, "w+", 0o600);
    for (let at = 0; at < raw.length;) at += writeSync(fd, raw, at, raw.length - at, at);
    this.runs.push({ fd, count: raw.length / 32 });
    this.spilled += raw.length / 32;
    // Ids that are not hex (never a writer's own) stay in memory: carried into the fresh set.
    const carried = this.recent;
    this.recent = new RecordIdSet();
    for (const other of carried.nonHex()) this.recent.add(other);
  }

  /** Binary search of each run on the first word, then the ids sharing it compared whole. */
  private onDiskHas(key: Buffer): boolean {
    const word = key.readUInt32BE(0);
    for (const run of this.runs) {
      let lo = 0;
      let hi = run.count;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        readSync(run.fd, this.probe, 0, 4, mid * 32);
        if (this.probe.readUInt32BE(0) < word) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < run.count; i++) {
        readSync(run.fd, this.probe, 0, 32, i * 32);
        if (this.probe.readUInt32BE(0) !== word) break;
        if (this.probe.equals(key)) return true;
      }
    }
    return false;
  }
}
