/**
 * `aix checksum --write` as a text edit: replace the `security.checksum`
 * algorithm and value scalars where they stand, so comments and layout
 * survive. Returns undefined when the file's shape does not allow a safe
 * edit (the caller then writes the canonical form).
 */
import type { Position } from "../../json/line-index.js";

function scalarEnd(line: string, start: number): number | undefined {
  const q = line[start];
  if (q === '"' || q === "'") {
    for (let i = start + 1; i < line.length; i++) {
      if (q === '"' && line[i] === "\\") {
        i++;
        continue;
      }
      if (line[i] === q) {
        if (q === "'" && line[i + 1] === "'") {
          i++;
          continue;
        }
        return i + 1;
      }
    }
    return undefined;
  }
  const comment = line.indexOf(" #", start);
  const end = comment >= 0 ? comment : line.length;
  return start + line.slice(start, end).trimEnd().length;
}

/** Replace the scalar that starts at `pos` (a value's position, in every syntax) with `text`, quoted. */
function replaceAt(lines: string[], pos: Position, text: string): boolean {
  const i = pos.line - 1;
  const line = lines[i];
  if (line === undefined) return false;
  const start = pos.col - 1;
  const end = scalarEnd(line, start);
  if (end === undefined || end <= start) return false;
  lines[i] = `${line.slice(0, start)}${JSON.stringify(text)}${line.slice(end)}`;
  return true;
}

export function editChecksumText(
  text: string,
  positions: ReadonlyMap<string, Position>,
  algorithm: string,
  value: string,
): string | undefined {
  const alg = positions.get("/security/checksum/algorithm");
  const val = positions.get("/security/checksum/value");
  if (!alg || !val || alg.line === val.line) return undefined;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  if (!replaceAt(lines, val, value) || !replaceAt(lines, alg, algorithm)) return undefined;
  return lines.join(eol);
}
