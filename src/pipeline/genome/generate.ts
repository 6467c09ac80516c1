/**
 * `agentc aigx genome`: a repository's source files and what it declares about its architecture,
 * as an AIGX genome. The scan and the proposal run in memory; only `--merge` (into `<repo>/.aigx/`)
 * and `-o` (one `files.aigx`) write. No rule is invented: a rule is written only for what the
 * repository states or what its files show for certain.
 */
import { join } from "node:path";
import { readRepository } from "../../readers/aigx/read-genome.js";
import { scanRepository } from "../../readers/typescript/scan-repo.js";
import { proposeGenome } from "../../passes/aigx/propose-genome.js";
import { renderConcern, renderFiles, renderProtocol } from "../../../emitters/aigx/canonical.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { safeJoinReal } from "../../../ir/io/safe-path.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { Rule } from "../../../ir/dialects/aigx/model.js";

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
  entries: number;
  boundaries: string[];
  violations: Array<{ from: string; to: string }>;
  rules: string[];
  /** One line on what was found and written. */
  summary: string;
  /** Files written (absolute). */
  written: string[];
}

const PROTOCOL = {
  file: "",
  readFirst: "For EACH file you edit, find its <file> entry in .aigx/files.aigx; obey its <forbid> and verify every id in its <check> before finishing.",
  steps: ["Read the concern files your task touches.", "Read .aigx/files.aigx for each file you edit."],
  text: "",
};

/** The rule for folders that own an `internal/` subfolder: written only when the repository has one. */
const INTERNAL_RULE = "Import a folder that has an internal/ subfolder only through its public entry point; deep imports into internal/ are forbidden. (Inferred from the folder name internal/: nothing else declares it.)";

export function generateGenome(repoDir: string, opts: GenomeOptions = {}): GenomeRun {
  const repo = readRepository(repoDir, { exclude: opts.exclude });
  const rootGenome = repo.genomes.find((g) => g.dir === ".aigx");
  const ig = (opts.exclude ?? []).map((x) => x.replace(/\/$/, ""));
  const facts = scanRepository(repoDir, {
    ignored: (rel) => ig.some((x) => rel === x || rel.startsWith(`${x}/`)),
    onProgress: (done, total) => {
      if (total >= 1000) opts.progress?.(`aigx genome: scanned ${done}/${total} files`);
    },
  });
  const found = repo.genomes.flatMap((g) => g.concerns.flatMap((c) => c.rules));
  const existing = opts.merge ? (rootGenome?.files?.entries ?? []) : [];
  // A first pass without rules finds the internal/ boundaries; the rule exists only if they do.
  const hasInternal = facts.some((f) => /(^|\/)internal\//.test(f.path));
  const generated: Rule[] = !found.length && hasInternal ? [{ id: "ARCH-internal", text: INTERNAL_RULE, file: ".aigx/architecture.aigx", pos: { line: 1, col: 1 } }] : [];
  const rules = found.length ? found : generated;
  const p = proposeGenome(facts, rules, existing);
  const diagnostics: Diagnostic[] = p.violations.map((v) => ({ code: "AIGX-DEEP-IMPORT", severity: "warning", message: `${v.from} imports ${v.to}, across a boundary (internal/ of another folder)`, file: join(repoDir, v.from) }));
  if (!rules.length) {
    diagnostics.push({
      code: "AIGX-GENOME-NO-RULES",
      severity: "warning",
      message: "the repository declares no boundary and its files show none for certain, so the genome has no rule (none is invented); write one in a concern file of .aigx/ for the genome to lint",
      file: repoDir,
    });
  }
  const filesText = renderFiles(p.entries);
  const summary = `${facts.length} source files, ${p.entries.length} entries (${existing.length} kept), ${rules.length} rules, ${p.boundaries.length} boundaries, ${p.violations.length} deep imports`;
  const written: string[] = [];
  const write = (file: string, text: string): void => {
    writeFileAtomic(file, text);
    written.push(file);
  };
  if (!opts.merge) {
    if (opts.output) write(opts.output, filesText);
  } else {
    const dir = safeJoinReal(repoDir, ".aigx");
    if (!rootGenome?.protocol) write(join(dir, "protocol.aigx"), renderProtocol(PROTOCOL));
    if (generated.length) write(join(dir, "architecture.aigx"), renderConcern("aigx-architecture", generated));
    write(join(dir, "files.aigx"), filesText);
  }
  return { diagnostics, filesText, entries: p.entries.length, boundaries: p.boundaries, violations: p.violations, rules: rules.map((r) => r.id), summary, written };
}
