/**
 * Deterministic CBOR encoding (RFC 8949 section 4.2.1 core deterministic
 * encoding): shortest integer heads, definite lengths, map keys sorted by the
 * bytes of their encoding, floats in the shortest of f16/f32/f64 that keeps
 * the value exactly. Optionally prefixed with the self-describe tag.
 */
import { CBOR_UNDEFINED, CborFloat, CborMap, CborTag, SELF_DESCRIBE_TAG, type CborValue } from "./value.js";
import { ByteWriter } from "./byte-writer.js";

export interface EncodeCborOptions {
  /** Prefix `d9 d9 f7` (the AgentOS reference's node encoding). */
  selfDescribe?: boolean;
}

export function encodeCbor(value: CborValue, options: EncodeCborOptions = {}): Uint8Array {
  const w = new ByteWriter();
  if (options.selfDescribe) w.head(6, SELF_DESCRIBE_TAG);
  encodeInto(w, value);
  return w.finish();
}

function encodeInto(w: ByteWriter, v: CborValue): void {
  if (v === null) return w.byte(0xf6);
  if (v === CBOR_UNDEFINED) return w.byte(0xf7);
  switch (typeof v) {
    case "boolean":
      return w.byte(v ? 0xf5 : 0xf4);
    case "number":
      if (!Number.isSafeInteger(v))
        throw new TypeError(`CBOR integer must be a safe integer or bigint (use CborFloat for floats): ${v}`);
      return v >= 0 ? w.head(0, v) : w.head(1, -1 - v);
    case "bigint":
      if (v >= 0n) return w.head(0, v);
      return w.head(1, -1n - v);
    case "string":
      return w.text(v);
  }
  if (v instanceof CborFloat) return w.float(v.value);
  if (v instanceof Uint8Array) {
    w.head(2, v.length);
    return w.bytes(v);
  }
  if (Array.isArray(v)) {
    w.head(4, v.length);
    for (const x of v) encodeInto(w, x);
    return;
  }
  if (v instanceof CborMap) {
    const encoded = v.entries.map(([k, x]) => [encodeKey(k), x] as const);
    encoded.sort((a, b) => compareBytes(a[0], b[0]));
    for (let i = 1; i < encoded.length; i++) {
      if (
        compareBytes(
          (encoded[i - 1] as readonly [Uint8Array, CborValue])[0],
          (encoded[i] as readonly [Uint8Array, CborValue])[0],
        ) === 0
      ) {
        throw new TypeError("CBOR map has duplicate keys");
      }
    }
    w.head(5, encoded.length);
    for (const [k, x] of encoded) {
      w.bytes(k);
      encodeInto(w, x);
    }
    return;
  }
  if (v instanceof CborTag) {
    w.head(6, v.tag);
    return encodeInto(w, v.value);
  }
  throw new TypeError(`not a CBOR value: ${String(v)}`);
}

/** Encoded text keys, which repeat across nodes ("name", "$kind", "op", …); bounded. */
const keyCache = new Map<string, Uint8Array>();

/** A map key's encoding; text keys (nearly all) without a writer of their own. */
function encodeKey(k: CborValue): Uint8Array {
  if (typeof k !== "string") return encodeCbor(k);
  const cached = keyCache.get(k);
  if (cached) return cached;
  const out = encodeTextKey(k);
  if (keyCache.size < 4096 && k.length <= 64) keyCache.set(k, out);
  return out;
}

function encodeTextKey(k: string): Uint8Array {
  const body = Buffer.from(k, "utf8");
  const n = body.length;
  const headLen = n < 24 ? 1 : n < 0x100 ? 2 : n < 0x10000 ? 3 : 5;
  const out = new Uint8Array(headLen + n);
  if (headLen === 1) out[0] = 0x60 | n;
  else if (headLen === 2) {
    out[0] = 0x78;
    out[1] = n;
  } else if (headLen === 3) {
    out[0] = 0x79;
    out[1] = n >> 8;
    out[2] = n & 0xff;
  } else {
    out[0] = 0x7a;
    new DataView(out.buffer).setUint32(1, n);
  }
  out.set(body, headLen);
  return out;
}

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}
