/** CRC-32 (IEEE 802.3) as ZIP uses it: node:zlib's native crc32 (Node ≥ 20.15). */
import { crc32 as zlibCrc32 } from "node:zlib";

/** Update a running CRC (start with 0) with more bytes. */
export function crc32(data: Uint8Array, crc = 0): number {
  return zlibCrc32(data, crc);
}
