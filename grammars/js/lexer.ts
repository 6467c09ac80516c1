/**
 * A lexer for JavaScript and TypeScript source (and JSON, JSONC): tokens and comments with their
 * offsets and lines, and nothing more: no parser, no type checker. What a token is follows the
 * language, except where only a parser could know: a `/` starts a regular expression where the
 * token before it cannot end an expression (a punctuator other than `)` `]`, a keyword such as
 * `return`, or nothing), and divides otherwise. A string or regular expression left open ends at
 * the end of its line (counted in `errors`), so one stray quote in JSX text costs one line, not the
 * rest of the file. Template literals nest (`${ … `${ … }` … }`) to any depth.
 */

export type JsTokenKind =
  | "id"
  | "num"
  | "str"
  | "regex"
  | "punct"
  | "priv"
  /** A template with no substitution: `…`. */
  | "tpl"
  /** The text of a template up to its first `${`. */
  | "tpl-head"
  /** Between a `}` that closes a substitution and the next `${`. */
  | "tpl-mid"
  /** From the last substitution's `}` to the closing backquote. */
  | "tpl-tail";

export interface JsToken {
  kind: JsTokenKind;
  /** An identifier's or punctuator's text; a string's or template part's cooked value; a number's text. */
  value: string;
  start: number;
  end: number;
  /** 1-based line of the first character. */
  line: number;
  /** A line break comes between this token and the one before it. */
  nl: boolean;
}

export interface JsComment {
  /** The comment's text with its delimiters (`//`, `/*`, `*\/`). */
  text: string;
  start: number;
  end: number;
  line: number;
  block: boolean;
}

export interface JsLexed {
  tokens: JsToken[];
  comments: JsComment[];
  /** Strings, templates, regular expressions or comments left open. */
  errors: number;
}

const PUNCT = [
  ">>>=",
  "...",
  "===",
  "!==",
  "**=",
  "<<=",
  ">>=",
  ">>>",
  "&&=",
  "||=",
  "??=",
  "=>",
  "==",
  "!=",
  "<=",
  ">=",
  "&&",
  "||",
  "??",
  "?.",
  "++",
  "--",
  "+=",
  "-=",
  "*=",
  "/=",
  "%=",
  "&=",
  "|=",
  "^=",
  "**",
  "<<",
  ">>",
];
const SINGLE = new Set("{}()[];,<>+-*/%&|^!~?:=.@");
/** Keywords after which a `/` starts a regular expression. */
const REGEX_AFTER = new Set([
  "return",
  "typeof",
  "instanceof",
  "in",
  "of",
  "new",
  "delete",
  "void",
  "throw",
  "case",
  "do",
  "else",
  "yield",
  "await",
  "extends",
]);

const isIdStart = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 36 || c === 95 || c > 127;
const isIdPart = (c: number): boolean => isIdStart(c) || (c >= 48 && c <= 57);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isNewline = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", "0": "\0" };

