/** Caps that stop decompression bombs; every archive reader applies them. */
export interface ZipLimits {
  /** Most entries an archive may have. */
  maxEntries: number;
  /** Most bytes all entries may inflate to together. */
  maxTotalBytes: number;
  /** Most bytes one entry may inflate to. */
  maxEntryBytes: number;
  /** Highest inflated/compressed ratio for an entry larger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 65_000,
  maxTotalBytes: 4 * 1024 ** 3,
  maxEntryBytes: 1024 ** 3,
  maxRatio: 250,
  ratioFloorBytes: 1024 * 1024,
};
