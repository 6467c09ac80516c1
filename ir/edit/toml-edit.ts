/**
 * A shared TOML file (Codex's `config.toml`) edited in place, table by table: agentc replaces,
 * inserts or removes only the tables it owns (`[mcp_servers.<name>]` with its sub-tables) and keeps
 * every other byte — comments, order, spacing — as it was. No maintained comment-keeping TOML editor
 * exists for JavaScript, so this one works on spans: it finds the table headers line by line (outside
 * multi-line strings), cuts an owned table from its header to the next table's (the comment lines
 * just above that next header stay with it), and writes the new table with smol-toml. smol-toml then
 * checks the result: the owned tables read back as written and everything else as it was, or the
 * edit is refused (TomlEditError) rather than guessed.
 */
import { createRequire } from "node:module";

type SmolToml = typeof import("smol-toml");
let toml: SmolToml | undefined;
const smol = (): SmolToml => (toml ??= createRequire(import.meta.url)("smol-toml") as SmolToml);

export class TomlEditError extends Error {}

/** A table header and where its lines are: [start, end) in characters. */
interface Table {
  path: string[];
  start: number;
  end: number;
}

/** The keys of a dotted TOML key (`a."b.c".d` → a, b.c, d); undefined when it is not one. */
export function tomlKeyPath(key: string): string[] | undefined {
  const out: string[] = [];
  const re = /\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*(\.|$)/y;
  let m: RegExpExecArray | null;
  let i = 0;
  while (i < key.length && ((re.lastIndex = i), (m = re.exec(key)))) {
    out.push(m[1] !== undefined ? (JSON.parse(`"${m[1]}"`) as string) : (m[2] ?? m[3]!));
    i = re.lastIndex;
    if (m[4] === "") return out;
  }
  return i >= key.length && out.length ? out : undefined;
}

/** A key as TOML writes it: bare when it can be, else quoted. */
export const tomlKey = (k: string): string => (/^[A-Za-z0-9_-]+$/.test(k) ? k : JSON.stringify(k));

