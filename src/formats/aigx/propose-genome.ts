/**
 * Genome generation: rules and `files.aigx` entries for a repository, from what it declares about
 * its architecture (readers/architecture/) and its import graph (readers/source/).
 *
 * Each declaration becomes one rule, `ARCH-<its name>`, whose text says what is forbidden, why (the
 * declaration's own words) and where it is declared; nothing else becomes a rule. A rule's
 * `<forbid pri="CRIT">` and `<check>` go on the files that sit on its boundary, and only there:
 *
 * - the files of the constrained side that import across it today (each also reported), and
 * - the files of the constrained side that only the other side imports (tests aside): the other
 *   side's way in, where its names are at hand and an import back is most tempting; or, for a
 *   package entered by name (package exports), the files that import it by name.
 *
 * A file of a layer that neither imports across nor serves the other side carries nothing: the
 * rule is in its concern file for every file. Where the repository declares nothing, only what
 * its files show for certain is inferred, and the rule says so: a folder with an `internal/`
 * subfolder is entered through its entry point; a folder that every file outside it enters through
 * its index (at least two files, and no exception) is entered only there.
 */
import type { FileEntry, Rule } from "../../../ir/dialects/aigx/model.js";
import type { Constraint, Declaration, Side } from "../architecture/model.js";
import { idSlug } from "../architecture/patterns.js";
import type { SourceFacts } from "../source/scan-repo.js";
import { firstSentence, sentences } from "../source/sentences.js";

export interface Crossing {
  rule: string;
  from: string;
  /** The import as written, and the file it resolves to. */
  spec: string;
  to?: string;
  line: number;
}

export interface PlacedRule {
  id: string;
  /** Files that carry its forbid and check. */
  files: string[];
  /** Why it is on no file, when agentc cannot evaluate it. */
  unplaced?: string;
  inferred?: boolean;
}

export interface Proposal {
  /** The rules generated: one per declaration, or the inferred ones when nothing is declared. */
  rules: Rule[];
  /** One entry per source file that is not a test, in path order. */
  entries: FileEntry[];
  placed: PlacedRule[];
  /** Imports that cross a declared (or inferred) boundary today. */
  crossings: Crossing[];
  /** Folders found to own an internal/ subfolder. */
  boundaries: string[];
  inferred: boolean;
}

const ENTRY_FILE = ".aigx/files.aigx";
const CONCERN_FILE = ".aigx/architecture.aigx";
const at = { file: CONCERN_FILE, pos: { line: 0, col: 0 } };

export function domainOf(path: string): string {
  const feature = /(?:^|\/)(?:features|modules|packages|apps|libs)\/([^/]+)\//.exec(path);
  if (feature) return feature[1]!;
  const parts = path.split("/");
  if (parts.length <= 1) return "root";
  if (parts[0] === "src" || parts[0] === "lib" || parts[0] === "app") return parts.length > 2 ? parts[1]! : parts[0]!;
  return parts[0]!;
}

const TOOL_WORD: Record<Declaration["tool"], string> = {
  "dependency-cruiser": "dependency-cruiser rule",
  eslint: "ESLint rule",
  "eslint-plugin-boundaries": "eslint-plugin-boundaries rule",
  nx: "Nx constraint",
  "package-json": "package.json",
  typescript: "TypeScript project",
  "import-linter": "import-linter contract",
};

const stop = (s: string): string => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** The rule's text: what is forbidden, why, and where it is declared. */
export function ruleText(d: Declaration): string {
  const parts = [stop(d.forbids)];
  if (d.why && d.why.trim() !== d.forbids.trim()) parts.push(stop(`Why: ${d.why.replace(/\s+/g, " ")}`));
  parts.push(
    `Declared by ${TOOL_WORD[d.tool]} ${d.tool === "package-json" || d.tool === "typescript" ? "" : `"${d.name}" `}in ${d.source.file}:${d.source.line}.`,
  );
  if (d.unplaced) parts.push(`Not placed on files: ${d.unplaced}.`);
  return parts.join(" ").replace(/\s+/g, " ");
}

