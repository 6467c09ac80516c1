/** `agentc explain <CODE>`: what a diagnostic code means and how to fix it (rustc's `--explain`). */
import { explainCode, formatExplanation, nearestCode } from "../../api.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";

export async function explain(_ctx: CliContext, code: string): Promise<Outcome> {
  const e = explainCode(code);
  if (e) return { exitCode: EXIT.ok, result: e, text: formatExplanation(e) };
  const near = nearestCode(code);
  return {
    exitCode: EXIT.usage,
    diagnostics: [
      {
        code: "AGC-USAGE",
        severity: "error",
        message: `unknown diagnostic code ${JSON.stringify(code)}`,
        hint: near ? `did you mean \`${near}\`? (docs/codes.md lists every code)` : "docs/codes.md lists every code",
      },
    ],
  };
}
