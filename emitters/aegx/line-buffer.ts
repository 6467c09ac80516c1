/**
 * JSON Lines built as UTF-8 bytes, line by line, in one growing buffer: no
 * file is ever held as one JS string (V8 strings stop at about 512 MiB, and
 * joining millions of lines costs a copy of everything).
 */
/** Lines appended as UTF-8 into one growing buffer, each followed by LF. */
export class LineBuffer {
  private buf = Buffer.allocUnsafe(1 << 20);
  length = 0;

  push(line: string): void {
    const max = line.length * 3 + 1;
    if (this.length + max > this.buf.length) {
      const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + max));
      this.buf.copy(next, 0, 0, this.length);
      this.buf = next;
    }
    this.length += this.buf.write(line, this.length, "utf8");
    this.buf[this.length++] = 10;
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
