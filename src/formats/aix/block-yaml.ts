/**
 * The block subset of YAML that agent files are almost always written in, read without the `yaml`
 * library: block mappings and sequences, one-line plain and quoted scalars, literal block scalars,
 * `[]`, `{}` and one-line lists of scalars (`tags: [a, "b"]`), comments and blank lines.
 *
 * It gives the document and the positions that the library's reading gives (read-agent.ts), and a
 * differential test holds it to that. Anything outside the subset returns undefined and the library
 * reads the text: other flow collections, anchors, aliases, tags, folded or multi-line scalars, uncommon
 * escapes, numbers that are not JSON numbers, keys that are not plain names, duplicate keys, tabs,
 * carriage returns, directives, several documents. Among them is everything the library reports an
 * error or warning for, so this reader never has a diagnostic to give.
 *
 * Why: in a process that has not yet warmed up, the library takes 1.3 ms to read a 1 KiB agent,
 * a third of a batch conversion; this reader about 0.2 ms.
 */
import { JsonNumber, emptyObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import { pointerAppend } from "../../../ir/json/pointer.js";
import type { Position } from "../../../ir/json/line-index.js";

/** Thrown inside the reader for text outside the subset; never escapes it. */
class OutsideSubset extends Error {}

const outside = (): never => {
  throw new OutsideSubset();
};

/** A mapping key this reader takes: a plain name that YAML 1.2's core schema reads as that same string. */
const KEY = /^([A-Za-z_][A-Za-z0-9_.$/-]*):(?= |$)/;
/** KEY at a given offset of the whole text (sticky), without cutting the line out first. */
const KEY_AT = /([A-Za-z_][A-Za-z0-9_.$/-]*):(?= |\n|$)/y;
const NOT_STRING_KEY = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE|[Nn]ull|NULL)$/;
/** YAML 1.2 core schema: the plain scalars that are not strings. */
const NULL = /^(?:~|[Nn]ull|NULL)$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const NUMBER =
  /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
/** The numbers kept as written (read-agent.ts keeps the same); other numbers are left to the library. */
const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
/** Characters that cannot start a plain scalar here (YAML's indicators, and `-?:` before a space). */
const NOT_PLAIN_FIRST = new Set([..."[]{},#&*!|>'\"%@`"]);
const SIMPLE_ESCAPES: Record<string, string> = { "\\": "\\", '"': '"', "/": "/", n: "\n", t: "\t", r: "\r" };
const MAX_DEPTH = 100;

/** YAML's white space is the space (tabs are declined): JavaScript's trim would also take no-break and other Unicode spaces, which YAML keeps. */
const trimSpaces = (s: string): string => s.replace(/ +$/, "");

interface Parsed {
  value: Json;
  /** The last line the value takes (its end is where the line ends). */
  last: number;
  /** An empty value (null): the library ends a mapping whose last value it is there, not at the line's end. */
  empty?: boolean;
}

class BlockReader {
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  /** Each line's spaces before its first other character: -1 for a blank line, -2 - n for a comment-only line indented n. */
  private readonly lead: number[] = [];
  readonly positions = new Map<string, Position>();

  constructor(readonly text: string) {
    let start = 0;
    for (;;) {
      const nl = text.indexOf("\n", start);
      const end = nl === -1 ? text.length : nl;
      let k = start;
      while (k < end && text.charCodeAt(k) === 32) k++;
      this.starts.push(start);
      this.ends.push(end);
      this.lead.push(k === end ? -1 : text.charCodeAt(k) === 35 ? -2 - (k - start) : k - start);
      if (nl === -1) break;
      start = nl + 1;
    }
  }

  /** Spaces before the line's first other character; -1 for a blank or comment-only line. */
  indent(i: number): number {
    const n = this.lead[i]!;
    return n < 0 ? -1 : n;
  }

  /** The next line from `i` on that holds content, or -1. */
  nextContent(i: number): number {
    for (; i < this.starts.length; i++) if (this.indent(i) >= 0) return i;
    return -1;
  }

  /**
   * Record where the value at `pointer` is: from offset `from` of line `i` to (1-based) `endLine`:`endCol`.
   * One object per value, its end filled in later for a collection, its key's place added by the mapping.
   */
  place(pointer: string, i: number, from: number, endLine: number, endCol: number): Position {
    const p: Position = { line: i + 1, col: from - this.starts[i]! + 1, endLine, endCol };
    this.positions.set(pointer, p);
    return p;
  }

  /** A collection whose last line is `i` ends after that line's newline (or at the end of the text). */
  endAfter(p: Position, i: number): void {
    const last = this.ends[i]! === this.text.length;
    p.endLine = last ? i + 1 : i + 2;
    p.endCol = last ? this.ends[i]! - this.starts[i]! + 1 : 1;
  }

  isDash(i: number, indent: number): boolean {
    const k = this.starts[i]! + indent;
    return this.text.charCodeAt(k) === 45 && (k + 1 === this.ends[i] || this.text.charCodeAt(k + 1) === 32);
  }

