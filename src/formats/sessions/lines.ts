/**
 * The lines of a JSON Lines log, streaming: one chunk of the file in memory at a time, each
 * complete line parsed as JSON. A line that is not JSON (a torn last line of a log still being
 * written, a stray byte) is reported and skipped; the reader never throws on bad input.
 */
import { fileChunks } from "../../../ir/io/file-chunks.js";
import type { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { encodingWarning, replacedBytes, type ReplacedBytes } from "../../../ir/io/decode-utf8.js";

/** Nesting agentc reads in any JSON (docs/security.md); deeper values are refused, never recursed into. */
export const MAX_DEPTH = 128;

export function tooDeep(v: unknown, depth: number): boolean {
  if (typeof v !== "object" || v === null) return false;
  if (depth >= MAX_DEPTH) return true;
  if (Array.isArray(v)) {
    for (const x of v) if (tooDeep(x, depth + 1)) return true;
    return false;
  }
  for (const k in v as Record<string, unknown>) if (tooDeep((v as Record<string, unknown>)[k], depth + 1)) return true;
  return false;
}

/**
 * Each non-blank line of the file parsed (JSON.parse: plain values), with its 1-based number. Bytes
 * that are not UTF-8 are read as U+FFFD and said once for the file, when it has been read
 * (RULES-ENCODING: the first such byte's line and offset, and how many lines hold such bytes).
 */
export function* jsonLines(
  path: string,
  diagnostics: Diagnostics,
): Generator<{ line: number; value: unknown; bytes: number }> {
  let carry: Buffer | undefined;
  let line = 0;
  /** The offset in the file of the line being parsed. */
  let offset = 0;
  let firstReplaced: ReplacedBytes | undefined;
  let replacedLines = 0;
  let replacements = 0;
  const parse = (bytes: Buffer): { line: number; value: unknown; bytes: number } | undefined => {
    line++;
    const decoded = bytes.toString("utf8");
    const replaced = replacedBytes(bytes, decoded, { offset, line });
    offset += bytes.length + 1;
    if (replaced) {
      firstReplaced ??= replaced;
      replacedLines++;
      replacements += replaced.count;
    }
    const text = decoded.trim();
    if (text === "") return undefined;
    try {
      const value = JSON.parse(text) as unknown;
      if (tooDeep(value, 0)) {
        diagnostics.warning("AEGX-SESSION-PARSE", `line ${line} nests deeper than ${MAX_DEPTH} levels; it is skipped`, {
          file: path,
          line,
          col: 1,
        });
        return undefined;
      }
      return { line, value, bytes: bytes.length + 1 };
    } catch (e) {
      diagnostics.warning(
        "AEGX-SESSION-PARSE",
        `line ${line} is not JSON (${e instanceof Error ? e.message : String(e)}); it is skipped`,
        { file: path, line, col: 1 },
      );
      return undefined;
    }
  };
  for (const chunk of fileChunks(path)) {
    let start = 0;
    for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, start)) {
      const piece = carry ? Buffer.concat([carry, chunk.subarray(start, nl)]) : chunk.subarray(start, nl);
      carry = undefined;
      const r = parse(piece);
      if (r) yield r;
      start = nl + 1;
    }
    // What follows the chunk's last line break (empty when the chunk ends with one) waits for the next chunk.
    carry = carry ? Buffer.concat([carry, chunk.subarray(start)]) : Buffer.from(chunk.subarray(start));
  }
  if (carry?.length) {
    const r = parse(carry);
    if (r) yield r;
  }
  if (firstReplaced) {
    const more = replacedLines > 1 ? ` (${replacedLines} lines hold such bytes)` : "";
    diagnostics.add(encodingWarning(path, { ...firstReplaced, count: replacements }, more));
  }
}
