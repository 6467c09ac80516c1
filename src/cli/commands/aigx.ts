/** `agentc aigx …`: lint, resolve, fmt, export, check-conformance. */
import { join } from "node:path";
import { lintRepository } from "../../passes/aigx/lint.js";
import { AigxIndex, formatResolution } from "../../passes/aigx/resolve.js";
import { readRepository } from "../../readers/aigx/read-genome.js";
import { writtenParity } from "../../passes/aigx/parity.js";
import { renderRepository } from "../../pipeline/formats/aigx/format.js";
import { DEFAULT_EXPORT_PATH, EXPORT_FORMATS, exportGenome, type ExportFormat } from "../../../emitters/aigx/export.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { writeFileSet } from "../../../ir/io/file-set.js";
import { safeJoinReal } from "../../../ir/io/safe-path.js";
import { plural } from "../../../ir/diagnostics/render.js";
import { assertOutputFree } from "../../../ir/io/output-path.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { CliError } from "../errors.js";

interface RootOpts {
  root: string;
  exclude?: string[];
}

export async function lint(_ctx: CliContext, opts: RootOpts): Promise<Outcome> {
  const r = lintRepository(opts.root, { exclude: opts.exclude });
  const e = r.diagnostics.filter((d) => d.severity === "error").length;
  const w = r.diagnostics.filter((d) => d.severity === "warning").length;
  return {
    // The reference's 2 (no genome) is a failed check in agentc's one contract (2 is a usage error).
    exitCode: r.exitCode === 2 ? EXIT.invalid : r.exitCode,
    diagnostics: r.diagnostics.map((d) => (d.file ? { ...d, file: join(opts.root, d.file) } : d)),
    result: { ok: r.ok, level: r.level, ...r.stats },
    text: `aigx lint: ${plural(r.stats.genomes, "genome")}, ${plural(r.stats.rules, "rule")}, ${plural(r.stats.entries, "file entry", "file entries")}, ${plural(r.stats.cards, "domain card")} -> ${r.ok ? "ok" : "FAIL"} (${plural(e, "error")}, ${plural(w, "warning")}); conformance level ${r.level}`,
  };
}

export async function checkConformance(_ctx: CliContext, opts: RootOpts): Promise<Outcome> {
  const r = lintRepository(opts.root, { exclude: opts.exclude });
  return { exitCode: r.level > 0 ? EXIT.ok : EXIT.invalid, diagnostics: r.diagnostics.filter((d) => d.severity === "error"), result: { level: r.level }, text: `AIGX conformance level ${r.level}` };
}

export async function resolve(_ctx: CliContext, path: string, opts: RootOpts): Promise<Outcome> {
  const index = new AigxIndex(opts.root, opts.exclude);
  const r = index.resolve(path);
  const found = Boolean(r.entry || r.rootEntry);
  // Not found is a diagnostic (stderr), not a result: stdout carries only an answer.
  if (!found) return { exitCode: EXIT.invalid, diagnostics: [{ code: "AIGX-NOT-FOUND", severity: "error", message: formatResolution(r), file: path }], result: r };
  return { exitCode: EXIT.ok, result: { ...r, entry: r.entry ? { ...r.entry, glosses: Object.fromEntries(r.entry.glosses) } : undefined }, text: formatResolution(r) };
}

export async function fmt(_ctx: CliContext, opts: RootOpts & { output?: string; write?: boolean }): Promise<Outcome> {
  if (!opts.output && !opts.write) throw new CliError("give -o <dir> for the formatted genome, or --write to rewrite it in place");
  const repo = readRepository(opts.root, { exclude: opts.exclude });
  if (repo.diagnostics.hasErrors) return { exitCode: EXIT.invalid, diagnostics: repo.diagnostics.all, text: "not formatted: fix the damage first (nothing is lost by refusing)" };
  const files = renderRepository(repo);
  // Parity proof: re-read what would be written (in memory) and compare semantics.
  const parity = writtenParity(repo, files);
  if (parity.length) return { exitCode: EXIT.invalid, diagnostics: parity };
  const base = opts.output ?? opts.root;
  writeFileSet([...files].map(([rel, text]) => [safeJoinReal(base, rel), text]));
  return { exitCode: EXIT.ok, result: { files: [...files.keys()] }, text: `formatted ${plural(files.size, "file")} into ${base} (semantic parity verified)` };
}

interface ExportFlags {
  format: string;
  output?: string;
  force?: boolean;
  check?: boolean;
  dryRun?: boolean;
}

/** One of the four single-file exports (the whole genome, boundaries included, as one file), or every agent's rule files in a project. */
function wholeGenomeFile(opts: ExportFlags): opts is ExportFlags & { format: ExportFormat } {
  if (opts.check || opts.dryRun || !(EXPORT_FORMATS as readonly string[]).includes(opts.format)) return false;
  return opts.output === undefined || opts.output === "-" || /\.(md|mdc)$/i.test(opts.output);
}

