/**
 * Genome generation: propose `files.aigx` entries for a TypeScript or
 * JavaScript repository. Role from the leading doc comment (else the exports),
 * domain from the folder, `<forbid>` only where a real boundary exists (a
 * folder with an `internal/` subfolder, for the files outside it that import
 * it), checks from the rules that name the domain or the boundary. Merging
 * keeps every hand-written entry and every rule untouched.
 */
import type { FileEntry, Rule } from "../../../ir/dialects/aigx/model.js";
import type { SourceFacts } from "../../readers/typescript/scan-repo.js";

export interface Proposal {
  entries: FileEntry[];
  /** Boundaries found: folder → its internal/ folder. */
  boundaries: string[];
  /** Existing deep imports that cross a boundary (importer → imported). */
  violations: Array<{ from: string; to: string }>;
}

const TEST_FILE = /(^|\/)(__tests__|__mocks__)\/|\.(test|spec)\.[cm]?[jt]sx?$/;

export function domainOf(path: string): string {
  const feature = /(?:^|\/)(?:features|modules|packages)\/([^/]+)\//.exec(path);
  if (feature) return feature[1]!;
  const parts = path.split("/");
  if (parts.length <= 1) return "root";
  if (parts[0] === "src" || parts[0] === "lib" || parts[0] === "app") return parts.length > 2 ? parts[1]! : parts[0]!;
  return parts[0]!;
}

/** Folders that own an `internal/` subfolder: their internals are private to them. */
function boundaryRoots(paths: readonly string[]): string[] {
  const roots = new Set<string>();
  for (const p of paths) {
    const m = /^(.*?)\/internal\//.exec(p);
    if (m) roots.add(m[1]!);
  }
  return [...roots].sort();
}

export function proposeGenome(facts: readonly SourceFacts[], rules: readonly Rule[], existing: readonly FileEntry[] = []): Proposal {
  const roots = boundaryRoots(facts.map((f) => f.path));
  const ownerOf = (p: string): string | undefined => roots.find((r) => p.startsWith(`${r}/`));
  const violations: Proposal["violations"] = [];
  const boundaryOf = new Map<string, string>(); // importer → boundary root it must not deep-import
  for (const f of facts) {
    for (const imp of f.imports) {
      const owner = ownerOf(imp);
      if (!owner || f.path.startsWith(`${owner}/`)) continue;
      boundaryOf.set(f.path, owner);
      if (imp.startsWith(`${owner}/internal/`)) violations.push({ from: f.path, to: imp });
    }
  }
  const boundaryRules = rules.filter((r) => /deep import|barrel|internal|public api/i.test(r.text)).map((r) => r.id);
  const have = new Set(existing.map((e) => e.path));
  const entries: FileEntry[] = [...existing];
  for (const f of facts) {
    if (have.has(f.path) || TEST_FILE.test(f.path)) continue;
    const domain = domainOf(f.path);
    const entry: FileEntry = { path: f.path, domain, gotchas: [], checks: [], glosses: new Map(), file: ".aigx/files.aigx", pos: { line: 0, col: 0 } };
    const role = f.doc ?? (f.exports.length ? `Exports ${f.exports.slice(0, 4).join(", ")}${f.exports.length > 4 ? ", …" : ""}` : undefined);
    if (role) entry.role = role;
    const boundary = boundaryOf.get(f.path);
    if (boundary) entry.forbid = { pri: "CRIT", text: `NEVER import ${boundary}/internal/* - use its public entry point${boundaryRules[0] ? ` (${boundaryRules[0]})` : ""}` };
    const wordRe = new RegExp(`\\b${domain.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i");
    const checks = new Set<string>(rules.filter((r) => wordRe.test(r.text)).map((r) => r.id));
    if (boundary) for (const id of boundaryRules) checks.add(id);
    entry.checks = [...checks].slice(0, 5);
    entries.push(entry);
  }
  return { entries, boundaries: roots, violations };
}
