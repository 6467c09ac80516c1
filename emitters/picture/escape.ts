/**
 * Escaping for every text format a picture is written in. Names come from
 * inputs and may hold anything (markup, quotes, control characters, lone
 * surrogates); each writer escapes them for its own syntax so that they show
 * as text and run nothing.
 */

/** Control characters become their visible Control Pictures (U+2400…), lone surrogates U+FFFD: XML cannot hold either. */
export function visible(s: string): string {
  return s
    .replace(/[\u0000-\u001f]/g, (c) => String.fromCharCode(0x2400 + c.charCodeAt(0)))
    .replace(/\u007f/g, "\u2421")
    .replace(/[\u0080-\u009f\ufffe\uffff]/g, "\ufffd")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** One visible line of at most `max` characters (code points), "…" marking a cut. */
export function oneLine(s: string, max = 48): string {
  const chars = [...visible(s)];
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("")}…`;
}

/** Text for XML and HTML content and attribute values. */
export function xmlText(s: string): string {
  return s.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#39;",
  );
}

/**
 * A DOT quoted string for Graphviz: backslashes doubled (no `\N`, `\l`, `\G`
 * substitution from input), quotes escaped, `&` written as `&amp;` (Graphviz
 * passes entities through to SVG, so a literal `&amp;` in a name must not turn
 * into `&`), lines joined by DOT's `\n`.
 */
export function dotString(s: string): string {
  const lines = s.split("\n").map((l) => visible(l).replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/&/g, "&amp;"));
  return `"${lines.join("\\n")}"`;
}

/** A DOT quoted string for attributes that are not labels (ids, classes, colours): quotes and backslashes only. */
export function dotAttr(s: string): string {
  return `"${visible(s).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

const MERMAID_NAMED: Record<string, string> = { '"': "#quot;", "<": "#lt;", ">": "#gt;", "&": "#amp;", "#": "#35;" };

/**
 * A quoted Mermaid label: every character outside a small safe set becomes a
 * Mermaid entity (`#quot;`, `#lt;`, `#35;`, or `#<code point>;`), so no input
 * can close the quotes, start markup, or form an entity of its own; lines are
 * joined by `<br>` (Mermaid's line break, never taken from input).
 */
export function mermaidString(s: string): string {
  const lines = s
    .split("\n")
    .map((l) =>
      [...visible(l)]
        .map((c) => (/^[A-Za-z0-9 _.,:/@+=*?!%~-]$/.test(c) ? c : (MERMAID_NAMED[c] ?? `#${c.codePointAt(0)};`)))
        .join(""),
    );
  return `"${lines.join("<br>")}"`;
}
