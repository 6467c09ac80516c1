/**
 * `convert`: composed by the pass manager, never looked up in a pair table.
 *
 *   read → verify (source) → raise → core.verify → lower → verify (target) → write → check output
 *
 * The pipeline names the read, raise, lower, write and checks; the pass manager runs the verifiers
 * between them (after every pass that produced a dialect's nodes).
 * Any format that raises converts to any format that lowers; a same-dialect
 * conversion skips the middle (it is a canonical re-emission). Outputs are
 * built and checked in memory; only then, in one place, are they written —
 * atomically, never over the input, never over an existing output without
 * `force`. A failed step stops the pipeline and nothing is written.
 */
import { basename, dirname, join, resolve } from "node:path";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { LossEntry, LossLedger } from "../../ir/loss-ledger.js";
import { statSync } from "node:fs";
import { oneFile, writeOutput, type OutputFiles } from "../../ir/io/output-files.js";
import { assertNotInput } from "../../ir/io/safe-path.js";
import type { Graph } from "../../ir/graph/graph.js";
import type { PassOptions } from "../formats/pass.js";
import { allFormats, formatNamed, formatNames } from "../formats/registry.js";
import type { Format } from "../formats/format.js";
import { formatOf } from "./parse.js";
import { PipelineError, type PassManagerOptions, type PipelineStep } from "./pass-manager.js";
import { newRun, requirePass, type Run } from "./run-context.js";
import { formatPasses } from "./format-passes.js";
import { AgentcInputError } from "./input-error.js";
import { MCP_CONFIG_FILES } from "../../ir/dialects/mcp/model.js";
import { MCP_TARGET_TOOL } from "../formats/mcp/format.js";
import { CODEX_CONFIG, SETTINGS_PLACES, SETTINGS_TARGET, settingsRootOf } from "../formats/settings/settings-files.js";
import { ruleTool } from "../../ir/dialects/rules/tool.js";

export interface ConvertOptions extends PassOptions, PassManagerOptions {
  to: string;
  /** The input's format, or a tool by name or alias (`cursor`, `claude-code`), instead of detecting it: a repository converts that tool's files. */
  from?: string;
  /** Where to write; default: beside the input, named after it with the target's suffix. */
  output?: string;
  /** Fail, writing nothing, when the target cannot hold every source field (regenerated fields do not count). */
  failOnLoss?: boolean;
  /** Replace an existing output. */
  force?: boolean;
  /** false: build and check the output, return it, write nothing. */
  write?: boolean;
}

/** One step's report (for --evidence: one guard decision per step). */
export interface PassReport {
  name: string;
  diagnostics: readonly Diagnostic[];
}

export interface ConvertResult {
  /** Always true: a conversion that fails throws ConvertError (an AgentcError). */
  ok: true;
  from: string;
  to: string;
  output: string;
  /** The output, built and checked in memory. */
  files: OutputFiles;
  /** Every file written (none when write is false), with its bytes. */
  written: Array<[string, Uint8Array]>;
  ledger: LossLedger;
  graph: Graph;
  pipeline: PipelineStep[];
  passes: PassReport[];
  diagnostics: Diagnostic[];
}

/** A conversion that stopped: its code, diagnostics and the pipeline as far as it ran. */
export class ConvertError extends PipelineError {}

export interface Conversion {
  from: string;
  to: string;
  /** What the target will not hold, in a word (the ledger of a run lists each field). */
  loses: string;
}

/** Whether what the source raises is something the target lowers (an agent, rules). */
export function composes(s: Format, t: Format): boolean {
  if (s.dialect === t.dialect) return Boolean(t.write);
  if (!s.raise || !t.lower || !t.write) return false;
  const raised = s.core?.raises ?? ["agent", "rules"];
  const lowered = t.core?.lowers ?? ["agent", "rules"];
  return raised.some((u) => lowered.includes(u));
}

/** Every conversion the registered formats compose: each raisable source to each lowerable target, and each format to itself. */
export async function conversions(): Promise<Conversion[]> {
  const formats = await allFormats();
  const loses = (s: Format, t: Format): string =>
    s.dialect === t.dialect
      ? "nothing (canonical re-emission)"
      : [s.loses?.raise, t.loses?.lower].filter(Boolean).join("; ") || "see the loss ledger";
  return formats.flatMap((s) =>
    formats.filter((t) => composes(s, t)).map((t) => ({ from: s.name, to: t.name, loses: loses(s, t) })),
  );
}

/** The output name when none is given: beside the input, its stem with the target's usual suffix. */
export function defaultOutput(input: string, to: Format, options: PassOptions = {}): string {
  const stem =
    basename(resolve(input))
      .replace(/(\.aegx\.zip|\.aix\.(ya?ml|json|toml)|\.(aix|ya?ml|json|toml|uaix|aegx|air\.json|air|md|mdc))$/i, "")
      .replace(/^\.+/, "") || "agent";
  return join(dirname(resolve(input)), `${stem}${to.outputSuffix?.(options) ?? `.${to.name}`}`);
}

