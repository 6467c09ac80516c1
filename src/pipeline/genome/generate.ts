/**
 * `agentc aigx genome`: a repository's source files and what it declares about its architecture,
 * as an AIGX genome. The scan (readers/source/), the declarations (readers/architecture/) and the
 * proposal (passes/aigx/propose-genome.ts) run in memory; only `--merge` (into `<repo>/.aigx/`) and
 * `-o` (one `files.aigx`) write. No rule is invented: a rule is written only for what the
 * repository declares, or, where it declares nothing, what its files show for certain.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readRepository } from "../../readers/aigx/read-genome.js";
import { scanRepository } from "../../readers/source/scan-repo.js";
import { readDeclarations } from "../../readers/architecture/read-declarations.js";
import { proposeGenome, type Crossing, type PlacedRule } from "../../passes/aigx/propose-genome.js";
import { mergeGenome, parseBase, type MergeReport, type MergeResult } from "../../passes/aigx/merge-genome.js";
import { renderConcern, renderFiles, renderProtocol } from "../../../emitters/aigx/canonical.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { safeJoinReal } from "../../../ir/io/safe-path.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { FileEntry, Rule } from "../../../ir/dialects/aigx/model.js";

export interface GenomeOptions {
  merge?: boolean;
  /** Write the proposed files.aigx here (without merge). */
  output?: string;
  exclude?: string[];
  /** Progress lines, for scans of more than a thousand files. */
  progress?: (line: string) => void;
}

export interface GenomeRun {
  diagnostics: Diagnostic[];
  /** The proposed files.aigx. */
  filesText: string;
  /** The proposed concern file of generated rules (absent when there is none). */
  rulesText?: string;
  entries: number;
  rules: string[];
  placed: PlacedRule[];
  crossings: Crossing[];
  /** Folders with an internal/ subfolder (when nothing is declared). */
  boundaries: string[];
  /** Configuration files whose declarations were read. */
  declarations: string[];
  inferred: boolean;
  /** One line on what was found and written. */
  summary: string;
  /** The genome's files after this run (paths from the repository root), whether or not they were written. */
  genome: Map<string, string>;
  /** Files written (absolute): only those whose text changed. */
  written: string[];
  /** What --merge changed and what hand edits it kept. */
  merge?: MergeReport;
  /** Bytes of source read. */
  bytes: number;
}

/** What the last --merge proposed, kept so the next one can tell hand edits from its own output. */
export const BASE_FILE = ".aigx/.generated.json";

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

const PROTOCOL = {
  file: "",
  readFirst: "For EACH file you edit, find its <file> entry in .aigx/files.aigx; obey its <forbid> and verify every id in its <check> before finishing.",
  steps: ["Read the concern files your task touches.", "Read .aigx/files.aigx for each file you edit."],
  text: "",
};

