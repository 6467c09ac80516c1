/** `agentc convert`: the conversion pipeline, its steps, and the loss ledger, for people and for --json. */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import {
  convert as convertApi,
  ConvertError,
  drawPipeline,
  pictureFormatOf,
  type ConvertResult,
  type LossEntry,
  type PipelineStep,
} from "../../api.js";
import { oneFile, writeOutput } from "../../../ir/io/output-files.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";
import { ledgerText } from "../ledger-text.js";
import { asCode } from "../../../ir/diagnostics/codes.js";

interface ConvertFlags {
  to: string;
  from?: string;
  output?: string;
  format?: "yaml" | "json" | "toml";
  profile?: "aos" | "spec";
  airVersion?: "1" | "2";
  aixVersion?: "1.0" | "1.4";
  sign?: string;
  failOnLoss?: boolean;
  requireChecksum?: boolean;
  force?: boolean;
  graph?: string;
}

/** `--graph`: the pipeline as it ran, with the ledger's losses, drawn next to the output (even when the conversion stopped). */
async function drawRun(
  file: string,
  steps: readonly PipelineStep[],
  losses: readonly LossEntry[],
  force?: boolean,
): Promise<void> {
  const format = await pictureFormatOf(file);
  if (!format) throw new CliError(`--graph ${file}: name a .svg, .dot, .mmd or .html file`);
  writeOutput(file, oneFile(await drawPipeline(steps, losses, { format, title: "conversion pipeline" })), { force });
}

/** `--air-version`: `--profile` is AIR v1's, so it implies 1 and cannot go with 2. */
function airVersionOf(flags: ConvertFlags): "1" | "2" | undefined {
  if (flags.profile !== undefined && flags.airVersion === "2")
    throw new CliError(
      "--profile is an AIR v1 encoding profile; AIR v2 has one identity rule (give --air-version 1, or no --profile)",
    );
  return flags.airVersion ?? (flags.profile !== undefined ? "1" : undefined);
}

const MARK: Record<PipelineStep["verdict"], string> = { ok: "✓", warnings: "!", failed: "✗" };

/** The pipeline in one line: each step with its verdict, dialect changes marked. */
export function pipelineLine(steps: readonly PipelineStep[]): string {
  return steps.map((s) => `${s.name} ${MARK[s.verdict]}`).join(" → ");
}

/** The summary a person reads: what became what, which steps ran, and every field the target could not hold. */
export function conversionText(input: string, r: ConvertResult): string {
  const lines = [
    `${input} (${r.from.toUpperCase()}) → ${r.output} (${r.to.toUpperCase()}): ${r.written.length} file${r.written.length === 1 ? "" : "s"} written`,
    `  pipeline  ${pipelineLine(r.pipeline)}`,
  ];
  lines.push(
    ...ledgerText(
      r.ledger.minimal().map((e) => ({ ...e, reason: e.regenerated ? `${e.reason} (regenerated)` : e.reason })),
      r.to,
    ),
  );
  return lines.join("\n");
}

/** Several inputs, a glob, or a directory that is not itself a format: one process, one output each, a summary. */
async function isBatch(inputs: readonly string[]): Promise<boolean> {
  if (inputs.length !== 1 || /[*?]/.test(inputs[0]!)) return true;
  const { statSync } = await import("node:fs");
  if (!statSync(inputs[0]!, { throwIfNoEntry: false })?.isDirectory()) return false;
  const { detectInputFormat } = await import("../../api.js");
  return !(await detectInputFormat(inputs[0]!));
}

/** A path relative to the working directory, for summaries. */
const shown = (p: string): string => (p.startsWith(process.cwd()) ? relative(process.cwd(), p) || "." : p);

