/**
 * The CBOR data model (RFC 8949) as agentc holds it.
 *
 * Integers are `bigint` (or safe-integer `number`s); floats are always
 * `CborFloat`, so `1.0` and `1` stay different values as they are in CBOR.
 */
export class CborFloat {
  constructor(readonly value: number) {}
}

export class CborTag {
  constructor(
    readonly tag: bigint,
    readonly value: CborValue,
  ) {}
}

export class CborMap {
  constructor(readonly entries: Array<[CborValue, CborValue]>) {}
  get(key: string): CborValue | undefined {
    for (const [k, v] of this.entries) if (k === key) return v;
    return undefined;
  }
}

/** CBOR `undefined` (simple value 23). */
export const CBOR_UNDEFINED: unique symbol = Symbol("cbor.undefined");

export type CborValue =
  | null
  | typeof CBOR_UNDEFINED
  | boolean
  | number
  | bigint
  | CborFloat
  | string
  | Uint8Array
  | CborValue[]
  | CborMap
  | CborTag;

/** The self-describe tag 55799 (`d9 d9 f7`). */
export const SELF_DESCRIBE_TAG = 55799n;