export function lexJs(text: string, options: { comments?: boolean } = {}): JsLexed {
  const tokens: JsToken[] = [];
  const comments: JsComment[] = [];
  const keepComments = options.comments !== false;
  let errors = 0;
  let i = 0;
  let line = 1;
  let nl = false;
  const n = text.length;
  /** For each open `${`, the brace depth at which its `}` resumes the template. */
  const templateDepths: number[] = [];
  let braces = 0;

  const push = (kind: JsTokenKind, value: string, start: number, startLine: number): void => {
    tokens.push({ kind, value, start, end: i, line: startLine, nl });
    nl = false;
  };
  const regexAllowed = (): boolean => {
    const prev = tokens[tokens.length - 1];
    if (!prev) return true;
    if (prev.kind === "punct") return prev.value !== ")" && prev.value !== "]" && prev.value !== "}";
    if (prev.kind === "id") return REGEX_AFTER.has(prev.value);
    return prev.kind === "tpl-head" || prev.kind === "tpl-mid";
  };
  /** Reads an escape after the backslash at i; returns its cooked text. */
  const escape = (): string => {
    const c = text[i + 1] ?? "";
    if (c === "\r" && text[i + 2] === "\n") {
      i += 3;
      line++;
      return "";
    }
    if (c === "\n" || c === "\r" || c === "\u2028" || c === "\u2029") {
      i += 2;
      line++;
      return "";
    }
    if (c === "u") {
      const m = /^u(?:\{([0-9a-fA-F]{1,6})\}|([0-9a-fA-F]{4}))/.exec(text.slice(i + 1, i + 10));
      if (m) {
        i += 1 + m[0].length;
        const cp = parseInt(m[1] ?? m[2]!, 16);
        return cp <= 0x10ffff ? String.fromCodePoint(cp) : "";
      }
    }
    if (c === "x") {
      const m = /^x([0-9a-fA-F]{2})/.exec(text.slice(i + 1, i + 4));
      if (m) {
        i += 4;
        return String.fromCharCode(parseInt(m[1]!, 16));
      }
    }
    i += 2;
    return ESCAPES[c] ?? c;
  };
  /** A template's text from i (just after ` or }) to `${` or the closing backquote. */
  const templatePart = (start: number, startLine: number, head: boolean): void => {
    let cooked = "";
    for (;;) {
      if (i >= n) {
        errors++;
        push(head ? "tpl" : "tpl-tail", cooked, start, startLine);
        return;
      }
      const c = text.charCodeAt(i);
      if (c === 96) {
        i++;
        push(head ? "tpl" : "tpl-tail", cooked, start, startLine);
        return;
      }
      if (c === 36 && text.charCodeAt(i + 1) === 123) {
        i += 2;
        push(head ? "tpl-head" : "tpl-mid", cooked, start, startLine);
        templateDepths.push(braces);
        return;
      }
      if (c === 92) {
        cooked += escape();
        continue;
      }
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
      cooked += text[i];
      i++;
    }
  };

  if (text.startsWith("#!")) while (i < n && !isNewline(text.charCodeAt(i))) i++;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 0x2028 || c === 0x2029 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      nl = true;
      i++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13 || c === 11 || c === 12 || c === 0xa0 || c === 0xfeff) {
      i++;
      continue;
    }
    const start = i;
    const startLine = line;
    if (c === 47 && text.charCodeAt(i + 1) === 47) {
      while (i < n && !isNewline(text.charCodeAt(i))) i++;
      if (keepComments) comments.push({ text: text.slice(start, i), start, end: i, line: startLine, block: false });
      continue;
    }
    if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf("*/", i + 2);
      i = close < 0 ? n : close + 2;
      if (close < 0) errors++;
      for (let k = start; k < i; k++) {
        const d = text.charCodeAt(k);
        if (d === 10 || d === 0x2028 || d === 0x2029 || (d === 13 && text.charCodeAt(k + 1) !== 10)) {
          line++;
          nl = true;
        }
      }
      if (keepComments) comments.push({ text: text.slice(start, i), start, end: i, line: startLine, block: true });
      continue;
    }
    if (isIdStart(c) || c === 92) {
      i++;
      while (i < n && (isIdPart(text.charCodeAt(i)) || text.charCodeAt(i) === 92)) i++;
      push("id", text.slice(start, i), start, startLine);
      continue;
    }
    if (c === 35 && i + 1 < n && isIdStart(text.charCodeAt(i + 1))) {
      i += 2;
      while (i < n && isIdPart(text.charCodeAt(i))) i++;
      push("priv", text.slice(start, i), start, startLine);
      continue;
    }
    if (isDigit(c) || (c === 46 && isDigit(text.charCodeAt(i + 1)))) {
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (isIdPart(d) || d === 46) i++;
        else if ((d === 43 || d === 45) && /[eE]/.test(text[i - 1]!) && !/^0[xX]/.test(text.slice(start, i))) i++;
        else break;
      }
      push("num", text.slice(start, i), start, startLine);
      continue;
    }
    if (c === 34 || c === 39) {
      i++;
      let cooked = "";
      for (;;) {
        if (i >= n || isNewline(text.charCodeAt(i))) {
          errors++;
          break;
        }
        const d = text.charCodeAt(i);
        if (d === c) {
          i++;
          break;
        }
        if (d === 92) {
          cooked += escape();
          continue;
        }
        cooked += text[i];
        i++;
      }
      push("str", cooked, start, startLine);
      continue;
    }
    if (c === 96) {
      i++;
      templatePart(start, startLine, true);
      continue;
    }
    if (c === 125 && templateDepths.length && templateDepths[templateDepths.length - 1] === braces) {
      templateDepths.pop();
      i++;
      templatePart(start, startLine, false);
      continue;
    }
    if (c === 47 && regexAllowed()) {
      i++;
      let inClass = false;
      let closed = false;
      while (i < n && !isNewline(text.charCodeAt(i))) {
        const d = text.charCodeAt(i);
        if (d === 92) i += 2;
        else {
          i++;
          if (d === 91) inClass = true;
          else if (d === 93) inClass = false;
          else if (d === 47 && !inClass) {
            closed = true;
            break;
          }
        }
      }
      if (!closed) errors++;
      while (closed && i < n && isIdPart(text.charCodeAt(i))) i++;
      push("regex", text.slice(start, i), start, startLine);
      continue;
    }
    let p: string | undefined;
    for (const q of PUNCT) {
      if (text.startsWith(q, i) && !(q === "?." && isDigit(text.charCodeAt(i + 2)))) {
        p = q;
        break;
      }
    }
    if (p === undefined) p = SINGLE.has(text[i]!) ? text[i]! : undefined;
    if (p !== undefined) {
      i += p.length;
      if (p === "{") braces++;
      else if (p === "}") braces--;
      push("punct", p, start, startLine);
      continue;
    }
    // A character no token starts with (a stray `#`, a control character): skipped.
    errors++;
    i++;
  }
  return { tokens, comments, errors };
}
