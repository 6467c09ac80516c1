/** Where a node or diagnostic came from: a file, a 1-based line:col span, and a JSON pointer. */
export interface Span {
  line: number;
  col: number;
  endLine?: number;
  endCol?: number;
}

export interface Origin {
  file: string;
  span?: Span;
  pointer?: string;
}
