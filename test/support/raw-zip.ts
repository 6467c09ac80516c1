/** Builds ZIP archives byte by byte, including hostile ones our writer refuses to make. */
import { deflateRawSync } from "node:zlib";
import { crc32 } from "../../ir/io/zip/crc32.js";

export interface RawEntry {
  name: string;
  data?: Uint8Array;
  symlink?: boolean;
  /** Lie about the inflated size in the headers. */
  declaredSize?: number;
  deflate?: boolean;
  /** Already-deflated bytes to store as the entry's body (method 8), with this CRC-32 (default: of `data`). */
  body?: Buffer;
  crc?: number;
}

export function rawZip(entries: RawEntry[], comment = ""): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = Buffer.from(e.data ?? Buffer.from(e.name));
    const body = e.body ?? (e.deflate ? deflateRawSync(data) : data);
    const name = Buffer.from(e.name, "utf8");
    const size = e.declaredSize ?? data.length;
    const crc = e.crc ?? crc32(data);
    const method = e.deflate || e.body ? 8 : 0;
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(20, 4);
    lh.writeUInt16LE(0x0800, 6);
    lh.writeUInt16LE(method, 8);
    lh.writeUInt16LE(33, 12);
    lh.writeUInt32LE(crc, 14);
    lh.writeUInt32LE(body.length, 18);
    lh.writeUInt32LE(size, 22);
    lh.writeUInt16LE(name.length, 26);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE((3 << 8) | 20, 4);
    ch.writeUInt16LE(20, 6);
    ch.writeUInt16LE(0x0800, 8);
    ch.writeUInt16LE(method, 10);
    ch.writeUInt16LE(33, 14);
    ch.writeUInt32LE(crc, 16);
    ch.writeUInt32LE(body.length, 20);
    ch.writeUInt32LE(size, 24);
    ch.writeUInt16LE(name.length, 28);
    ch.writeUInt32LE(((e.symlink ? 0o120777 : 0o100644) << 16) >>> 0, 38);
    ch.writeUInt32LE(offset, 42);
    parts.push(lh, name, body);
    central.push(ch, name);
    offset += lh.length + name.length + body.length;
  }
  const cd = Buffer.concat(central);
  const c = Buffer.from(comment, "utf8");
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  eocd.writeUInt16LE(c.length, 20);
  return Buffer.concat([...parts, cd, eocd, c]);
}
