/** `agentc aigx …`: lint, resolve, fmt, export, check-conformance. */
import { statSync } from "node:fs";
import { join } from "node:path";
import { exportLedgerText } from "../ledger-text.js";
import {
  exportGenome,
  exportRuleFile,
  formatGenome,
  generateGenome,
  lintGenome,
  resolveInGenome,
  userLevelPlaces,
} from "../../api.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { plural } from "../../../ir/diagnostics/render.js";
import { assertOutputFree } from "../../../ir/io/output-path.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";

interface RootOpts {
  root: string;
  exclude?: string[];
}

export async function lint(ctx: CliContext, opts: RootOpts): Promise<Outcome> {
  const r = await lintGenome(opts.root, { exclude: opts.exclude, afterEach: ctx.afterEach });
  const e = r.diagnostics.filter((d) => d.severity === "error").length;
  const w = r.diagnostics.filter((d) => d.severity === "warning").length;
  return {
    // The reference's 2 (no genome) is a failed check in agentc's one contract (2 is a usage error).
    exitCode: r.exitCode === 2 ? EXIT.invalid : r.exitCode,
    diagnostics: r.diagnostics.map((d) => underRoot(d, opts.root)),
    result: { ok: r.ok, level: r.level, ...r.stats },
    text: `aigx lint: ${plural(r.stats.genomes, "genome")}, ${plural(r.stats.rules, "rule")}, ${plural(r.stats.entries, "file entry", "file entries")}, ${plural(r.stats.cards, "domain card")} -> ${r.ok ? "ok" : "FAIL"} (${plural(e, "error")}, ${plural(w, "warning")}); conformance level ${r.level}`,
  };
}

/**
 * A lint diagnostic with its paths (relative to the genome's root) made relative to where the user
 * runs, as the other checkers print them: its own file and its notes' files (a V7's "first defined
 * here"), so that every location printed can be opened from there.
 */
function underRoot(d: Diagnostic, root: string): Diagnostic {
  const rebased = d.file ? { ...d, file: join(root, d.file) } : d;
  if (!d.notes?.some((n) => n.file)) return rebased;
  return { ...rebased, notes: d.notes.map((n) => (n.file ? { ...n, file: join(root, n.file) } : n)) };
}

export async function checkConformance(_ctx: CliContext, opts: RootOpts): Promise<Outcome> {
  const r = await lintGenome(opts.root, { exclude: opts.exclude });
  return {
    exitCode: r.level > 0 ? EXIT.ok : EXIT.invalid,
    diagnostics: r.diagnostics.filter((d) => d.severity === "error").map((d) => underRoot(d, opts.root)),
    result: { level: r.level },
    text: `AIGX conformance level ${r.level}`,
  };
}

export async function resolve(_ctx: CliContext, path: string, opts: RootOpts): Promise<Outcome> {
  const { found, resolution: r, text } = await resolveInGenome(opts.root, path, { exclude: opts.exclude });
  // Not found is a diagnostic (stderr), not a result: stdout carries only an answer.
  if (!found)
    return {
      exitCode: EXIT.invalid,
      diagnostics: [{ code: "AIGX-NOT-FOUND", severity: "error", message: text, file: path }],
      result: r,
    };
  return {
    exitCode: EXIT.ok,
    result: { ...r, entry: r.entry ? { ...r.entry, glosses: Object.fromEntries(r.entry.glosses) } : undefined },
    text,
  };
}

export async function fmt(_ctx: CliContext, opts: RootOpts & { output?: string; write?: boolean }): Promise<Outcome> {
  const r = await formatGenome(opts.root, { exclude: opts.exclude, output: opts.output, write: opts.write });
  if (!r.ok)
    return {
      exitCode: EXIT.invalid,
      diagnostics: r.diagnostics,
      ...(r.reason.startsWith("not formatted") ? { text: r.reason } : {}),
    };
  return {
    exitCode: EXIT.ok,
    result: { files: r.files },
    text: `formatted ${plural(r.files.length, "file")} into ${r.into} (semantic parity verified)`,
  };
}

interface ExportFlags {
  format: string;
  output?: string;
  force?: boolean;
  check?: boolean;
  dryRun?: boolean;
  prune?: boolean;
  global?: boolean;
}

