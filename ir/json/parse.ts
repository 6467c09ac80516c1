/**
 * A lossless, strict JSON reader (RFC 8259).
 *
 * Unlike JSON.parse it keeps number lexemes, rejects lone surrogate escapes,
 * limits nesting depth (serde_json's 128 by default), can record the
 * `line:col` of every value by JSON pointer, and reports errors with
 * positions instead of throwing opaque SyntaxErrors.
 */
import { JsonNumber, emptyObject, type Json, type JsonObject } from "./value.js";
import { LineIndex, type Position } from "./line-index.js";
import { pointerAppend } from "./pointer.js";
import { AgentcError } from "../diagnostics/agentc-error.js";

export interface ParseJsonOptions {
  /** Nesting deeper than this is an error (serde_json: 128). */
  maxDepth?: number;
  /** Record a position for every value, keyed by JSON pointer. */
  positions?: boolean;
  /**
   * With `positions`, record them only down to this depth (0: the document, 1: its members, …):
   * the nodes of a file of nodes cost a few entries, not one per value inside them.
   */
  positionsDepth?: number;
  /**
   * What to do with a repeated object key: keep the last (serde_json's Value), fail, or keep the
   * last and remember which keys of which object repeated (`duplicateKeysOf`): serde's typed
   * structs refuse a repeated field, so a reader that mimics them needs to know.
   */
  duplicateKeys?: "last" | "error" | "mark";
}

export interface ParsedJson {
  value: Json;
  positions: Map<string, Position> | undefined;
}

export class JsonParseError extends AgentcError {
  constructor(
    readonly reason: string,
    readonly offset: number,
    readonly line: number,
    readonly col: number,
  ) {
    super(`${reason} at line ${line} column ${col}`, "JSON-PARSE");
  }
}

/** Objects parsed with `duplicateKeys: "mark"` that repeated a key → the keys repeated. */
const repeatedKeys = new WeakMap<JsonObject, Set<string>>();

/** The keys that occurred more than once in this object's text (only for objects parsed with `duplicateKeys: "mark"`). */
export function duplicateKeysOf(o: JsonObject): ReadonlySet<string> | undefined {
  return repeatedKeys.get(o);
}

const enum C {
  Tab = 9,
  Lf = 10,
  Cr = 13,
  Space = 32,
  Quote = 34,
  Plus = 43,
  Comma = 44,
  Minus = 45,
  Dot = 46,
  Slash = 47,
  Zero = 48,
  Nine = 57,
  Colon = 58,
  UpperE = 69,
  LBracket = 91,
  Backslash = 92,
  RBracket = 93,
  LowerE = 101,
  LBrace = 123,
  RBrace = 125,
}

export function parseJson(text: string, options: ParseJsonOptions = {}): ParsedJson {
  const reader = new Reader(text, options);
  const value = reader.document();
  return { value, positions: reader.positions };
}

/**
 * Check a document whose top level is an array and report each element's value and extent
 * (`text.slice(start, end)`) as it is read, holding none of them: a file of a million elements is
 * read in the memory of one. Errors are parseJson's, at the same places (the same reader, the same
 * steps). Returns false, having read nothing, when the document is not an array.
 */
export function scanJsonArray(
  text: string,
  onElement: (value: Json, start: number, end: number) => void,
  options: ParseJsonOptions = {},
): boolean {
  return new Reader(text, options).elements(onElement);
}

/**
 * The value written at `text[start..end)`, an extent scanJsonArray reported: read again, with
 * positions (by pointer from that value, as line:col of the whole text) when asked. `lines` is
 * the whole text's line index, shared between calls; `depth` how deep the value is nested (1, an
 * element of the top-level array, by default), so that the depth limit applies as it did there.
 */
export function parseJsonAt(
  text: string,
  start: number,
  end: number,
  options: ParseJsonOptions & { lines?: LineIndex; depth?: number } = {},
): ParsedJson {
  const reader = new Reader(text, options, options.lines);
  const value = reader.valueIn(start, end, options.depth ?? 1);
  return { value, positions: reader.positions };
}

