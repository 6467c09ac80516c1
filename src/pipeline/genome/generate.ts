/**
 * `agentc aigx genome`: a repository's source files and what it declares about its architecture,
 * as an AIGX genome. The scan (readers/source/), the declarations (readers/architecture/) and the
 * proposal (passes/aigx/propose-genome.ts) run in memory; only `--merge` (into `<repo>/.aigx/`) and
 * `-o` (one `files.aigx`) write. No rule is invented: a rule is written only for what the
 * repository declares, or, where it declares nothing, what its files show for certain.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readRepository } from "../../formats/aigx/read-genome.js";
import { scanRepository } from "../../formats/source/scan-repo.js";
import { readDeclarations } from "../../formats/architecture/read-declarations.js";
import { packageOf, workspacePackages, type WorkspacePackage } from "../../formats/architecture/workspaces.js";
import { domainOf, proposeGenome, type Crossing, type PlacedRule } from "../../formats/aigx/propose-genome.js";
import { mergeGenome, parseBase, type MergeReport } from "../../formats/aigx/merge-genome.js";
import { renderCard, renderConcern, renderFiles, renderProtocol } from "../../../emitters/aigx/canonical.js";
import { proposeCards } from "../../formats/aigx/propose-cards.js";
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
  /** Packages given a genome of their own (their folders). */
  packages: string[];
  /** Per-domain cards proposed (their files); --merge writes those where no card is yet. */
  cards: string[];
}

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

/** A package's genome reads as the root's, for the files under it; the root genome's rules apply too. */
const packageProtocol = (dir: string): typeof PROTOCOL => ({
  file: "",
  readFirst: `For EACH file you edit under ${dir.slice(0, -"/.aigx".length)}/, find its <file> entry in ${dir}/files.aigx; obey its <forbid> and verify every id in its <check> (this genome's rules, or the root .aigx/'s) before finishing.`,
  steps: [
    `Read the concern files of ${dir}/ and of the root .aigx/ your task touches.`,
    `Read ${dir}/files.aigx for each file you edit.`,
  ],
  text: "",
});

const PROTOCOL = {
  file: "",
  readFirst:
    "For EACH file you edit, find its <file> entry in .aigx/files.aigx; obey its <forbid> and verify every id in its <check> before finishing.",
  steps: ["Read the concern files your task touches.", "Read .aigx/files.aigx for each file you edit."],
  text: "",
};

interface Home {
  /** The genome's folder: `.aigx` or `<package>/.aigx`. */
  dir: string;
  rules: Rule[];
  entries: FileEntry[];
}

/**
 * The proposal, split into the genomes that hold it: a rule whose scope (x-globs) lies inside one
 * package goes to that package's genome, with the entries of that package's files; the rest stays
 * in the root genome. A package without a rule of its own has no genome (each genome needs a rule
 * to lint, and none is invented); nor does any package when the root would be left without a rule.
 */
export function splitByPackage(
  packages: readonly WorkspacePackage[],
  rules: readonly Rule[],
  entries: readonly FileEntry[],
): Home[] {
  const owner = (r: Rule): WorkspacePackage | undefined => {
    const globs = r.ext?.find(([k]) => k === "x-globs")?.[1]?.split(" ") ?? [];
    const owners = new Set(globs.map((g) => packageOf(packages, g)));
    return globs.length && owners.size === 1 ? [...owners][0] : undefined;
  };
  const owned = new Map(rules.map((r) => [r, owner(r)] as const));
  const root: Home = { dir: ".aigx", rules: rules.filter((r) => !owned.get(r)), entries: [] };
  if (!root.rules.length) return [{ dir: ".aigx", rules: [...rules], entries: [...entries] }];
  const homes = new Map<WorkspacePackage, Home>();
  for (const r of rules) {
    const pkg = owned.get(r);
    if (!pkg) continue;
    const dir = `${pkg.dir}/.aigx`;
    const home = homes.get(pkg) ?? homes.set(pkg, { dir, rules: [], entries: [] }).get(pkg)!;
    // A package genome's rules apply to its folder already (raise.ts): a scope of exactly that folder is not written again.
    const implied = r.ext?.find(([k]) => k === "x-globs")?.[1] === `${pkg.dir}/**`;
    home.rules.push({
      ...r,
      file: `${dir}/architecture.aigx`,
      ...(implied ? { ext: r.ext!.filter(([k]) => k !== "x-globs" && k !== "x-activation") } : {}),
    });
  }
  for (const e of entries) {
    const pkg = packageOf(packages, e.path);
    const home = pkg ? homes.get(pkg) : undefined;
    if (home) home.entries.push({ ...e, file: `${home.dir}/files.aigx` });
    else root.entries.push(e);
  }
  // Every source file belongs to a package with a genome: the root's index lists the files that declare its rules (a genome's index needs an entry).
  if (!root.entries.length) root.entries.push(...declaringEntries(root.rules));
  return [root, ...[...homes.values()].sort((a, b) => (a.dir < b.dir ? -1 : 1))];
}

