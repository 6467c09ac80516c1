/** `agentc aigx …`: lint, resolve, fmt, export, check-conformance. */
import { join } from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { lintRepository } from "../../passes/aigx/lint.js";
import { AigxIndex, formatResolution } from "../../passes/aigx/resolve.js";
import { readRepository } from "../../frontends/aigx/read-genome.js";
import { parityDifferences, signatureOf } from "../../passes/aigx/parity.js";
import { renderGenome } from "../../../emitters/aigx/canonical.js";
import { DEFAULT_EXPORT_PATH, exportGenome, type ExportFormat } from "../../../emitters/aigx/export.js";
import { writeDirectoryAtomic, writeFileAtomic } from "../../io/atomic-write.js";
import { safeJoin } from "../../io/safe-path.js";
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
    exitCode: r.exitCode,
    diagnostics: r.diagnostics.map((d) => (d.file ? { ...d, file: join(opts.root, d.file) } : d)),
    result: { ok: r.ok, level: r.level, ...r.stats },
    text: `aigx lint: ${r.stats.genomes} genome(s), ${r.stats.rules} rules, ${r.stats.entries} file entries, ${r.stats.cards} domain cards -> ${r.ok ? "ok" : "FAIL"} (${e} error(s), ${w} warning(s)); conformance level ${r.level}`,
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
  return { exitCode: found ? EXIT.ok : EXIT.usage, result: r.entry || r.rootEntry ? { ...r, entry: r.entry ? { ...r.entry, glosses: Object.fromEntries(r.entry.glosses) } : undefined } : r, text: formatResolution(r) };
}

export async function fmt(_ctx: CliContext, opts: RootOpts & { output?: string; write?: boolean }): Promise<Outcome> {
  if (!opts.output && !opts.write) throw new CliError("give -o <dir> for the formatted genome, or --write to rewrite it in place");
  const repo = readRepository(opts.root, { exclude: opts.exclude });
  if (repo.diagnostics.hasErrors) return { exitCode: EXIT.invalid, diagnostics: repo.diagnostics.all, text: "not formatted: fix the damage first (nothing is lost by refusing)" };
  const files = new Map<string, string>();
  repo.genomes.forEach((g, i) => renderGenome(g, i === 0 ? repo.cards : []).forEach((v, k) => files.set(k, v)));
  // Parity proof: re-read what would be written and compare semantics.
  const tmp = mkdtempSync(join(tmpdir(), "agentc-aigx-"));
  try {
    writeDirectoryAtomic(join(tmp, "g"), files);
    const diff = parityDifferences(signatureOf(repo), signatureOf(readRepository(join(tmp, "g"))));
    if (diff.length) return { exitCode: EXIT.internal, diagnostics: diff.map((m) => ({ code: "AIGX-PARITY", severity: "error" as const, message: m })) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const base = opts.output ?? opts.root;
  for (const [rel, text] of files) writeFileAtomic(safeJoin(base, rel), text);
  return { exitCode: EXIT.ok, result: { files: [...files.keys()] }, text: `formatted ${files.size} file(s) into ${base} (semantic parity verified)` };
}

export async function exportCmd(_ctx: CliContext, opts: RootOpts & { format: ExportFormat; output?: string }): Promise<Outcome> {
  const repo = readRepository(opts.root, { exclude: opts.exclude });
  if (!repo.genomes.length) throw new CliError(`no .aigx/ genome under ${opts.root}`, "AIGX-NO-GENOME", EXIT.invalid);
  const out = opts.output ?? safeJoin(opts.root, DEFAULT_EXPORT_PATH[opts.format]);
  writeFileAtomic(out, exportGenome(repo, opts.format));
  return { exitCode: EXIT.ok, diagnostics: repo.diagnostics.errors, result: { file: out, format: opts.format }, text: `wrote ${out}` };
}
