/**
 * What agentc knows of the files of a project it imports from and exports to: the sha256 of each
 * file's bytes as `import` last read them or as agentc last wrote them
 * (`.aigx/agentc-files.json`, sorted, one line per file, so that it diffs and merges well).
 *
 * This is what lets the main job run in place: a file whose bytes are what agentc read or wrote is
 * already in the genome, so export (and a second import) may replace it; a file changed since is
 * someone's work, kept and named unless `--force`. Files agentc wrote before it kept this record
 * are recognised by their generated-by header.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sha256Hex } from "../../../ir/hash/digest.js";
import { isGenerated } from "../../../ir/dialects/rules/model.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";

/** Where the record lives, relative to the project (beside the genome it belongs to). */
export const KNOWN_FILES = ".aigx/agentc-files.json";

/** Who last saw a file's bytes: `import` read them (or wrote the genome), `export` wrote them into a tool's file. */
export type KnownBy = "import" | "export";

interface Known {
  sha256: string;
  by: KnownBy;
}

export class KnownFiles {
  private readonly hashes: Map<string, Known>;
  private readonly before: string;

  private constructor(
    private readonly project: string,
    hashes: Map<string, Known>,
  ) {
    this.hashes = hashes;
    this.before = this.text();
  }

  /** The record of a project (empty when it has none, or when it cannot be read: then nothing is replaceable by it). */
  static of(project: string): KnownFiles {
    const path = join(project, KNOWN_FILES);
    const hashes = new Map<string, Known>();
    if (existsSync(path)) {
      try {
        const doc = JSON.parse(readFileSync(path, "utf8")) as {
          files?: Record<string, { sha256?: unknown; by?: unknown }>;
        };
        for (const [rel, k] of Object.entries(doc.files ?? {})) {
          if (typeof k?.sha256 === "string" && /^[0-9a-f]{64}$/.test(k.sha256))
            hashes.set(rel, { sha256: k.sha256, by: k.by === "export" ? "export" : "import" });
        }
      } catch {
        // A damaged record knows nothing: every file is then someone's until agentc reads or writes it again.
      }
    }
    return new KnownFiles(project, hashes);
  }

  /** Whether `bytes` are what agentc last read or wrote at `rel`. */
  knows(rel: string, bytes: Uint8Array): boolean {
    return this.hashes.get(rel)?.sha256 === sha256Hex(bytes);
  }

  /** Whether `bytes` are what export last wrote at `rel`: a copy of the genome's rules, nobody's edit. */
  wrote(rel: string, bytes: Uint8Array): boolean {
    return this.hashes.get(rel)?.by === "export" && this.knows(rel, bytes);
  }

  has(rel: string): boolean {
    return this.hashes.has(rel);
  }

  paths(): string[] {
    return [...this.hashes.keys()];
  }

  /** agentc read or wrote these bytes at `rel`. */
  record(rel: string, bytes: Uint8Array, by: KnownBy): void {
    this.hashes.set(rel, { sha256: sha256Hex(bytes), by });
  }

  forget(rel: string): void {
    this.hashes.delete(rel);
  }

  /**
   * Whether agentc may replace the file at `rel` whose bytes are `bytes`: they are what it last read
   * or wrote there; it is empty (nothing to lose: a write cut short); or, for a file it has no record
   * of, it carries the generated-by header (written before this record was kept).
   */
  mayReplace(rel: string, bytes: Uint8Array): boolean {
    if (bytes.length === 0 || this.knows(rel, bytes)) return true;
    return !this.hashes.has(rel) && isGenerated(Buffer.from(bytes).toString("utf8"));
  }

  /** The record as written: deterministic bytes. */
  text(): string {
    const files = Object.fromEntries([...this.hashes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return `${JSON.stringify({ agentc: "what agentc last read (import) or wrote (export) in each file; edit nothing", files }, null, 2)}\n`;
  }

  /** Write the record when it changed (never an empty record where there was none). */
  save(): void {
    const text = this.text();
    if (text === this.before || (!this.hashes.size && !existsSync(join(this.project, KNOWN_FILES)))) return;
    writeFileAtomic(join(this.project, KNOWN_FILES), text);
  }
}

/** A line count summary of how `now` differs from `planned`, for a refusal message (`3 lines added, 1 removed`). */
export function changeSummary(now: string, planned: string): string {
  const count = (lines: string[]): Map<string, number> => {
    const m = new Map<string, number>();
    for (const l of lines) m.set(l, (m.get(l) ?? 0) + 1);
    return m;
  };
  const a = count(now.split("\n"));
  const b = count(planned.split("\n"));
  let only = 0;
  let missing = 0;
  for (const [l, n] of a) only += Math.max(0, n - (b.get(l) ?? 0));
  for (const [l, n] of b) missing += Math.max(0, n - (a.get(l) ?? 0));
  return `${only} line${only === 1 ? "" : "s"} the genome does not have, ${missing} it has that the file does not`;
}
