/** `agentc aigx …`: lint, resolve, fmt, export, check-conformance. */
import { statSync } from "node:fs";
import { join } from "node:path";
import { exportLedgerText } from "../ledger-text.js";
import { lintRepository } from "../../passes/aigx/lint.js";
import { AigxIndex, formatResolution } from "../../passes/aigx/resolve.js";
import { readRepository } from "../../readers/aigx/read-genome.js";
import { writtenParity } from "../../passes/aigx/parity.js";
import { renderRepository } from "../../pipeline/formats/aigx/format.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { writeFileSet } from "../../../ir/io/file-set.js";
import { safeJoinReal } from "../../../ir/io/safe-path.js";
import { plural } from "../../../ir/diagnostics/render.js";
import { assertOutputFree } from "../../../ir/io/output-path.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
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

/** `-o -` or `-o <file>` (a name with an extension, or an existing file): one target's one file, not a project directory. */
function singleFileOutput(opts: ExportFlags): boolean {
  if (opts.output === undefined || opts.check || opts.dryRun) return false;
  if (opts.output === "-") return true;
  const st = statSync(opts.output, { throwIfNoEntry: false });
  return st ? st.isFile() : /\.(md|mdc|txt)$/i.test(opts.output);
}

export async function exportCmd(ctx: CliContext, opts: RootOpts & ExportFlags): Promise<Outcome> {
  return singleFileOutput(opts) ? exportOneFile(ctx, opts) : exportProject(opts);
}

/**
 * One target's file written to `-o <file>` or standard output: the same lowering, bytes and header as
 * that target's file in a project export (a genome whose rules that target puts in one file).
 */
async function exportOneFile(ctx: CliContext, opts: RootOpts & ExportFlags): Promise<Outcome> {
  const { exportGenome: exportRules, resolveTargets } = await import("../../pipeline/rules/export-genome.js");
  const { ruleFormatOfPath } = await import("../../../ir/dialects/rules/paths.js");
  const named = opts.format.trim();
  const targets = named === "all" || named.includes(",") ? [] : (await resolveTargets([named])).targets;
  if (targets.length !== 1) throw new CliError(`-o ${opts.output} names one file: give one --format (agents-md, claude-md, …), or -o <directory> for several`);
  const format = targets[0]!;
  const r = await exportRules(opts.root, [format], opts.root, { dryRun: true });
  const own = [...r.planned].filter(([path]) => ruleFormatOfPath(path) === format);
  if (own.length !== 1) {
    const listed = own.map(([p]) => p).join(", ");
    throw new CliError(`${format} puts this genome's rules in ${plural(own.length, "file")}${listed ? ` (${listed})` : ""}, not one: give -o <directory> to write them there`, "AGC-USAGE");
  }
  const [path, bytes] = own[0]!;
  const warnings = r.diagnostics.filter((d) => d.severity === "warning");
  if (opts.output === "-") {
    if (!ctx.json) ctx.out(Buffer.from(bytes).toString("utf8").replace(/\n$/, ""));
    return { exitCode: EXIT.ok, diagnostics: warnings, result: { file: "-", format, path, lossLedger: r.ledger, ...(ctx.json ? { text: Buffer.from(bytes).toString("utf8") } : {}) } };
  }
  assertOutputFree(opts.output!, opts.force);
  writeFileAtomic(opts.output!, bytes);
  return { exitCode: EXIT.ok, diagnostics: warnings, result: { file: opts.output, format, path, lossLedger: r.ledger }, text: `wrote ${opts.output} (${format}'s ${path})\n${exportLedgerText(r.ledger).join("\n")}` };
}

