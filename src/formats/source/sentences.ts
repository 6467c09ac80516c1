/**
 * Comment text as the genome quotes it: comment markers removed, lines joined, and cut only at
 * the end of a sentence: a `.`, `!` or `?` followed by a space and a capital, a quote or a
 * backquote (or the end), that does not close an abbreviation (e.g., i.e., etc.), an initial, or a
 * number, and is not inside parentheses, brackets or backquotes. A role or a gotcha is therefore
 * always one or more whole sentences, never a text cut mid-word.
 */

const ABBREV = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|al|approx|incl|resp|no|fig|ca|viz|Mr|Mrs|Dr|St|Jr|Sr)\.$/i;

/** The text of a comment: `/** … *\/`, `/* … *\/`, `// …` or `# …` markers and leading `*` removed, tags dropped. */
export function commentText(raw: string, options: { keepTags?: boolean } = {}): string {
  const body = raw.startsWith("/*") ? raw.replace(/^\/\*+!?/, "").replace(/\*+\/$/, "") : raw;
  const lines = body.split(/\r?\n/).map((l) => l.replace(/^\s*(?:\*+|\/\/+|#+)\s?/, "").trim());
  const out: string[] = [];
  for (const l of lines) {
    if (!options.keepTags && /^@[a-zA-Z]/.test(l)) {
      const fileTag = /^@(?:file|fileoverview|overview|module|description)\s+(.*)$/.exec(l);
      if (fileTag?.[1]) out.push(fileTag[1]);
      continue;
    }
    out.push(l);
  }
  return out.join("\n").trim();
}

/** Sentences of a text, whole (line breaks become spaces). */
export function sentences(text: string): string[] {
  const t = text.replace(/\s+/g, " ").trim(); // a line break is whitespace like any other
  const out: string[] = [];
  let depth = 0;
  let tick = false;
  let start = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (c === "`") tick = !tick;
    else if (!tick && (c === "(" || c === "[")) depth++;
    else if (!tick && (c === ")" || c === "]")) depth = Math.max(0, depth - 1);
    else if ((c === "." || c === "!" || c === "?") && !tick && depth === 0) {
      const next = t[i + 1];
      // Only a stop followed by a space ends a sentence here; one at the very end is the rest, kept below.
      if (next !== " ") continue;
      const after = t[i + 2]!; // t is trimmed, so a space is always followed by a character
      if (!/[A-Z"'`“‘(\d[]/.test(after)) continue;
      const upto = t.slice(start, i + 1);
      if (c === "." && (ABBREV.test(upto) || /(?:^|\s)[A-Z]\.$/.test(upto) || (/\d\.$/.test(upto) && /\d/.test(after))))
        continue;
      out.push(upto.trim());
      start = i + 1;
    }
  }
  const rest = t.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}

/** The first sentence of a text (whole), or undefined when it has none. */
export function firstSentence(text: string): string | undefined {
  return sentences(text)[0];
}