/** An entry for each configuration file that declares one of these rules (x-sources), saying which. */
function declaringEntries(rules: readonly Rule[]): FileEntry[] {
  const by = new Map<string, string[]>();
  for (const r of rules) {
    const source = r.ext?.find(([k]) => k === "x-sources")?.[1];
    const file = source ? /^(?:[a-z][a-z0-9-]*:)?(.+?)(?::\d+)?$/.exec(source)?.[1] : undefined;
    if (file) by.set(file, [...(by.get(file) ?? []), r.id]);
  }
  return [...by]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([path, ids]) => ({
      path,
      domain: domainOf(path),
      role: `Declares ${ids.join(", ")}: edit it and run agentc aigx genome --merge to update the rule${ids.length > 1 ? "s" : ""}.`,
      gotchas: [],
      checks: [],
      glosses: new Map(),
      file: ".aigx/files.aigx",
      pos: { line: 0, col: 0 },
    }));
}

/** The reports of the genomes merged, as one. */
function sumReports(reports: readonly MergeReport[]): MergeReport {
  const out: MergeReport = {
    rulesAdded: [],
    rulesUpdated: [],
    rulesKept: [],
    rulesRemoved: [],
    entriesAdded: [],
    entriesUpdated: [],
    editsKept: [],
    entriesRemoved: [],
  };
  for (const r of reports) for (const k of Object.keys(out) as Array<keyof MergeReport>) out[k].push(...r[k]);
  return out;
}