/** The output name that means "print it": `-o -`. */
export const STDOUT = "-";

/** Extensions that name a single text file (`-o out.md`), not a folder of outputs. */
const FILE_NAME = /\.(md|mdc|markdown|txt|json|jsonc)$/i;

/** Whether an output path names one file: `-` (standard output) or a text file's name that is not an existing folder. */
export function namesAFile(output: string): boolean {
  if (output === STDOUT) return true;
  return FILE_NAME.test(output) && !statSync(output, { throwIfNoEntry: false })?.isDirectory();
}

/**
 * The output as the path names it: a folder of exactly one file written where `-o` names a file is
 * that one file (`convert r.mdc --to agents-md -o AGENTS.md`); several files cannot be one file (a
 * usage error: name a folder). Standard output takes text only.
 */
export function asNamed(output: string, files: OutputFiles, target: string): OutputFiles {
  if (!namesAFile(output)) return files;
  if (files.kind === "directory") {
    if (files.files.length !== 1) {
      const names = files.files.map(([p]) => p);
      const shown = `${names.slice(0, 4).join(", ")}${names.length > 4 ? ", …" : ""}`;
      const where = output === STDOUT ? "standard output (-o -) takes one file" : `${output} names a file`;
      throw new AgentcInputError(
        `${where}, but the ${target} output of this input is ${names.length} files (${shown}); name a folder instead (-o ${output === STDOUT ? "out" : output.replace(FILE_NAME, "") || "out"}); nothing was written`,
        "AGC-USAGE",
      );
    }
    files = oneFile(files.files[0]![1]);
  }
  if (output === STDOUT) {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(files.files[0]![1]);
    } catch {
      throw new AgentcInputError(
        `the ${target} output is binary; standard output (-o -) takes text only: name a file with -o`,
        "AGC-USAGE",
      );
    }
  }
  return files;
}

/** Loss entries as diagnostics (errors under --fail-on-loss). */
export function lossDiagnostics(entries: readonly LossEntry[], severity: Diagnostic["severity"]): Diagnostic[] {
  return entries.map((e) => ({
    code: "AGC-LOSS",
    severity,
    message: `${e.target.toUpperCase()} cannot hold ${e.pointer}: ${e.reason}`,
    file: e.file,
    line: e.line,
    col: e.col,
    pointer: e.pointer,
  }));
}

function inputHint(ds: readonly Diagnostic[]): string {
  const errors = ds.filter((d) => d.severity === "error");
  return errors.length && errors.every((d) => d.code.startsWith("CHECKSUM"))
    ? "its checksum does not verify; agentc aix checksum --write sets it"
    : "see agentc validate";
}

async function stopIfFailed(run: Run, ok: Promise<void>): Promise<void> {
  try {
    await ok;
  } catch (e) {
    if (e instanceof PipelineError && !(e instanceof ConvertError))
      throw new ConvertError(e.message, e.code, e.diagnostics, e.pipeline);
    throw e;
  }
}