/** The tables of a TOML text with their spans; the text before the first header is not a table. */
function tables(text: string): Table[] {
  const out: Array<{ path: string[]; start: number; headerEnd: number }> = [];
  const lines: Array<{ start: number; text: string }> = [];
  for (let i = 0; i < text.length;) {
    const nl = text.indexOf("\n", i);
    const end = nl === -1 ? text.length : nl + 1;
    lines.push({ start: i, text: text.slice(i, end) });
    i = end;
  }
  let multi: string | undefined;
  const starts: number[] = [];
  lines.forEach((l, n) => {
    if (!multi) {
      const h = /^\s*\[(\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?\r?\n?$/.exec(l.text);
      const path = h && !h[1] ? tomlKeyPath(h[2]!) : undefined;
      if (h) {
        starts.push(n);
        out.push({ path: path ?? [`\0${h[2]}`], start: n, headerEnd: n });
        return;
      }
    }
    // Multi-line strings: a header-looking line inside one is text.
    for (const m of l.text.matchAll(/"""|'''/g)) multi = multi ? (multi === m[0] ? undefined : multi) : m[0];
  });
  const isLoose = (n: number): boolean => /^\s*(#.*)?\r?\n?$/.test(lines[n]!.text);
  return out.map((t, k) => {
    let endLine = k + 1 < out.length ? out[k + 1]!.start : lines.length;
    // Comment and blank lines just above the next header belong to it (the walk stops at this
    // table's own header at the latest: a header line is never loose).
    if (k + 1 < out.length) while (isLoose(endLine - 1)) endLine--;
    // …but a table keeps one blank line after it, as written.
    if (k + 1 < out.length && endLine < out[k + 1]!.start && /^\s*\r?\n$/.test(lines[endLine]!.text)) endLine++;
    return {
      path: t.path,
      start: lines[t.start]!.start,
      end: endLine < lines.length ? lines[endLine]!.start : text.length,
    };
  });
}

const within = (path: readonly string[], prefix: readonly string[]): boolean =>
  prefix.length <= path.length && prefix.every((p, i) => path[i] === p);

/**
 * A date's TOML kind, as smol-toml's TomlDate tells it (local or not, date only, time only): a local
 * date and the local date-time of its midnight are the same instant but not the same value. A plain
 * Date is a date-time with an offset.
 */
const dateKind = (d: Date): string =>
  (["isLocal", "isDate", "isTime"] as const)
    .map((m) => {
      const f = (d as Date & Partial<Record<typeof m, () => boolean>>)[m];
      return typeof f === "function" && f.call(d);
    })
    .join();

/** The same TOML value (key order aside; dates by their kind and instant), without copying either. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime() && dateKind(a) === dateKind(b);
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

function at(doc: unknown, path: readonly string[]): unknown {
  let v = doc;
  for (const k of path) v = v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

/** A TOML text as plain data (smol-toml); throws on a text that is not TOML. */
export const parseToml = (text: string): Record<string, unknown> => smol().parse(text) as Record<string, unknown>;

/** The tables under `parent` (`["mcp_servers"]`) by the name after it, as the document holds them. */
export function tomlTablesUnder(doc: unknown, parent: readonly string[]): Record<string, unknown> {
  const v = at(doc, parent);
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/**
 * `text` with the tables under `parent` set to `owned` (name → table; a name missing from `owned`
 * is removed). A table the file already holds with the same value keeps its bytes; a new one is
 * appended at the end. Throws TomlEditError when the text is not TOML or an owned table is written
 * in a form the span editor does not cut (inline or dotted keys): nothing is guessed.
 */
export function editTomlTables(
  text: string,
  parent: readonly string[],
  owned: Readonly<Record<string, Record<string, unknown>>>,
): string {
  const t = smol();
  let before: Record<string, unknown>;
  try {
    before = t.parse(text) as Record<string, unknown>;
  } catch (e) {
    throw new TomlEditError(`not TOML: ${(e as Error).message.split("\n")[0]}`);
  }
  const current = tomlTablesUnder(before, parent);
  const spans = tables(text);
  const eol = /\r\n/.test(text) ? "\r\n" : "\n";
  const cuts: Array<{ start: number; end: number; insert: string }> = [];
  const render = (name: string, value: Record<string, unknown>): string => {
    let nested: Record<string, unknown> = { [name]: value };
    for (const p of [...parent].reverse()) nested = { [p]: nested };
    // smol-toml writes no header for a table that holds only tables (`{a: {b: {c: 1}}}` is `[a.b]\nc = 1`),
    // so the parents' headers never appear (pinned by the whole-file tests of shared-file-edit.test.ts).
    const s = t.stringify(nested).trimEnd();
    return s.replace(/\n/g, eol) + eol;
  };
  const names = new Set([...Object.keys(current), ...Object.keys(owned)]);
  let appended = "";
  for (const name of [...names]) {
    const want = owned[name];
    const have = current[name];
    if (want !== undefined && have !== undefined && sameValue(want, have)) continue;
    const mine = spans.filter((s) => within(s.path, [...parent, name]));
    if (have !== undefined && !mine.some((s) => s.path.length === parent.length + 1)) {
      throw new TomlEditError(
        `[${[...parent, name].map(tomlKey).join(".")}] is not written as a table of its own; edit it by hand or move it into its own table`,
      );
    }
    if (mine.length) {
      mine.forEach((s, i) =>
        cuts.push({
          start: s.start,
          end: s.end,
          insert: i === 0 && want !== undefined ? render(name, want) + (s.end < text.length ? eol : "") : "",
        }),
      );
    } else if (want !== undefined) appended += (appended || text.trim() ? eol : "") + render(name, want);
  }
  let out = text;
  for (const c of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, c.start) + c.insert + out.slice(c.end);
  if (appended) out = (out === "" || out.endsWith("\n") ? out : out + eol) + appended;
  verify(t, before, out, parent, owned);
  return out;
}

/** The edit read back by smol-toml: owned tables as wanted, everything else as before. */
function verify(
  t: SmolToml,
  before: Record<string, unknown>,
  out: string,
  parent: readonly string[],
  owned: Readonly<Record<string, Record<string, unknown>>>,
): void {
  let after: Record<string, unknown>;
  try {
    after = t.parse(out) as Record<string, unknown>;
  } catch (e) {
    throw new TomlEditError(`the edited file would not be TOML: ${(e as Error).message.split("\n")[0]}`);
  }
  // Everything but the parent table compared as it is; inside the parent's holder, every other key.
  const without = (doc: Record<string, unknown>): Record<string, unknown> => {
    let holder: Record<string, unknown> = doc;
    for (const p of parent.slice(0, -1)) holder = (holder[p] ?? {}) as Record<string, unknown>;
    const { [parent[parent.length - 1]!]: _owned, ...rest } = holder;
    return rest;
  };
  if (parent.length > 1 && !sameValue({ ...before, [parent[0]!]: undefined }, { ...after, [parent[0]!]: undefined }))
    throw new TomlEditError("the edit would change tables agentc does not own");
  if (!sameValue(without(before), without(after)))
    throw new TomlEditError("the edit would change tables agentc does not own");
  if (!sameValue(tomlTablesUnder(after, parent), owned))
    throw new TomlEditError("the edited tables do not read back as written");
}

/**
 * `text` with top-level keys (before any table) set to string values (`approval_policy = "never"`).
 * A key already holding the value keeps its bytes; one on a line of its own (`key = "…"`, a comment
 * after it kept) has its value replaced; a missing one goes after the last top-level key (so a
 * comment above the first table stays with it), else at the top. Throws TomlEditError when the text
 * is not TOML, a key is written otherwise (dotted, multi-line, inside a table), or the result would
 * change anything else.
 */
export function editTomlTopKeys(text: string, values: Readonly<Record<string, string>>): string {
  const t = smol();
  let before: Record<string, unknown>;
  try {
    before = t.parse(text) as Record<string, unknown>;
  } catch (e) {
    throw new TomlEditError(`not TOML: ${(e as Error).message.split("\n")[0]}`);
  }
  const eol = /\r\n/.test(text) ? "\r\n" : "\n";
  const headOf = (s: string): string => s.slice(0, tables(s)[0]?.start ?? s.length);
  let out = text;
  let inserted = "";
  for (const [key, value] of Object.entries(values)) {
    if (before[key] === value) continue;
    // The key as text: `a.b` must not match the line of `axb`.
    const keyText = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const line = new RegExp(
      `^([ \\t]*${keyText}[ \\t]*=[ \\t]*)("(?:[^"\\\\\\n]|\\\\.)*"|'[^'\\n]*')([ \\t]*(?:#[^\\n]*)?)$`,
      "m",
    ).exec(headOf(out));
    if (line)
      out =
        out.slice(0, line.index) + line[1] + JSON.stringify(value) + line[3] + out.slice(line.index + line[0].length);
    else if (key in before)
      throw new TomlEditError(`${key} is not written as a one-line string before the first table; edit it by hand`);
    else inserted += `${tomlKey(key)} = ${JSON.stringify(value)}${eol}`;
  }
  const reads = (candidate: string): boolean => {
    try {
      return sameValue({ ...before, ...values }, t.parse(candidate));
    } catch {
      return false;
    }
  };
  if (inserted) {
    // After the last top-level key line (a multi-line value there fails the check and falls back to the top).
    const keys = [...headOf(out).matchAll(/^[ \t]*[A-Za-z0-9_"'.-]+[ \t]*=.*$/gm)];
    const last = keys[keys.length - 1];
    let at = -1;
    if (last) {
      at = last.index + last[0].length;
      at += out.startsWith("\r\n", at) ? 2 : out.startsWith("\n", at) ? 1 : 0;
    }
    const after =
      at >= 0 ? out.slice(0, at) + (out.slice(0, at).endsWith("\n") ? "" : eol) + inserted + out.slice(at) : undefined;
    out = after !== undefined && reads(after) ? after : inserted + (out.trim() ? eol : "") + out;
  }
  if (!reads(out)) throw new TomlEditError("the edit would change keys agentc does not own, or would not be TOML");
  return out;
}
