/**
 * The loss ledger: every source field a lowering could not carry into its
 * target, with the reason. Nothing is dropped without an entry here.
 */
import type { Location } from "./diagnostics/location.js";

/**
 * A lost field is a Location (ir/diagnostics/location.ts: the source file, the field's
 * line:col when the source has positions, its JSON pointer, always set here) with the
 * target that could not hold it and why.
 */
export interface LossEntry extends Location {
  /** JSON pointer of the source field. */
  pointer: string;
  /** The target format that could not hold it. */
  target: string;
  reason: string;
  /**
   * The target recomputes it (a checksum, a signature, an id): not carried, but not lost either.
   * `--fail-on-loss` does not count these.
   */
  regenerated?: boolean;
}

export class LossLedger {
  private readonly list: LossEntry[] = [];

  record(entry: LossEntry): void {
    this.list.push(entry);
  }

  get entries(): readonly LossEntry[] {
    return this.list;
  }

  get isEmpty(): boolean {
    return this.list.length === 0;
  }

  /** Give the entries of `file` the position of their pointer, or of its nearest ancestor that has one. */
  locate(file: string, positions: ReadonlyMap<string, { line: number; col: number }>): void {
    for (const e of this.list) {
      if (e.file !== file || e.line !== undefined) continue;
      for (let p = e.pointer; ; p = p.slice(0, p.lastIndexOf("/"))) {
        const at = positions.get(p);
        if (at) {
          e.line = at.line;
          e.col = at.col;
          break;
        }
        if (p === "") break;
      }
    }
  }

  /** Pointers in a stable order, for reports and golden files. */
  sorted(): LossEntry[] {
    return [...this.list].sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
  }

  /**
   * The report: sorted, without entries that lie under another lost pointer
   * of the same file and target (losing `/mcp` already says `/mcp/servers/0/args`
   * is lost), and without exact repeats.
   */
  minimal(): LossEntry[] {
    // Linear in the entries: each looks up its own ancestors (a pointer has few) in its group's set.
    // No file is told from the file "" by its first character; NUL, which no path or target name
    // holds, ends the file.
    const all = this.sorted();
    const byGroup = new Map<string, { lost: Set<string>; kept: Set<string> }>();
    const groups = all.map((e) => {
      const key = `${e.file === undefined ? "-" : `+${e.file}`}\0${e.target}`;
      let g = byGroup.get(key);
      if (!g) byGroup.set(key, (g = { lost: new Set(), kept: new Set() }));
      g.lost.add(e.pointer);
      return g;
    });
    return all.filter((e, n) => {
      const { lost, kept } = groups[n]!;
      if (kept.has(e.pointer)) return false;
      kept.add(e.pointer);
      for (let i = e.pointer.lastIndexOf("/"); i >= 0; i = i === 0 ? -1 : e.pointer.lastIndexOf("/", i - 1)) {
        if (lost.has(e.pointer.slice(0, i))) return false;
      }
      return true;
    });
  }
}
