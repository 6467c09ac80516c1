/**
 * A source file's facts as the source scanner gives them (src/formats/source/scan-repo.ts), for the
 * tests that build them as input (the AIGX generator) or expect them (the scanner).
 */
import type { SourceFacts } from "../../src/formats/source/scan-repo.js";

/** A JavaScript file with no exports, imports, references or statements, but what `over` gives. */
export const sourceFacts = (path: string, over: Partial<SourceFacts> = {}): SourceFacts => ({
  path,
  language: "js",
  exports: [],
  imports: [],
  external: [],
  refs: [],
  statements: [],
  test: false,
  ...over,
});