/** `-o -` or `-o <file>` (a name with an extension, or an existing file): one target's one file, not a project directory. */
function singleFileOutput(opts: ExportFlags): boolean {
  if (opts.output === undefined || opts.check || opts.dryRun) return false;
  if (opts.output === "-") return true;
  const st = statSync(opts.output, { throwIfNoEntry: false });
  return st ? st.isFile() : /\.(md|mdc|txt)$/i.test(opts.output);
}

export async function exportCmd(ctx: CliContext, opts: RootOpts & ExportFlags): Promise<Outcome> {
  if (opts.global) {
    // User level: the user's genome (~/.aigx/) into each tool's user-level files under the home directory.
    if (opts.output !== undefined || opts.root !== ".")
      throw new CliError("--global exports ~/.aigx/ into the home directory: give no --root and no -o", "AGC-USAGE");
    const home = (await import("node:os")).homedir();
    return exportProject(ctx, { ...opts, root: home, output: home });
  }
  return singleFileOutput(opts) ? exportOneFile(ctx, opts) : exportProject(ctx, opts);
}

/**
 * One target's file written to `-o <file>` or standard output: the same lowering, bytes and header as
 * that target's file in a project export (a genome whose rules that target puts in one file).
 */
async function exportOneFile(ctx: CliContext, opts: RootOpts & ExportFlags): Promise<Outcome> {
  const r = await exportRuleFile(opts.root, opts.format, { output: opts.output, afterEach: ctx.afterEach });
  const { format, path, bytes } = r;
  const warnings = r.diagnostics.filter((d) => d.severity === "warning");
  if (opts.output === "-") {
    if (!ctx.json) ctx.out(Buffer.from(bytes).toString("utf8").replace(/\n$/, ""));
    return {
      exitCode: EXIT.ok,
      diagnostics: warnings,
      result: {
        file: "-",
        format,
        path,
        lossLedger: r.ledger,
        ...(ctx.json ? { text: Buffer.from(bytes).toString("utf8") } : {}),
      },
    };
  }
  assertOutputFree(opts.output!, opts.force);
  writeFileAtomic(opts.output!, bytes);
  return {
    exitCode: EXIT.ok,
    diagnostics: warnings,
    result: { file: opts.output, format, path, lossLedger: r.ledger },
    text: `wrote ${opts.output} (${format}'s ${path})\n${exportLedgerText(r.ledger).join("\n")}`,
  };
}

export async function genome(
  ctx: CliContext,
  repoDir: string,
  opts: { merge?: boolean; output?: string; exclude?: string[]; force?: boolean },
): Promise<Outcome> {
  if (opts.output && !opts.merge) assertOutputFree(opts.output, opts.force);
  // --merge reads and rewrites the repository's genome, -o writes one file: either under its lock.
  const g = await generateGenome(repoDir, {
    merge: opts.merge,
    output: opts.output,
    exclude: opts.exclude,
    progress: ctx.err,
  });
  if (!opts.merge && !opts.output && !ctx.json) ctx.out(g.filesText.replace(/\n$/, ""));
  const result = {
    entries: g.entries,
    rules: g.rules,
    ...(g.merge ? { merge: g.merge } : {}),
    placed: g.placed,
    crossings: g.crossings,
    boundaries: g.boundaries,
    declarations: g.declarations,
    inferred: g.inferred,
    packages: g.packages,
    cards: g.cards,
    ...(opts.merge || opts.output
      ? {}
      : { filesAigx: g.filesText, ...(g.rulesText ? { rulesAigx: g.rulesText } : {}) }),
  };
  const m = g.merge;
  const report = m
    ? [
        `rules: ${m.rulesAdded.length} added, ${m.rulesUpdated.length} updated, ${m.rulesRemoved.length} removed (no longer declared), ${m.rulesKept.length} kept as edited by hand`,
        `entries: ${m.entriesAdded.length} added, ${m.entriesUpdated.length} updated, ${m.entriesRemoved.length} removed (file gone); ${m.editsKept.length} hand edits kept`,
        ...m.editsKept.slice(0, 10).map((e) => `  kept: ${e}`),
        ...(m.editsKept.length > 10 ? [`  … and ${m.editsKept.length - 10} more (--json lists them)`] : []),
      ]
    : [];
  // A monorepo's packages with a genome of their own, and the domain cards, when there are any.
  const more = [
    ...(g.packages.length ? [`package genomes: ${g.packages.map((p) => `${p}/.aigx`).join(", ")}`] : []),
    ...(g.cards.length ? [`domain cards: ${g.cards.join(", ")}`] : []),
  ];
  const text = opts.merge
    ? [
        `merged into ${join(repoDir, ".aigx")}: ${g.summary}`,
        ...more,
        ...report,
        `wrote ${g.written.length} file(s)`,
      ].join("\n")
    : opts.output
      ? `wrote ${opts.output}: ${g.summary}`
      : undefined;
  return { exitCode: EXIT.ok, diagnostics: g.diagnostics, result, text };
}

