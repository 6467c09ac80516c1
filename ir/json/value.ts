/**
 * The lossless JSON value model shared by every front-end.
 *
 * Numbers read from text keep their lexeme (`JsonNumber`), so integer vs float
 * and integers beyond 2^53 survive until a canonicaliser interprets them with
 * its own format's rules. Values built in code may use plain `number` (an
 * integer-valued number is an integer) or `bigint`.
 */
export class JsonNumber {
  constructor(readonly lexeme: string) {}
  /** True when the lexeme has no fraction and no exponent. */
  get isIntegerLexeme(): boolean {
    return !/[.eE]/.test(this.lexeme);
  }
  toNumber(): number {
    return Number(this.lexeme);
  }
  toJSON(): number {
    return Number(this.lexeme);
  }
}

export type Json = null | boolean | string | number | bigint | JsonNumber | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/**
 * An object with no prototype, so keys such as `__proto__` are plain data. Made from `{}` rather
 * than by Object.create(null), which V8 makes a hash table from the start: the same object to a
 * program, but properties that V8 keeps in place, several times faster to add and read.
 */
export function emptyObject(): JsonObject {
  return Object.setPrototypeOf({}, null) as JsonObject;
}

export function isJsonObject(v: unknown): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof JsonNumber);
}

export function isJsonNumber(v: unknown): v is number | bigint | JsonNumber {
  return typeof v === "number" || typeof v === "bigint" || v instanceof JsonNumber;
}

/** The JS number for any numeric JSON value (bigints and long lexemes may round). */
export function numberOf(v: number | bigint | JsonNumber): number {
  return typeof v === "number" ? v : typeof v === "bigint" ? Number(v) : v.toNumber();
}

/** Structural equality; numbers compare by numeric value. */
export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (isJsonNumber(a) && isJsonNumber(b)) return numberOf(a) === numberOf(b) || lexemeOf(a) === lexemeOf(b);
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i] as Json));
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => k in b && jsonEqual(a[k] as Json, b[k] as Json));
  }
  return false;
}

function lexemeOf(v: number | bigint | JsonNumber): string {
  return v instanceof JsonNumber ? v.lexeme : String(v);
}

/** Convert a lossless value to plain JS data (numbers become JS numbers). */
export function toPlain(v: Json): unknown {
  if (v instanceof JsonNumber) return v.toNumber();
  if (typeof v === "bigint") return Number(v);
  if (Array.isArray(v)) return v.map(toPlain);
  if (isJsonObject(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      const x = toPlain(v[k] as Json);
      // A "__proto__" key is data: assigning it would set the prototype instead.
      if (k === "__proto__")
        Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
      else out[k] = x;
    }
    return out;
  }
  return v;
}

/** Convert plain JS data (e.g. from a YAML or TOML library) into the lossless model. */
export function fromPlain(v: unknown): Json {
  if (v === null || v === undefined) return null;
  if (typeof v === "boolean" || typeof v === "string" || typeof v === "number" || typeof v === "bigint") return v;
  if (v instanceof JsonNumber) return v;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(fromPlain);
  if (typeof v === "object") {
    // Object.keys, not Object.entries: no array per key (AIR lowering builds every node through here).
    const out = emptyObject();
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) out[k] = fromPlain(o[k]);
    return out;
  }
  return String(v);
}
