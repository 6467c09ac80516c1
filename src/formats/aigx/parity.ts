/** Semantic parity (AIGX spec 5): the rule-id set with text, every entry's path/forbid/gotcha/checks, every fact. */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { memoryTree } from "../../../ir/io/file-tree.js";
import type { Repository } from "../../../ir/dialects/aigx/model.js";
import { readRepository } from "./read-genome.js";

export interface GenomeSignature {
  rules: string[];
  entries: string[];
  facts: string[];
}

export function signatureOf(repo: Repository): GenomeSignature {
  const rules = repo.genomes.flatMap((g) => g.concerns.flatMap((c) => c.rules.map((r) => `${r.id}\t${r.text}`))).sort();
  const entries = repo.genomes
    .flatMap((g) => g.files?.entries ?? [])
    .map((e) =>
      [
        e.path,
        e.forbid ? `${e.forbid.pri ?? ""}:${e.forbid.text}` : "",
        e.gotchas.map((x) => `${x.pri ?? ""}:${x.text}`).join("|"),
        e.checks.join(" "),
      ].join("\t"),
    )
    .sort();
  const facts = repo.cards.flatMap((c) => c.facts.map((f) => `${c.key}\t${f.text}`)).sort();
  return { rules, entries, facts };
}

/** Differences between two signatures (empty when parity holds). */
export function parityDifferences(a: GenomeSignature, b: GenomeSignature): string[] {
  const out: string[] = [];
  for (const k of ["rules", "entries", "facts"] as const) {
    const sa = new Set(a[k]);
    const sb = new Set(b[k]);
    for (const x of sa) if (!sb.has(x)) out.push(`${k}: lost ${x.split("\t")[0]}`);
    for (const x of sb) if (!sa.has(x)) out.push(`${k}: gained ${x.split("\t")[0]}`);
  }
  return out;
}

/**
 * The one parity check of written AIGX: re-read the files (in memory) with the real parser and
 * compare their semantics with what was meant to be written. Parse damage and every difference
 * are errors.
 */
export function writtenParity(expected: Repository, written: ReadonlyMap<string, string | Uint8Array>): Diagnostic[] {
  const again = readRepository(".", { tree: memoryTree(written) });
  const ds: Diagnostic[] = again.diagnostics.errors.map((d) => ({ ...d }));
  for (const m of parityDifferences(signatureOf(expected), signatureOf(again)))
    ds.push({
      code: "AIGX-PARITY",
      severity: "error",
      message: `the written genome does not read back with parity: ${m}`,
    });
  return ds;
}
