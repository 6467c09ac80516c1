/**
 * Caps that stop decompression bombs; every archive reader applies them, and
 * the writer refuses to make an archive that breaks them, so every archive
 * agentc writes, agentc reads.
 *
 * The caps are on counts and declared sizes, not on the compression ratio:
 * repetitive text (logs, JSON) routinely compresses 1000:1, and a ratio cap
 * refused agentc's own bundles. What stops a bomb is that every entry is
 * inflated against its declared size and abandoned the moment it inflates
 * one byte past it (read.ts), and that the declared sizes themselves are
 * capped, per entry and in total, before anything is inflated.
 */
export interface ZipLimits {
  /** Most entries an archive may have. */
  maxEntries: number;
  /** Most bytes all entries may declare (and so inflate to) together. */
  maxTotalBytes: number;
  /** Most bytes one entry may declare (and so inflate to). */
  maxEntryBytes: number;
}

/**
 * 512 MiB per entry and 2 GiB in all: far above any agent definition, memory
 * package or evidence bundle agentc writes (the writer refuses more, so it
 * never writes what it would refuse), and low enough that an archive
 * declaring a gigabyte entry is refused before a byte of it is inflated.
 */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 65_000,
  maxTotalBytes: 2 * 1024 ** 3,
  maxEntryBytes: 512 * 1024 ** 2,
};
