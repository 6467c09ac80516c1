/**
 * A strict CBOR decoder: definite lengths only, well-formed UTF-8 text,
 * no trailing bytes, bounded nesting. `isCanonicalCbor` additionally checks
 * that re-encoding gives the same bytes.
 */
import { CBOR_UNDEFINED, CborFloat, CborMap, CborTag, SELF_DESCRIBE_TAG, type CborValue } from "./value.js";
import { encodeCbor } from "./encode.js";
import { CborCursor } from "./cursor.js";
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

class CborReader extends CborCursor {
  constructor(
    b: Uint8Array,
    private readonly maxDepth: number,
  ) {
    super(b);
  }

  protected fail(message: string, at: number): never {
    throw new CborDecodeError(message, at);
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
      case 25:
      case 26:
      case 27:
        return new CborFloat(this.float(info));
      default:
        throw new CborDecodeError(`unsupported simple value ${info}`, start);
    }
  }
}

const MAX_SAFE_NUMBER = Number.MAX_SAFE_INTEGER;
