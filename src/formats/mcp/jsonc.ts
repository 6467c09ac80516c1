/**
 * JSON with comments (VS Code's `.vscode/mcp.json` is JSONC): comments, then trailing commas,
 * become spaces, so the text is plain JSON and every position (line, column) stays where it was.
 */

/** Apply `visit` to each index outside string literals; it returns how far to skip. */
function outsideStrings(text: string, visit: (i: number) => number): void {
  for (let i = 0; i < text.length;) {
    if (text[i] === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
      i++;
    } else i = visit(i);
  }
}

const blank = (chars: string[], from: number, to: number): void => {
  for (let k = from; k < to; k++) if (chars[k] !== "\n" && chars[k] !== "\r") chars[k] = " ";
};

/** `trailingCommas: false` keeps them (Gemini CLI strips comments only; a trailing comma stays an error). */
export function blankJsonComments(text: string, options: { trailingCommas?: boolean } = {}): string {
  const chars = text.split("");
  outsideStrings(text, (i) => {
    if (text[i] !== "/" || (text[i + 1] !== "/" && text[i + 1] !== "*")) return i + 1;
    const end = text[i + 1] === "/" ? text.indexOf("\n", i) : text.indexOf("*/", i + 2);
    const to = end === -1 ? text.length : text[i + 1] === "/" ? end : end + 2;
    blank(chars, i, to);
    return to;
  });
  const plain = chars.join("");
  if (options.trailingCommas === false) return plain;
  outsideStrings(plain, (i) => {
    if (plain[i] === ",") {
      let j = i + 1;
      while (j < plain.length && /\s/.test(plain[j]!)) j++;
      if (plain[j] === "}" || plain[j] === "]") chars[i] = " ";
    }
    return i + 1;
  });
  return chars.join("");
}
