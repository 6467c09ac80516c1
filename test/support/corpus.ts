/**
 * Locates the conformance corpus: the copy under `test/fixtures/corpus`, so a clone stands alone.
 * `AGENTC_CORPUS` points the tests at another copy (for example the shared original, to check the copy).
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const corpusRoot = process.env.AGENTC_CORPUS ?? resolve(repoRoot, "test/fixtures/corpus");

export function corpusPath(...parts: string[]): string {
  const p = join(corpusRoot, ...parts);
  if (!existsSync(p))
    throw new Error(
      `corpus file missing: ${p} (the corpus is read from ${corpusRoot}${process.env.AGENTC_CORPUS === undefined ? "" : ", which AGENTC_CORPUS names"})`,
    );
  return p;
}
