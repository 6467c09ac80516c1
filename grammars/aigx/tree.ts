/**
 * The element tree of an AIGX file, built from the lexer's tokens with
 * error recovery: damage is reported with its offset, never silently
 * merged. An element that must not nest (a `<file>`, `<rule>`, `<fact>`, …)
 * opened while one of the same name is still open closes the earlier one
 * and reports it as unclosed; a closing tag pops to its element, reporting
 * what it skipped; a stray closing tag is reported and ignored.
 */
import { lexAigx, type AigxToken } from "./lexer.js";

export interface AigxAttr {
  value: string;
  offset: number;
}

export interface AigxElement {
  kind: "element";
  name: string;
  attrs: Map<string, AigxAttr>;
  children: AigxNode[];
  start: number;
  end: number;
  /** Offset just after the opening tag's `>`. */
  contentStart: number;
  closed: boolean;
}

export interface AigxText {
  kind: "text";
  text: string;
  start: number;
  /** CDATA content is literal (no entity decoding). */
  literal: boolean;
}

export type AigxNode = AigxElement | AigxText;

export interface TreeProblem {
  code: "AIGX-SYNTAX" | "AIGX-UNCLOSED" | "AIGX-STRAY-CLOSE" | "AIGX-DUP-ATTR";
  message: string;
  offset: number;
}

/**
 * Elements whose content is prose. The spec's own examples write tags
 * unescaped inside them (`find the <file> entry … satisfy every id in its
 * <check>`): tags left open inside prose are prose, not structure.
 */
export const PROSE = new Set([
  "read-first",
  "step",
  "rule",
  "role",
  "forbid",
  "gotcha",
  "purpose",
  "public_api",
  "test",
  "blast",
  "freshness",
  "fact",
  "c",
  "name",
  "standard",
  "stack",
]);

export const NON_NESTING = new Set([
  "file",
  "rule",
  "fact",
  "role",
  "forbid",
  "gotcha",
  "check",
  "c",
  "purpose",
  "public_api",
  "test",
  "blast",
  "step",
  "read-first",
  "freshness",
]);

export interface AigxTree {
  roots: AigxNode[];
  problems: TreeProblem[];
}