  /**
   * Check how a collection at column `indent` whose last line is `last` ends: the next content may not
   * be indented deeper (the library reports that), and a comment indented as deep, after it, is left to the
   * library (which counts it into the collection's range).
   */
  ended(last: number, indent: number): void {
    for (let k = last + 1; k < this.starts.length; k++) {
      const n = this.lead[k]!;
      if (n === -1) continue;
      if (n > indent || -2 - n >= indent) outside();
      return;
    }
  }

  /** A block mapping whose keys stand at column `indent`; its first key is on line `i` (after a `- ` there, in a sequence). */
  mapping(i: number, indent: number, pointer: string, depth: number): Parsed {
    if (depth > MAX_DEPTH) outside();
    const out = emptyObject();
    const at = this.place(pointer, i, this.starts[i]! + indent, 0, 0);
    let last = i;
    let empty = false;
    for (let line = i; line !== -1 && (line === i || this.indent(line) === indent); line = this.nextContent(last + 1)) {
      const keyAt = this.starts[line]! + indent;
      KEY_AT.lastIndex = keyAt;
      const m = KEY_AT.exec(this.text);
      if (!m) outside();
      const key = m![1]!;
      if (NOT_STRING_KEY.test(key) || key in out) outside();
      const child = pointerAppend(pointer, key);
      const parsed = this.value(line, keyAt + key.length + 1, indent, false, child, depth + 1);
      out[key] = parsed.value;
      empty = parsed.empty === true;
      const col = keyAt - this.starts[line]! + 1;
      this.positions.get(child)!.key = { line: line + 1, col, endLine: line + 1, endCol: col + key.length };
      last = parsed.last;
    }
    if (empty) outside();
    this.ended(last, indent);
    this.endAfter(at, last);
    return { value: out, last };
  }

  /** A block sequence whose dashes stand at column `indent`, from line `i`. */
  sequence(i: number, indent: number, pointer: string, depth: number): Parsed {
    if (depth > MAX_DEPTH) outside();
    const out: Json[] = [];
    const at = this.place(pointer, i, this.starts[i]! + indent, 0, 0);
    let last = i;
    for (
      let line = i;
      line !== -1 && this.indent(line) === indent && this.isDash(line, indent);
      line = this.nextContent(last + 1)
    ) {
      const parsed = this.value(
        line,
        this.starts[line]! + indent + 1,
        indent,
        true,
        `${pointer}/${out.length}`,
        depth + 1,
      );
      out.push(parsed.value);
      last = parsed.last;
    }
    this.ended(last, indent);
    this.endAfter(at, last);
    return { value: out, last };
  }

