/**
 * `npm run mutation:scores`: the mutation score of all of ir/, put together from Stryker runs over
 * parts of it. A whole run takes longer than a working session on a 2-core machine, so each run's
 * report (reports/mutation/mutation.json, git-ignored) is merged into test/mutation-scores/scores.json
 * (checked in): per file, the sha256 of the source that was measured and its mutants by status. A
 * file whose source has changed since is stale and counts as not measured until it is run again.
 *
 *   npx stryker run -m "ir/cbor/**\/*.ts"   # a part
 *   npm run mutation:scores                 # merge its report, print the table and the total
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { globToRegExp } from "../../src/pipeline/convert-batch.js";

/** Mutants of one file by status, as Stryker's JSON report counts them. */
export interface FileScore {
  /** sha256 of the source the run mutated. */
  sha256: string;
  /** The day of the run (the report's modification time). */
  measured: string;
  killed: number;
  timedOut: number;
  survived: number;
  noCoverage: number;
  /** Static mutants and the like, which Stryker leaves out of the score. */
  ignored: number;
}

export type Scores = Record<string, FileScore>;

interface Report {
  files: Record<string, { source: string; mutants: Array<{ status: string }> }>;
}

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** Stryker's mutation score: detected (killed or timed out) over everything that could have been. */
export function scoreOf(s: Pick<FileScore, "killed" | "timedOut" | "survived" | "noCoverage">): number {
  const valid = s.killed + s.timedOut + s.survived + s.noCoverage;
  return valid === 0 ? 1 : (s.killed + s.timedOut) / valid;
}

/** The per-file scores of one report. */
export function scoresOfReport(report: Report, measured: string): Scores {
  const out: Scores = {};
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const count = (...statuses: string[]): number => mutants.filter((m) => statuses.includes(m.status)).length;
    out[file.split(sep).join("/")] = {
      sha256: sha256(source),
      measured,
      killed: count("Killed"),
      timedOut: count("Timeout"),
      survived: count("Survived"),
      noCoverage: count("NoCoverage"),
      ignored: count("Ignored", "CompileError", "RuntimeError", "Pending"),
    };
  }
  return out;
}

/** The files Stryker mutates: stryker.config.json's `mutate` patterns (negations exclude). */
export function filesInScope(root: string, patterns: readonly string[]): string[] {
  const include = patterns.filter((p) => !p.startsWith("!")).map(globToRegExp);
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => globToRegExp(p.slice(1)));
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir))
      .sort()
      .flatMap((name) => {
        const rel = dir ? `${dir}/${name}` : name;
        return statSync(join(root, rel)).isDirectory() ? (name === "node_modules" || name.startsWith(".") ? [] : walk(rel)) : [rel];
      });
  const tops = [...new Set(patterns.filter((p) => !p.startsWith("!")).map((p) => p.split("/")[0]!))];
  return tops.flatMap((top) => (existsSync(join(root, top)) ? walk(top) : [])).filter((f) => include.some((r) => r.test(f)) && !exclude.some((r) => r.test(f)));
}

export interface Summary {
  rows: Array<{ file: string; state: "current" | "stale" | "not measured"; score?: FileScore }>;
  /** Over the files measured at their current source. */
  total: Pick<FileScore, "killed" | "timedOut" | "survived" | "noCoverage">;
}

export function summarize(root: string, scope: readonly string[], scores: Scores): Summary {
  const total = { killed: 0, timedOut: 0, survived: 0, noCoverage: 0 };
  const rows = scope.map((file) => {
    const score = scores[file];
    if (!score) return { file, state: "not measured" as const };
    if (score.sha256 !== sha256(readFileSync(join(root, file), "utf8"))) return { file, state: "stale" as const, score };
    total.killed += score.killed;
    total.timedOut += score.timedOut;
    total.survived += score.survived;
    total.noCoverage += score.noCoverage;
    return { file, state: "current" as const, score };
  });
  return { rows, total };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function main(): void {
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  const scoresPath = join(root, "test/mutation-scores/scores.json");
  const reportPath = join(root, "reports/mutation/mutation.json");
  let scores: Scores = existsSync(scoresPath) ? (JSON.parse(readFileSync(scoresPath, "utf8")) as Scores) : {};
  if (existsSync(reportPath) && !process.argv.includes("--no-merge")) {
    const measured = statSync(reportPath).mtime.toISOString().slice(0, 10);
    scores = { ...scores, ...scoresOfReport(JSON.parse(readFileSync(reportPath, "utf8")) as Report, measured) };
    const sorted = Object.fromEntries(Object.entries(scores).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(scoresPath, `${JSON.stringify(sorted, null, 2)}\n`);
    process.stdout.write(`merged ${relative(root, reportPath)} into ${relative(root, scoresPath)}\n\n`);
  }
  const config = JSON.parse(readFileSync(join(root, "stryker.config.json"), "utf8")) as { mutate: string[]; thresholds?: { high?: number } };
  const { rows, total } = summarize(root, filesInScope(root, config.mutate), scores);
  const width = Math.max(...rows.map((r) => r.file.length));
  for (const r of rows) {
    const s = r.score;
    const figures = s ? `${pct(scoreOf(s)).padStart(6)}  ${String(s.killed + s.timedOut + s.survived + s.noCoverage).padStart(5)} mutants  ${s.measured}` : "";
    process.stdout.write(`${r.file.padEnd(width)}  ${r.state.padEnd(12)}  ${figures}\n`);
  }
  const current = rows.filter((r) => r.state === "current").length;
  const mutants = total.killed + total.timedOut + total.survived + total.noCoverage;
  const target = config.thresholds?.high ?? 80;
  const all = current === rows.length;
  process.stdout.write(
    `\n${current} of ${rows.length} files measured at their current source: ${pct(scoreOf(total))} of ${mutants} mutants detected` +
      ` (${total.killed} killed, ${total.timedOut} timed out, ${total.survived} survived, ${total.noCoverage} not covered).\n` +
      `Target ${target}% on all of ir/: ${all ? (100 * scoreOf(total) >= target ? "met" : "not met") : `not shown (${rows.length - current} files to run)`}.\n`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
