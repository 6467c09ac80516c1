/**
 * AEGX verification outcome classes and exit codes (spec section 9.2):
 * 0 pass, 2 verification failure, 3 schema failure, 4 IO/parse error.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";

export type AegxExitCode = 0 | 2 | 3 | 4;

function classOf(d: Diagnostic, strict: boolean): AegxExitCode {
  if (d.severity === "warning") return strict ? 2 : 0;
  if (d.severity !== "error") return 0;
  if (d.code === "AEGX-IO" || d.code === "AEGX-PARSE" || d.code.startsWith("AGC-ZIP")) return 4;
  if (d.code === "AEGX-SCHEMA") return 3;
  return 2;
}

/** The most serious class wins: IO (4), then schema (3), then verification (2). */
export function aegxExitCode(ds: readonly Diagnostic[], strict = false): AegxExitCode {
  let worst: AegxExitCode = 0;
  for (const d of ds) {
    const c = classOf(d, strict);
    if (c === 4) return 4;
    if (c === 3 || (c === 2 && worst === 0)) worst = c;
  }
  return worst;
}