async function convertBatch(ctx: CliContext, inputs: string[], flags: ConvertFlags): Promise<Outcome> {
  if (!flags.output) throw new CliError("several inputs convert into a directory: give -o <dir>");
  const { convertMany } = await import("../../api.js");
  const lines: string[] = [];
  const r = await convertMany(inputs, {
    to: flags.to,
    outputDir: flags.output,
    syntax: flags.format,
    profile: flags.profile,
    airVersion: airVersionOf(flags),
    aixVersion: flags.aixVersion,
    signKey: flags.sign ? readFileSync(flags.sign, "utf8") : undefined,
    failOnLoss: flags.failOnLoss,
    requireChecksum: flags.requireChecksum,
    force: flags.force,
    onItem: (i) =>
      lines.push(
        i.ok
          ? `  ✓ ${shown(i.input)} → ${shown(i.output!)}  (${i.lossLedger.length} field${i.lossLedger.length === 1 ? "" : "s"} in the ledger)`
          : `  ✗ ${shown(i.input)}: ${i.code}: ${i.message}`,
      ),
  });
  lines.push(
    `converted ${r.converted} of ${r.items.length} input${r.items.length === 1 ? "" : "s"} to ${flags.to.toUpperCase()}${r.failed ? `; ${r.failed} failed` : ""}`,
  );
  return {
    exitCode: r.ok ? EXIT.ok : EXIT.invalid,
    diagnostics: r.items.flatMap((i) =>
      i.ok
        ? []
        : i.diagnostics.length
          ? i.diagnostics
          : [{ code: asCode(i.code!), severity: "error" as const, message: i.message!, file: i.input }],
    ),
    result: { to: flags.to, converted: r.converted, failed: r.failed, items: r.items },
    text: lines.join("\n"),
    evidence: { passes: r.items.map((i) => ({ name: `convert ${i.input}`, diagnostics: i.diagnostics })), writes: [] },
  };
}

export async function convert(ctx: CliContext, inputs: string[], flags: ConvertFlags): Promise<Outcome> {
  // `--from <tool>`: one input (a repository, a folder or a file) read as that tool's files.
  if (!flags.from && (await isBatch(inputs))) return convertBatch(ctx, inputs, flags);
  if (flags.from && inputs.length !== 1)
    throw new CliError("--from reads one input (a repository, a folder or a file) as that tool's files");
  const input = inputs[0]!;
  let r: ConvertResult;
  try {
    r = await convertApi(input, flags.to, {
      ...(flags.from ? { from: flags.from } : {}),
      output: flags.output,
      syntax: flags.format,
      profile: flags.profile,
      airVersion: airVersionOf(flags),
      aixVersion: flags.aixVersion,
      signKey: flags.sign ? readFileSync(flags.sign, "utf8") : undefined,
      failOnLoss: flags.failOnLoss,
      requireChecksum: flags.requireChecksum,
      force: flags.force,
      afterEach: ctx.afterEach,
    });
  } catch (e) {
    if (!(e instanceof ConvertError)) throw e;
    if (flags.graph) await drawRun(flags.graph, e.pipeline, [], flags.force);
    // A stopped pipeline still reports how far it ran.
    return {
      exitCode: EXIT.invalid,
      diagnostics: e.diagnostics,
      result: { pipeline: e.pipeline },
      text: `${e.message}\n  pipeline  ${pipelineLine(e.pipeline)}`,
    };
  }
  if (flags.graph) await drawRun(flags.graph, r.pipeline, r.ledger.minimal(), flags.force);
  const warnings = r.diagnostics.filter((d) => d.severity === "warning");
  if (flags.output === "-") {
    // Standard output holds the converted file alone; what a person reads about the run goes with --json.
    const text = Buffer.from(r.files.files[0]![1]).toString("utf8");
    if (!ctx.json) ctx.out(text.replace(/\n$/, ""));
    return {
      exitCode: EXIT.ok,
      diagnostics: warnings,
      result: {
        from: r.from,
        to: r.to,
        output: "-",
        files: [],
        pipeline: r.pipeline,
        lossLedger: r.ledger.minimal(),
        ...(ctx.json ? { text } : {}),
      },
      evidence: { passes: r.passes, writes: [] },
    };
  }
  return {
    exitCode: EXIT.ok,
    diagnostics: warnings,
    result: {
      from: r.from,
      to: r.to,
      output: r.output,
      files: r.written.map(([p]) => p),
      pipeline: r.pipeline,
      lossLedger: r.ledger.minimal(),
    },
    text: conversionText(input, r),
    evidence: { passes: r.passes, writes: r.written },
  };
}
