/**
 * The source files a graph was read from: their text (for code frames) and,
 * where the reader knows them, the line:col of each JSON pointer (so a pass
 * can place a diagnostic on any field, not only on nodes).
 */
import type { Span } from "./origin.js";

export interface SourceText {
  file: string;
  text: string;
  positions?: ReadonlyMap<string, Span>;
}

export class SourceTexts {
  private readonly files = new Map<string, SourceText>();

  set(source: SourceText): void {
    this.files.set(source.file, source);
  }

  get(file: string): SourceText | undefined {
    return this.files.get(file);
  }

  /** The text of every file, for renderers that show the offending line. */
  texts(): Map<string, string> {
    return new Map([...this.files].map(([f, s]) => [f, s.text]));
  }
}