export function generateGenome(repoDir: string, opts: GenomeOptions = {}): GenomeRun {
  const repo = readRepository(repoDir, { exclude: opts.exclude });
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
  for (const problem of decl.problems)
    diagnostics.push({
      code: "AIGX-DECLARATION-UNREAD",
      severity: "warning",
      message: `${problem.file}: ${problem.message}`,
      file: join(repoDir, problem.file),
      ...(problem.line ? { line: problem.line } : {}),
    });
  for (const c of p.crossings) {
    const message =
      c.rule === "ARCH-internal"
        ? `${c.from} imports ${c.to}, across a boundary (internal/ of another folder)`
        : c.line === 0
          ? `${c.from} is part of an import cycle, which ${c.rule} forbids`
          : `${c.from} imports ${c.spec} (line ${c.line}), which ${c.rule} forbids`;
    diagnostics.push({
      code: c.rule === "ARCH-internal" ? "AIGX-DEEP-IMPORT" : "AIGX-BOUNDARY-CROSSED",
      severity: "warning",
      message,
      file: join(repoDir, c.from),
      ...(c.line ? { line: c.line } : {}),
    });
  }
  // One genome per package that has rules of its own (AIGX 1.1 section 8), plus the root one.
  const packages = workspacePackages(scan.repo);
  const homes = splitByPackage(packages, p.rules, p.entries);
  const genome = new Map<string, string>();
  const reports: MergeReport[] = [];
  let entries: readonly FileEntry[] = p.entries;
  // After --merge: every genome's entries, as merged.
  const mergedEntries: FileEntry[] = [];
  let ruleCount = 0;
  for (const home of homes) {
    const onDisk = repo.genomes.find((g) => g.dir === home.dir);
    ruleCount += onDisk?.concerns.reduce((n, c) => n + c.rules.length, 0) ?? 0;
    if (!onDisk?.protocol)
      genome.set(
        `${home.dir}/protocol.aigx`,
        renderProtocol(home.dir === ".aigx" ? PROTOCOL : packageProtocol(home.dir)),
      );
    if (opts.merge) {
      const existing = onDisk?.concerns.flatMap((c) => c.rules) ?? [];
      const merged = mergeGenome({
        rules: existing,
        entries: onDisk?.files?.entries ?? [],
        base: parseBase(readText(join(repoDir, home.dir, ".generated.json"))),
        proposed: { rules: home.rules, entries: home.entries },
        exists: (path) => existsSync(join(repoDir, path)),
      });
      reports.push(merged.report);
      mergedEntries.push(...merged.entries);
      ruleCount += merged.rules.length - existing.length;
      // Each concern file whose rules changed, re-rendered; new rules go to architecture.aigx.
      const roots = new Map(onDisk?.concerns.map((c) => [c.file, c.root]) ?? []);
      const byFile = new Map<string, Rule[]>();
      for (const r of merged.rules) byFile.set(r.file, [...(byFile.get(r.file) ?? []), r]);
      for (const c of onDisk?.concerns ?? []) if (!byFile.has(c.file)) byFile.set(c.file, []);
      for (const [file, rules] of byFile) {
        const before = onDisk?.concerns.find((c) => c.file === file)?.rules ?? [];
        if (
          JSON.stringify(before.map((r) => [r.id, r.text, r.ext ?? []])) !==
          JSON.stringify(rules.map((r) => [r.id, r.text, r.ext ?? []]))
        )
          genome.set(file, renderConcern(roots.get(file) ?? "aigx-architecture", rules));
      }
      genome.set(`${home.dir}/files.aigx`, renderFiles(merged.entries));
      genome.set(`${home.dir}/.generated.json`, `${JSON.stringify(merged.base, null, 1)}\n`);
    } else {
      ruleCount += home.rules.length;
      if (home.rules.length)
        genome.set(`${home.dir}/architecture.aigx`, renderConcern("aigx-architecture", home.rules));
      genome.set(`${home.dir}/files.aigx`, renderFiles(home.entries));
    }
  }
  const merged = reports.length ? { report: sumReports(reports) } : undefined;
  entries = opts.merge ? mergedEntries : homes.flatMap((h) => h.entries);
  // Per-domain cards: proposed with the genome; --merge writes one only where no card is yet (a card on disk is the user's).
  const cards = proposeCards({
    facts: scan.facts,
    entries: p.entries,
    packages,
    read: scan.repo.read,
    exists: (path) => existsSync(join(repoDir, path)),
  });
  for (const c of cards)
    if (!opts.merge || (!existsSync(join(repoDir, c.file)) && !repo.cards.some((x) => x.path === c.path)))
      genome.set(c.file, renderCard(c));
  // Rules of genomes this run does not write (a package genome written by hand) count too.
  ruleCount += repo.genomes
    .filter((g) => !homes.some((h) => h.dir === g.dir))
    .reduce((n, g) => n + g.concerns.reduce((m, c) => m + c.rules.length, 0), 0);
  if (!ruleCount) {
    diagnostics.push({
      code: "AIGX-GENOME-NO-RULES",
      severity: "warning",
      message:
        "the repository declares no boundary and its files show none for certain, so the genome has no rule (none is invented); write one in a concern file of .aigx/ for the genome to lint",
      file: repoDir,
    });
  }
  // -o writes one files.aigx: every entry, whichever genome holds it.
  const filesText = renderFiles(opts.merge ? entries : p.entries);
  const rulesText = p.rules.length ? renderConcern("aigx-architecture", p.rules) : undefined;
  const onFiles = new Set(p.placed.flatMap((x) => x.files)).size;
  const summary = `${scan.facts.length} source files, ${entries.length} entries, ${p.rules.length} ${p.inferred ? "inferred" : "declared"} rules (${decl.files.length ? [...new Set(decl.files)].join(", ") : "no declarations"}), forbids on ${onFiles} files, ${p.crossings.length} crossings`;
  const written: string[] = [];
  if (!opts.merge) {
    if (opts.output) {
      writeFileAtomic(opts.output, filesText);
      written.push(opts.output);
    }
  } else {
    for (const [rel, text] of genome) {
      // Inside the repository, whatever links lie on the way (a genome beside a package, a card in a source folder).
      const file = safeJoinReal(repoDir, rel);
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
    cards: cards.map((c) => c.file),
    packages: homes.filter((h) => h.dir !== ".aigx").map((h) => h.dir.slice(0, -"/.aigx".length)),
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