export function parseAigxTree(text: string): AigxTree {
  const { tokens, errors } = lexAigx(text);
  const problems: TreeProblem[] = errors.map((e) => ({
    code: "AIGX-SYNTAX",
    message: `unexpected ${JSON.stringify(text.substr(e.offset, Math.min(e.length, 12)))}`,
    offset: e.offset,
  }));
  const roots: AigxNode[] = [];
  const stack: AigxElement[] = [];
  const add = (n: AigxNode): void => void (stack.length ? stack[stack.length - 1]!.children : roots).push(n);
  const unclosed = (el: AigxElement, why: string): void => {
    problems.push({ code: "AIGX-UNCLOSED", message: `<${el.name}> is not closed ${why}`, offset: el.start });
  };
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i++]!;
    switch (t.kind) {
      case "Text":
      case "LoneLt":
        add({ kind: "text", text: t.image, start: t.start, literal: false });
        break;
      case "CData":
        add({ kind: "text", text: t.image.slice(9, -3), start: t.start, literal: true });
        break;
      case "Comment":
        break;
      case "UnclosedComment":
        problems.push({ code: "AIGX-UNCLOSED", message: "comment <!-- is not closed", offset: t.start });
        break;
      case "CloseTag": {
        const name = t.image.slice(2).replace(/\s*>$/, "");
        const at = stack.map((e) => e.name).lastIndexOf(name);
        if (at < 0) {
          problems.push({ code: "AIGX-STRAY-CLOSE", message: `</${name}> closes nothing`, offset: t.start });
          break;
        }
        const target = stack[at]!;
        if (stack.length > at + 1 && PROSE.has(name)) {
          // Unclosed tags inside prose are prose: the element's content is its raw text.
          stack.length = at + 1;
          target.children = [
            {
              kind: "text",
              text: text.slice(target.contentStart, t.start),
              start: target.contentStart,
              literal: false,
            },
          ];
        }
        while (stack.length > at + 1) unclosed(stack.pop()!, `(</${name}> closes its parent first)`);
        const el = stack.pop()!;
        el.closed = true;
        el.end = t.end + 1;
        break;
      }
      case "OpenTag": {
        const name = t.image.slice(1);
        if (NON_NESTING.has(name) && !stack.some((e) => PROSE.has(e.name) && e.name !== name)) {
          const at = stack.map((e) => e.name).lastIndexOf(name);
          if (at >= 0) while (stack.length > at) unclosed(stack.pop()!, `before the next <${name}>`);
        }
        const el: AigxElement = {
          kind: "element",
          name,
          attrs: new Map(),
          children: [],
          start: t.start,
          end: t.start,
          contentStart: t.start,
          closed: false,
        };
        let selfClosing = false;
        let ended = false;
        while (i < tokens.length && !ended) {
          const a: AigxToken = tokens[i]!;
          if (a.kind === "TagEnd" || a.kind === "SelfClose") {
            i++;
            ended = true;
            selfClosing = a.kind === "SelfClose";
            el.end = a.end + 1;
            el.contentStart = el.end;
          } else if (a.kind === "AttrName") {
            i++;
            let value = "";
            if (tokens[i]?.kind === "Equals") {
              i++;
              const v = tokens[i];
              if (v && (v.kind === "DqValue" || v.kind === "SqValue")) {
                value = v.image.slice(1, -1);
                i++;
              } else
                problems.push({
                  code: "AIGX-SYNTAX",
                  message: `attribute ${a.image} of <${name}> has no quoted value`,
                  offset: a.start,
                });
            }
            if (el.attrs.has(a.image))
              problems.push({
                code: "AIGX-DUP-ATTR",
                message: `<${name}> repeats attribute ${a.image}`,
                offset: a.start,
              });
            else el.attrs.set(a.image, { value: decodeEntities(value), offset: a.start });
          } else if (a.kind === "TagJunk" || a.kind === "Equals" || a.kind === "DqValue" || a.kind === "SqValue") {
            i++;
            problems.push({
              code: "AIGX-SYNTAX",
              message: `unexpected ${JSON.stringify(a.image)} in <${name}>`,
              offset: a.start,
            });
          } else break; // UnterminatedTag or end of input
        }
        if (!ended) {
          if (tokens[i]?.kind === "UnterminatedTag") i++;
          problems.push({ code: "AIGX-UNCLOSED", message: `<${name} is missing its closing >`, offset: t.start });
        }
        add(el);
        if (selfClosing) el.closed = true;
        else stack.push(el);
        break;
      }
      default:
        break;
    }
  }
  while (stack.length) unclosed(stack.pop()!, "before the end of the file");
  return { roots, problems };
}

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Decode XML entities; an unknown or malformed one stays as written (the spec tolerates bare `&`). */
export function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]+);/g, (m, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : m;
    }
    return NAMED[body] ?? m;
  });
}

/** The text content of an element: entities decoded, child elements' text included, whitespace folded. */
export function textOf(el: AigxElement, fold = true): string {
  const parts: string[] = [];
  const walk = (n: AigxNode): void => {
    if (n.kind === "text") parts.push(n.literal ? n.text : decodeEntities(n.text));
    else n.children.forEach(walk);
  };
  el.children.forEach(walk);
  const s = parts.join("").replace(/\r\n/g, "\n");
  return fold ? s.replace(/\s+/g, " ").trim() : s.trim();
}

export function childElements(el: AigxElement | { children: AigxNode[] }, name?: string): AigxElement[] {
  return el.children.filter((c): c is AigxElement => c.kind === "element" && (!name || c.name === name));
}
