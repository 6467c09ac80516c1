/**
 * `agentc aigx genome`: a repository's source files and what it declares about its architecture,
 * as an AIGX genome. The scan (readers/source/), the declarations (readers/architecture/) and the
 * proposal (passes/aigx/propose-genome.ts) run in memory; only `--merge` (into `<repo>/.aigx/`) and
 * `-o` (one `files.aigx`) write. No rule is invented: a rule is written only for what the
 * repository declares, or, where it declares nothing, what its files show for certain.
 */
import { join } from "node:path";
import { readRepository } from "../../readers/aigx/read-genome.js";
import { scanRepository } from "../../readers/source/scan-repo.js";
import { readDeclarations } from "../../readers/architecture/read-declarations.js";
import { proposeGenome, type Crossing, type PlacedRule } from "../../passes/aigx/propose-genome.js";
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
  /** Files written (absolute). */
  written: string[];
  /** Bytes of source read. */
  bytes: number;
}

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
  const diagnostics: Diagnostic[] = [];
  for (const problem of decl.problems) diagnostics.push({ code: "AIGX-DECLARATION-UNREAD", severity: "warning", message: `${problem.file}: ${problem.message}`, file: join(repoDir, problem.file), ...(problem.line ? { line: problem.line } : {}) });
  for (const c of p.crossings) {
    const message = c.rule === "ARCH-internal" ? `${c.from} imports ${c.to}, across a boundary (internal/ of another folder)` : c.line === 0 ? `${c.from} is part of an import cycle, which ${c.rule} forbids` : `${c.from} imports ${c.spec} (line ${c.line}), which ${c.rule} forbids`;
    diagnostics.push({ code: c.rule === "ARCH-internal" ? "AIGX-DEEP-IMPORT" : "AIGX-BOUNDARY-CROSSED", severity: "warning", message, file: join(repoDir, c.from), ...(c.line ? { line: c.line } : {}) });
  }
  const found = repo.genomes.flatMap((g) => g.concerns.flatMap((c) => c.rules));
  const have = new Set(found.map((r) => r.id));
  const newRules: Rule[] = p.rules.filter((r) => !have.has(r.id));
  const allRules = [...found, ...newRules];
  if (!allRules.length) {
    diagnostics.push({
      code: "AIGX-GENOME-NO-RULES",
      severity: "warning",
      message: "the repository declares no boundary and its files show none for certain, so the genome has no rule (none is invented); write one in a concern file of .aigx/ for the genome to lint",
      file: repoDir,
    });
  }
  const existing: FileEntry[] = opts.merge ? (rootGenome?.files?.entries ?? []) : [];
  const kept = new Set(existing.map((e) => e.path));
  const entries = [...existing, ...p.entries.filter((e) => !kept.has(e.path))];
  const filesText = renderFiles(entries);
  const rulesText = p.rules.length ? renderConcern("aigx-architecture", p.rules) : undefined;
  const onFiles = new Set(p.placed.flatMap((x) => x.files)).size;
  const summary = `${scan.facts.length} source files, ${entries.length} entries (${existing.length} kept), ${p.rules.length} ${p.inferred ? "inferred" : "declared"} rules (${decl.files.length ? decl.files.join(", ") : "no declarations"}), forbids on ${onFiles} files, ${p.crossings.length} crossings`;
  const genome = new Map<string, string>();
  if (!rootGenome?.protocol) genome.set(".aigx/protocol.aigx", renderProtocol(PROTOCOL));
  if (newRules.length) {
    const arch = rootGenome?.concerns.find((c) => c.file === ".aigx/architecture.aigx");
    genome.set(".aigx/architecture.aigx", renderConcern(arch?.root ?? "aigx-architecture", [...(arch?.rules ?? []), ...newRules]));
  }
  genome.set(".aigx/files.aigx", filesText);
  const written: string[] = [];
  const write = (file: string, text: string): void => {
    writeFileAtomic(file, text);
    written.push(file);
  };
  if (!opts.merge) {
    if (opts.output) write(opts.output, filesText);
  } else {
    const dir = safeJoinReal(repoDir, ".aigx");
    for (const [rel, text] of genome) write(join(dir, rel.slice(".aigx/".length)), text);
  }
  return {
    diagnostics,
    filesText,
    ...(rulesText ? { rulesText } : {}),
    entries: entries.length,
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