export async function genome(ctx: CliContext, repoDir: string, opts: { merge?: boolean; output?: string; exclude?: string[] }): Promise<Outcome> {
  const { scanRepository } = await import("../../readers/typescript/scan-repo.js");
  const { proposeGenome } = await import("../../passes/aigx/propose-genome.js");
  const { renderFiles, renderProtocol, renderConcern } = await import("../../../emitters/aigx/canonical.js");
  const repo = readRepository(repoDir, { exclude: opts.exclude });
  const rootGenome = repo.genomes.find((g) => g.dir === ".aigx");
  const ig = (opts.exclude ?? []).map((x) => x.replace(/\/$/, ""));
  const progress = (done: number, total: number): void => {
    if (total >= 1000) ctx.err(`aigx genome: scanned ${done}/${total} files`);
  };
  const facts = scanRepository(repoDir, { ignored: (rel) => ig.some((x) => rel === x || rel.startsWith(`${x}/`)), onProgress: progress });
  const found = repo.genomes.flatMap((g) => g.concerns.flatMap((c) => c.rules));
  const generatedRule = { id: "ARCH-1", text: "Import a folder that has an internal/ subfolder only through its public entry point; deep imports into internal/ are forbidden.", file: ".aigx/architecture.aigx", pos: { line: 1, col: 1 } };
  const rules = found.length ? found : [generatedRule];
  const existing = opts.merge ? (rootGenome?.files?.entries ?? []) : [];
  const p = proposeGenome(facts, rules, existing);
  const diagnostics = p.violations.map((v) => ({ code: "AIGX-DEEP-IMPORT" as const, severity: "warning" as const, message: `${v.from} imports ${v.to}, across a boundary (internal/ of another folder)`, file: join(repoDir, v.from) }));
  const filesText = renderFiles(p.entries);
  const summary = `${facts.length} source files, ${p.entries.length} entries (${existing.length} kept), ${p.boundaries.length} boundaries, ${p.violations.length} deep imports`;
  if (!opts.merge) {
    if (opts.output) writeFileAtomic(opts.output, filesText);
    else if (!ctx.json) ctx.out(filesText.replace(/\n$/, ""));
    return { exitCode: EXIT.ok, diagnostics, result: { entries: p.entries.length, boundaries: p.boundaries, violations: p.violations, ...(opts.output ? {} : { filesAigx: filesText }) }, text: opts.output ? `wrote ${opts.output}: ${summary}` : undefined };
  }
  const dir = safeJoinReal(repoDir, ".aigx");
  if (!rootGenome?.protocol) {
    writeFileAtomic(join(dir, "protocol.aigx"), renderProtocol({ file: "", readFirst: "For EACH file you edit, find its <file> entry in .aigx/files.aigx; obey its <forbid> and verify every id in its <check> before finishing.", steps: ["Read the concern files your task touches.", "Read .aigx/files.aigx for each file you edit."], text: "" }));
  }
  if (!found.length) writeFileAtomic(join(dir, "architecture.aigx"), renderConcern("aigx-architecture", [generatedRule]));
  writeFileAtomic(join(dir, "files.aigx"), filesText);
  return { exitCode: EXIT.ok, diagnostics, result: { entries: p.entries.length, boundaries: p.boundaries, violations: p.violations }, text: `merged into ${dir}/files.aigx: ${summary}` };
}

/** Every target's rule files in the project: each rule back to its own file, refused where someone changed a file since. */
async function exportProject(opts: RootOpts & ExportFlags): Promise<Outcome> {
  const { exportGenome: exportRules } = await import("../../pipeline/rules/export-genome.js");
  const formats = opts.format.split(",").map((f) => f.trim()).filter(Boolean);
  const project = opts.output ?? opts.root;
  const r = await exportRules(opts.root, formats, project, { force: opts.force, check: opts.check, dryRun: opts.dryRun });
  const count = (s: string): number => r.files.filter((f) => f.status === s).length;
  const verb = opts.check ? "checked" : opts.dryRun ? "would write" : r.ok ? "wrote" : "refused to write (nothing was written)";
  const removed = count("removed") ? `, ${count("removed")} removed` : "";
  const lines = [`${verb} ${plural(r.files.length, "file")} into ${project}: ${count("new")} new, ${count("changed")} changed, ${count("unchanged")} unchanged${removed}, ${count("refused")} refused`];
  if (opts.dryRun || opts.check) for (const f of r.files) if (f.status !== "unchanged") lines.push(`  ${f.status.padEnd(9)} ${f.path}${r.planned.has(f.path) ? `  (${f.format}, ${plural(r.planned.get(f.path)!.length, "byte")})` : ""}`);
  if (count("refused") && !opts.force) lines.push(`kept ${plural(count("refused"), "file")} changed since agentc last read or wrote them (named above): run agentc import to bring those changes into the genome, or --force to replace them`);
  lines.push(...r.notes.map((n) => `note: ${n}`));
  lines.push(...exportLedgerText(r.ledger));
  const shown = opts.dryRun ? r.files.filter((f) => f.status === "new" || f.status === "changed").map((f) => ({ path: f.path, text: Buffer.from(r.planned.get(f.path)!).toString("utf8") })) : undefined;
  return { exitCode: r.ok ? EXIT.ok : EXIT.invalid, diagnostics: r.diagnostics, result: { ok: r.ok, files: r.files, lossLedger: r.ledger, pipeline: r.pipeline, ...(r.notes.length ? { notes: r.notes } : {}), ...(shown ? { planned: shown } : {}) }, text: lines.join("\n") };
}
