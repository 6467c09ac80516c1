/**
 * A strict CBOR decoder: definite lengths only, well-formed UTF-8 text,
 * no trailing bytes, bounded nesting. `isCanonicalCbor` additionally checks
 * that re-encoding gives the same bytes.
 */
import { CBOR_UNDEFINED, CborFloat, CborMap, CborTag, SELF_DESCRIBE_TAG, type CborValue } from "./value.js";
import { encodeCbor } from "./encode.js";
import { fromFloat16 } from "./float16.js";
import { AgentcError } from "../diagnostics/agentc-error.js";

export class CborDecodeError extends AgentcError {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at byte ${offset}`, "CBOR-DECODE");
  }
}

export interface DecodedCbor {
  value: CborValue;
  /** True when the input started with the self-describe tag (which is removed from `value`). */
  selfDescribed: boolean;
}

// ignoreBOM: a text string that begins with U+FEFF keeps it (the default decoder drops it, changing the value).
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

export function decodeCbor(bytes: Uint8Array, maxDepth = 256): DecodedCbor {
  const r = new CborReader(bytes, maxDepth);
  let value = r.item(0);
  if (r.offset !== bytes.length) throw new CborDecodeError("trailing bytes after CBOR item", r.offset);
  let selfDescribed = false;
  if (value instanceof CborTag && value.tag === SELF_DESCRIBE_TAG) {
    selfDescribed = true;
    value = value.value;
  }
  return { value, selfDescribed };
}

/** True when `bytes` is exactly the deterministic encoding of what it decodes to. */
export function isCanonicalCbor(bytes: Uint8Array): boolean {
  try {
    const { value, selfDescribed } = decodeCbor(bytes);
    const again = encodeCbor(value, { selfDescribe: selfDescribed });
    return again.length === bytes.length && again.every((b, i) => b === bytes[i]);
  } catch {
    return false;
  }
}

class CborReader {
  offset = 0;
  private readonly view: DataView;

  constructor(
    private readonly b: Uint8Array,
    private readonly maxDepth: number,
  ) {
    this.view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  }

  private need(n: number): void {
    if (this.offset + n > this.b.length) throw new CborDecodeError("unexpected end of CBOR input", this.offset);
  }

  /** The argument: a number below 2^53, a bigint only for the largest 8-byte ones (BigInt arithmetic on every length and key was most of a decode). */
  private argument(info: number): number | bigint {
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
        throw new CborDecodeError(info === 31 ? "indefinite lengths are not allowed" : "reserved additional information", at - 1);
    }
  }

  private length(info: number): number {
    const n = this.argument(info);
    if (n > this.b.length - this.offset) throw new CborDecodeError("length exceeds the input", this.offset);
    return Number(n);
  }

  item(depth: number): CborValue {
    if (depth > this.maxDepth) throw new CborDecodeError("nesting too deep", this.offset);
    this.need(1);
    const start = this.offset;
    const ib = this.b[this.offset++] as number;
    const major = ib >> 5;
    const info = ib & 31;
    switch (major) {
      case 0:
        return this.argument(info);
      case 1: {
        // -1 - n: a number while it stays within ±(2^53 - 1), else a bigint.
        const n = this.argument(info);
        return typeof n === "number" && n < MAX_SAFE_NUMBER ? -1 - n : -1n - BigInt(n);
      }
      case 2: {
        const n = this.length(info);
        const out = this.b.slice(this.offset, this.offset + n);
        this.offset += n;
        return out;
      }
      case 3: {
        const n = this.length(info);
        try {
          const s = utf8.decode(this.b.subarray(this.offset, this.offset + n));
          this.offset += n;
          return s;
        } catch {
          throw new CborDecodeError("invalid UTF-8 in text string", this.offset);
        }
      }
      case 4: {
        const n = this.length(info);
        const out: CborValue[] = [];
        for (let i = 0; i < n; i++) out.push(this.item(depth + 1));
        return out;
      }
      case 5: {
        const n = this.length(info);
        const entries: Array<[CborValue, CborValue]> = [];
        for (let i = 0; i < n; i++) entries.push([this.item(depth + 1), this.item(depth + 1)]);
        return new CborMap(entries);
      }
      case 6: {
        const tag = this.argument(info);
        return new CborTag(BigInt(tag), this.item(depth + 1));
      }
      default:
        return this.simple(info, start);
    }
  }

  private simple(info: number, start: number): CborValue {
    switch (info) {
      case 20:
        return false;
      case 21:
        return true;
      case 22:
        return null;
      case 23:
        return CBOR_UNDEFINED;
      case 25: {
        this.need(2);
        const v = fromFloat16(this.view.getUint16(this.offset));
        this.offset += 2;
        return new CborFloat(v);
      }
      case 26: {
        this.need(4);
        const v = this.view.getFloat32(this.offset);
        this.offset += 4;
        return new CborFloat(v);
      }
      case 27: {
        this.need(8);
        const v = this.view.getFloat64(this.offset);
        this.offset += 8;
        return new CborFloat(v);
      }
      default:
        throw new CborDecodeError(`unsupported simple value ${info}`, start);
    }
  }
}

const MAX_SAFE_NUMBER = Number.MAX_SAFE_INTEGER;
const MAX_SAFE = BigInt(MAX_SAFE_NUMBER);
