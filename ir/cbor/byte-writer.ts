/**
 * A growable byte buffer with CBOR heads (shortest argument width), floats in
 * the shortest exact width, and UTF-8 text written in place. One writer can be
 * reset and reused, so hashing many nodes allocates one buffer, not one each.
 */
import { toFloat16Exact } from "./float16.js";

export class ByteWriter {
  private buf: Buffer = Buffer.allocUnsafe(1024);
  private dv = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.byteLength);
  len = 0;

  private ensure(n: number): void {
    if (this.len + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + n) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.len);
    this.buf = next;
    this.dv = new DataView(next.buffer, next.byteOffset, next.byteLength);
  }

  /** A text string: header with its UTF-8 length, then the bytes, written in place. */
  text(s: string): void {
    const k = s.length;
    if (k < 24) {
      // Short ASCII strings (most keys, names, ids) byte by byte: cheaper than a native call.
      this.ensure(k + 1);
      const buf = this.buf;
      const at = this.len + 1;
      let i = 0;
      for (; i < k; i++) {
        const c = s.charCodeAt(i);
        if (c > 0x7f) break;
        buf[at + i] = c;
      }
      if (i === k) {
        buf[this.len] = 0x60 | k;
        this.len = at + k;
        return;
      }
    }
    const n = Buffer.byteLength(s, "utf8");
    this.head(3, n);
    this.ensure(n);
    this.len += this.buf.write(s, this.len, "utf8");
  }

  /** Forget what was written (the buffer is kept for the next value). */
  reset(): void {
    this.len = 0;
  }

  /** The bytes written so far, without copying (valid until the next write or reset). */
  view(): Buffer {
    return this.buf.subarray(0, this.len);
  }

  byte(b: number): void {
    this.ensure(1);
    this.buf[this.len++] = b;
  }

  bytes(b: Uint8Array): void {
    this.ensure(b.length);
    this.buf.set(b, this.len);
    this.len += b.length;
  }

  head(major: number, n: bigint | number): void {
    const m = major << 5;
    if (typeof n === "number" && n < 0x100000000) {
      // The common case without BigInt arithmetic.
      if (n < 24) return this.byte(m | n);
      if (n < 0x100) {
        this.ensure(2);
        this.buf[this.len++] = m | 24;
        this.buf[this.len++] = n;
      } else if (n < 0x10000) {
        this.ensure(3);
        this.buf[this.len++] = m | 25;
        this.dv.setUint16(this.len, n);
        this.len += 2;
      } else {
        this.ensure(5);
        this.buf[this.len++] = m | 26;
        this.dv.setUint32(this.len, n);
        this.len += 4;
      }
      return;
    }
    const v = typeof n === "bigint" ? n : BigInt(n);
    if (v < 24n) this.byte(m | Number(v));
    else if (v < 0x100n) {
      this.ensure(2);
      this.buf[this.len++] = m | 24;
      this.buf[this.len++] = Number(v);
    } else if (v < 0x10000n) {
      this.ensure(3);
      this.buf[this.len++] = m | 25;
      this.dv.setUint16(this.len, Number(v));
      this.len += 2;
    } else if (v < 0x100000000n) {
      this.ensure(5);
      this.buf[this.len++] = m | 26;
      this.dv.setUint32(this.len, Number(v));
      this.len += 4;
    } else if (v <= 0xffffffffffffffffn) {
      this.ensure(9);
      this.buf[this.len++] = m | 27;
      this.dv.setBigUint64(this.len, v);
      this.len += 8;
    } else {
      throw new RangeError(`CBOR argument out of range: ${v}`);
    }
  }

  float(x: number): void {
    const half = toFloat16Exact(x);
    if (half !== undefined) {
      this.ensure(3);
      this.buf[this.len++] = 0xf9;
      this.dv.setUint16(this.len, half);
      this.len += 2;
      return;
    }
    if (Math.fround(x) === x) {
      this.ensure(5);
      this.buf[this.len++] = 0xfa;
      this.dv.setFloat32(this.len, x);
      this.len += 4;
      return;
    }
    this.ensure(9);
    this.buf[this.len++] = 0xfb;
    this.dv.setFloat64(this.len, x);
    this.len += 8;
  }

  finish(): Uint8Array {
    return new Uint8Array(this.buf.subarray(0, this.len));
  }
}
