/** `agentc convert`: the conversion, its passes, and the loss ledger, for people and for --json. */
import { readFileSync } from "node:fs";
import { convertPath, type ConvertResult } from "../../pipeline/convert/convert.js";
import type { FormatName } from "../../readers/detect.js";
import type { AirProfile } from "../../../ir/dialects/air/node-hash.js";
import type { AixSyntax } from "../../../ir/dialects/aix/syntax.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";

interface ConvertFlags {
  to: FormatName;
  output?: string;
  format?: AixSyntax;
  profile?: AirProfile;
  sign?: string;
  failOnLoss?: boolean;
  force?: boolean;
}

/** The summary a person reads: what became what, which checks ran, and every field the target could not hold. */
export function conversionText(input: string, r: ConvertResult): string {
  const lines = [
    `${input} (${r.from.toUpperCase()}) → ${r.output} (${r.to.toUpperCase()}): ${r.written.length} file${r.written.length === 1 ? "" : "s"} written`,
    `  checks  ${r.passes.map((p) => `${p.name} ${p.diagnostics.some((d) => d.severity === "error") ? "✗" : "✓"}`).join(" · ")}`,
  ];
  const lost = r.ledger.minimal();
  if (!lost.length) lines.push("  loss ledger: empty (every source field is in the output)");
  else {
    lines.push(`  loss ledger: ${lost.length} source field${lost.length === 1 ? "" : "s"} the ${r.to.toUpperCase()} output cannot hold`);
    const width = Math.min(44, Math.max(...lost.map((e) => e.pointer.length)));
    for (const e of lost) lines.push(`    ${e.pointer.padEnd(width)}  ${e.reason}`);
  }
  return lines.join("\n");
}

export async function convert(_ctx: CliContext, input: string, flags: ConvertFlags): Promise<Outcome> {
  const r = await convertPath(input, {
    to: flags.to,
    output: flags.output,
    syntax: flags.format,
    profile: flags.profile,
    signKey: flags.sign ? readFileSync(flags.sign, "utf8") : undefined,
    failOnLoss: flags.failOnLoss,
    force: flags.force,
  });
  const warnings = r.passes.flatMap((p) => p.diagnostics).filter((d) => d.severity === "warning");
  return {
    exitCode: EXIT.ok,
    diagnostics: warnings,
    result: { from: r.from, to: r.to, output: r.output, files: r.written.map(([p]) => p), passes: r.passes.map((p) => ({ name: p.name, diagnostics: p.diagnostics.length })), lossLedger: r.ledger.minimal() },
    text: conversionText(input, r),
    evidence: { passes: r.passes, writes: r.written },
  };
}
