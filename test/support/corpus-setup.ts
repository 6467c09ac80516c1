/**
 * Before any test: the conformance corpus the tests will read is there. It ships in the repository
 * (test/fixtures/corpus), so only an AGENTC_CORPUS naming a directory that does not exist can miss
 * it; then the run stops with this one message instead of every corpus test failing on its own.
 */
import { statSync } from "node:fs";
import { corpusRoot } from "./corpus.js";

export default function setup(): void {
  if (statSync(corpusRoot, { throwIfNoEntry: false })?.isDirectory()) return;
  const message =
    process.env.AGENTC_CORPUS === undefined
      ? `the conformance corpus ${corpusRoot} is missing from this checkout (restore test/fixtures/corpus, or set AGENTC_CORPUS to a copy of it)`
      : `AGENTC_CORPUS=${process.env.AGENTC_CORPUS} is not a directory: unset AGENTC_CORPUS to read the corpus that ships in test/fixtures/corpus, or point it at a copy of it`;
  const error = new Error(message);
  error.stack = `Error: ${message}`; // the message is the whole story: no stack frames under it
  throw error;
}