/** Import graph helpers shared by placement and inference. */
class Graph {
  readonly byPath = new Map<string, SourceFacts>();
  readonly importers = new Map<string, string[]>();
  constructor(readonly facts: readonly SourceFacts[]) {
    for (const f of facts) this.byPath.set(f.path, f);
    for (const f of facts)
      for (const i of f.imports) (this.importers.get(i) ?? this.importers.set(i, []).get(i)!).push(f.path);
  }
  isTest(p: string): boolean {
    return this.byPath.get(p)?.test ?? false;
  }
}

const onSide = (s: Side, ref: { spec: string; file?: string }, from: string): boolean =>
  (ref.file ? !!s.file?.(ref.file, from, ref.spec) : !!s.spec?.(ref.spec, from)) ||
  (!!ref.file && !!s.written && !!s.spec?.(ref.spec, from));

/** The files on a constraint's boundary, and the imports that cross it. */
function place(c: Constraint, g: Graph, rule: string, files: Set<string>, crossings: Crossing[]): void {
  for (const f of g.facts) {
    if (!c.from.file?.(f.path)) continue;
    let crossed = false;
    for (const r of f.refs) {
      if (r.file === f.path || !onSide(c.to, r, f.path)) continue;
      crossed = true;
      crossings.push({ rule, from: f.path, spec: r.spec, ...(r.file ? { to: r.file } : {}), line: r.line });
    }
    if (crossed) {
      files.add(f.path);
      continue;
    }
    if (c.allowed) {
      if (f.refs.some((r) => onSide(c.allowed!, r, f.path))) files.add(f.path);
      continue;
    }
    if (!c.to.file) continue;
    const by = (g.importers.get(f.path) ?? []).filter((p) => p !== f.path);
    if (by.some((p) => c.to.file!(p, f.path)) && by.filter((p) => !g.isTest(p)).every((p) => c.to.file!(p, f.path)))
      files.add(f.path);
  }
}

/** Files in an import cycle (strongly connected components of more than one file, or a file importing itself). */
function cycles(g: Graph, side: Side): Set<string> {
  const nodes = g.facts.filter((f) => side.file?.(f.path)).map((f) => f.path);
  const inSide = new Set(nodes);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out = new Set<string>();
  let n = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    // Tarjan's algorithm, iteratively (import chains can be deep).
    const work: Array<[string, number]> = [[start, 0]];
    index.set(start, n);
    low.set(start, n++);
    stack.push(start);
    on.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const [v, i] = top;
      const next = (g.byPath.get(v)?.imports ?? []).filter((w) => inSide.has(w));
      if (i < next.length) {
        top[1]++;
        const w = next[i]!;
        if (!index.has(w)) {
          index.set(w, n);
          low.set(w, n++);
          stack.push(w);
          on.add(w);
          work.push([w, 0]);
        } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const u = work[work.length - 1]![0];
        low.set(u, Math.min(low.get(u)!, low.get(v)!));
      }
      if (low.get(v) === index.get(v)) {
        const comp: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          on.delete(w);
          comp.push(w);
        } while (w !== v);
        if (comp.length > 1 || g.byPath.get(v)?.imports.includes(v)) for (const c of comp) out.add(c);
      }
    }
  }
  return out;
}

/**
 * The files a declaration constrains (its constrained sides): the folders it names, where it names
 * them (`Side.globs`); otherwise as few globs as say exactly them among the repository's files: a
 * folder all of whose files are on a side is `folder/**`, any other file is named. Empty when no file is on a side, or when every file is (the rule is about the whole
 * repository: it stays always on). The tools that scope rules (Cursor globs, Copilot applyTo,
 * Claude Code paths, a nested AGENTS.md for one folder) are given these.
 */
export function scopeGlobs(facts: readonly SourceFacts[], sides: readonly Side[]): string[] {
  const on = new Set(facts.filter((f) => sides.some((s) => s.file?.(f.path))).map((f) => f.path));
  if (!on.size || on.size === facts.length) return [];
  // Folders the declaration names itself (a package, an Nx project, a TypeScript project) are its scope as written.
  if (sides.every((s) => s.globs?.length)) return [...new Set(sides.flatMap((s) => s.globs!))].sort();
  // Each folder's files, counted, and how many are on a side.
  const total = new Map<string, number>();
  const inside = new Map<string, number>();
  for (const f of facts) {
    const parts = f.path.split("/");
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join("/");
      total.set(dir, (total.get(dir) ?? 0) + 1);
      if (on.has(f.path)) inside.set(dir, (inside.get(dir) ?? 0) + 1);
    }
  }
  const out: string[] = [];
  for (const path of [...on].sort()) {
    const parts = path.split("/");
    // The outermost folder wholly on a side covers the file.
    let glob = path;
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join("/");
      if (inside.get(dir) === total.get(dir)) {
        glob = `${dir}/**`;
        break;
      }
    }
    if (out[out.length - 1] !== glob) out.push(glob);
  }
  return [...new Set(out)];
}

