/**
 * A repository's AIGX genome, for the library and `agentc aigx …`: its canonical form (semantic
 * parity proven before a byte is written), where a path resolves in it, and the genome generated
 * from a repository's code (under the genome's lock). Loads no rule tool and no YAML.
 */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import { writeFileSet } from "../../ir/io/file-set.js";
import { withLockSync } from "../../ir/io/file-lock.js";
import { safeJoinReal } from "../../ir/io/safe-path.js";
import { readRepository } from "../formats/aigx/read-genome.js";
import { renderRepository } from "../formats/aigx/format.js";
import { writtenParity } from "../formats/aigx/parity.js";
import { AigxIndex, formatResolution } from "../formats/aigx/resolve.js";
import { withGenomeLockSync } from "./rules/genome-lock.js";
import { generateGenome, type GenomeOptions, type GenomeRun } from "./genome/generate.js";

export type { GenomeOptions, GenomeRun };

export type GenomeFormatResult =
  { ok: false; diagnostics: readonly Diagnostic[]; reason: string } | { ok: true; files: string[]; into: string };

/**
 * A genome rewritten in canonical form, into `output` (or over itself with `write`, under its lock).
 * A damaged genome is refused (nothing is lost by refusing), and so is any rewrite that would not
 * read back with the same meaning.
 */
export function formatGenome(
  root: string,
  options: { exclude?: string[]; output?: string; write?: boolean },
): GenomeFormatResult {
  if (!options.output && !options.write)
    throw new AgentcError("give -o <dir> for the formatted genome, or --write to rewrite it in place", "AGC-USAGE", {
      exitCode: 2,
    });
  const run = (): GenomeFormatResult => {
    const repo = readRepository(root, { exclude: options.exclude });
    if (repo.diagnostics.hasErrors)
      return {
        ok: false,
        diagnostics: repo.diagnostics.all,
        reason: "not formatted: fix the damage first (nothing is lost by refusing)",
      };
    const files = renderRepository(repo);
    // Parity proof: re-read what would be written (in memory) and compare semantics.
    const parity = writtenParity(repo, files);
    if (parity.length)
      return { ok: false, diagnostics: parity, reason: "the formatted genome would not mean the same" };
    const into = options.output ?? root;
    writeFileSet([...files].map(([rel, text]) => [safeJoinReal(into, rel), text]));
    return { ok: true, files: [...files.keys()], into };
  };
  return options.write && !options.output ? withGenomeLockSync(root, run) : run();
}

/** Where an AIGX path resolves in a genome: its entry (with glosses), or the root's; `text` as `aigx resolve` prints it. */
export function resolveInGenome(
  root: string,
  path: string,
  options: { exclude?: string[] } = {},
): { found: boolean; resolution: ReturnType<AigxIndex["resolve"]>; text: string } {
  const r = new AigxIndex(root, options.exclude).resolve(path);
  return { found: Boolean(r.entry || r.rootEntry), resolution: r, text: formatResolution(r) };
}

/** A repository's genome proposed from its code (printed, written to `output`, or merged into its `.aigx/`), each write under its lock. */
export function generateRepositoryGenome(repoDir: string, options: GenomeOptions = {}): GenomeRun {
  const generate = (): GenomeRun => generateGenome(repoDir, options);
  return options.merge
    ? withGenomeLockSync(repoDir, generate)
    : options.output
      ? withLockSync(options.output, generate)
      : generate();
}
