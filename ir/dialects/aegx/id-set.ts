/**
 * A set of recordIds (64 lowercase hex digits) stored as 32 raw bytes each in
 * one open-addressing table: about 40 bytes per id, where a JS Set of strings
 * needs about three times that. Writers and the verifier keep every id of a
 * bundle, so this is what bounds their memory at a million records. The slot
 * hash mixes all 32 bytes with a per-process seed, so ids crafted to collide
 * cannot make lookups quadratic. Anything that is not 64 lowercase hex digits
 * goes to an ordinary Set beside it.
 */
import { randomBytes } from "node:crypto";

const SEED = randomBytes(4).readUInt32LE(0);

/** ASCII code → value of a lowercase hex digit, -1 for anything else. */
const HEX_DIGIT = new Int8Array(128).fill(-1);
for (let c = 0; c < 16; c++) HEX_DIGIT["0123456789abcdef".charCodeAt(c)] = c;
/** The same for every byte value. */
const HEX_DIGIT_BYTE = new Int8Array(256).fill(-1);
HEX_DIGIT_BYTE.set(HEX_DIGIT);

/** Ids per block of key storage: blocks are added, never copied, so growing costs no spike of memory. */
const BLOCK = 1 << 16;

export class RecordIdSet {
  private readonly blocks: Uint32Array[] = [];
  /** Slot → 1 + index of the id in `keys` (0 = empty). */
  private slots = new Int32Array(2048);
  private count = 0;
  private readonly others = new Set<string>();
  private readonly scratch = new Uint32Array(8);
  /**
   * After add, addHexAt or a lookup that found a hex id: its position in insertion order (for
   * facts kept per id beside the set); -1 when the id was not hex or not found.
   */
  lastIndex = -1;

  get size(): number {
    return this.count + this.others.size;
  }

  has(id: string): boolean {
    if (!this.parse(id)) return this.others.has(id);
    return this.find(this.scratch) >= 0;
  }

  /** Whether the id whose 32 raw bytes start at `bytes[offset]` is in the set. */
  hasBytes(bytes: Uint8Array, offset: number): boolean {
    for (let w = 0; w < 8; w++) {
      const i = offset + w * 4;
      this.scratch[w] =
        (((bytes[i] as number) << 24) |
          ((bytes[i + 1] as number) << 16) |
          ((bytes[i + 2] as number) << 8) |
          (bytes[i + 3] as number)) >>>
        0;
    }
    return this.find(this.scratch) >= 0;
  }

  /**
   * Whether the id written at `bytes[offset]` as 64 lowercase hex digits (a line layout checked
   * them) is in the set. `guess`: the position in insertion order where it probably is (an audit
   * entry's record, a parent that was the record before), compared first: one look at memory in
   * order instead of a probe at random.
   */
  hasHexAt(bytes: Uint8Array, offset: number, guess = -1): boolean {
    if (!this.parseAt(bytes, offset)) throw new RangeError(`no hex recordId at offset ${offset}`);
    if (guess >= 0 && guess < this.count && this.isAt(guess, this.scratch)) {
      this.lastIndex = guess;
      return true;
    }
    this.lastIndex = this.find(this.scratch);
    return this.lastIndex >= 0;
  }

  /** Position of `id` in insertion order among the hex ids; -1 when it is not one of them. */
  indexOf(id: string): number {
    return this.parse(id) ? this.find(this.scratch) : -1;
  }

  /** Ids added so far in the hex table (insertion positions run from 0 to this minus 1). */
  get hexCount(): number {
    return this.count;
  }

  /**
   * The hex ids' 32 raw bytes each, ordered by their first 32-bit word (ties in insertion order):
   * what a spill writes (ir/dialects/aegx/spilled-id-set.ts). Sorting numbers, not byte strings,
   * keeps a spill of 262,144 ids to a few tens of milliseconds.
   */
  sortedRaw(): Buffer {
    const order = new Float64Array(this.count);
    for (let i = 0; i < this.count; i++)
      order[i] = (this.blocks[i >>> 16] as Uint32Array)[(i % BLOCK) * 8]! * 2 ** 21 + i;
    order.sort();
    const out = Buffer.allocUnsafe(this.count * 32);
    for (let j = 0; j < this.count; j++) {
      const i = order[j]! % 2 ** 21;
      const block = this.blocks[i >>> 16] as Uint32Array;
      for (let w = 0; w < 8; w++) out.writeUInt32BE(block[(i % BLOCK) * 8 + w]!, j * 32 + w * 4);
    }
    return out;
  }

