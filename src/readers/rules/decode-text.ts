/**
 * The text of a rule or agent file. Tools read these files as UTF-8 and so does agentc; bytes that
 * are not UTF-8 are read as U+FFFD, as before, but no longer silently: the warning
 * `RULES-ENCODING` names the file and where the first invalid byte is, so what reaches the genome
 * is never a quiet alteration of what the file holds.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";

const strict = new TextDecoder("utf-8", { fatal: true });

/** The offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalid(bytes: Uint8Array): number {
  let lo = 0;
  let hi = bytes.length;
  // The longest prefix that is valid as the start of a stream (a sequence cut at its end is not an error there), by halving.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    let ok = true;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
    } catch {
      ok = false;
    }
    if (ok) lo = mid;
    else hi = mid - 1;
  }
  // The prefix ends inside the sequence the bad byte breaks (at most 3 bytes back): report where that sequence starts.
  const complete = (n: number): boolean => {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, n));
      return true;
    } catch {
      return false;
    }
  };
  let start = lo;
  while (start > 0 && lo - start < 3 && !complete(start)) start--;
  return start;
}

export function decodeRuleText(bytes: Uint8Array, file: string): { text: string; diagnostics: Diagnostic[] } {
  try {
    return { text: strict.decode(bytes), diagnostics: [] };
  } catch {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
    const at = firstInvalid(bytes);
    const line = Buffer.from(bytes.subarray(0, at)).toString("latin1").split("\n").length;
    let count = 0;
    for (const ch of text) if (ch === "\uFFFD") count++;
    return {
      text,
      diagnostics: [{ code: "RULES-ENCODING", severity: "warning", message: `${file} is not valid UTF-8 (first invalid byte at offset ${at}, line ${line}): ${count} replacement character${count === 1 ? "" : "s"} (U+FFFD) stand for the bytes that are not`, file, line }],
    };
  }
}