/** Every target's rule files in the project: each rule back to its own file, refused where someone changed a file since. */
async function exportProject(ctx: CliContext, opts: RootOpts & ExportFlags): Promise<Outcome> {
  const formats = opts.format
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  const project = opts.output ?? opts.root;
  const user = opts.global ? await userLevelPlaces(formats) : {};
  const r = await exportGenome(opts.root, formats, project, {
    force: opts.force,
    check: opts.check,
    dryRun: opts.dryRun,
    prune: opts.prune,
    afterEach: ctx.afterEach,
    ...user,
  });
  const count = (s: string): number => r.files.filter((f) => f.status === s).length;
  const verb = opts.check
    ? "checked"
    : opts.dryRun
      ? "would write"
      : r.ok
        ? "wrote"
        : "refused to write (nothing was written)";
  const removed = count("removed")
    ? `, ${count("removed")} ${opts.dryRun || opts.check ? "to remove" : "removed"}`
    : "";
  const obsolete = count("obsolete") ? `, ${count("obsolete")} no longer made (kept)` : "";
  const lines = [
    `${verb} ${plural(r.files.length, "file")} into ${project}: ${count("new")} new, ${count("changed")} changed, ${count("unchanged")} unchanged${removed}${obsolete}, ${count("refused")} refused`,
  ];
  if (opts.dryRun || opts.check)
    for (const f of r.files)
      if (f.status !== "unchanged")
        lines.push(
          `  ${f.status.padEnd(9)} ${f.path}${r.planned.has(f.path) ? `  (${f.format}, ${plural(r.planned.get(f.path)!.length, "byte")})` : ""}`,
        );
  if (count("obsolete") && !opts.check)
    lines.push(
      `kept ${plural(count("obsolete"), "file")} agentc wrote that the genome no longer makes (named above): --prune removes them`,
    );
  if (count("refused") && !opts.force)
    lines.push(
      `kept ${plural(count("refused"), "file")} changed since agentc last read or wrote them (named above): run agentc import to bring those changes into the genome, or --force to replace them`,
    );
  lines.push(...r.notes.map((n) => `note: ${n}`));
  // One push per line: a spread passes each line as an argument, and 20,000 rules to ten targets
  // make more lines than the stack holds arguments (AGC-INTERNAL, "Maximum call stack size exceeded").
  for (const l of exportLedgerText(r.ledger)) lines.push(l);
  // The diff last: what a reviewer reads, or pipes to `patch -p1` / `git apply`.
  if (r.diff) lines.push("", r.diff.replace(/\n$/, ""));
  const shown = opts.dryRun
    ? r.files
        .filter((f) => f.status === "new" || f.status === "changed")
        .map((f) => ({ path: f.path, text: Buffer.from(r.planned.get(f.path)!).toString("utf8") }))
    : undefined;
  return {
    exitCode: r.ok ? EXIT.ok : EXIT.invalid,
    diagnostics: r.diagnostics,
    result: {
      ok: r.ok,
      files: r.files,
      lossLedger: r.ledger,
      pipeline: r.pipeline,
      ...(r.notes.length ? { notes: r.notes } : {}),
      ...(shown ? { planned: shown, diff: r.diff ?? "" } : {}),
    },
    text: lines.join("\n"),
  };
}
