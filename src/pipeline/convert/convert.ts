/**
 * `convert`: detect the input's format, run the conversion (which verifies
 * its output in memory), refuse with --fail-on-loss when the ledger is not
 * empty, and only then write, atomically. A failed conversion writes nothing;
 * the input is never the output.
 */
import { existsSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { LossLedger, type LossEntry } from "../../../ir/loss-ledger.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { detectFormat, type FormatName } from "../../readers/detect.js";
import type { AixSyntax } from "../../../ir/dialects/aix/syntax.js";
import { writeDirectoryAtomic, writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { ConvertError, SUPPORTED_CONVERSIONS, conversionFor, type ConversionContext, type ConvertOptions, type PassReport } from "./conversions.js";

export { ConvertError, SUPPORTED_CONVERSIONS, type ConvertOptions, type PassReport } from "./conversions.js";

export interface ConvertResult {
  from: FormatName;
  to: FormatName;
  output: string;
  /** Every file written, with its bytes. */
  written: Array<[string, Uint8Array]>;
  ledger: LossLedger;
  passes: PassReport[];
}

const INPUT_SUFFIX = /(\.aegx\.zip|\.aix\.(ya?ml|json|toml)|\.(aix|ya?ml|json|toml|uaix|aegx|air\.json|air))$/i;

/** The output name when none is given: the input's stem with the target's usual suffix, in the working directory. */
export function defaultOutput(input: string, to: FormatName, syntax: AixSyntax = "yaml"): string {
  const stem = basename(resolve(input)).replace(INPUT_SUFFIX, "").replace(/^\.+/, "") || "agent";
  const suffix: Record<FormatName, string> = { aix: `.aix.${syntax}`, air: ".air", uaix: ".uaix", aigx: ".agent.aigx", aegx: ".aegx" };
  return `${stem}${suffix[to]}`;
}

/** Loss entries as diagnostics (errors under --fail-on-loss). */
export function lossDiagnostics(entries: readonly LossEntry[], severity: Diagnostic["severity"]): Diagnostic[] {
  return entries.map((e) => ({ code: "AGC-LOSS", severity, message: `${e.target.toUpperCase()} cannot hold ${e.pointer}: ${e.reason}`, file: e.file, line: e.line, col: e.col, pointer: e.pointer }));
}

export async function convertPath(input: string, options: ConvertOptions): Promise<ConvertResult> {
  if (!existsSync(input)) throw new ConvertError(`${input}: no such file or directory`, "AGC-IO-NOT-FOUND");
  const from = detectFormat(input);
  if (!from) throw new ConvertError(`cannot tell which format ${input} is (name it .aix, .uaix, .aegx.zip, .air.json, or point at a .aigx/ repository)`, "AGC-DETECT");
  const conversion = conversionFor(from, options.to);
  if (!conversion) throw new ConvertError(`there is no conversion ${from.toUpperCase()} → ${options.to.toUpperCase()} (agentc converts ${SUPPORTED_CONVERSIONS.join(", ")})`, "AGC-UNSUPPORTED");
  const output = options.output ?? defaultOutput(input, options.to, options.syntax);
  assertNotInput(output, [input]);
  const ledger = new LossLedger();
  const passes: PassReport[] = [];
  const ctx: ConversionContext = { input, output, options, ledger, passes };
  const plan = await conversion(ctx);
  if (ctx.positions) ledger.locate(input, ctx.positions);
  if (options.failOnLoss && !ledger.isEmpty) {
    const lost = ledger.minimal();
    throw new ConvertError(`${options.to.toUpperCase()} cannot hold ${lost.length} field(s) of the input (--fail-on-loss); nothing was written`, "AGC-LOSS", lossDiagnostics(lost, "error"));
  }
  if (plan.kind === "file") {
    if (existsSync(output) && statSync(output).isDirectory()) throw new ConvertError(`${output} is a directory; name a file with -o`, "AGC-IO-EXISTS");
    writeFileAtomic(output, plan.files[0]![1]);
    return { from, to: options.to, output, written: [[output, plan.files[0]![1]]], ledger, passes };
  }
  writeDirectoryAtomic(output, plan.files, { replace: options.force }, plan.emptyDirs);
  return { from, to: options.to, output, written: plan.files.map(([rel, d]) => [join(output, rel), d]), ledger, passes };
}