export function generateGenome(repoDir: string, opts: GenomeOptions = {}): GenomeRun {
  const repo = readRepository(repoDir, { exclude: opts.exclude });
  const rootGenome = repo.genomes.find((g) => g.dir === ".aigx");
  const ig = (opts.exclude ?? []).map((x) => x.replace(/\/$/, ""));
  const scan = scanRepository(repoDir, {
    ignored: (rel) => ig.some((x) => rel === x || rel.startsWith(`${x}/`)),
    onProgress: (done, total) => {
      if (total >= 1000) opts.progress?.(`aigx genome: scanned ${done}/${total} files`);
    },
  });
  const decl = readDeclarations(scan.repo);
  const p = proposeGenome(scan.facts, decl.declarations);
  const diagnostics: Diagnostic[] = [...scan.diagnostics];
  for (const problem of decl.problems) diagnostics.push({ code: "AIGX-DECLARATION-UNREAD", severity: "warning", message: `${problem.file}: ${problem.message}`, file: join(repoDir, problem.file), ...(problem.line ? { line: problem.line } : {}) });
  for (const c of p.crossings) {
    const message = c.rule === "ARCH-internal" ? `${c.from} imports ${c.to}, across a boundary (internal/ of another folder)` : c.line === 0 ? `${c.from} is part of an import cycle, which ${c.rule} forbids` : `${c.from} imports ${c.spec} (line ${c.line}), which ${c.rule} forbids`;
    diagnostics.push({ code: c.rule === "ARCH-internal" ? "AIGX-DEEP-IMPORT" : "AIGX-BOUNDARY-CROSSED", severity: "warning", message, file: join(repoDir, c.from), ...(c.line ? { line: c.line } : {}) });
  }
  const found = repo.genomes.flatMap((g) => g.concerns.flatMap((c) => c.rules));
  const genome = new Map<string, string>();
  let merged: MergeResult | undefined;
  let entries: readonly FileEntry[] = p.entries;
  let ruleCount = p.rules.length + found.length;
  if (!rootGenome?.protocol) genome.set(".aigx/protocol.aigx", renderProtocol(PROTOCOL));
  if (opts.merge) {
    const existing = rootGenome?.concerns.flatMap((c) => c.rules) ?? [];
    merged = mergeGenome({
      rules: existing,
      entries: rootGenome?.files?.entries ?? [],
      base: parseBase(readText(join(repoDir, BASE_FILE))),
      proposed: { rules: p.rules, entries: p.entries },
      exists: (path) => existsSync(join(repoDir, path)),
    });
    entries = merged.entries;
    ruleCount = merged.rules.length + found.length - existing.length;
    // Each concern file whose rules changed, re-rendered; new rules go to architecture.aigx.
    const roots = new Map(rootGenome?.concerns.map((c) => [c.file, c.root]) ?? []);
    const byFile = new Map<string, Rule[]>();
    for (const r of merged.rules) byFile.set(r.file, [...(byFile.get(r.file) ?? []), r]);
    for (const c of rootGenome?.concerns ?? []) if (!byFile.has(c.file)) byFile.set(c.file, []);
    for (const [file, rules] of byFile) {
      const before = rootGenome?.concerns.find((c) => c.file === file)?.rules ?? [];
      if (JSON.stringify(before.map((r) => [r.id, r.text, r.ext ?? []])) !== JSON.stringify(rules.map((r) => [r.id, r.text, r.ext ?? []]))) genome.set(file, renderConcern(roots.get(file) ?? "aigx-architecture", rules));
    }
    genome.set(".aigx/files.aigx", renderFiles(entries));
    genome.set(BASE_FILE, `${JSON.stringify(merged.base, null, 1)}\n`);
  } else if (p.rules.length) genome.set(".aigx/architecture.aigx", renderConcern("aigx-architecture", p.rules));
  if (!ruleCount) {
    diagnostics.push({
      code: "AIGX-GENOME-NO-RULES",
      severity: "warning",
      message: "the repository declares no boundary and its files show none for certain, so the genome has no rule (none is invented); write one in a concern file of .aigx/ for the genome to lint",
      file: repoDir,
    });
  }
  const filesText = renderFiles(entries);
  if (!opts.merge) genome.set(".aigx/files.aigx", filesText);
  const rulesText = p.rules.length ? renderConcern("aigx-architecture", p.rules) : undefined;
  const onFiles = new Set(p.placed.flatMap((x) => x.files)).size;
  const summary = `${scan.facts.length} source files, ${entries.length} entries, ${p.rules.length} ${p.inferred ? "inferred" : "declared"} rules (${decl.files.length ? decl.files.join(", ") : "no declarations"}), forbids on ${onFiles} files, ${p.crossings.length} crossings`;
  const written: string[] = [];
  if (!opts.merge) {
    if (opts.output) {
      writeFileAtomic(opts.output, filesText);
      written.push(opts.output);
    }
  } else {
    const dir = safeJoinReal(repoDir, ".aigx");
    for (const [rel, text] of genome) {
      const file = join(dir, rel.slice(".aigx/".length));
      if (readText(file) === text) continue;
      writeFileAtomic(file, text);
      written.push(file);
    }
  }
  return {
    diagnostics,
    filesText,
    ...(rulesText ? { rulesText } : {}),
    entries: entries.length,
    ...(merged ? { merge: merged.report } : {}),
    rules: p.rules.map((r) => r.id),
    placed: p.placed,
    crossings: p.crossings,
    boundaries: p.boundaries,
    declarations: decl.files,
    inferred: p.inferred,
    summary,
    genome,
    written,
    bytes: scan.bytes,
  };
}
