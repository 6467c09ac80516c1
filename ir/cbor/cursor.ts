/**
 * A place in CBOR bytes, and the reading every CBOR reader of agentc shares: a head's argument, a
 * length checked against the bytes left, a float. Each reader says how it fails: the decoder with a
 * CborDecodeError at a byte offset (decode.ts), the one-pass JSON text writer by giving up
 * (json-text.ts).
 */
import { fromFloat16 } from "./float16.js";

export abstract class CborCursor {
  offset = 0;
  protected readonly view: DataView;

  constructor(protected readonly b: Uint8Array) {
    this.view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  }

  /** The bytes are not what this reader takes, at byte `at`. */
  protected abstract fail(message: string, at: number): never;

  protected need(n: number): void {
    if (this.offset + n > this.b.length) this.fail("unexpected end of CBOR input", this.offset);
  }

  /** The argument: a number below 2^53, a bigint only for the largest 8-byte ones (BigInt arithmetic on every length and key was most of a decode). */
  protected argument(info: number): number | bigint {
    if (info < 24) return info;
    const at = this.offset;
    switch (info) {
      case 24:
        this.need(1);
        return this.b[this.offset++] as number;
      case 25:
        this.need(2);
        this.offset += 2;
        return this.view.getUint16(at);
      case 26:
        this.need(4);
        this.offset += 4;
        return this.view.getUint32(at);
      case 27: {
        this.need(8);
        this.offset += 8;
        const v = this.view.getBigUint64(at);
        return v <= MAX_SAFE ? Number(v) : v;
      }
      default:
        return this.fail(
          info === 31 ? "indefinite lengths are not allowed" : "reserved additional information",
          at - 1,
        );
    }
  }

  protected length(info: number): number {
    const n = this.argument(info);
    if (n > this.b.length - this.offset) this.fail("length exceeds the input", this.offset);
    return Number(n);
  }

  /** The float after a simple value's head: half (25), single (26) or double (27) precision. */
  protected float(info: 25 | 26 | 27): number {
    const at = this.offset;
    const size = info === 25 ? 2 : info === 26 ? 4 : 8;
    this.need(size);
    this.offset += size;
    return info === 25
      ? fromFloat16(this.view.getUint16(at))
      : info === 26
        ? this.view.getFloat32(at)
        : this.view.getFloat64(at);
  }
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
