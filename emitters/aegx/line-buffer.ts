/**
 * JSON Lines built as UTF-8 bytes, line by line, in one growing buffer: no
 * file is ever held as one JS string (V8 strings stop at about 512 MiB, and
 * joining millions of lines costs a copy of everything).
 */
/** Lines appended as UTF-8 into one growing buffer, each followed by LF. */
export class LineBuffer {
  private buf = Buffer.allocUnsafe(1 << 20);
  length = 0;

  /** The buffer the lines are in; it is replaced when it grows, so take it again after a push. */
  get buffer(): Buffer {
    return this.buf;
  }

  private room(max: number): void {
    if (this.length + max <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + max));
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }

  /** Append a line; returns the offset it starts at. */
  push(line: string): number {
    const start = this.length;
    this.room(line.length * 3 + 1);
    this.length += this.buf.write(line, this.length, "utf8");
    this.buf[this.length++] = 10;
    return start;
  }

  /** Append bytes[s, e) as a line; returns the offset it starts at. */
  pushBytes(bytes: Uint8Array, s: number, e: number): number {
    const start = this.length;
    this.room(e - s + 1);
    this.buf.set(bytes.subarray(s, e), start);
    this.length += e - s;
    this.buf[this.length++] = 10;
    return start;
  }

  /** Take back everything from `length` on (an append that did not go through). */
  truncate(length: number): void {
    this.length = Math.min(this.length, length);
  }

  bytes(): Buffer {
    return this.buf.subarray(0, this.length);
  }

  /** The bytes, copied to a buffer of their own size (for holding on to). */
  take(): Buffer {
    return Buffer.from(this.bytes());
  }

  clear(): void {
    this.length = 0;
  }
}