class Reader {
  private i = 0;
  private depth = 0;
  private readonly maxDepth: number;
  private readonly dupError: boolean;
  private readonly dupMark: boolean;
  private readonly positionsDepth: number;
  readonly positions: Map<string, Position> | undefined;
  private lines: LineIndex | undefined;

  constructor(
    private readonly s: string,
    options: ParseJsonOptions,
    lines?: LineIndex,
  ) {
    this.maxDepth = options.maxDepth ?? 128;
    this.dupError = options.duplicateKeys === "error";
    this.dupMark = options.duplicateKeys === "mark";
    this.positions = options.positions ? new Map() : undefined;
    this.positionsDepth = options.positionsDepth ?? Infinity;
    this.lines = lines;
  }

  document(): Json {
    this.ws();
    const v = this.value("");
    this.ws();
    if (this.i < this.s.length) this.fail("trailing characters");
    return v;
  }

  /** document() for a top-level array, element by element (array() below, step for step). */
  elements(onElement: (value: Json, start: number, end: number) => void): boolean {
    this.ws();
    if (this.s.charCodeAt(this.i) !== C.LBracket) return false;
    this.enter();
    this.i++;
    this.ws();
    if (this.s.charCodeAt(this.i) === C.RBracket) {
      this.i++;
      this.depth--;
    } else {
      for (;;) {
        this.ws();
        const start = this.i;
        const v = this.value("");
        onElement(v, start, this.i);
        this.ws();
        const c = this.s.charCodeAt(this.i);
        if (c === C.Comma) {
          this.i++;
          continue;
        }
        if (c === C.RBracket) {
          this.i++;
          this.depth--;
          break;
        }
        this.fail(this.i >= this.s.length ? "EOF while parsing a list" : "expected `,` or `]`");
      }
    }
    this.ws();
    if (this.i < this.s.length) this.fail("trailing characters");
    return true;
  }

  /** One value that a scan found at [start, end), nested one level down as it was there. */
  valueIn(start: number, end: number, depth: number): Json {
    this.i = start;
    this.depth = depth;
    const v = this.value("");
    if (this.i !== end) this.fail("the value does not end where it was found");
    return v;
  }

  private fail(reason: string, at = this.i): never {
    this.lines ??= new LineIndex(this.s);
    const p = this.lines.position(at);
    throw new JsonParseError(reason, at, p.line, p.col);
  }

