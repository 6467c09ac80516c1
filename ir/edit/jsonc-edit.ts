/**
 * Shared JSON files (`.claude/settings.json`, `.gemini/settings.json`, `.vscode/mcp.json`,
 * `opencode.json(c)`) edited in place: only the values agentc owns change; every other key, every
 * comment, the key order and the formatting stay byte for byte. The edits are made by
 * `jsonc-parser` (`modify` / `applyEdits`, the parser VS Code edits its own settings with), loaded
 * only when a file is edited; the indentation and line ending are the file's own.
 */
import { createRequire } from "node:module";

type JsoncParser = typeof import("jsonc-parser");
let jsonc: JsoncParser | undefined;
const parser = (): JsoncParser => (jsonc ??= createRequire(import.meta.url)("jsonc-parser") as JsoncParser);

export type JsonPath = ReadonlyArray<string | number>;

/** One owned value: set it (`value`), or remove it (`value` undefined). */
export interface JsonEdit {
  path: JsonPath;
  value: unknown;
}

/** The file's indentation unit and line ending, so inserted text looks like the rest. */
function formatting(text: string): { insertSpaces: boolean; tabSize: number; eol: string } {
  const eol = /\r\n/.test(text) ? "\r\n" : "\n";
  const indented = /\n([ \t]+)\S/.exec(text)?.[1];
  if (indented?.startsWith("\t")) return { insertSpaces: false, tabSize: 1, eol };
  return { insertSpaces: true, tabSize: indented ? Math.min(indented.length, 8) : 2, eol };
}

/** The document as the parser reads it (comments and trailing commas allowed), or undefined when it is not JSON. */
export function parseJsonc(text: string): { value: unknown } | undefined {
  const errors: import("jsonc-parser").ParseError[] = [];
  const value = parser().parse(text, errors, {
    allowTrailingComma: true,
    disallowComments: false,
    allowEmptyContent: true,
  });
  return errors.length ? undefined : { value };
}

/**
 * A new key added after the last one of its object, in the indentation of that last one, so no
 * neighbour is re-flowed (jsonc-parser formats the whole line it inserts on); undefined when the
 * object is missing or empty (then jsonc-parser's own insertion is used).
 */
