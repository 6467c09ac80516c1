/** The ZIP archive comment (where a UAIX signature is stored), located through the end-of-central-directory record. */
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;

/** The archive with its comment removed, or undefined when no end record is found. */
export function withoutArchiveComment(zip: Buffer): Buffer | undefined {
  for (let i = zip.length - EOCD_SIZE; i >= Math.max(0, zip.length - EOCD_SIZE - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD_SIGNATURE && i + EOCD_SIZE + zip.readUInt16LE(i + 20) === zip.length) {
      const out = Buffer.from(zip.subarray(0, i + EOCD_SIZE));
      out.writeUInt16LE(0, i + 20);
      return out;
    }
  }
  return undefined;
}