export async function convertPath(input: string, options: ConvertOptions): Promise<ConvertResult> {
  // A target that does not exist is a usage error, whatever the input.
  let to = await formatNamed(options.to);
  if (!to)
    throw new AgentcInputError(`unknown target format ${options.to} (known: ${formatNames().join(", ")})`, "AGC-USAGE");
  const from = await formatOf(input, options.from);
  // A tool named as the target of a skill or command is that tool's skills or commands (`--to codex` → codex-skills).
  const sibling = (await import("../formats/setup/formats.js")).sameFeatureFormatName(from, options.to);
  if (sibling) to = (await formatNamed(sibling)) ?? to;
  // An MCP file to a tool (`convert .mcp.json --to codex`): that tool's MCP file, through the mcp format.
  // The tool as named (`codex` is a name of the agents-md format for rules, and has an MCP file of its own).
  const named = ruleTool(options.to)?.name ?? options.to;
  const mcpTool =
    from.dialect === "mcp" ? MCP_CONFIG_FILES.find((c) => c.target === named || c.target === to!.name) : undefined;
  if (mcpTool) to = from;
  // A settings file to a tool (`convert .claude/settings.json --to cursor`): that tool's hooks or
  // permissions file, raised to core and lowered again in the tool's words (src/formats/settings/).
  const settingsTarget =
    from.dialect === "settings"
      ? [{ target: "codex", path: CODEX_CONFIG }, ...SETTINGS_PLACES].find(
          (p) => p.target === named || p.target === to!.name,
        )?.target
      : undefined;
  if (settingsTarget) to = from;
  const same = from.dialect === to.dialect && !settingsTarget;
  if (!composes(from, to)) {
    // The conversions from this input, not all of them: with every tool and feature there are hundreds.
    const targets = (await conversions()).filter((c) => c.from === from.name).map((c) => c.to);
    const list = targets.length ? `${from.name} converts to ${targets.join(", ")}` : `${from.name} converts to nothing`;
    const why = !to.write
      ? `${to.name} cannot be written`
      : !from.raise
        ? `${from.name} cannot be raised to core`
        : !to.lower
          ? `${to.name} cannot be lowered from core`
          : `${from.name} raises ${(from.core?.raises ?? []).join(" and ")}, ${to.name} lowers ${(to.core?.lowers ?? []).join(" and ")}`;
    throw new AgentcInputError(
      `there is no conversion ${from.name.toUpperCase()} → ${to.name.toUpperCase()}: ${why} (${list})`,
      "AGC-UNSUPPORTED",
    );
  }
  const output =
    options.output ??
    (mcpTool
      ? join(dirname(resolve(input)), basename(mcpTool.path))
      : settingsTarget
        ? join(
            settingsRootOf(input),
            [{ target: "codex", path: CODEX_CONFIG }, ...SETTINGS_PLACES].find((p) => p.target === settingsTarget)!
              .path,
          )
        : defaultOutput(input, to, options));
  // `-o -`: the output is returned (the CLI prints it), never written.
  const toStdout = output === STDOUT;
  if (!toStdout) assertNotInput(output, [input]);
  // An existing output is judged when it is published (writeOutput), not here: one that already holds
  // exactly the converted bytes is kept (the rerun of a run killed after it published), any other is
  // refused without --force.
  const run = newRun(input, options, { output, target: to.name });
  if (mcpTool) run.ctx.state.set(MCP_TARGET_TOOL, mcpTool);
  if (settingsTarget) run.ctx.state.set(SETTINGS_TARGET, settingsTarget);
  const FROM = from.name.toUpperCase();
  const TO = to.name.toUpperCase();
  const step = (
    p: Parameters<typeof requirePass>[1],
    failed: (step: PipelineStep) => string,
    code: Parameters<typeof requirePass>[3],
  ): Promise<void> => stopIfFailed(run, requirePass(run, p, failed, code));
  // The pass manager runs each dialect's verifier after the pass that produced its nodes: the source's
  // after the read, core's after the raise, the target's after the lower (format-passes.ts).
  const source = formatPasses(from);
  const target = formatPasses(to);
  const verifying = (s: PipelineStep): boolean => s.kind === "verify";
  await step(
    source.read,
    (s) =>
      verifying(s)
        ? `${input} is not a valid ${FROM} input (${inputHint(run.pm.diagnostics)}); nothing was converted`
        : `${input} cannot be read as ${FROM}; nothing was converted`,
    "AGC-CONVERT-INPUT",
  );
  if (!same) {
    await step(
      source.raise!,
      (s) =>
        verifying(s)
          ? `what ${input} raises to does not verify; nothing was converted`
          : `${input} cannot be raised to core; nothing was converted`,
      (s) => (verifying(s) ? "AGC-CONVERT-CORE" : "AGC-CONVERT-INPUT"),
    );
    await step(
      target.lower!,
      (s) =>
        verifying(s)
          ? `the ${TO} output does not validate; nothing was written`
          : `the ${TO} lowering failed; nothing was written`,
      "AGC-CONVERT-OUTPUT",
    );
  }
  await step(target.write!, () => `the ${TO} writer failed; nothing was written`, "AGC-CONVERT-OUTPUT");
  for (const c of target.checks)
    await step(c, () => `the ${TO} output does not check out; nothing was written`, "AGC-CONVERT-OUTPUT");
  let files = run.ctx.files!;

  files = asNamed(output, files, TO);
  const { ledger, graph } = run.ctx;
  for (const file of new Set(ledger.entries.map((e) => e.file).filter((f): f is string => Boolean(f)))) {
    const positions = graph.sources.get(file)?.positions;
    if (positions) ledger.locate(file, positions);
  }
  if (options.failOnLoss) {
    const lost = ledger.minimal().filter((e) => !e.regenerated);
    if (lost.length)
      throw new ConvertError(
        `${TO} cannot hold ${lost.length} field(s) of the input (--fail-on-loss); nothing was written`,
        "AGC-LOSS",
        [...run.pm.diagnostics, ...lossDiagnostics(lost, "error")],
        run.pm.steps,
      );
  }
  const written = options.write === false || toStdout ? [] : writeOutput(output, files, { force: options.force });
  const passes = reportsOf(run);
  return {
    ok: true,
    from: from.name,
    to: to.name,
    output,
    files,
    written,
    ledger,
    graph,
    pipeline: run.pm.steps,
    passes,
    diagnostics: run.pm.diagnostics,
  };
}

function reportsOf(run: Run): PassReport[] {
  return run.pm.steps.map((s, i) => ({ name: s.name, diagnostics: run.pm.stepDiagnostics[i] ?? [] }));
}