function appendProperty(
  text: string,
  tree: import("jsonc-parser").Node,
  path: JsonPath,
  value: unknown,
  f: { insertSpaces: boolean; tabSize: number; eol: string },
): string | undefined {
  const p = parser();
  const key = path[path.length - 1];
  const parent = p.findNodeAtLocation(tree, [...path.slice(0, -1)]);
  const last = parent?.type === "object" ? parent.children?.[parent.children.length - 1] : undefined;
  if (typeof key !== "string" || !last) return undefined;
  const lineStart = text.lastIndexOf("\n", last.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  if (lineStart + indent.length !== last.offset) return undefined; // the last key shares its line: let the parser lay it out
  const unit = f.insertSpaces ? " ".repeat(f.tabSize) : "\t";
  const body = JSON.stringify(value, null, unit).split("\n").join(`${f.eol}${indent}`);
  const end = last.offset + last.length;
  return `${text.slice(0, end)},${f.eol}${indent}${JSON.stringify(key)}: ${body}${text.slice(end)}`;
}

/** Spaces and one-line block comments. */
const GAP = String.raw`(?:[ \t]|\/\*(?:[^*\n]|\*(?!\/))*\*\/)*`;
/** What may follow a key on its line for the line to go with it: a comma, comments, the line's end. */
const REST_OF_LINE = new RegExp(String.raw`^${GAP}(,)?${GAP}(?:\/\/[^\n]*)?(\r?\n|$)`);
/** A key's comma and the spaces after it. */
const KEY_COMMA = new RegExp(String.raw`^${GAP},[ \t]*`);

/**
 * A key removed with its own lines (and the comment lines just above it, at its indentation: they
 * describe it), the comma before it dropped when it was the last; a key with more after it on its
 * line is cut with its comma; undefined when the key does not start its line or has no comma before
 * what follows it (then jsonc-parser's own removal is used).
 */
function removeLines(text: string, tree: import("jsonc-parser").Node, path: JsonPath): string | undefined {
  const p = parser();
  const parent = p.findNodeAtLocation(tree, [...path.slice(0, -1)]);
  const props = parent?.type === "object" ? (parent.children ?? []) : [];
  const i = props.findIndex((c) => c.children?.[0]?.value === path[path.length - 1]);
  const prop = props[i];
  if (!prop) return undefined;
  let start = text.lastIndexOf("\n", prop.offset - 1) + 1;
  const indent = text.slice(start, prop.offset);
  if (!/^[ \t]*$/.test(indent)) return undefined;
  // The rest of its line: a comma, and comments (which describe it) go with it.
  const after = REST_OF_LINE.exec(text.slice(prop.offset + prop.length));
  if (!after) {
    // Something else follows on its line (the next key, a comment): cut the key, its comma and the
    // spaces after it, so that rest keeps its place (jsonc-parser's removal would join it to the line above).
    const comma = KEY_COMMA.exec(text.slice(prop.offset + prop.length));
    return comma ? text.slice(0, prop.offset) + text.slice(prop.offset + prop.length + comma[0].length) : undefined;
  }
  const end = prop.offset + prop.length + after[0].length;
  for (;;) {
    const above = text.lastIndexOf("\n", start - 2) + 1;
    if (start === 0 || !text.slice(above, start).startsWith(`${indent}//`)) break;
    start = above;
  }
  let out = text.slice(0, start) + text.slice(end);
  const prev = props[i - 1];
  if (i === props.length - 1 && !after[1] && prev) {
    const tail = /^[ \t]*,/.exec(out.slice(prev.offset + prev.length));
    if (tail)
      out =
        out.slice(0, prev.offset + prev.length + tail[0].length - 1) +
        out.slice(prev.offset + prev.length + tail[0].length);
  }
  return out;
}

/** Same JSON value, key order aside. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) =>
        Object.prototype.hasOwnProperty.call(b, k) &&
        sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/**
 * `text` with the edits applied in order, each only where the value differs (an owned value the file
 * already holds, in whatever key order, keeps its bytes). Throws when `text` is not JSON with comments:
 * the caller decides what a file it cannot edit means.
 */
export function editJsonc(text: string, edits: readonly JsonEdit[]): string {
  const p = parser();
  const errors: import("jsonc-parser").ParseError[] = [];
  const options = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };
  let tree = p.parseTree(text, errors, options);
  if (errors.length) throw new Error("not JSON");
  const formattingOptions = formatting(text);
  let out = text.trim() === "" ? "{}" : text;
  if (out !== text) tree = p.parseTree(out, [], options);
  let stale = false;
  for (const e of edits) {
    // One parse per edit that changes something (a large ~/.claude.json is parsed as few times as can be).
    if (stale) tree = p.parseTree(out, [], options);
    stale = false;
    const node = tree && p.findNodeAtLocation(tree, [...e.path]);
    const current = node ? p.getNodeValue(node) : undefined;
    if (e.value === undefined ? node === undefined : node !== undefined && sameJson(current, e.value)) continue;
    stale = true;
    if (e.value === undefined) {
      out = removeLines(out, tree!, e.path) ?? p.applyEdits(out, p.modify(out, [...e.path], undefined, {}));
    } else if (node) {
      out = replaceValue(out, node.offset, node.length, e.value, formattingOptions);
    } else {
      out =
        appendProperty(out, tree!, e.path, e.value, formattingOptions) ??
        p.applyEdits(out, p.modify(out, [...e.path], e.value, { formattingOptions }));
    }
  }
  if (text.trim() === "" && out !== text) out += formattingOptions.eol;
  return out;
}

/** A value replaced where it stands, laid out in the indentation of its line (a one-line value stays on one line when it was). */
function replaceValue(
  text: string,
  offset: number,
  length: number,
  value: unknown,
  f: { insertSpaces: boolean; tabSize: number; eol: string },
): string {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const unit = f.insertSpaces ? " ".repeat(f.tabSize) : "\t";
  const body = JSON.stringify(value, null, unit).split("\n").join(`${f.eol}${indent}`);
  return text.slice(0, offset) + body + text.slice(offset + length);
}