export async function exportCmd(ctx: CliContext, opts: RootOpts & ExportFlags): Promise<Outcome> {
  if (!wholeGenomeFile(opts)) return exportProject(opts);
  // The genome passes lint first: an export of a genome with errors (damage, dangling checks, stale paths) would pass them on silently.
  const linted = lintRepository(opts.root, { exclude: opts.exclude });
  const repo = linted.repo;
  if (!repo.genomes.length) throw new CliError(`no .aigx/ genome under ${opts.root}`, "AIGX-NO-GENOME", EXIT.invalid);
  const withRoot = (d: Diagnostic): Diagnostic => (d.file ? { ...d, file: join(opts.root, d.file) } : d);
  if (linted.diagnostics.some((d) => d.severity === "error")) return { exitCode: EXIT.invalid, diagnostics: linted.diagnostics.map(withRoot), text: "not exported: the genome does not pass lint (nothing was written)" };
  const warnings = linted.diagnostics.filter((d) => d.severity === "warning").map(withRoot);
  const text = exportGenome(repo, opts.format);
  if (opts.output === "-") {
    if (!ctx.json) ctx.out(text.replace(/\n$/, ""));
    return { exitCode: EXIT.ok, diagnostics: warnings, result: { file: "-", format: opts.format, ...(ctx.json ? { text } : {}) } };
  }
  // The default path lies under the root, and must stay there once symbolic links are followed.
  const out = opts.output ?? safeJoinReal(opts.root, DEFAULT_EXPORT_PATH[opts.format]);
  assertOutputFree(out, opts.force);
  writeFileAtomic(out, text);
  return { exitCode: EXIT.ok, diagnostics: warnings, result: { file: out, format: opts.format }, text: `wrote ${out}` };
}

export async function genome(ctx: CliContext, repoDir: string, opts: { merge?: boolean; output?: string; exclude?: string[]; force?: boolean }): Promise<Outcome> {
  const { generateGenome } = await import("../../pipeline/genome/generate.js");
  if (opts.output && !opts.merge) assertOutputFree(opts.output, opts.force);
  const g = generateGenome(repoDir, { merge: opts.merge, output: opts.output, exclude: opts.exclude, progress: ctx.err });
  if (!opts.merge && !opts.output && !ctx.json) ctx.out(g.filesText.replace(/\n$/, ""));
  const result = { entries: g.entries, rules: g.rules, ...(g.merge ? { merge: g.merge } : {}), placed: g.placed, crossings: g.crossings, boundaries: g.boundaries, declarations: g.declarations, inferred: g.inferred, ...(opts.merge || opts.output ? {} : { filesAigx: g.filesText, ...(g.rulesText ? { rulesAigx: g.rulesText } : {}) }) };
  const m = g.merge;
  const report = m
    ? [
        `rules: ${m.rulesAdded.length} added, ${m.rulesUpdated.length} updated, ${m.rulesRemoved.length} removed (no longer declared), ${m.rulesKept.length} kept as edited by hand`,
        `entries: ${m.entriesAdded.length} added, ${m.entriesUpdated.length} updated, ${m.entriesRemoved.length} removed (file gone); ${m.editsKept.length} hand edits kept`,
        ...m.editsKept.slice(0, 10).map((e) => `  kept: ${e}`),
        ...(m.editsKept.length > 10 ? [`  … and ${m.editsKept.length - 10} more (--json lists them)`] : []),
      ]
    : [];
  const text = opts.merge ? [`merged into ${join(repoDir, ".aigx")}: ${g.summary}`, ...report, `wrote ${g.written.length} file(s)`].join("\n") : opts.output ? `wrote ${opts.output}: ${g.summary}` : undefined;
  return { exitCode: EXIT.ok, diagnostics: g.diagnostics, result, text };
}

/** Every target's rule files at their conventional paths in the project, each refused if written by hand. */
async function exportProject(opts: RootOpts & ExportFlags): Promise<Outcome> {
  const { exportGenome: exportRules } = await import("../../pipeline/rules/export-genome.js");
  const formats = opts.format.split(",").map((f) => f.trim()).filter(Boolean);
  const project = opts.output ?? opts.root;
  const r = await exportRules(opts.root, formats, project, { force: opts.force, check: opts.check, dryRun: opts.dryRun });
  const count = (s: string): number => r.files.filter((f) => f.status === s).length;
  const verb = opts.check ? "checked" : opts.dryRun ? "would write" : r.ok ? "wrote" : "refused to write (nothing was written)";
  const lines = [`${verb} ${plural(r.files.length, "file")} into ${project}: ${count("new")} new, ${count("changed")} changed, ${count("unchanged")} unchanged, ${count("refused")} refused`];
  if (opts.dryRun || opts.check) for (const f of r.files) if (f.status !== "unchanged") lines.push(`  ${f.status.padEnd(9)} ${f.path}  (${f.format})`);
  const byTarget = new Map<string, number>();
  for (const e of r.ledger) byTarget.set(e.target, (byTarget.get(e.target) ?? 0) + 1);
  lines.push(byTarget.size ? `loss ledger: ${[...byTarget].map(([t, n]) => `${t} ${n}`).join(", ")} (--json lists each rule's field and reason)` : "loss ledger: empty (every target holds every rule with its scope and activation)");
  for (const e of r.ledger.slice(0, 12)) lines.push(`  ${e.target.padEnd(10)} ${e.pointer}  ${e.reason}`);
  if (r.ledger.length > 12) lines.push(`  … and ${r.ledger.length - 12} more`);
  return { exitCode: r.ok ? EXIT.ok : EXIT.invalid, diagnostics: r.diagnostics, result: { ok: r.ok, files: r.files, lossLedger: r.ledger, pipeline: r.pipeline }, text: lines.join("\n") };
}
