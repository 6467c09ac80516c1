/**
 * aigx resolve: the entry of one file from its nearest-ancestor genome, plus
 * the root genome's, through a prebuilt index (path → entries) so a lookup
 * is O(1). The index remembers the size and mtime of every genome file it
 * was built from and is rebuilt only when one of them changes.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { readRepository, type Repository } from "./read-genome.js";
import type { FileEntry, Genome, Rule } from "../../../ir/dialects/aigx/model.js";
import { nearestGenome } from "./lint.js";

export interface Resolution {
  path: string;
  genome?: string;
  entry?: FileEntry;
  /** The root genome's entry when it differs from the nearest genome's. */
  rootEntry?: FileEntry;
  rules: Rule[];
}

export class AigxIndex {
  private repo!: Repository;
  private byGenome = new Map<Genome, Map<string, FileEntry>>();
  private rules = new Map<string, Rule>();
  builds = 0;

  constructor(
    readonly root: string,
    private readonly exclude: string[] = [],
  ) {
    this.build();
  }

  private build(): void {
    this.repo = readRepository(this.root, { exclude: this.exclude });
    this.byGenome = new Map(
      this.repo.genomes.map((g) => [g, new Map((g.files?.entries ?? []).map((e) => [e.path, e]))]),
    );
    this.rules = new Map(
      this.repo.genomes.flatMap((g) => g.concerns.flatMap((c) => c.rules.map((r) => [r.id, r] as const))),
    );
    this.builds++;
  }

  /** Rebuild when any genome file changed since the last build. */
  refresh(): boolean {
    for (const [rel, sig] of this.repo.sources) {
      let now = "";
      try {
        const st = statSync(join(this.root, rel));
        now = `${st.size}:${st.mtimeMs}`;
      } catch {
        now = "gone";
      }
      if (now !== sig) {
        this.build();
        return true;
      }
    }
    return false;
  }

  get repository(): Repository {
    return this.repo;
  }

  resolve(target: string): Resolution {
    const path = target.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
    const g = nearestGenome(this.repo.genomes, path);
    const out: Resolution = { path, rules: [] };
    if (!g) return out;
    out.genome = g.dir;
    const entry = this.byGenome.get(g)?.get(path);
    if (entry) out.entry = entry;
    const rootG = this.repo.genomes.find((x) => x.dir === ".aigx");
    if (rootG && rootG !== g) {
      const r = this.byGenome.get(rootG)?.get(path);
      if (r) out.rootEntry = r;
    }
    for (const e of [out.entry, out.rootEntry])
      for (const id of e?.checks ?? []) {
        const r = this.rules.get(id);
        if (r && !out.rules.includes(r)) out.rules.push(r);
      }
    return out;
  }
}

export function formatResolution(r: Resolution): string {
  if (!r.entry && !r.rootEntry) return `no <file> entry for '${r.path}'${r.genome ? ` in ${r.genome}` : ""}`;
  const lines = [`Applicable genome: ${r.genome}`];
  for (const e of [r.entry, r.rootEntry]) {
    if (!e) continue;
    if (e !== r.entry) lines.push(`Root genome entry:`);
    if (e.role) lines.push(`Role:   ${e.role}`);
    if (e.forbid) lines.push(`Forbid: ${e.forbid.text}${e.forbid.pri ? `  [${e.forbid.pri}]` : ""}`);
    for (const gt of e.gotchas) lines.push(`Gotcha: ${gt.text}`);
    if (e.checks.length) lines.push(`Checks: ${e.checks.join(", ")}`);
  }
  for (const rule of r.rules) lines.push(`  ${rule.id}: ${rule.text}`);
  return lines.join("\n");
}
