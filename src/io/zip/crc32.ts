/** CRC-32 (IEEE 802.3), as ZIP uses it; slicing-by-4 tables for speed. */
const T = new Int32Array(1024);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  T[n] = c;
}
for (let n = 0; n < 256; n++) {
  for (let t = 1; t < 4; t++) {
    const prev = T[(t - 1) * 256 + n] as number;
    T[t * 256 + n] = (T[prev & 0xff] as number) ^ (prev >>> 8);
  }
}

/** Update a running CRC (start with 0) with more bytes. */
export function crc32(data: Uint8Array, crc = 0): number {
  let c = ~crc;
  let i = 0;
  const n4 = data.length - (data.length % 4);
  for (; i < n4; i += 4) {
    c ^= (data[i] as number) | ((data[i + 1] as number) << 8) | ((data[i + 2] as number) << 16) | ((data[i + 3] as number) << 24);
    c =
      (T[768 + (c & 0xff)] as number) ^
      (T[512 + ((c >>> 8) & 0xff)] as number) ^
      (T[256 + ((c >>> 16) & 0xff)] as number) ^
      (T[c >>> 24] as number);
  }
  for (; i < data.length; i++) c = (T[(c ^ (data[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}