  /** The ids that are not 64 lowercase hex digits. */
  nonHex(): IterableIterator<string> {
    return this.others.values();
  }

  /** The hex id last parsed (by has, hasHexAt, add…) as 32 raw bytes. */
  scratchBytes(into: Buffer): Buffer {
    for (let w = 0; w < 8; w++) into.writeUInt32BE(this.scratch[w]!, w * 4);
    return into;
  }

  private isAt(index: number, k: Uint32Array): boolean {
    const block = this.blocks[index >>> 16] as Uint32Array;
    const at = (index % BLOCK) * 8;
    for (let i = 0; i < 8; i++) if (block[at + i] !== k[i]) return false;
    return true;
  }

  /** Adds the id written at `bytes[offset]` as 64 lowercase hex digits; false when it was already there. */
  addHexAt(bytes: Uint8Array, offset: number): boolean {
    if (!this.parseAt(bytes, offset)) throw new RangeError(`no hex recordId at offset ${offset}`);
    return this.insert();
  }

  /** Adds `id`; false when it was already there. */
  add(id: string): boolean {
    if (!this.parse(id)) {
      this.lastIndex = -1;
      if (this.others.has(id)) return false;
      this.others.add(id);
      return true;
    }
    return this.insert();
  }

  /** Adds the id in `scratch`; false when it was already there. */
  private insert(): boolean {
    this.lastIndex = this.find(this.scratch);
    if (this.lastIndex >= 0) return false;
    this.lastIndex = this.count;
    if ((this.count + 1) * 2 > this.slots.length) this.grow();
    if (this.count % BLOCK === 0) this.blocks.push(new Uint32Array(8 * BLOCK));
    (this.blocks[this.count >>> 16] as Uint32Array).set(this.scratch, (this.count % BLOCK) * 8);
    this.place(this.count, this.scratch);
    this.count++;
    return true;
  }

  /** Hex → eight 32-bit words in `scratch`; false if not 64 lowercase hex digits. */
  private parse(id: string): boolean {
    if (id.length !== 64) return false;
    // Any digit that is not lowercase hex makes `bad` negative (a table lookup beats range tests here).
    let bad = 0;
    for (let w = 0, i = 0; w < 8; w++) {
      let v = 0;
      for (const end = i + 8; i < end; i++) {
        const c = id.charCodeAt(i);
        const d = c < 128 ? (HEX_DIGIT[c] as number) : -1;
        bad |= d;
        v = (v << 4) | d;
      }
      this.scratch[w] = v;
    }
    return bad >= 0;
  }

  /** The same from 64 bytes of ASCII text at `bytes[at]`. */
  private parseAt(bytes: Uint8Array, at: number): boolean {
    if (at + 64 > bytes.length) return false;
    let bad = 0;
    for (let w = 0, i = at; w < 8; w++) {
      let v = 0;
      for (const end = i + 8; i < end; i++) {
        const d = HEX_DIGIT_BYTE[bytes[i] as number] as number;
        bad |= d;
        v = (v << 4) | d;
      }
      this.scratch[w] = v;
    }
    return bad >= 0;
  }

  private hash(k: Uint32Array, at = 0): number {
    let h = SEED;
    for (let i = 0; i < 8; i++) {
      h = Math.imul(h ^ (k[at + i] as number), 0x9e3779b1);
      h = (h << 13) | (h >>> 19);
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    return (h ^ (h >>> 13)) >>> 0;
  }

  private find(k: Uint32Array): number {
    const mask = this.slots.length - 1;
    for (let s = this.hash(k) & mask; ; s = (s + 1) & mask) {
      const e = this.slots[s] as number;
      if (e === 0) return -1;
      const block = this.blocks[(e - 1) >>> 16] as Uint32Array;
      const at = ((e - 1) % BLOCK) * 8;
      let same = true;
      for (let i = 0; i < 8; i++) {
        if (block[at + i] !== k[i]) {
          same = false;
          break;
        }
      }
      if (same) return e - 1;
    }
  }

  private place(index: number, k: Uint32Array, at = 0): void {
    const mask = this.slots.length - 1;
    let s = this.hash(k, at) & mask;
    while (this.slots[s] !== 0) s = (s + 1) & mask;
    this.slots[s] = index + 1;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let i = 0; i < this.count; i++) this.place(i, this.blocks[i >>> 16] as Uint32Array, (i % BLOCK) * 8);
  }
}
