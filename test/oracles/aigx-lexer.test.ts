/**
 * agentc's AIGX lexer (grammars/aigx/lexer.ts, written out by hand) against the same token set
 * built by chevrotain, the well-kept lexer library it replaced at run time: the same tokens
 * (kind, image, offsets) and the same errors (offset, length) on every AIGX file of the fixtures
 * and on random text made of the characters the patterns turn on. chevrotain's definition also
 * passes its own checks (which its lexer skipped at run time).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { createToken, Lexer, type ILexingError, type IToken, type TokenType } from "chevrotain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lexAigx, type LexResult } from "../../grammars/aigx/lexer.js";
import { repoRoot } from "../support/corpus.js";
import { propertyRuns } from "../support/property-runs.js";

const Comment = createToken({ name: "Comment", pattern: /<!--[\s\S]*?-->/, line_breaks: true });
const UnclosedComment = createToken({ name: "UnclosedComment", pattern: /<!--[\s\S]*/, line_breaks: true });
const CData = createToken({ name: "CData", pattern: /<!\[CDATA\[[\s\S]*?\]\]>/, line_breaks: true });
const OpenTag = createToken({ name: "OpenTag", pattern: /<[A-Za-z_][\w.:-]*/, push_mode: "tag" });
const CloseTag = createToken({ name: "CloseTag", pattern: /<\/[A-Za-z_][\w.:-]*\s*>/, line_breaks: true });
const Text = createToken({ name: "Text", pattern: /[^<]+/, line_breaks: true });
const LoneLt = createToken({ name: "LoneLt", pattern: /</ });
const TagWs = createToken({ name: "TagWs", pattern: /\s+/, group: Lexer.SKIPPED, line_breaks: true });
const AttrName = createToken({ name: "AttrName", pattern: /[A-Za-z_][\w.:-]*/ });
const Equals = createToken({ name: "Equals", pattern: /=/ });
const DqValue = createToken({ name: "DqValue", pattern: /"[^"]*"/, line_breaks: true });
const SqValue = createToken({ name: "SqValue", pattern: /'[^']*'/, line_breaks: true });
const SelfClose = createToken({ name: "SelfClose", pattern: /\/>/, pop_mode: true });
const TagEnd = createToken({ name: "TagEnd", pattern: />/, pop_mode: true });
const TagJunk = createToken({ name: "TagJunk", pattern: /[^\s\w"'=<>/]+|\//u });

const definition = {
  modes: {
    outside: [Comment, UnclosedComment, CData, CloseTag, OpenTag, Text, LoneLt],
    tag: [TagWs, AttrName, Equals, DqValue, SqValue, SelfClose, TagEnd, TagJunk],
  },
  defaultMode: "outside",
};

function checkedLexer(): Lexer {
  const warnings: unknown[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args);
  try {
    const lexer = new Lexer(definition, { positionTracking: "full" });
    expect(lexer.lexerDefinitionErrors).toEqual([]);
    expect(warnings).toEqual([]);
    return lexer;
  } finally {
    console.warn = original;
  }
}

const lexer = checkedLexer();
const UnterminatedTag: TokenType = createToken({ name: "UnterminatedTag", pattern: Lexer.NA });

/**
 * The AIGX lexer as it was built on chevrotain: chevrotain cannot leave a mode without consuming
 * input, so a tag left open by a `<` is cut at that `<` (marked with UnterminatedTag) and lexing
 * resumes there in the outer mode.
 */
function chevrotainLex(text: string): LexResult {
  const tokens: LexResult["tokens"] = [];
  const errors: LexResult["errors"] = [];
  let offset = 0;
  for (;;) {
    const chunk = text.slice(offset);
    const r = lexer.tokenize(chunk);
    const cut = r.errors.find((e: ILexingError) => e.offset > 0 && chunk[e.offset] === "<");
    for (const t of r.tokens as IToken[]) {
      if (cut && t.startOffset >= cut.offset) break;
      tokens.push({
        kind: t.tokenType.name as LexResult["tokens"][number]["kind"],
        image: t.image,
        start: t.startOffset + offset,
        end: (t.endOffset ?? t.startOffset) + offset,
      });
    }
    for (const e of r.errors)
      if (!cut || e.offset < cut.offset) errors.push({ offset: e.offset + offset, length: e.length });
    if (!cut) return { tokens, errors };
    tokens.push({
      kind: UnterminatedTag.name as "UnterminatedTag",
      image: "",
      start: offset + cut.offset,
      end: offset + cut.offset,
    });
    offset += cut.offset;
  }
}

function aigxFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) aigxFiles(p, out);
    else if (name.endsWith(".aigx")) out.push(p);
  }
  return out;
}

/** Text made of what the patterns turn on: tag starts and ends, quotes, comment and CDATA pieces, digits, space, non-ASCII. */
const aigxish = fc
  .array(
    fc.constantFrom(
      "<",
      ">",
      "/",
      "=",
      '"',
      "'",
      "!",
      "-",
      "--",
      "<!--",
      "-->",
      "<![CDATA[",
      "]]>",
      "[",
      "]",
      "rule",
      "r1",
      "id",
      "x-globs",
      "_a",
      "9",
      " ",
      "\n",
      "\t",
      "&lt;",
      "é",
      "😀",
      "\ud800",
      "a.b:c",
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(""));

describe("the AIGX lexer against chevrotain's", () => {
  it("lexes every AIGX file of the fixtures as chevrotain does", () => {
    const files = aigxFiles(join(repoRoot, "test/fixtures"));
    expect(files.length).toBeGreaterThan(40);
    for (const f of files) {
      const text = readFileSync(f, "utf8");
      expect(lexAigx(text), f).toEqual(chevrotainLex(text));
    }
  });

  it("lexes damaged tags (a `<` inside a tag, digits, unclosed quotes, junk) as chevrotain does", () => {
    for (const text of [
      '<rule id="a" <b>x</b>',
      "<rule 1x='y'>",
      '<rule id="open>text',
      "<a <b <c>",
      "<rule 1<x>z</rule>",
      "<a/b>",
      "<!-- open",
      "<rule id='a'/>\u00e9<",
    ]) {
      const ours = lexAigx(text);
      expect(ours, text).toEqual(chevrotainLex(text));
    }
    expect(lexAigx('<rule id="a" <b>').tokens.map((t) => t.kind)).toEqual([
      "OpenTag",
      "AttrName",
      "Equals",
      "DqValue",
      "UnterminatedTag",
      "OpenTag",
      "TagEnd",
    ]);
    expect(lexAigx("<rule 1<x>").errors).toEqual([{ offset: 6, length: 2 }]);
  });

  it("lexes random tag-like text as chevrotain does", () => {
    fc.assert(
      fc.property(aigxish, (text) => {
        expect(lexAigx(text)).toEqual(chevrotainLex(text));
      }),
      propertyRuns(3000),
    );
  });
});
