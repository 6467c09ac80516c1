/**
 * One Python file's facts, read line by line with its strings and comments told apart (single,
 * double and triple quotes, prefixes such as `r` and `f`, line continuations and brackets joining
 * lines): `import a.b as c`, `from .x import (y, z)` (relative names resolved against the file's
 * own package), the names it exports (`__all__`, else its public top-level functions and classes),
 * its module docstring, and what it states about itself (as scan-js.ts).
 */
import type { FileFacts, ImportRef, Statement } from "./scan-js.js";
import { DO_NOT, GENERATED, MAY_DO_NOT, generatedHeader, sentenceWith } from "./scan-js.js";
import { sentences } from "./sentences.js";

interface Logical {
  /** The code, with each string's contents replaced by nothing (its quotes kept). */
  code: string;
  line: number;
  indent: number;
}

/** Logical lines, comments, strings (contents, in order, with the line they start on). */
function split(text: string): {
  lines: Logical[];
  comments: Array<{ text: string; line: number }>;
  firstString?: string;
} {
  const lines: Logical[] = [];
  const comments: Array<{ text: string; line: number }> = [];
  let firstString: string | undefined;
  let sawCode = false;
  let code = "";
  let depth = 0;
  let line = 1;
  let startLine = 1;
  let i = 0;
  const n = text.length;
  const flush = (): void => {
    if (code.trim()) {
      const indent = /^[ \t]*/.exec(code)![0].length;
      lines.push({ code: code.trim(), line: startLine, indent });
    }
    code = "";
  };
  while (i < n) {
    const c = text[i]!;
    if (c === "#") {
      const end = text.indexOf("\n", i);
      const stop = end < 0 ? n : end;
      comments.push({ text: text.slice(i + 1, stop).trim(), line });
      i = stop;
      continue;
    }
    if (c === "\\" && (text[i + 1] === "\n" || (text[i + 1] === "\r" && text[i + 2] === "\n"))) {
      i += text[i + 1] === "\r" ? 3 : 2;
      line++;
      continue;
    }
    if (c === "\n") {
      line++;
      i++;
      if (depth === 0) {
        flush();
        startLine = line;
      }
      continue;
    }
    if (c === '"' || c === "'") {
      const triple = text.startsWith(c.repeat(3), i);
      const q = triple ? c.repeat(3) : c;
      let j = i + q.length;
      let content = "";
      for (;;) {
        if (j >= n) break;
        const d = text[j]!;
        // A backslash takes the next character with it in every string, raw (`r"\""` is `\"`) or not,
        // so the quote after it never ends the string; the newline after it is a line either way.
        if (d === "\\") {
          const width = text.startsWith("\r\n", j + 1) ? 3 : 2;
          content += text.slice(j, j + width);
          if (text[j + width - 1] === "\n") line++;
          j += width;
          continue;
        }
        if (text.startsWith(q, j)) {
          j += q.length;
          break;
        }
        if (d === "\n") {
          if (!triple) break; // an unterminated string ends at the line's end
          line++;
        }
        content += d;
        j++;
      }
      if (!sawCode && firstString === undefined && triple) firstString = content;
      sawCode = true;
      code += `${q}${q}`;
      i = j;
      continue;
    }
    if (c === "(" || c === "[" || c === "{") depth++;
    else if ((c === ")" || c === "]" || c === "}") && depth > 0) depth--;
    if (c !== " " && c !== "\t" && c !== "\r") sawCode = true;
    if (c !== "\r") code += c;
    i++;
  }
  flush();
  return { lines, comments, ...(firstString !== undefined ? { firstString } : {}) };
}

/** A module-relative name (`..a.b` from `pkg.sub.mod`) as an absolute one. */
function absolute(rel: string, module: string, isPackage: boolean): string | undefined {
  const dots = /^\.*/.exec(rel)![0].length;
  if (!dots) return rel;
  const parts = module.split(".");
  const base = isPackage ? parts : parts.slice(0, -1);
  if (dots - 1 > base.length) return undefined;
  const anchor = base.slice(0, base.length - (dots - 1));
  const rest = rel.slice(dots);
  return [...anchor, ...(rest ? [rest] : [])].join(".");
}

