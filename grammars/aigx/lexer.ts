/**
 * The AIGX tag language, lexed with chevrotain in two modes. Outside a tag:
 * comments, CDATA, opening/closing tag starts, and text — where a `<` that
 * does not start a tag is plain text (the spec tolerates unescaped `<` and
 * `&`). Inside a tag: attribute names, `=`, single- or double-quoted values,
 * `>` or `/>`; anything else is a junk token the tree builder reports.
 */
import type * as Chevrotain from "chevrotain";
import type { ILexingError, IToken } from "chevrotain";
import { chevrotain } from "./chevrotain.js";

const { createToken, Lexer } = chevrotain;

export const Comment = createToken({ name: "Comment", pattern: /<!--[\s\S]*?-->/, line_breaks: true });
export const UnclosedComment = createToken({ name: "UnclosedComment", pattern: /<!--[\s\S]*/, line_breaks: true });
export const CData = createToken({ name: "CData", pattern: /<!\[CDATA\[[\s\S]*?\]\]>/, line_breaks: true });
export const OpenTag = createToken({ name: "OpenTag", pattern: /<[A-Za-z_][\w.:-]*/, push_mode: "tag" });
export const CloseTag = createToken({ name: "CloseTag", pattern: /<\/[A-Za-z_][\w.:-]*\s*>/, line_breaks: true });
export const Text = createToken({ name: "Text", pattern: /[^<]+/, line_breaks: true });
export const LoneLt = createToken({ name: "LoneLt", pattern: /</ });

export const TagWs = createToken({ name: "TagWs", pattern: /\s+/, group: Lexer.SKIPPED, line_breaks: true });
export const AttrName = createToken({ name: "AttrName", pattern: /[A-Za-z_][\w.:-]*/ });
export const Equals = createToken({ name: "Equals", pattern: /=/ });
export const DqValue = createToken({ name: "DqValue", pattern: /"[^"]*"/, line_breaks: true });
export const SqValue = createToken({ name: "SqValue", pattern: /'[^']*'/, line_breaks: true });
export const SelfClose = createToken({ name: "SelfClose", pattern: /\/>/, pop_mode: true });
export const TagEnd = createToken({ name: "TagEnd", pattern: />/, pop_mode: true });
/** A `<` inside a tag means the tag was never closed: leave tag mode and let the outer mode re-read it. */
export const TagJunk = createToken({ name: "TagJunk", pattern: /[^\s\w"'=<>/]+|\//u });

/** The lexer's two modes, with the tokens of each in the order they are tried. */
export const AIGX_LEXER_DEFINITION: Chevrotain.IMultiModeLexerDefinition = {
  modes: {
    outside: [Comment, UnclosedComment, CData, CloseTag, OpenTag, Text, LoneLt],
    tag: [TagWs, AttrName, Equals, DqValue, SqValue, SelfClose, TagEnd, TagJunk],
  },
  defaultMode: "outside",
};

/** chevrotain's checks of a lexer definition (a test runs them) cost each process about 5 ms: skipped here. */
export const AIGX_LEXER_CONFIG: Chevrotain.ILexerConfig = { positionTracking: "onlyOffset", ensureOptimizations: false, skipValidations: true };

let lexer: Chevrotain.Lexer | undefined;

export interface LexResult {
  tokens: IToken[];
  /** Offsets of characters no token matched (reported by the tree builder). */
  errors: ILexingError[];
}

/** A marker token: the open tag before it had no `>` (a `<` started something new). */
export const UnterminatedTag = createToken({ name: "UnterminatedTag", pattern: Lexer.NA });

/**
 * Lex AIGX text. Chevrotain cannot leave a mode without consuming input, so a
 * tag left open by a `<` is cut at that `<` (marked with UnterminatedTag) and
 * lexing resumes there in the outer mode. Offsets are absolute; the caller
 * maps them to line:col.
 */
export function lexAigx(text: string): LexResult {
  lexer ??= new Lexer(AIGX_LEXER_DEFINITION, AIGX_LEXER_CONFIG);
  const tokens: IToken[] = [];
  const errors: ILexingError[] = [];
  let offset = 0;
  for (;;) {
    const chunk = text.slice(offset);
    const r = lexer.tokenize(chunk);
    const cut = r.errors.find((e) => e.offset > 0 && chunk[e.offset] === "<");
    for (const t of r.tokens) {
      if (cut && t.startOffset >= cut.offset) break;
      tokens.push({ ...t, startOffset: t.startOffset + offset, endOffset: (t.endOffset ?? t.startOffset) + offset });
    }
    for (const e of r.errors) if (!cut || e.offset < cut.offset) errors.push({ ...e, offset: e.offset + offset });
    if (!cut) return { tokens, errors };
    tokens.push({ image: "", startOffset: offset + cut.offset, endOffset: offset + cut.offset, tokenType: UnterminatedTag } as IToken);
    offset += cut.offset;
  }
}
