/**
 * The text of a rule or agent file. Tools read these files as UTF-8 and so does agentc; bytes that
 * are not UTF-8 are read as U+FFFD, as before, but no longer silently: the warning
 * `RULES-ENCODING` names the file and where the first invalid byte is, so what reaches the genome
 * is never a quiet alteration of what the file holds (ir/io/decode-utf8.ts, shared with every other
 * reader of text a user wrote or a tool logged).
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { decodeUtf8 } from "../../../ir/io/decode-utf8.js";

export function decodeRuleText(bytes: Uint8Array, file: string): { text: string; diagnostics: Diagnostic[] } {
  return decodeUtf8(bytes, file);
}
