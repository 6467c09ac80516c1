/**
 * AEGX verification outcome classes and exit codes. `aegxExitCode` gives the
 * spec's (section 9.2): 0 pass, 2 verification failure, 3 schema failure,
 * 4 IO/parse error; the conformance tests hold it to the reference.
 * `agentcExitCode` maps it onto agentc's one contract for every command
 * (0 ok, 1 fails its checks, 2 usage, 3 verification could not run, 4 input
 * missing or unreadable): the spec's 2 becomes 1 (2 is a usage error in
 * agentc), and an archive refused by its safety checks (AGC-ZIP-*: hazard,
 * bomb, CRC mismatch) fails its checks (1) rather than being unreadable.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";

export type AegxExitCode = 0 | 2 | 3 | 4;
export type AgentcExitCode = 0 | 1 | 3 | 4;

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

/** The exit code of agentc's contract for the same diagnostics. */
export function agentcExitCode(ds: readonly Diagnostic[], strict = false): AgentcExitCode {
  const archive = ds.some((d) => d.severity === "error" && d.code.startsWith("AGC-ZIP"));
  const spec = aegxExitCode(archive ? ds.filter((d) => !d.code.startsWith("AGC-ZIP")) : ds, strict);
  if (spec === 4 || spec === 3) return spec;
  return spec === 2 || archive ? 1 : 0;
}