  /**
   * The value after a key's colon or a sequence's dash, at offset `c` of line `i`; `parent` is the
   * column of that key or dash.
   */
  value(i: number, c: number, parent: number, inSequence: boolean, pointer: string, depth: number): Parsed {
    const end = this.ends[i]!;
    if (c === end) {
      // Nothing after the indicator: a nested block on the next lines, or (after a key) null.
      const next = this.nextContent(i + 1);
      if (next !== -1) {
        const n = this.indent(next);
        if (n > parent)
          return this.isDash(next, n) ? this.sequence(next, n, pointer, depth) : this.mapping(next, n, pointer, depth);
        if (n === parent && !inSequence && this.isDash(next, n)) return this.sequence(next, n, pointer, depth);
      }
      if (inSequence) outside();
      this.place(pointer, i, c, i + 1, c - this.starts[i]! + 1);
      return { value: null, last: i, empty: true };
    }
    if (this.text.charCodeAt(c) !== 32) outside();
    let v = c;
    while (v < end && this.text.charCodeAt(v) === 32) v++;
    if (v === end || this.text.charCodeAt(v) === 35) outside();
    const rest = this.text.slice(v, end);
    if (inSequence && KEY.test(rest)) return this.mapping(i, v - this.starts[i]!, pointer, depth);
    const first = rest[0]!;
    if (first === "|") return this.literal(i, v, parent, pointer);
    let value: Json;
    let valueEnd: number;
    if (first === '"' || first === "'") [value, valueEnd] = this.quoted(rest, v);
    else if (rest.startsWith("{}")) [value, valueEnd] = [emptyObject(), v + 2];
    else if (first === "[") [value, valueEnd] = this.flowSequence(i, v, pointer);
    else [value, valueEnd] = this.plain(rest, v);
    // Only a comment may follow on the line, and nothing more indented on the next: a multi-line scalar is the library's.
    const after = this.text.slice(valueEnd, end);
    if (!/^ *$|^ +#/.test(after)) outside();
    const next = this.nextContent(i + 1);
    if (next !== -1 && this.indent(next) > parent) outside();
    this.place(pointer, i, v, i + 1, valueEnd - this.starts[i]! + 1);
    return { value, last: i };
  }

  plain(rest: string, v: number): [Json, number] {
    const first = rest[0]!;
    if (
      NOT_PLAIN_FIRST.has(first) ||
      ((first === "-" || first === "?" || first === ":") && (rest.length === 1 || rest[1] === " "))
    )
      outside();
    const comment = rest.indexOf(" #");
    const text = trimSpaces(comment === -1 ? rest : rest.slice(0, comment));
    if (text.includes(": ") || text.endsWith(":") || /[\u0000-\u001f\u007f\ufeff]/.test(text)) outside();
    return [resolvePlain(text), v + text.length];
  }

  /** A one-line flow sequence of scalars (`[a, "b"]`) at offset `v` of line `i`: its items (positioned) and the offset after its `]`. */
  flowSequence(i: number, v: number, pointer: string): [Json[], number] {
    const end = this.ends[i]!;
    const items: Json[] = [];
    // Placed before its items, as the library does; value() places it again with its end.
    this.place(pointer, i, v, 0, 0);
    const skip = (k: number): number => {
      while (k < end && this.text.charCodeAt(k) === 32) k++;
      return k;
    };
    let k = skip(v + 1);
    if (this.text[k] === "]") return [items, k + 1];
    for (;;) {
      const rest = this.text.slice(k, end);
      let item: [Json, number];
      if (rest[0] === '"' || rest[0] === "'") item = this.quoted(rest, k);
      else {
        const stop = rest.search(/[,\]]/);
        const text = trimSpaces(stop === -1 ? rest : rest.slice(0, stop));
        // A flow plain scalar with flow indicators or a comment sign in it is the library's.
        if (text === "" || /[[\]{}#]/.test(text)) outside();
        item = this.plain(text, k);
      }
      this.place(`${pointer}/${items.length}`, i, k, i + 1, item[1] - this.starts[i]! + 1);
      items.push(item[0]);
      k = skip(item[1]);
      if (this.text[k] === "]") return [items, k + 1];
      if (this.text[k] !== ",") outside();
      k = skip(k + 1);
    }
  }

  /** A one-line quoted scalar starting at offset `v`: its value and the offset after its closing quote. */
  quoted(rest: string, v: number): [string, number] {
    const q = rest[0]!;
    let out = "";
    for (let k = 1; k < rest.length; k++) {
      const ch = rest[k]!;
      if (ch === q) {
        if (q === "'" && rest[k + 1] === "'") {
          out += "'";
          k++;
          continue;
        }
        return [out, v + k + 1];
      }
      if (ch < " " || ch === "\u007f") outside();
      if (q === '"' && ch === "\\") {
        const e = SIMPLE_ESCAPES[rest[k + 1] ?? ""];
        if (e === undefined) outside();
        out += e;
        k++;
        continue;
      }
      out += ch;
    }
    return outside();
  }

  /** A literal block scalar (`|` or `|-`) whose indicator is at offset `v` of line `i`. */
  literal(i: number, v: number, parent: number, pointer: string): Parsed {
    const header = trimSpaces(this.text.slice(v, this.ends[i]));
    if (header !== "|" && header !== "|-") outside();
    const first = i + 1;
    if (first >= this.starts.length) outside();
    let content = 0;
    while (
      content < this.ends[first]! - this.starts[first]! &&
      this.text.charCodeAt(this.starts[first]! + content) === 32
    )
      content++;
    if (content <= parent || this.starts[first]! + content === this.ends[first]) outside();
    const lines: string[] = [];
    let last = i;
    for (let k = first; k < this.starts.length; k++) {
      const s = this.starts[k]!;
      const line = this.text.slice(s, this.ends[k]);
      if (/^ *$/.test(line)) {
        // A blank line with spaces beyond the content's indentation keeps them: left to the library.
        if (line.length > content) outside();
        lines.push("");
        continue;
      }
      let n = 0;
      while (n < line.length && line.charCodeAt(n) === 32) n++;
      if (n < content) break;
      if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(line)) outside();
      lines.push(line.slice(content));
      last = k;
    }
    lines.length = last - first + 1;
    // A last line without a newline would change what clipping keeps: left to the library.
    if (this.ends[last]! === this.text.length) outside();
    const body = lines.join("\n");
    this.endAfter(this.place(pointer, i, v, 0, 0), last);
    return { value: header === "|" ? `${body}\n` : body, last };
  }
}

/** A plain scalar's value under YAML 1.2's core schema, numbers kept as written; other numbers are the library's. */
function resolvePlain(text: string): Json {
  if (NULL.test(text)) return null;
  if (BOOL.test(text)) return text[0] === "t" || text[0] === "T";
  if (!NUMBER.test(text)) return text;
  const src = text.replace(/^\+/, "");
  if (!JSON_NUMBER.test(src) || (/[.eE]/.test(src) && !Number.isFinite(Number(src)))) return outside();
  return new JsonNumber(src);
}

/** The document and its positions, or undefined when the text is outside the subset (the `yaml` library reads it then). */
export function readBlockYaml(text: string): { doc: JsonObject; positions: Map<string, Position> } | undefined {
  if (text.includes("\t") || text.includes("\r")) return undefined;
  const r = new BlockReader(text);
  try {
    const first = r.nextContent(0);
    if (first === -1 || r.indent(first) !== 0) return undefined;
    const { value, last } = r.mapping(first, 0, "", 0);
    if (r.nextContent(last + 1) !== -1) return undefined;
    return { doc: value as JsonObject, positions: r.positions };
  } catch (e) {
    if (e instanceof OutsideSubset) return undefined;
    throw e;
  }
}
