/**
 * The front matter most rule files hold, read without the YAML library: top-level `key: value`
 * lines and `  - item` lists, each value a plain string, a quoted string without escapes, or a
 * boolean. That is every front matter agentc writes and most that people write; re-reading an export
 * parses hundreds of them, and the YAML library's document model was most of that time.
 *
 * Anything else (numbers, nulls, flow collections, anchors, block scalars, escapes, comments after
 * a value, nesting, duplicate keys) returns `undefined`, and the caller reads the block with the YAML
 * library: this reader never decides what YAML would decide differently. A property test holds it to
 * the library's values and lines.
 */

export interface FlatYaml {
  data: Record<string, unknown>;
  /** 1-based file line of each key. */
  fieldLines: Map<string, number>;
}

const KEY_LINE = /^([A-Za-z_][\w-]*):(?:[ ]+(.*))?$/;
const ITEM_LINE = /^([ ]+)-[ ]+(.*)$/;
/** A tab, control characters, a byte-order mark, line separators: left to the YAML library. */
const NOT_PLAIN_TEXT = /[\x00-\x08\x09\x0b-\x1f\x7f-\x9f\ufeff\u2028\u2029]/;
/** Keys YAML's core schema reads as something other than their own string. */
const NON_STRING_KEY = /^(?:true|True|TRUE|false|False|FALSE|null|Null|NULL|__proto__)$/;

/**
 * A one-line scalar as YAML's core schema reads it, or `undefined` when it is not certainly a string
 * or a boolean: a first character that is an indicator, a digit, a sign, a dot or `~` (numbers, nulls,
 * aliases, tags, collections); `: ` or ` #` inside; a tab or a control character; a quote with escapes or quotes inside.
 */
function scalar(raw: string): string | boolean | undefined {
  const v = raw.replace(/ +$/, "");
  if (!v || NOT_PLAIN_TEXT.test(v)) return undefined;
  const q = v[0];
  if (q === '"' || q === "'") {
    const inner = v.slice(1, -1);
    return v.length >= 2 && v.endsWith(q) && !inner.includes(q) && !(q === '"' && inner.includes("\\"))
      ? inner
      : undefined;
  }
  if (/^[-?:,[\]{}#&*!|>%@`0-9+.~]/.test(v) || v.includes(": ") || v.includes(" #") || v.endsWith(":"))
    return undefined;
  if (/^(?:true|True|TRUE|false|False|FALSE)$/.test(v)) return v.toLowerCase() === "true";
  if (/^(?:null|Null|NULL)$/.test(v)) return undefined;
  return v;
}

/** Read the block's `lines` (the first is file line `firstLine`), or `undefined` when it is not flat. */
export function readFlatYaml(lines: readonly string[], firstLine: number): FlatYaml | undefined {
  const data: Record<string, unknown> = {};
  const fieldLines = new Map<string, number>();
  /** The key whose value is still empty: the list its `- item` lines build. */
  let listKey: string | undefined;
  let listIndent: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.endsWith("\r") ? lines[i]!.slice(0, -1) : lines[i]!;
    if (!line.trim() || /^#/.test(line)) continue;
    const key = KEY_LINE.exec(line);
    if (key) {
      const name = key[1]!;
      if (NON_STRING_KEY.test(name) || fieldLines.has(name)) return undefined;
      fieldLines.set(name, firstLine + i);
      // KEY_LINE's spaces after the colon take every leading space: the value is empty or starts with text.
      const raw = key[2] ?? "";
      if (!raw) {
        data[name] = null;
        listKey = name;
        listIndent = undefined;
        continue;
      }
      const value = scalar(raw);
      if (value === undefined) return undefined;
      data[name] = value;
      listKey = undefined;
      continue;
    }
    const item = ITEM_LINE.exec(line);
    if (!item || listKey === undefined || (listIndent !== undefined && item[1] !== listIndent)) return undefined;
    listIndent = item[1]!;
    const value = scalar(item[2]!);
    if (value === undefined) return undefined;
    const list = data[listKey];
    if (Array.isArray(list)) list.push(value);
    else data[listKey] = [value];
  }
  return { data, fieldLines };
}