  private ws(): void {
    const s = this.s;
    let i = this.i;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === C.Space || c === C.Lf || c === C.Cr || c === C.Tab) i++;
      else break;
    }
    this.i = i;
  }

  /** Whether values at the current depth get a position. */
  private recording(): boolean {
    return this.positions !== undefined && this.depth <= this.positionsDepth;
  }

  private mark(pointer: string): void {
    if (!this.positions || !this.recording()) return;
    this.lines ??= new LineIndex(this.s);
    this.positions.set(pointer, this.lines.position(this.i));
  }

  /** Record where the value at `pointer` ends (and where its key was written), for ranged diagnostics. */
  private markEnd(pointer: string, keyAt?: number, keyEnd?: number): void {
    const at = this.positions?.get(pointer);
    if (!at || !this.lines) return;
    const end = this.lines.position(this.i);
    at.endLine = end.line;
    at.endCol = end.col;
    if (keyAt !== undefined && keyEnd !== undefined) {
      const k = this.lines.position(keyAt);
      const e = this.lines.position(keyEnd);
      at.key = { line: k.line, col: k.col, endLine: e.line, endCol: e.col };
    }
  }

  private value(pointer: string, keyAt?: number, keyEnd?: number): Json {
    if (!this.recording()) return this.valueAt(pointer);
    const v = this.valueAt(pointer);
    this.markEnd(pointer, keyAt, keyEnd);
    return v;
  }

  private valueAt(pointer: string): Json {
    if (this.i >= this.s.length) this.fail("EOF while parsing a value");
    this.mark(pointer);
    const c = this.s.charCodeAt(this.i);
    // NaN, nan, Infinity, -inf…: what other encoders write for non-finite floats; JSON has none.
    if (
      (c === C.Minus || c === 73 || c === 105 || c === 78 || c === 110) &&
      /^-?(nan|inf)/i.test(this.s.slice(this.i, this.i + 4))
    ) {
      this.fail("expected value (NaN and Infinity are not JSON numbers)");
    }
    switch (c) {
      case C.LBrace:
        return this.object(pointer);
      case C.LBracket:
        return this.array(pointer);
      case C.Quote:
        return this.string();
      case 116: // t
        return this.literal("true", true);
      case 102: // f
        return this.literal("false", false);
      case 110: // n
        return this.literal("null", null);
      default:
        if (c === C.Minus || (c >= C.Zero && c <= C.Nine)) return this.number();
        return this.fail("expected value");
    }
  }

  private enter(): void {
    if (++this.depth >= this.maxDepth) this.fail("recursion limit exceeded", this.i + 1);
  }

  private literal<T extends Json>(word: string, v: T): T {
    if (this.s.startsWith(word, this.i)) {
      this.i += word.length;
      return v;
    }
    return this.fail("expected ident");
  }

  private object(pointer: string): JsonObject {
    this.enter();
    this.i++;
    const out = emptyObject();
    this.ws();
    if (this.s.charCodeAt(this.i) === C.RBrace) {
      this.i++;
      this.depth--;
      return out;
    }
    for (;;) {
      this.ws();
      if (this.i >= this.s.length) this.fail("EOF while parsing an object");
      if (this.s.charCodeAt(this.i) !== C.Quote) this.fail("key must be a string");
      const keyAt = this.i;
      const key = this.string();
      const keyEnd = this.i;
      this.ws();
      if (this.s.charCodeAt(this.i) !== C.Colon)
        this.fail(this.i >= this.s.length ? "EOF while parsing an object" : "expected `:`");
      this.i++;
      this.ws();
      // `out` has no prototype and a JSON value is never undefined: a plain read says whether the key was seen.
      if ((this.dupError || this.dupMark) && out[key] !== undefined) {
        if (this.dupError) this.fail(`duplicate field \`${key}\``, keyAt);
        const seen = repeatedKeys.get(out);
        if (seen) seen.add(key);
        else repeatedKeys.set(out, new Set([key]));
      }
      out[key] = this.recording() ? this.value(pointerAppend(pointer, key), keyAt, keyEnd) : this.value("");
      this.ws();
      const c = this.s.charCodeAt(this.i);
      if (c === C.Comma) {
        this.i++;
        continue;
      }
      if (c === C.RBrace) {
        this.i++;
        this.depth--;
        return out;
      }
      this.fail(this.i >= this.s.length ? "EOF while parsing an object" : "expected `,` or `}`");
    }
  }

  private array(pointer: string): Json[] {
    this.enter();
    this.i++;
    const out: Json[] = [];
    this.ws();
    if (this.s.charCodeAt(this.i) === C.RBracket) {
      this.i++;
      this.depth--;
      return out;
    }
    for (;;) {
      this.ws();
      out.push(this.value(this.recording() ? `${pointer}/${out.length}` : ""));
      this.ws();
      const c = this.s.charCodeAt(this.i);
      if (c === C.Comma) {
        this.i++;
        continue;
      }
      if (c === C.RBracket) {
        this.i++;
        this.depth--;
        return out;
      }
      this.fail(this.i >= this.s.length ? "EOF while parsing a list" : "expected `,` or `]`");
    }
  }

  private number(): JsonNumber {
    const s = this.s;
    const start = this.i;
    let i = start;
    if (s.charCodeAt(i) === C.Minus) i++;
    const first = s.charCodeAt(i);
    if (first === C.Zero) {
      i++;
      const next = s.charCodeAt(i);
      if (next >= C.Zero && next <= C.Nine) this.fail("invalid number", i);
    } else if (first >= 49 && first <= C.Nine) {
      while (isDigit(s.charCodeAt(i))) i++;
    } else {
      this.fail("invalid number", i);
    }
    if (s.charCodeAt(i) === C.Dot) {
      i++;
      if (!isDigit(s.charCodeAt(i))) this.fail(i >= s.length ? "EOF while parsing a value" : "invalid number", i);
      while (isDigit(s.charCodeAt(i))) i++;
    }
    const e = s.charCodeAt(i);
    if (e === C.LowerE || e === C.UpperE) {
      i++;
      const sign = s.charCodeAt(i);
      if (sign === C.Plus || sign === C.Minus) i++;
      if (!isDigit(s.charCodeAt(i))) this.fail(i >= s.length ? "EOF while parsing a value" : "invalid number", i);
      while (isDigit(s.charCodeAt(i))) i++;
    }
    const lexeme = s.slice(start, i);
    // A fraction or exponent beyond the double range (1e999) has no value any reader agrees on (serde_json: out of range).
    if ((lexeme.length > 300 || /[eE]/.test(lexeme)) && /[.eE]/.test(lexeme) && !Number.isFinite(Number(lexeme)))
      this.fail("number out of range", start);
    this.i = i;
    return new JsonNumber(lexeme);
  }

  private string(): string {
    const s = this.s;
    let i = this.i + 1;
    let out = "";
    let runStart = i;
    for (;;) {
      if (i >= s.length) this.fail("EOF while parsing a string", i);
      const c = s.charCodeAt(i);
      if (c === C.Quote) {
        out += s.slice(runStart, i);
        this.i = i + 1;
        return out;
      }
      if (c < 0x20) this.fail("control character (\\u0000-\\u001F) found while parsing a string", i);
      if (c !== C.Backslash) {
        i++;
        continue;
      }
      out += s.slice(runStart, i);
      i++;
      const esc = s.charCodeAt(i);
      switch (esc) {
        case C.Quote:
          out += '"';
          break;
        case C.Backslash:
          out += "\\";
          break;
        case C.Slash:
          out += "/";
          break;
        case 98:
          out += "\b";
          break;
        case 102:
          out += "\f";
          break;
        case 110:
          out += "\n";
          break;
        case 114:
          out += "\r";
          break;
        case 116:
          out += "\t";
          break;
        case 117: {
          const unit = this.hex4(i + 1);
          i += 4;
          if (unit >= 0xd800 && unit <= 0xdbff) {
            if (s.charCodeAt(i + 1) !== C.Backslash || s.charCodeAt(i + 2) !== 117) {
              this.fail("unexpected end of hex escape", i + 1);
            }
            const low = this.hex4(i + 3);
            if (low < 0xdc00 || low > 0xdfff) this.fail("lone leading surrogate in hex escape", i + 3);
            i += 6;
            out += String.fromCharCode(unit, low);
          } else if (unit >= 0xdc00 && unit <= 0xdfff) {
            this.fail("lone trailing surrogate in hex escape", i);
          } else {
            out += String.fromCharCode(unit);
          }
          break;
        }
        default:
          this.fail(i >= s.length ? "EOF while parsing a string" : "invalid escape", i);
      }
      i++;
      runStart = i;
    }
  }

  private hex4(at: number): number {
    let v = 0;
    for (let k = 0; k < 4; k++) {
      const c = this.s.charCodeAt(at + k);
      let d: number;
      if (c >= 48 && c <= 57) d = c - 48;
      else if (c >= 65 && c <= 70) d = c - 55;
      else if (c >= 97 && c <= 102) d = c - 87;
      else return this.fail(at + k >= this.s.length ? "EOF while parsing a string" : "invalid escape", at + k);
      v = v * 16 + d;
    }
    return v;
  }
}

function isDigit(c: number): boolean {
  return c >= C.Zero && c <= C.Nine;
}

export type { Position };
