/** Glob lists as rule files write them: a YAML list, or one string of comma-separated patterns (commas inside `{a,b}` belong to the pattern). */

/** Split a comma-separated glob string, keeping brace alternatives (`src/**\/*.{ts,tsx}`) whole. */
export function splitGlobs(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (const ch of s) {
    if (ch === "{") depth++;
    else if (ch === "}") depth = Math.max(0, depth - 1);
    if (ch === "," && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** A front-matter value as a list of globs (trimmed, unquoted, empty ones dropped). */
export function globsOf(v: unknown): string[] {
  const items = Array.isArray(v)
    ? v.flatMap((x) => (typeof x === "string" ? splitGlobs(x) : []))
    : typeof v === "string"
      ? splitGlobs(v)
      : [];
  return items
    .map((s) =>
      s
        .trim()
        .replace(/^["']|["']$/g, "")
        .trim(),
    )
    .filter(Boolean);
}
