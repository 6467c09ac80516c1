/**
 * Rule-file formats driven step by step, as the pipeline drives them:
 * read (with a repository root) → verify → raise → core rules; core rules →
 * lower → write → check; written files → read back (on disk, with the format's
 * own discovery, or in memory with its reader).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Graph } from "../../ir/graph/graph.js";
import { addCoreRules, coreRulesOf, type CoreRule, type CoreRuleSet } from "../../ir/dialects/core/rules.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { RULE_FORMATS, type RuleFormatName } from "../../ir/dialects/rules/paths.js";
import type { LossLedger } from "../../ir/loss-ledger.js";
import { formatNamed } from "../../src/formats/registry.js";
import type { Format } from "../../src/formats/format.js";
import { newRun } from "../../src/pipeline/run-context.js";
import type { PassOptions } from "../../src/formats/pass.js";
import { tempDir } from "./tmp.js";

export const RULE_FORMAT_NAMES: readonly RuleFormatName[] = RULE_FORMATS;

/** A core rule with a title and a heading: always on, no sources, unless `over` says otherwise. */
export const coreRule = (id: string, over: Partial<CoreRule> = {}): CoreRule => ({
  id,
  text: `# ${id}\n\nText of ${id}.`,
  title: id,
  activation: "always",
  globs: [],
  sources: [],
  ...over,
});

/** A setup with one rule of every activation and a directory's rule: what a tool is asked to hold. */
export const EVERY_ACTIVATION: readonly CoreRule[] = [
  coreRule("always"),
  coreRule("tests", { activation: "glob", globs: ["test/**/*.ts"], description: "How tests are written" }),
  coreRule("deploy", { activation: "model", description: "Deploying to production" }),
  coreRule("manual", { activation: "manual" }),
  coreRule("docs", { activation: "glob", globs: ["docs/**"], directory: "docs" }),
];

export async function ruleFormat(name: string): Promise<Format> {
  const f = await formatNamed(name);
  if (!f) throw new Error(`no format ${name}`);
  return f;
}

export interface ReadRules {
  rules: CoreRule[];
  diagnostics: Diagnostic[];
  ledger: LossLedger;
}

/** Read a repository (or one of its files) as `format` and raise it to core rules. */
export async function readRules(
  format: string,
  root: string,
  options: PassOptions & { input?: string; target?: string } = {},
): Promise<ReadRules> {
  const f = await ruleFormat(format);
  const run = newRun(options.input ?? root, options, { root, target: options.target ?? format });
  const diagnostics = [...(await f.read.run(run.ctx))];
  for (const v of f.verify) diagnostics.push(...(await v.run(run.ctx)));
  diagnostics.push(...(await f.raise!.run(run.ctx)));
  return { rules: coreRulesOf(run.ctx.graph).rules, diagnostics, ledger: run.ctx.ledger };
}

export interface Written {
  files: Array<[string, string]>;
  ledger: LossLedger;
  /** The format's own output checks (re-reading in memory). */
  checks: Diagnostic[];
  diagnostics: Diagnostic[];
}

/** Lower core rules to `format`, write in memory and run its output checks. */
export async function writeRules(
  format: string,
  rules: readonly CoreRule[],
  options: PassOptions & { ledger?: LossLedger } & Partial<Pick<CoreRuleSet, "boundaries" | "facts">> = {},
): Promise<Written> {
  const f = await ruleFormat(format);
  const { boundaries = [], facts = [], ...passOptions } = options;
  const graph = addCoreRules(new Graph(), { rules: [...rules], boundaries, facts });
  const run = newRun("(core)", passOptions, {
    graph,
    target: format,
    ...(passOptions.ledger ? { ledger: passOptions.ledger } : {}),
  });
  const diagnostics = [...(await f.lower!.run(run.ctx))];
  const out = await f.write!.run(run.ctx);
  const checks: Diagnostic[] = [];
  for (const c of f.checkOutput ?? []) checks.push(...(await c.run(out, run.ctx)));
  return {
    files: out.files.map(([p, b]) => [p, Buffer.from(b).toString("utf8")]),
    ledger: run.ctx.ledger,
    checks,
    diagnostics,
  };
}

/** Put written files in a fresh directory (a repository root). */
export function onDisk(files: ReadonlyArray<[string, string]>): string {
  const root = tempDir("agentc-rules-");
  for (const [p, text] of files) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}