/**
 * Facts of a Python file whose module is `module` (`pkg.sub.mod`; `isPackage` for an `__init__.py`).
 * `from m import a, b` gives `m.a` and `m.b` as well as `m`: whichever is a module of the repository
 * is what the file imports (scan-repo.ts resolves them).
 */
export function scanPython(
  text: string,
  module: string,
  isPackage: boolean,
): FileFacts & { candidates: ImportRef[][] } {
  const { lines, comments, firstString } = split(text);
  const refs: ImportRef[] = [];
  const candidates: ImportRef[][] = [];
  let all: string[] | undefined;
  const defs: string[] = [];
  for (const l of lines) {
    const im = /^import\s+(.+)$/.exec(l.code);
    if (im) {
      for (const part of im[1]!.replace(/[()]/g, "").split(",")) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (/^[\w.]+$/.test(name)) candidates.push([{ spec: name, line: l.line }]);
      }
      continue;
    }
    const from = /^from\s+(\.*[\w.]*)\s+import\s+(.+)$/.exec(l.code);
    if (from) {
      const base = absolute(from[1]!, module, isPackage);
      if (base === undefined) continue;
      const names = from[2]!
        .replace(/[()\\]/g, " ")
        .split(",")
        .map((x) =>
          x
            .trim()
            .split(/\s+as\s+/)[0]!
            .trim(),
        )
        .filter((x) => /^\w+$/.test(x));
      for (const name of names)
        candidates.push([
          ...(base ? [{ spec: `${base}.${name}`, line: l.line }] : [{ spec: name, line: l.line }]),
          ...(base ? [{ spec: base, line: l.line }] : []),
        ]);
      if (!names.length && base) candidates.push([{ spec: base, line: l.line }]); // from m import *
      continue;
    }
    if (l.indent === 0) {
      const def = /^(?:async\s+)?(?:def|class)\s+([A-Za-z]\w*)/.exec(l.code);
      if (def) defs.push(def[1]!);
      if (/^__all__\s*[:=]/.test(l.code)) all = [];
    }
  }
  // __all__'s names are in the strings, which split() emptied: read them from the text.
  if (all) {
    const m = /^__all__\s*(?::[^=]*)?=\s*[[(]([^\])]*)[\])]/m.exec(text);
    all = m ? [...m[1]!.matchAll(/["']([A-Za-z_]\w*)["']/g)].map((x) => x[1]!) : [];
  }
  const statements: Statement[] = [];
  const header = comments
    .filter((c) => c.line <= 5)
    .map((c) => c.text)
    .join("\n");
  if (GENERATED.test(header)) statements.push({ text: generatedHeader(header) ?? header, line: 1, kind: "generated" });
  for (const c of comments) {
    if (c.line <= 5 && GENERATED.test(header)) continue;
    if (MAY_DO_NOT.test(c.text)) {
      const s = sentenceWith(c.text, DO_NOT);
      if (s && s.length > 12) statements.push({ text: s, line: c.line, kind: "do-not" });
    }
  }
  const doc = firstString?.trim();
  if (doc && GENERATED.test(doc.split("\n")[0]!))
    statements.push({ text: generatedHeader(doc) ?? doc.split("\n")[0]!, line: 1, kind: "generated" });
  const dep = doc && /(?:\.\. deprecated::|^\s*Deprecated\b[:.]?)\s*([^\n]*)/m.exec(doc);
  if (dep)
    statements.push({
      text: `This module is deprecated${dep[1]?.trim() ? `: ${sentences(dep[1])[0]}` : "."}`,
      line: 1,
      kind: "deprecated",
    });
  const facts: FileFacts & { candidates: ImportRef[][] } = {
    refs,
    exports: all ?? defs, // defs holds public names only: the pattern above takes none starting with _
    statements,
    candidates,
  };
  if (doc) facts.doc = doc;
  return facts;
}
