/**
 * The AIGX tag language's lexer, in two modes. Outside a tag: comments, CDATA, opening/closing tag
 * starts, and text — where a `<` that does not start a tag is plain text (the spec tolerates
 * unescaped `<` and `&`). Inside a tag: attribute names, `=`, single- or double-quoted values, `>`
 * or `/>`; anything else is a junk token the tree builder reports.
 *
 * Each mode's patterns are tried in order and the first that matches wins; characters no pattern
 * matches are one error, up to the next place where some pattern matches. A `<` inside a tag
 * means the tag was never closed: an UnterminatedTag marker, and lexing goes on outside at that
 * `<`. This is a lexer chevrotain would build from the same patterns (test/oracles/aigx-lexer.test.ts
 * holds that definition and compares the two on random text); written out, it costs nothing to
 * construct, where chevrotain's Lexer took about 6 ms per process to analyse its patterns and the
 * library itself a fifth of the CLI's script (docs/decisions.md).
 */

export type TokenKind =
  | "Comment"
  | "UnclosedComment"
  | "CData"
  | "CloseTag"
  | "OpenTag"
  | "Text"
  | "LoneLt"
  | "AttrName"
  | "Equals"
  | "DqValue"
  | "SqValue"
  | "SelfClose"
  | "TagEnd"
  | "TagJunk"
  /** A marker (no characters): the open tag before it had no `>` (a `<` started something new). */
  | "UnterminatedTag";

export interface AigxToken {
  kind: TokenKind;
  image: string;
  /** Offset of the first character. */
  start: number;
  /** Offset of the last character (inclusive; a marker's is its start). */
  end: number;
}

export interface LexError {
  offset: number;
  /** Characters no pattern matched, from `offset`. */
  length: number;
}

export interface LexResult {
  tokens: AigxToken[];
  /** Runs of characters no token matched (reported by the tree builder). */
  errors: LexError[];
}

interface Pattern {
  /** null: matched and skipped (whitespace between attributes). */
  kind: TokenKind | null;
  /** How many characters the pattern matches at `at` (0: none). */
  match(text: string, at: number): number;
  enter?: Mode;
}

type Mode = "outside" | "tag";

/** A pattern from a regular expression, matched exactly at `at` (sticky). */
const pattern = (kind: TokenKind | null, re: RegExp, enter?: Mode): Pattern => {
  const sticky = new RegExp(re.source, `${re.flags}y`);
  return {
    kind,
    enter,
    match(text, at) {
      sticky.lastIndex = at;
      return sticky.exec(text)?.[0].length ?? 0;
    },
  };
};

// Text and quoted values are most of a file's characters, which a regular expression, while it is
// cold, steps through one at a time: these two patterns find their end with indexOf.

/** Everything up to `stop` or the end of the text, as `/[^<]+/` for `<`. */
const upTo = (kind: TokenKind, stop: string): Pattern => ({
  kind,
  match(text, at) {
    const end = text.indexOf(stop, at);
    return (end < 0 ? text.length : end) - at;
  },
});

/** A value between two `quote`s, as `/"[^"]*"/` for `"`. */
const quoted = (kind: TokenKind, quote: string): Pattern => ({
  kind,
  match(text, at) {
    if (text[at] !== quote) return 0;
    const end = text.indexOf(quote, at + 1);
    return end < 0 ? 0 : end + 1 - at;
  },
});

/** Each mode's patterns, in the order they are tried. */
const AIGX_PATTERNS: Readonly<Record<Mode, readonly Pattern[]>> = {
  outside: [
    pattern("Comment", /<!--[\s\S]*?-->/),
    pattern("UnclosedComment", /<!--[\s\S]*/),
    pattern("CData", /<!\[CDATA\[[\s\S]*?\]\]>/),
    pattern("CloseTag", /<\/[A-Za-z_][\w.:-]*\s*>/),
    pattern("OpenTag", /<[A-Za-z_][\w.:-]*/, "tag"),
    upTo("Text", "<"),
    pattern("LoneLt", /</),
  ],
  tag: [
    pattern(null, /\s+/),
    pattern("AttrName", /[A-Za-z_][\w.:-]*/),
    pattern("Equals", /=/),
    quoted("DqValue", '"'),
    quoted("SqValue", "'"),
    pattern("SelfClose", /\/>/, "outside"),
    pattern("TagEnd", />/, "outside"),
    pattern("TagJunk", /[^\s\w"'=<>/]+|\//u),
  ],
};

/** The first pattern of `mode` that matches at `at`, and the length it matches. */
function matchAt(mode: Mode, text: string, at: number): [Pattern, number] | undefined {
  for (const p of AIGX_PATTERNS[mode]) {
    const length = p.match(text, at);
    if (length > 0) return [p, length];
  }
  return undefined;
}

const LT = 0x3c;

/** Lex AIGX text into tokens with absolute offsets (the caller maps them to line:col). */
export function lexAigx(text: string): LexResult {
  const tokens: AigxToken[] = [];
  const errors: LexError[] = [];
  let mode: Mode = "outside";
  let at = 0;
  while (at < text.length) {
    const hit = matchAt(mode, text, at);
    if (hit) {
      const [p, length] = hit;
      if (p.kind) tokens.push({ kind: p.kind, image: text.slice(at, at + length), start: at, end: at + length - 1 });
      if (p.enter) mode = p.enter;
      at += length;
    } else if (text.charCodeAt(at) === LT) {
      // Only inside a tag does nothing match a `<`.
      tokens.push({ kind: "UnterminatedTag", image: "", start: at, end: at });
      mode = "outside";
    } else {
      let next = at + 1;
      while (next < text.length && !matchAt(mode, text, next)) next++;
      errors.push({ offset: at, length: next - at });
      at = next;
    }
  }
  return { tokens, errors };
}