interface Placement {
  rule: Rule;
  files: Set<string>;
  forbid: string;
  /** A forbid naming what one file must not import, where it differs by file. */
  forbidOf?: Map<string, string>;
  unplaced?: string;
  inferred?: boolean;
}

function declared(declarations: readonly Declaration[], g: Graph, crossings: Crossing[]): Placement[] {
  const used = new Set<string>();
  return declarations.map((d) => {
    let id = `ARCH-${idSlug(d.name)}`;
    for (let k = 2; used.has(id); k++) id = `ARCH-${idSlug(d.name)}-${k}`;
    used.add(id);
    const files = new Set<string>();
    for (const c of d.constraints) place(c, g, id, files, crossings);
    if (d.cycles) {
      const inCycle = cycles(g, d.cycles);
      for (const f of [...inCycle].sort()) {
        files.add(f);
        crossings.push({ rule: id, from: f, spec: "(an import cycle)", line: 0 });
      }
    }
    const targets = [...new Set(d.constraints.map((c) => c.to.label))];
    const forbid = d.cycles
      ? "NEVER add an import that closes a cycle"
      : `NEVER import ${targets.slice(0, 2).join(" or ")}${targets.length > 2 ? ` or ${targets.length - 2} more` : ""}`;
    const scope = scopeGlobs(g.facts, [...d.constraints.map((c) => c.from), ...(d.cycles ? [d.cycles] : [])]);
    // In the order import writes them (rule-extensions.ts), so that importing the genome changes no byte.
    const scoped: Array<[string, string]> = scope.length
      ? [
          ["x-activation", "glob"],
          ["x-globs", scope.join(" ")],
        ]
      : [];
    const rule: Rule = {
      id,
      text: ruleText(d),
      ...at,
      ext: [
        ...scoped,
        ["x-sources", `${d.tool}:${d.source.file}:${d.source.line}`],
        ["x-declared", `${d.tool}:${d.name}`],
      ],
    };
    return { rule, files, forbid, ...(d.unplaced ? { unplaced: d.unplaced } : {}) };
  });
}

const INDEX = /(^|\/)(index\.[cm]?[jt]sx?|__init__\.py)$/;

