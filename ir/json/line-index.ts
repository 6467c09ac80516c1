/** Maps string offsets to 1-based line and column numbers (columns count UTF-16 units + 1). */
export interface Position {
  line: number;
  col: number;
  /** Where the value ends (exclusive column), when the reader knows it. */
  endLine?: number;
  endCol?: number;
  /** Where the key naming this value is written (object members), when the reader knows it. */
  key?: { line: number; col: number; endLine: number; endCol: number };
}

/** The diagnostic location of a position: start, and end when known (never the key's place). */
export function rangeOf(pos: Position | undefined): { line?: number; col?: number; endLine?: number; endCol?: number } {
  if (!pos) return {};
  return pos.endLine !== undefined && pos.endCol !== undefined
    ? { line: pos.line, col: pos.col, endLine: pos.endLine, endCol: pos.endCol }
    : { line: pos.line, col: pos.col };
}

export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }

  position(offset: number): Position {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - (this.starts[lo] as number) + 1 };
  }
}
