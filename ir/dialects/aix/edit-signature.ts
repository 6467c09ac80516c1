/**
 * `aix sign` as a text edit, like edit-checksum.ts: the `security.signature`
 * block is written into the file as it stands, so comments, layout and the
 * order of every other key survive. YAML: an existing signature block is
 * taken out and the new one goes at the end of the `security` mapping, at its
 * indentation. TOML: the `[security.signature]` table is appended (only when
 * the file has none). Values are written as double-quoted strings (valid in
 * both). Returns undefined when the shape does not allow a safe edit; the
 * caller re-reads the result and falls back to the canonical form when the
 * edit does not parse to exactly the signed document.
 */
import type { Position } from "../../json/line-index.js";
import type { AixSyntax } from "./syntax.js";

export type SignatureFields = ReadonlyArray<readonly [string, string]>;

const indentOf = (line: string): number => line.length - line.trimStart().length;
const isFiller = (line: string): boolean => line.trim() === "" || line.trimStart().startsWith("#");

/** The index after the last content line of the mapping whose keys sit at `indent`, starting at line `from`. */
function blockEnd(lines: readonly string[], from: number, indent: number): number {
  let end = from + 1;
  for (let i = from + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (isFiller(l)) continue;
    if (indentOf(l) < indent) break;
    end = i + 1;
  }
  return end;
}

function editYaml(
  lines: string[],
  positions: ReadonlyMap<string, Position>,
  fields: SignatureFields,
): string[] | undefined {
  const first = positions.get("/security");
  if (!first) return undefined;
  const indent = first.col - 1;
  const firstLine = first.line - 1;
  // The security mapping must be a block mapping whose first key starts its line.
  if (indent === 0 || indentOf(lines[firstLine] ?? "") !== indent) return undefined;
  const end = blockEnd(lines, firstLine, indent);
  const out = [...lines];
  const keyAt = out
    .slice(firstLine, end)
    .findIndex((l) => indentOf(l) === indent && /^signature\s*:/.test(l.trimStart()));
  let stop = end;
  if (keyAt >= 0) {
    const start = firstLine + keyAt;
    const sigEnd = blockEnd(out, start, indent + 1);
    out.splice(start, sigEnd - start);
    stop -= sigEnd - start;
  }
  const pad = " ".repeat(indent);
  const inner = " ".repeat(indent + 2);
  out.splice(stop, 0, `${pad}signature:`, ...fields.map(([k, v]) => `${inner}${k}: ${JSON.stringify(v)}`));
  return out;
}

function editToml(lines: string[], fields: SignatureFields): string[] | undefined {
  if (lines.some((l) => /^\s*\[\s*security\s*\.\s*signature\s*\]/.test(l) || /^\s*signature\s*=/.test(l)))
    return undefined;
  const out = [...lines];
  while (out.length && out[out.length - 1]!.trim() === "") out.pop();
  out.push("", "[security.signature]", ...fields.map(([k, v]) => `${k} = ${JSON.stringify(v)}`), "");
  return out;
}

export function editSignatureText(
  text: string,
  syntax: AixSyntax,
  positions: ReadonlyMap<string, Position>,
  fields: SignatureFields,
): string | undefined {
  if (syntax === "json") return undefined;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const out = syntax === "yaml" ? editYaml(lines, positions, fields) : editToml(lines, fields);
  return out?.join(eol);
}