function inferred(g: Graph, crossings: Crossing[]): { placements: Placement[]; roots: string[] } {
  const placements: Placement[] = [];
  const product = g.facts.filter((f) => !f.test);
  // 1. Folders with an internal/ subfolder: the name says what is private.
  const roots = [...new Set(product.flatMap((f) => /^(.*?)\/internal\//.exec(f.path)?.[1] ?? []))].sort();
  if (roots.length) {
    const files = new Set<string>();
    const forbidOf = new Map<string, string>();
    const owner = (p: string): string | undefined => roots.find((r) => p.startsWith(`${r}/`));
    for (const f of product) {
      for (const r of f.refs) {
        const o = r.file ? owner(r.file) : undefined;
        if (!o || f.path.startsWith(`${o}/`)) continue;
        files.add(f.path);
        forbidOf.set(f.path, `NEVER import ${o}/internal/* - use its public entry point`);
        if (r.file!.startsWith(`${o}/internal/`))
          crossings.push({ rule: "ARCH-internal", from: f.path, spec: r.spec, to: r.file!, line: r.line });
      }
    }
    placements.push({
      rule: {
        id: "ARCH-internal",
        text: `Import a folder that has an internal/ subfolder (${roots.join(", ")}) only through its public entry point; deep imports into internal/ are forbidden. Inferred from the folder name internal/: nothing else declares it.`,
        ...at,
        ext: [
          ["x-inferred", "folder name internal/"],
          ["x-declared", "inferred:internal"],
        ],
      },
      files,
      forbid: "NEVER import another folder's internal/* - use its public entry point",
      forbidOf,
      inferred: true,
    });
  }
  // 2. Folders entered only through their index, by at least two files outside them.
  const dirs = new Map<string, { index?: string; count: number }>();
  for (const f of product) {
    const parts = f.path.split("/");
    for (let i = 1; i < parts.length; i++) {
      const d = parts.slice(0, i).join("/");
      const e = dirs.get(d) ?? { count: 0 };
      e.count++;
      if (i === parts.length - 1 && INDEX.test(f.path)) e.index = f.path;
      dirs.set(d, e);
    }
  }
  for (const [dir, { index, count }] of [...dirs].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (!index || count < 2 || roots.includes(dir)) continue;
    const importers = new Set<string>();
    let throughIndex = true;
    for (const f of product) {
      if (f.path.startsWith(`${dir}/`)) continue;
      for (const i of f.imports) {
        if (!i.startsWith(`${dir}/`)) continue;
        importers.add(f.path);
        if (i !== index) throughIndex = false;
      }
      if (!throughIndex) break;
    }
    if (!throughIndex || importers.size < 2) continue;
    const id = `ARCH-entry-${idSlug(dir)}`;
    placements.push({
      rule: {
        id,
        text: `Import ${dir}/ only through ${index}; never import a file under ${dir}/ directly. Inferred from the import graph: all ${importers.size} files that import ${dir}/ from outside do so through its index, and nothing declares it.`,
        ...at,
        ext: [
          ["x-inferred", "import graph"],
          ["x-declared", `inferred:entry:${dir}`],
        ],
      },
      files: importers,
      forbid: `NEVER import ${dir}/* except through ${index}`,
      inferred: true,
    });
  }
  return { placements, roots };
}

/** A role: the first sentence of the file's leading comment, or what it exports. */
export function roleOf(f: SourceFacts): string | undefined {
  const s = f.doc ? firstSentence(f.doc) : undefined;
  if (s) return s;
  if (!f.exports.length) return undefined;
  const shown = f.exports.slice(0, 4).join(", ");
  return `Exports ${shown}${f.exports.length > 4 ? ` and ${f.exports.length - 4} more` : ""}.`;
}

/** The single worst pitfall the file states about itself: a generated-file header, then a DO NOT, then a deprecation. */
export function gotchaOf(f: SourceFacts): FileEntry["gotchas"][number] | undefined {
  for (const kind of ["generated", "do-not", "deprecated"] as const) {
    const s = f.statements.find((x) => x.kind === kind);
    if (s) return kind === "deprecated" ? { text: s.text } : { pri: "CRIT", text: sentences(s.text).join(" ") };
  }
  return undefined;
}

export function proposeGenome(facts: readonly SourceFacts[], declarations: readonly Declaration[]): Proposal {
  const g = new Graph(facts);
  const crossings: Crossing[] = [];
  const isInferred = declarations.length === 0;
  const inf = isInferred ? inferred(g, crossings) : { placements: [], roots: [] };
  const placements = isInferred ? inf.placements : declared(declarations, g, crossings);
  const byFile = new Map<string, Placement[]>();
  for (const p of placements) for (const f of p.files) (byFile.get(f) ?? byFile.set(f, []).get(f)!).push(p);
  const entries: FileEntry[] = [];
  for (const f of facts) {
    if (f.test) continue;
    const entry: FileEntry = {
      path: f.path,
      domain: domainOf(f.path),
      gotchas: [],
      checks: [],
      glosses: new Map(),
      file: ENTRY_FILE,
      pos: { line: 0, col: 0 },
    };
    const role = roleOf(f);
    if (role) entry.role = role;
    const on = byFile.get(f.path) ?? [];
    if (on.length) {
      entry.forbid = {
        pri: "CRIT",
        text: on.map((p) => `${p.forbidOf?.get(f.path) ?? p.forbid} (${p.rule.id})`).join("; "),
      };
      entry.checks = on.map((p) => p.rule.id);
    }
    const gotcha = gotchaOf(f);
    if (gotcha) entry.gotchas = [gotcha];
    entries.push(entry);
  }
  return {
    rules: placements.map((p) => p.rule),
    entries,
    placed: placements.map((p) => ({
      id: p.rule.id,
      files: [...p.files].filter((x) => !g.isTest(x)).sort(),
      ...(p.unplaced ? { unplaced: p.unplaced } : {}),
      ...(p.inferred ? { inferred: true } : {}),
    })),
    crossings,
    boundaries: inf.roots,
    inferred: isInferred,
  };
}
