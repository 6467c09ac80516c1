/**
 * A repository's agent setup across tools, for the library and `agentc aigx export` / `agentc import`:
 * one target's one file of a genome's export, the user-level places `--global` reads and writes, and
 * the notes an import adds about the tools it read.
 */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import { plural } from "../../ir/diagnostics/render.js";
import type { LossEntry } from "../../ir/loss-ledger.js";
import "../../ir/dialects/rules/tools.js";
import { ruleTool, ruleTools, userAgentPaths, userFiles } from "../../ir/dialects/rules/tool.js";
import { ruleFormatOfPath } from "../../ir/dialects/rules/paths.js";
import { userAgentsPlace } from "./rules/import-agents.js";
import type { ExportOptions } from "./rules/export-genome.js";
import type { PipelineStep } from "./pass-manager.js";

/** One target's one file of a genome's export (the same bytes and header as in a project export), not written. */
export async function exportRuleFile(
  root: string,
  target: string,
  options: { output?: string; afterEach?: (step: PipelineStep) => void } = {},
): Promise<{ format: string; path: string; bytes: Uint8Array; ledger: LossEntry[]; diagnostics: Diagnostic[] }> {
  const { exportGenome, resolveTargets } = await import("./rules/export-genome.js");
  const named = target.trim();
  const targets = named === "all" || named.includes(",") ? [] : (await resolveTargets([named])).targets;
  if (targets.length !== 1)
    throw new AgentcError(
      `${options.output ? `-o ${options.output}` : "an export to one file"} names one file: give one --format (agents-md, claude-md, …), or -o <directory> for several`,
      "AGC-USAGE",
      { exitCode: 2 },
    );
  const format = targets[0]!;
  const r = await exportGenome(root, [format], root, { dryRun: true, afterEach: options.afterEach });
  const own = [...r.planned].filter(([path]) => ruleFormatOfPath(path) === format);
  if (own.length !== 1) {
    const listed = own.map(([p]) => p).join(", ");
    throw new AgentcError(
      `${format} puts this genome's rules in ${plural(own.length, "file")}${listed ? ` (${listed})` : ""}, not one: give -o <directory> to write them there`,
      "AGC-USAGE",
      { exitCode: 2 },
    );
  }
  const [path, bytes] = own[0]!;
  return { format, path, bytes, ledger: r.ledger, diagnostics: r.diagnostics };
}

/** The user-level files and agent places of each tool (under the home directory) that `--global` import and export use. */
export function userLevelPlaces(formats?: readonly string[]): Pick<ExportOptions, "userFiles" | "agents"> {
  return { userFiles: userFiles(formats), agents: userAgentsPlace(userAgentPaths()) };
}

/** Notes on the tools an import read: a renamed or retired tool's successor, and with `global` what each tool keeps at user level that is not read. */
export function importNotes(formats: readonly string[], global = false): string[] {
  const notes = formats.flatMap((f) => ruleTool(f)?.successor?.note ?? []);
  if (global) notes.push(...ruleTools().flatMap((t) => t.user?.note ?? []));
  return notes;
}
